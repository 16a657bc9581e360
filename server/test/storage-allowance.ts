/**
 * Test helpers for the storage allowance (docs/product/plans-and-pricing.md "Storage allowance"):
 * memories an owner already keeps, and the refusal of an upload that has no room.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { storageFullMessage } from '@heirloom/common/contracts/vault';
import { BYTES_PER_GB } from '@heirloom/common/domain/plans';
import type { Database } from '../src/db/tables';
import { storedFileRow } from '../src/storage/upload-ingest';

/** Free Forever's allowance, bytes. */
export const FREE_ALLOWANCE_BYTES = 10 * BYTES_PER_GB;

/**
 * Records that `ownerId` already keeps `bytes` of memories, as the media row of a stored file (no
 * segments are written: only the size counts toward the allowance). No API makes gigabytes quickly,
 * so this one writes to the database.
 */
export async function keepStoredBytes(db: Kysely<Database>, ownerId: string, bytes: number): Promise<void> {
  const layout = { prefix: `media/${randomUUID()}`, plaintextBytes: bytes, segmentBytes: 1024 * 1024 };
  const row = storedFileRow(
    { ownerId, layout, originalName: 'wedding.mp4', createdAt: new Date().toISOString() },
    'video/mp4',
  );
  await db.insertInto('media').values(row).execute();
}

/** Asserts that `response` holds back an upload of `incomingBytes` on Free Forever with `usedBytes` kept. */
export function expectWaitingForRoom(response: LightMyRequestResponse, usedBytes: number, incomingBytes: number) {
  expect(response.statusCode).toBe(413);
  expect(response.json().message).toBe(
    storageFullMessage({ planId: 'free_forever', usedBytes, allowanceBytes: FREE_ALLOWANCE_BYTES, incomingBytes }),
  );
}
