/**
 * Benchmark: requests per second of the real app against two floors measured in the same run, as
 * ratios — a signed-in `GET /api/auth/status` and a signed-in `GET /api/messages` for a user with
 * 20 messages. The first floor is a bare Fastify hello-world. The second is the same stack's floor:
 * a bare Fastify with the app's own cookie handling, CSRF hook and security headers
 * (plugins/security.ts) that reads the request's session by its primary key from the app's database
 * and answers with that row (status) or with the very list the app sent (the list): what any
 * signed-in request must cost on this stack, whatever the app does beyond it. Both servers listen on 127.0.0.1 in this process; autocannon sends from
 * a process of its own (load-process.ts) with the same settings for every target, after a warm-up,
 * in interleaved rounds (each target's best round counts). Beside requests per second, the servers'
 * CPU time per request (this process's, over the same round): on a machine other work shares, the
 * steadier of the two figures.
 * Signed-in requests carry every cookie the browser holds. The ratios are for uncompressed answers
 * (autocannon's default, as the targets are measured); the list is measured once more with the
 * `Accept-Encoding` a browser sends, so the cost of compression shows too. The bare server also
 * answers the very list the app sent, kept as an object and serialized per request: the most a
 * server can do with an answer of that size on the machine, whatever its database.
 * Last, the policy check's cost: the vault's read check (policies/vault.policy.ts) timed in a loop
 * for the owner of a photo and for a viewer who reaches it through the circle.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Options as LoadOptions, Result as LoadResult } from 'autocannon';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { Invitation } from '@heirloom/common/contracts/circle';
import { VAULT_ITEM_ID_HEADER, VAULT_UPLOAD_ENDPOINT } from '@heirloom/common/contracts/vault';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { preparedQuery } from '../src/db/prepared-query';
import type { Database } from '../src/db/tables';
import { SESSION_COOKIE_NAME, sessionIdOf } from '../src/modules/auth';
import { registerSecurity } from '../src/plugins/security';
import { authorizeVaultItemRead } from '../src/policies/vault.policy';
import { createTestConfig } from '../test/test-app';

/** Load settings shared by every target. */
export interface RequestBenchOptions {
  connections: number;
  /** Seconds of measurement per target in each round. */
  durationSeconds: number;
  /** Seconds of unmeasured load per target first (JIT, caches, connection pools). */
  warmupSeconds: number;
  /**
   * Rounds over all targets, one after the other; each target's best round counts. The machine is
   * shared: other work only ever slows a round down, and interleaving exposes every target to it.
   */
  rounds: number;
}

const DEFAULT_OPTIONS: RequestBenchOptions = { connections: 10, durationSeconds: 4, warmupSeconds: 2, rounds: 3 };
const MESSAGE_COUNT = 20;
const ACCEPT_JSON = { accept: 'application/json' };
/** Policy checks per timed loop, and loops (the fastest counts, as for the rounds above). */
const POLICY_CHECKS = 2000;
const POLICY_LOOPS = 5;
const PHOTO = path.resolve(import.meta.dirname, '../test/fixtures/photo.jpg');
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export interface RequestFigures {
  requestsPerSecond: number;
  latencyP99Ms: number;
  /** The servers' CPU time per request in this process, µs (the round's best). */
  cpuMicroseconds: number;
  /** bare hello-world = 1 */
  ratio: number;
  /** bare hello-world's CPU time per request ÷ this one's: 1 for hello-world */
  cpuRatio: number;
}

/** An app request measured against the same stack's floor for it. */
export interface FloorFigures extends RequestFigures {
  /** requests per second ÷ the floor's (the floor = 1) */
  floorRatio: number;
  /** CPU time per request ÷ the floor's (the floor = 1; lower is better) */
  floorCpuFactor: number;
}

/** A small cookie jar over fetch, for seeding through the real HTTP API. */
class HttpClient {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly origin: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Sends `body` as JSON, or as it is when it is a Buffer (with `extraHeaders` saying what it is). */
  async request(
    method: string,
    url: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { ...ACCEPT_JSON };
    if (method !== 'GET') {
      const token = await this.request('GET', '/api/csrf-token');
      headers['x-csrf-token'] = ((await token.json()) as { csrfToken: string }).csrfToken;
      headers['content-type'] = 'application/json';
    }
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    const response = await fetch(this.origin + url, {
      method,
      headers: { ...headers, ...extraHeaders },
      body: body === undefined ? undefined : Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body),
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      const separator = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, separator), pair!.slice(separator + 1));
    }
    return response;
  }
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** The one read the stack's floor makes per request: the session's row by its primary key. */
const selectSession = preparedQuery((db, sessionId: string) =>
  db.selectFrom('sessions').select(['user_id', 'expires_at']).where('id', '=', sessionId),
);

