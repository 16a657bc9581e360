/**
 * Sealed letters (docs/decisions/003-vault-storage-encryption-and-uploads.md "What is sealed and
 * what stays readable"): after a letter is written, neither the SQLite file nor its WAL nor the
 * PostgreSQL row holds any of its words; its author and, once delivered, its recipient still read
 * it; a plain letter written before sealing existed is sealed at the next start.
 */
import { readFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '@heirloom/common/contracts/messages';
import { buildApp } from '../../app';
import { createSmtpMailer } from '../../mail/mailer';
import { buildUser } from '../../../test/factories';
import { findLink, startSmtpReceiver, type SmtpReceiver } from '../../../test/smtp-receiver';
import { TEST_DIALECTS, createTestConfig, openTestDatabase, type TestDatabase } from '../../../test/test-app';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2026-12-01T10:00:00Z');
let now = T0;
const clock = { now: () => new Date(now) };
const WORDS = ['Marmalade', 'Tobermory', 'lighthouse'];
const LETTER = `Dear Maya, remember the ${WORDS[0]} jars in ${WORDS[1]} and the ${WORDS[2]} at dusk.`;

let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(() => smtp.close());

describe.each(TEST_DIALECTS)('sealed letters [%s]', (dialect) => {
  const config = createTestConfig();
  let database: TestDatabase;
  const start = () =>
    buildApp(config, {
      connection: database.connection,
      clock,
      webRoot: config.dataDir,
      mailer: createSmtpMailer(smtp.url),
    });
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await openTestDatabase(dialect, config.dataDir);
    app = await start();
  });
  afterAll(async () => {
    await app.close();
    await database.dropSchema();
    rmSync(config.dataDir, { recursive: true, force: true });
  });

  /** Every byte the database holds: the SQLite main file and its WAL, or the PostgreSQL rows as text. */
  async function storedBytes(): Promise<string> {
    if (dialect === 'sqlite') {
      const file = path.join(config.dataDir, 'heirloom.sqlite');
      return [file, `${file}-wal`]
        .filter((name) => existsSync(name))
        .map((name) => readFileSync(name).toString('latin1'))
        .join('');
    }
    const rows = await database.connection.db.selectFrom('messages').selectAll().execute();
    return JSON.stringify(rows);
  }

  it('stores a letter sealed and opens it for its author and its recipient', async () => {
    now = T0;
    smtp.received.length = 0;
    const { client } = await buildUser(app);
    const created = await client.post('/api/messages', {
      intent: 'schedule',
      kind: 'letter',
      title: 'For Maya',
      letterText: LETTER,
      occasion: 'other',
      deliverAt: new Date(T0 + 3 * DAY).toISOString(),
      timeZone: 'Europe/London',
      recipients: [{ name: 'Maya', email: 'maya@example.com', relationship: 'daughter' }],
    });
    expect(created.statusCode).toBe(201);
    const message = created.json<Message>();
    expect(message.letterText).toBe(LETTER);

    const stored = await storedBytes();
    for (const word of WORDS) expect(stored).not.toContain(word);
    const row = await database.connection.db
      .selectFrom('messages')
      .select('letter_text')
      .where('id', '=', message.id)
      .executeTakeFirstOrThrow();
    expect(row.letter_text).toMatch(/^age1:/);

    now = T0 + 3 * DAY + 1000;
    await app.jobs.runDeliveryTick();
    await app.jobs.sendDueEmails();
    const email = smtp.received.find((received) => received.to === 'maya@example.com')!;
    for (const word of WORDS) expect(email.text + email.html).not.toContain(word);
    const token = findLink(email, 'http://localhost:3000/shared/').split('/shared/')[1]!;
    const opened = await app.inject({ method: 'GET', url: `/api/shared/${token}` });
    expect(opened.json()).toMatchObject({ letterText: LETTER, recipientName: 'Maya' });
    expect((await client.get(`/api/messages/${message.id}`)).json<Message>().letterText).toBe(LETTER);
  });

  it('seals a plain letter written before sealing existed at the next start, once', async () => {
    const { client } = await buildUser(app);
    const created = await client.post('/api/messages', {
      intent: 'draft',
      kind: 'letter',
      title: 'Old letter',
      letterText: 'placeholder',
      occasion: 'other',
      timeZone: 'UTC',
      recipients: [],
    });
    const id = created.json<Message>().id;
    const db = database.connection.db;
    await db
      .updateTable('messages')
      .set({ letter_text: 'Written before sealing: Zanzibar' })
      .where('id', '=', id)
      .execute();

    // A second start on the same database (the first instance stays open: closing it closes the database).
    app = await start();
    const sealed = await db.selectFrom('messages').select('letter_text').where('id', '=', id).executeTakeFirstOrThrow();
    expect(sealed.letter_text).toMatch(/^age1:/);
    expect((await client.get(`/api/messages/${id}`)).json<Message>().letterText).toBe(
      'Written before sealing: Zanzibar',
    );
  });
});
