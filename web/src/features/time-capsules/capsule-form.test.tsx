// @vitest-environment jsdom
/**
 * The capsule form in a browser-like document, with the server's answers stubbed at fetch: the
 * contract's sentences under the fields it refuses, recipient rows added and removed, members of
 * the circle as recipients and contributors, the body of a new capsule and of a changed draft, the
 * birthday opening and a server refusal (docs/product/capsules-scrapbooks-recipes.md "Time capsules").
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import type { CircleOverview } from '@heirloom/common/contracts/circle';
import type { TimeCapsuleSummary } from '@heirloom/common/contracts/time-capsules';
import { Toaster } from '../../components/ui/toaster';
import { dismissToast } from '../../components/ui/use-toast';
import { CapsuleForm } from './capsule-form';
import { CurrentAddress, jsonResponse } from '../../testing/helpers';

afterEach(() => {
  dismissToast();
  cleanup();
  vi.unstubAllGlobals();
});

const CAPSULE_ID = '3f1c2a4e-8b7d-4c6e-9a1f-2b3c4d5e6f70';
const ANNA_ID = '6a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';
const TREE_ID = '7b3c4d5e-6f7a-4b2c-9d3e-4f5a6b7c8d9e';
const MAYA_ID = '8c4d5e6f-7a8b-4c3d-8e4f-5a6b7c8d9e0f';
const LEO_ID = '9d5e6f7a-8b9c-4d4e-9f5a-6b7c8d9e0f1a';
const NEW_ID = '0e6f7a8b-9c0d-4e5f-8a6b-7c8d9e0f1a2b';

const circle: CircleOverview = {
  owner: { id: 'owner', name: 'Grandma Rose', email: 'rose@example.com' },
  members: [
    {
      id: 'membership-anna',
      userId: ANNA_ID,
      name: 'Anna',
      email: 'anna@example.com',
      relationship: 'Daughter',
      role: 'editor',
      isLegacyContact: false,
      since: '2030-01-01T00:00:00.000Z',
      lastActiveAt: null,
      canSee: 'Everything you share',
    },
  ],
  invitations: [],
};

/** Someone of the tree, as GET /api/family-trees/:id answers, born on `date`. */
const person = (id: string, givenNames: string, date: string, eventId: string) => ({
  individual: {
    id,
    xref: `@${givenNames}@`,
    name: `${givenNames} Rivera`,
    namePrefix: '',
    givenNames,
    nickname: '',
    surnamePrefix: '',
    surname: 'Rivera',
    nameSuffix: '',
    otherNames: [],
    sex: null,
    isLiving: true,
    linkedUserId: null,
  },
  birth: {
    id: eventId,
    individualId: id,
    familyId: null,
    tag: 'BIRT',
    type: null,
    value: null,
    date,
    datePhrase: null,
    dateSortKey: null,
    place: null,
  },
});
const maya = person(MAYA_ID, 'Maya', '14 MAR 2012', 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d');
const leo = person(LEO_ID, 'Leo', 'ABT 2015', 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e');
/** A tree with Maya (born on an exact day) and Leo (born about a year). */
const riveras = {
  tree: { id: TREE_ID, name: 'Riveras', ownerId: ANNA_ID, role: 'owner', isSharedWithCircle: false, createdAt: '' },
  individuals: [maya.individual, leo.individual],
  families: [],
  events: [maya.birth, leo.birth],
  notes: [],
  mediaObjects: [],
};

const draft: TimeCapsuleSummary = {
  id: CAPSULE_ID,
  title: 'For Maya at 18',
  ownerName: 'Grandma Rose',
  status: 'draft',
  opensAt: '2040-05-01T07:00:00.000Z',
  timeZone: 'Europe/Paris',
  opensOnBirthday: null,
  openingProblem: null,
  ownerMayLook: true,
  sealedAt: null,
  openedAt: null,
  role: 'owner',
  canReadContents: true,
  recipients: [{ name: 'Maya', email: 'maya@example.com' }],
  contributors: [{ userId: ANNA_ID, name: 'Anna', itemCount: 0 }],
  contributions: [],
  itemCount: 0,
};

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Answers the circle, the family trees, a CSRF token and the capsule writes (with `saveAnswer`);
 * records every request that changes something.
 */
function stubServer(saveAnswer: () => Response = () => jsonResponse({ ...draft, id: NEW_ID }, 201)) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (path === '/api/csrf-token') return jsonResponse({ csrfToken: 'token' });
    if (path === '/api/circle') return jsonResponse(circle);
    if (path === '/api/family-trees') return jsonResponse([riveras.tree]);
    if (path === `/api/family-trees/${TREE_ID}`) return jsonResponse(riveras);
    if (method === 'GET') return jsonResponse({ message: 'Not here' }, 404);
    sent.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return saveAnswer();
  });
  return sent;
}

