/**
 * Transcripts of voice and video messages, "Read first" and "Save everything" through the API, on
 * SQLite and PostgreSQL (docs/product/messages-and-delivery.md "Transcripts", "Delivery to
 * recipients"): real speech synthesised by espeak-ng is transcribed by the real PocketSphinx in the
 * `message.transcribe` job; the author corrects it and the recipient reads the author's words; an
 * uncorrected transcript the recogniser was unsure of is not shown; a changed recording gets a new
 * transcript, a letter has none and a deleted message's job does nothing; the ZIP holds the original
 * bytes, the transcript, the letter's PDF and a README, and a withdrawn link gets 404 for it; on a
 * server without a transcriber the transcript says so.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  AUTOMATIC_TRANSCRIPT_NOTE,
  MAX_TRANSCRIPT_LENGTH,
  TRANSCRIPT_MESSAGES,
} from '@heirloom/common/contracts/message-transcripts';
import type { DeliveredMessage, Message, MessageInput } from '@heirloom/common/contracts/messages';
import type { ShareLink } from '@heirloom/common/contracts/share-links';
import { SENTIMENT_MIN_CONFIDENCE } from '@heirloom/common/domain/transcript-confidence';
import { buildUser, type BuiltUser } from '../../../test/factories';
import { textLinesOf } from '../../../test/pdf-boxes';
import { describeEachDatabase, TestClient, type TestAppContext } from '../../../test/test-app';
import { unzip } from '../../../test/zip';

const execFileAsync = promisify(execFile);
const MINUTE = 60 * 1000;
const T0 = Date.parse('2027-03-01T10:00:00Z');
let now = T0;
const clock = { now: () => new Date(now) };

const workFolder = mkdtempSync(path.join(os.tmpdir(), 'message-transcripts-'));
afterAll(() => rmSync(workFolder, { recursive: true, force: true }));

/** Speaks `text` with espeak-ng's US English female voice at 110 words a minute into a WAV file. */
async function speak(name: string, text: string): Promise<Buffer> {
  const file = path.join(workFolder, name);
  await execFileAsync('espeak-ng', ['-v', 'en-us+f2', '-s', '110', '-w', file, text]);
  return readFileSync(file);
}

let clear: Buffer;
let garbled: Buffer;
let garden: Buffer;
beforeAll(async () => {
  [clear, garbled, garden] = await Promise.all([
    speak('clear.wav', 'I love you so much. Remember the summer at the lake. We were so happy together.'),
    speak('garbled.wav', 'Happy happy like like love. Glorp mivvle snorch.'),
    speak('garden.wav', 'The garden was full of roses. Your grandfather planted every one of them.'),
  ]);
});

/** The author's correction in the tests: what they really said. */
const CORRECTED = 'I love you so much, Maya. Remember the summer at the lake? We were so happy together.';

/** Uploads `content` as the author's recording. @returns its media id */
async function uploadRecording(owner: BuiltUser, content: Buffer, name = 'voice.wav'): Promise<string> {
  const media = await owner.client.upload('/api/media', { name, type: 'audio/wav', content });
  expect(media.statusCode, media.body).toBe(201);
  return media.json<{ id: string }>().id;
}

/** A voice message for Maya, delivered a minute from now unless `intent` is 'draft'. */
const voiceMessage = (mediaId: string, overrides: Partial<MessageInput> = {}): MessageInput => ({
  intent: 'schedule',
  kind: 'voice',
  mediaId,
  title: 'For Maya, with love',
  occasion: 'birthday',
  deliverAt: new Date(now + MINUTE).toISOString(),
  timeZone: 'Europe/London',
  recipients: [{ name: 'Maya', email: 'maya@example.com' }],
  ...overrides,
});

/** Runs every due job of `step` until none is left. */
async function runAll(step: () => Promise<boolean>) {
  while (await step());
}

/** Delivers the owner's due messages now. @returns the recipient's link token of `messageId` */
async function deliver(context: TestAppContext, owner: BuiltUser, messageId: string): Promise<string> {
  now += 2 * MINUTE;
  await context.app.jobs.runDeliveryTick();
  const links = (await owner.client.get('/api/share-links')).json<ShareLink[]>();
  const link = links.find((listed) => listed.target.kind === 'message' && listed.target.id === messageId);
  expect(link?.url, JSON.stringify(links)).toContain('/shared/');
  return link!.url!.split('/shared/')[1]!;
}

