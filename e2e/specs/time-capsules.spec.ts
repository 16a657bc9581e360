/**
 * Time capsules in one journey, each person in a browser of their own, on a server of its own with
 * a real SMTP receiver. Grandma Rose creates a capsule opening in 3 days for Mia and Ben (e-mail
 * addresses, no accounts) with Anna of her circle as contributor; Before Anna adds anything,
 * sealing asks first and names her as having added nothing yet; Rose keeps it open. Anna, invited
 * by e-mail, adds a letter and a photo (a real JPEG, through the vault upload); Rose seals it after
 * the confirmation. Sealed, it shows who added how many items and the countdown, never the
 * contents, to Rose and Anna alike. The server's clock moves past the opening: Mia, Ben
 * and Anna get one e-mail each, and Mia's link reveals the letter and the photo item by item. With
 * SAVE_SCREENSHOTS=1 it saves the sealed and the opened capsule at 1280 and 390 px. A second
 * journey makes a capsule that opens "when Maya turns 18" from her birth date in the family tree,
 * follows a corrected birth date, and is changed in its form.
 */
import {
  expect,
  expectToast,
  joinCircleThroughApi,
  postThroughApi,
  setNameThroughApi,
  signUpThroughApi,
  test,
  uniqueEmail,
} from '../fixtures';
import {
  dayFromToday,
  dismissToasts,
  expectDecoded,
  openBrowser,
  photoNamed,
  saveScreenshots,
  uploadThroughUi,
} from '../page-helpers';
import { createServerHost, findFreePort, linkInEmail, startMailbox, type Mailbox } from '../servers';

const DAY = 24 * 60 * 60 * 1000;
const TITLE = 'For Mia at 18';
const LETTER = 'Dear Mia, this is the beach where your grandfather proposed. Love, Aunt Anna.';

test.describe.configure({ mode: 'serial' });

let mailbox: Mailbox;
let server: ReturnType<typeof createServerHost>;
test.beforeAll(async () => {
  mailbox = await startMailbox();
  server = createServerHost(await findFreePort(), mailbox.url);
  await server.startAt(new Date());
});
test.afterAll(async () => {
  await server?.stop();
  await mailbox?.close();
});

