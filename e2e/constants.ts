/** Values shared by the Playwright config and the journeys. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ORIGIN = `http://localhost:${E2E_PORT}`;
export const E2E_ADMIN_EMAIL = 'keeper@example.com';

/** The marketing header's dropdown groups, in order (SPEC.md §2), written out as the spec says them. */
export const HEADER_GROUPS = [
  'Core Features',
  'Family Tree Builder',
  'Memory Preservation',
  'Legacy Support',
  'Platform Discovery',
];
