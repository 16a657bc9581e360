/**
 * The family circle, end to end (issue 9, part 2): the owner invites three relatives from
 * /family-collaboration; the invitation e-mails arrive at a real SMTP server and their links are
 * followed; one relative signs up from the link and accepts as editor, another (already signed up)
 * accepts as viewer; the owner sees both, changes the viewer's role, removes the editor after
 * confirming, resends and withdraws the third invitation, whose link then says it was withdrawn.
 * The circle page, an invitation link and /connections pass axe.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { AUTH_REDIRECT_DELAY_MS } from '@heirloom/common/domain/constants';
import { expect, expectToast, signUpThroughApi, test as base, TEST_PASSWORD, uniqueEmail } from '../fixtures';
import { createServerHost, startMailbox, type Email } from '../servers';

/** Each journey gets its own SMTP receiver and server (own data folder and port). */
const test = base.extend<{
  journey: {
    mailbox: Awaited<ReturnType<typeof startMailbox>>;
    origin: string;
  };
}>({
  // Playwright reads a fixture's dependencies from this pattern: this one needs none.
  // eslint-disable-next-line no-empty-pattern
  journey: async ({}, use, testInfo) => {
    const mailbox = await startMailbox();
    const server = createServerHost(3251 + testInfo.workerIndex, mailbox.url);
    try {
      await server.startAt(new Date());
      await use({ mailbox, origin: server.origin });
    } finally {
      await server.stop();
      await mailbox.close();
    }
  },
});

/** The invitation link in the newest e-mail to `to`. */
function invitationLink(received: Email[], to: string, origin: string): string {
  const email = received.filter((candidate) => candidate.to === to).at(-1);
  expect(email, `an e-mail to ${to}`).toBeDefined();
  const match = email!.text.match(new RegExp(`${origin}/family-invitations\\?token=[^\\s\\])>]+`));
  expect(match, `the invitation link in the e-mail to ${to}`).not.toBeNull();
  return match![0];
}

/** A separate browser (own cookies) for a relative. */
async function openBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

/** Serious or critical axe findings on the page. */
async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function invite(page: Page, name: string, email: string, relationship: string, role: string) {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Relationship (optional)').fill(relationship);
  await page.getByRole('radio', { name: role }).check();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(page, { title: 'Invitation sent', description: `We e-mailed ${name} at ${email}.` });
}

const memberCard = (page: Page, name: string) =>
  page.getByTestId('circle-member').filter({ has: page.getByRole('heading', { name, exact: true }) });
const invitationRow = (page: Page, name: string) => page.getByTestId('circle-invitation').filter({ hasText: name });

