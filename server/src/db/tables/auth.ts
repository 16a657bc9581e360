/**
 * Table types: Accounts and sessions (modules/auth; the throttle counters of
 * lib/failure-counter.ts too). Merged into `Database` (db/tables.ts).
 */
import type { ColumnType, Generated } from 'kysely';

export interface UsersTable {
  id: string;
  /** Lower-cased, unique. */
  email: string;
  username: string;
  /** argon2id PHC string. */
  password_hash: string;
  role: 'user' | 'admin';
  created_at: string;
  updated_at: string;
  /** When the address was proven by its verification link (ISO-8601); null until then (issue 13). */
  email_verified_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the session token; the token itself lives only in the cookie. */
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  browser: string;
  is_mobile: number;
}

/** Counters of rate-limiter-flexible (its own schema; see auth.throttle.ts). */
export interface LoginThrottleTable {
  key: string;
  points: Generated<number>;
  expire: number | null;
}

/** The one-time administrator setup token (issue 15, finding 6); id is always 'admin'. */
export interface AdminSetupTokensTable {
  id: string;
  /** SHA-256 (hex) of the token the server logged. */
  token_hash: string;
  created_at: string;
}

/** What a single-use account link does (issue 13 item 2). */
export type AccountTokenPurpose = 'verify_email' | 'reset_password';

/** Single-use links sent by e-mail: verify an address, reset a password (issue 13 item 2). */
export interface AccountTokensTable {
  /** SHA-256 (hex) of the token in the link; the token itself is only in the e-mail. */
  id: string;
  user_id: string;
  purpose: AccountTokenPurpose;
  /** The address the link was sent to (verification proves this one). */
  email: string;
  created_at: string;
  expires_at: string;
  /** Set once when the link is used; a used link is refused. */
  used_at: string | null;
}

export interface AuthTables {
  users: UsersTable;
  sessions: SessionsTable;
  login_throttle: LoginThrottleTable;
  admin_setup_tokens: AdminSetupTokensTable;
  account_tokens: AccountTokensTable;
}
