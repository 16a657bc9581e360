/**
 * Last wishes through the API on SQLite and PostgreSQL: the owner saves and reads the whole
 * document, stored sealed with the owner's key (the row holds none of its words); text that
 * looks like a password is refused with a message a person understands; another user never sees it;
 * the PDF prints accented and Chinese names (read back with poppler's pdftotext); and
 * `readAiLikenessWish` answers the owner's AI-likeness wish for the animated-ancestor job.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_WISHES_MESSAGES, type LastWishes } from '@heirloom/common/contracts/last-wishes';
import { buildApp } from '../../app';
import { systemClock } from '../../lib/clock';
import { createKeyring } from '../../storage/keyring';
import { PRINT_BLEED_PT } from '@heirloom/common/contracts/scrapbooks';
import { buildUser } from '../../../test/factories';
import { darkestPixel, readPdfBoxes } from '../../../test/pdf-boxes';
import {
  TEST_DIALECTS,
  TestClient,
  createTestConfig,
  openTestDatabase,
  type TestDatabase,
} from '../../../test/test-app';
import { readAiLikenessWish } from './index';

const WISHES = {
  ceremony: 'A small gathering in the orchard at Kilmory, with tea and no black clothes.',
  bodyDisposition: 'cremation',
  bodyDispositionNotes: 'Scatter the ashes on Goatfell.',
  musicAndReadings: 'Gymnopédie No. 1; Mary Oliver, “Wild Geese”.',
  organDonation: 'yes',
  sentimentalObjects: [
    { object: 'The blue teapot', recipient: 'Zoë Ångström', note: 'She always poured.' },
    { object: 'My watch', recipient: '李小龍' },
  ],
  peopleToTell: [{ name: 'Søren Kierkegaard-Ølby', contact: 'soren@example.com' }],
  digitalAccounts: 'The password manager has emergency access for Maya; close the Facebook account.',
  personalMessage: 'Be kind to each other, and keep the garden.',
  aiLikeness: 'animation_only',
};

describe.each(TEST_DIALECTS)('last wishes [%s]', (dialect) => {
  const config = createTestConfig();
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await openTestDatabase(dialect, config.dataDir);
    app = await buildApp(config, { connection: database.connection, webRoot: config.dataDir });
  });
  afterAll(async () => {
    await app.close();
    await database.dropSchema();
    rmSync(config.dataDir, { recursive: true, force: true });
  });

  it('starts empty, saves the whole document sealed, and reads it back', async () => {
    const { client, user } = await buildUser(app);
    const empty = (await client.get('/api/last-wishes')).json<LastWishes>();
    expect(empty).toMatchObject({ answered: [], updatedAt: null, recipients: { isAvailable: true, contacts: [] } });
    expect(empty.wishes.aiLikeness).toBeNull();

    const saved = await client.request({ method: 'PUT', url: '/api/last-wishes', payload: WISHES });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json<LastWishes>();
    expect(body.answered).toHaveLength(9);
    expect(body.wishes.sentimentalObjects[1]).toEqual({ object: 'My watch', recipient: '李小龍', note: '' });

    const row = await database.connection.db
      .selectFrom('last_wishes')
      .select('document')
      .where('owner_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.document).toMatch(/^age1:/);
    for (const word of ['orchard', 'Goatfell', 'teapot', 'Kierkegaard', 'garden', 'animation_only']) {
      expect(row.document).not.toContain(word);
    }
    expect((await client.get('/api/last-wishes')).json<LastWishes>().wishes).toMatchObject(WISHES);

    // A partial save replaces the document: unanswered sections are unanswered again.
    const partial = await client.request({ method: 'PUT', url: '/api/last-wishes', payload: { ceremony: 'Quiet.' } });
    expect(partial.json<LastWishes>().answered).toEqual(['ceremony']);
  });

  it('refuses passwords and recovery phrases, naming the problem, and keeps what was saved', async () => {
    const { client } = await buildUser(app);
    await client.request({ method: 'PUT', url: '/api/last-wishes', payload: { ceremony: 'Kept.' } });
    for (const digitalAccounts of [
      'Gmail password: Tr0ub4dor&3',
      'My bank PIN = 4321',
      'abandon ability able about above absent absorb abstract absurd abuse access accident',
    ]) {
      const refused = await client.request({ method: 'PUT', url: '/api/last-wishes', payload: { digitalAccounts } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: LAST_WISHES_MESSAGES.looksLikePassword });
    }
    const tooLong = await client.request({
      method: 'PUT',
      url: '/api/last-wishes',
      payload: { ceremony: 'x'.repeat(4001) },
    });
    expect(tooLong.json()).toEqual({ message: LAST_WISHES_MESSAGES.textTooLong });
    expect((await client.get('/api/last-wishes')).json<LastWishes>().wishes.ceremony).toBe('Kept.');
  });

  it('keeps each document to its owner', async () => {
    const owner = await buildUser(app);
    const other = await buildUser(app);
    await owner.client.request({ method: 'PUT', url: '/api/last-wishes', payload: WISHES });
    const seen = (await other.client.get('/api/last-wishes')).json<LastWishes>();
    expect(seen.answered).toEqual([]);
    expect(JSON.stringify(seen)).not.toContain('orchard');
    expect((await new TestClient(app).get('/api/last-wishes')).statusCode).toBe(401);
    expect((await new TestClient(app).get('/api/last-wishes/pdf')).statusCode).toBe(401);
  });

  it('prints the document as a PDF with accented and Chinese names', async () => {
    const { client } = await buildUser(app, { email: 'ingrid@example.com' });
    await client.request({ method: 'PUT', url: '/api/last-wishes', payload: WISHES });
    const response = await client.get('/api/last-wishes/pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="last-wishes-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: response.rawPayload }).toString();
    for (const expected of ['Last wishes of ingrid', 'Zoë Ångström', '李小龍', 'Søren Kierkegaard-Ølby', 'Goatfell']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('Only animation of real recordings');
    // A4 by default, no bleed; any of the print sizes, with bleed and trim marks on request.
    expect(readPdfBoxes(response.rawPayload)).toMatchObject({ media: [595.28, 841.89], trim: null });
    const square = await client.get('/api/last-wishes/pdf?pageSize=square&withBleed=true');
    expect(square.statusCode, square.body).toBe(200);
    const boxes = readPdfBoxes(square.rawPayload);
    expect(boxes.trim).toEqual([576, 576]);
    expect(boxes.bleed![0]).toBeCloseTo(576 + 2 * PRINT_BLEED_PT, 1);
    const unknown = await client.get('/api/last-wishes/pdf?pageSize=a3');
    expect(unknown.statusCode).toBe(400);
  });

  it('prints the text that flows onto a further page in ink, not in the paper colour', async () => {
    const { client } = await buildUser(app);
    const letter = Array.from({ length: 40 }, (_, index) => `Paragraph ${index + 1} of what I want you to know.`);
    await client.request({
      method: 'PUT',
      url: '/api/last-wishes',
      payload: { ...WISHES, personalMessage: letter.join('\n') },
    });
    const pdf = (await client.get('/api/last-wishes/pdf')).rawPayload;
    expect(readPdfBoxes(pdf).pages).toBeGreaterThan(1);
    // Page 2 holds only flowed text (no trim marks without bleed): it must have dark pixels.
    expect(await darkestPixel(pdf, 2)).toBeLessThan(100);
  });

  it('answers the AI-likeness wish for the animated-ancestor job', async () => {
    const keyring = createKeyring(database.connection.db, config.secrets.MASTER_KEY, systemClock);
    const deps = { db: database.connection.db, keyring };
    const { client, user } = await buildUser(app);
    expect(await readAiLikenessWish(deps, user.id)).toBeNull();
    await client.request({ method: 'PUT', url: '/api/last-wishes', payload: { aiLikeness: 'no' } });
    expect(await readAiLikenessWish(deps, user.id)).toBe('no');
    await client.request({ method: 'PUT', url: '/api/last-wishes', payload: { aiLikeness: 'yes' } });
    expect(await readAiLikenessWish(deps, user.id)).toBe('yes');
  });
});
