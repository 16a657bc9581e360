/**
 * The routes of last wishes (server: modules/last-wishes): the signed-in owner's own document
 * (session), and an owner's document, read-only, for their legacy contacts once a release granted
 * it (access kind legacy-grant: server/src/policies/legacy.policy.ts).
 */
import { fileBytesSchema } from '../contracts/api';
import {
  lastWishesInputSchema,
  lastWishesOwnerParamsSchema,
  lastWishesPrintQuerySchema,
  lastWishesSchema,
  releasedLastWishesSchema,
} from '../contracts/last-wishes';
import { defineRoute } from './define-route';

export const lastWishesRoutes = {
  read: defineRoute({
    method: 'GET',
    path: '/api/last-wishes',
    access: 'session',
    summary: 'My last wishes, which sections are answered, and who will receive them',
    response: { 200: lastWishesSchema.describe('The document (empty before the first save)') },
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/api/last-wishes',
    access: 'session',
    summary: 'Save my whole last-wishes document (sealed with my key); text that looks like a password is refused',
    body: lastWishesInputSchema,
    response: { 200: lastWishesSchema.describe('The saved document') },
  }),
  pdf: defineRoute({
    method: 'GET',
    path: '/api/last-wishes/pdf',
    access: 'session',
    summary: 'My last wishes as a printable PDF (page size, and bleed with trim marks on request)',
    query: lastWishesPrintQuerySchema,
    produces: ['application/pdf'],
    response: { 200: fileBytesSchema.describe('"last-wishes-{YYYY-MM-DD}.pdf"') },
  }),
  readReleased: defineRoute({
    method: 'GET',
    path: '/api/last-wishes/of/:ownerId',
    access: 'legacy-grant',
    summary: "An owner's last wishes, read-only, for their legacy contact after the release",
    params: lastWishesOwnerParamsSchema,
    response: { 200: releasedLastWishesSchema.describe('The document and whose it is') },
  }),
  releasedPdf: defineRoute({
    method: 'GET',
    path: '/api/last-wishes/of/:ownerId/pdf',
    access: 'legacy-grant',
    summary: "An owner's released last wishes as a printable PDF, for their legacy contact",
    params: lastWishesOwnerParamsSchema,
    query: lastWishesPrintQuerySchema,
    produces: ['application/pdf'],
    response: { 200: fileBytesSchema.describe('"last-wishes-{YYYY-MM-DD}.pdf"') },
  }),
};
