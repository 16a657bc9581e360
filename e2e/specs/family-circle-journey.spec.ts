/**
 * The family circle in one journey (docs/product/roles-and-access.md "Family circle"), each person
 * in a browser of their own. Grandpa Joe (seeded through the API) invites two relatives from
 * /family-collaboration; their e-mails arrive at a real SMTP server and their links are followed.
 * Anna signs up from hers and accepts as editor; Ben, who has an account, accepts as viewer.
 * Grandpa Joe shares an album with the circle; Anna adds a photo (a real JPEG) to it from "Shared
 * with me"; Ben sees the photo with Anna's name and opens it with no way to change it; Grandpa
 * Joe's view of the album lists it under Anna's name, and opens it from there. Grandpa Joe makes a
 * link to the album with a passphrase and an expiry day; a signed-out browser opens it with the
 * passphrase and sees the photo; Grandpa Joe revokes the link on /sharing and the browser,
 * reloading, is told it is gone. With SAVE_SCREENSHOTS=1 it saves the albums panel, the add-photos
 * picker, "Shared with me", the viewer's read-only photo and the closed link at 1280 and 390 px.
 */
import { SHARE_LINK_MESSAGES } from '@heirloom/common/contracts/share-links';
import { formatCalendarDay } from '@heirloom/common/utils/format-date';
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
  dayFromToday,
  dismissToasts,
  expectDecoded,
  inviteThroughUi,
  openBrowser,
  photoNamed,
  saveScreenshots,
  uploadThroughUi,
} from '../page-helpers';
import { linkInEmail } from '../servers';

const OWNER_NAME = 'Grandpa Joe';
const ALBUM = 'Summer 1998';
const PHOTO_TITLE = 'anna at the beach';
const PASSPHRASE = 'blue heron 1972';

