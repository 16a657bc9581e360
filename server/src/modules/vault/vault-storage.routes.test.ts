/**
 * The storage allowance (docs/product/plans-and-pricing.md "Storage allowance") through the routes:
 * the overview and the subscription show what the memories take of the plan's allowance, messages'
 * recordings never count, an upload with no room waits with a clear 413 and nothing stored is
 * touched, Complete Legacy's larger allowance takes the same upload, and when the plan ends every
 * memory stays while new uploads wait again — on SQLite and PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { Subscription } from '@heirloom/common/contracts/billing';
import { VAULT_ITEM_ID_HEADER, type VaultItem, type VaultOverview } from '@heirloom/common/contracts/vault';
import { BYTES_PER_GB } from '@heirloom/common/domain/plans';
import { buildUser } from '../../../test/factories';
import { expectWaitingForRoom, FREE_ALLOWANCE_BYTES, keepStoredBytes } from '../../../test/storage-allowance';
import { describeEachDatabase, type TestClient } from '../../../test/test-app';
import { createTusUpload, uploadWithTus } from '../../../test/tus-client';

const fixture = (name: string) => readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures', name));

describeEachDatabase('storage allowance', (context) => {
  const overviewOf = async (client: TestClient) => (await client.get('/api/vault/overview')).json<VaultOverview>();

  it('counts the memories but not the voice messages, of 10 GB on Free Forever', async () => {
    const { client } = await buildUser(context().app);
    const photo = await uploadWithTus(client, fixture('photo.jpg'), { filename: 'photo.jpg', filetype: 'image/jpeg' });
    expect(photo.statusCode, photo.body).toBe(204);
    const recording = await client.upload('/api/media', {
      name: 'voice-note.wav',
      type: 'audio/wav',
      content: fixture('voice-note.wav'),
    });
    expect(recording.statusCode, recording.body).toBe(201);
    const message = await client.post('/api/messages', {
      intent: 'schedule',
      kind: 'voice',
      mediaId: recording.json<{ id: string }>().id,
      title: 'For your wedding day',
      occasion: 'wedding',
      deliverAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString(),
      timeZone: 'UTC',
      recipients: [{ name: 'Anna', email: 'anna@example.com' }],
    });
    expect(message.statusCode, message.body).toBe(201);

    const used = fixture('photo.jpg').length;
    expect(await overviewOf(client)).toMatchObject({ usedBytes: used, allowanceBytes: FREE_ALLOWANCE_BYTES });
    const plan = (await client.get('/api/billing/subscription')).json<Subscription>();
    expect(plan.storage).toEqual({ usedBytes: used, allowanceBytes: FREE_ALLOWANCE_BYTES });
  });

  it('holds back an upload with no room, takes it on Complete Legacy, and keeps it when the plan ends', async () => {
    const { client, user } = await buildUser(context().app);
    const kept = FREE_ALLOWANCE_BYTES - 30_000;
    await keepStoredBytes(context().db, user.id, kept);
    const upload = fixture('video.mp4');
    expect(upload.length).toBeGreaterThan(30_000); // the fixture must not fit in what is left

    const refused = await createTusUpload(client, upload.length, { filename: 'video.mp4', filetype: 'video/mp4' });
    expectWaitingForRoom(refused, kept, upload.length);
    expect(refused.json().message).toMatch(/Nothing has been deleted.*move to Complete Legacy for 200 GB/);
    expect((await overviewOf(client)).usedBytes).toBe(kept); // nothing stored, nothing removed
    expect(await context().db.selectFrom('tus_uploads').select('id').execute()).toHaveLength(0);

    const bought = await client.post('/api/billing/checkout', { plan: 'complete_legacy', period: 'month' });
    expect(bought.statusCode, bought.body).toBe(201);
    expect(bought.json<Subscription>().storage.allowanceBytes).toBe(200 * BYTES_PER_GB);
    const taken = await uploadWithTus(client, upload, { filename: 'video.mp4', filetype: 'video/mp4' });
    expect(taken.statusCode, taken.body).toBe(204);
    expect((await overviewOf(client)).usedBytes).toBe(kept + upload.length);

    // The plan ends (the money-back guarantee ends it at once): everything stays, new uploads wait again.
    expect((await client.post('/api/billing/refund', {})).statusCode).toBe(200);
    const item = taken.headers[VAULT_ITEM_ID_HEADER.toLowerCase()] as string;
    const stays = await client.get(`/api/vault/items/${item}`);
    expect(stays.statusCode).toBe(200);
    expect((await client.get(stays.json<VaultItem>().fileUrl)).rawPayload.equals(upload)).toBe(true);
    expect((await overviewOf(client)).usedBytes).toBe(kept + upload.length);
    const waits = await createTusUpload(client, 1, { filename: 'note.txt', filetype: 'image/jpeg' });
    expect(waits.statusCode).toBe(413);
  });
});
