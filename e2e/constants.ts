/** Values shared by the Playwright config and the journeys. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ORIGIN = `http://localhost:${E2E_PORT}`;
export const E2E_ADMIN_EMAIL = 'keeper@example.com';

/**
 * The marketing header's dropdown groups, in order, written out as
 * docs/product/pages-and-routes.md "Marketing header" names them.
 */
export const HEADER_GROUPS = [
  'Core Features',
  'Family Tree Builder',
  'Memory Preservation',
  'Legacy Support',
  'Platform Discovery',
];
