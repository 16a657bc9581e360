// @vitest-environment jsdom
/**
 * The schedule form in a browser-like document, with the server's answers stubbed at fetch (and the
 * upload at XMLHttpRequest): the contract's sentences under the fields and the first in a toast,
 * recipient rows added and removed, the fields each delivery asks for, the exact body saved for a
 * letter, a draft and an uploaded recording, a saved message opened for a change, a letter another
 * page hands over, and the question before leaving unsaved work.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { MESSAGE_MESSAGES, type Message } from '@heirloom/common/contracts/messages';
import { findPage } from '@heirloom/common/domain/pages';
import { authRoutes } from '@heirloom/common/routes/auth';
import { routePath } from '@heirloom/common/routes/define-route';
import { circleRoutes } from '@heirloom/common/routes/circle';
import type { CircleMember } from '@heirloom/common/contracts/circle';
import { mediaRoutes } from '@heirloom/common/routes/media';
import { messageRoutes } from '@heirloom/common/routes/messages';
import { systemRoutes } from '@heirloom/common/routes/system';
import { Toaster } from '../../components/ui/toaster';
import { dismissToast } from '../../components/ui/use-toast';
import { messagePrefillState } from '../../lib/message-prefill';
import { ScheduleMessagePage } from './schedule-message-page';
import { jsonResponse } from '../../testing/helpers';

afterEach(() => {
  dismissToast();
  cleanup();
  vi.unstubAllGlobals();
});

const MESSAGE_ID = '6b1d8f0e-3c2a-4e5b-9f7a-1d2c3b4a5e6f';
const MEDIA_ID = '2f4e6a8c-1b3d-4c5e-8f9a-0b1c2d3e4f5a';
const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A scheduled voice message for Maya's graduation, 1 June 2099 at 9:00 in Paris, with a 42-second recording. */
const saved: Message = {
  id: MESSAGE_ID,
  kind: 'voice',
  title: 'For your graduation',
  media: {
    id: MEDIA_ID,
    contentType: 'audio/webm',
    sizeBytes: 1000,
    durationMs: 42_000,
    url: `/api/media/${MEDIA_ID}`,
    download: { url: `/api/media/${MEDIA_ID}?download=1`, fileName: 'graduation.webm', contentType: 'audio/webm' },
    phoneDownload: null,
  },
  transcript: null,
  occasion: 'graduation',
  status: 'scheduled',
  deliveryKind: 'date',
  deliverAt: '2099-06-01T07:00:00.000Z',
  timeZone: 'Europe/Paris',
  recipients: [
    {
      id: 'recipient-maya',
      name: 'Maya',
      email: 'maya@example.com',
      relationship: 'Granddaughter',
      authorName: 'Grandma',
      deliveredAt: null,
      openedAt: null,
      isRevoked: false,
      carriesFor: null,
    },
  ],
  fallback: { kind: 'legacy_contacts', userId: null },
  mayAnnounce: false,
  nextStep: null,
  deliveredAt: null,
  emailProblems: [],
  letterText: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
};

interface SentRequest {
  method: string;
  address: string;
  csrfToken?: string;
  body?: unknown;
}

/**
 * Answers the page's reads, the CSRF token and the save; records every request that changes something.
 * @param members the owner's family circle
 */
function stubServer(members: CircleMember[] = []) {
  const changes: SentRequest[] = [];
  vi.stubGlobal('fetch', async (address: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (method !== 'GET') {
      const headers = init?.headers as Record<string, string>;
      changes.push({ method, address, csrfToken: headers['X-CSRF-Token'], body: JSON.parse(String(init?.body)) });
    }
    if (address === routePath(authRoutes.csrfToken)) return jsonResponse({ csrfToken: 'csrf-token' });
    if (address === routePath(systemRoutes.capabilities)) return jsonResponse({ missingTools: [] });
    if (address === routePath(circleRoutes.overview)) {
      return jsonResponse({
        owner: { id: 'owner', name: 'Rose', email: 'rose@example.com' },
        members,
        invitations: [],
      });
    }
    if (address === routePath(messageRoutes.create)) return jsonResponse(saved, 201);
    if (address === routePath(messageRoutes.read, { id: MESSAGE_ID })) return jsonResponse(saved);
    return jsonResponse({ message: 'Not here' }, 404);
  });
  return changes;
}

