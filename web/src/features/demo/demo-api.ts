/** The demo family's calls (issue 14 item 5; common/src/contracts/demo.ts). */
import type { User } from '@heirloom/common/contracts/auth';
import type { DemoStatus } from '@heirloom/common/contracts/demo';
import { apiRequest } from '../../lib/api';
import { detectBrowser, isMobileDevice } from '../../lib/device';

/** GET /api/demo's query key (the default fetcher reads the path from it). */
export const DEMO_STATUS_QUERY_KEY = ['/api/demo'] as const;

export type { DemoStatus };

/**
 * POST /api/demo/session: signs this browser in to the demo family, ending its current session.
 * @throws ApiError 404 when the demo is off, 503 while the family is being built, 429 when asked too often
 */
export const signInToDemo = () =>
  apiRequest<User>('POST', '/api/demo/session', { browser: detectBrowser(), mobile: isMobileDevice() });
