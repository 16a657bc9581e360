/**
 * Playwright fixtures: unique e-mails, and accounts seeded through the API (not the UI) with the
 * browser context's own cookies, so the page is signed in (Epic Stack playwright-utils).
 */
import { randomUUID } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CircleRole } from '@heirloom/common/contracts/circle';
import { createServerHost, findFreePort, startMailbox, type Mailbox } from './servers';

export const TEST_PASSWORD = 'letters for later';

/** A fresh, unique e-mail address. */
export const uniqueEmail = (prefix = 'family') => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

/** Signs up through POST /api/auth/signup with a CSRF token; the request context keeps the session cookie. */
export async function signUpThroughApi(
  request: APIRequestContext,
  email: string,
  password = TEST_PASSWORD,
  origin = '',
) {
  const { csrfToken } = (await (await request.get(`${origin}/api/csrf-token`)).json()) as { csrfToken: string };
  const response = await request.post(`${origin}/api/auth/signup`, {
    data: { username: email.split('@')[0], email, password, browser: 'chrome', mobile: false },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { username: string; email: string };
}

/**
 * Asserts the visible toast (docs/product/validation-and-errors.md "Toasts") shows this title and
 * description in this variant.
 * Radix also copies toast text into a live region for screen readers, so the toast element itself is read.
 */
export async function expectToast(
  page: Page,
  expected: { title: string; description: string; variant?: 'default' | 'destructive' },
) {
  const toast = page.locator('li[data-variant]').filter({ hasText: expected.title });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(expected.description);
  await expect(toast).toHaveAttribute('data-variant', expected.variant ?? 'default');
}

/** Changes the signed-in user's name (PATCH /api/account/profile) through the request context. */
export async function setNameThroughApi(request: APIRequestContext, name: string, origin = '') {
  const { csrfToken } = (await (await request.get(`${origin}/api/csrf-token`)).json()) as { csrfToken: string };
  const response = await request.patch(`${origin}/api/account/profile`, {
    data: { name },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(response.ok(), `PATCH /api/account/profile answered ${response.status()}`).toBe(true);
}

/** POSTs `data` as JSON with the CSRF token the server asks for; asserts a 2xx answer and returns its JSON. */
export async function postThroughApi<T>(request: APIRequestContext, url: string, data: unknown, origin = '') {
  const { csrfToken } = (await (await request.get(`${origin}/api/csrf-token`)).json()) as { csrfToken: string };
  const response = await request.post(`${origin}${url}`, { data, headers: { 'X-CSRF-Token': csrfToken } });
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Makes `relative` a member of the owner's family circle as `role`: the owner
 * invites them (POST /api/circle/invitations, which also e-mails them) and they accept
 * (POST /api/invitations/accept), each with their own request context.
 */
export async function joinCircleThroughApi(
  owner: APIRequestContext,
  relative: { request: APIRequestContext; username: string; email: string },
  role: CircleRole,
  { relationship = '', origin = '' } = {},
) {
  const invitation = await postThroughApi<{ id: string }>(
    owner,
    '/api/circle/invitations',
    { name: relative.username, email: relative.email, relationship, role },
    origin,
  );
  await postThroughApi(relative.request, '/api/invitations/accept', { invitationId: invitation.id }, origin);
}

/** The texts of the console errors `page` logs from now on (the array fills as they come). */
export function recordConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * Waits until a page the build rendered ahead of time has hydrated (the app takes the root's
 * `data-prerendered` mark off then): before that its buttons are painted but not yet listening.
 * Returns at once on any other page.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('#root[data-prerendered]') === null);
}

/** Makes the page's goto and reload wait for hydration (waitForHydration) before they return. */
function waitForHydrationOnNavigation(page: Page): void {
  const [goto, reload] = [page.goto.bind(page), page.reload.bind(page)];
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForHydration(page);
    return response;
  };
}

export const test = base.extend<{ consoleErrors: string[]; closeOwnBrowsers: void; hydratedNavigation: void }>({
  // Every journey's navigation waits for hydration, as a person waits for a page to respond: in the
  // test's own page and in any browser the test opens (a relative's, a visitor's).
  page: async ({ page }, use) => {
    waitForHydrationOnNavigation(page);
    await use(page);
  },
  hydratedNavigation: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        // Without JavaScript nothing hydrates: such a browser reads the page as the server sent it.
        if (args[0]?.javaScriptEnabled === false) return context;
        const newPage = context.newPage.bind(context);
        context.newPage = async () => {
          const page = await newPage();
          waitForHydrationOnNavigation(page);
          return page;
        };
        return context;
      };
      await use();
      browser.newContext = newContext;
    },
    { auto: true },
  ],
  // Collects console errors so journeys can assert that pages render cleanly.
  consoleErrors: async ({ page }, use) => {
    await use(recordConsoleErrors(page));
  },
  // Closes the browser contexts a test opened itself (a relative's or a visitor's browser): the
  // browser lives as long as the worker, so they would otherwise stay open through later tests.
  closeOwnBrowsers: [
    async ({ browser }, use) => {
      const openBefore = new Set(browser.contexts());
      await use();
      await Promise.all(browser.contexts().map((context) => (openBefore.has(context) ? null : context.close())));
    },
    { auto: true },
  ],
});

export { expect };

/**
 * For journeys that read e-mail: a real SMTP receiver, and the built server on a free port (own
 * data folder, started now) sending to it; `origin` is that server's address. Both stop afterwards.
 */
export const testWithMail = test.extend<{ mailServer: { mailbox: Mailbox; origin: string } }>({
  // Playwright reads a fixture's dependencies from this pattern: this one needs none.
  // eslint-disable-next-line no-empty-pattern
  mailServer: async ({}, use) => {
    const mailbox = await startMailbox();
    const server = createServerHost(await findFreePort(), mailbox.url);
    try {
      await server.startAt(new Date());
      await use({ mailbox, origin: server.origin });
    } finally {
      await server.stop();
      await mailbox.close();
    }
  },
});

/** A journey's own built server (free port, own data folder) and the real SMTP receiver it sends to. */
export interface Journey {
  mailbox: Mailbox;
  server: ReturnType<typeof createServerHost>;
}

/**
 * `test` with a `journey` fixture for journeys that move the server's clock: the server starts with
 * its clock at `startAt` (APP_NOW) and may be restarted at later times by the test; both stop after it.
 */
export function journeyTest(startAt: Date) {
  return test.extend<{ journey: Journey }>({
    // Playwright reads a fixture's dependencies from this pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    journey: async ({}, use) => {
      const mailbox = await startMailbox();
      const server = createServerHost(await findFreePort(), mailbox.url);
      try {
        await server.startAt(startAt);
        await use({ mailbox, server });
      } finally {
        await server.stop();
        await mailbox.close();
      }
    },
  });
}
