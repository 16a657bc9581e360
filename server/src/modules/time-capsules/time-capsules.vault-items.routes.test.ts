/**
 * A capsule takes photos, recordings and videos already in the vault, on both dialects: several in
 * one request, referenced and not copied (the vault holds each once), all or nothing (another user's
 * item, one in the trash or a document refuses the whole request), a repeated request adds nothing,
 * and nothing is added once the capsule is sealed (docs/decisions/010).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import {
  TIME_CAPSULE_MESSAGES,
  type CapsuleItem,
  type TimeCapsuleContents,
  type TimeCapsuleSummary,
} from '@heirloom/common/contracts/time-capsules';
import { VAULT_ITEM_ID_HEADER, type VaultOverview } from '@heirloom/common/contracts/vault';
import { buildUser, joinCircle, type BuiltUser } from '../../../test/factories';
import { describeEachDatabase } from '../../../test/test-app';
import { uploadWithTus } from '../../../test/tus-client';

const fixture = (name: string) => readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures', name));
const DAY = 24 * 60 * 60 * 1000;

async function upload(user: BuiltUser, name: string): Promise<string> {
  const response = await uploadWithTus(user.client, fixture(name), { filename: name, filetype: '' });
  expect(response.statusCode, response.body).toBe(204);
  return response.headers[VAULT_ITEM_ID_HEADER.toLowerCase()] as string;
}

describeEachDatabase('a time capsule takes items from the vault', (context) => {
  const app = () => context().app;

  async function draftCapsule(owner: BuiltUser, contributorIds: string[] = []): Promise<TimeCapsuleSummary> {
    const response = await owner.client.post('/api/time-capsules', {
      title: 'For Maya at 18',
      opensAt: new Date(Date.now() + 30 * DAY).toISOString(),
      timeZone: 'Europe/London',
      recipients: [{ name: 'Maya', email: `maya-${context().dialect}@example.com` }],
      contributorIds,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TimeCapsuleSummary>();
  }

  const contentsOf = async (user: BuiltUser, capsuleId: string) =>
    (await user.client.get(`/api/time-capsules/${capsuleId}/contents`)).json<TimeCapsuleContents>().items;

  it('adds several vault items in one request, by reference, once', async () => {
    const owner = await buildUser(app());
    const [beach, voice, film] = [
      await upload(owner, 'photo.jpg'),
      await upload(owner, 'voice-note.wav'),
      await upload(owner, 'video.mp4'),
    ];
    const storedBefore = (await owner.client.get('/api/vault/overview')).json<VaultOverview>();
    const capsule = await draftCapsule(owner);
    const url = `/api/time-capsules/${capsule.id}/vault-items`;

    const added = await owner.client.post(url, { vaultItemIds: [beach, voice, film] });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<CapsuleItem[]>().map((item) => item.kind)).toEqual(['photo', 'audio', 'video']);
    expect((await contentsOf(owner, capsule.id)).length).toBe(3);
    // Referenced, not copied: the vault holds what it held.
    expect((await owner.client.get('/api/vault/overview')).json<VaultOverview>()).toEqual(storedBefore);
    // The capsule serves the vault item's bytes.
    const file = await owner.client.get(added.json<CapsuleItem[]>()[0]!.fileUrl!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');

    // Asking again adds nothing, and answers with the same items.
    const again = await owner.client.post(url, { vaultItemIds: [beach, voice] });
    expect(again.statusCode).toBe(201);
    expect(again.json<CapsuleItem[]>().map((item) => item.id)).toEqual(
      added
        .json<CapsuleItem[]>()
        .slice(0, 2)
        .map((item) => item.id),
    );
    expect((await contentsOf(owner, capsule.id)).length).toBe(3);
  });

  it("refuses another user's item, one in the trash or a document, and adds none of the batch", async () => {
    const owner = await buildUser(app());
    const contributor = await buildUser(app());
    const stranger = await buildUser(app());
    await joinCircle(owner, contributor, 'editor');
    const [mine, trashed, document] = [
      await upload(owner, 'photo.jpg'),
      await upload(owner, 'photo-rotated.jpg'),
      await upload(owner, 'document.pdf'),
    ];
    const strangers = await upload(stranger, 'photo.jpg');
    const contributors = await upload(contributor, 'photo.jpg');
    expect((await owner.client.request({ method: 'DELETE', url: `/api/vault/items/${trashed}` })).statusCode).toBe(204);
    const capsule = await draftCapsule(owner, [contributor.user.id]);
    const url = `/api/time-capsules/${capsule.id}/vault-items`;

    const alone = await owner.client.post(url, { vaultItemIds: [strangers] });
    expect(alone.statusCode).toBe(404);
    expect(alone.json<{ message: string }>().message).toBe(TIME_CAPSULE_MESSAGES.vaultItemNotFound);
    expect((await owner.client.post(url, { vaultItemIds: [mine, strangers] })).statusCode).toBe(404);
    // A contributor's item is theirs to add, not the owner's.
    expect((await owner.client.post(url, { vaultItemIds: [mine, contributors] })).statusCode).toBe(404);
    expect((await owner.client.post(url, { vaultItemIds: [mine, trashed] })).statusCode).toBe(404);
    const withDocument = await owner.client.post(url, { vaultItemIds: [mine, document] });
    expect(withDocument.statusCode).toBe(400);
    expect(withDocument.json<{ message: string }>().message).toBe(TIME_CAPSULE_MESSAGES.documentNotAllowed);
    expect(await contentsOf(owner, capsule.id)).toEqual([]);

    // The contributor adds their own; a stranger may not add at all.
    expect((await contributor.client.post(url, { vaultItemIds: [contributors] })).statusCode).toBe(201);
    expect((await stranger.client.post(url, { vaultItemIds: [strangers] })).statusCode).toBe(404);
    expect((await contentsOf(owner, capsule.id)).map((item) => item.contributorName)).toEqual([
      contributor.user.username,
    ]);

    // Sealed: nothing more goes in.
    expect((await owner.client.post(`/api/time-capsules/${capsule.id}/seal`)).statusCode).toBe(200);
    const sealed = await owner.client.post(url, { vaultItemIds: [mine] });
    expect(sealed.statusCode).toBe(409);
    expect(sealed.json<{ message: string }>().message).toBe(TIME_CAPSULE_MESSAGES.sealed);
  });
});