test('invited relatives join as editor and viewer, share an album photo, and a passphrase link works until it is revoked', async ({
  page: owner,
  browser,
  mailServer,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const { mailbox, origin } = mailServer;
  const annaEmail = uniqueEmail('anna');
  const benEmail = uniqueEmail('ben');
  await signUpThroughApi(owner.context().request, uniqueEmail('grandpa'), undefined, origin);
  await setNameThroughApi(owner.context().request, OWNER_NAME, origin);
  const ben = await openBrowser(browser);
  const benErrors = recordConsoleErrors(ben);
  await signUpThroughApi(ben.context().request, benEmail, undefined, origin);
  const benName = 'Ben';

  // Grandpa Joe invites Anna as an editor and Ben as a viewer.
  await owner.goto(`${origin}/family-collaboration`);
  await expect(owner.getByRole('heading', { level: 1, name: 'Your family circle' })).toBeVisible();
  await inviteThroughUi(owner, { name: 'Anna', email: annaEmail, relationship: 'Granddaughter', role: 'Editor' });
  await inviteThroughUi(owner, { name: 'Ben', email: benEmail, relationship: 'Son', role: 'Viewer' });
  await expect(owner.getByTestId('circle-invitation')).toHaveCount(2);

  // One e-mail each, from Grandpa Joe by name, with a link of its own.
  await mailbox.waitFor(2);
  for (const to of [annaEmail, benEmail]) {
    const email = mailbox.received.find((candidate) => candidate.to === to);
    expect(email?.subject).toContain(`${OWNER_NAME} invites you to their family circle`);
  }
  const invitationLinkOf = (to: string) => linkInEmail(mailbox.received, to, `${origin}/family-invitations?token=`);

  // Anna opens her link signed out, signs up with the invited address and accepts as an editor.
  const anna = await openBrowser(browser);
  const annaErrors = recordConsoleErrors(anna);
  const annaLink = invitationLinkOf(annaEmail);
  await anna.goto(annaLink);
  await expect(
    anna.getByRole('heading', { name: `${OWNER_NAME} invites you to join the family circle` }),
  ).toBeVisible();
  await expect(anna.getByTestId('invitation-role')).toHaveText(
    `As an editor you can see what ${OWNER_NAME} shares with the family and add your own photos and memories.`,
  );
  // The relationship is the owner's word for her, not her title.
  await expect(anna.getByTestId('invitation-details')).not.toContainText('Granddaughter');
  await acceptInvitationThroughUi(anna, { role: 'Editor', signUpWith: annaEmail });
  await expect(anna.getByTestId('member-circle')).toContainText(`${OWNER_NAME}'s family circle`);
  // She had chosen no name: she goes by the one she was invited under
  // (docs/product/accounts-and-sessions.md "Username").
  const annaName = 'Anna';

  // Ben is signed in already: his link shows the invitation as a viewer, and he accepts.
  await ben.goto(invitationLinkOf(benEmail));
  await expect(ben.getByTestId('invitation-role')).toHaveText(
    `As a viewer you can see what ${OWNER_NAME} shares with the family.`,
  );
  await acceptInvitationThroughUi(ben, { role: 'Viewer' });

  // Grandpa Joe's circle lists both by name, with relationship and role; nobody is still invited.
  await owner.reload();
  await expect(owner.getByTestId('circle-member')).toHaveCount(2);
  await expect(circleMemberCard(owner, annaName).getByTestId('member-role-badge')).toHaveText('Editor');
  await expect(circleMemberCard(owner, annaName)).toContainText('Granddaughter');
  await expect(circleMemberCard(owner, benName).getByTestId('member-role-badge')).toHaveText('Viewer');
  await expect(circleMemberCard(owner, benName)).toContainText('Son');
  await expect(owner.getByTestId('circle-invitation')).toHaveCount(0);

  // Grandpa Joe makes an album in the vault and shares it with the circle.
  await owner.goto(`${origin}/memory-vault`);
  await owner.getByLabel('New album').fill(ALBUM);
  await owner.getByRole('button', { name: 'Create album' }).click();
  const ownerAlbum = owner.getByTestId('vault-album').filter({ hasText: ALBUM });
  const albumSwitch = ownerAlbum.getByRole('switch', { name: `Share with my family circle: ${ALBUM}` });
  await expect(albumSwitch).toHaveAttribute('aria-checked', 'false');
  await albumSwitch.click();
  await expectToast(owner, {
    title: 'Album shared with your family circle',
    description: `Everything in “${ALBUM}”, now and later, is shared with your circle.`,
  });
  await expect(albumSwitch).toHaveAttribute('aria-checked', 'true');
  await dismissToasts(owner);
  // The albums panel sits behind "Filters and albums" on a phone.
  await saveScreenshots(owner, 'sharing-albums', { focus: ownerAlbum, isDesktopOnly: true });

  // Anna adds a photo to it from "Shared with me", uploading it from the picker.
  await anna.goto(`${origin}/memory-vault`);
  await anna.getByRole('tab', { name: 'Shared with me' }).click();
  const annaAlbum = anna.getByTestId('shared-album').filter({ hasText: ALBUM });
  await expect(annaAlbum).toContainText(`From ${OWNER_NAME} · 0 memories`);
  await annaAlbum.getByRole('button', { name: `Add my photos to “${ALBUM}”` }).click();
  const picker = anna.getByRole('dialog', { name: `Add to “${ALBUM}”` });
  await uploadThroughUi(anna, photoNamed('anna-at-the-beach.jpg'), { scope: picker, button: 'Upload new photos' });
  await expect(picker.getByRole('checkbox', { name: new RegExp(PHOTO_TITLE) })).toBeChecked();
  // Anna agrees that a link Grandpa Joe makes to the album may show it (without that, it stays in the circle).
  await picker.getByLabel(`Also when ${OWNER_NAME} shares this album by link`).check();
  await expect(picker.getByTestId('link-consent-hint')).toContainText(
    `Anyone ${OWNER_NAME} gives a link to the album can see it`,
  );
  await saveScreenshots(anna, 'sharing-add-photos');
  await picker.getByRole('button', { name: 'Add 1 memory' }).click();
  await expectToast(anna, {
    title: `Added to “${ALBUM}”`,
    description: `1 memory is now in ${OWNER_NAME}’s shared album.`,
  });
  await expect(picker).toBeHidden();
  await expect(annaAlbum).toContainText(`From ${OWNER_NAME} · 1 memory`);

  // Ben sees the photo with Anna's name, but cannot add to the album or change the photo.
  await ben.goto(`${origin}/memory-vault`);
  await ben.getByRole('tab', { name: 'Shared with me' }).click();
  const benAlbum = ben.getByTestId('shared-album').filter({ hasText: ALBUM });
  await expect(benAlbum).toContainText(`From ${OWNER_NAME} · 1 memory`);
  await expect(benAlbum.getByRole('button', { name: /Add my photos/ })).toHaveCount(0);
  const photoCard = ben.getByTestId('shared-grid').getByTestId('vault-card').filter({ hasText: PHOTO_TITLE });
  await expect(photoCard).toContainText(`From ${annaName}`);
  await saveScreenshots(ben, 'sharing-shared-with-me');
  await photoCard.click();
  const detail = ben.getByRole('dialog', { name: PHOTO_TITLE });
  await expect(detail.getByTestId('shared-item-details')).toContainText(`From ${annaName}.`);
  await expectDecoded(detail.getByTestId('photo-viewer'));
  for (const control of ['Save changes', 'Move to trash', 'Get a link']) {
    await expect(detail.getByRole('button', { name: control })).toHaveCount(0);
  }
  await expect(detail.getByRole('switch')).toHaveCount(0);
  await expect(detail.getByRole('textbox')).toHaveCount(0);
  await saveScreenshots(ben, 'sharing-shared-item');

  // Grandpa Joe opens his album: it lists what Anna added, under her name, and her photo opens from there.
  await ownerAlbum.getByTestId('album-drop-target').click();
  const additions = owner.getByTestId('album-additions');
  await expect(additions.getByRole('heading')).toHaveText(`Added to “${ALBUM}” by your family`);
  await expect(additions.getByTestId('album-contributor')).toHaveText(`${annaName} added 1 memory: ${PHOTO_TITLE}`);
  await saveScreenshots(owner, 'sharing-album-additions', { focus: additions });
  await additions.getByRole('link', { name: PHOTO_TITLE }).click();
  const ownersView = owner.getByRole('dialog', { name: PHOTO_TITLE });
  await expect(ownersView.getByTestId('shared-item-details')).toContainText(`From ${annaName}.`);
  await owner.keyboard.press('Escape');
  await expect(ownersView).toBeHidden();

  // Grandpa Joe makes a link to the album with a passphrase, working for 30 days.
  const expiryDay = dayFromToday(30);
  await owner.getByRole('button', { name: `Get a link to the album ${ALBUM}` }).click();
  const linkDialog = owner.getByRole('dialog', { name: `Get a link to “${ALBUM}”` });
  await linkDialog.getByLabel('Expires on').fill(expiryDay);
  await linkDialog.getByLabel('Passphrase').fill(PASSPHRASE);
  await linkDialog.getByRole('button', { name: 'Create link' }).click();
  const ready = owner.getByRole('dialog', { name: 'Your link is ready' });
  await expect(ready).toContainText('asks for the passphrase');
  const shareUrl = await ready.getByLabel('Your link').inputValue();
  expect(shareUrl).toMatch(new RegExp(`^${origin}/shared/s\\.`));
  await ready.getByRole('button', { name: 'Done' }).click();
  await expect(ready).toBeHidden();

  // A signed-out browser opens it: who shared what, until when; the passphrase opens Anna's photo.
  const visitor = await openBrowser(browser);
  const visitorErrors = recordConsoleErrors(visitor);
  await visitor.goto(shareUrl);
  await expect(visitor.getByRole('heading', { level: 1, name: ALBUM })).toBeVisible();
  await expect(visitor.getByText(`Shared by ${OWNER_NAME}`)).toBeVisible();
  const expiryText = formatCalendarDay(expiryDay, 'day');
  await expect(visitor.getByText(`An album shared with you · this link works until ${expiryText}.`)).toBeVisible();
  await expect(visitor.getByTestId('shared-photo')).toHaveCount(0);
  const form = visitor.getByTestId('share-passphrase');
  await form.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE);
  await form.getByRole('button', { name: 'Open' }).click();
  await expectDecoded(visitor.getByTestId('shared-photo'));
  await expect(visitor.getByRole('heading', { level: 2, name: PHOTO_TITLE })).toBeVisible();

  // Grandpa Joe revokes the link on /sharing, after confirming.
  await owner.goto(`${origin}/sharing`);
  const link = owner.getByTestId('share-link').filter({ hasText: ALBUM });
  await expect(link.getByTestId('share-link-status')).toHaveText('Active');
  await expect(link).toContainText('PassphraseYes');
  await link.getByRole('button', { name: `Revoke the link to ${ALBUM}` }).click();
  await owner
    .getByRole('dialog', { name: `Revoke the link to “${ALBUM}”?` })
    .getByRole('button', { name: 'Revoke the link' })
    .click();
  await expectToast(owner, { title: 'Link revoked', description: '' });
  await expect(link.getByTestId('share-link-status')).toHaveText('Revoked');

  // The signed-out browser reloads: the link is gone, said kindly, with the way home.
  await visitor.reload();
  const gone = visitor.getByTestId('share-unavailable');
  await expect(gone.getByRole('heading', { name: SHARE_LINK_MESSAGES.noLongerShared })).toBeVisible();
  await expect(gone).toContainText(SHARE_LINK_MESSAGES.unavailable);
  await expect(gone.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expect(visitor.getByTestId('shared-photo')).toHaveCount(0);
  await saveScreenshots(visitor, 'share-link-gone');

  expect(consoleErrors).toEqual([]);
  expect(annaErrors).toEqual([]);
  expect(benErrors).toEqual([]);
  // The revoked link's answer (410 Gone) is the one failed request the visitor's page logs.
  expect(visitorErrors.filter((text) => !text.includes('410'))).toEqual([]);
});