/** Shows the page at `entry` (and, after a save, the messages list and the legacy page as headings). */
function renderPage(entry: string | { pathname: string; state: unknown } = '/schedule-message') {
  const router = createMemoryRouter(
    [
      { path: '/schedule-message', element: <ScheduleMessagePage page={findPage('/schedule-message')!} /> },
      { path: '/legacy-messages', element: <h1>Your messages</h1> },
      { path: '/legacy', element: <h1>Your legacy plan</h1> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router };
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;

/** The sentence shown under the field with the id `id`, which the field names as its description. */
function errorUnder(id: string) {
  const input = field(id);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  return document.getElementById(input.getAttribute('aria-describedby')!)?.textContent;
}

it('shows the contract’s sentence under each field, and the first in a toast, without saving or moving the focus', async () => {
  const changes = stubServer();
  const { user } = renderPage();
  const schedule = await screen.findByRole('button', { name: 'Schedule message' });
  await user.click(schedule);

  const toastTitle = await screen.findByText('Please check the form');
  expect(toastTitle.parentElement!.textContent).toBe(`Please check the form${MESSAGE_MESSAGES.titleRequired}`);
  expect(errorUnder('title')).toBe(MESSAGE_MESSAGES.titleRequired);
  expect(errorUnder('mediaId')).toBe(MESSAGE_MESSAGES.mediaRequired);
  expect(errorUnder('recipients.0.name')).toBe(MESSAGE_MESSAGES.recipientName);
  expect(errorUnder('recipients.0.email')).toBe(MESSAGE_MESSAGES.recipientEmail);
  expect(errorUnder('deliverAt')).toBe(MESSAGE_MESSAGES.deliverAtRequired);
  expect(document.activeElement).toBe(schedule);
  expect(changes).toEqual([]);

  // The errors stay as they are until the form is sent again.
  await user.type(field('title'), 'For Maya');
  expect(errorUnder('title')).toBe(MESSAGE_MESSAGES.titleRequired);
  await user.click(schedule);
  await waitFor(() => expect(field('title').getAttribute('aria-invalid')).toBeNull());
  expect(errorUnder('mediaId')).toBe(MESSAGE_MESSAGES.mediaRequired);
});

it('refuses a delivery time already past', async () => {
  const changes = stubServer();
  const { user } = renderPage();
  await user.click(await screen.findByRole('radio', { name: 'Letter' }));
  await user.type(screen.getByLabelText('Your letter'), 'Dear Maya');
  await user.type(screen.getByLabelText('Title'), 'For Maya');
  await user.type(field('recipients.0.name'), 'Maya');
  await user.type(field('recipients.0.email'), 'maya@example.com');
  await user.type(screen.getByLabelText('Delivery date'), '2001-01-01');
  await user.click(screen.getByRole('button', { name: 'Schedule message' }));
  await waitFor(() => expect(errorUnder('deliverAt')).toBe(MESSAGE_MESSAGES.deliverAtInPast));
  expect(changes).toEqual([]);
});

it('adds and removes recipient rows, never fewer than one, keeping the focus where it was', async () => {
  stubServer();
  const { user } = renderPage();
  const add = await screen.findByRole('button', { name: 'Add another recipient' });
  expect(screen.getByRole('button', { name: 'Remove recipient 1' })).toHaveProperty('disabled', true);
  await user.type(field('recipients.0.name'), 'Anna');
  await user.click(add);
  expect(document.activeElement).toBe(add);
  await user.click(add);
  await user.type(field('recipients.1.name'), 'Ben');
  await user.type(field('recipients.1.email'), 'ben@example.com');
  await user.type(field('recipients.2.name'), 'Cleo');

  await user.click(screen.getByRole('button', { name: 'Remove recipient 1' }));
  expect([field('recipients.0.name').value, field('recipients.1.name').value]).toEqual(['Ben', 'Cleo']);
  expect(field('recipients.0.email').value).toBe('ben@example.com');
  expect(field('recipients.2.name')).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove recipient 1' }));

  await user.click(screen.getByRole('button', { name: 'Remove recipient 2' }));
  expect(field('recipients.0.name').value).toBe('Ben');
  expect(screen.getByRole('button', { name: 'Remove recipient 1' })).toHaveProperty('disabled', true);
});

it('asks for what each delivery needs: a date, a life event, or nothing after death', async () => {
  stubServer();
  const { user } = renderPage();
  expect((await screen.findByRole('radio', { name: 'On a date' })).matches(':checked')).toBe(true);
  for (const label of ['Occasion', 'Time zone', 'Delivery date', 'Time'])
    expect(screen.getByLabelText(label)).toBeTruthy();
  expect(screen.queryByTestId('life-event-fields')).toBeNull();

  await user.click(screen.getByRole('radio', { name: 'After my death' }));
  for (const label of ['Occasion', 'Time zone', 'Delivery date', 'Time'])
    expect(screen.queryByLabelText(label)).toBeNull();
  expect(screen.getByTestId('after-death-note').textContent).toContain('Delivered only after your death');

  // The occasion follows the life event chosen.
  await user.click(screen.getByRole('radio', { name: 'On a life event' }));
  expect(screen.queryByTestId('after-death-note')).toBeNull();
  expect(screen.getByTestId('life-event-fields')).toBeTruthy();
  expect(screen.queryByLabelText('Delivery date')).toBeNull();
  expect(screen.getByLabelText<HTMLSelectElement>('Occasion').value).toBe('graduation');
  await user.selectOptions(screen.getByLabelText('Which life event?'), 'wedding');
  expect(screen.getByLabelText<HTMLSelectElement>('Occasion').value).toBe('wedding');
  expect(await screen.findByText(/Nobody from your family circle yet/)).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Schedule message' }));
  await waitFor(() => expect(errorUnder('lifeEvent.label')).toBe(MESSAGE_MESSAGES.lifeEventLabel));

  await user.click(screen.getByRole('radio', { name: 'On a date' }));
  expect(screen.getByLabelText('Delivery date')).toBeTruthy();
  expect(screen.getByLabelText<HTMLSelectElement>('Occasion').value).toBe('wedding');
});

it('schedules a letter with exactly the body the API takes, then says what happens next and opens the list', async () => {
  const changes = stubServer();
  const { user, router } = renderPage();
  await user.click(await screen.findByRole('radio', { name: 'Letter' }));
  await user.type(screen.getByLabelText('Your letter'), 'Dear Maya');
  await user.type(screen.getByLabelText('Title'), 'For Maya');
  await user.type(field('recipients.0.name'), 'Maya');
  await user.type(field('recipients.0.email'), 'maya@example.com');
  await user.type(field('recipients.0.relationship'), 'Granddaughter');
  await user.type(field('recipients.0.authorName'), 'Grandma Rose');
  await user.selectOptions(screen.getByLabelText('Occasion'), 'graduation');
  await user.selectOptions(screen.getByLabelText('Time zone'), 'Europe/Paris');
  await user.type(screen.getByLabelText('Delivery date'), '2099-06-01');
  await user.click(screen.getByRole('button', { name: 'Schedule message' }));

  expect(await screen.findByRole('heading', { name: 'Your messages' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/legacy-messages');
  expect(changes).toEqual([
    {
      method: 'POST',
      address: routePath(messageRoutes.create),
      csrfToken: 'csrf-token',
      body: {
        intent: 'schedule',
        kind: 'letter',
        title: 'For Maya',
        letterText: 'Dear Maya',
        occasion: 'graduation',
        deliveryKind: 'date',
        deliverAt: '2099-06-01T07:00:00.000Z',
        timeZone: 'Europe/Paris',
        recipients: [
          { name: 'Maya', email: 'maya@example.com', relationship: 'Granddaughter', authorName: 'Grandma Rose' },
        ],
        fallback: { kind: 'legacy_contacts' },
        mayAnnounce: false,
      },
    },
  ]);
  expect(screen.getByText('Message scheduled')).toBeTruthy();
  expect(screen.getByText('We will remind you two days before it is delivered.')).toBeTruthy();
});

it('names a member of the family circle to receive it if it cannot reach someone, and says when nobody would', async () => {
  const sam: CircleMember = {
    id: 'membership-sam',
    userId: '6f1d7c2e-1b0a-4c59-9a57-4a3f7e1f2b10',
    name: 'Sam',
    email: 'sam@example.com',
    relationship: 'Grandson',
    role: 'viewer',
    isLegacyContact: false,
    since: '2026-01-01T10:00:00.000Z',
    lastActiveAt: null,
    canSee: 'What you share with the family circle',
  };
  const changes = stubServer([sam]);
  const { user } = renderPage();
  const courier = await screen.findByLabelText<HTMLSelectElement>('If it cannot reach someone, who should receive it?');
  expect(courier.value).toBe('legacy_contacts');
  // Sam is no legacy contact: as things stand nobody would receive it.
  expect((await screen.findByText(/You have no legacy contact yet/)).closest('p')!.id).toBe('fallback-hint');
  await user.selectOptions(courier, 'Sam (Grandson)');
  expect(screen.queryByText(/You have no legacy contact yet/)).toBeNull();
  await user.type(screen.getByLabelText('Title'), 'Not finished');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));

  expect(await screen.findByRole('heading', { name: 'Your messages' })).toBeTruthy();
  expect(changes.map(({ body }) => (body as { fallback: unknown }).fallback)).toEqual([
    { kind: 'member', userId: sam.userId },
  ]);
});

it('lets the author allow the recipients to be told after their death that the message waits for them', async () => {
  const changes = stubServer();
  const { user } = renderPage();
  const mayAnnounce = await screen.findByLabelText<HTMLInputElement>(
    'After my death, the recipients may be told roughly when this message will arrive',
  );
  expect(mayAnnounce.checked).toBe(false);
  await user.click(mayAnnounce);
  await user.type(screen.getByLabelText('Title'), 'Not finished');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));

  expect(await screen.findByRole('heading', { name: 'Your messages' })).toBeTruthy();
  expect(changes.map(({ body }) => (body as { mayAnnounce: unknown }).mayAnnounce)).toEqual([true]);
});

it('saves a draft with loose rules, leaving out the recipient rows not begun', async () => {
  const changes = stubServer();
  const { user } = renderPage();
  await user.type(await screen.findByLabelText('Title'), 'Not finished');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));

  expect(await screen.findByRole('heading', { name: 'Your messages' })).toBeTruthy();
  expect(changes.map(({ body }) => body)).toEqual([
    {
      intent: 'draft',
      kind: 'voice',
      title: 'Not finished',
      occasion: 'birthday',
      deliveryKind: 'date',
      timeZone: browserZone,
      recipients: [],
      fallback: { kind: 'legacy_contacts' },
      mayAnnounce: false,
    },
  ]);
  expect(screen.getByText('Draft saved')).toBeTruthy();
});

