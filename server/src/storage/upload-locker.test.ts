/**
 * The database upload locker's contract (an upload resumed on another instance), with two lockers
 * standing for two app instances on one real database, on SQLite and PostgreSQL: one holder at a
 * time, a waiting request asks the holder to let go, a dead instance's lock lapses, a lock that is
 * never released refuses with 423, a cancelled wait gives up.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/database';
import { createTestConfig, openTestDatabase, TEST_DIALECTS, type TestDatabase } from '../../test/test-app';
import { createUploadLocker, UPLOAD_LOCKED_ERROR } from './upload-locker';

describe.each(TEST_DIALECTS)('upload locker [%s]', (dialect) => {
  const config = createTestConfig();
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(dialect, config.dataDir);
    await migrateToLatest(database.connection);
  });
  afterAll(async () => {
    await database.connection.db.destroy();
    await database.dropSchema();
    rmSync(config.dataDir, { recursive: true, force: true });
  });

  const lockers = () => {
    const options = { pollMs: 20, acquireTimeoutMs: 3000 };
    return [createUploadLocker(database.connection.db, options), createUploadLocker(database.connection.db, options)];
  };
  const never = new AbortController().signal;

  it('gives the lock to one holder at a time and asks the holder to let go', async () => {
    const [first, second] = lockers();
    const events: string[] = [];
    const held = first!.newLock('a1');
    await held.lock(never, () => void events.push('first asked to let go'));
    events.push('first holds');
    const waiting = second!.newLock('a1');
    const taken = waiting.lock(never, () => undefined).then(() => events.push('second holds'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events).toEqual(['first holds', 'first asked to let go']);
    events.push('first lets go');
    await held.unlock();
    await taken;
    expect(events).toEqual(['first holds', 'first asked to let go', 'first lets go', 'second holds']);
    await waiting.unlock();
    expect(await database.connection.db.selectFrom('upload_locks').selectAll().execute()).toEqual([]);
  });

  it('takes over the lock of an instance that stopped renewing it', async () => {
    await database.connection.db
      .insertInto('upload_locks')
      .values({
        upload_id: 'b2',
        holder: 'dead-instance',
        expires_at: new Date(Date.now() - 1).toISOString(),
        release_requested: 0,
      })
      .execute();
    const lock = lockers()[0]!.newLock('b2');
    await lock.lock(never, () => undefined);
    const row = await database.connection.db.selectFrom('upload_locks').selectAll().executeTakeFirstOrThrow();
    expect(row.holder).not.toBe('dead-instance');
    expect(row.release_requested).toBe(0);
    await lock.unlock();
  });

  it('refuses with 423 when the holder never lets go, and gives up when the request is cancelled', async () => {
    await database.connection.db
      .insertInto('upload_locks')
      .values({
        upload_id: 'c3',
        holder: 'stuck',
        expires_at: new Date(Date.now() + 60_000).toISOString(),
        release_requested: 0,
      })
      .execute();
    const impatient = createUploadLocker(database.connection.db, { pollMs: 20, acquireTimeoutMs: 200 });
    await expect(impatient.newLock('c3').lock(never, () => undefined)).rejects.toBe(UPLOAD_LOCKED_ERROR);
    const cancelled = new AbortController();
    const waiting = lockers()[0]!
      .newLock('c3')
      .lock(cancelled.signal, () => undefined);
    cancelled.abort();
    await expect(waiting).rejects.toBe(UPLOAD_LOCKED_ERROR);
    const row = await database.connection.db.selectFrom('upload_locks').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ holder: 'stuck', release_requested: 1 });
  });
});
