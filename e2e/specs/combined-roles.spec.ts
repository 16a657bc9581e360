/**
 * Roles combine (docs/decisions/005): Grandma Rose invites her son Sam as an editor from
 * /family-collaboration, he accepts from his e-mailed link, and she makes him a legacy contact too
 * with one button. His card shows "Editor" and "Legacy contact", /legacy lists him as a contact who
 * is also an editor, his /connections names both roles, and he still adds a photo to her shared
 * album. With SAVE_SCREENSHOTS=1 it saves his card and the legacy contacts at 1280 and 390 px.
 */
import {
  expect,
  expectToast,
  setNameThroughApi,
  signUpThroughApi,
  testWithMail as test,
  uniqueEmail,
} from '../fixtures';
import {
  acceptInvitationThroughUi,
  circleMemberCard,
  dismissToasts,
  inviteThroughUi,
  openBrowser,
  photoNamed,
  saveScreenshots,
  uploadThroughUi,
} from '../page-helpers';
import { linkInEmail } from '../servers';

const OWNER_NAME = 'Grandma Rose';
const ALBUM = 'Sunday dinners';

test('an editor made a legacy contact holds both roles and still adds to a shared album', async ({
  page: owner,
  browser,
  mailServer,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const { mailbox, origin } = mailServer;
  const samEmail = uniqueEmail('sam');
  await signUpThroughApi(owner.context().request, uniqueEmail('rose'), undefined, origin);
  await setNameThroughApi(owner.context().request, OWNER_NAME, origin);
  const sam = await openBrowser(browser);
  const { username: samName } = await signUpThroughApi(sam.context().request, samEmail, undefined, origin);

  // She invites her son as an editor; he accepts from his link.
  await owner.goto(`${origin}/family-collaboration`);
  await inviteThroughUi(owner, { name: 'Sam', email: samEmail, relationship: 'Son', role: 'Editor' });
  await mailbox.waitFor(1);
  await sam.goto(linkInEmail(mailbox.received, samEmail, `${origin}/family-invitations?token=`));
  await acceptInvitationThroughUi(sam, { role: 'Editor' });

  // She shares an album with the circle.
  await owner.goto(`${origin}/memory-vault`);
  await owner.getByLabel('New album').fill(ALBUM);
  await owner.getByRole('button', { name: 'Create album' }).click();
  await owner
    .getByTestId('vault-album')
    .filter({ hasText: ALBUM })
    .getByRole('switch', { name: `Share with my family circle: ${ALBUM}` })
    .click();
  await expectToast(owner, {
    title: 'Album shared with your family circle',
    description: `Everything in “${ALBUM}”, now and later, is shared with your circle.`,
  });

  // She makes him a legacy contact too; his editor role stays.
  await owner.goto(`${origin}/family-collaboration`);
  const card = circleMemberCard(owner, samName);
  await expect(card.getByTestId('member-role-badge')).toHaveText(['Editor']);
  await card.getByRole('button', { name: `Make legacy contact of ${samName}` }).click();
  await expectToast(owner, {
    title: 'Legacy contact added',
    description: `${samName} is a legacy contact now and stays an editor. We told them by e-mail.`,
  });
  await expect(card.getByTestId('member-role-badge')).toHaveText(['Editor', 'Legacy contact']);
  await expect(card.getByLabel(`Role of ${samName}`)).toHaveValue('editor');
  await expect(card.getByRole('button', { name: `Remove legacy-contact role of ${samName}` })).toBeVisible();
  await dismissToasts(owner);
  await saveScreenshots(owner, 'circle-combined-roles', { focus: card });
  await mailbox.waitFor(2);
  expect(mailbox.received.at(-1)?.subject).toBe(`${OWNER_NAME} named you a legacy contact`);

  await owner.goto(`${origin}/legacy`);
  const contacts = owner.getByRole('list', { name: 'Legacy contacts' });
  await expect(contacts).toContainText(samName);
  await expect(contacts).toContainText('Also editor');
  await saveScreenshots(owner, 'legacy-combined-roles', { focus: contacts });

  // He sees both roles, and still adds a photo to the shared album.
  await sam.goto(`${origin}/connections`);
  await sam
    .getByRole('navigation', { name: 'Your circles' })
    .getByRole('link', { name: `${OWNER_NAME}'s circle` })
    .click();
  await expect(sam.getByTestId('member-role')).toHaveText('Editor and legacy contact');
  await sam.goto(`${origin}/memory-vault`);
  await sam.getByRole('tab', { name: 'Shared with me' }).click();
  const album = sam.getByTestId('shared-album').filter({ hasText: ALBUM });
  await album.getByRole('button', { name: `Add my photos to “${ALBUM}”` }).click();
  const picker = sam.getByRole('dialog', { name: `Add to “${ALBUM}”` });
  await uploadThroughUi(sam, photoNamed('sam-at-dinner.jpg'), { scope: picker, button: 'Upload new photos' });
  await picker.getByRole('button', { name: 'Add 1 memory' }).click();
  await expectToast(sam, {
    title: `Added to “${ALBUM}”`,
    description: `1 memory is now in ${OWNER_NAME}’s shared album.`,
  });
  await expect(album).toContainText(`From ${OWNER_NAME} · 1 memory`);
  expect(consoleErrors).toEqual([]);
});