it('uploads a chosen recording first, showing its progress, and saves the message with it', async () => {
  const changes = stubServer();
  const uploads: { address: string; file: File | null }[] = [];
  let finishUpload = () => {};
  // jsdom sends nothing: the upload's request is answered here, once the test has seen its progress.
  class UploadRequest {
    upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
    onload?: () => void;
    status = 0;
    responseText = '';
    withCredentials = false;
    address = '';
    open(_method: string, address: string) {
      this.address = address;
    }
    setRequestHeader() {}
    send(form: FormData) {
      uploads.push({ address: this.address, file: form.get('file') as File | null });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
      finishUpload = () => {
        this.status = 201;
        this.responseText = JSON.stringify({ ...saved.media, id: MEDIA_ID });
        this.onload?.();
      };
    }
  }
  vi.stubGlobal('XMLHttpRequest', UploadRequest);
  const { user } = renderPage('/schedule-message?when=after_death');
  expect((await screen.findByRole('radio', { name: 'After my death' })).matches(':checked')).toBe(true);
  const recording = new File(['voice'], 'grandma.mp3', { type: 'audio/mpeg' });
  await user.upload(screen.getByLabelText('Or upload an audio file you already have:'), recording);
  await user.type(screen.getByLabelText('Title'), 'For Maya, after I am gone');
  await user.type(field('recipients.0.name'), 'Maya');
  await user.type(field('recipients.0.email'), 'maya@example.com');
  await user.click(screen.getByRole('button', { name: 'Schedule message' }));

  expect(await screen.findByText('Uploading… 50%')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true);
  expect(uploads).toEqual([{ address: routePath(mediaRoutes.upload), file: recording }]);
  expect(changes).toEqual([]);
  finishUpload();

  expect(await screen.findByRole('heading', { name: 'Your messages' })).toBeTruthy();
  expect(changes.map(({ body }) => body)).toEqual([
    {
      intent: 'schedule',
      kind: 'voice',
      title: 'For Maya, after I am gone',
      mediaId: MEDIA_ID,
      deliveryKind: 'after_death',
      timeZone: browserZone,
      recipients: [{ name: 'Maya', email: 'maya@example.com', relationship: '', authorName: '' }],
      fallback: { kind: 'legacy_contacts' },
      mayAnnounce: false,
    },
  ]);
  expect(screen.getByText('It waits safely until your legacy plan is released.')).toBeTruthy();
});

