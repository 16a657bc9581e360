import { describe, expect, it } from 'vitest';
import { ApiError, throwIfNotOk } from './api';

describe('request helper errors', () => {
  it('reads "{status}: {body}" and exposes the server message', async () => {
    const error = await throwIfNotOk(
      new Response('{"message":"Nope."}', { status: 409, statusText: 'Conflict' }),
    ).catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('409: {"message":"Nope."}');
    expect(error.serverMessage).toBe('Nope.');
  });

  it('falls back to the status text for an empty body', async () => {
    const error = await throwIfNotOk(new Response('', { status: 502, statusText: 'Bad Gateway' })).catch(
      (caught) => caught,
    );
    expect(error.message).toBe('502: Bad Gateway');
    expect(error.serverMessage).toBeUndefined();
  });

  it('lets OK answers through', async () => {
    await expect(throwIfNotOk(new Response('{}', { status: 200 }))).resolves.toBeUndefined();
  });
});
