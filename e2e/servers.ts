/**
 * Journeys that move the server clock start their own server processes (the built app, on
 * APP_NOW) and a real SMTP receiver: a journey starts the server on its first day and moves its
 * clock on to +1, +2, +3 days (or restarts it, where it changes the server's settings).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(import.meta.dirname, '..');

export interface Email {
  to: string;
  subject: string;
  text: string;
  /** The HTML body (for screenshots of e-mails; empty when there is none). */
  html: string;
  messageId: string;
}

/** What startMailbox gives: the SMTP URL, the e-mails received so far, waitFor and close. */
export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

/**
 * A real SMTP server that keeps what it receives, and refuses for good (550 at RCPT TO,
 * RFC 5321 §4.2.1) every address a journey puts in its `refused` set.
 */
export async function startMailbox() {
  const received: Email[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address.toLowerCase())) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
        received.push({
          to: to?.value[0]?.address ?? '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          messageId: mail.messageId ?? '',
        });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Lower-cased addresses answered with 550. */
    refused,
    /** Waits until `count` e-mails have arrived in all. */
    async waitFor(count: number, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} e-mails, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    /**
     * Waits until `count` e-mails to `to` have arrived: for journeys where other e-mails (the
     * owner's optional notices) arrive in between, in any order.
     */
    async waitForTo(to: string, count: number, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      const countTo = () => received.filter((email) => email.to === to).length;
      while (countTo() < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} e-mails to ${to}, got ${countTo()}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The address in the newest e-mail to `to` that starts with `prefix` (e.g. an origin and
 * "/family-invitations?token="); throws when there is no such e-mail or link.
 */
export function linkInEmail(received: Email[], to: string, prefix: string): string {
  const email = received.filter((candidate) => candidate.to === to).at(-1);
  if (!email) throw new Error(`no e-mail to ${to}`);
  const start = email.text.indexOf(prefix);
  if (start === -1) throw new Error(`no link starting ${prefix} in the e-mail to ${to}`);
  return email.text.slice(start).split(/[\s\])>]/, 1)[0]!;
}

/**
 * A TCP port free on 127.0.0.1 right now (the system picks it), so journeys that start their own
 * server do not collide with other runs on the same machine.
 */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** How long a journey server may take to shut down gracefully before it is killed, in ms. */
const STOP_GRACE_MS = 10_000;

/**
 * One data folder and port, restarted at different server times; without `smtpUrl` mail goes to
 * .eml files; `extraEnv` adds settings (e.g. ADMIN_EMAIL).
 */
export function createServerHost(port: number, smtpUrl = '', extraEnv: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'heirloom-journey-'));
  let child: ChildProcess | undefined;
  const origin = `http://localhost:${port}`;
  return {
    origin,
    /** The server's DATA_DIR (its database and, under `media/`, its stored files). */
    dataDir,
    /** (Re)starts the server with its clock at `now`; resolves once it answers. */
    async startAt(now: Date) {
      await this.stop();
      const started = spawn(process.execPath, ['server/dist/main.js'], {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          SMTP_URL: smtpUrl,
          PUBLIC_URL: origin,
          APP_NOW: now.toISOString(),
          JOBS_INTERVAL_MS: '300',
          LOG_LEVEL: 'warn',
          // The demo family is built on each new server day: a journey's restarts would rebuild it
          // again and again (demo.spec.ts uses the default server, where it stays on).
          DEMO_ENABLED: 'false',
          ...extraEnv,
        },
        // The IPC channel carries clock moves (server/src/lib/clock-moves.ts).
        stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
      });
      child = started;
      // A worker that ends before its fixtures' teardown (a test that ran out of time) takes it along.
      const killOnExit = () => started.kill('SIGKILL');
      process.once('exit', killOnExit);
      started.once('exit', () => process.removeListener('exit', killOnExit));
      const deadline = Date.now() + 20_000;
      for (;;) {
        const isUp = await fetch(`${origin}/api/csrf-token`).then(
          (response) => response.ok,
          () => false,
        );
        if (isUp) return;
        if (started.exitCode !== null)
          throw new Error(`the server exited with code ${started.exitCode} before answering`);
        if (Date.now() > deadline) {
          // Never leave it running: a server that comes up later would hold the port for every later run.
          await this.stop();
          throw new Error('the server did not start');
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    /**
     * Moves the running server's clock to `now` without restarting it; resolves once the server
     * has moved it (its scheduler's next tick, within JOBS_INTERVAL_MS, sees the new time).
     */
    async moveClockTo(now: Date) {
      const running = child;
      if (!running?.connected) throw new Error('the server is not running: start it with startAt');
      const moved = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the server did not move its clock')), 10_000);
        running.on('message', function onMessage(message: { type?: string }) {
          if (message.type !== 'clock-moved') return;
          clearTimeout(timer);
          running.off('message', onMessage);
          resolve();
        });
      });
      running.send({ type: 'move-clock', now: now.toISOString() });
      await moved;
    },
    /**
     * Stops the server: SIGTERM (it finishes in-flight requests and hands back claimed jobs), then
     * SIGKILL if it has not exited after STOP_GRACE_MS, so a server whose shutdown hangs (or whose test
     * ran out of time) never outlives its journey and holds its port.
     */
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      const grace = setTimeout(() => running.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(grace);
    },
  };
}
