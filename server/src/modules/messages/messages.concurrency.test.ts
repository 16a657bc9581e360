/**
 * An owner's change that overlaps the delivery tick: every write is conditional on the state and
 * schedule version it read, so a message delivered meanwhile is never marked cancelled and the
 * recipients whose links were just e-mailed are never replaced. On both dialects a write after a
 * delivery answers 409; the overlap itself is made deterministic on PostgreSQL: a second connection
 * holds the message's row lock (as the tick does while it delivers), the owner's request reaches
 * the row and waits, then the "tick" delivers and commits.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '@heirloom/common/contracts/messages';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/database';
import { buildUser } from '../../../test/factories';
import { createTestConfig, describeEachDatabase, TEST_DIALECTS, type TestClient } from '../../../test/test-app';
import { MESSAGE_ERRORS } from './messages.service';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2027-06-01T08:00:00Z');
const postgresUrl = process.env.TEST_DATABASE_URL;
let sequentialNow = T0;

/** A letter to Anna, delivered 3 days after T0. */
const letter = {
  intent: 'schedule',
  kind: 'letter',
  title: 'For your birthday',
  letterText: 'With love.',
  occasion: 'birthday',
  deliverAt: new Date(T0 + 3 * DAY).toISOString(),
  timeZone: 'UTC',
  recipients: [{ name: 'Anna', email: 'anna@example.com' }],
};

async function scheduleLetter(client: TestClient): Promise<Message> {
  const response = await client.post('/api/messages', letter);
  expect(response.statusCode).toBe(201);
  return response.json<Message>();
}

describe.each(TEST_DIALECTS.filter((dialect) => dialect === 'postgres'))(
  'message writes racing a delivery [%s]',
  () => {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    let app: FastifyInstance;
    let tick: pg.Client;

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.end();
      tick = new pg.Client({ connectionString: postgresUrl, options: `-c search_path=${schema}` });
      await tick.connect();
      const config = createTestConfig();
      app = await buildApp(config, {
        connection: openDatabase({ dataDir: config.dataDir, databaseUrl: postgresUrl, searchPath: schema }),
        clock: { now: () => new Date(T0) },
        webRoot: config.dataDir,
      });
    });

    afterAll(async () => {
      await app.close();
      await tick.query(`DROP SCHEMA ${schema} CASCADE`);
      await tick.end();
    });

    /** Holds the row lock while `request` runs into it, then delivers the message and commits. */
    async function deliverDuring(messageId: string, request: () => Promise<LightMyRequestResponse>) {
      await tick.query('BEGIN');
      let pending: Promise<LightMyRequestResponse>;
      try {
        await tick.query('SELECT id FROM messages WHERE id = $1 FOR UPDATE', [messageId]);
        pending = request();
        for (let waited = 0; ; waited += 10) {
          const { rows } = await tick.query<{ count: string }>(
            // Some backend waits for the row lock this connection holds.
            'SELECT count(*) FROM pg_stat_activity WHERE pg_backend_pid() = ANY(pg_blocking_pids(pid))',
          );
          if (Number(rows[0]!.count) > 0) break;
          if (waited > 10_000) throw new Error('the owner request never reached the message row');
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        await tick.query(
          `UPDATE messages SET status = 'delivered', delivered_at = $2, pending_step = NULL, next_step_at = NULL
         WHERE id = $1`,
          [messageId, new Date(T0).toISOString()],
        );
        await tick.query(`UPDATE message_recipients SET delivered_at = $2 WHERE message_id = $1`, [
          messageId,
          new Date(T0).toISOString(),
        ]);
        await tick.query('COMMIT');
      } catch (error) {
        await tick.query('ROLLBACK');
        throw error;
      }
      return pending;
    }

    it('a cancel that overlaps the delivery answers 409 and leaves the message delivered', async () => {
      const { client } = await buildUser(app);
      const message = await scheduleLetter(client);
      const response = await deliverDuring(message.id, () => client.post(`/api/messages/${message.id}/cancel`));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: MESSAGE_ERRORS.notEditable });
      const after = (await client.get(`/api/messages/${message.id}`)).json<Message>();
      expect(after.status).toBe('delivered');
    });

    it('a change that overlaps the delivery answers 409 and keeps the recipients whose links went out', async () => {
      const { client } = await buildUser(app);
      const message = await scheduleLetter(client);
      const response = await deliverDuring(message.id, () =>
        client.request({
          method: 'PUT',
          url: `/api/messages/${message.id}`,
          payload: {
            intent: 'schedule',
            kind: 'letter',
            title: 'Changed',
            letterText: 'Changed.',
            occasion: 'birthday',
            deliverAt: new Date(T0 + 5 * DAY).toISOString(),
            timeZone: 'UTC',
            recipients: [{ name: 'Someone else', email: 'else@example.com' }],
          },
        }),
      );
      expect(response.statusCode).toBe(409);
      const { rows } = await tick.query<{ name: string; isLinkKept: boolean }>(
        `SELECT name, delivered_at IS NOT NULL AS "isLinkKept" FROM message_recipients WHERE message_id = $1`,
        [message.id],
      );
      expect(rows).toEqual([{ name: 'Anna', isLinkKept: true }]);
      const after = (await client.get(`/api/messages/${message.id}`)).json<Message>();
      expect(after).toMatchObject({ status: 'delivered', title: 'For your birthday' });
    });

    it('a postpone that overlaps the delivery answers 409 and leaves the message delivered', async () => {
      const { client } = await buildUser(app);
      const message = await scheduleLetter(client);
      const response = await deliverDuring(message.id, () =>
        client.post(`/api/messages/${message.id}/postpone`, { days: 7 }),
      );
      expect(response.statusCode).toBe(409);
      const after = (await client.get(`/api/messages/${message.id}`)).json<Message>();
      expect(after.status).toBe('delivered');
    });
  },
);

describeEachDatabase(
  'message writes after a delivery',
  (context) => {
    it('answers 409 to a cancel, change or postpone of a message delivered since it was read', async () => {
      const { client } = await buildUser(context().app);
      sequentialNow = T0;
      const message = await scheduleLetter(client);
      sequentialNow = T0 + 3 * DAY;
      expect(await context().app.jobs.runDeliveryTick()).toBe(1);
      for (const response of [
        await client.post(`/api/messages/${message.id}/cancel`),
        await client.request({
          method: 'PUT',
          url: `/api/messages/${message.id}`,
          payload: { ...letter, title: 'Changed' },
        }),
        await client.post(`/api/messages/${message.id}/postpone`, { days: 7 }),
      ]) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ message: MESSAGE_ERRORS.notEditable });
      }
      const after = (await client.get(`/api/messages/${message.id}`)).json<Message>();
      expect(after).toMatchObject({ status: 'delivered', title: 'For your birthday' });
    });
  },
  { clock: { now: () => new Date(sequentialNow) } },
);
