/**
 * Looking after the family circle, past what the journey (family-circle-journey.spec.ts) covers:
 * the empty circle and the form's messages; Anna (editor) and Ben (viewer) join through the API; a
 * legacy contact's invitation is listed for Cara on /family-invitations and refused a second time;
 * a used link says so; the owner changes Ben's role, removes Anna after confirming, resends and
 * withdraws Cara's invitation (whose e-mailed link then says it was withdrawn); the audit log tells
 * it all; Ben switches to the owner's circle and leaves it. E-mails are read from a real SMTP
 * server. The circle page, an invitation link and /connections pass axe.
 */
import type { Page } from '@playwright/test';
import {
  expect,
  expectToast,
  joinCircleThroughApi,
  signUpThroughApi,
  testWithMail as test,
  uniqueEmail,
} from '../fixtures';
import { accessibilityViolations, circleMemberCard, inviteThroughUi, openBrowser } from '../page-helpers';
import { linkInEmail } from '../servers';

const invitationRow = (page: Page, name: string) => page.getByTestId('circle-invitation').filter({ hasText: name });

test('the owner changes a role, removes a member, resends and withdraws an invitation; a member leaves', async ({
  page,
  browser,
  mailServer,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const { mailbox, origin } = mailServer;
  const invitationLinkOf = (to: string) => linkInEmail(mailbox.received, to, `${origin}/family-invitations?token=`);
  const ownerRequest = page.context().request;
  const owner = await signUpThroughApi(ownerRequest, uniqueEmail('grandpa'), undefined, origin);
  /** A relative's own browser, signed up through the API. */
  const signedUpRelative = async (prefix: string) => {
    const relativePage = await openBrowser(browser);
    const request = relativePage.context().request;
    const account = await signUpThroughApi(request, uniqueEmail(prefix), undefined, origin);
    return { page: relativePage, request, ...account };
  };
  const anna = await signedUpRelative('anna');
  const ben = await signedUpRelative('ben');
  const cara = await signedUpRelative('cara');

  // An empty circle, and the contract's messages under the fields.
  await page.goto(`${origin}/family-collaboration`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your family circle' })).toBeVisible();
  await expect(page.getByTestId('circle-empty')).toContainText('Nobody has joined your circle yet');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText("Please enter your relative's name")).toBeVisible();
  await expect(page.getByText('Please choose a role')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();

  // Anna and Ben join (the journey follows these steps in the browser); Cara is invited as legacy contact.
  await joinCircleThroughApi(ownerRequest, anna, 'editor', { relationship: 'Granddaughter', origin });
  await joinCircleThroughApi(ownerRequest, ben, 'viewer', { relationship: 'Son', origin });
  await inviteThroughUi(page, { name: 'Cara', email: cara.email, relationship: 'Niece', role: 'Legacy contact' });
  await expect(page.getByTestId('circle-invitation')).toHaveCount(1);
  // Inviting the same address again is refused in the server's words, under the e-mail field.
  await page.getByLabel('Name', { exact: true }).fill('Cara again');
  await page.getByLabel('E-mail', { exact: true }).fill(cara.email);
  await page.getByRole('radio', { name: 'Viewer' }).check();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.locator('#invite-email-error')).toHaveText(
    'This person already has an invitation waiting. You can resend it from the list below.',
  );

  // Cara, signed in, finds her pending invitation listed, and its link explains the role.
  await cara.page.goto(`${origin}/family-invitations`);
  await expect(cara.page.getByTestId('received-invitation')).toContainText(
    `${owner.username} invites you to join the family circle`,
  );
  await expect(cara.page.getByTestId('received-invitation')).toContainText(
    'As a legacy contact you see nothing for now',
  );
  await expect(cara.page.getByTestId('received-invitation')).not.toContainText('Niece');
  await mailbox.waitForTo(cara.email, 1);
  await cara.page.goto(invitationLinkOf(cara.email));
  await expect(cara.page.getByTestId('invitation-role')).toHaveText(
    `As a legacy contact you see nothing for now: you receive what ${owner.username} leaves you only when a release after ${owner.username}'s death grants it.`,
  );
  expect(await accessibilityViolations(cara.page)).toEqual([]);
  // Ben's link, already used, cannot be used again.
  await mailbox.waitForTo(ben.email, 1);
  await ben.page.goto(invitationLinkOf(ben.email));
  await expect(ben.page.getByTestId('invitation-problem')).toContainText('This invitation has already been accepted.');

  // The owner sees both members, and what each role may do.
  await page.reload();
  await expect(page.getByTestId('circle-member')).toHaveCount(2);
  await expect(circleMemberCard(page, ben.username)).toContainText(
    'Sees what you share with the circle. Cannot change anything.',
  );
  expect(await accessibilityViolations(page)).toEqual([]);

  // The viewer becomes an editor.
  await circleMemberCard(page, ben.username).getByLabel(`Role of ${ben.username}`).selectOption('editor');
  await circleMemberCard(page, ben.username)
    .getByRole('button', { name: `Save role of ${ben.username}` })
    .click();
  await expectToast(page, { title: 'Role changed', description: `${ben.username} is now an editor.` });
  await expect(circleMemberCard(page, ben.username).getByTestId('member-role-badge')).toHaveText('Editor');

  // Anna is removed, after confirming; keeping her first changes nothing.
  await circleMemberCard(page, anna.username)
    .getByRole('button', { name: `Remove ${anna.username}` })
    .click();
  await expect(page.getByRole('dialog')).toContainText(`Remove ${anna.username} from your circle?`);
  await page.getByRole('button', { name: 'Keep it' }).click();
  await expect(page.getByTestId('circle-member')).toHaveCount(2);
  await circleMemberCard(page, anna.username)
    .getByRole('button', { name: `Remove ${anna.username}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
  await expectToast(page, { title: `${anna.username} was removed`, description: '' });
  await expect(page.getByTestId('circle-member')).toHaveCount(1);
  await anna.page.goto(`${origin}/connections`);
  await expect(anna.page.getByTestId('own-circle')).toBeVisible();
  await expect(anna.page.getByRole('navigation', { name: 'Your circles' })).toHaveCount(0);

  // Cara's invitation is sent again (a new e-mail), then withdrawn after confirming.
  await invitationRow(page, 'Cara').getByRole('button', { name: 'Resend the invitation to Cara' }).click();
  await expectToast(page, { title: 'Invitation sent again', description: "Cara's new link works until" });
  // The resent link, not the first: the owner's "joined" notices for Anna and Ben arrive in between.
  await mailbox.waitForTo(cara.email, 2);
  const caraLink = invitationLinkOf(cara.email);
  await invitationRow(page, 'Cara').getByRole('button', { name: 'Withdraw the invitation to Cara' }).click();
  await expect(page.getByRole('dialog')).toContainText("Withdraw Cara's invitation?");
  await page.getByRole('dialog').getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expectToast(page, { title: 'Invitation withdrawn', description: '' });
  await expect(page.getByTestId('circle-invitation')).toHaveCount(0);

  // The audit log tells the story: 3 invitations, 2 acceptances, a role change, a removal, a resend, a withdrawal.
  await expect(page.getByTestId('circle-audit').locator('li')).toHaveCount(9);

  // The withdrawn link says so; an unknown link too.
  await cara.page.goto(caraLink);
  await expect(cara.page.getByTestId('invitation-problem')).toContainText(
    'This invitation was withdrawn by the person who sent it.',
  );
  await cara.page.goto(`${origin}/family-invitations?token=not-a-real-token`);
  await expect(cara.page.getByTestId('invitation-problem')).toContainText('This invitation is not valid.');

  // The owner's connections list Ben; Ben switches between circles and leaves the owner's.
  await page.goto(`${origin}/connections`);
  await expect(page.getByTestId('connection-member')).toHaveCount(1);
  await expect(page.getByTestId('connection-member')).toContainText(ben.username);
  await ben.page.goto(`${origin}/family-connections`);
  await ben.page.getByRole('link', { name: `${owner.username}'s circle` }).click();
  await expect(ben.page.getByTestId('member-role')).toHaveText('Editor');
  expect(await accessibilityViolations(ben.page)).toEqual([]);
  await ben.page.getByRole('button', { name: 'Leave this circle' }).click();
  await ben.page.getByRole('dialog').getByRole('button', { name: 'Leave the circle' }).click();
  await expectToast(ben.page, { title: `You left ${owner.username}'s circle`, description: '' });
  await expect(ben.page.getByTestId('own-circle')).toBeVisible();
  await page.goto(`${origin}/family-collaboration`);
  await expect(page.getByTestId('circle-empty')).toBeVisible();

  // The refused second invitation is the one failed request the owner's page may log.
  expect(consoleErrors.filter((text) => !text.includes('409 (Conflict)'))).toEqual([]);
});
