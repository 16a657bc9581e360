/**
 * The system settings reach every instance (docs/product/admin.md "Settings take effect"): two
 * stores over one database stand for two app instances; a change made through one is read by the
 * other once its short cache runs out, on SQLite and PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SYSTEM_SETTINGS } from '@heirloom/common/contracts/admin';
import { migrateToLatest } from '../db/database';
import { openTestDatabase, TEST_DIALECTS, type TestDatabase } from '../../test/test-app';
import { createSystemSettingsStore, SETTINGS_CACHE_MS } from './system-settings';

describe.each(TEST_DIALECTS)('system settings across instances [%s]', (dialect) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'heirloom-settings-'));
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(dialect, dataDir);
    await migrateToLatest(database.connection);
  });
  afterAll(async () => {
    await database.connection.db.destroy();
    await database.dropSchema();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the defaults, then another instance’s change once the cache runs out', async () => {
    let now = Date.parse('2026-11-23T10:00:00Z');
    const clock = { now: () => new Date(now) };
    const first = createSystemSettingsStore(database.connection.db, clock);
    const second = createSystemSettingsStore(database.connection.db, clock);
    expect(await second.read()).toEqual(DEFAULT_SYSTEM_SETTINGS);
    expect(second.current()).toEqual(DEFAULT_SYSTEM_SETTINGS);

    const changed = { ...DEFAULT_SYSTEM_SETTINGS, registrationEnabled: false, maxFileSize: 5 };
    expect(await first.write(changed)).toEqual(changed);
    expect(await first.read()).toEqual(changed);
    now += SETTINGS_CACHE_MS - 1;
    expect(await second.read()).toEqual(DEFAULT_SYSTEM_SETTINGS);
    now += 1;
    expect(await second.read()).toEqual(changed);
    expect(second.current().maxFileSize).toBe(5);

    await second.write({ ...changed, maintenanceMode: true });
    now += SETTINGS_CACHE_MS;
    expect((await first.read()).maintenanceMode).toBe(true);
  });
});
