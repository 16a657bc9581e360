/**
 * Who may use the admin panel's calls (route access 'admin'; docs/product/roles-and-access.md
 * "Administrator"; docs/decisions/005-access-policy.md): a signed-in user whose role is admin, read
 * from the database with the session on every request. Anyone else is answered as if the route were
 * not there (404), a visitor with 401.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { requireUser, type CurrentUser } from '../plugins/current-user';

/**
 * @returns the administrator making the request
 * @throws AppError 'unauthenticated' when nobody is signed in, 'not_found' for a non-admin
 */
export function authorizeAdmin(request: FastifyRequest): CurrentUser {
  const user = requireUser(request);
  if (user.role !== 'admin') throw new AppError('not_found', 'Not found.');
  return user;
}
