import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real start command's process: on SIGTERM it stops taking connections, lets the requests it is
// serving finish, closes the database and exits 0.

describe('graceful shutdown of the server process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'truetune-shutdown-'));
  let child: ChildProcess | undefined;
  let output = '';
  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Resolves once the server's log matches `pattern` `times` times. */
  function logged(pattern: RegExp, times = 1, timeoutMs = 20_000): Promise<RegExpMatchArray> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`never logged ${pattern}:\n${output}`)), timeoutMs);
      const check = () => {
        const matches = [...output.matchAll(new RegExp(pattern, 'g'))];
        const last = matches[times - 1];
        if (last) {
          clearTimeout(timer);
          child?.stdout?.off('data', check);
          resolve(last);
        }
      };
      child?.stdout?.on('data', check);
      check();
    });
  }

  it('finishes in-flight requests after SIGTERM, then exits 0', async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
    const baseUrl = (await logged(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/))[1];

    // Sign-ups hash a password with argon2id, so each takes a noticeable moment to serve.
    const signUps = Array.from({ length: 3 }, (_, index) =>
      fetch(`${baseUrl}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Late ${index}`,
          email: `late${index}@example.com`,
          password: 'an-evening-tide',
        }),
      }),
    );
    await logged(/"url":"\/api\/auth\/register"[^\n]*"msg":"incoming request"/, 3);
    child.kill('SIGTERM');

    const statuses = (await Promise.all(signUps)).map((response) => response.status);
    expect(statuses).toEqual([201, 201, 201]);
    expect(await exited).toBe(0);
    expect(output).toContain('shutting down');
    // Nothing answers once it has stopped.
    await expect(fetch(`${baseUrl}/healthz`)).rejects.toThrow();
  });
});
