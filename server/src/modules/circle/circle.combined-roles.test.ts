/**
 * Roles combine (docs/decisions/005): a member can be an editor or viewer and a legacy contact at
 * once. Inviting a member as a legacy contact adds the role; the owner adds and removes it without
 * touching the sharing role; editor access stays; removal from the circle ends both. On both dialects.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import {
  CIRCLE_MESSAGES,
  type AuditEvent,
  type CircleMember,
  type CircleOverview,
  type Membership,
} from '@heirloom/common/contracts/circle';
import { VAULT_ITEM_ID_HEADER, type VaultAlbum } from '@heirloom/common/contracts/vault';
import { buildUser, joinCircle, type BuiltUser } from '../../../test/factories';
import { describeEachDatabase, type TestClient } from '../../../test/test-app';
import { uploadWithTus } from '../../../test/tus-client';

const photo = readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures/photo.jpg'));

async function addPhoto(client: TestClient): Promise<string> {
  const response = await uploadWithTus(client, photo, { filename: 'photo.jpg', filetype: '' });
  expect(response.statusCode, response.body).toBe(204);
  return response.headers[VAULT_ITEM_ID_HEADER.toLowerCase()] as string;
}

describeEachDatabase('roles combine in the family circle', (context) => {
  const app = () => context().app;

  const membershipOf = async (owner: BuiltUser, relative: BuiltUser) =>
    (await owner.client.get('/api/circle'))
      .json<CircleOverview>()
      .members.find((member) => member.userId === relative.user.id)!;
  const change = (owner: BuiltUser, membershipId: string, payload: object) =>
    owner.client.request({ method: 'PATCH', url: `/api/circle/members/${membershipId}`, payload });
  const inviteAsLegacyContact = (owner: BuiltUser, relative: BuiltUser) =>
    owner.client.post('/api/circle/invitations', { name: 'Sam', email: relative.user.email, role: 'legacy_contact' });

  /** An owner whose son is an editor of her circle, and an album she shares with it. */
  async function ownerWithEditorSon() {
    const owner = await buildUser(app());
    const son = await buildUser(app());
    await joinCircle(owner, son, 'editor', 'Sam');
    const album = (await owner.client.post('/api/vault/albums', { name: 'Summers' })).json<VaultAlbum>();
    await owner.client.request({
      method: 'PATCH',
      url: `/api/vault/albums/${album.id}`,
      payload: { sharedWithCircle: true },
    });
    return { owner, son, album };
  }
  const addToAlbum = async (son: BuiltUser, albumId: string) =>
    (await son.client.post(`/api/vault/shared/albums/${albumId}/items`, { itemId: await addPhoto(son.client) }))
      .statusCode;

  it('inviting an editor as a legacy contact adds the role; he keeps editing; the legacy role comes off alone', async () => {
    const { owner, son, album } = await ownerWithEditorSon();
    const invited = await inviteAsLegacyContact(owner, son);
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json<CircleMember>()).toMatchObject({ userId: son.user.id, role: 'editor', isLegacyContact: true });
    const member = await membershipOf(owner, son);
    expect(member).toMatchObject({ role: 'editor', isLegacyContact: true });
    expect(member.canSee).toMatch(/adds and edits memories.*legacy contact/);
    expect((await owner.client.get('/api/circle')).json<CircleOverview>().invitations).toEqual([]);
    const circles = (await son.client.get('/api/circles')).json<Membership[]>();
    expect(circles.find((circle) => circle.ownerId === owner.user.id)).toMatchObject({
      role: 'editor',
      isLegacyContact: true,
    });
    expect(await addToAlbum(son, album.id)).toBe(204);

    const twice = await inviteAsLegacyContact(owner, son);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: CIRCLE_MESSAGES.alreadyLegacyContact });
    const asViewer = await owner.client.post('/api/circle/invitations', {
      name: 'Sam',
      email: son.user.email,
      role: 'viewer',
    });
    expect(asViewer.json()).toEqual({ message: CIRCLE_MESSAGES.alreadyMember });

    const dropped = await change(owner, member.id, { isLegacyContact: false });
    expect(dropped.json<CircleMember>()).toMatchObject({ role: 'editor', isLegacyContact: false });
    expect(await addToAlbum(son, album.id)).toBe(204);
    const log = (await owner.client.get('/api/circle/audit')).json<AuditEvent[]>();
    expect(log.slice(0, 2).map((event) => event.summary)).toEqual([
      `${son.user.username} is no longer a legacy contact (still an editor)`,
      `Made ${son.user.username} a legacy contact (still an editor)`,
    ]);
  });

  it('tells the member by e-mail that they were made a legacy contact', async () => {
    const { owner, son } = await ownerWithEditorSon();
    const member = await membershipOf(owner, son);
    expect((await change(owner, member.id, { isLegacyContact: true })).statusCode).toBe(200);
    const notices = await context()
      .db.selectFrom('outbox_emails')
      .select(['subject', 'text_body'])
      .where('recipient_address', '=', son.user.email)
      .where('kind', '=', 'circle-legacy-contact')
      .execute();
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe(`${owner.user.username} named you a legacy contact`);
    expect(notices[0]!.text_body).toContain('You stay an editor');
  });

  it('changes the sharing role without touching the legacy role; a legacy contact only must keep it', async () => {
    const owner = await buildUser(app());
    const daughter = await buildUser(app());
    await joinCircle(owner, daughter, 'legacy_contact', 'Dee');
    const member = await membershipOf(owner, daughter);
    expect(member).toMatchObject({ role: 'legacy_contact', isLegacyContact: true });

    const refused = await change(owner, member.id, { isLegacyContact: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: CIRCLE_MESSAGES.onlyLegacyContact });
    const contradiction = await change(owner, member.id, { role: 'legacy_contact', isLegacyContact: false });
    expect(contradiction.statusCode).toBe(400);
    expect((await change(owner, member.id, {})).statusCode).toBe(400);

    const viewer = await change(owner, member.id, { role: 'viewer' });
    expect(viewer.json<CircleMember>()).toMatchObject({ role: 'viewer', isLegacyContact: true });
    const editor = await change(owner, member.id, { role: 'editor' });
    expect(editor.json<CircleMember>()).toMatchObject({ role: 'editor', isLegacyContact: true });
    // "Legacy contact" as the role takes the sharing role away, as before.
    const only = await change(owner, member.id, { role: 'legacy_contact' });
    expect(only.json<CircleMember>()).toMatchObject({ role: 'legacy_contact', isLegacyContact: true });
    const editorAgain = await change(owner, member.id, { role: 'editor', isLegacyContact: false });
    expect(editorAgain.json<CircleMember>()).toMatchObject({ role: 'editor', isLegacyContact: false });
    const viewerAndLegacy = await change(owner, member.id, { role: 'viewer', isLegacyContact: true });
    expect(viewerAndLegacy.json<CircleMember>()).toMatchObject({ role: 'viewer', isLegacyContact: true });
    const name = daughter.user.username;
    const log = (await owner.client.get('/api/circle/audit')).json<AuditEvent[]>();
    expect(log.slice(0, 5).map((event) => event.summary)).toEqual([
      `Changed ${name}'s role from editor to viewer. Made ${name} a legacy contact`,
      `Made ${name} an editor (no longer a legacy contact)`,
      `${name} is now only a legacy contact (no longer an editor)`,
      `Changed ${name}'s role from viewer to editor (still a legacy contact)`,
      `Made ${name} a viewer (still a legacy contact)`,
    ]);
  });

  it('removing him from the circle ends both roles; leaving does too', async () => {
    const { owner, son, album } = await ownerWithEditorSon();
    await inviteAsLegacyContact(owner, son);
    const member = await membershipOf(owner, son);
    expect((await owner.client.request({ method: 'DELETE', url: `/api/circle/members/${member.id}` })).statusCode).toBe(
      204,
    );
    expect(await addToAlbum(son, album.id)).toBe(404);
    expect((await son.client.get(`/api/legacy/owners/${owner.user.id}`)).statusCode).toBe(404);
    expect((await son.client.get('/api/legacy/chosen')).json()).toEqual([]);

    const other = await ownerWithEditorSon();
    await inviteAsLegacyContact(other.owner, other.son);
    expect((await other.son.client.post(`/api/circles/${other.owner.user.id}/leave`)).statusCode).toBe(204);
    expect((await other.son.client.get('/api/legacy/chosen')).json()).toEqual([]);
  });

  it('an editor who accepts an invitation as a legacy contact holds both roles', async () => {
    const owner = await buildUser(app());
    const son = await buildUser(app());
    // Invited as a legacy contact while not yet a member; he joins as an editor through another link first.
    const legacyInvitation = await inviteAsLegacyContact(owner, son);
    expect(legacyInvitation.statusCode).toBe(201);
    const cousin = await buildUser(app());
    await joinCircle(owner, cousin, 'editor', 'Cy');
    const accepted = await cousin.client.post('/api/invitations/accept', {
      token: await tokenOf(legacyInvitation.json<{ id: string }>().id),
    });
    expect(accepted.json<Membership>()).toMatchObject({ role: 'editor', isLegacyContact: true });
    expect(await membershipOf(owner, cousin)).toMatchObject({ role: 'editor', isLegacyContact: true });
    const [latest] = (await owner.client.get('/api/circle/audit')).json<AuditEvent[]>();
    expect(latest!.summary).toBe(
      `${cousin.user.username} accepted the invitation to be a legacy contact (still an editor)`,
    );
  });

  /** The link token of an invitation, from the e-mail queued for it. */
  async function tokenOf(invitationId: string): Promise<string> {
    const email = await context()
      .db.selectFrom('outbox_emails')
      .select('text_body')
      .where('id', 'like', `circle-invitation.${invitationId}.%`)
      .executeTakeFirstOrThrow();
    return /family-invitations\?token=([\w.-]+)/.exec(email.text_body)![1]!;
  }
});
