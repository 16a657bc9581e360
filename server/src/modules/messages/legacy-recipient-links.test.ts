/**
 * Recipients' links e-mailed before they were share links keep working, on both dialects: a
 * database at the schema before migration 2026-11-23T0500 holds a delivered letter whose
 * recipients' tokens were made the old way (random, only their SHA-256 stored on the recipient);
 * the app migrates it at start, and the old tokens open the letter, count views on the sharing
 * dashboard and can be revoked there.
 */
import { rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ShareLink } from '@heirloom/common/contracts/share-links';
import { buildApp } from '../../app';
import { createMigrator } from '../../db/database';
import { createAccessToken, hashAccessToken } from '../../lib/access-tokens';
import { hashPassword } from '../../lib/password';
import { createTestConfig, openTestDatabase, TestClient, TEST_DIALECTS } from '../../../test/test-app';
import { MESSAGE_ERRORS } from './messages.service';

describe.each(TEST_DIALECTS)('recipients’ links e-mailed before they were share links [%s]', (dialect) => {
  it('open the message after the migration, and are listed, counted and revocable on the dashboard', async () => {
    const config = createTestConfig();
    const database = await openTestDatabase(dialect, config.dataDir, { isEmpty: true });
    const { db } = database.connection;
    const migrator = await createMigrator(database.connection);
    expect((await migrator.migrateTo('2026-11-23T0400-admin-setup')).error).toBeUndefined();

    // A letter delivered by the old code: each recipient's token random, only its SHA-256 kept.
    const [ownerId, messageId, annaId, benId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const [annaToken, benToken] = [createAccessToken(), createAccessToken()];
    const at = '2026-11-20T09:00:00.000Z';
    const email = `grandpa-${ownerId.slice(0, 8)}@example.com`;
    await sql`INSERT INTO users (id, email, username, password_hash, role, created_at, updated_at)
      VALUES (${ownerId}, ${email}, 'Grandpa Joe', ${await hashPassword('correct horse battery')}, 'user', ${at}, ${at})`.execute(
      db,
    );
    await sql`INSERT INTO messages (id, owner_id, kind, title, letter_text, media_id, occasion, status, deliver_at,
        time_zone, pending_step, next_step_at, schedule_version, last_step, last_step_at, delivered_at, created_at, updated_at)
      VALUES (${messageId}, ${ownerId}, 'letter', 'For the two of you', 'With love.', NULL, 'other', 'delivered', ${at},
        'UTC', NULL, NULL, 1, 'delivery', ${at}, ${at}, ${at}, ${at})`.execute(db);
    await sql`INSERT INTO message_recipients (id, message_id, position, name, email, relationship, access_token_hash,
        revoked_at, delivered_at)
      VALUES (${annaId}, ${messageId}, 0, 'Anna', 'anna@example.com', '', ${hashAccessToken(annaToken)}, NULL, ${at}),
        (${benId}, ${messageId}, 1, 'Ben', 'ben@example.com', '', ${hashAccessToken(benToken)}, ${at}, ${at})`.execute(
      db,
    );

    const app = await buildApp(config, { connection: database.connection, webRoot: config.dataDir });
    try {
      const visitor = new TestClient(app, '10.2.0.1');
      const opened = await visitor.get(`/api/shared/${annaToken}`);
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toMatchObject({
        title: 'For the two of you',
        recipientName: 'Anna',
        letterText: 'With love.',
      });
      const withdrawn = await visitor.get(`/api/shared/${benToken}`);
      expect([withdrawn.statusCode, withdrawn.json().message]).toEqual([404, MESSAGE_ERRORS.deliveryNotFound]);

      const owner = new TestClient(app);
      const signedIn = await owner.post('/api/auth/signin', {
        username: email,
        password: 'correct horse battery',
        browser: 'chrome',
        mobile: false,
      });
      expect(signedIn.statusCode).toBe(200);
      const links = (await owner.get('/api/share-links')).json<ShareLink[]>();
      const byName = new Map(links.map((link) => [link.target.sentTo, link]));
      expect(byName.get('Anna')).toMatchObject({
        url: null, // only Anna's e-mail holds the address
        target: { kind: 'message', id: messageId, title: 'For the two of you', sentTo: 'Anna' },
        status: 'active',
        viewCount: 1,
        createdAt: at,
      });
      expect(byName.get('Ben')).toMatchObject({ status: 'revoked', viewCount: 0 });

      const revoked = await owner.post(`/api/share-links/${byName.get('Anna')!.id}/revoke`);
      expect(revoked.json<ShareLink>().status).toBe('revoked');
      expect((await visitor.get(`/api/shared/${annaToken}`)).statusCode).toBe(404);
    } finally {
      await app.close();
      await database.dropSchema();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});
