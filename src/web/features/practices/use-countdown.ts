import { useCallback, useEffect, useRef, useState } from 'react';

export type CountdownStatus = 'idle' | 'running' | 'paused' | 'finished';

export interface Countdown {
  status: CountdownStatus;
  remainingMs: number;
  elapsedMs: number;
  start(): void;
  pause(): void;
  resume(): void;
  reset(): void;
}

/**
 * A countdown that keeps true time (from the clock, not by counting ticks, so a throttled background
 * tab stays right). `onInterval` fires each time another `intervalMs` has elapsed; `onFinish` once at 0.
 */
export function useCountdown(
  totalMs: number,
  { intervalMs, onInterval, onFinish }: { intervalMs: number; onInterval: () => void; onFinish: () => void },
): Countdown {
  const [status, setStatus] = useState<CountdownStatus>('idle');
  const [remainingMs, setRemainingMs] = useState(totalMs);
  const endsAt = useRef(0);
  const pausedWithMs = useRef(totalMs);
  const intervalsRung = useRef(0);
  const callbacks = useRef({ onInterval, onFinish });
  callbacks.current = { onInterval, onFinish };

  useEffect(() => {
    if (status === 'idle') setRemainingMs(totalMs);
  }, [status, totalMs]);

  useEffect(() => {
    if (status !== 'running') return;
    const tick = () => {
      const left = Math.max(0, endsAt.current - Date.now());
      setRemainingMs(left);
      const elapsed = totalMs - left;
      if (intervalMs > 0 && left > 0) {
        const due = Math.floor(elapsed / intervalMs);
        if (due > intervalsRung.current) {
          intervalsRung.current = due;
          callbacks.current.onInterval();
        }
      }
      if (left === 0) {
        setStatus('finished');
        callbacks.current.onFinish();
      }
    };
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [status, totalMs, intervalMs]);

  const start = useCallback(() => {
    intervalsRung.current = 0;
    endsAt.current = Date.now() + totalMs;
    setRemainingMs(totalMs);
    setStatus('running');
  }, [totalMs]);

  const pause = useCallback(() => {
    pausedWithMs.current = Math.max(0, endsAt.current - Date.now());
    setRemainingMs(pausedWithMs.current);
    setStatus('paused');
  }, []);

  const resume = useCallback(() => {
    endsAt.current = Date.now() + pausedWithMs.current;
    setStatus('running');
  }, []);

  const reset = useCallback(() => {
    intervalsRung.current = 0;
    setStatus('idle');
    setRemainingMs(totalMs);
  }, [totalMs]);

  return { status, remainingMs, elapsedMs: totalMs - remainingMs, start, pause, resume, reset };
}

export function formatClock(ms: number): string {
  const totalSeconds = Math.ceil(ms / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
