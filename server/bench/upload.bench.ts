/**
 * Benchmark: uploading a 100 MB recording into the vault through the real HTTP server (tus,
 * encrypted with age into 8 MiB segments as the bytes arrive, sniffed as they pass; the item is
 * made when the last byte is stored, its waveform by a queued job) against a raw disk write of the
 * same bytes, as a ratio (target: at least 0.5); and the server process's peak memory (JavaScript
 * heap and buffers) above idle during the upload. The client sends from a process of its own
 * (upload-client-process.ts), as it would from another machine. The machine is shared, so each
 * round writes the raw copy and then uploads, and a ratio compares only the two of one round.
 * Encryption runs in Debian's `age` processes when installed (about 5 MB each, two at a time, not in
 * this figure; docs/decisions/003).
 */
import { closeSync, createReadStream, createWriteStream, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { fork } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { pipeline } from 'node:stream/promises';
import { buildApp } from '../src/app';
import { createTestConfig } from '../test/test-app';
import { buildUser } from '../test/factories';
import type { UploadClientRequest } from './upload-client-process';
import { wavHeader } from '../test/wav';

const SIZE_BYTES = 100 * 1024 * 1024;

/** One round's figures: seconds for the raw copy and for the upload, and the memory peak. */
interface UploadRound {
  rawSeconds: number;
  uploadSeconds: number;
  peakAboveIdleMB: number;
}

/**
 * Runs `rounds` rounds (raw copy, then upload) on one app.
 * @returns per-round ratios (raw seconds / upload seconds) and the figures of the median round
 * @throws Error when the upload is not answered 201/204
 */
export async function benchmarkUpload(rounds = 5) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'heirloom-upload-bench-'));
  const source = path.join(workDir, 'long.wav');
  // Written in 1 MB chunks so the benchmark itself never holds the file in memory.
  const descriptor = openSync(source, 'w');
  writeSync(descriptor, wavHeader(SIZE_BYTES - 44));
  const silence = Buffer.alloc(1024 * 1024);
  for (let written = 44; written < SIZE_BYTES; written += silence.length) {
    writeSync(descriptor, silence, 0, Math.min(silence.length, SIZE_BYTES - written));
  }
  closeSync(descriptor);

  const config = createTestConfig({ dataDir: path.join(workDir, 'data') });
  const app = await buildApp(config, { webRoot: workDir, maxUploadMb: 200 });
  const { client } = await buildUser(app);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const { csrfToken } = (await client.get('/api/csrf-token')).json<{ csrfToken: string }>();
  const cookie = ['heirloom_session', 'heirloom_csrf'].map((name) => `${name}=${client.cookie(name)}`).join('; ');
  const tusHeaders = { 'tus-resumable': '1.0.0', 'x-csrf-token': csrfToken, cookie };

  const uploader = fork(path.resolve(import.meta.dirname, 'upload-client-process.ts'), [], {
    execArgv: ['--import', 'tsx'],
  });
  // Memory the server's process holds for JavaScript objects and buffers (RSS keeps pages the raw
  // copy touched, so it cannot show what the upload itself costs). V8's own figures: unlike
  // process.memoryUsage(), reading them does not read /proc, so sampling every 10 ms costs nothing.
  const heldBytes = () => {
    const heap = getHeapStatistics();
    return heap.used_heap_size + heap.external_memory;
  };
  // The idle figure: what the server holds once, before the first round, after a full collection.
  // Only then: a collection forced before every round made V8 size the heap so tightly that the
  // upload ran a full collection every 2 MB it promoted (about 10 per 100 MB, 0.6 s of CPU).
  global.gc?.();
  const idleBytes = heldBytes();
  const uploadOnce = async (): Promise<UploadRound> => {
    const rawStarted = performance.now();
    await pipeline(createReadStream(source), createWriteStream(path.join(workDir, 'copy.wav'), { flush: true }));
    const rawSeconds = (performance.now() - rawStarted) / 1000;
    let peakBytes = idleBytes;
    const sampler = setInterval(() => (peakBytes = Math.max(peakBytes, heldBytes())), 10);
    const started = performance.now();
    const created = await fetch(`${address}/api/vault/uploads`, {
      method: 'POST',
      headers: {
        ...tusHeaders,
        'upload-length': String(SIZE_BYTES),
        'upload-metadata': `filename ${Buffer.from('long.wav').toString('base64')}`,
      },
    });
    const location = created.headers.get('location');
    if (created.status !== 201 || !location) throw new Error(`tus creation answered ${created.status}`);
    // One PATCH with the whole file, streamed from disk by the client process.
    const request: UploadClientRequest = {
      url: new URL(location, address).href,
      headers: { ...tusHeaders, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      file: source,
    };
    const answer = once(uploader, 'message') as Promise<[{ status?: number; error?: string }]>;
    uploader.send(request);
    const [{ status, error }] = await answer;
    if (error) throw new Error(`upload failed: ${error}`);
    const uploadSeconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (status !== 204) throw new Error(`upload answered ${status}`);
    return { rawSeconds, uploadSeconds, peakAboveIdleMB: (peakBytes - idleBytes) / 1024 / 1024 };
  };
  const results: UploadRound[] = [];
  try {
    for (let round = 0; round < rounds; round++) results.push(await uploadOnce());
  } finally {
    uploader.disconnect();
    await app.close();
    rmSync(workDir, { recursive: true, force: true });
  }
  const ratios = results.map((round) => round.rawSeconds / round.uploadSeconds);
  const median = results[[...ratios.keys()].sort((a, b) => ratios[a]! - ratios[b]!)[Math.floor(rounds / 2)]!]!;
  const megabytes = SIZE_BYTES / 1024 / 1024;
  return {
    megabytes,
    ratios,
    uploadMBps: megabytes / median.uploadSeconds,
    rawMBps: megabytes / median.rawSeconds,
    peakAboveIdleMB: Math.max(...results.map((round) => round.peakAboveIdleMB)),
  };
}
