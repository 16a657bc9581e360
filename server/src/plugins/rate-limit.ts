/**
 * Rate limits of the public write endpoints (the newsletter, the contact form, presence and the
 * like) with @fastify/rate-limit, its counters kept in the database (rate-limiter-flexible over
 * `login_throttle`, as sign-in's) so that every app instance shares them. Routes opt in with
 * `config: { rateLimit: { max, timeWindow } }`; nothing is limited globally. The refusal is a
 * `{ message }` with Retry-After (429).
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { DatabaseConnection } from '../db/database';
import { createDatabaseLimiter, storedKeyOf } from '../lib/failure-counter';

type StoreCallback = (error: Error | null, result: { current: number; ttl: number }) => void;
interface StoreParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** A @fastify/rate-limit store class over the database, one key space per route. */
function databaseStore(connection: DatabaseConnection) {
  return class DatabaseRateLimitStore {
    private readonly prefix: string;
    private readonly limiters = new Map<number, RateLimiterAbstract>();

    // The plugin hands the merged route options, with the route itself as `routeInfo`.
    constructor(params: object) {
      const route = (params as StoreParams).routeInfo;
      this.prefix = `rate:${[route?.method ?? ''].flat().join(',')}:${route?.url ?? 'all'}`;
    }

    private limiterFor(timeWindowMs: number) {
      let limiter = this.limiters.get(timeWindowMs);
      if (!limiter) {
        // Counting only: @fastify/rate-limit compares the count with the route's max itself.
        limiter = createDatabaseLimiter(
          connection,
          this.prefix,
          Number.MAX_SAFE_INTEGER,
          Math.ceil(timeWindowMs / 1000),
        );
        this.limiters.set(timeWindowMs, limiter);
      }
      return limiter;
    }

    incr(key: string, callback: StoreCallback, timeWindow: number) {
      this.limiterFor(timeWindow)
        .penalty(storedKeyOf(key))
        .then(
          (result) => callback(null, { current: result.consumedPoints, ttl: result.msBeforeNext }),
          (error: Error) => callback(error, { current: 0, ttl: 0 }),
        );
    }

    read(key: string, callback: StoreCallback, timeWindow: number) {
      this.limiterFor(timeWindow)
        .get(storedKeyOf(key))
        .then(
          (result) => callback(null, { current: result?.consumedPoints ?? 0, ttl: result?.msBeforeNext ?? 0 }),
          (error: Error) => callback(error, { current: 0, ttl: 0 }),
        );
    }

    child(params: object) {
      return new DatabaseRateLimitStore(params);
    }
  };
}

/** Registers the rate limiter; call it before the routes that use `config.rateLimit`. */
export async function registerRateLimit(app: FastifyInstance, connection: DatabaseConnection): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseStore(connection),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds and try again.`,
    }),
  });
}
