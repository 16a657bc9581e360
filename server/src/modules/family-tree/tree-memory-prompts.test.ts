/**
 * Tree-aware memory prompts (docs/product/family-tree.md "Memory prompts"), on SQLite and
 * PostgreSQL with a real SMTP receiver and a moved clock: three days before a deceased
 * grandmother's 100th birthday, the circle members whose lives overlapped hers (their own person in
 * the tree born before she died) get one e-mail leading to the recorder on her page; a grandchild
 * born after her death, a stranger and a second run get none; nothing goes out while the admin's
 * emailNotifications is off, nor to a member who turned memory prompts off; each prompt carries its
 * one-click unsubscribe link.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FamilyTree } from '@heirloom/common/contracts/family-tree';
import { createSmtpMailer } from '../../mail/mailer';
import { buildUser, joinCircle } from '../../../test/factories';
import { turnOffNotifications } from '../../../test/notification-preferences';
import { describeEachDatabase, TestClient } from '../../../test/test-app';
import { findLink, startSmtpReceiver, type SmtpReceiver } from '../../../test/smtp-receiver';

const ADMIN_EMAIL = 'prompts-admin@example.com';
/** Tuesday 9 March 2027 (after the real date: session cookies expire by it), 08:00 UTC: Rose's 100th birthday is on Friday 12 March. */
let now = Date.parse('2027-03-09T08:00:00Z');
const clock = { now: () => new Date(now) };
let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(() => smtp.close());

describeEachDatabase(
  'family tree memory prompts',
  (context) => {
    const app = () => context().app;

    it('e-mails the members whose lives overlapped, once, with a link to the recorder', async () => {
      const receivedBefore = smtp.received.length;
      now = Date.parse('2027-03-09T08:00:00Z');
      const owner = await buildUser(app());
      const daughter = await buildUser(app());
      const grandchild = await buildUser(app());
      const stranger = await buildUser(app());
      await joinCircle(owner, daughter, 'editor');
      await joinCircle(owner, grandchild, 'viewer');
      const tree = (await owner.client.post('/api/family-trees', { name: 'Prompts' })).json<FamilyTree>();
      const treeUrl = `/api/family-trees/${tree.id}`;
      const person = async (givenNames: string, sex: string, born: string, died?: string) => {
        const { id } = (
          await owner.client.post(`${treeUrl}/individuals`, { givenNames, surname: 'Lee', sex, isLiving: !died })
        ).json<{ id: string }>();
        await owner.client.post(`${treeUrl}/events`, { individualId: id, tag: 'BIRT', date: born });
        if (died) await owner.client.post(`${treeUrl}/events`, { individualId: id, tag: 'DEAT', date: died });
        return id;
      };
      const rose = await person('Rose', 'F', '12 MAR 1927', '3 JUN 2004');
      const ownerSelf = await person('Ann', 'F', '1 JAN 1950');
      const daughterSelf = await person('Beth', 'F', 'ABT 1975');
      const grandchildSelf = await person('Ivy', 'F', '2 FEB 2010'); // born after Rose died
      const linkSelf = (client: TestClient, id: string) =>
        client.request({ method: 'PUT', url: `${treeUrl}/individuals/${id}/me` });
      const share = (isSharedWithCircle: boolean) =>
        owner.client.request({ method: 'PATCH', url: treeUrl, payload: { isSharedWithCircle } });
      expect((await linkSelf(owner.client, ownerSelf)).statusCode).toBe(200);
      // The tree is the owner's alone until shared: the daughter cannot even find herself in it.
      expect((await linkSelf(daughter.client, daughterSelf)).statusCode).toBe(404);
      expect((await share(true)).statusCode).toBe(200);
      expect((await linkSelf(daughter.client, daughterSelf)).statusCode).toBe(200);
      expect((await linkSelf(grandchild.client, grandchildSelf)).statusCode).toBe(200);
      // Unshared again, its people prompt nobody but the owner.
      await share(false);
      expect(await app().jobs.runMemoryPrompts()).toBe(1);
      await share(true);

      // The admin turns e-mail notifications off: nothing is decided.
      const admin = await buildUser(app(), { email: ADMIN_EMAIL });
      const settings = { maintenanceMode: false, registrationEnabled: true, maxFileSize: 100 };
      const off = await admin.client.request({
        method: 'PUT',
        url: '/api/admin/settings',
        payload: { ...settings, emailNotifications: false },
      });
      expect(off.statusCode, off.body).toBeLessThan(300);
      now += 3_000; // past the settings cache
      expect(await app().jobs.runMemoryPrompts()).toBe(0);
      await admin.client.request({
        method: 'PUT',
        url: '/api/admin/settings',
        payload: { ...settings, emailNotifications: true },
      });
      now += 3_000;

      // The daughter turned memory prompts off: only the owner's is decided.
      await turnOffNotifications(daughter.client, ['memoryPrompts']);
      expect(await app().jobs.runMemoryPrompts()).toBe(1);
      await turnOffNotifications(daughter.client, []);

      expect(await app().jobs.runMemoryPrompts()).toBe(2);
      expect(await app().jobs.runMemoryPrompts()).toBe(2); // decided again: the same ids, nothing new queued
      await app().jobs.sendDueEmails();
      const prompts = smtp.received.slice(receivedBefore).filter((mail) => mail.subject.includes('Rose Lee'));
      expect(prompts.map((mail) => mail.to).sort()).toEqual([daughter.user.email, owner.user.email].sort());
      expect(prompts[0]!.subject).toBe('Rose Lee would have been 100 on Friday — record one memory of her');
      expect(findLink(prompts[0]!, 'http://localhost:3000/voice-ancestry?')).toBe(
        `http://localhost:3000/voice-ancestry?person=${rose}&record=1`,
      );
      expect(prompts.some((mail) => [grandchild.user.email, stranger.user.email].includes(mail.to))).toBe(false);
      expect(prompts[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(findLink(prompts[0]!, 'Stop memory prompts: ')).toMatch(/\/settings\?link=unsubscribe&token=/);

      // The next day there is nothing to say; on 31 May, the 23rd anniversary of her death on 3 June.
      now += 24 * 60 * 60 * 1000;
      expect(await app().jobs.runMemoryPrompts()).toBe(0);
      now = Date.parse('2027-05-31T08:00:00Z');
      expect(await app().jobs.runMemoryPrompts()).toBe(2);
      await app().jobs.sendDueEmails();
      expect(smtp.received.slice(receivedBefore).map((mail) => mail.subject)).toContain(
        '23 years on Thursday since Rose Lee died — record one memory of her',
      );
    });
  },
  {
    clock,
    config: { adminEmail: ADMIN_EMAIL },
    overrides: () => ({ mailer: createSmtpMailer(smtp.url) }),
  },
);
