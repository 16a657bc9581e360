/**
 * Builds the demo family into an empty account through the API (docs/decisions/014-demo-family.md),
 * as its owner would: photos and voices uploaded to the vault over tus (encrypted to the account's
 * key), each voice's transcript stored as an owner's correction (its words are known: the files
 * were spoken from them), a three-generation family tree with portraits and voices, a recipe in the
 * cook's voice, two scheduled messages (one a recorded voice) and a sealed time capsule the owner
 * may look into. Dates are relative to `today`, so the messages stay years ahead of every daily
 * rebuild and are never delivered.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Message } from '@heirloom/common/contracts/messages';
import type { DemoApiClient } from './demo-api-client';
import {
  DEMO_CAPSULE_LETTER,
  DEMO_FAMILY_NAME,
  DEMO_INDIVIDUALS,
  DEMO_LETTER_TO_SAM,
  DEMO_PHOTOS,
  DEMO_RECIPE,
  DEMO_VOICES,
  type DemoIndividualKey,
} from './demo-family.content';

/** The family's time zone: the messages and the capsule are dated in it. */
const DEMO_TIME_ZONE = 'America/New_York';

/** Sam's and Lily's addresses: example.com never receives mail (RFC 2606). */
const RECIPIENTS = {
  sam: { name: 'Sam Moreno', email: 'sam.moreno@example.com' },
  lily: { name: 'Lily Moreno', email: 'lily.moreno@example.com' },
};

/** An English ordinal: 21 → '21st', 12 → '12th'. */
function ordinal(number: number): string {
  const suffix = new Intl.PluralRules('en', { type: 'ordinal' }).select(number);
  return `${number}${{ one: 'st', two: 'nd', few: 'rd' }[suffix as 'one' | 'two' | 'few'] ?? 'th'}`;
}

/** The day in `year` of a GEDCOM date like '14 MAR 2008', at 9:00 in the family's time zone (-05:00 or -04:00 is close enough: 14:00 UTC). */
function anniversaryIn(gedcomDate: string, year: number): string {
  const [day, month] = gedcomDate.split(' ');
  const monthIndex = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'].indexOf(
    month!,
  );
  return new Date(Date.UTC(year, monthIndex, Number(day), 14)).toISOString();
}

/**
 * Fills the account the client is signed in to with the demo family.
 * @param assetsDir server/assets/demo-family
 * @param today the build's day; the messages and capsule are dated years after it
 * @throws Error naming the call that failed (the account is then left half-built for the caller to erase)
 */
