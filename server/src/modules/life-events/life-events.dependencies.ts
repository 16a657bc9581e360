/**
 * What the life-events module is built with (its plugin's options): the database and its dialect,
 * the clock, the e-mails' product name and address, and the key that signs its e-mailed links.
 * Every service, route and helper file of the module takes these; they live apart from the
 * services so that helpers a service calls can take them too without importing the service.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import type { LifeEventEmailSettings } from './life-events.emails';

export interface LifeEventsDependencies {
  db: Kysely<Database>;
  clock: Clock;
  dialect: 'sqlite' | 'postgres';
  email: LifeEventEmailSettings;
  /** HMAC key of the e-mailed report, confirm and veto links (policies/life-event-links.ts). */
  linkSecret: Uint8Array;
}
