import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from './client';
import { users } from './schema';

const url = process.env.TEST_DATABASE_URL;

describe('database client', () => {
  it('applies the migrations to a fresh PGlite database', async () => {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      expect(await handle.db.$count(users)).toBe(0);
      await handle.ping();
    } finally {
      await handle.close();
    }
  });

  it.runIf(url)('survives the server ending its idle connections, and reconnects', async () => {
    const onIdleConnectionError = vi.fn();
    // Its own application name, so only this pool's connections are ended.
    const tagged = new URL(url ?? '');
    tagged.searchParams.set('application_name', 'truetune_client_test');
    const handle = await openDatabase({ kind: 'postgres', url: tagged.toString(), onIdleConnectionError });
    try {
      await handle.ping();
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      // What a server restart or failover does to every connection.
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'truetune_client_test'",
      );
      await admin.end();
      await vi.waitFor(() => expect(onIdleConnectionError).toHaveBeenCalled(), { timeout: 5_000 });
      await handle.ping();
    } finally {
      await handle.close();
    }
  });
});
