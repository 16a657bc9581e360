/**
 * Transcripts shown with the confidence they deserve (docs/product/memory-vault.md
 * "Transcripts and emotion"): real speech synthesised by espeak-ng and transcribed by PocketSphinx
 * keeps its words' times and confidences; clear speech is confident and carries its emotion
 * summary, garbled speech is not and carries none until the owner writes the words — on SQLite and
 * PostgreSQL.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { VAULT_ITEM_ID_HEADER, type VaultItem } from '@heirloom/common/contracts/vault';
import {
  isLowConfidence,
  SENTIMENT_MIN_CONFIDENCE,
  transcriptConfidence,
} from '@heirloom/common/domain/transcript-confidence';
import { buildUser } from '../../../test/factories';
import { describeEachDatabase, type TestClient } from '../../../test/test-app';
import { uploadWithTus } from '../../../test/tus-client';

const execFileAsync = promisify(execFile);
const workFolder = mkdtempSync(path.join(os.tmpdir(), 'transcript-confidence-'));
afterAll(() => rmSync(workFolder, { recursive: true, force: true }));

/** Speaks `text` with espeak-ng's US English female voice at 110 words a minute into a WAV file. */
async function speak(name: string, text: string): Promise<Buffer> {
  const file = path.join(workFolder, name);
  await execFileAsync('espeak-ng', ['-v', 'en-us+f2', '-s', '110', '-w', file, text]);
  return readFileSync(file);
}

async function transcribed(client: TestClient, bytes: Buffer, title: string, runJobs: () => Promise<boolean>) {
  const upload = await uploadWithTus(client, bytes, { filename: `${title}.wav`, filetype: '', collection: 'voice' });
  expect(upload.statusCode, upload.body).toBe(204);
  const id = upload.headers[VAULT_ITEM_ID_HEADER.toLowerCase()] as string;
  while (await runJobs());
  return (await client.get(`/api/vault/items/${id}`)).json<VaultItem>();
}

describeEachDatabase('transcript confidence', (context) => {
  it('keeps clear speech’s timed words, confident, with its emotion summary', async () => {
    const { client } = await buildUser(context().app);
    const clear = await speak(
      'clear.wav',
      'I love you so much. Remember the summer at the lake. We were so happy together.',
    );
    const item = await transcribed(client, clear, 'Clear', context().app.jobs.runTranscriptionJob);
    const transcript = item.transcript!;

    expect(transcript.status).toBe('done');
    expect(transcript.words.map((word) => word.text)).toEqual(
      expect.arrayContaining(['remember', 'happy', 'together']),
    );
    expect(transcript.words.map((word) => word.text).join(' ')).toBe(transcript.text);
    for (const [index, word] of transcript.words.entries()) {
      expect(word.endMs).toBeGreaterThan(word.startMs);
      expect(word.startMs).toBeGreaterThanOrEqual(index === 0 ? 0 : transcript.words[index - 1]!.endMs);
      expect(word.confidence).toBeGreaterThanOrEqual(0);
      expect(word.confidence).toBeLessThanOrEqual(1);
    }
    expect(transcript.words.at(-1)!.endMs).toBeLessThanOrEqual(item.durationMs!);
    const together = transcript.words.find((word) => word.text === 'together')!;
    expect(isLowConfidence(together)).toBe(false);
    expect(transcript.confidence).toBeCloseTo(transcriptConfidence(transcript.words)!, 5);
    expect(transcript.confidence).toBeGreaterThanOrEqual(SENTIMENT_MIN_CONFIDENCE);
    expect(transcript.emotion?.label).toBe('positive');
    expect(transcript.emotionWithheld).toBe(false);
  }, 120_000);

  it('withholds the emotion summary of garbled speech, marks its uncertain words, and shows it once the owner writes the words', async () => {
    const { client } = await buildUser(context().app);
    const garbled = await speak('garbled.wav', 'Happy happy like like love. Glorp mivvle snorch.');
    const item = await transcribed(client, garbled, 'Garbled', context().app.jobs.runTranscriptionJob);
    const transcript = item.transcript!;

    expect(transcript.status).toBe('done');
    expect(transcript.words.length).toBeGreaterThan(3);
    expect(transcript.words.filter(isLowConfidence).length).toBeGreaterThan(transcript.words.length / 2);
    expect(transcript.confidence).toBeLessThan(SENTIMENT_MIN_CONFIDENCE);
    expect(transcript.emotion).toBeNull();
    expect(transcript.emotionWithheld).toBe(true);

    const edit = await client.request({
      method: 'PUT',
      url: `/api/vault/items/${item.id}/transcript`,
      payload: { text: 'Happy, happy, like, like, love.' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = edit.json<VaultItem>().transcript!;
    expect(edited).toMatchObject({ isEdited: true, words: [], emotionWithheld: false });
    expect(edited.emotion?.label).toBe('positive');
  }, 120_000);

  it('turns no words out of pure noise, and claims no confidence or feeling for it', async () => {
    const { client } = await buildUser(context().app);
    const noise = path.join(workFolder, 'noise.wav');
    // -R: sox's repeatable mode (a fixed seed), so the noise is the same on every run.
    await execFileAsync('sox', ['-R', '-n', '-r', '16000', '-c', '1', noise, 'synth', '6', 'pinknoise', 'vol', '0.3']);
    const item = await transcribed(client, readFileSync(noise), 'Noise', context().app.jobs.runTranscriptionJob);
    const transcript = item.transcript!;

    expect(transcript.status).toBe('done');
    expect(transcript).toMatchObject({ text: '', words: [], confidence: null, emotion: null, emotionWithheld: false });
  }, 120_000);
});
