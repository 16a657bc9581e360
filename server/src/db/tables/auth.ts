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
  /** When the address was proven by its verification link (ISO-8601); null until then. */
  email_verified_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the account last signed in (ISO-8601); null before its first sign-in was recorded. */
  last_signed_in_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the session token; the token itself lives only in the cookie. */
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  browser: string;
  is_mobile: number;
  /** When the session last made a request (ISO-8601), kept to within five minutes; null before. */
  last_active_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Counters of rate-limiter-flexible (its own schema; see auth.throttle.ts). */
export interface LoginThrottleTable {
  key: string;
  points: Generated<number>;
  expire: number | null;
}

/**
 * The one-time administrator setup token (docs/product/roles-and-access.md "Administrator"); id is
 * always 'admin'.
 */
export interface AdminSetupTokensTable {
  id: string;
  /** SHA-256 (hex) of the token the server logged. */
  token_hash: string;
  created_at: string;
}

/** What a single-use account link does. */
export type AccountTokenPurpose = 'verify_email' | 'reset_password' | 'change_email';

/**
 * Single-use links sent by e-mail: verify an address, reset a password, confirm a new address
 * (docs/product/accounts-and-sessions.md "Password, e-mail and devices").
 */
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

/**
 * A user's TOTP two-factor credential, one row per user
 * (docs/product/accounts-and-sessions.md "Two-factor sign-in").
 */
export interface TwoFactorCredentialsTable {
  user_id: string;
  /** The base32 TOTP secret sealed to the user's key (storage/sealed-text.ts). */
  secret_sealed: string;
  /** When a first code confirmed the setup (ISO-8601); null while being set up. */
  enabled_at: string | null;
  /** The TOTP time step (30 s periods since 1970) of the last code accepted: no code works twice. */
  last_used_step: number | null;
  created_at: string;
}

/** One-time recovery codes of two-factor sign-in; only their SHA-256 is stored. */
export interface TwoFactorRecoveryCodesTable {
  code_hash: string;
  user_id: string;
  used_at: string | null;
}

/** A sign-in waiting for its code (the password was right): five minutes, bound to a cookie. */
export interface TwoFactorChallengesTable {
  /** SHA-256 (hex) of the token in the challenge cookie. */
  id: string;
  user_id: string;
  /** The device hint of the sign-in, for the session it becomes. */
  browser: string;
  is_mobile: number;
  expires_at: string;
}

export interface AuthTables {
  users: UsersTable;
  sessions: SessionsTable;
  login_throttle: LoginThrottleTable;
  admin_setup_tokens: AdminSetupTokensTable;
  account_tokens: AccountTokensTable;
  two_factor_credentials: TwoFactorCredentialsTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
}
