/**
 * The privacy policy's claims against the code (docs/product/marketing-and-figures.md "Security
 * claims"): every statement about security and data must be true of the code. It reads the claims
 * the policy's paragraphs name (common/src/content/privacy-policy.ts) and checks every one on a
 * real app and database, on both dialects: files on disk, keys and password hashes in the database,
 * cookies and headers on the wire, e-mails in the outbox, the route table for what is still coming.
 * A claim the policy makes without a check here fails the first test.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKED_CLAIMS, claimsOf, type CheckedClaim } from '@heirloom/common/content/legal-document';
import { PRIVACY_POLICY } from '@heirloom/common/content/privacy-policy';
import { SEALED_DATA } from '@heirloom/common/content/sealed-data';
import { TRASH_RETENTION_DAYS, VAULT_ITEM_ID_HEADER } from '@heirloom/common/contracts/vault';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/tables';
import { selectTranscriber } from '../src/lib/transcription/transcriber';
import { buildUser, type BuiltUser } from './factories';
import { createTestConfig, openTestDatabase, TEST_DIALECTS, TestClient, type TestDatabase } from './test-app';
import { createTusUpload, patchTusUpload, uploadWithTus } from './tus-client';

const DAY = 24 * 60 * 60 * 1000;
const photo = readFileSync(path.resolve(import.meta.dirname, 'fixtures/photo.jpg'));
const AGE_HEADER = 'age-encryption.org/v1\n-> X25519 ';

/** Every file under `folder`, recursively (an empty list when it does not exist). */
function filesUnder(folder: string): string[] {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

/** The checks, one per claim the policy can make (CHECKED_CLAIMS). */
type Check = (world: World) => Promise<void>;
interface World {
  app: FastifyInstance;
  db: Kysely<Database>;
  dataDir: string;
  /** Moves the server clock (ms since the epoch). */
  setNow: (ms: number) => void;
  now: () => number;
}

async function uploadPhoto(user: BuiltUser): Promise<string> {
  const response = await uploadWithTus(user.client, photo, { filename: 'grandma.jpg', filetype: '' });
  expect(response.statusCode, response.body).toBe(204);
  return response.headers[VAULT_ITEM_ID_HEADER.toLowerCase()] as string;
}

const CHECKS: Record<CheckedClaim, Check> = {
  async 'files-encrypted'({ app, dataDir }) {
    const user = await buildUser(app);
    await uploadPhoto(user);
    // An upload that has not finished is encrypted as its bytes arrive.
    const plainSample = photo.subarray(photo.length / 2, photo.length / 2 + 64);
    const unfinished = await createTusUpload(user.client, photo.length, { filename: 'half.jpg' });
    const half = photo.subarray(0, photo.length / 2 + 128);
    const patched = await patchTusUpload(user.client, unfinished.headers.location as string, 0, half);
    expect(patched.statusCode, patched.body).toBe(204);
    const stored = filesUnder(path.join(dataDir, 'media'));
    expect(stored.length).toBeGreaterThan(0);
    for (const file of stored) {
      const bytes = readFileSync(file);
      expect(bytes.subarray(0, AGE_HEADER.length).toString('latin1'), file).toBe(AGE_HEADER);
      expect(bytes.includes(plainSample), file).toBe(false);
    }
    for (const file of filesUnder(path.join(dataDir, 'staging'))) {
      expect(readFileSync(file).includes(plainSample), file).toBe(false);
    }
    expect(SEALED_DATA.find((entry) => /not finished/i.test(entry.what))?.isSealed).toBe(true);
  },

  async 'per-user-keys'({ app, db }) {
    const [first, second] = [await buildUser(app), await buildUser(app)];
    await uploadPhoto(first);
    await uploadPhoto(second);
    const keys = await db
      .selectFrom('user_keys')
      .selectAll()
      .where('user_id', 'in', [first.user.id, second.user.id])
      .execute();
    expect(keys).toHaveLength(2);
    expect(keys[0]!.recipient).not.toBe(keys[1]!.recipient);
    for (const key of keys) {
      const wrapped = Buffer.from(key.wrapped_identity, 'base64').toString('latin1');
      expect(wrapped.startsWith(AGE_HEADER)).toBe(true); // encrypted to the master key
      expect(wrapped).not.toContain('AGE-SECRET-KEY');
    }
  },

  async 'deletion-shreds-keys'({ app, db, dataDir }) {
    const user = await buildUser(app);
    const itemId = await uploadPhoto(user);
    const media = await db.selectFrom('media').select('storage_key').where('owner_id', '=', user.user.id).execute();
    expect(media.length).toBeGreaterThan(0);
    const deleted = await user.client.post('/api/account/delete', { password: user.password });
    expect(deleted.statusCode).toBe(200);
    expect(await db.selectFrom('user_keys').selectAll().where('user_id', '=', user.user.id).execute()).toEqual([]);
    expect(await db.selectFrom('media').selectAll().where('owner_id', '=', user.user.id).execute()).toEqual([]);
    expect(await db.selectFrom('sessions').selectAll().where('user_id', '=', user.user.id).execute()).toEqual([]);
    const left = filesUnder(path.join(dataDir, 'media'));
    for (const { storage_key } of media) expect(left.some((file) => file.includes(storage_key))).toBe(false);
    expect((await user.client.get(`/api/vault/items/${itemId}`)).statusCode).toBe(401);
  },

  async 'passwords-argon2id'({ app, db }) {
    const user = await buildUser(app);
    const row = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(user.password);
  },

  async 'session-cookie'({ app, now }) {
    const client = new TestClient(app);
    const response = await client.post('/api/auth/signup', {
      username: 'cookie',
      email: `cookie-${crypto.randomUUID()}@example.com`,
      password: 'correct horse battery',
      browser: 'chrome',
      mobile: false,
    });
    const session = [response.headers['set-cookie']].flat().find((cookie) => cookie?.startsWith('heirloom_session='));
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Lax/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(session!)![1]!);
    expect(Math.abs(expires - (now() + 30 * DAY))).toBeLessThan(60_000);
  },

  async 'no-third-party-scripts'({ app }) {
    const response = await app.inject({ method: 'GET', url: '/api/csrf-token' });
    const policy = String(response.headers['content-security-policy']);
    const directive = (name: string) =>
      policy
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('default-src')).toBe("default-src 'self'");
  },

  async 'email-carries-links'({ app, db, setNow, now }) {
    const start = now();
    const user = await buildUser(app);
    const secret = `The recipe is in the blue tin ${crypto.randomUUID()}`;
    const scheduled = await user.client.post('/api/messages', {
      intent: 'schedule',
      kind: 'letter',
      title: 'For your wedding',
      letterText: secret,
      occasion: 'wedding',
      deliverAt: new Date(start + 3 * DAY).toISOString(),
      timeZone: 'UTC',
      recipients: [{ name: 'Anna', email: `anna-${crypto.randomUUID()}@example.com` }],
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    for (const step of [start + DAY, start + 2 * DAY, start + 3 * DAY]) {
      setNow(step);
      await app.jobs.runDeliveryTick();
    }
    const emails = await db
      .selectFrom('outbox_emails')
      .selectAll()
      .where('message_id', '=', scheduled.json<{ id: string }>().id)
      .execute();
    const kinds = emails.map((email) => email.kind);
    expect(kinds.length).toBeGreaterThanOrEqual(2); // reminders and the delivery
    const delivery = emails.filter((email) => email.text_body.includes('/shared/'));
    expect(delivery).toHaveLength(1);
    for (const email of emails) {
      expect(email.text_body).not.toContain(secret);
      expect(email.html_body).not.toContain(secret);
    }
  },

  async 'storage-location'() {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'heirloom-privacy-'));
    try {
      const embedded = loadConfig({ DATA_DIR: dataDir });
      expect(embedded.databaseUrl).toBeUndefined();
      expect(embedded.s3).toBeUndefined();
      const configured = loadConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: 'postgres://db.example/heirloom',
        S3_BUCKET: 'family-files',
      });
      expect(configured.databaseUrl).toBe('postgres://db.example/heirloom');
      expect(configured.s3?.bucket).toBe('family-files');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },

  async 'transcription-on-server'() {
    const transcriber = await selectTranscriber({});
    // PocketSphinx runs here; Whisper only from a model folder on this server (WHISPER_MODEL_DIR).
    expect([undefined, 'pocketsphinx']).toContain(transcriber?.name);
  },

  async 'two-factor-available'({ app, db, now }) {
    const user = await buildUser(app);
    const setup = (await user.client.post('/api/account/two-factor/setup')).json<{ secret: string }>();
    const totp = new TOTP({ secret: Secret.fromBase32(setup.secret), algorithm: 'SHA1', digits: 6, period: 30 });
    const enabled = await user.client.post('/api/account/two-factor/enable', {
      code: totp.generate({ timestamp: now() }),
    });
    const { recoveryCodes } = enabled.json<{ recoveryCodes: string[] }>();
    const credential = await db
      .selectFrom('two_factor_credentials')
      .select('secret_sealed')
      .where('user_id', '=', user.user.id)
      .executeTakeFirstOrThrow();
    expect(credential.secret_sealed.startsWith('age1:')).toBe(true);
    expect(credential.secret_sealed).not.toContain(setup.secret);
    const hashes = await db
      .selectFrom('two_factor_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', user.user.id)
      .execute();
    expect(hashes).toHaveLength(recoveryCodes.length);
    expect(hashes.some(({ code_hash }) => recoveryCodes.some((code) => code_hash.includes(code)))).toBe(false);
    const signIn = await new TestClient(app, '10.44.0.1').post('/api/auth/signin', {
      username: user.user.email,
      password: user.password,
    });
    expect(signIn.statusCode, 'the password alone no longer signs in').toBe(202);
    expect(SEALED_DATA.find((entry) => /two-factor/i.test(entry.what))?.isSealed).toBe(true);
  },

  async 'payments-test-mode'({ app }) {
    const response = await app.inject({ method: 'GET', url: '/api/billing/mode' });
    expect(response.json(), 'card payments are on now: update the privacy policy’s statement').toEqual({
      mode: 'test',
    });
  },

  async 'letters-storage'({ app, db }) {
    const user = await buildUser(app);
    const letter = `Dear Anna, the recipe is in the blue tin ${crypto.randomUUID()}`;
    const saved = await user.client.post('/api/messages', {
      intent: 'draft',
      kind: 'letter',
      title: 'For later',
      letterText: letter,
      occasion: 'other',
      timeZone: 'UTC',
      recipients: [{ name: 'Anna', email: 'anna@example.com' }],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const row = await db
      .selectFrom('messages')
      .select('letter_text')
      .where('id', '=', saved.json<{ id: string }>().id)
      .executeTakeFirstOrThrow();
    expect(row.letter_text!.startsWith('age1:')).toBe(true);
    expect(row.letter_text).not.toContain(letter);
    // The list the page shows says so too.
    expect(SEALED_DATA.find((entry) => /written letters/i.test(entry.what))?.isSealed).toBe(true);
  },

  async 'trash-retention'({ app, db, setNow, now }) {
    const user = await buildUser(app);
    const itemId = await uploadPhoto(user);
    expect((await user.client.request({ method: 'DELETE', url: `/api/vault/items/${itemId}` })).statusCode).toBe(204);
    const trashedAt = now();
    const isStored = async () =>
      (await db.selectFrom('vault_items').select('id').where('id', '=', itemId).executeTakeFirst()) !== undefined;
    setNow(trashedAt + (TRASH_RETENTION_DAYS - 1) * DAY);
    await app.jobs.runVaultMaintenance();
    expect(await isStored()).toBe(true);
    expect((await user.client.post(`/api/vault/items/${itemId}/restore`)).statusCode).toBe(200);
    expect((await user.client.request({ method: 'DELETE', url: `/api/vault/items/${itemId}` })).statusCode).toBe(204);
    setNow(now() + (TRASH_RETENTION_DAYS + 1) * DAY);
    await app.jobs.runVaultMaintenance();
    expect(await isStored()).toBe(false);
  },
};

/** Every claim the policy's paragraphs make. */
const CLAIMS_MADE = claimsOf(PRIVACY_POLICY);

it('checks every claim the privacy policy makes, and every check belongs to a claim', () => {
  const made = new Set(CLAIMS_MADE.map((entry) => entry.claim));
  expect([...made].sort()).toEqual(Object.keys(CHECKED_CLAIMS).sort());
  expect(Object.keys(CHECKS).sort()).toEqual(Object.keys(CHECKED_CLAIMS).sort());
});

describe.each(TEST_DIALECTS)('privacy policy claims [%s]', (dialect) => {
  let database: TestDatabase;
  let world: World;
  let nowMs = Date.now();
  beforeAll(async () => {
    const config = createTestConfig();
    database = await openTestDatabase(dialect, config.dataDir);
    const app = await buildApp(config, {
      connection: database.connection,
      clock: { now: () => new Date(nowMs) },
      webRoot: config.dataDir,
    });
    world = {
      app,
      db: database.connection.db,
      dataDir: config.dataDir,
      setNow: (ms) => {
        nowMs = ms;
      },
      now: () => nowMs,
    };
  });
  afterAll(async () => {
    await world?.app.close();
    await database?.dropSchema();
    if (world) rmSync(world.dataDir, { recursive: true, force: true });
  });

  for (const { claim, text } of CLAIMS_MADE) {
    it(`${claim}: ${CHECKED_CLAIMS[claim]}`, async () => {
      expect(text.length).toBeGreaterThan(0);
      await CHECKS[claim](world);
    }, 60_000);
  }
});
