/**
 * The admin panel's calls (docs/product/admin.md; docs/product/api-conventions.md "Admin calls"),
 * on SQLite and PostgreSQL: only the administrator gets answers; stats and users come from real
 * rows; suspension ends sessions and refuses sign-in; the settings take effect at once; exports are
 * CSV with formulas neutralised; the backup is an age file that restores into a fresh database (a
 * SQLite file; psql into a new PostgreSQL database) with the same row count in every table.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Decrypter } from 'age-encryption';
import pg from 'pg';
import { expect, it } from 'vitest';
import {
  DEFAULT_SYSTEM_SETTINGS,
  SYSTEM_SETTINGS_MESSAGES,
  type AdminDatabase,
  type AdminStats,
  type AdminUsersPage,
} from '@heirloom/common/contracts/admin';
import type { NewsletterSubscriber, SiteContentAnswer } from '@heirloom/common/contracts/site-content';
import { buildUser } from '../../../test/factories';
import { describeEachDatabase, TestClient } from '../../../test/test-app';

const ADMIN_EMAIL = 'panel-admin@example.com';
/** A built web app's page, so the server answers pages with the embedded config. */
const webRoot = mkdtempSync(path.join(os.tmpdir(), 'heirloom-admin-web-'));
writeFileSync(
  path.join(webRoot, 'index.html'),
  '<!doctype html><html><head><title>Built</title></head><body></body></html>',
);
const PASSPHRASE = 'correct horse battery staple';

const signIn = (client: TestClient, email: string, password: string) =>
  client.post('/api/auth/signin', { username: email, password, browser: 'chrome', mobile: false });

/**
 * Restores a pg_dump file with psql into a new, empty PostgreSQL database (dropped after) and
 * counts each table's rows there.
 * @returns [table, rows] per table, in the order given
 */
