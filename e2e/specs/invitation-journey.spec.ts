/**
 * A relative's invitation from both sides: Anna (seeded through the API with an album and a family
 * tree, neither shared) invites her son from /family-collaboration and, in the same form, ticks
 * the album and the tree to share. He opens the e-mailed link, reads the invitation told to him,
 * signs up in a dialog already filled with the invited address, accepts (which verifies it), and lands on her circle's page showing her name, the
 * album and the tree, each linked; his dashboard lists "Shared with you". With SAVE_SCREENSHOTS=1
 * it saves the form, the invitation, the landing page and the dashboard at 1280 and 390 px.
 */
import {
  expect,
  postThroughApi,
  recordConsoleErrors,
  setNameThroughApi,
  signUpThroughApi,
  testWithMail as test,
  uniqueEmail,
} from '../fixtures';
import {
  acceptInvitationThroughUi,
  accessibilityViolations,
  dismissToasts,
  inviteThroughUi,
  openBrowser,
  saveScreenshots,
} from '../page-helpers';
import { linkInEmail } from '../servers';

const OWNER_NAME = 'Anna';
const ALBUM = 'Summer 1998';
const TREE = 'Miller family';
const RECIPE = 'Rye bread';

test('the owner shares an album and her tree as she invites her son; he lands on them after accepting', async ({
  page: owner,
  browser,
  mailServer,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const { mailbox, origin } = mailServer;
  const sonEmail = uniqueEmail('son');
  await signUpThroughApi(owner.context().request, uniqueEmail('anna'), undefined, origin);
  await setNameThroughApi(owner.context().request, OWNER_NAME, origin);
  const request = owner.context().request;
  await postThroughApi(request, '/api/vault/albums', { name: ALBUM }, origin);
  await postThroughApi(request, '/api/family-trees', { name: TREE }, origin);
  await postThroughApi(
    request,
    '/api/recipes',
    { title: RECIPE, servings: 2, ingredients: [{ quantity: 1, unit: 'kg', item: 'rye flour' }], steps: ['Bake.'] },
    origin,
  );

  // The form shows her things, none shared yet; she ticks the album and the tree, not the recipe.
  await owner.goto(`${origin}/family-collaboration`);
  const choices = owner.getByTestId('share-choices');
  await expect(choices).toContainText('Everyone in your family circle will see these.');
  for (const name of [ALBUM, TREE, RECIPE]) await expect(choices.getByRole('checkbox', { name })).not.toBeChecked();
  await choices.getByRole('checkbox', { name: ALBUM }).check();
  await choices.getByRole('checkbox', { name: TREE }).check();
  await saveScreenshots(owner, 'invitation-share-choices', { focus: choices });
  await inviteThroughUi(owner, { name: 'Tom', email: sonEmail, relationship: 'My son', role: 'Editor' });
  // Once sent, the album and the tree read as shared; the recipe stays hers alone.
  await expect(choices.getByRole('checkbox', { name: `${ALBUM} · already shared` })).toBeDisabled();
  await expect(choices.getByRole('checkbox', { name: `${TREE} · already shared` })).toBeChecked();
  await expect(choices.getByRole('checkbox', { name: RECIPE })).not.toBeChecked();

  // Her son opens the e-mailed link: the invitation speaks to him, not in her word for him.
  await mailbox.waitForTo(sonEmail, 1);
  const link = linkInEmail(mailbox.received, sonEmail, `${origin}/family-invitations?token=`);
  const son = await openBrowser(browser);
  const sonErrors = recordConsoleErrors(son);
  await son.goto(link);
  await expect(son.getByRole('heading', { name: `${OWNER_NAME} invites you to join the family circle` })).toBeVisible();
  await expect(son.getByTestId('invitation-role')).toHaveText(
    `As an editor you can see what ${OWNER_NAME} shares with the family and add your own photos and memories.`,
  );
  await expect(son.getByTestId('invitation-details')).not.toContainText('My son');
  await saveScreenshots(son, 'invitation-to-invitee');
  await acceptInvitationThroughUi(son, { role: 'Editor', signUpWith: sonEmail });

  // He lands on her circle: her name, the album and the tree, each linked; not the recipe. The link
  // proved his address, so nothing asks him to verify it.
  await expect(son.getByText('Please verify your e-mail address')).toHaveCount(0);
  const shares = son.getByTestId('circle-shares');
  await expect(shares.getByRole('heading', { name: `What ${OWNER_NAME} shares with you` })).toBeVisible();
  await expect(shares.getByRole('link', { name: ALBUM })).toHaveAttribute(
    'href',
    /\/memory-vault\?view=shared&sharedAlbum=/,
  );
  await expect(shares.getByRole('link', { name: TREE })).toHaveAttribute('href', /\/family-tree\?tree=/);
  await expect(shares).not.toContainText(RECIPE);
  expect(await accessibilityViolations(son)).toEqual([]);
  await dismissToasts(son);
  await saveScreenshots(son, 'invitation-landing', { isFullPage: true });

  // His dashboard's "Shared with you" names her circle with what it shares.
  await son.goto(`${origin}/dashboard`);
  const sharedWithYou = son.getByTestId('shared-with-you');
  await expect(sharedWithYou.getByRole('link', { name: `${OWNER_NAME}'s family circle` })).toContainText(
    '1 album · 1 family tree',
  );
  await saveScreenshots(son, 'dashboard-shared-with-you', { focus: sharedWithYou });
  await sharedWithYou.getByRole('link', { name: `${OWNER_NAME}'s family circle` }).click();
  await expect(son.getByTestId('circle-shares').getByRole('link', { name: TREE })).toBeVisible();

  expect(sonErrors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