test('the owner invites relatives who accept as editor and viewer, then changes, removes, resends and withdraws', async ({
  page,
  browser,
  journey,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const { mailbox, origin } = journey;
  const ownerEmail = uniqueEmail('grandpa');
  const annaEmail = uniqueEmail('anna');
  const benEmail = uniqueEmail('ben');
  const caraEmail = uniqueEmail('cara');
  // Members are shown by the name they go by (their account's), invitations by the name the owner typed.
  const nameOf = (email: string) => email.slice(0, email.indexOf('@'));
  const [annaName, benName] = [nameOf(annaEmail), nameOf(benEmail)];
  const owner = await signUpThroughApi(page.context().request, ownerEmail, undefined, origin);

  // An empty circle, and the contract's messages under the fields.
  await page.goto(`${origin}/family-collaboration`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your family circle' })).toBeVisible();
  await expect(page.getByTestId('circle-empty')).toContainText('Nobody has joined your circle yet');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText("Please enter your relative's name")).toBeVisible();
  await expect(page.getByText('Please choose a role')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();

  await invite(page, 'Anna', annaEmail, 'Granddaughter', 'Editor');
  await invite(page, 'Ben', benEmail, 'Son', 'Viewer');
  await invite(page, 'Cara', caraEmail, 'Niece', 'Legacy contact');
  await expect(page.getByTestId('circle-invitation')).toHaveCount(3);
  // Inviting the same address again is refused in the server's words, under the e-mail field.
  await page.getByLabel('Name', { exact: true }).fill('Anna again');
  await page.getByLabel('E-mail', { exact: true }).fill(annaEmail);
  await page.getByRole('radio', { name: 'Viewer' }).check();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.locator('#invite-email-error')).toHaveText(
    'This person already has an invitation waiting. You can resend it from the list below.',
  );

  await mailbox.waitFor(3);
  expect(mailbox.received.map((email) => email.to).sort()).toEqual([annaEmail, benEmail, caraEmail].sort());
  expect(mailbox.received[0]!.subject).toContain(`${owner.username} invites you to their family circle`);

  // Anna opens her link signed out, signs up with the invited address and accepts as editor.
  const anna = await openBrowser(browser);
  const annaLink = invitationLink(mailbox.received, annaEmail, origin);
  await anna.goto(annaLink);
  await expect(
    anna.getByRole('heading', { name: `${owner.username} invites you to their family circle` }),
  ).toBeVisible();
  await expect(anna.getByTestId('invitation-details')).toContainText('You are invited as an editor (Granddaughter).');
  expect(await accessibilityViolations(anna)).toEqual([]);
  await anna.getByRole('button', { name: 'Sign Up' }).click();
  const dialog = anna.getByRole('dialog');
  await dialog.getByLabel('Email').fill(annaEmail);
  await dialog.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(anna.getByRole('dialog')).toBeHidden();
  await anna.waitForTimeout(AUTH_REDIRECT_DELAY_MS + 300); // the modal's own return to this page
  await expect(anna).toHaveURL(annaLink);
  await anna.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(anna).toHaveURL(/\/connections\?circle=/);
  await expect(anna.getByTestId('member-circle')).toContainText(`${owner.username}'s family circle`);
  await expect(anna.getByTestId('member-role')).toHaveText('Editor');
  await expect(anna.getByTestId('member-circle')).toContainText('adds and edits memories');

  // Ben has an account already: his invitation is listed for him, and he accepts from the link.
  const ben = await openBrowser(browser);
  await signUpThroughApi(ben.context().request, benEmail, undefined, origin);
  await ben.goto(`${origin}/family-invitations`);
  await expect(ben.getByTestId('received-invitation')).toContainText(`${owner.username}'s family circle`);
  await expect(ben.getByTestId('received-invitation')).toContainText('As a viewer (Son)');
  await ben.goto(invitationLink(mailbox.received, benEmail, origin));
  await ben.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(ben).toHaveURL(/\/connections\?circle=/);
  await expect(ben.getByTestId('member-role')).toHaveText('Viewer');
  await expect(ben.getByTestId('member-circle')).toContainText(`Sees what ${owner.username} shares with the circle.`);
  const benCircleUrl = ben.url();
  // The same link cannot be used twice.
  await ben.goto(invitationLink(mailbox.received, benEmail, origin));
  await expect(ben.getByTestId('invitation-problem')).toContainText('This invitation has already been accepted.');

  // The owner sees both members with their roles.
  await page.reload();
  await expect(page.getByTestId('circle-member')).toHaveCount(2);
  await expect(memberCard(page, annaName).getByTestId('member-role-badge')).toHaveText('Editor');
  await expect(memberCard(page, annaName)).toContainText('Granddaughter');
  await expect(memberCard(page, benName).getByTestId('member-role-badge')).toHaveText('Viewer');
  await expect(memberCard(page, benName)).toContainText('Sees what you share with the circle. Cannot change anything.');
  await expect(page.getByTestId('circle-invitation')).toHaveCount(1);
  expect(await accessibilityViolations(page)).toEqual([]);

  // The viewer becomes an editor.
  await memberCard(page, benName).getByLabel(`Role of ${benName}`).selectOption('editor');
  await memberCard(page, benName)
    .getByRole('button', { name: `Save role of ${benName}` })
    .click();
  await expectToast(page, { title: 'Role changed', description: `${benName} is now an editor.` });
  await expect(memberCard(page, benName).getByTestId('member-role-badge')).toHaveText('Editor');
  await ben.goto(benCircleUrl);
  await expect(ben.getByTestId('member-role')).toHaveText('Editor');

  // Anna is removed, after confirming; keeping her first changes nothing.
  await memberCard(page, annaName)
    .getByRole('button', { name: `Remove ${annaName}` })
    .click();
  await expect(page.getByRole('dialog')).toContainText(`Remove ${annaName} from your circle?`);
  await page.getByRole('button', { name: 'Keep it' }).click();
  await expect(page.getByTestId('circle-member')).toHaveCount(2);
  await memberCard(page, annaName)
    .getByRole('button', { name: `Remove ${annaName}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
  await expectToast(page, { title: `${annaName} was removed`, description: '' });
  await expect(page.getByTestId('circle-member')).toHaveCount(1);
  await anna.goto(`${origin}/connections`);
  await expect(anna.getByTestId('own-circle')).toBeVisible();
  await expect(anna.getByRole('navigation', { name: 'Your circles' })).toHaveCount(0);

  // Cara's invitation is sent again (a new e-mail), then withdrawn after confirming.
  await invitationRow(page, 'Cara').getByRole('button', { name: 'Resend the invitation to Cara' }).click();
  await expectToast(page, { title: 'Invitation sent again', description: "Cara's new link works until" });
  await mailbox.waitFor(4);
  const caraLink = invitationLink(mailbox.received, caraEmail, origin);
  await invitationRow(page, 'Cara').getByRole('button', { name: 'Withdraw the invitation to Cara' }).click();
  await expect(page.getByRole('dialog')).toContainText("Withdraw Cara's invitation?");
  await page.getByRole('dialog').getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expectToast(page, { title: 'Invitation withdrawn', description: '' });
  await expect(page.getByTestId('circle-invitation')).toHaveCount(0);

  // The audit log tells the story.
  const audit = page.getByTestId('circle-audit');
  await expect(audit.locator('li')).toHaveCount(9);

  // The withdrawn link says so, to a visitor.
  const cara = await openBrowser(browser);
  await cara.goto(caraLink);
  await expect(cara.getByTestId('invitation-problem')).toContainText(
    'This invitation was withdrawn by the person who sent it.',
  );
  // An unknown link too.
  await cara.goto(`${origin}/family-invitations?token=not-a-real-token`);
  await expect(cara.getByTestId('invitation-problem')).toContainText('This invitation is not valid.');

  // The owner's connections list Ben; Ben switches between circles and leaves the owner's.
  await page.goto(`${origin}/connections`);
  await expect(page.getByTestId('connection-member')).toHaveCount(1);
  await expect(page.getByTestId('connection-member')).toContainText(benName);
  await ben.goto(`${origin}/family-connections`);
  await ben.getByRole('link', { name: `${owner.username}'s circle` }).click();
  await expect(ben.getByTestId('member-role')).toHaveText('Editor');
  expect(await accessibilityViolations(ben)).toEqual([]);
  await ben.getByRole('button', { name: 'Leave this circle' }).click();
  await ben.getByRole('dialog').getByRole('button', { name: 'Leave the circle' }).click();
  await expectToast(ben, { title: `You left ${owner.username}'s circle`, description: '' });
  await expect(ben.getByTestId('own-circle')).toBeVisible();
  await page.goto(`${origin}/family-collaboration`);
  await expect(page.getByTestId('circle-empty')).toBeVisible();

  // The refused second invitation is the one failed request the owner's page may log.
  expect(consoleErrors.filter((text) => !text.includes('409 (Conflict)'))).toEqual([]);
});
