/** The demo family's calls over their declared routes (common/src/routes/demo.ts). */
import { useQuery } from '@tanstack/react-query';
import type { DemoStatus } from '@heirloom/common/contracts/demo';
import { demoRoutes } from '@heirloom/common/routes/demo';
import { callRoute, routeQuery } from '../../lib/api-client';
import { detectBrowser, isMobileDevice } from '../../lib/device';

export type { DemoStatus };

/** Whether the demo family is offered and ready, and whether this browser is signed in to it. */
export const useDemoStatus = () => useQuery(routeQuery(demoRoutes.status));

/**
 * Signs this browser in to the demo family, ending its current session.
 * @throws ApiError 404 when the demo is off, 503 while the family is being built, 429 when asked too often
 */
export const signInToDemo = () =>
  callRoute(demoRoutes.signIn, { body: { browser: detectBrowser(), mobile: isMobileDevice() } });