async function restoreIntoFreshPostgres(dump: string, tables: readonly { name: string }[]) {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const database = `restore_${randomBytes(6).toString('hex')}`;
  const server = new pg.Client({ connectionString: serverUrl });
  await server.connect();
  await server.query(`CREATE DATABASE ${database}`);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'restore-'));
  try {
    const file = path.join(folder, 'backup.sql');
    writeFileSync(file, dump);
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    execFileSync(
      'psql',
      ['--quiet', '--no-psqlrc', '-v', 'ON_ERROR_STOP=1', '--dbname', url.toString(), '--file', file],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    const restored = new pg.Client({ connectionString: url.toString() });
    await restored.connect();
    try {
      const { rows } = await restored.query<{ table_schema: string }>(
        "select table_schema from information_schema.tables where table_name = 'users' and table_schema not in ('pg_catalog', 'information_schema')",
      );
      expect(rows).toHaveLength(1);
      const schema = rows[0]!.table_schema;
      const counts: [string, number][] = [];
      for (const table of tables) {
        const answer = await restored.query<{ count: string }>(
          `select count(*) as count from "${schema}"."${table.name}"`,
        );
        counts.push([table.name, Number(answer.rows[0]!.count)]);
      }
      return counts;
    } finally {
      await restored.end();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await server.query(`DROP DATABASE ${database} WITH (FORCE)`);
    await server.end();
  }
}

describeEachDatabase(
  'admin panel',
  (context) => {
    const app = () => context().app;

    it('answers the administrator only: 401 for a visitor, 404 for a user', async () => {
      const admin = await buildUser(app(), { email: ADMIN_EMAIL });
      const user = await buildUser(app());
      expect((await new TestClient(app()).get('/api/admin/stats')).statusCode).toBe(401);
      expect((await user.client.get('/api/admin/stats')).statusCode).toBe(404);
      expect(
        (await user.client.request({ method: 'PUT', url: '/api/admin/settings', payload: DEFAULT_SYSTEM_SETTINGS }))
          .statusCode,
      ).toBe(404);
      const stats = await admin.client.get('/api/admin/stats');
      expect(stats.statusCode).toBe(200);
      expect(stats.json<AdminStats>()).toMatchObject({ totalRevenue: 0, activeSubscriptions: 0, totalMemories: 0 });
      expect(stats.json<AdminStats>().totalUsers).toBeGreaterThanOrEqual(2);
    });

    it('lists users with "free" left to the page, searches and pages them', async () => {
      const admin = await signInAdmin();
      const marker = `needle${Date.now()}`;
      const found = await buildUser(app(), { email: `${marker}@example.com` });
      const page = (await admin.get(`/api/admin/users?search=${marker.toUpperCase()}`)).json<AdminUsersPage>();
      expect(page.total).toBe(1);
      expect(page.users[0]).toMatchObject({
        id: found.user.id,
        email: found.user.email,
        subscriptionPlan: '',
        isSuspended: false,
      });
      const all = (await admin.get('/api/admin/users?page=1')).json<AdminUsersPage>();
      expect(all.total).toBeGreaterThanOrEqual(3);
      expect((await admin.get('/api/admin/users?search=%25')).json<AdminUsersPage>().total).toBe(0);
      expect((await admin.get('/api/admin/users?page=0')).statusCode).toBe(400);
    });

    it('suspends a user (sessions end, sign-in refused), restores and deletes them', async () => {
      const admin = await signInAdmin();
      const user = await buildUser(app());
      expect((await admin.post(`/api/admin/users/${user.user.id}/suspend`)).json()).toMatchObject({
        isSuspended: true,
      });
      expect((await user.client.get('/api/auth/status')).statusCode).toBe(401);
      const refused = await signIn(new TestClient(app()), user.user.email, user.password);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: SYSTEM_SETTINGS_MESSAGES.suspended });
      expect((await admin.post(`/api/admin/users/${user.user.id}/restore`)).json()).toMatchObject({
        isSuspended: false,
      });
      expect((await signIn(new TestClient(app()), user.user.email, user.password)).statusCode).toBe(200);
      const me = (await admin.get('/api/auth/status')).json<{ id: string }>();
      expect((await admin.post(`/api/admin/users/${me.id}/suspend`)).statusCode).toBe(409);
      expect((await admin.request({ method: 'DELETE', url: `/api/admin/users/${user.user.id}` })).statusCode).toBe(204);
      expect((await admin.get(`/api/admin/users/${user.user.id}`)).statusCode).toBe(404);
      expect((await signIn(new TestClient(app()), user.user.email, user.password)).statusCode).toBe(401);
    });

    it('makes each setting take effect at once', async () => {
      const admin = await signInAdmin();
      const user = await buildUser(app());
      expect((await admin.get('/api/admin/settings')).json()).toEqual(DEFAULT_SYSTEM_SETTINGS);
      const put = (settings: object) => admin.request({ method: 'PUT', url: '/api/admin/settings', payload: settings });
      expect((await put({ ...DEFAULT_SYSTEM_SETTINGS, maxFileSize: 1.5 })).statusCode).toBe(400);
      expect((await put({ maintenanceMode: true })).statusCode).toBe(400);

      expect((await put({ ...DEFAULT_SYSTEM_SETTINGS, registrationEnabled: false })).statusCode).toBe(200);
      const refused = await new TestClient(app()).post('/api/auth/signup', {
        email: 'late@example.com',
        password: 'secret12',
        browser: 'chrome',
        mobile: false,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: SYSTEM_SETTINGS_MESSAGES.registrationClosed });

      expect((await put({ ...DEFAULT_SYSTEM_SETTINGS, maxFileSize: 1 })).json()).toMatchObject({ maxFileSize: 1 });
      const tooLarge = await user.client.upload('/api/media', {
        name: 'long.wav',
        type: 'audio/wav',
        content: Buffer.alloc(1024 * 1024 + 1024, 1),
      });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json<{ message: string }>().message).toContain('1 MB');

      expect((await put({ ...DEFAULT_SYSTEM_SETTINGS, maintenanceMode: true })).statusCode).toBe(200);
      const blocked = await user.client.post('/api/vault/albums', { name: 'Summer' });
      expect(blocked.statusCode).toBe(503);
      expect(blocked.json()).toEqual({ message: SYSTEM_SETTINGS_MESSAGES.maintenance });
      expect((await user.client.get('/api/messages')).statusCode).toBe(200);
      expect((await admin.post('/api/vault/albums', { name: 'Admin album' })).statusCode).toBe(201);

      expect((await put(DEFAULT_SYSTEM_SETTINGS)).statusCode).toBe(200);
      expect((await user.client.post('/api/vault/albums', { name: 'Summer' })).statusCode).toBe(201);
    });

    it('exports CSV named by kind and date, with spreadsheet formulas neutralised', async () => {
      const admin = await signInAdmin();
      const sly = await buildUser(app(), { email: '-2+3@example.com' });
      const response = await admin.get('/api/admin/export/users');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      const today = new Date().toISOString().slice(0, 10);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="users-export-${today}.csv"`);
      const lines = response.body.split('\r\n');
      expect(lines[0]).toBe('id,username,email,role,createdAt,suspendedAt');
      expect(lines.find((line) => line.startsWith(sly.user.id))).toContain(",'-2+3,'-2+3@example.com,user,");
      for (const kind of ['memories', 'messages']) {
        const csv = await admin.get(`/api/admin/export/${kind}`);
        expect(csv.statusCode).toBe(200);
        expect(csv.body.split('\r\n')[0]).toContain('ownerEmail');
      }
      expect((await admin.get('/api/admin/export/passwords')).statusCode).toBe(400);
    });

    // Real work, not a wait: age's scrypt runs twice in JavaScript (to seal and to open, about 5 s each
    // at load 18 on two cores), and on PostgreSQL psql restores the dump into a new database (about 9 s).
    it(
      'backs the database up as an age file that restores into a fresh database with the same rows',
      { timeout: 60_000 },
      async () => {
        const admin = await signInAdmin();
        expect((await admin.post('/api/admin/backup', { passphrase: 'short' })).statusCode).toBe(400);
        const response = await admin.post('/api/admin/backup', { passphrase: PASSPHRASE });
        expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
        const isSqlite = context().dialect === 'sqlite';
        expect(response.headers['content-disposition']).toMatch(
          new RegExp(`heirloom-backup-\\d{4}-\\d{2}-\\d{2}\\.${isSqlite ? 'sqlite' : 'sql'}\\.age"$`, 'u'),
        );
        expect(response.rawPayload.subarray(0, 21).toString()).toBe('age-encryption.org/v1');
        const decrypter = new Decrypter();
        decrypter.addPassphrase(PASSPHRASE);
        const plain = await decrypter.decrypt(new Uint8Array(response.rawPayload));
        const tables = (await admin.get('/api/admin/database')).json<AdminDatabase>();
        const usersCount = tables.tables.find((table) => table.name === 'users')!.rows;
        expect(tables.dialect).toBe(context().dialect);
        if (isSqlite) {
          const folder = mkdtempSync(path.join(os.tmpdir(), 'restore-'));
          const file = path.join(folder, 'restored.sqlite');
          writeFileSync(file, plain);
          const restored = new SQLite(file, { readonly: true });
          for (const table of tables.tables) {
            const row = restored.prepare(`select count(*) as count from "${table.name}"`).get() as { count: number };
            expect([table.name, row.count]).toEqual([table.name, table.rows]);
          }
          restored.close();
          rmSync(folder, { recursive: true, force: true });
        } else {
          const dump = Buffer.from(plain).toString();
          expect(dump).toContain('PostgreSQL database dump');
          expect(dump).toMatch(/COPY [\w."]*users /u);
          const restoredCounts = await restoreIntoFreshPostgres(dump, tables.tables);
          expect(restoredCounts).toEqual(tables.tables.map((table) => [table.name, table.rows]));
        }
        expect(usersCount).toBeGreaterThan(0);
      },
    );

    it('edits the site content the public pages embed, and lists newsletter subscribers', async () => {
      const admin = await signInAdmin();
      const initial = (await admin.get('/api/admin/content')).json<SiteContentAnswer>();
      expect(initial).toEqual({
        content: { claims: {}, testimonials: [], testimonialVideo: null },
        source: 'environment',
      });
      const put = (content: object) => admin.request({ method: 'PUT', url: '/api/admin/content', payload: content });
      const content = {
        claims: { families: 12, rating: 4.8, reviews: 9 },
        testimonials: [{ name: 'Maya', location: 'Leeds', quote: 'We hear <Dad> again.', rating: 5, planName: '' }],
        testimonialVideo: null,
      };
      expect((await put({ ...content, claims: { rating: 4.8 } })).statusCode).toBe(400);
      expect(
        (
          await put({
            ...content,
            testimonialVideo: { url: 'https://evil.example/v.mp4', caption: 'x', transcript: 'y' },
          })
        ).statusCode,
      ).toBe(400);
      expect((await put(content)).json()).toEqual({ content, source: 'admin' });
      const page = await new TestClient(app()).get('/about');
      const meta = /<meta name="app-config" content="([^"]*)">/u.exec(page.body)?.[1] ?? '';
      expect(meta).toContain('&quot;families&quot;:12');
      expect(meta).toContain('We hear &lt;Dad&gt; again.');
      expect(page.body).not.toContain('<Dad>');
      const user = await buildUser(app());
      expect((await user.client.get('/api/admin/newsletter')).statusCode).toBe(404);
      await new TestClient(app(), '10.1.2.3').post('/api/newsletter', { email: 'reader@example.com' });
      const subscribers = (await admin.get('/api/admin/newsletter')).json<NewsletterSubscriber[]>();
      expect(subscribers).toContainEqual(expect.objectContaining({ email: 'reader@example.com', status: 'pending' }));
    });

    async function signInAdmin(): Promise<TestClient> {
      const client = new TestClient(app());
      const response = await signIn(client, ADMIN_EMAIL, 'correct horse battery');
      expect(response.statusCode, response.body).toBe(200);
      return client;
    }
  },
  // DATABASE_URL for pg_dump (the app's own connection is handed in; SQLite ignores it).
  {
    config: { adminEmail: ADMIN_EMAIL, databaseUrl: process.env.TEST_DATABASE_URL },
    overrides: () => ({ webRoot }),
  },
);