it('opens a saved message with its values and keeps its recording when it is changed', async () => {
  const changes = stubServer();
  const { user } = renderPage(`/schedule-message?edit=${MESSAGE_ID}`);
  expect(await screen.findByRole('heading', { name: 'Change your message' })).toBeTruthy();
  expect(screen.getByRole('radio', { name: 'Voice' }).getAttribute('aria-checked')).toBe('true');
  expect(screen.getByText('Keeping your saved recording (0:42).')).toBeTruthy();
  expect(screen.getByLabelText('Play “For your graduation”').getAttribute('src')).toBe(saved.media!.url);
  expect(field('title').value).toBe('For your graduation');
  const recipientFields = ['name', 'email', 'relationship', 'authorName'].map((part) => `recipients.0.${part}`);
  expect(recipientFields.map((id) => field(id).value)).toEqual([
    'Maya',
    'maya@example.com',
    'Granddaughter',
    'Grandma',
  ]);
  expect(screen.getByLabelText<HTMLSelectElement>('Occasion').value).toBe('graduation');
  expect(screen.getByLabelText<HTMLSelectElement>('Time zone').value).toBe('Europe/Paris');
  expect(field('deliverAt').value).toBe('2099-06-01');
  expect(field('deliverTime').value).toBe('09:00');

  await user.clear(field('title'));
  await user.type(field('title'), 'For your graduation day');
  await user.click(screen.getByRole('button', { name: 'Schedule message' }));

  expect(await screen.findByRole('heading', { name: 'Your messages' })).toBeTruthy();
  expect(changes).toEqual([
    {
      method: 'PUT',
      address: routePath(messageRoutes.change, { id: MESSAGE_ID }),
      csrfToken: 'csrf-token',
      body: {
        intent: 'schedule',
        kind: 'voice',
        title: 'For your graduation day',
        mediaId: MEDIA_ID,
        occasion: 'graduation',
        deliveryKind: 'date',
        deliverAt: saved.deliverAt,
        timeZone: 'Europe/Paris',
        recipients: [{ name: 'Maya', email: 'maya@example.com', relationship: 'Granddaughter', authorName: 'Grandma' }],
        fallback: { kind: 'legacy_contacts' },
        mayAnnounce: false,
      },
    },
  ]);
});

