// Debian's Chromium, as browser tests and benchmarks start it. The flags this machine needs: no
// sandbox as root, and no background calls to the outside network (which is closed here).

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Every flag but the headless one, which Playwright and chrome-launcher spell differently. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
