/**
 * Graceful shutdown: on SIGTERM the real server process finishes the request in flight, closes the
 * database and exits 0.
 */
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from './server-process';

describe('graceful shutdown', () => {
  it('finishes an in-flight sign-up after SIGTERM, then exits 0 with the data safely written', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'heirloom-shutdown-'));
    // Without the demo family, whose daily build would otherwise start with the server and add its account.
    const { child: server, origin, exited } = await startServerProcess({ DATA_DIR: dataDir, DEMO_ENABLED: 'false' });
    const port = Number(new URL(origin).port);
    const csrfResponse = await fetch(`${origin}/api/csrf-token`);
    const { csrfToken } = (await csrfResponse.json()) as { csrfToken: string };
    const csrfCookie = csrfResponse.headers.getSetCookie()[0]!.split(';')[0]!;
    const body = JSON.stringify({
      email: 'last.request@example.com',
      password: 'finish me please',
      browser: 'other',
      mobile: false,
    });

    // Send the headers and half the body, so the request is in flight when SIGTERM arrives.
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.write(
      `POST /api/auth/signup HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-CSRF-Token: ${csrfToken}\r\nCookie: ${csrfCookie}\r\nConnection: close\r\n\r\n` +
        body.slice(0, 20),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.write(body.slice(20));
    await closed;

    expect(answer).toMatch(/^HTTP\/1\.1 201/);
    expect(await exited).toBe(0);
    const database = new SQLite(path.join(dataDir, 'heirloom.sqlite'), { readonly: true });
    expect(database.prepare('SELECT username FROM users').all()).toEqual([{ username: 'last.request' }]);
    database.close();
  });
});