function renderForm(capsule?: TimeCapsuleSummary) {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/time-capsules']}>
        <Routes>
          <Route path="*" element={<CapsuleForm capsule={capsule} onDone={onDone} />} />
        </Routes>
        <CurrentAddress />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return onDone;
}

/** Anna's contributor box appears once the circle has answered. */
const circleAnswered = () => screen.findByRole('checkbox', { name: /Anna/ });

it('shows the contract’s sentences under the fields it refuses, sends nothing and leaves the focus where it was', async () => {
  const sent = stubServer();
  const user = userEvent.setup();
  renderForm();
  await circleAnswered();
  const create = screen.getByRole('button', { name: 'Create time capsule' });
  await user.click(create);

  expect(await screen.findByText('Please give your time capsule a title')).toBeTruthy();
  expect(screen.getByText('Please choose when the capsule opens')).toBeTruthy();
  expect(screen.getByText('Add at least one recipient')).toBeTruthy();
  expect(document.activeElement).toBe(create);

  await user.type(screen.getByLabelText('Title'), 'For Mia at 18');
  await user.type(screen.getByLabelText('Recipient 1 name'), 'Mia');
  await user.type(screen.getByLabelText('Recipient 1 e-mail'), 'not an address');
  // The sentences stay as they were until the next attempt.
  expect(screen.getByText('Please give your time capsule a title')).toBeTruthy();
  expect(screen.getByText('Add at least one recipient')).toBeTruthy();
  await user.click(create);
  expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
  expect(screen.queryByText('Please give your time capsule a title')).toBeNull();
  expect(screen.queryByText('Add at least one recipient')).toBeNull();
  expect(sent).toEqual([]);
});

it('adds and removes recipient rows, and offers each member of the circle once as a recipient', async () => {
  stubServer();
  const user = userEvent.setup();
  renderForm();
  await circleAnswered();
  expect(screen.getByRole('button', { name: 'Remove recipient 1' })).toHaveProperty('disabled', true);

  const add = screen.getByRole('button', { name: 'Add a recipient' });
  await user.click(add);
  expect(document.activeElement).toBe(add);
  await user.type(screen.getByLabelText('Recipient 2 name'), 'Ben');
  expect(screen.getByRole('button', { name: 'Remove recipient 1' })).toHaveProperty('disabled', false);
  await user.click(screen.getByRole('button', { name: 'Remove recipient 1' }));
  expect(screen.queryByLabelText('Recipient 2 name')).toBeNull();
  expect(screen.getByLabelText<HTMLInputElement>('Recipient 1 name').value).toBe('Ben');

  // Anna replaces the blank rows and is not offered again.
  await user.click(screen.getByRole('button', { name: 'Add a recipient' }));
  await user.click(screen.getByRole('button', { name: 'Anna' }));
  expect(screen.getByLabelText<HTMLInputElement>('Recipient 2 name').value).toBe('Anna');
  expect(screen.getByLabelText<HTMLInputElement>('Recipient 2 e-mail').value).toBe('anna@example.com');
  expect(screen.queryByLabelText('Recipient 3 name')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Anna' })).toBeNull();
});

it('creates a capsule opening on a date in the chosen zone, then says so and opens its page', async () => {
  const sent = stubServer();
  const user = userEvent.setup();
  const onDone = renderForm();
  await circleAnswered();
  await user.type(screen.getByLabelText('Title'), 'For Mia at 18');
  await user.type(screen.getByLabelText('Opening date'), '2040-05-01');
  await user.selectOptions(screen.getByLabelText('Time zone'), 'Europe/Paris');
  await user.type(screen.getByLabelText('Recipient 1 name'), 'Mia');
  await user.type(screen.getByLabelText('Recipient 1 e-mail'), 'Mia@Example.com');
  await user.click(screen.getByRole('checkbox', { name: /Anna/ }));
  await user.click(screen.getByRole('checkbox', { name: /Let me look inside/ }));
  await user.click(screen.getByRole('button', { name: 'Create time capsule' }));

  expect(await screen.findByText('Time capsule created')).toBeTruthy();
  expect(sent).toEqual([
    {
      method: 'POST',
      path: '/api/time-capsules',
      body: {
        title: 'For Mia at 18',
        opensAt: '2040-05-01T07:00:00.000Z',
        opensOnBirthday: null,
        timeZone: 'Europe/Paris',
        recipients: [{ name: 'Mia', email: 'mia@example.com', relationship: '' }],
        contributorIds: [ANNA_ID],
        ownerMayLook: true,
      },
    },
  ]);
  expect(onDone).toHaveBeenCalledOnce();
  await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(`/time-capsules?capsule=${NEW_ID}`));
});

