/**
 * The signed-in user of a request, as every feature module sees it. The `session` plugin
 * (modules/auth/session.plugin.ts) fills `request.user` from the session cookie; modules only read
 * it through these helpers.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

export interface CurrentUser {
  id: string;
  email: string;
  username: string;
  role: 'user' | 'admin';
  /** Whether the address was proven by its e-mailed link. */
  emailVerified?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. */
    user: CurrentUser | null;
  }
}

/** @throws AppError 'unauthenticated' when nobody is signed in */
export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw new AppError('unauthenticated', 'Please sign in to continue.');
  return request.user;
}