/**
 * The same stack's floor: Fastify with the app's security plugin (helmet's headers, signed cookies,
 * the CSRF hook) and two signed-in routes that each read the session row by its primary key — 401
 * without one — then answer it (`/status`) or `list()` serialized as JSON (`/messages`).
 */
async function buildStackFloor(db: Kysely<Database>, cookieSecret: string, list: () => unknown[]) {
  const floor = Fastify({ logger: false });
  await registerSecurity(floor, { cookieSecret, isProduction: false });
  const readSession = async (request: FastifyRequest) => {
    const [session] = await selectSession(db, sessionIdOf(request.cookies[SESSION_COOKIE_NAME] ?? ''));
    if (!session) throw Object.assign(new Error('no session'), { statusCode: 401 });
    return session;
  };
  floor.get('/status', readSession);
  floor.get('/messages', async (request) => {
    await readSession(request);
    return list();
  });
  return floor;
}

interface Target {
  url: string;
  headers: Record<string, string>;
}

/**
 * One autocannon run from the load process, with this process's CPU time over it.
 * @throws when any answer is not 2xx (a broken session would look fast)
 */
async function load(loader: ChildProcess, target: Target, connections: number, seconds: number) {
  const options: LoadOptions = { ...target, connections, duration: seconds };
  const started = process.cpuUsage();
  const result = await new Promise<LoadResult>((resolve) => {
    loader.once('message', (message) => resolve(message as LoadResult));
    loader.send(options);
  });
  const cpu = process.cpuUsage(started);
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
    throw new Error(`${target.url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  return {
    requestsPerSecond: result.requests.average,
    latencyP99Ms: result.latency.p99,
    cpuMicroseconds: (cpu.user + cpu.system) / Math.max(1, result.requests.total),
  };
}

type Measured = Omit<RequestFigures, 'ratio' | 'cpuRatio'>;

/**
 * Warms every target up, then measures them in interleaved rounds; each target's best round (its
 * most requests per second, and separately its least CPU time per request).
 */
async function measure<Name extends string>(targets: Record<Name, Target>, options: RequestBenchOptions) {
  const names = Object.keys(targets) as Name[];
  const loader = fork(path.resolve(import.meta.dirname, 'load-process.ts'), [], { execArgv: ['--import', 'tsx'] });
  try {
    for (const name of names) await load(loader, targets[name], options.connections, options.warmupSeconds);
    const best = {} as Record<Name, Measured>;
    for (let round = 0; round < options.rounds; round += 1) {
      for (const name of names) {
        const figures = await load(loader, targets[name], options.connections, options.durationSeconds);
        const previous = best[name];
        best[name] =
          !previous || figures.requestsPerSecond > previous.requestsPerSecond
            ? { ...figures, cpuMicroseconds: Math.min(figures.cpuMicroseconds, previous?.cpuMicroseconds ?? Infinity) }
            : { ...previous, cpuMicroseconds: Math.min(figures.cpuMicroseconds, previous.cpuMicroseconds) };
      }
    }
    return best;
  } finally {
    loader.disconnect();
  }
}

/** Signs up a user through the API. @returns the signed-in client and the user's id */
async function signUp(origin: string, name: string) {
  const client = new HttpClient(origin);
  const response = await client.request('POST', '/api/auth/signup', {
    username: name,
    email: `${name}@example.com`,
    password: 'correct horse battery',
    browser: 'chrome',
    mobile: false,
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return { client, id: ((await response.json()) as { id: string }).id };
}

/**
 * The owner's photo shared with their circle, and a viewer of that circle, made through the API
 * as the web app makes them (invitation accepted, tus upload, the item's sharing switch).
 * @returns the photo's id and the viewer's user id
 */
async function seedSharedPhoto(origin: string, owner: HttpClient) {
  const viewer = await signUp(origin, 'bench-viewer');
  const invited = await owner.request('POST', '/api/circle/invitations', {
    name: 'Viewer',
    email: 'bench-viewer@example.com',
    role: 'viewer',
  });
  const invitation = (await invited.json()) as Invitation;
  const accepted = await viewer.client.request('POST', '/api/invitations/accept', { invitationId: invitation.id });
  if (accepted.status !== 200) throw new Error(`invitation: ${accepted.status} ${await accepted.text()}`);
  const photo = readFileSync(PHOTO);
  const tus = { 'tus-resumable': '1.0.0' };
  const created = await owner.request('POST', VAULT_UPLOAD_ENDPOINT, undefined, {
    ...tus,
    'upload-length': String(photo.length),
    'upload-metadata': `filename ${Buffer.from('photo.jpg').toString('base64')}`,
  });
  const sent = await owner.request('PATCH', created.headers.get('location')!, photo, {
    ...tus,
    'upload-offset': '0',
    'content-type': 'application/offset+octet-stream',
  });
  const itemId = sent.headers.get(VAULT_ITEM_ID_HEADER);
  if (sent.status !== 204 || !itemId) throw new Error(`upload: ${sent.status} ${await sent.text()}`);
  const shared = await owner.request('PATCH', `/api/vault/items/${itemId}`, { sharedWithCircle: true });
  if (shared.status !== 200) throw new Error(`sharing: ${shared.status} ${await shared.text()}`);
  return { itemId, viewerId: viewer.id };
}

/**
 * The policy check's cost per request: the vault's read check (the one every item, file and
 * preview request makes) timed in a loop on the real database, for the item's owner and for a
 * circle viewer it is shared with (the check then looks through the circle and the sharing).
 * @returns microseconds per check, best of POLICY_LOOPS loops of POLICY_CHECKS checks
 */
async function measurePolicyCheck(
  db: Parameters<typeof authorizeVaultItemRead>[0],
  itemId: string,
  userIds: { owner: string; viewer: string },
) {
  const perCheck = async (userId: string) => {
    let best = Infinity;
    for (let loop = 0; loop < POLICY_LOOPS; loop += 1) {
      const start = performance.now();
      for (let check = 0; check < POLICY_CHECKS; check += 1)
        await authorizeVaultItemRead(db, userId, itemId, 'not found');
      best = Math.min(best, ((performance.now() - start) * 1000) / POLICY_CHECKS);
    }
    return best;
  };
  return { ownerMicroseconds: await perCheck(userIds.owner), circleMicroseconds: await perCheck(userIds.viewer) };
}

/** Builds the real app on one database, seeds one user with 20 messages, and measures. */
export async function benchmarkRequests(databaseUrl?: string, options: RequestBenchOptions = DEFAULT_OPTIONS) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'heirloom-requests-bench-'));
  const schema = databaseUrl ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const admin = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : undefined;
  if (admin) {
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
  }
  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ hello: 'world' }));
  let listed: unknown[] = [];
  bare.get('/messages', async () => listed);
  const connection = openDatabase({ dataDir, databaseUrl, searchPath: schema });
  const config = createTestConfig({ dataDir });
  const app = await buildApp(config, { connection, webRoot: dataDir });
  const floor = await buildStackFloor(connection.db, config.secrets.COOKIE_SECRET, () => listed);
  try {
    const bareOrigin = await listen(bare);
    const floorOrigin = await listen(floor);
    const appOrigin = await listen(app);

    const { client, id: ownerId } = await signUp(appOrigin, 'bench');
    const deliverAt = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString();
    for (let index = 0; index < MESSAGE_COUNT; index += 1) {
      const created = await client.request('POST', '/api/messages', {
        intent: 'schedule',
        kind: 'letter',
        title: `For your birthday, number ${index + 1}`,
        letterText: 'My dear ones, I am so proud of you all. '.repeat(5),
        occasion: 'birthday',
        deliverAt,
        timeZone: 'Europe/London',
        recipients: [
          { name: 'Anna', email: 'anna@example.com', relationship: 'granddaughter' },
          { name: 'Ben', email: 'ben@example.com', relationship: 'grandson' },
        ],
      });
      if (created.status !== 201) throw new Error(`message ${index}: ${created.status} ${await created.text()}`);
    }
    const list = await client.request('GET', '/api/messages');
    listed = (await list.json()) as unknown[];
    if (listed.length !== MESSAGE_COUNT) throw new Error(`expected ${MESSAGE_COUNT} messages, got ${listed.length}`);
    const { itemId, viewerId } = await seedSharedPhoto(appOrigin, client);

    const signedIn = { ...ACCEPT_JSON, cookie: client.cookieHeader() };
    const figures = await measure(
      {
        bare: { url: `${bareOrigin}/`, headers: ACCEPT_JSON },
        bareList: { url: `${bareOrigin}/messages`, headers: ACCEPT_JSON },
        floorStatus: { url: `${floorOrigin}/status`, headers: signedIn },
        floorList: { url: `${floorOrigin}/messages`, headers: signedIn },
        authStatus: { url: `${appOrigin}/api/auth/status`, headers: signedIn },
        messages: { url: `${appOrigin}/api/messages`, headers: signedIn },
        compressedMessages: { url: `${appOrigin}/api/messages`, headers: { ...signedIn, ...BROWSER_ENCODINGS } },
      },
      options,
    );
    const withRatio = (target: Measured): RequestFigures => ({
      ...target,
      ratio: target.requestsPerSecond / figures.bare.requestsPerSecond,
      cpuRatio: figures.bare.cpuMicroseconds / target.cpuMicroseconds,
    });
    const againstFloor = (target: Measured, floorFigures: Measured): FloorFigures => ({
      ...withRatio(target),
      floorRatio: target.requestsPerSecond / floorFigures.requestsPerSecond,
      floorCpuFactor: target.cpuMicroseconds / floorFigures.cpuMicroseconds,
    });
    return {
      dialect: connection.dialect,
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      rounds: options.rounds,
      bare: withRatio(figures.bare),
      bareList: withRatio(figures.bareList),
      listBytes: Buffer.byteLength(JSON.stringify(listed)),
      floorStatus: withRatio(figures.floorStatus),
      floorList: withRatio(figures.floorList),
      authStatus: againstFloor(figures.authStatus, figures.floorStatus),
      messages: againstFloor(figures.messages, figures.floorList),
      compressedMessages: withRatio(figures.compressedMessages),
      policyCheck: await measurePolicyCheck(connection.db, itemId, { owner: ownerId, viewer: viewerId }),
    };
  } finally {
    await bare.close();
    await floor.close();
    await app.close();
    if (admin) {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** What an app request's line adds: its ratios to the stack's floor for it. */
const againstFloorLine = (figures: FloorFigures) =>
  `\n    against the stack floor: ratio ${figures.floorRatio.toFixed(2)}, CPU ${figures.floorCpuFactor.toFixed(2)}× the floor's`;

/** The bench's lines for `npm run bench`. */
export function formatRequestBench(result: Awaited<ReturnType<typeof benchmarkRequests>>): string {
  const line = (label: string, figures: RequestFigures) =>
    `  ${label.padEnd(40)} ${figures.requestsPerSecond.toFixed(0).padStart(6)} req/s  ` +
    `p99 ${figures.latencyP99Ms.toFixed(0).padStart(3)} ms  ratio ${figures.ratio.toFixed(2)}  ` +
    `server CPU ${figures.cpuMicroseconds.toFixed(0).padStart(4)} µs/request (ratio ${figures.cpuRatio.toFixed(2)})`;
  return [
    `requests per second [${result.dialect}] (${result.connections} connections, best of ${result.rounds} interleaved ` +
      `rounds of ${result.durationSeconds} s; autocannon in a process of its own):`,
    line('bare Fastify hello-world', result.bare),
    line(`bare Fastify, the same list (${(result.listBytes / 1024).toFixed(1)} KB JSON)`, result.bareList),
    line('stack floor: security plugin + session PK read', result.floorStatus),
    line('stack floor, then the same list', result.floorList),
    line('signed-in GET /api/auth/status', result.authStatus) + againstFloorLine(result.authStatus),
    line(`signed-in GET /api/messages (${MESSAGE_COUNT} messages)`, result.messages) +
      againstFloorLine(result.messages),
    line('  the same, compressed (Accept-Encoding: br)', result.compressedMessages),
    `  policy check cost per request (vault item read, ${POLICY_CHECKS} checks, best of ${POLICY_LOOPS}): ` +
      `${result.policyCheck.ownerMicroseconds.toFixed(1)} µs for its owner, ` +
      `${result.policyCheck.circleMicroseconds.toFixed(1)} µs for a viewer through the circle`,
  ].join('\n');
}

// `npx tsx server/bench/requests.bench.ts` runs this bench alone (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set); BENCH_SECONDS shortens or lengthens each round.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const seconds = Number(process.env.BENCH_SECONDS ?? DEFAULT_OPTIONS.durationSeconds);
  const durationSeconds = Math.min(Math.max(seconds, 1), 60);
  for (const url of [undefined, process.env.TEST_DATABASE_URL].filter((url, index) => index === 0 || url)) {
    const result = await benchmarkRequests(url, { ...DEFAULT_OPTIONS, durationSeconds });
    console.log(formatRequestBench(result));
  }
}