it('opens a draft prefilled in its own zone and saves the changes to it', async () => {
  const sent = stubServer(() => jsonResponse(draft));
  const user = userEvent.setup();
  const onDone = renderForm(draft);
  await circleAnswered();
  expect(screen.getByRole('heading', { name: 'Change this time capsule' })).toBeTruthy();
  expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('For Maya at 18');
  expect(screen.getByLabelText<HTMLInputElement>('Opening date').value).toBe('2040-05-01');
  expect(screen.getByLabelText<HTMLInputElement>('Opening time').value).toBe('09:00');
  expect(screen.getByLabelText<HTMLSelectElement>('Time zone').value).toBe('Europe/Paris');
  expect(screen.getByLabelText<HTMLInputElement>('Recipient 1 e-mail').value).toBe('maya@example.com');
  expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Anna/ }).checked).toBe(true);
  expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Let me look inside/ }).checked).toBe(true);

  await user.click(screen.getByRole('checkbox', { name: /Anna/ }));
  await user.clear(screen.getByLabelText('Opening time'));
  await user.type(screen.getByLabelText('Opening time'), '18:30');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('Time capsule saved')).toBeTruthy();
  expect(sent).toEqual([
    {
      method: 'PATCH',
      path: `/api/time-capsules/${CAPSULE_ID}`,
      body: {
        title: 'For Maya at 18',
        opensAt: '2040-05-01T16:30:00.000Z',
        opensOnBirthday: null,
        timeZone: 'Europe/Paris',
        recipients: [{ name: 'Maya', email: 'maya@example.com', relationship: '' }],
        contributorIds: [],
        ownerMayLook: true,
      },
    },
  ]);
  expect(onDone).toHaveBeenCalledOnce();
  expect(screen.getByTestId('address').textContent).toBe('/time-capsules');
});

it('opens on a birthday from the family tree: asks whose, then sends the person and the age', async () => {
  const sent = stubServer();
  const user = userEvent.setup();
  renderForm();
  await circleAnswered();
  await user.type(screen.getByLabelText('Title'), 'For Maya at 18');
  await user.click(screen.getByRole('radio', { name: 'On a birthday from the family tree' }));
  expect(screen.queryByLabelText('Opening date')).toBeNull();
  const person = await screen.findByLabelText<HTMLSelectElement>('Whose birthday');
  expect(within(person).getByRole<HTMLOptionElement>('option', { name: /Leo Rivera/ }).disabled).toBe(true);
  await user.type(screen.getByLabelText('Recipient 1 name'), 'Maya');
  await user.type(screen.getByLabelText('Recipient 1 e-mail'), 'maya@example.com');
  await user.click(screen.getByRole('button', { name: 'Create time capsule' }));
  expect(await screen.findByText('We could not find that person in a family tree you can see.')).toBeTruthy();

  await user.selectOptions(person, MAYA_ID);
  expect(screen.getByTestId('birthday-preview').textContent).toContain(
    'Opens on March 14, 2030 at 9:00, when Maya Rivera turns 18.',
  );
  await user.clear(screen.getByLabelText('When they turn'));
  await user.type(screen.getByLabelText('When they turn'), '21');
  await user.click(screen.getByRole('button', { name: 'Create time capsule' }));
  expect(await screen.findByText('Time capsule created')).toBeTruthy();
  expect(sent).toHaveLength(1);
  expect(sent[0]!.body).toMatchObject({ opensOnBirthday: { individualId: MAYA_ID, age: 21 } });
  expect(sent[0]!.body).not.toHaveProperty('opensAt');
});

it('shows the server’s refusal under the form and keeps it open', async () => {
  stubServer(() => jsonResponse({ message: 'Contributors must be members of your family circle.' }, 400));
  const user = userEvent.setup();
  const onDone = renderForm(draft);
  await circleAnswered();
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Contributors must be members of your family circle.');
  expect(onDone).not.toHaveBeenCalled();
});
