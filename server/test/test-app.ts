/**
 * Route-test harness: a fresh app with its own database per test file, on SQLite always and on
 * PostgreSQL when TEST_DATABASE_URL is set. No mocks: real databases, real argon2 (at a test-only
 * cost), real cookies through app.inject().
 */
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp, type AppOverrides } from '../src/app';
import type { Config } from '../src/config';
import { openDatabase, SQLITE_FILE_NAME, type DatabaseConnection } from '../src/db/database';
import type { Clock } from '../src/lib/clock';
import type { PasswordHashingCost } from '../src/lib/password';
import { runOnTestPostgres } from './global-setup';

export type DialectName = 'sqlite' | 'postgres';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** The dialects the route tests run on here: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DIALECTS: DialectName[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];

/**
 * argon2id's smallest cost (8 KiB, one pass) for tests: the same algorithm and PHC strings without
 * the deliberate 19 MiB of work per sign-up; server/test/password-cost.test.ts keeps the real cost.
 */
export const TEST_PASSWORD_HASHING_COST: PasswordHashingCost = { memoryKib: 8, passes: 1 };

/** A configuration for tests: a throw-away data folder, fixed secrets, silent logs, cheap password hashes. */
export function createTestConfig(overrides: Partial<Config> = {}): Config {
  return {
    isProduction: false,
    port: 0,
    host: '127.0.0.1',
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'heirloom-test-')),
    publicUrl: 'http://localhost:3000',
    productName: 'Heirloom',
    claims: {},
    trustProxy: false,
    isVerificationSentAtSignUp: false,
    logLevel: 'silent',
    mailFrom: 'no-reply@localhost',
    isJobsEnabled: false,
    isDemoEnabled: true,
    jobsIntervalMs: 1000,
    outboxLeaseMs: 60_000,
    passwordHashing: TEST_PASSWORD_HASHING_COST,
    secrets: {
      COOKIE_SECRET: 'test-cookie-secret-test-cookie-secret-0123',
      LINK_SECRET: 'test-link-secret-test-link-secret-test-0123',
      // A fixed age identity for tests only (generated with age-encryption's generateIdentity).
      MASTER_KEY: 'AGE-SECRET-KEY-122KE4FKWXE8PWAV7G6MTQHTW3VXFH69DSQPXYUKL42L2S2MSJZZQ84W87X',
    },
    ...overrides,
  };
}

export interface TestDatabase {
  connection: DatabaseConnection;
  /** Drops the PostgreSQL schema (after the connection is closed); nothing on SQLite. */
  dropSchema(): Promise<void>;
}

/**
 * A fresh database of its own: SQLite in `dataDir`, or a schema of its own on the test PostgreSQL.
 * It is a copy of the run's migrated template (global-setup.ts), or empty with `isEmpty` for a test
 * that migrates it step by step. The caller closes it.
 */
export async function openTestDatabase(
  dialect: DialectName,
  dataDir: string,
  { isEmpty = false }: { isEmpty?: boolean } = {},
): Promise<TestDatabase> {
  const schema = dialect === 'postgres' ? `test_${randomBytes(6).toString('hex')}` : undefined;
  if (schema) await runOnTestPostgres(postgresUrl!, isEmpty ? `CREATE SCHEMA ${schema}` : copyPostgresTemplate(schema));
  else if (!isEmpty) {
    mkdirSync(dataDir, { recursive: true });
    copyFileSync(inject('sqliteTemplatePath'), path.join(dataDir, SQLITE_FILE_NAME));
  }
  const connection = openDatabase({ dataDir, databaseUrl: schema ? postgresUrl : undefined, searchPath: schema });
  return {
    connection,
    dropSchema: async () => (schema ? runOnTestPostgres(postgresUrl!, `DROP SCHEMA ${schema} CASCADE`) : undefined),
  };
}

/** The SQL that makes `schema` a copy of the migrated PostgreSQL template. */
function copyPostgresTemplate(schema: string): string {
  const template = inject('postgresTemplate');
  if (!template) throw new Error('no PostgreSQL template: TEST_DATABASE_URL was not set when the run started');
  return template.sql.replaceAll(template.schema, schema);
}

export interface TestAppContext {
  app: FastifyInstance;
  config: Config;
  dialect: DialectName;
  /** The app's database, for what no route shows (e.g. the queued jobs). */
  db: DatabaseConnection['db'];
}

/**
 * Declares `suite` once per test dialect, each with a fresh app and database.
 * @param options.config overrides of the test configuration
 * @param options.clock the server clock (real time by default)
 */
export function describeEachDatabase(
  name: string,
  suite: (context: () => TestAppContext) => void,
  options: {
    config?: Partial<Config>;
    clock?: Clock;
    /** Called when the app is built (after other beforeAll hooks), e.g. for a mailer. */
    overrides?: () => Omit<AppOverrides, 'connection' | 'clock'>;
  } = {},
): void {
  describe.each(TEST_DIALECTS)(`${name} [%s]`, (dialect) => {
    let context: TestAppContext | undefined;
    let database: TestDatabase | undefined;
    beforeAll(async () => {
      const config = createTestConfig(options.config);
      database = await openTestDatabase(dialect, config.dataDir);
      const app = await buildApp(config, {
        connection: database.connection,
        clock: options.clock,
        webRoot: config.dataDir,
        ...options.overrides?.(),
      });
      context = { app, config, dialect, db: database.connection.db };
    });
    afterAll(async () => {
      await context?.app.close();
      await database?.dropSchema();
      if (context) rmSync(context.config.dataDir, { recursive: true, force: true });
    });
    suite(() => {
      if (!context) throw new Error('the test app is not ready yet');
      return context;
    });
  });
}

/**
 * A browser-like client over app.inject(): keeps cookies between calls and, like the web's request
 * helper (docs/product/api-conventions.md "CSRF"), fetches a CSRF token before every non-GET/HEAD
 * call.
 */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly address = '127.0.0.1',
  ) {}

  /** Sends a request; `csrf: false` leaves the X-CSRF-Token header out. */
  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const { csrf = true, ...injectOptions } = options;
    const method = (injectOptions.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { ...(injectOptions.headers as Record<string, string>) };
    if (csrf && method !== 'GET' && method !== 'HEAD') {
      const tokenResponse = await this.request({ method: 'GET', url: '/api/csrf-token' });
      headers['x-csrf-token'] = tokenResponse.json<{ csrfToken: string }>().csrfToken;
    }
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const response = await this.app.inject({
      ...injectOptions,
      method,
      headers,
      remoteAddress: this.address,
    } as InjectOptions);
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const isRemoval = cookie.value === '' || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (isRemoval) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  /** The value of a cookie the client holds. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  post(url: string, payload?: object, options: { csrf?: boolean } = {}) {
    return this.request({ method: 'POST', url, payload, ...options });
  }

  get(url: string, headers: Record<string, string> = {}) {
    return this.request({ method: 'GET', url, headers });
  }

  /** POSTs one file as multipart/form-data (field "file"), the way a browser form would. */
  upload(url: string, file: { name: string; type: string; content: Buffer }) {
    const boundary = `----heirloom${Date.now()}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return this.request({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  }
}
