/**
 * Private link tokens (recipients' links, circle invitations): 256 random bits in the link, only
 * their SHA-256 stored.
 */
import { createHash, randomBytes } from 'node:crypto';

/** A new link token (base64url, 43 characters). */
export const createAccessToken = () => randomBytes(32).toString('base64url');

/** The stored form of a link token (SHA-256, hex). */
export const hashAccessToken = (token: string) => createHash('sha256').update(token).digest('hex');
