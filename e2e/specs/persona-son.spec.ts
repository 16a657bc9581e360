/**
 * The invited son's journey, at 1280 and 390 px: Grandma Rose shares an album with her family circle
 * and invites her son Sam as an editor from /family-collaboration. Sam opens the e-mailed link, reads
 * the invitation told to him, signs up in the dialog already filled with his address, accepts, and
 * lands on what she shares. She then makes him a legacy contact too, with one button (roles combine:
 * docs/decisions/005): her card for him shows "Editor" and "Legacy contact", /legacy lists him as a
 * contact who is also an editor, and he is told by e-mail. From his dashboard's "Shared with you" he
 * finds both roles named, and he still adds a photo to her album. With SAVE_SCREENSHOTS=1 it saves
 * her card for him and her legacy contacts (1280 px) and his stops at the journey's own width.
 */
import {
  expect,
  expectToast,
  recordConsoleErrors,
  setNameThroughApi,
  signUpThroughApi,
  testWithMail as test,
  uniqueEmail,
} from '../fixtures';
import {
  acceptInvitationThroughUi,
  circleMemberCard,
  createSharedAlbumThroughUi,
  dismissToasts,
  expectNoSidewaysScroll,
  inviteThroughUi,
  openBrowser,
  photoNamed,
  saveScreenshotAtItsWidth,
  saveScreenshots,
  uploadThroughUi,
} from '../page-helpers';
import { linkInEmail } from '../servers';

const OWNER_NAME = 'Grandma Rose';
const ALBUM = 'Sunday dinners';

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`Sam, invited by his mother, joins her circle, holds both roles and adds photos, at ${width} px`, async ({
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

    // She shares an album with her circle and invites her son as an editor.
    await owner.goto(`${origin}/memory-vault`);
    await createSharedAlbumThroughUi(owner, ALBUM);
    await owner.goto(`${origin}/family-collaboration`);
    await inviteThroughUi(owner, { name: 'Sam Rose', email: samEmail, relationship: 'Son', role: 'Editor' });

    // Sam opens the e-mailed link, signs up in the dialog filled with his address, and accepts.
    await mailbox.waitForTo(samEmail, 1);
    const sam = await openBrowser(browser);
    await sam.setViewportSize({ width, height });
    const samErrors = recordConsoleErrors(sam);
    await sam.goto(linkInEmail(mailbox.received, samEmail, `${origin}/family-invitations?token=`));
    await expect(
      sam.getByRole('heading', { name: `${OWNER_NAME} invites you to join the family circle` }),
    ).toBeVisible();
    await expectNoSidewaysScroll(sam, 'invitation');
    await saveScreenshotAtItsWidth(sam, 'persona-son-invitation');
    await acceptInvitationThroughUi(sam, { role: 'Editor', signUpWith: samEmail });
    const shares = sam.getByTestId('circle-shares');
    await expect(shares.getByRole('link', { name: ALBUM })).toBeVisible();
    await dismissToasts(sam);
    await expectNoSidewaysScroll(sam, 'landing');
    await saveScreenshotAtItsWidth(sam, 'persona-son-landing');
    // He had chosen no name: he goes by the one his mother invited him under, not his address's.
    const samName = 'Sam Rose';
    await expect(sam.getByRole('banner')).toContainText(samName);

    // She makes him a legacy contact too; his editor role stays, and he is told by e-mail.
    const card = circleMemberCard(owner, samName);
    await owner.reload();
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
    if (width === 1280) await saveScreenshots(owner, 'circle-combined-roles', { focus: card });
    await mailbox.waitForTo(samEmail, 2);
    expect(mailbox.received.filter((email) => email.to === samEmail).at(-1)?.subject).toBe(
      `${OWNER_NAME} named you a legacy contact`,
    );
    await owner.goto(`${origin}/legacy`);
    const contacts = owner.getByRole('list', { name: 'Legacy contacts' });
    await expect(contacts).toContainText(samName);
    await expect(contacts).toContainText('Also editor');
    if (width === 1280) await saveScreenshots(owner, 'legacy-combined-roles', { focus: contacts });

    // Back later, from his dashboard he finds her circle with both his roles, and adds a photo to her album.
    await sam.goto(`${origin}/dashboard`);
    await sam
      .getByTestId('shared-with-you')
      .getByRole('link', { name: `${OWNER_NAME}'s family circle` })
      .click();
    await expect(sam.getByTestId('member-role')).toHaveText('Editor and legacy contact');
    await sam.getByTestId('circle-shares').getByRole('link', { name: ALBUM }).click();
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
    await dismissToasts(sam);
    await expectNoSidewaysScroll(sam, 'album');
    await saveScreenshotAtItsWidth(sam, 'persona-son-album');
    expect(samErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
