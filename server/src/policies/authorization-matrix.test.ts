/**
 * The authorization matrix, generated from the route table (docs/decisions/005): every /api route
 * declares its access (policies/route-access.ts) and is called by nine kinds of actor — the owner,
 * an editor, a viewer and a legacy contact of the owner's circle, a member of another circle, a
 * stranger, an anonymous visitor, the holder of a share link, and an administrator — on SQLite and
 * PostgreSQL. Each cell asserts the policy's answer: allowed (the route's own answer, never 401 or
 * 404), 401 (no session) or 404 (denied; nothing tells that the object exists). A route without a
 * declaration, or one the matrix cannot call, fails the test. The link holder holds real links of
 * each kind a route takes — a share link to a photo, the recipient's link of a delivered message
 * (a share link of kind "message"), a delivery-protection "keep" link and a "Still right?" link — as
 * e-mailed or shown on the dashboard; everyone else presents a made-up token.
 *
 * Allowed cells are judged on what they return too: every actor owns objects named with a marker of
 * their own (`marker-<owner>-<random>`), and a JSON answer that holds a marker of an object the
 * caller may not see — someone else's, and not shared with them by the world — fails its cell.
 *
 * The world is built once and snapshotted (server/test/database-snapshot.ts). Denied actors go
 * first and allowed ones last; after a state-changing route that changed something (a call answered
 * below 400) the snapshot is restored, so each route is judged on the world as built.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { CircleOverview, Invitation } from '@heirloom/common/contracts/circle';
import type { Message } from '@heirloom/common/contracts/messages';
import { MESSAGE_LINK_TOKEN_PREFIX, RECIPE_LINK_TOKEN_PREFIX } from '@heirloom/common/contracts/share-links';
import type { FamilyTree, ImportPreview } from '@heirloom/common/contracts/family-tree';
import type { ShareLink } from '@heirloom/common/contracts/share-links';
import { VAULT_ITEM_ID_HEADER, type VaultAlbum } from '@heirloom/common/contracts/vault';
import { DEMO_MESSAGES } from '@heirloom/common/domain/demo';
import { OPEN_TO_DEMO } from '../plugins/demo-gate';
import { buildUser, joinCircle, type BuiltUser } from '../../test/factories';
import { describeEachDatabase, TestClient } from '../../test/test-app';
import { takeSnapshot, type DatabaseSnapshot } from '../../test/database-snapshot';
import { uploadWithTus } from '../../test/tus-client';
import { signUnsubscribeToken } from '../mail/unsubscribe-links';
import { signLifeEventLink } from './life-event-links';
import { signProtectionLink } from './protection-links';
import { signStillRightLink } from './still-right-links';
import { signGentleLink } from './gentle-links';
import type { RouteAccess } from '@heirloom/common/routes/access';
import { messageRoutes } from '@heirloom/common/routes/messages';
import type { RouteTableEntry } from '../plugins/declared-routes';

const ACTORS = [
  'owner',
  'editor',
  'viewer',
  'legacyContact',
  'otherCircleMember',
  'stranger',
  'anonymous',
  'shareLinkHolder',
  'admin',
] as const;
type Actor = (typeof ACTORS)[number];
type Expected = 'allowed' | 401 | 404;

const ADMIN_EMAIL = 'matrix-admin@example.com';
const SIGNED_IN: readonly Actor[] = [
  'owner',
  'editor',
  'viewer',
  'legacyContact',
  'otherCircleMember',
  'stranger',
  'admin',
];

/**
 * The link routes whose token the link holder holds a real one of (the world's id of it), as
 * e-mailed or shown on the dashboard, and a made-up token of the same form everyone else presents.
 */
const LINK_TOKENS: Record<string, [held: keyof World['ids'], madeUp: string]> = {
  '/api/share-links/open/': ['shareToken', `s.${'A'.repeat(43)}`],
  '/api/shared/': ['recipientToken', `${MESSAGE_LINK_TOKEN_PREFIX}${'A'.repeat(43)}`],
  '/api/protection/': ['protectionToken', 'not-a-real-token'],
  '/api/still-right/': ['stillRightToken', 'not-a-real-token'],
  '/api/messages-for-me/': ['gentleToken', 'not-a-real-token'],
  '/api/recipes/shared/': ['recipeToken', `${RECIPE_LINK_TOKEN_PREFIX}${'A'.repeat(43)}`],
  // The "report" link of the world's life event e-mailed to its confirmer (confirming with it answers 400, not 404).
  '/api/life-events/links/': ['lifeEventToken', 'not-a-real-token'],
  '/api/notifications/unsubscribe/': ['unsubscribeToken', 'not-a-real-token'],
  '/api/invitations/by-token/': ['invitationToken', 'not-a-real-token'],
};
const linkTokensOf = (url: string) => Object.entries(LINK_TOKENS).find(([prefix]) => url.startsWith(prefix))?.[1];

/** What the policy answers `actor` on the route at `url` declared `access`. */
function expectedFor(access: RouteAccess, actor: Actor, url: string): Expected {
  const isSignedIn = SIGNED_IN.includes(actor);
  const allowedFor = (...actors: Actor[]): Expected => (actors.includes(actor) ? 'allowed' : isSignedIn ? 404 : 401);
  switch (access) {
    case 'public':
      return 'allowed';
    case 'token': // only holders of a real link token get in
    case 'legacy-link':
    case 'life-event-link':
      return actor === 'shareLinkHolder' && linkTokensOf(url) ? 'allowed' : 404;
    case 'share-link-token':
    case 'recipient-link':
    case 'protection-link':
    case 'still-right-link':
    case 'gentle-link':
      return actor === 'shareLinkHolder' ? 'allowed' : 404;
    case 'session-token':
      return isSignedIn ? 404 : 401;
    case 'session':
      return isSignedIn ? 'allowed' : 401;
    case 'vault-item.read':
      return allowedFor('owner', 'editor', 'viewer');
    case 'album.add':
    case 'album-items.remove': // the editor names their own item; the viewer the owner's
    case 'tree.write':
      return allowedFor('owner', 'editor');
    case 'tree.read':
    case 'tree-person.read':
      return allowedFor('owner', 'editor', 'viewer');
    case 'circle-membership':
      return allowedFor('editor', 'viewer', 'legacyContact');
    case 'admin':
      return allowedFor('admin');
    // Release after death: the world's legacy contact, before a release (legacy.routes.test covers
    // after).
    case 'legacy-contact':
      return allowedFor('legacyContact');
    // Life events: the world's event names the editor as a confirmer.
    case 'life-event.read':
      return allowedFor('owner', 'editor', 'viewer', 'legacyContact');
    case 'life-event.confirm':
      return allowedFor('owner', 'editor');
    // What a release grants: the world has no release, so everyone is refused; legacy.routes.test
    // (albums, chosen messages) and last-wishes.released.test cover a contact after one.
    case 'legacy-grant':
      return isSignedIn ? 404 : 401;
    // Time capsules: the world's draft capsule, its editor a contributor and its viewer a
    // recipient; reads answer 404 to visitors too (time-capsule.policy).
    case 'time-capsule.read':
      return ['owner', 'editor', 'viewer'].includes(actor) ? 'allowed' : 404;
    case 'time-capsule.contents':
      return ['owner', 'editor'].includes(actor) ? 'allowed' : 404;
    case 'time-capsule.contribute':
      return allowedFor('owner', 'editor');
    // Scrapbooks: the world's scrapbook, shared with the circle; reads answer 404 to visitors too.
    case 'scrapbook.read':
      return ['owner', 'editor', 'viewer'].includes(actor) ? 'allowed' : 404;
    case 'scrapbook.edit':
      return allowedFor('owner', 'editor');
    // Family recipes: the world's recipe; its circle's viewers read it, editors co-edit it.
    case 'recipe.read':
    case 'recipe.print':
      return allowedFor('owner', 'editor', 'viewer');
    case 'recipe.edit':
      return allowedFor('owner', 'editor');
    case 'capsule-link': // a recipient's link exists once a capsule opened: time-capsules.routes.test covers it
      return 404;
    default:
      return allowedFor('owner');
  }
}

