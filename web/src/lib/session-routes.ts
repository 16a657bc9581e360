/**
 * The session's route declarations (sign-in state, sign-out, the CSRF token), loaded on demand from
 * here alone: they carry zod, which no public page's first view needs (docs/decisions/016). As a
 * module of its own the build lists its code under this file's name, and the server has a browser
 * that holds a session load that code with the page (web/vite/prerender.ts, page-code.json).
 */
export { authRoutes } from '@heirloom/common/routes/auth';
