/**
 * Uploads encrypted as their bytes arrive
 * (docs/decisions/003-vault-storage-encryption-and-uploads.md "Encryption at rest"), through real
 * HTTP: a long recording's PATCH cut off after its first segment resumes at exactly the offset the
 * server kept, no byte of it is ever on disk in plain text (staging or store), and the
 * `media.waveform` job gives it its duration and waveform after the upload; a large file of no kind
 * the vault keeps is refused and leaves nothing. On SQLite and PostgreSQL.
 */
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { VAULT_ITEM_ID_HEADER, VAULT_UPLOAD_ENDPOINT, type VaultItem } from '@heirloom/common/contracts/vault';
import { buildUser } from '../../../test/factories';
import { describeEachDatabase } from '../../../test/test-app';

const SEGMENT_BYTES = 8 * 1024 * 1024;
const SAMPLE_RATE = 48_000;

/** A 16-bit mono WAV of a 440 Hz tone at 1/8 of full scale, `seconds` long (9.6 MB for 100 s). */
function toneWav(seconds: number): Buffer {
  const samples = seconds * SAMPLE_RATE;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let index = 0; index < samples; index++)
    wav.writeInt16LE(Math.round(4096 * Math.sin((2 * Math.PI * 440 * index) / SAMPLE_RATE)), 44 + index * 2);
  return wav;
}

const filesUnder = (root: string) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

describeEachDatabase('tus uploads encrypted as they arrive', (context) => {
  async function connect() {
    const address = context().app.server.listening
      ? `http://127.0.0.1:${(context().app.server.address() as { port: number }).port}`
      : await context().app.listen({ port: 0, host: '127.0.0.1' });
    const { client } = await buildUser(context().app);
    const { csrfToken } = (await client.get('/api/csrf-token')).json<{ csrfToken: string }>();
    const headers = {
      'tus-resumable': '1.0.0',
      'x-csrf-token': csrfToken,
      cookie: ['heirloom_session', 'heirloom_csrf'].map((name) => `${name}=${client.cookie(name)}`).join('; '),
    };
    const create = async (file: Buffer, name: string) => {
      const created = await fetch(`${address}${VAULT_UPLOAD_ENDPOINT}`, {
        method: 'POST',
        headers: {
          ...headers,
          'upload-length': String(file.length),
          'upload-metadata': `filename ${Buffer.from(name).toString('base64')}`,
        },
      });
      expect(created.status).toBe(201);
      return new URL(created.headers.get('location')!, address);
    };
    const patch = (location: URL, offset: number, bytes: Buffer) =>
      fetch(location, {
        method: 'PATCH',
        headers: { ...headers, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        body: new Uint8Array(bytes),
      });
    return { address, client, headers, create, patch };
  }

  it('resumes a cut-off PATCH at the offset kept, never stores plain text, and reads the waveform after', async () => {
    const { client, headers, create, patch } = await connect();
    const recording = toneWav(100);
    const location = await create(recording, 'grandpa-stories.wav');
    const mediaRoot = path.join(context().config.dataDir, 'media');

    // The PATCH promises the whole recording, sends its first segment and a little more, then is cut off.
    const cut = http.request(location, {
      method: 'PATCH',
      headers: {
        ...headers,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(recording.length),
      },
    });
    cut.on('error', () => undefined); // the socket is destroyed below
    cut.write(recording.subarray(0, SEGMENT_BYTES + 100_000));
    const isFirstSegmentStored = () => {
      try {
        return filesUnder(mediaRoot).some((file) => path.basename(file) === '0');
      } catch {
        return false;
      }
    };
    for (let waited = 0; !isFirstSegmentStored(); waited += 20) {
      if (waited > 10_000) throw new Error('the first segment was never stored');
      await sleep(20);
    }
    cut.destroy();
    const locks = () => context().db.selectFrom('upload_locks').select('upload_id').execute();
    for (let waited = 0; (await locks()).length > 0; waited += 20) {
      if (waited > 10_000) throw new Error('the cut-off PATCH never let go of its lock');
      await sleep(20);
    }

    const head = await fetch(location, { method: 'HEAD', headers });
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThanOrEqual(SEGMENT_BYTES);
    expect(offset).toBeLessThanOrEqual(SEGMENT_BYTES + 100_000);
    // Nothing on disk holds the recording's bytes: slices of the header and of the samples.
    const slices = [recording.subarray(0, 44), recording.subarray(SEGMENT_BYTES - 64, SEGMENT_BYTES)];
    for (const file of filesUnder(context().config.dataDir)) {
      const bytes = readFileSync(file);
      for (const slice of slices) expect(bytes.includes(slice), file).toBe(false);
    }

    const finished = await patch(location, offset, recording.subarray(offset));
    expect(finished.status, await finished.text()).toBe(204);
    const itemId = finished.headers.get(VAULT_ITEM_ID_HEADER)!;
    const stored = await client.get(`/api/vault/items/${itemId}/file`);
    expect(stored.rawPayload.equals(recording)).toBe(true);

    // Stored at once; the duration and waveform come from the queued job.
    const before = (await client.get(`/api/vault/items/${itemId}`)).json<VaultItem>();
    expect(before).toMatchObject({ kind: 'audio', durationMs: null, waveform: null });
    expect(await context().app.jobs.runWaveformJob()).toBe(true);
    const after = (await client.get(`/api/vault/items/${itemId}`)).json<VaultItem>();
    expect(after.durationMs).toBe(100_000);
    expect(after.waveform).toHaveLength(96);
    // The tone is 1/8 of full scale all along: every slice of the waveform shows it.
    expect(Math.min(...after.waveform!)).toBeGreaterThan(0.1);
    expect(await context().app.jobs.runWaveformJob()).toBe(false);
  });

  it('refuses a large file of no kind the vault keeps, and keeps none of its segments', async () => {
    const { create, patch } = await connect();
    const noise = Buffer.alloc(SEGMENT_BYTES + 1000, 7);
    const location = await create(noise, 'notes.bin');
    const refused = await patch(location, 0, noise);
    expect(refused.status).toBe(415);
    expect(await refused.json()).toEqual({ message: expect.stringMatching(/photo|video|recording|PDF/i) });
    const storageKeys = await context().db.selectFrom('media').select('storage_key').execute();
    const mediaRoot = path.join(context().config.dataDir, 'media');
    const leftovers = filesUnder(mediaRoot).filter(
      (file) => !storageKeys.some((row) => file.startsWith(path.join(mediaRoot, row.storage_key))),
    );
    expect(leftovers).toEqual([]);
    expect(filesUnder(path.join(context().config.dataDir, 'staging'))).toEqual([]);
  });
});