/** Routes the matrix does not call, each with the reason; they must still declare their access. */
const NOT_CALLED: Record<string, string> = {
  '/api/vault/uploads':
    'the tus protocol (headers, offsets): vault-uploads.ownership.test.ts covers who may use an upload',
  '/api/vault/uploads/:uploadId': 'as above',
};
/** A small GEDCOM 7.0 file for the import routes. */
const gedcomUpload = {
  name: 'family.ged',
  type: 'text/plain',
  content: Buffer.from('0 HEAD\n1 GEDC\n2 VERS 7.0\n0 @I1@ INDI\n1 NAME Ann /Lee/\n0 TRLR\n'),
};
/** Routes of the documentation plugin, public by nature and declared by @fastify/swagger itself. */
/** The route table is judged in this many tests, each with its own time, on the one world. */
const MATRIX_PARTS = 4;

const isDocsRoute = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

const fixture = (name: string) => readFileSync(path.resolve(import.meta.dirname, '../../test/fixtures', name));

async function addPhoto(client: TestClient, title = 'Photo'): Promise<string> {
  const response = await uploadWithTus(client, fixture('photo.jpg'), { filename: 'photo.jpg', filetype: '', title });
  expect(response.statusCode, response.body).toBe(204);
  return response.headers[VAULT_ITEM_ID_HEADER.toLowerCase()] as string;
}

/** An object's marker, its owner (an actor, or the other circle's owner) and who else may see it. */
interface Marker {
  text: string;
  owner: Actor | 'otherOwner';
  visibleTo: readonly Actor[];
}

/** Makes markers: each a unique string for a title or name, `visibleTo` besides its owner. */
function createMarkers() {
  const markers: Marker[] = [];
  return {
    markers,
    mark(owner: Marker['owner'], visibleTo: readonly Actor[] = []): string {
      const text = `marker-${owner}-${randomUUID().slice(0, 8)}`;
      markers.push({ text, owner, visibleTo: owner === 'otherOwner' ? visibleTo : [owner, ...visibleTo] });
      return text;
    },
  };
}

/** The markers in `body` that `actor` may not see, as "<marker> (<owner>'s)". */
function foreignMarkersIn(body: string, actor: Actor, markers: readonly Marker[]): string[] {
  return markers
    .filter((marker) => !marker.visibleTo.includes(actor) && body.includes(marker.text))
    .map((marker) => `${marker.text} (${marker.owner}'s)`);
}

interface World {
  markers: Marker[];
  clients: Record<Actor, TestClient>;
  users: Partial<Record<Actor, BuiltUser>>;
  ids: {
    message: string;
    recipient: string;
    media: string;
    item: string;
    trashedItem: string;
    editorItem: string;
    album: string;
    invitation: string;
    viewerMembership: string;
    shareLink: string;
    shareToken: string;
    recipientToken: string;
    /** A delivered letter's link (the voice message's has no letter to print). */
    letterRecipientToken: string;
    /** The delivered voice message the link holder answered, and their voice reply. */
    repliedMessage: string;
    reply: string;
    protectionToken: string;
    /** The "Still right?" link of the owner's message, as the yearly e-mail holds it. */
    stillRightToken: string;
    /** The gentle e-mail's link for Anna's address, as a release of the owner's legacy would send it. */
    gentleToken: string;
    tree: string;
    individual: string;
    family: string;
    event: string;
    treeImport: string;
    capsule: string;
    lifeEvent: string;
    capsuleItem: string;
    scrapbook: string;
    scrapbookPage: string;
    scrapbookItem: string;
    scrapbookPrint: string;
    /** The owner's recipe with the world's photo, its share link's token and a queued cookbook. */
    recipe: string;
    recipeToken: string;
    cookbook: string;
    /** The owner's other signed-in device. */
    ownerDevice: string;
    review: string;
    /** The running home headline test. */
    headlineTest: string;
    /** The administrator's draft newsletter issue. */
    newsletterIssue: string;
    /** The owner's "export everything" archive, queued. */
    accountExport: string;
    lifeEventToken: string;
    unsubscribeToken: string;
    /** The token of the world's pending invitation, from its queued e-mail. */
    invitationToken: string;
  };
}

const MINUTE = 60 * 1000;
/** The server's clock: real time, moved on a minute or two to deliver each world's message. */
let clockOffset = 0;
const clock = { now: () => new Date(Date.now() + clockOffset) };