export async function buildDemoFamily(client: DemoApiClient, assetsDir: string, today: Date): Promise<void> {
  const read = (file: string) => readFile(path.join(assetsDir, file));
  const year = today.getUTCFullYear();

  const photoIds: Record<string, string> = {};
  for (const photo of DEMO_PHOTOS) {
    const id = await client.uploadToVault(await read(photo.file), {
      filename: photo.file,
      title: photo.title,
      collection: 'vault',
    });
    await client.json('PATCH', `/api/vault/items/${id}`, {
      takenAt: `${photo.year}-07-01T12:00:00Z`,
      people: photo.people,
    });
    photoIds[photo.file] = id;
  }
  const album = await client.json<{ id: string }>('POST', '/api/vault/albums', { name: 'Maple Street' });
  for (const file of ['apple-tree-1970.jpg', 'house-maple-street.jpg']) {
    await client.json('PATCH', `/api/vault/items/${photoIds[file]}`, { albumIds: [album.id] });
  }

  const voiceIds = {} as Record<keyof typeof DEMO_VOICES, string>;
  for (const [key, voice] of Object.entries(DEMO_VOICES) as [
    keyof typeof DEMO_VOICES,
    (typeof DEMO_VOICES)[keyof typeof DEMO_VOICES],
  ][]) {
    if (key === 'birthdayWish') continue; // a message's recording, not a vault item (below)
    const id = await client.uploadToVault(await read(voice.file), {
      filename: voice.file,
      title: voice.title,
      collection: 'voice',
    });
    await client.json('PUT', `/api/vault/items/${id}/transcript`, { text: voice.words });
    voiceIds[key] = id;
  }

  // The family tree: Rose and Walter, their daughter Ellen (the account) and David, and their children.
  const tree = await client.json<{ id: string }>('POST', '/api/family-trees', { name: DEMO_FAMILY_NAME });
  const treeUrl = `/api/family-trees/${tree.id}`;
  const individualIds = {} as Record<DemoIndividualKey, string>;
  for (const [key, person] of Object.entries(DEMO_INDIVIDUALS) as [
    DemoIndividualKey,
    (typeof DEMO_INDIVIDUALS)[DemoIndividualKey],
  ][]) {
    const { id } = await client.json<{ id: string }>('POST', `${treeUrl}/individuals`, {
      givenNames: person.givenNames,
      surname: person.surname,
      sex: person.sex,
      isLiving: person.isLiving,
    });
    individualIds[key] = id;
    await client.json('POST', `${treeUrl}/events`, { individualId: id, tag: 'BIRT', ...person.birth });
    if (person.death)
      await client.json('POST', `${treeUrl}/events`, { individualId: id, tag: 'DEAT', ...person.death });
  }
  await client.json('POST', `${treeUrl}/families`, {
    partnerIds: [individualIds.walter, individualIds.rose],
    children: [{ individualId: individualIds.ellen }],
  });
  await client.json('POST', `${treeUrl}/families`, {
    partnerIds: [individualIds.david, individualIds.ellen],
    children: [{ individualId: individualIds.sam }, { individualId: individualIds.lily }],
  });
  await client.json('PUT', `${treeUrl}/individuals/${individualIds.ellen}/me`);
  for (const key of ['rose', 'walter'] as const) {
    const portrait = DEMO_INDIVIDUALS[key].portrait!;
    const itemId = await client.uploadToVault(await read(portrait), {
      filename: portrait,
      title: `${DEMO_INDIVIDUALS[key].givenNames} ${DEMO_INDIVIDUALS[key].surname}`,
      collection: 'vault',
    });
    await client.json('POST', `${treeUrl}/individuals/${individualIds[key]}/media`, { itemId, role: 'photo' });
  }
  for (const [key, voice] of [
    ['rose', 'appleTree'],
    ['rose', 'applePie'],
    ['walter', 'firstDance'],
  ] as const) {
    await client.json('POST', `${treeUrl}/individuals/${individualIds[key]}/media`, {
      itemId: voiceIds[voice],
      role: 'recording',
    });
  }

  // Scheduled messages: Ellen's voice for Lily's birthday three years on, a letter for Sam's five years on.
  const recording = DEMO_VOICES.birthdayWish;
  const media = await client.uploadFile<{ id: string }>('/api/media', {
    name: recording.file,
    type: 'audio/ogg',
    content: await read(recording.file),
  });
  const lilyAge = year + 3 - 2008;
  await client.json<Message>('POST', '/api/messages', {
    intent: 'schedule',
    kind: 'voice',
    mediaId: media.id,
    title: `For Lily's ${ordinal(lilyAge)} birthday`,
    occasion: 'birthday',
    deliverAt: anniversaryIn(DEMO_INDIVIDUALS.lily.birth.date, year + 3),
    timeZone: DEMO_TIME_ZONE,
    recipients: [RECIPIENTS.lily],
  });
  const samAge = year + 5 - 1999;
  await client.json<Message>('POST', '/api/messages', {
    intent: 'schedule',
    kind: 'letter',
    title: `For Sam's ${ordinal(samAge)} birthday`,
    letterText: DEMO_LETTER_TO_SAM,
    occasion: 'birthday',
    deliverAt: anniversaryIn(DEMO_INDIVIDUALS.sam.birth.date, year + 5),
    timeZone: DEMO_TIME_ZONE,
    recipients: [RECIPIENTS.sam],
  });

  // A family recipe in the cook's own voice, Rose as the cook in the tree
  // (docs/product/capsules-scrapbooks-recipes.md "Family recipes").
  await client.json('POST', '/api/recipes', {
    ...DEMO_RECIPE,
    cookIndividualId: individualIds.rose,
    photoItemIds: [photoIds['apple-tree-1970.jpg']],
    voiceItemId: voiceIds.applePie,
  });

  // A time capsule of this year, sealed for ten years; Ellen chose to be able to look inside.
  const capsule = await client.json<{ id: string }>('POST', '/api/time-capsules', {
    title: `Our family in ${year}`,
    opensAt: new Date(Date.UTC(year + 10, 0, 1, 17)).toISOString(),
    timeZone: DEMO_TIME_ZONE,
    recipients: [RECIPIENTS.sam, RECIPIENTS.lily],
    ownerMayLook: true,
  });
  const capsuleItems = `/api/time-capsules/${capsule.id}/items`;
  await client.json('POST', capsuleItems, { kind: 'letter', text: DEMO_CAPSULE_LETTER });
  await client.json('POST', capsuleItems, { kind: 'vault_item', vaultItemId: photoIds['lake-summer-1998.jpg'] });
  await client.json('POST', capsuleItems, { kind: 'vault_item', vaultItemId: voiceIds.appleTree });
  await client.json('POST', `/api/time-capsules/${capsule.id}/seal`);
}
