/** Compressed answers: in-memory bodies in one zlib call, streams through @fastify/compress. */
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, registerCompression } from './compression';

const big = Array.from({ length: 200 }, (_, index) => ({ index, text: 'My dear ones, I am so proud of you.' }));

async function buildServer() {
  const app = Fastify({ logger: false });
  await registerCompression(app);
  app.get('/big', async () => big);
  app.get('/small', async () => ({ ok: true }));
  app.get('/audio', async (_request, reply) => reply.type('audio/wav').send(Buffer.alloc(4096)));
  app.get('/stream', async (_request, reply) => reply.type('text/plain').send(Readable.from(['x'.repeat(4096)])));
  return app;
}

describe('compression', () => {
  it('chooses br, then gzip, and honours q=0 and *', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, *')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });

  it('compresses JSON in memory with the right length and Vary, and leaves small bodies and audio alone', async () => {
    const app = await buildServer();
    const brotli = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(big);

    const gzip = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(big);

    const plain = await app.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.json()).toEqual(big);

    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const audio = await app.inject({ url: '/audio', headers: { 'accept-encoding': 'br' } });
    expect(audio.headers['content-encoding']).toBeUndefined();
    await app.close();
  });

  it('still compresses streamed text through @fastify/compress', async () => {
    const app = await buildServer();
    const response = await app.inject({ url: '/stream', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe('x'.repeat(4096));
    await app.close();
  });
});
