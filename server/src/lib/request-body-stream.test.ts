import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { requestBodyStream } from './request-body-stream';

describe('requestBodyStream', () => {
  it('hands over the very chunks the request emitted, in order, then closes', async () => {
    const request = new PassThrough();
    const sent = [Buffer.from('first '), Buffer.from('second')];
    const reader = requestBodyStream(request).getReader();
    for (const chunk of sent) request.write(chunk);
    request.end();
    const received: Uint8Array[] = [];
    for (let next = await reader.read(); !next.done; next = await reader.read()) received.push(next.value);
    expect(Buffer.concat(received).toString()).toBe('first second');
    // No copy: Readable.toWeb would hand over new Uint8Arrays with buffers of their own.
    expect(received.map((chunk) => chunk.buffer)).toEqual(sent.map((chunk) => chunk.buffer));
  });

  it('pauses the request while its queue is full and resumes when the reader pulls', async () => {
    const request = new PassThrough({ highWaterMark: 4 });
    const reader = requestBodyStream(request).getReader();
    request.write(Buffer.from('12345678'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(request.isPaused()).toBe(true);
    await reader.read();
    expect(request.isPaused()).toBe(false);
  });

  it('errors with an AbortError when the request closes before its end (a client gone away)', async () => {
    const request = new PassThrough();
    const reader = requestBodyStream(request).getReader();
    request.write(Buffer.from('part'));
    await reader.read();
    request.destroy();
    await expect(reader.read()).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('destroys the request when the reader cancels', async () => {
    const request = new PassThrough();
    await requestBodyStream(request).cancel(new Error('not wanted'));
    expect(request.destroyed).toBe(true);
  });
});