test('a capsule filled by the circle stays sealed to everyone, then opens once for each recipient on its day', async ({
  page: owner,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const { origin } = server;
  const ownerEmail = uniqueEmail('rose');
  const mia = uniqueEmail('mia');
  const ben = uniqueEmail('ben');
  await signUpThroughApi(owner.context().request, ownerEmail, undefined, origin);
  await setNameThroughApi(owner.context().request, 'Grandma Rose', origin);
  const anna = await openBrowser(browser);
  const annaEmail = uniqueEmail('anna');
  const annaAccount = await signUpThroughApi(anna.context().request, annaEmail, undefined, origin);
  await joinCircleThroughApi(
    owner.context().request,
    { request: anna.context().request, username: annaAccount.username, email: annaEmail },
    'editor',
    { origin },
  );
  // Anna's circle invitation, and the owner's notice that she joined (circle activity, on by default).
  await mailbox.waitFor(2);
  expect(mailbox.received.find((email) => email.to === ownerEmail)?.subject).toMatch(/joined your family circle$/);
  const before = mailbox.received.length;

  // Rose creates the capsule: opening in 3 days, for Mia and Ben, with Anna as contributor.
  await owner.goto(`${origin}/time-capsules`);
  await expect(owner.getByRole('heading', { level: 1, name: 'Time capsules' })).toBeVisible();
  await expect(owner.getByRole('heading', { name: 'No time capsules yet' })).toBeVisible();
  await owner.getByRole('button', { name: 'New time capsule' }).click();
  await owner.getByRole('button', { name: 'Create time capsule' }).click();
  await expect(owner.getByText('Please give your time capsule a title')).toBeVisible();
  await owner.getByLabel('Title').fill(TITLE);
  await owner.getByLabel('Opening date').fill(dayFromToday(3));
  await owner.getByLabel('Opening time').fill('09:00');
  await owner.getByLabel('Recipient 1 name').fill('Mia');
  await owner.getByLabel('Recipient 1 e-mail').fill(mia);
  await owner.getByRole('button', { name: 'Add a recipient' }).click();
  await owner.getByLabel('Recipient 2 name').fill('Ben');
  await owner.getByLabel('Recipient 2 e-mail').fill(ben);
  await owner.getByRole('checkbox', { name: new RegExp(annaAccount.username) }).check();
  await owner.getByRole('button', { name: 'Create time capsule' }).click();
  await expectToast(owner, {
    title: 'Time capsule created',
    description: 'Add letters, photos and recordings, then seal it.',
  });
  await expect(owner).toHaveURL(/\/time-capsules\?capsule=/);
  const capsuleUrl = owner.url();
  await expect(owner.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(owner.getByTestId('capsule-countdown')).toHaveText(/^Opens in (2|3) days/);

  // Anna has added nothing yet: the confirmation names her before anything is sealed, and Rose keeps it open.
  await dismissToasts(owner);
  await owner.getByRole('button', { name: 'Seal the capsule' }).click();
  const early = owner.getByRole('dialog', { name: `Seal "${TITLE}" anyway?` });
  await expect(early.getByTestId('confirm-warnings')).toHaveText(`${annaAccount.username} has not added anything yet.`);
  await saveScreenshots(owner, 'time-capsule-seal-warning');
  await early.getByRole('button', { name: 'Keep it' }).click();
  await expect(early).toBeHidden();
  await expect(owner.getByRole('button', { name: 'Seal the capsule' })).toBeVisible();

  // Anna is invited by e-mail; her link opens the capsule, and she adds a letter and a photo.
  await mailbox.waitFor(before + 1);
  const invitation = mailbox.received[before]!;
  expect(invitation.to).toBe(annaEmail);
  expect(invitation.subject).toBe(`Grandma Rose invites you to add to the time capsule "${TITLE}"`);
  await anna.goto(linkInEmail(mailbox.received, annaEmail, `${origin}/time-capsules?capsule=`));
  await expect(anna).toHaveURL(capsuleUrl);
  await expect(anna.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await anna.getByLabel('Your letter').fill(LETTER);
  await anna.getByRole('button', { name: 'Add letter' }).click();
  await expectToast(anna, { title: 'Letter added', description: 'It is stored encrypted until the capsule opens.' });
  await anna.getByRole('tab', { name: 'Upload' }).click();
  await uploadThroughUi(anna, photoNamed('the-beach-1975.jpg'), { button: 'Choose photos or videos' });
  await expect(anna.getByTestId('capsule-item')).toHaveCount(2);
  await expectDecoded(anna.getByTestId('capsule-item').getByRole('img'));

  // Rose sees who added what, then seals it after the confirmation.
  await owner.reload();
  await expect(owner.getByTestId('capsule-contributions')).toHaveText(`${annaAccount.username}: 2 items`);
  await owner.getByRole('button', { name: 'Seal the capsule' }).click();
  const confirm = owner.getByRole('dialog', { name: `Seal "${TITLE}"?` });
  await expect(confirm).toContainText('Sealing cannot be undone.');
  await confirm.getByRole('button', { name: 'Seal the capsule' }).click();
  await expect(owner.locator('li[data-variant]').filter({ hasText: 'The time capsule is sealed' })).toBeVisible();
  await expect(owner.getByTestId('sealed-notice')).toContainText('Nobody can look inside until it opens.');
  await expect(owner.getByText(LETTER)).toHaveCount(0);
  await expect(owner.getByRole('button', { name: 'Look inside' })).toHaveCount(0);
  await dismissToasts(owner);
  await saveScreenshots(owner, 'time-capsule-sealed');

  // Sealed to Anna too: the page says so, and the server answers 404 for the contents.
  await anna.goto(capsuleUrl);
  await expect(anna.getByTestId('sealed-notice')).toBeVisible();
  await expect(anna.getByText(LETTER)).toHaveCount(0);
  const capsuleId = new URL(capsuleUrl).searchParams.get('capsule')!;
  expect((await anna.context().request.get(`${origin}/api/time-capsules/${capsuleId}/contents`)).status()).toBe(404);
  expect((await owner.context().request.get(`${origin}/api/time-capsules/${capsuleId}/contents`)).status()).toBe(404);
  await owner.goto(`${origin}/dashboard`);
  await expect(owner.getByTestId('capsules-summary')).toContainText(TITLE);
  const beforeOpening = before + 1;
  expect(mailbox.received.length).toBe(beforeOpening); // nothing more before the opening
  // The dashboard's other sections are still asking the server: let them finish before it stops, or
  // the browser logs a refused connection.
  await owner.waitForLoadState('networkidle');

  // Four days later: the opening job runs once and e-mails each person once.
  await server.moveClockTo(new Date(Date.now() + 4 * DAY));
  await mailbox.waitFor(beforeOpening + 3);
  await new Promise((resolve) => setTimeout(resolve, 3000)); // time for a second e-mail, were there one
  const openings = mailbox.received.slice(beforeOpening);
  expect(openings.map((email) => email.to).sort()).toEqual([mia, ben, annaEmail].sort());
  for (const email of openings) expect(email.subject).toBe(`The time capsule "${TITLE}" is open`);

  // Mia, with no account, opens her link and reveals the capsule item by item.
  const miaPage = await openBrowser(browser);
  await miaPage.goto(linkInEmail(mailbox.received, mia, `${origin}/time-capsules?open=`));
  await expect(miaPage.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(miaPage.getByText('A time capsule from Grandma Rose')).toBeVisible();
  await expect(miaPage.getByText('2 of 2 items still wrapped')).toBeVisible();
  await miaPage.getByRole('button', { name: 'Reveal the first item' }).click();
  await expect(miaPage.getByText(LETTER)).toBeVisible();
  await miaPage.getByRole('button', { name: 'Reveal the next item' }).click();
  await expectDecoded(miaPage.getByTestId('capsule-item').getByRole('img'));
  await expect(miaPage.getByText('That is everything in the capsule.')).toBeVisible();
  await saveScreenshots(miaPage, 'time-capsule-opened', { isFullPage: true });

  // Ben's link works the same; Anna, signed in, sees it opened on its page.
  await miaPage.goto(linkInEmail(mailbox.received, ben, `${origin}/time-capsules?open=`));
  await expect(miaPage.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  expect((await anna.context().request.get(`${origin}/api/time-capsules/${capsuleId}/contents`)).status()).toBe(200);
  expect(consoleErrors).toEqual([]);
});

test('a capsule that opens when Maya turns 18: chosen from the family tree, it follows her birth date until it is changed or sealed', async ({
  page: owner,
  consoleErrors,
}) => {
  const { origin } = server;
  const request = owner.context().request;
  await signUpThroughApi(request, uniqueEmail('marta'), undefined, origin);
  const tree = await postThroughApi<{ id: string }>(request, '/api/family-trees', { name: 'Riveras' }, origin);
  const addPerson = async (givenNames: string, date: string) => {
    const person = await postThroughApi<{ id: string }>(
      request,
      `/api/family-trees/${tree.id}/individuals`,
      { givenNames, surname: 'Rivera' },
      origin,
    );
    const birth = await postThroughApi<{ id: string }>(
      request,
      `/api/family-trees/${tree.id}/events`,
      { individualId: person.id, tag: 'BIRT', date },
      origin,
    );
    return { id: person.id, birthId: birth.id };
  };
  const maya = await addPerson('Maya', '14 MAR 2012');
  await addPerson('Leo', 'ABT 2015');

  await owner.goto(`${origin}/time-capsules`);
  await owner.getByRole('button', { name: 'New time capsule' }).click();
  await owner.getByLabel('Title').fill('For Maya at 18');
  await owner.getByRole('radio', { name: 'On a birthday from the family tree' }).check();
  const person = owner.getByLabel('Whose birthday');
  await expect(person.locator('option', { hasText: 'Leo Rivera — birth date not exact (ABT 2015)' })).toBeDisabled();
  await person.selectOption({ label: 'Maya Rivera (born 14 MAR 2012)' });
  await expect(owner.getByTestId('birthday-preview')).toContainText(
    'Opens on March 14, 2030 at 9:00, when Maya Rivera turns 18.',
  );
  await owner.getByLabel('Recipient 1 name').fill('Maya');
  await owner.getByLabel('Recipient 1 e-mail').fill(uniqueEmail('maya'));
  await owner.getByRole('button', { name: 'Create time capsule' }).click();
  await expect(owner.getByTestId('capsule-birthday')).toHaveText('When Maya Rivera turns 18');
  await expect(owner.getByText(/March 14, 2030 at 9:00 AM/)).toBeVisible();

  // Her birth date is corrected in the tree: the draft follows it.
  const { csrfToken } = (await (await request.get(`${origin}/api/csrf-token`)).json()) as { csrfToken: string };
  const corrected = await request.patch(`${origin}/api/family-trees/${tree.id}/events/${maya.birthId}`, {
    data: { individualId: maya.id, tag: 'BIRT', date: '2 JUN 2012' },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(corrected.ok()).toBe(true);
  await owner.reload();
  await expect(owner.getByText(/June 2, 2030 at 9:00 AM/)).toBeVisible();

  // The owner changes the draft in its form: 21 instead of 18.
  await owner.getByRole('button', { name: 'Change' }).click();
  await expect(owner.getByLabel('Whose birthday')).toHaveValue(maya.id);
  await owner.getByLabel('When they turn').fill('21');
  await owner.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(owner, { title: 'Time capsule saved', description: 'Your changes are kept until you seal it.' });
  await expect(owner.getByTestId('capsule-birthday')).toHaveText('When Maya Rivera turns 21');
  await expect(owner.getByText(/June 2, 2033 at 9:00 AM/)).toBeVisible();
  await saveScreenshots(owner, 'time-capsule-birthday');
  expect(consoleErrors).toEqual([]);
});
