/**
 * Prepared queries (prepared-query.ts) run straight on the driver outside transactions, on both
 * dialects: they read what is committed, and a query asked for while a transaction holds SQLite's
 * one connection waits for it — it never reads rows the transaction then rolls back.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_DIALECTS, type TestDatabase } from '../../test/test-app';
import { migrateToLatest } from './database';
import { preparedQuery } from './prepared-query';

const selectUserEmail = preparedQuery((db, id: string) =>
  db.selectFrom('users').select(['id', 'email']).where('id', '=', id),
);
const user = (id: string) => ({
  id,
  email: `${id}@example.com`,
  username: id,
  password_hash: 'not a hash',
  role: 'user' as const,
  created_at: '2026-11-26T12:00:00.000Z',
  updated_at: '2026-11-26T12:00:00.000Z',
});

describe.each(TEST_DIALECTS)('prepared queries [%s]', (dialect) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'heirloom-prepared-'));
  let database: TestDatabase;
  const db = () => database.connection.db;

  beforeAll(async () => {
    database = await openTestDatabase(dialect, dataDir);
    await migrateToLatest(database.connection);
  });
  afterAll(async () => {
    await database.connection.db.destroy();
    await database.dropSchema();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads committed rows, with new values each call', async () => {
    await db()
      .insertInto('users')
      .values([user('ada'), user('ben')])
      .execute();
    expect(await selectUserEmail(db(), 'ada')).toEqual([{ id: 'ada', email: 'ada@example.com' }]);
    expect(await selectUserEmail(db(), 'ben')).toEqual([{ id: 'ben', email: 'ben@example.com' }]);
    expect(await selectUserEmail(db(), 'nobody')).toEqual([]);
  });

  it('never reads what an open transaction writes and then rolls back', async () => {
    let reading: Promise<unknown[]> | undefined;
    await expect(
      db()
        .transaction()
        .execute(async (transaction) => {
          await transaction.insertInto('users').values(user('cleo')).execute();
          reading = selectUserEmail(db(), 'cleo');
          // Give a read that did not wait every chance to run inside the transaction.
          await new Promise((resolve) => setTimeout(resolve, 20));
          throw new Error('roll back');
        }),
    ).rejects.toThrow('roll back');
    expect(await reading).toEqual([]);
    expect(await selectUserEmail(db(), 'cleo')).toEqual([]);
  });
});
