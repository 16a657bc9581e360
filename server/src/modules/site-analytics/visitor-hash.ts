/**
 * Counting visitors without cookies (docs/product/marketing-and-figures.md "Visits"), the way
 * Plausible does: a visitor is HMAC-SHA-256(today's random salt, address + browser), so the same
 * browser is one visitor within a day and cannot be recognised on another day once the salt is
 * deleted. Nothing is stored on the device and the address itself is never stored.
 */
import { createHash, createHmac } from 'node:crypto';
import { isbot } from 'isbot';
import type { HeadlineVariant } from '@heirloom/common/domain/home-headline';

/** What a request tells about its sender: address, User-Agent, and the Do Not Track / Global Privacy Control headers. */
export interface VisitorSignals {
  address: string;
  userAgent: string | undefined;
  doNotTrack: string | undefined;
  globalPrivacyControl: string | undefined;
}

/**
 * Whether this request may be counted: not when the browser asks not to be tracked (`DNT: 1` or
 * `Sec-GPC: 1`), and not for a crawler or a headless browser (isbot's list) or a request without a User-Agent.
 */
export function isCountable(signals: VisitorSignals): boolean {
  if (signals.doNotTrack === '1' || signals.globalPrivacyControl === '1') return false;
  return signals.userAgent !== undefined && signals.userAgent !== '' && !isbot(signals.userAgent);
}

/** Today's visitor hash (base64url, 43 characters) of an address and a User-Agent under today's salt. */
export function visitorHash(salt: string, signals: Pick<VisitorSignals, 'address' | 'userAgent'>): string {
  return createHmac('sha256', salt)
    .update(`${signals.address}\n${signals.userAgent ?? ''}`)
    .digest('base64url');
}

/**
 * The headline variant a visitor sees in a test: the first bit of SHA-256(test id + today's visitor
 * hash). Stable for the same browser and address all day; a visitor may land in the other arm on
 * another day (the hash changes daily: the price of not storing anything on the device).
 */
export function assignHeadlineVariant(testId: string, hash: string): HeadlineVariant {
  const firstByte = createHash('sha256').update(`${testId}:${hash}`).digest()[0]!;
  return firstByte % 2 === 0 ? 'A' : 'B';
}
