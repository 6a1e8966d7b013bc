import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './support/browser';

/** Builds the client (always: tests against a stale bundle test old code) and checks for a browser. */
export default function setup(): void {
  execSync('npm run build', { stdio: 'inherit' });
  if (!existsSync(CHROMIUM_PATH)) {
    const message = `Chromium not found at ${CHROMIUM_PATH}: browser tests cannot run.`;
    if (process.env.CI) throw new Error(`${message} CI requires it (install Debian's chromium).`);
    console.warn(
      `\n${'!'.repeat(78)}\n!! ${message}\n!! They are SKIPPED. Install it with: apt-get install chromium\n${'!'.repeat(78)}\n`,
    );
  }
}
