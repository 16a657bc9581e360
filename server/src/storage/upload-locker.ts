/**
 * A tus Locker (@tus/server 2.x: `Locker.newLock(id)`, `Lock.lock(signal, requestRelease)`,
 * `Lock.unlock()`) whose locks are rows of `upload_locks` in the app's database, so that every
 * instance behind a load balancer sees them: a PATCH resumed on another instance waits for the one
 * still writing (docs/decisions/003-vault-storage-encryption-and-uploads.md "Uploads"). Works the
 * same on SQLite and PostgreSQL (an upsert that takes a row only when its lease has lapsed).
 *
 * As @tus/server's MemoryLocker does, a request that finds the upload locked asks the holder to let
 * go (the holder's tus request is then ended with the bytes written so far; tus 1.0.0 lets a client
 * resume from there) and takes the lock once it is free. The holder renews its lease while it
 * writes, so the lock of an instance that died frees itself after `leaseMs`.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Lock, Locker, RequestRelease } from '@tus/server';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

export interface UploadLockerOptions {
  /** A lock lapses this long after its holder last renewed it, in ms (default 30,000). */
  leaseMs?: number;
  /** How long a request waits for a lock before it is refused, in ms (default 30,000, as MemoryLocker). */
  acquireTimeoutMs?: number;
  /** How often a waiting request tries again and a holder looks for a release request, in ms (default 100). */
  pollMs?: number;
}

/** What lock() throws when the lock stays taken: tus answers it with this status (423 Locked, RFC 4918). */
export const UPLOAD_LOCKED_ERROR = { status_code: 423, body: 'The upload is locked by another request' };

/**
 * A Locker over the `upload_locks` table.
 * @throws (from `lock()`) UPLOAD_LOCKED_ERROR when the lock is not free within `acquireTimeoutMs`, or
 *   the request was cancelled while it waited
 */
export function createUploadLocker(db: Kysely<Database>, options: UploadLockerOptions = {}): Locker {
  const settings = { leaseMs: 30_000, acquireTimeoutMs: 30_000, pollMs: 100, ...options };
  return { newLock: (uploadId) => new DatabaseLock(db, uploadId, settings) };
}

class DatabaseLock implements Lock {
  private readonly holder = randomUUID();
  private watching: AbortController | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly uploadId: string,
    private readonly settings: Required<UploadLockerOptions>,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + this.settings.acquireTimeoutMs;
    for (;;) {
      if (signal.aborted) throw UPLOAD_LOCKED_ERROR;
      if (await this.tryTake()) break;
      await this.db
        .updateTable('upload_locks')
        .set({ release_requested: 1 })
        .where('upload_id', '=', this.uploadId)
        .execute();
      if (Date.now() >= deadline) throw UPLOAD_LOCKED_ERROR;
      await sleep(this.settings.pollMs, undefined, { signal }).catch(() => undefined);
    }
    this.watching = new AbortController();
    void this.watch(this.watching.signal, requestRelease);
  }

  async unlock(): Promise<void> {
    this.watching?.abort();
    await this.db
      .deleteFrom('upload_locks')
      .where('upload_id', '=', this.uploadId)
      .where('holder', '=', this.holder)
      .execute();
  }

  /** Takes the row if there is none or its lease lapsed. @returns whether this lock now holds it */
  private async tryTake(): Promise<boolean> {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + this.settings.leaseMs).toISOString();
    const taken = await this.db
      .insertInto('upload_locks')
      .values({ upload_id: this.uploadId, holder: this.holder, expires_at: expiresAt, release_requested: 0 })
      .onConflict((conflict) =>
        conflict
          .column('upload_id')
          .doUpdateSet({ holder: this.holder, expires_at: expiresAt, release_requested: 0 })
          .where('upload_locks.expires_at', '<', now.toISOString()),
      )
      .returning('holder')
      .executeTakeFirst();
    return taken?.holder === this.holder;
  }

  /**
   * While the lock is held: renews the lease every third of it, and ends the tus request (once) when
   * another request asks for the lock or the lock was lost.
   */
  private async watch(stop: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    let renewedAt = Date.now();
    try {
      while (!stop.aborted) {
        await sleep(this.settings.pollMs, undefined, { signal: stop });
        const isRenewalDue = Date.now() - renewedAt >= this.settings.leaseMs / 3;
        const row = isRenewalDue
          ? await this.db
              .updateTable('upload_locks')
              .set({ expires_at: new Date(Date.now() + this.settings.leaseMs).toISOString() })
              .where('upload_id', '=', this.uploadId)
              .where('holder', '=', this.holder)
              .returning('release_requested')
              .executeTakeFirst()
          : await this.db
              .selectFrom('upload_locks')
              .select('release_requested')
              .where('upload_id', '=', this.uploadId)
              .where('holder', '=', this.holder)
              .executeTakeFirst();
        if (isRenewalDue) renewedAt = Date.now();
        if (!row || row.release_requested === 1) {
          if (!stop.aborted) await requestRelease();
          return;
        }
      }
    } catch {
      // Stopped by unlock(), or the database went away with the app: tus unlocks or the lease lapses.
    }
  }
}
