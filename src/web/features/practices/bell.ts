/**
 * A soft meditation bell made with Web Audio (no sound file to download): a few inharmonic partials
 * that fade out like a struck bowl.
 */
export class Bell {
  private context: AudioContext | undefined;

  /** Must run inside a user gesture (the Start click) so the browser allows sound. */
  unlock(): void {
    if (typeof AudioContext === 'undefined') return;
    this.context ??= new AudioContext();
    void this.context.resume();
  }

  ring(): void {
    const context = this.context;
    if (!context) return;
    const now = context.currentTime;
    for (const [ratio, gain] of [
      [1, 0.35],
      [2.76, 0.12],
      [5.4, 0.05],
    ] as const) {
      const oscillator = context.createOscillator();
      const envelope = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = 432 * ratio;
      envelope.gain.setValueAtTime(0.0001, now);
      envelope.gain.exponentialRampToValueAtTime(gain, now + 0.02);
      envelope.gain.exponentialRampToValueAtTime(0.0001, now + 4);
      oscillator.connect(envelope).connect(context.destination);
      oscillator.start(now);
      oscillator.stop(now + 4.1);
    }
  }

  close(): void {
    void this.context?.close();
    this.context = undefined;
  }
}