it('starts as the letter another page hands over, for no occasion in particular', async () => {
  stubServer();
  renderPage({
    pathname: '/schedule-message',
    state: messagePrefillState({ title: 'Grandma’s apple pie', letterText: 'Peel six apples.' }),
  });
  expect((await screen.findByRole('radio', { name: 'Letter' })).getAttribute('aria-checked')).toBe('true');
  expect(screen.getByLabelText<HTMLTextAreaElement>('Your letter').value).toBe('Peel six apples.');
  expect(field('title').value).toBe('Grandma’s apple pie');
  expect(screen.getByLabelText<HTMLSelectElement>('Occasion').value).toBe('other');
});

it('asks before leaving unsaved work for another page', async () => {
  stubServer();
  const { user, router } = renderPage('/schedule-message?when=after_death');
  await user.type(await screen.findByLabelText('Title'), 'Half written');
  await user.click(screen.getByRole('link', { name: 'Your legacy plan' }));

  const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
  await user.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
  expect(router.state.location.pathname).toBe('/schedule-message');
  expect(field('title').value).toBe('Half written');

  await user.click(screen.getByRole('link', { name: 'Your legacy plan' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave and discard' }));
  expect(await screen.findByRole('heading', { name: 'Your legacy plan' })).toBeTruthy();
});