describeEachDatabase(
  'transcripts of messages, read first and save everything',
  (context) => {
    const app = () => context().app;
    const readMessage = async (owner: BuiltUser, id: string) => {
      const response = await owner.client.get(`/api/messages/${id}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Message>();
    };

    it('transcribes a voice message; the author corrects it and the recipient reads the author’s words, and saves everything', async () => {
      const owner = await buildUser(app());
      const mediaId = await uploadRecording(owner, clear, 'for-maya.wav');
      const created = await owner.client.post('/api/messages', voiceMessage(mediaId));
      expect(created.statusCode, created.body).toBe(201);
      const message = created.json<Message>();
      expect(message.transcript).toMatchObject({ status: 'pending', text: null, isShownToRecipients: false });
      const job = await context()
        .db.selectFrom('jobs')
        .select(['id', 'status'])
        .where('id', '=', `message.transcribe:${message.id}:${mediaId}`)
        .executeTakeFirst();
      expect(job).toEqual({ id: `message.transcribe:${message.id}:${mediaId}`, status: 'pending' });

      await runAll(app().jobs.runMessageTranscriptionJob);
      const transcribed = (await readMessage(owner, message.id)).transcript!;
      expect(transcribed).toMatchObject({ status: 'done', isEdited: false, error: null, isShownToRecipients: true });
      expect(transcribed.text).toMatch(/remember/);
      expect(transcribed.text).toMatch(/together/);
      expect(transcribed.words.map((word) => word.text).join(' ')).toBe(transcribed.text);
      expect(transcribed.confidence).toBeGreaterThanOrEqual(SENTIMENT_MIN_CONFIDENCE);
      // Sealed at rest with the author's key, like a letter.
      const stored = await context()
        .db.selectFrom('message_transcripts')
        .selectAll()
        .where('message_id', '=', message.id)
        .executeTakeFirstOrThrow();
      expect(stored.machine_text).toMatch(/^age1:/);
      expect(stored.words).toMatch(/^age1:/);
      expect(`${stored.machine_text}${stored.words}`).not.toContain('together');

      const token = await deliver(context(), owner, message.id);
      const maya = new TestClient(app(), '10.61.0.1');
      const automatic = (await maya.get(`/api/shared/${token}`)).json<DeliveredMessage>();
      expect(automatic.transcript).toEqual({ text: transcribed.text, isAutomatic: true });
      expect(automatic.saveEverything).toEqual({ fileName: 'For Maya, with love – 2027-03-01.zip' });

      // Delivered, the recording stays as it was, but the author may still correct the words.
      const tooLong = await owner.client.request({
        method: 'PUT',
        url: `/api/messages/${message.id}/transcript`,
        payload: { text: 'a'.repeat(MAX_TRANSCRIPT_LENGTH + 1) },
      });
      expect([tooLong.statusCode, tooLong.json().message]).toEqual([400, TRANSCRIPT_MESSAGES.tooLong]);
      const corrected = await owner.client.request({
        method: 'PUT',
        url: `/api/messages/${message.id}/transcript`,
        payload: { text: `  ${CORRECTED}  ` },
      });
      expect(corrected.statusCode, corrected.body).toBe(200);
      expect(corrected.json<Message>().transcript).toMatchObject({
        status: 'done',
        text: CORRECTED,
        isEdited: true,
        words: [],
        isShownToRecipients: true,
      });
      const edited = await context()
        .db.selectFrom('message_transcripts')
        .select('edited_text')
        .where('message_id', '=', message.id)
        .executeTakeFirstOrThrow();
      expect(edited.edited_text).toMatch(/^age1:/);
      const delivered = (await maya.get(`/api/shared/${token}`)).json<DeliveredMessage>();
      expect(delivered.transcript).toEqual({ text: CORRECTED, isAutomatic: false });

      // Save everything: the original bytes, the author's words and a README, in one ZIP.
      const zip = await maya.get(`/api/shared/${token}/everything.zip`);
      expect(zip.statusCode, zip.body).toBe(200);
      expect(zip.headers['content-type']).toBe('application/zip');
      expect(zip.headers['content-disposition']).toBe(
        `attachment; filename*=UTF-8''${encodeURIComponent('For Maya, with love – 2027-03-01.zip')}`,
      );
      expect(Number(zip.headers['content-length'])).toBe(zip.rawPayload.length);
      const files = await unzip(zip.rawPayload);
      expect([...files.keys()]).toEqual([
        'README.txt',
        'For Maya, with love – 2027-03-01.wav',
        'For Maya, with love – 2027-03-01.txt',
      ]);
      expect(files.get('For Maya, with love – 2027-03-01.wav')!.equals(clear)).toBe(true);
      const text = files.get('For Maya, with love – 2027-03-01.txt')!.toString('utf8');
      expect(text).toContain(CORRECTED);
      expect(text).not.toContain(AUTOMATIC_TRANSCRIPT_NOTE);
      const readme = files.get('README.txt')!.toString('utf8');
      expect(readme).toContain('“For Maya, with love”');
      expect(readme).toContain(`From: ${owner.user.username}`);
      expect(readme).toContain('For: Maya');
      expect(readme).toContain('Prepared on: March 1, 2027');
      expect(readme).toContain('Delivered on: March 1, 2027');
      expect(readme).toContain(`- For Maya, with love – 2027-03-01.txt: its words, as ${owner.user.username} wrote`);

      // Giving the correction up brings the machine's words back.
      const givenUp = await owner.client.request({
        method: 'PUT',
        url: `/api/messages/${message.id}/transcript`,
        payload: { text: '   ' },
      });
      expect(givenUp.json<Message>().transcript).toMatchObject({ text: transcribed.text, isEdited: false });
      const automaticZip = await unzip((await maya.get(`/api/shared/${token}/everything.zip`)).rawPayload);
      expect(automaticZip.get('For Maya, with love – 2027-03-01.txt')!.toString('utf8')).toContain(
        AUTOMATIC_TRANSCRIPT_NOTE,
      );

      // Another author, and a withdrawn link, get nothing.
      const stranger = await buildUser(app());
      const refused = await stranger.client.request({
        method: 'PUT',
        url: `/api/messages/${message.id}/transcript`,
        payload: { text: 'Not mine.' },
      });
      expect(refused.statusCode).toBe(404);
      const recipientId = (await readMessage(owner, message.id)).recipients[0]!.id;
      const revoked = await owner.client.post(`/api/messages/${message.id}/recipients/${recipientId}/revoke`);
      expect(revoked.statusCode, revoked.body).toBe(200);
      expect((await maya.get(`/api/shared/${token}/everything.zip`)).statusCode).toBe(404);
      expect((await maya.get(`/api/shared/${token}`)).statusCode).toBe(404);
    }, 180_000);

    it('does not show a recipient an uncorrected transcript the recogniser was unsure of, nor put it in the ZIP', async () => {
      const owner = await buildUser(app());
      const mediaId = await uploadRecording(owner, garbled);
      const message = (await owner.client.post('/api/messages', voiceMessage(mediaId))).json<Message>();
      await runAll(app().jobs.runMessageTranscriptionJob);
      const transcript = (await readMessage(owner, message.id)).transcript!;
      expect(transcript.status).toBe('done');
      expect(transcript.text).toBeTruthy();
      expect(transcript.confidence).toBeLessThan(SENTIMENT_MIN_CONFIDENCE);
      expect(transcript.isShownToRecipients).toBe(false);

      const token = await deliver(context(), owner, message.id);
      const maya = new TestClient(app(), '10.61.0.2');
      expect((await maya.get(`/api/shared/${token}`)).json<DeliveredMessage>().transcript).toBeNull();
      const files = await unzip((await maya.get(`/api/shared/${token}/everything.zip`)).rawPayload);
      expect([...files.keys()]).toEqual(['README.txt', 'For Maya, with love – 2027-03-01.wav']);
      expect(files.get('For Maya, with love – 2027-03-01.wav')!.equals(garbled)).toBe(true);
    }, 180_000);

    it('gives a changed recording a new transcript, a letter none, and does nothing for a message deleted meanwhile', async () => {
      const owner = await buildUser(app());
      const first = await uploadRecording(owner, garbled);
      const draft = voiceMessage(first, { intent: 'draft' });
      const message = (await owner.client.post('/api/messages', draft)).json<Message>();
      const correction = await owner.client.request({
        method: 'PUT',
        url: `/api/messages/${message.id}/transcript`,
        payload: { text: 'Words for the first recording.' },
      });
      expect(correction.json<Message>().transcript).toMatchObject({ status: 'pending', isEdited: true });

      // Re-recorded before the first job ran: that job finds its recording replaced and writes nothing.
      const second = await uploadRecording(owner, garden);
      const changed = await owner.client.request({
        method: 'PUT',
        url: `/api/messages/${message.id}`,
        payload: { ...draft, mediaId: second },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json<Message>().transcript).toMatchObject({ status: 'pending', text: null, isEdited: false });
      await runAll(app().jobs.runMessageTranscriptionJob);
      const jobs = await context()
        .db.selectFrom('jobs')
        .select(['id', 'status'])
        .where('id', 'in', [`message.transcribe:${message.id}:${first}`, `message.transcribe:${message.id}:${second}`])
        .orderBy('id')
        .execute();
      expect(jobs.map((job) => job.status)).toEqual(['done', 'done']);
      const renewed = (await readMessage(owner, message.id)).transcript!;
      expect(renewed).toMatchObject({ status: 'done', isEdited: false });
      expect(renewed.text).toMatch(/garden/);
      const rows = await context()
        .db.selectFrom('message_transcripts')
        .select('media_id')
        .where('message_id', '=', message.id)
        .execute();
      expect(rows).toEqual([{ media_id: second }]);

      // The same recording saved again keeps its transcript and the author's words.
      await owner.client.request({
        method: 'PUT',
        url: `/api/messages/${message.id}/transcript`,
        payload: { text: 'The garden was full of roses.' },
      });
      const resaved = await owner.client.request({
        method: 'PUT',
        url: `/api/messages/${message.id}`,
        payload: { ...draft, mediaId: second, title: 'The garden' },
      });
      expect(resaved.json<Message>().transcript).toMatchObject({
        text: 'The garden was full of roses.',
        isEdited: true,
      });

      // A letter has no transcript, and none to correct or retry.
      const letter = await owner.client.request({
        method: 'PUT',
        url: `/api/messages/${message.id}`,
        payload: { ...draft, kind: 'letter', mediaId: undefined, letterText: 'Dear Maya, I wrote it down instead.' },
      });
      expect(letter.json<Message>().transcript).toBeNull();
      const noTranscript = await owner.client.request({
        method: 'PUT',
        url: `/api/messages/${message.id}/transcript`,
        payload: { text: 'Nothing to correct.' },
      });
      expect([noTranscript.statusCode, noTranscript.json().message]).toEqual([400, TRANSCRIPT_MESSAGES.noTranscript]);
      const noRetry = await owner.client.post(`/api/messages/${message.id}/transcript/retry`);
      expect([noRetry.statusCode, noRetry.json().message]).toEqual([400, TRANSCRIPT_MESSAGES.noTranscript]);

      // Deleted before its job ran: the job finds nothing and changes nothing.
      const third = await uploadRecording(owner, clear);
      const doomed = (
        await owner.client.post('/api/messages', voiceMessage(third, { intent: 'draft' }))
      ).json<Message>();
      expect((await owner.client.request({ method: 'DELETE', url: `/api/messages/${doomed.id}` })).statusCode).toBe(
        204,
      );
      await runAll(app().jobs.runMessageTranscriptionJob);
      const doomedJob = await context()
        .db.selectFrom('jobs')
        .select('status')
        .where('id', '=', `message.transcribe:${doomed.id}:${third}`)
        .executeTakeFirstOrThrow();
      expect(doomedJob.status).toBe('done');
    }, 180_000);

    it('refuses to try a transcript again while it is pending or once it is made', async () => {
      const owner = await buildUser(app());
      const message = (
        await owner.client.post('/api/messages', voiceMessage(await uploadRecording(owner, clear)))
      ).json<Message>();
      const pending = await owner.client.post(`/api/messages/${message.id}/transcript/retry`);
      expect([pending.statusCode, pending.json().message]).toEqual([409, TRANSCRIPT_MESSAGES.notRetryable]);
      await sql`UPDATE message_transcripts SET status = 'failed', error = 'ffmpeg could not read this recording'
        WHERE message_id = ${message.id}`.execute(context().db);
      expect((await readMessage(owner, message.id)).transcript).toMatchObject({
        status: 'failed',
        error: 'ffmpeg could not read this recording',
      });
      const retried = await owner.client.post(`/api/messages/${message.id}/transcript/retry`);
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json<Message>().transcript).toMatchObject({ status: 'pending', error: null });
      await runAll(app().jobs.runMessageTranscriptionJob);
      expect((await readMessage(owner, message.id)).transcript).toMatchObject({ status: 'done' });
    }, 180_000);

    it('saves a letter with its PDF and no transcript', async () => {
      const owner = await buildUser(app());
      const created = await owner.client.post('/api/messages', {
        ...voiceMessage('', { kind: 'letter', letterText: 'Dear Maya,\nHappy birthday.' }),
        mediaId: undefined,
      });
      expect(created.statusCode, created.body).toBe(201);
      const message = created.json<Message>();
      expect(message.transcript).toBeNull();
      const token = await deliver(context(), owner, message.id);
      const maya = new TestClient(app(), '10.61.0.3');
      const files = await unzip((await maya.get(`/api/shared/${token}/everything.zip?pageSize=letter`)).rawPayload);
      expect([...files.keys()]).toEqual(['README.txt', 'For Maya, with love – 2027-03-01.pdf']);
      const lines = textLinesOf(files.get('For Maya, with love – 2027-03-01.pdf')!, 1).map((line) => line.text);
      expect(lines).toEqual(expect.arrayContaining(['For Maya, with love', 'Happy birthday.']));
      expect(files.get('README.txt')!.toString('utf8')).toContain('the letter, to read or print');
    }, 60_000);
  },
  { clock },
);

describeEachDatabase(
  'transcripts of messages on a server without a transcriber',
  (context) => {
    it('says transcription is not available, for a new recording and for one queued before', async () => {
      const owner = await buildUser(context().app);
      const mediaId = await uploadRecording(owner, clear);
      const message = (await owner.client.post('/api/messages', voiceMessage(mediaId))).json<Message>();
      expect(message.transcript).toMatchObject({ status: 'unavailable', error: TRANSCRIPT_MESSAGES.unavailable });
      const queued = await context()
        .db.selectFrom('jobs')
        .select('id')
        .where('type', '=', 'message.transcribe')
        .execute();
      expect(queued).toEqual([]);
      const retry = await owner.client.post(`/api/messages/${message.id}/transcript/retry`);
      expect([retry.statusCode, retry.json().message]).toEqual([503, TRANSCRIPT_MESSAGES.unavailable]);

      // A transcript queued where a transcriber was installed (or by the migration) is run here: unavailable, not failed.
      await sql`UPDATE message_transcripts SET status = 'pending', error = NULL WHERE message_id = ${message.id}`.execute(
        context().db,
      );
      await sql`INSERT INTO jobs (id, type, payload, status, attempts, run_at, lease_until, lease_token, last_error, created_at, updated_at)
        VALUES (${`message.transcribe:${message.id}:${mediaId}`}, 'message.transcribe',
          ${JSON.stringify({ messageId: message.id, mediaId })}, 'pending', 0, ${new Date(now).toISOString()},
          NULL, NULL, NULL, ${new Date(now).toISOString()}, ${new Date(now).toISOString()})`.execute(context().db);
      await runAll(context().app.jobs.runMessageTranscriptionJob);
      const transcript = (await owner.client.get(`/api/messages/${message.id}`)).json<Message>().transcript;
      expect(transcript).toMatchObject({ status: 'unavailable', error: TRANSCRIPT_MESSAGES.unavailable, text: null });
    }, 60_000);
  },
  { clock, overrides: () => ({ transcriber: null }) },
);