describeEachDatabase(
  'authorization matrix',
  (context) => {
    const app = () => context().app;
    const linkSecret = () => new TextEncoder().encode(context().config.secrets.LINK_SECRET);

    /** The world, built once, and its snapshot, restored after a route changed it. */
    let world: Promise<{ world: World; snapshot: DatabaseSnapshot }> | undefined;

    /** The actors outside the owner's circle: the other circle's owner shares an album, a recipe and a tree with it. */
    async function outsiders(mark: ReturnType<typeof createMarkers>['mark']) {
      // The demo family, so that anyone may sign in to it.
      await app().jobs.runDemoRebuild();
      const admin = await buildUser(app(), { email: ADMIN_EMAIL });
      const stranger = await buildUser(app());
      const otherOwner = await buildUser(app());
      const otherCircleMember = await buildUser(app());
      await joinCircle(otherOwner, otherCircleMember, 'editor');
      await buildOwnThings(otherOwner.client, () => mark('otherOwner', ['otherCircleMember']), true);
      return {
        clients: { admin: admin.client, stranger: stranger.client, otherCircleMember: otherCircleMember.client },
        users: { admin, stranger, otherCircleMember },
      };
    }

    /**
     * An album, a recipe and a family tree of the client's user, each named `name()`, shared with
     * their circle when `isShared`, and a letter to someone outside it (messages are never shared).
     */
    async function buildOwnThings(client: TestClient, name: () => string, isShared = false) {
      const album = await client.post('/api/vault/albums', { name: name() });
      const recipe = await client.post('/api/recipes', { title: name(), servings: 2, ingredients: [], steps: [] });
      const tree = await client.post('/api/family-trees', { name: name() });
      const letter = await client.post('/api/messages', {
        intent: 'schedule',
        kind: 'letter',
        title: name(),
        letterText: 'Private.',
        occasion: 'other',
        deliverAt: new Date(clock.now().getTime() + 60 * 24 * 60 * MINUTE).toISOString(),
        timeZone: 'UTC',
        recipients: [{ name: 'Someone', email: 'someone@example.com' }],
      });
      for (const response of [album, recipe, tree, letter]) expect(response.statusCode, response.body).toBe(201);
      if (!isShared) return;
      const sharings: [string, object][] = [
        [`/api/vault/albums/${album.json<{ id: string }>().id}`, { sharedWithCircle: true }],
        [`/api/recipes/${recipe.json<{ id: string }>().id}`, { isSharedWithCircle: true }],
        [`/api/family-trees/${tree.json<{ id: string }>().id}`, { isSharedWithCircle: true }],
      ];
      for (const [url, payload] of sharings)
        expect((await client.request({ method: 'PATCH', url, payload })).statusCode).toBe(200);
    }

    /** The world, built on the first call; later calls restore its snapshot when `isChanged`. */
    async function worldAsBuilt(isChanged: boolean): Promise<World> {
      if (!world) {
        world = buildWorld().then(async (built) => ({
          world: built,
          snapshot: await takeSnapshot(context().db as never, context().dialect, context().config.dataDir),
        }));
      } else if (isChanged) await (await world).snapshot.restore();
      return (await world).world;
    }

    /**
     * An owner with a circle, messages, a recording, photos, a shared album, an invitation, share
     * links, a tree, a capsule, a scrapbook and a recipe; each actor's own album, recipe, tree and
     * letter; every object named with a marker of its owner, visible to whom the world shares it with.
     */
    async function buildWorld(): Promise<World> {
      const { markers, mark } = createMarkers();
      const shared: Actor[] = ['editor', 'viewer'];
      const outside = await outsiders(mark);
      const owner = await buildUser(app());
      const [editor, viewer, legacyContact] = [await buildUser(app()), await buildUser(app()), await buildUser(app())];
      await joinCircle(owner, editor, 'editor');
      await joinCircle(owner, viewer, 'viewer');
      await joinCircle(owner, legacyContact, 'legacy_contact');
      const users = { owner, editor, viewer, legacyContact, ...outside.users };
      for (const [actor, user] of Object.entries(users)) await buildOwnThings(user.client, () => mark(actor as Actor));
      const deliverAt = new Date(clock.now().getTime() + 30 * 24 * 60 * MINUTE).toISOString();
      const message = (
        await owner.client.post('/api/messages', {
          intent: 'schedule',
          kind: 'letter',
          title: mark('owner', ['shareLinkHolder']), // the delivery-protection link shows it
          letterText: 'With love.',
          occasion: 'other',
          deliverAt,
          timeZone: 'UTC',
          recipients: [{ name: 'Anna', email: 'anna@example.com' }],
        })
      ).json<Message>();
      const protectionToken = await signProtectionLink(
        linkSecret(),
        { messageId: message.id, action: 'keep', version: 1 },
        new Date(deliverAt),
      );
      const stillRightToken = await signStillRightLink(
        linkSecret(),
        { ownerId: owner.user.id, messageId: message.id },
        clock.now(),
      );
      const gentleToken = await signGentleLink(
        linkSecret(),
        { ownerId: owner.user.id, email: 'anna@example.com' },
        clock.now(),
      );
      const media = await owner.client.upload('/api/media', {
        name: 'voice-note.wav',
        type: 'audio/wav',
        content: fixture('voice-note.wav'),
      });
      expect(media.statusCode, media.body).toBe(201);
      // A voice message and a letter delivered now: their recipients' links are listed on the owner's dashboard.
      const deliveredLetter = await owner.client.post('/api/messages', {
        intent: 'schedule',
        kind: 'letter',
        letterText: 'Kept for you.',
        title: mark('owner', ['shareLinkHolder']), // the recipient's link opens it, and its PDF
        occasion: 'other',
        deliverAt: new Date(clock.now().getTime() + MINUTE).toISOString(),
        timeZone: 'UTC',
        recipients: [{ name: 'Lena', email: 'lena@example.com' }],
      });
      expect(deliveredLetter.statusCode, deliveredLetter.body).toBe(201);
      const deliveredVoice = await owner.client.post('/api/messages', {
        intent: 'schedule',
        kind: 'voice',
        mediaId: media.json<{ id: string }>().id,
        title: mark('owner', ['shareLinkHolder']), // the recipient's link opens it
        occasion: 'other',
        deliverAt: new Date(clock.now().getTime() + MINUTE).toISOString(),
        timeZone: 'UTC',
        recipients: [{ name: 'Rita', email: 'rita@example.com' }],
      });
      clockOffset += 2 * MINUTE;
      await app().jobs.runDeliveryTick();
      const item = await addPhoto(owner.client, mark('owner', [...shared, 'shareLinkHolder']));
      const trashedItem = await addPhoto(owner.client, mark('owner'));
      // Not in the shared album, but in the owner's scrapbook of their whole vault, which shows the
      // owner's own items to whom it is shared with (docs/decisions/015).
      await addPhoto(owner.client, mark('owner', shared));
      await owner.client.request({ method: 'DELETE', url: `/api/vault/items/${trashedItem}` });
      const album = (await owner.client.post('/api/vault/albums', { name: mark('owner', shared) })).json<VaultAlbum>();
      await owner.client.request({
        method: 'PATCH',
        url: `/api/vault/items/${item}`,
        payload: { albumIds: [album.id] },
      });
      await owner.client.request({
        method: 'PATCH',
        url: `/api/vault/albums/${album.id}`,
        payload: { sharedWithCircle: true },
      });
      const editorItem = await addPhoto(editor.client, mark('editor'));
      const invitee = `pending-${randomUUID()}@example.com`;
      const invitation = (
        await owner.client.post('/api/circle/invitations', {
          name: mark('owner'),
          email: invitee,
          role: 'viewer',
        })
      ).json<Invitation>();
      const circle = (await owner.client.get('/api/circle')).json<CircleOverview>();
      const link = (
        await owner.client.post('/api/share-links', { target: { kind: 'vault_item', id: item } })
      ).json<ShareLink>();
      const messageLinks = (await owner.client.get('/api/share-links'))
        .json<ShareLink[]>()
        .filter((listed) => listed.target.kind === 'message');
      const letterId = deliveredLetter.json<Message>().id;
      const recipientLink = messageLinks.find((listed) => listed.target.id !== letterId);
      const letterLink = messageLinks.find((listed) => listed.target.id === letterId);
      expect(recipientLink?.url).toContain(`/shared/${MESSAGE_LINK_TOKEN_PREFIX}`);
      expect(letterLink?.url).toContain(`/shared/${MESSAGE_LINK_TOKEN_PREFIX}`);
      // Rita's voice reply to the voice message, sent from her link (the link holder's).
      const reply = await new TestClient(app(), '10.9.0.6').upload(
        `/api/shared/${recipientLink!.url!.split('/shared/')[1]!}/replies/voice`,
        { name: 'reply.wav', type: 'audio/wav', content: fixture('voice-note.wav') },
      );
      expect(reply.statusCode, reply.body).toBe(201);
      const ids = {
        message: message.id,
        recipient: message.recipients[0]!.id,
        media: media.json<{ id: string }>().id,
        item,
        trashedItem,
        editorItem,
        album: album.id,
        invitation: invitation.id,
        viewerMembership: circle.members.find((member) => member.userId === viewer.user.id)!.id,
        shareLink: link.id,
        shareToken: link.url!.split('/shared/')[1]!,
        recipientToken: recipientLink!.url!.split('/shared/')[1]!,
        letterRecipientToken: letterLink!.url!.split('/shared/')[1]!,
        repliedMessage: deliveredVoice.json<Message>().id,
        reply: reply.json<{ id: string }>().id,
        protectionToken,
        stillRightToken,
        gentleToken,
        ...(await buildTree(owner.client, item, mark('owner', shared))),
        ...(await buildCapsule(owner.client, item, editor.user.id, viewer.user.email, mark('owner', shared))),
        lifeEvent: await buildLifeEvent(owner.client, editor.user.id, mark('owner', [...shared, 'legacyContact'])),
        ...(await buildScrapbook(owner.client, mark('owner', shared))),
        ...(await buildRecipe(owner.client, item, mark('owner', [...shared, 'shareLinkHolder']))),
        ownerDevice: await signInElsewhere(owner),
        review: await buildReview(owner),
        headlineTest: await buildHeadlineTest(outside.users.admin!),
        newsletterIssue: await buildNewsletterIssue(outside.users.admin!),
        accountExport: (await owner.client.post('/api/account/exports')).json<{ id: string }>().id,
      };
      const lifeEventToken = await signLifeEventLink(
        linkSecret(),
        { messageId: ids.lifeEvent, action: 'report', userId: editor.user.id, email: null },
        clock.now(),
      );
      const unsubscribeToken = await signUnsubscribeToken(linkSecret(), { userId: owner.user.id, kind: 'productNews' });
      // A photo in no album and no container: the owner's alone.
      await addPhoto(owner.client, mark('owner'));
      return {
        markers,
        clients: {
          ...outside.clients,
          owner: owner.client,
          editor: editor.client,
          viewer: viewer.client,
          legacyContact: legacyContact.client,
          anonymous: new TestClient(app(), '10.9.0.1'),
          shareLinkHolder: new TestClient(app(), '10.9.0.2'),
        },
        users,
        ids: { ...ids, lifeEventToken, unsubscribeToken, invitationToken: await invitationTokenFor(invitee) },
      };
    }

    /**
     * The owner's family tree, shared with the circle: a tree with one person (the world's photo
     * linked to them), a family and an event, and a previewed import.
     */
    async function buildTree(client: TestClient, photoItemId: string, name: string) {
      const tree = (await client.post('/api/family-trees', { name })).json<FamilyTree>();
      const treeUrl = `/api/family-trees/${tree.id}`;
      await client.request({ method: 'PATCH', url: treeUrl, payload: { isSharedWithCircle: true } });
      const individual = (await client.post(`${treeUrl}/individuals`, { givenNames: 'Rose' })).json<{ id: string }>();
      const family = (await client.post(`${treeUrl}/families`, { partnerIds: [individual.id] })).json<{ id: string }>();
      const event = (
        await client.post(`${treeUrl}/events`, { individualId: individual.id, tag: 'BIRT', date: '1900' })
      ).json<{ id: string }>();
      const preview = (await client.upload('/api/family-trees/imports', gedcomUpload)).json<ImportPreview>();
      await client.post(`${treeUrl}/individuals/${individual.id}/media`, { itemId: photoItemId, role: 'photo' });
      return { tree: tree.id, individual: individual.id, family: family.id, event: event.id, treeImport: preview.id };
    }

    /** The owner's letter for a life event, the editor named to confirm it. */
    async function buildLifeEvent(client: TestClient, editorId: string, title: string) {
      const response = await client.post('/api/messages', {
        intent: 'schedule',
        kind: 'letter',
        deliveryKind: 'life_event',
        lifeEvent: { kind: 'graduation', label: 'When Anna graduates', confirmerIds: [editorId] },
        title,
        letterText: 'Well done.',
        occasion: 'graduation',
        timeZone: 'UTC',
        recipients: [{ name: 'Anna', email: 'anna@example.com' }],
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Message>().id;
    }

    /** The owner's draft time capsule: the editor a contributor, the viewer a recipient, the world's photo in it. */
    async function buildCapsule(
      client: TestClient,
      photoItemId: string,
      editorId: string,
      viewerEmail: string,
      title: string,
    ) {
      const capsule = (
        await client.post('/api/time-capsules', {
          title,
          opensAt: new Date(clock.now().getTime() + 30 * 24 * 60 * MINUTE).toISOString(),
          timeZone: 'UTC',
          recipients: [{ name: 'Viewer', email: viewerEmail }],
          contributorIds: [editorId],
        })
      ).json<{ id: string }>();
      const capsuleItem = (
        await client.post(`/api/time-capsules/${capsule.id}/items`, { kind: 'vault_item', vaultItemId: photoItemId })
      ).json<{ id: string }>();
      return { capsule: capsule.id, capsuleItem: capsuleItem.id };
    }

    /** The token in the invitation e-mail queued for `email`. */
    async function invitationTokenFor(email: string): Promise<string> {
      const { text_body: body } = await context()
        .db.selectFrom('outbox_emails')
        .select('text_body')
        .where('recipient_address', '=', email)
        .executeTakeFirstOrThrow();
      return /family-invitations\?token=([^\s&"]+)/u.exec(body)![1]!;
    }

    /** The owner's review, waiting for the administrator; its id is found in the database. */
    async function buildReview(owner: BuiltUser) {
      const body = 'A review long enough for the matrix to submit it.';
      await owner.client.request({ method: 'PUT', url: '/api/reviews/mine', payload: { rating: 5, body } });
      const row = await context()
        .db.selectFrom('reviews')
        .select('id')
        .where('user_id', '=', owner.user.id)
        .executeTakeFirstOrThrow();
      return row.id;
    }

    /** The running home headline test: the one left running, or a new one. */
    async function buildHeadlineTest(admin: BuiltUser) {
      const { tests } = (await admin.client.get('/api/admin/headline-tests')).json<{
        tests: { id: string; status: string }[];
      }>();
      const running = tests.find((test) => test.status === 'running');
      if (running) return running.id;
      const started = await admin.client.post('/api/admin/headline-tests', { variantB: `Matrix ${randomUUID()}` });
      expect(started.statusCode, started.body).toBe(201);
      return started.json<{ id: string }>().id;
    }

    /** A draft newsletter issue of the administrator's. */
    async function buildNewsletterIssue(admin: BuiltUser) {
      const draft = await admin.client.post('/api/admin/newsletter/issues', { subject: 'Matrix', bodyMarkdown: 'Hi' });
      expect(draft.statusCode, draft.body).toBe(201);
      return draft.json<{ id: string }>().id;
    }

    /** The owner's scrapbook of everything in their vault, shared with the circle, with a queued print. */
    async function buildScrapbook(client: TestClient, title: string) {
      const created = await client.post('/api/scrapbooks', {
        title,
        templateId: 'keepsake',
        source: { kind: 'date_range', from: '1900-01-01', to: '2100-12-31' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const book = created.json<{ id: string; pages: { id: string; items: { id: string }[] }[] }>();
      await client.request({
        method: 'PATCH',
        url: `/api/scrapbooks/${book.id}`,
        payload: { isSharedWithCircle: true },
      });
      const print = (await client.post(`/api/scrapbooks/${book.id}/prints`, { pageSize: 'a4' })).json<{ id: string }>();
      return {
        scrapbook: book.id,
        scrapbookPage: book.pages[0]!.id,
        scrapbookItem: book.pages[0]!.items[0]!.id,
        scrapbookPrint: print.id,
      };
    }

    /** The owner's recipe, shared with the circle, with the world's photo, a share link to it and a queued cookbook of it. */
    async function buildRecipe(client: TestClient, photoItemId: string, title: string) {
      const created = await client.post('/api/recipes', {
        title,
        servings: 4,
        ingredients: [{ quantity: 1, unit: 'cup', item: 'flour' }],
        steps: ['Bake.'],
        photoItemIds: [photoItemId],
      });
      expect(created.statusCode, created.body).toBe(201);
      const recipe = created.json<{ id: string }>().id;
      await client.request({ method: 'PATCH', url: `/api/recipes/${recipe}`, payload: { isSharedWithCircle: true } });
      const link = (await client.post(`/api/recipes/${recipe}/share-links`)).json<ShareLink>();
      const cookbook = (await client.post('/api/recipe-cookbooks', { recipeIds: [recipe] })).json<{ id: string }>();
      return { recipe, recipeToken: link.url!.split('/shared/')[1]!, cookbook: cookbook.id };
    }

    /** Signs `user` in on a second device. @returns that device's id in the user's devices list */
    async function signInElsewhere(user: BuiltUser): Promise<string> {
      const device = new TestClient(app(), '10.9.0.4');
      const signIn = { username: user.user.email, password: user.password, browser: 'safari', mobile: true };
      expect((await device.post('/api/auth/signin', signIn)).statusCode).toBe(200);
      const devices = (await user.client.get('/api/account/sessions')).json<{ id: string; isCurrent: boolean }[]>();
      return devices.find((listed) => !listed.isCurrent)!.id;
    }

    /** The address of `route` for `actor` in `world`: each parameter names the world's object. */
    function addressOf(route: RouteTableEntry, world: World, actor: Actor): string {
      const { ids } = world;
      const idOf: Record<string, string> = {
        '/api/messages/': ids.message,
        '/api/media/': ids.media,
        '/api/circle/invitations/': ids.invitation,
        '/api/circle/members/': ids.viewerMembership,
        '/api/share-links/': ids.shareLink,
        '/api/vault/trash/': ids.trashedItem,
        '/api/vault/items/': route.url.endsWith('/restore') ? ids.trashedItem : ids.item,
        '/api/vault/albums/': ids.album,
        '/api/vault/shared/albums/': ids.album,
        '/api/family-trees/imports/': ids.treeImport,
        '/api/family-trees/people/': ids.individual,
        '/api/family-trees/:treeId/individuals/': ids.individual,
        '/api/family-trees/:treeId/families/': ids.family,
        '/api/family-trees/:treeId/events/': ids.event,
        '/api/admin/users/': world.users.owner!.user.id,
        '/api/time-capsules/': ids.capsule,
        '/api/life-events/': ids.lifeEvent,
        '/api/scrapbooks/': ids.scrapbook,
        '/api/recipes/': ids.recipe,
        '/api/recipe-cookbooks/': ids.cookbook,
        '/api/account/sessions/': ids.ownerDevice,
        '/api/account/exports/': ids.accountExport,
        '/api/admin/reviews/': ids.review,
        '/api/admin/headline-tests/': ids.headlineTest,
        '/api/admin/newsletter/issues/': ids.newsletterIssue,
      };
      const prefix = Object.keys(idOf).find((key) => route.url.startsWith(key));
      const [linkHeld, madeUp] = linkTokensOf(route.url) ?? [undefined, 'not-a-real-token'];
      const held = route.url === messageRoutes.deliveredLetterPdf.path ? 'letterRecipientToken' : linkHeld;
      // A reply's recording is read through the message it answers.
      const id = route.url.includes('/replies/:replyId') ? ids.repliedMessage : prefix ? idOf[prefix]! : ':id';
      return route.url
        .replace(':id', id)
        .replace(':replyId', ids.reply)
        .replace(':treeId', ids.tree)
        .replace(':otherId', ids.individual) // the family-tree chart's relationship calculator
        .replace(':recipientId', ids.recipient)
        .replace(':ownerId', world.users.owner!.user.id)
        .replace(':messageId', ids.message) // a message of the owner's, designated for no one before a release
        .replace(':capsuleItemId', ids.capsuleItem)
        .replace(':pageId', ids.scrapbookPage)
        .replace(':scrapbookItemId', ids.scrapbookItem)
        .replace(':printId', ids.scrapbookPrint)
        .replace(':itemId', ids.item)
        .replace(':memberId', world.users.viewer!.user.id) // a branch scope of the tree
        .replace(':token', held && actor === 'shareLinkHolder' ? ids[held] : madeUp)
        .replace(':kind', 'users')
        .replace(':quiz', 'voice-message-quiz');
    }

    /** A valid body for each route that takes one (a route missing here fails the test). */
    function bodyOf(method: string, url: string, world: World, actor: Actor): object | undefined {
      const letter = {
        intent: 'schedule',
        kind: 'letter',
        title: 'Changed',
        letterText: 'With love.',
        occasion: 'other',
        deliverAt: new Date(Date.now() + 40 * 24 * 60 * 60 * 1000).toISOString(),
        timeZone: 'UTC',
        recipients: [{ name: 'Anna', email: 'anna@example.com' }],
      };
      const bodies: Record<string, object | undefined> = {
        'PATCH /api/account/profile': { name: 'Joe' },
        'POST /api/account/delete': { password: 'not the password' },
        'PUT /api/account/notifications': {
          memoryPrompts: true,
          messageUpdates: true,
          circleActivity: true,
          productNews: true,
        },
        'POST /api/notifications/unsubscribe/:token': undefined,
        'POST /api/account/exports': undefined,
        'POST /api/account/admin-claim': { token: 'not-the-token' },
        'POST /api/auth/signup': {
          email: `new-${randomUUID()}@example.com`,
          password: 'secret12',
          browser: 'chrome',
          mobile: false,
        },
        'POST /api/auth/signin': {
          username: world.users.stranger!.user.email,
          password: world.users.stranger!.password,
          browser: 'chrome',
          mobile: false,
        },
        'POST /api/auth/signout': undefined,
        // The demo family: anyone signs in to it (from a second client: it changes the session).
        'POST /api/demo/session': { browser: 'chrome', mobile: false },
        'POST /api/circle/invitations': { name: 'Cousin', email: `cousin-${randomUUID()}@example.com`, role: 'viewer' },
        'POST /api/circle/invitations/:id/resend': undefined,
        'POST /api/circle/invitations/:id/withdraw': undefined,
        'PATCH /api/circle/members/:id': { role: 'editor' },
        'DELETE /api/circle/members/:id': undefined,
        'POST /api/circles/:ownerId/leave': undefined,
        'POST /api/invitations/accept': { token: 'not-a-real-token' },
        'POST /api/messages': letter,
        'PUT /api/messages/:id': letter,
        'POST /api/messages/:id/postpone': { days: 7 },
        'POST /api/messages/:id/cancel': undefined,
        'DELETE /api/messages/:id': undefined,
        'POST /api/messages/:id/recipients/:recipientId/revoke': undefined,
        'POST /api/messages/:id/recipients/:recipientId/reissue': undefined,
        'PUT /api/messages/:id/recipients/:recipientId/email': { email: `corrected-${randomUUID()}@example.com` },
        'POST /api/messages/:id/recipients/:recipientId/keep': undefined,
        // A transcript's correction and retry, on the world's letter (400 for its author: a letter has none).
        'PUT /api/messages/:id/transcript': { text: 'Corrected by the authorization matrix.' },
        'POST /api/messages/:id/transcript/retry': undefined,
        'POST /api/protection/:token': { action: 'keep' },
        'POST /api/still-right/:token': undefined,
        'POST /api/messages-for-me/:token': { choice: 'resume' },
        'POST /api/messages/:id/still-right': undefined,
        'POST /api/message-health/still-right': undefined,
        'POST /api/newsletter': { email: `reader-${randomUUID()}@example.com` },
        'POST /api/newsletter/confirm': { token: 'not-a-real-token' },
        'POST /api/contact': {
          name: 'Matrix',
          email: `writer-${randomUUID()}@example.com`,
          topic: 'question',
          message: 'A question from the authorization matrix.',
          requestId: randomUUID(),
        },
        'POST /api/presence': { visitorId: randomUUID(), path: '/' },
        // The operator's newsletter: drafts, a test, a send (409 without subscribers); the issues'
        // unsubscribe link.
        'POST /api/admin/newsletter/issues': { subject: 'Matrix issue', bodyMarkdown: '## Hello' },
        'PUT /api/admin/newsletter/issues/:id': { subject: 'Matrix issue', bodyMarkdown: '## Changed' },
        'DELETE /api/admin/newsletter/issues/:id': undefined,
        'POST /api/admin/newsletter/issues/:id/test': undefined,
        'POST /api/admin/newsletter/issues/:id/send': undefined,
        'POST /api/newsletter/unsubscribe': undefined,
        // Site analytics: the visit beacon; the administrator's headline tests (a second start is
        // 409).
        'POST /api/site/visits': { path: '/' },
        'POST /api/admin/headline-tests': { variantB: `Matrix ${randomUUID()}` },
        'POST /api/admin/headline-tests/:id/stop': undefined,
        'POST /api/admin/headline-tests/:id/adopt-winner': undefined,
        'POST /api/share-links': { target: { kind: 'vault_item', id: world.ids.item } },
        'POST /api/share-links/revoke-all': {},
        'POST /api/share-links/:id/revoke': undefined,
        'POST /api/share-links/open/:token/unlock': { passphrase: 'anything' },
        'POST /api/vault/shared/albums/:id/items': {
          itemId: actor === 'editor' ? world.ids.editorItem : world.ids.item,
        },
        'DELETE /api/vault/shared/albums/:id/items/:itemId': undefined,
        'POST /api/vault/albums/:id/items': { itemIds: [actor === 'editor' ? world.ids.editorItem : world.ids.item] },
        'POST /api/vault/albums/:id/items/remove': {
          itemIds: [actor === 'editor' ? world.ids.editorItem : world.ids.item],
        },
        'PATCH /api/vault/albums/:id': { sharedWithCircle: false },
        'PATCH /api/vault/items/:id': { title: 'Renamed' },
        'DELETE /api/vault/items/:id': undefined,
        'POST /api/vault/items/:id/restore': undefined,
        'DELETE /api/vault/trash/:id': undefined,
        'DELETE /api/vault/trash': undefined,
        'PUT /api/vault/items/:id/transcript': { text: 'Corrected.' },
        'POST /api/vault/items/:id/transcript/retry': undefined,
        'POST /api/vault/albums': { name: `Album ${randomUUID()}` },
        'DELETE /api/vault/albums/:id': undefined,
        'POST /api/family-trees': { name: 'Another tree' },
        'DELETE /api/family-trees/:treeId': undefined,
        'PATCH /api/family-trees/:treeId': { isSharedWithCircle: true }, // stays shared for the reads after it
        'PATCH /api/recipes/:id': { isSharedWithCircle: true },
        'POST /api/family-trees/imports/:id/run': undefined,
        'POST /api/family-trees/:treeId/individuals': { givenNames: 'Joe' },
        'PATCH /api/family-trees/:treeId/individuals/:id': { givenNames: 'Rosa' },
        'DELETE /api/family-trees/:treeId/individuals/:id': undefined,
        'POST /api/family-trees/:treeId/families': { partnerIds: [world.ids.individual] },
        'PATCH /api/family-trees/:treeId/families/:id': { partnerIds: [world.ids.individual] },
        'DELETE /api/family-trees/:treeId/families/:id': undefined,
        'POST /api/family-trees/:treeId/events': { individualId: world.ids.individual, tag: 'DEAT' },
        'PATCH /api/family-trees/:treeId/events/:id': { individualId: world.ids.individual, tag: 'BIRT', date: '1901' },
        'DELETE /api/family-trees/:treeId/events/:id': undefined,
        // The family-tree chart and builder: merging the person into itself answers 400.
        'PUT /api/family-trees/:treeId/individuals/:id/me': undefined,
        'DELETE /api/family-trees/:treeId/individuals/:id/me': undefined,
        'POST /api/family-trees/:treeId/individuals/:id/merge': { otherId: world.ids.individual },
        // Tree voices: an editor links their own item, and takes the world's photo off the person;
        // the owner's animation answers 400 (no recording).
        'POST /api/family-trees/:treeId/individuals/:id/media': {
          itemId: actor === 'editor' ? world.ids.editorItem : world.ids.item,
          role: 'photo',
        },
        'DELETE /api/family-trees/:treeId/individuals/:id/media/:itemId': undefined,
        'POST /api/family-trees/:treeId/individuals/:id/animations': {
          photoItemId: world.ids.item,
          recordingItemId: world.ids.item,
        },
        'PUT /api/family-trees/:treeId/branch-scopes/:memberId': {
          rootIndividualId: world.ids.individual,
          generations: 2,
        },
        'DELETE /api/family-trees/:treeId/branch-scopes/:memberId': undefined,
        // The admin panel: the settings as they are; the world's owner suspended, restored,
        // deleted.
        'PUT /api/admin/settings': {
          maintenanceMode: false,
          registrationEnabled: true,
          maxFileSize: 100,
          emailNotifications: true,
        },
        'POST /api/admin/users/:id/suspend': undefined,
        'POST /api/admin/users/:id/restore': undefined,
        'DELETE /api/admin/users/:id': undefined,
        'POST /api/admin/backup': { passphrase: 'a long matrix passphrase' },
        'PUT /api/admin/content': { claims: {}, testimonials: [], testimonialVideo: null },
        // Checkout in test mode: each signed-in actor's own plan.
        'POST /api/billing/checkout': { plan: 'complete_legacy', period: 'month' },
        'POST /api/billing/checkout-session': { plan: 'complete_legacy', period: 'month' },
        'POST /api/billing/subscription/change': { action: 'cancel' },
        // The money-back guarantee: an actor without payments answers 409.
        'POST /api/billing/refund': undefined,
        // Time capsules: a capsule of the actor's own, the world's draft changed, filled, sealed.
        'POST /api/time-capsules': {
          title: 'Another capsule',
          opensAt: new Date(Date.now() + 40 * 24 * 60 * 60 * 1000).toISOString(),
          timeZone: 'UTC',
          recipients: [{ name: 'Anna', email: 'anna@example.com' }],
        },
        'PATCH /api/time-capsules/:id': {
          title: 'Changed capsule',
          opensAt: new Date(Date.now() + 40 * 24 * 60 * 60 * 1000).toISOString(),
          timeZone: 'UTC',
          recipients: [{ name: 'Anna', email: 'anna@example.com' }],
        },
        'POST /api/time-capsules/:id/items': { kind: 'letter', text: 'From the matrix.' },
        'POST /api/time-capsules/:id/vault-items': {
          vaultItemIds: [actor === 'editor' ? world.ids.editorItem : world.ids.item],
        },
        'POST /api/time-capsules/:id/seal': undefined,
        // Scrapbooks: a draft of the actor's own vault; the world's scrapbook changed.
        'POST /api/scrapbooks': {
          title: 'Another book',
          templateId: 'keepsake',
          source: { kind: 'date_range', from: '1900-01-01', to: '2100-12-31' },
        },
        'PATCH /api/scrapbooks/:id': { title: 'Changed book' },
        'DELETE /api/scrapbooks/:id': undefined,
        'PUT /api/scrapbooks/:id/page-order': { pageIds: [world.ids.scrapbookPage] },
        'POST /api/scrapbooks/:id/pages': { layout: 'text', text: 'From the matrix.' },
        'PATCH /api/scrapbooks/:id/pages/:pageId': { text: 'Changed.' },
        'DELETE /api/scrapbooks/:id/pages/:pageId': undefined,
        'POST /api/scrapbooks/:id/pages/:pageId/items': { vaultItemId: world.ids.item },
        'PATCH /api/scrapbooks/:id/items/:scrapbookItemId': { caption: 'Changed.' },
        'DELETE /api/scrapbooks/:id/items/:scrapbookItemId': undefined,
        'POST /api/scrapbooks/:id/prints': { pageSize: 'square' },
        // Family recipes: a recipe of the actor's own; the world's recipe changed, shared, printed.
        'POST /api/recipes': { title: 'Another pie', servings: 2, ingredients: [], steps: [] },
        'PUT /api/recipes/:id': {
          title: 'Changed pie',
          servings: 6,
          ingredients: [{ quantity: 2, unit: 'cups', item: 'flour' }],
          steps: ['Bake longer.'],
          photoItemIds: [world.ids.item],
        },
        'DELETE /api/recipes/:id': undefined,
        'POST /api/recipes/:id/share-links': undefined,
        'POST /api/recipe-cookbooks': { recipeIds: [world.ids.recipe] },
        // E-mail verification and password reset: made-up links, an address with no account.
        'POST /api/auth/verify-email': { token: 'not-a-real-token' },
        'POST /api/auth/password-reset/request': { email: 'nobody@example.com' },
        'POST /api/auth/password-reset': { token: 'not-a-real-token', password: 'a new long password' },
        'POST /api/account/verification-email': undefined,
        // Account security: wrong passwords and codes, made-up links, each actor's own devices.
        'POST /api/auth/signin/two-factor': { code: '123456' },
        'POST /api/account/two-factor/setup': undefined,
        'POST /api/account/two-factor/enable': { code: '123456' },
        'POST /api/account/two-factor/disable': { password: 'not the password', code: '123456' },
        'POST /api/account/password': { currentPassword: 'not the password', newPassword: 'a new long password' },
        'POST /api/account/email': { newEmail: `moved-${randomUUID()}@example.com`, password: 'not the password' },
        'POST /api/auth/email-change': { token: 'not-a-real-token' },
        'POST /api/account/sessions/sign-out-others': undefined,
        'DELETE /api/account/sessions/:id': undefined,
        'POST /api/admin/users/:id/password-reset': undefined,
        // Last wishes: each signed-in actor's own document.
        'PUT /api/last-wishes': { ceremony: 'A quiet gathering.' },
        // Replies: a letter from the recipient's link (the voice note is an upload: call()), and
        // the withdrawal of the world's reply.
        'POST /api/shared/:token/replies/letter': { text: 'Written by the authorization matrix.' },
        'DELETE /api/shared/:token/replies/:replyId': undefined,
        // Life events: a report of a past day, a confirmation, the veto of the world's dated
        // message (409).
        'POST /api/life-events/:id/report': { happenedOn: '2020-01-01' },
        'POST /api/life-events/:id/confirm': undefined,
        'POST /api/messages/:id/life-event/veto': undefined,
        'POST /api/life-events/links/:token': undefined,
        'POST /api/life-events/links/:token/report': { happenedOn: '2020-01-01' },
        // Release after death: each actor's own plan (a 400 without contacts), a check-in, a
        // contact's report.
        'PUT /api/legacy/plan': {
          intervalMonths: 6,
          quorum: 1,
          waitingDays: 7,
          albumIds: [world.ids.album],
          messageIds: [world.ids.message],
        },
        'POST /api/legacy/check-in': undefined,
        'POST /api/legacy/owners/:ownerId/confirm': undefined,
        // The contacts' decisions about a released owner's messages (before the release: 409, the route's own answer).
        'POST /api/legacy/owners/:ownerId/messages/:messageId/recipients/:recipientId/keep': undefined,
        'PUT /api/legacy/owners/:ownerId/messages/:messageId/recipients/:recipientId': {
          name: 'Lily',
          email: 'lily@example.com',
        },
        'POST /api/legacy/owners/:ownerId/messages/:messageId/cancel': undefined,
        'POST /api/legacy/links/:token': undefined,
        // Reviews: each signed-in actor's own review; the administrator's decision on the owner's.
        'PUT /api/reviews/mine': { rating: 4, body: 'Written by the authorization matrix.' },
        'POST /api/admin/reviews/:id/decision': { decision: 'approve' },
        'DELETE /api/reviews/mine': undefined,
        // Saved quiz results: each signed-in actor's own answers.
        'PUT /api/quiz-results/:quiz': { answers: '0-0-0-0-0' },
        'DELETE /api/quiz-results/:quiz': undefined,
      };
      const key = `${method} ${url}`;
      if (!(key in bodies)) throw new Error(`The matrix has no body for ${key}: add one to bodyOf()`);
      return bodies[key];
    }

    /** Routes that change the caller's own session: called from a second client of the same actor. */
    const CHANGES_SESSION = new Set(['/api/auth/signup', '/api/auth/signin', '/api/auth/signout', '/api/demo/session']);

    async function clientFor(route: RouteTableEntry, world: World, actor: Actor): Promise<TestClient> {
      if (!CHANGES_SESSION.has(route.url)) return world.clients[actor];
      const client = new TestClient(app(), '10.9.0.3');
      const user = world.users[actor];
      if (user) {
        const signedIn = await client.post('/api/auth/signin', {
          username: user.user.email,
          password: user.password,
          browser: 'chrome',
          mobile: false,
        });
        expect(signedIn.statusCode).toBe(200);
      }
      return client;
    }

    async function call(route: RouteTableEntry, method: string, world: World, actor: Actor) {
      const client = await clientFor(route, world, actor);
      const url = addressOf(route, world, actor);
      if (method === 'GET') return client.get(url);
      if (method === 'POST' && (route.url === '/api/media' || route.url === '/api/shared/:token/replies/voice')) {
        return client.upload(url, { name: 'voice-note.wav', type: 'audio/wav', content: fixture('voice-note.wav') });
      }
      if (method === 'POST' && route.url === '/api/family-trees/imports') return client.upload(url, gedcomUpload);
      const payload = bodyOf(method, route.url, world, actor);
      return client.request({ method: method as 'POST', url, ...(payload ? { payload } : {}) });
    }

    it('every /api route declares who may call it', () => {
      const undeclared = app()
        .routeTable.filter((route) => !isDocsRoute(route.url) && !route.access)
        .map((route) => `${route.methods.join('|')} ${route.url}`);
      expect(undeclared).toEqual([]);
    });

    // The route table is judged in parts, each its own test, on one world restored between them.
    let isWorldChanged = false;
    for (let part = 0; part < MATRIX_PARTS; part++) {
      it(`answers each actor on each route as its declared access says (part ${part + 1} of ${MATRIX_PARTS})`, async () => {
        const routes = app()
          .routeTable.filter((route) => !isDocsRoute(route.url) && !(route.url in NOT_CALLED))
          .filter((_, index) => index % MATRIX_PARTS === part);
        const wrong: string[] = [];
        for (const route of routes) {
          for (const method of route.methods) {
            // A write that changed nothing (no call answered below 400) leaves the world as it was:
            // a refused or failed write writes nothing.
            const world = await worldAsBuilt(isWorldChanged);
            isWorldChanged = false;
            const order = [...ACTORS].sort(
              (a, b) =>
                Number(expectedFor(route.access!, a, route.url) === 'allowed') -
                Number(expectedFor(route.access!, b, route.url) === 'allowed'),
            );
            for (const actor of order) {
              const expected = expectedFor(route.access!, actor, route.url);
              const response = await call(route, method, world, actor);
              const status = response.statusCode;
              if (method !== 'GET' && status < 400) isWorldChanged = true;
              const isRight =
                expected === 'allowed'
                  ? status !== 401 && status !== 404 && status < 500
                  : expected === 404
                    ? status === 404 || status === 410
                    : status === 401;
              const isJson = String(response.headers['content-type']).includes('json');
              if (!isRight)
                wrong.push(
                  `${method} ${route.url} as ${actor}: expected ${expected}, got ${status} ${isJson ? response.body.slice(0, 120) : String(response.headers['content-type'])}`,
                );
              const leaks = isJson ? foreignMarkersIn(response.body, actor, world.markers) : [];
              if (leaks.length > 0) wrong.push(`${method} ${route.url} as ${actor}: shows ${leaks.join(', ')}`);
            }
          }
        }
        expect(wrong).toEqual([]);
      }, 600_000);
    }

    // The demo family: its session may change nothing, on any write route there is or will be —
    // refused before the route reads its address or body, so none is needed here.
    it('refuses every state-changing route to a visitor of the demo family', async () => {
      await app().jobs.runDemoRebuild(); // built once by outsiders() when the whole matrix runs
      const visitor = new TestClient(app(), '10.9.0.5');
      expect((await visitor.post('/api/demo/session', {})).statusCode).toBe(200);
      const writes = app()
        .routeTable.filter((route) => !isDocsRoute(route.url) && !OPEN_TO_DEMO.has(route.url))
        .flatMap((route) =>
          route.methods
            .filter((method) => !['GET', 'HEAD', 'OPTIONS'].includes(method))
            .map((method) => ({ method, route })),
        );
      expect(writes.length).toBeGreaterThan(100);
      const answered: string[] = [];
      for (const { method, route } of writes) {
        const url = route.url.replace(/:[A-Za-z]+/g, randomUUID()).replace('*', 'anything');
        const response = await visitor.request({ method: method as 'POST', url });
        if (response.statusCode !== 403 || !response.body.includes(DEMO_MESSAGES.readOnly))
          answered.push(`${method} ${route.url}: ${response.statusCode} ${response.body.slice(0, 80)}`);
      }
      expect(answered).toEqual([]);
      // Still signed in to the demo: sign-out is one of the few writes left open.
      expect((await visitor.post('/api/auth/signout')).statusCode).toBe(200);
    }, 600_000);

    // Branch-scoped access: a viewer limited to Rose's branch reads Rose and her photo, but Joe
    // (outside it) and Joe's photo answer 404, as if they did not exist.
    it('keeps a tree and a recipe their owner has not shared from every member of the circle', async () => {
      const owner = await buildUser(app());
      const [editor, viewer] = [await buildUser(app()), await buildUser(app())];
      await joinCircle(owner, editor, 'editor');
      await joinCircle(owner, viewer, 'viewer');
      const tree = (await owner.client.post('/api/family-trees', { name: 'Private' })).json<FamilyTree>();
      const treeUrl = `/api/family-trees/${tree.id}`;
      const rose = (await owner.client.post(`${treeUrl}/individuals`, { givenNames: 'Rose' })).json<{ id: string }>();
      const recipeInput = { title: 'Private pie', servings: 2, ingredients: [], steps: ['Bake.'] };
      const recipe = (await owner.client.post('/api/recipes', recipeInput)).json<{ id: string }>();
      const calls: [method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, body?: object][] = [
        ['GET', treeUrl],
        ['GET', `${treeUrl}/individuals/${rose.id}/focus`],
        ['GET', `/api/family-trees/people/${rose.id}`],
        ['POST', `${treeUrl}/individuals`, { givenNames: 'Joe' }],
        ['PATCH', treeUrl, { isSharedWithCircle: true }],
        ['GET', `/api/recipes/${recipe.id}`],
        ['PUT', `/api/recipes/${recipe.id}`, recipeInput],
        ['PATCH', `/api/recipes/${recipe.id}`, { isSharedWithCircle: true }],
        ['POST', '/api/recipe-cookbooks', { recipeIds: [recipe.id] }],
      ];
      for (const member of [editor, viewer]) {
        for (const [method, url, payload] of calls) {
          const response = await member.client.request({ method, url, payload });
          expect(response.statusCode, `${method} ${url}`).toBe(404);
        }
        expect((await member.client.get('/api/family-trees')).json()).toEqual([]);
        expect((await member.client.get('/api/recipes')).json()).toEqual([]);
      }
      expect((await owner.client.get(treeUrl)).statusCode).toBe(200);
      expect((await owner.client.get(`/api/recipes/${recipe.id}`)).statusCode).toBe(200);
    });

    it('keeps a branch-scoped member out of people and media outside their branch', async () => {
      const owner = await buildUser(app());
      const member = await buildUser(app());
      await joinCircle(owner, member, 'viewer');
      const tree = (await owner.client.post('/api/family-trees', { name: 'Branches' })).json<FamilyTree>();
      const treeUrl = `/api/family-trees/${tree.id}`;
      await owner.client.request({ method: 'PATCH', url: treeUrl, payload: { isSharedWithCircle: true } });
      const add = async (givenNames: string) =>
        (await owner.client.post(`${treeUrl}/individuals`, { givenNames })).json<{ id: string }>().id;
      const [rose, joe] = [await add('Rose'), await add('Joe')];
      const [rosePhoto, joePhoto] = [await addPhoto(owner.client), await addPhoto(owner.client)];
      await owner.client.post(`${treeUrl}/individuals/${rose}/media`, { itemId: rosePhoto, role: 'photo' });
      await owner.client.post(`${treeUrl}/individuals/${joe}/media`, { itemId: joePhoto, role: 'photo' });
      const scoped = await owner.client.request({
        method: 'PUT',
        url: `${treeUrl}/branch-scopes/${member.user.id}`,
        payload: { rootIndividualId: rose, generations: 3 },
      });
      expect(scoped.statusCode).toBe(200);
      const reads = {
        rose: `/api/family-trees/people/${rose}`,
        rosePhoto: `${treeUrl}/media/${rosePhoto}/file`,
        joe: `/api/family-trees/people/${joe}`,
        joePhoto: `${treeUrl}/media/${joePhoto}/file`,
        joePreview: `${treeUrl}/media/${joePhoto}/preview`,
      };
      const statuses: Record<string, number> = {};
      for (const [name, url] of Object.entries(reads)) statuses[name] = (await member.client.get(url)).statusCode;
      // Shared with the whole circle in the vault too: the scoped member still cannot reach Joe's photo there.
      await owner.client.request({
        method: 'PATCH',
        url: `/api/vault/items/${joePhoto}`,
        payload: { sharedWithCircle: true },
      });
      statuses.joePhotoInVault = (await member.client.get(`/api/vault/items/${joePhoto}/file`)).statusCode;
      expect(statuses).toEqual({
        rose: 200,
        rosePhoto: 200,
        joe: 404,
        joePhoto: 404,
        joePreview: 404,
        joePhotoInVault: 404,
      });
      const detail = (await member.client.get(treeUrl)).json<{ individuals: { id: string }[] }>();
      expect(detail.individuals.map((individual) => individual.id)).toEqual([rose]);
      // The owner still reads everyone.
      expect((await owner.client.get(reads.joePhoto)).statusCode).toBe(200);
    });
  },
  {
    // DATABASE_URL lets the admin backup run pg_dump (the app's own connection is handed in).
    config: {
      adminEmail: ADMIN_EMAIL,
      supportEmail: 'support@example.com',
      databaseUrl: process.env.TEST_DATABASE_URL,
    },
    clock,
  },
);
