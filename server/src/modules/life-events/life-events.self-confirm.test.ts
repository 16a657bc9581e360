/**
 * A named confirmer who reports a life event confirms it by reporting: with a quorum of one that
 * arms the message at once, and the owner's "confirmed" e-mail names the reported day — whether the
 * confirmer reports in the app or from the "report" link e-mailed to them. SQLite and PostgreSQL.
 */
import { expect, it } from 'vitest';
import type { LifeEvent } from '@heirloom/common/contracts/life-events';
import type { Message } from '@heirloom/common/contracts/messages';
import { signLifeEventLink } from '../../policies/life-event-links';
import { buildUser, joinCircle, type BuiltUser } from '../../../test/factories';
import { describeEachDatabase, TestClient } from '../../../test/test-app';

describeEachDatabase('a confirmer reports a life event', (context) => {
  /** The owner's life-event letter with `confirmer` the one person to confirm it. @returns its id */
  async function schedule(owner: BuiltUser, confirmer: BuiltUser): Promise<string> {
    const response = await owner.client.post('/api/messages', {
      intent: 'schedule',
      kind: 'letter',
      deliveryKind: 'life_event',
      lifeEvent: { kind: 'graduation', label: 'When Anna graduates', confirmerIds: [confirmer.user.id], quorum: 1 },
      title: 'For your graduation',
      letterText: 'Well done.',
      occasion: 'graduation',
      timeZone: 'UTC',
      recipients: [{ name: 'Anna', email: 'anna@example.com' }],
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Message>().id;
  }

  /** The "confirmed" e-mail to the owner of message `id`, if any. */
  const confirmedEmail = (id: string) =>
    context()
      .db.selectFrom('outbox_emails')
      .select('text_body')
      .where('message_id', '=', id)
      .where('subject', 'like', 'Confirmed:%')
      .executeTakeFirst();

  it.each(['in the app', 'from the e-mailed link'])('confirms at once when the confirmer reports %s', async (way) => {
    const owner = await buildUser(context().app);
    const confirmer = await buildUser(context().app);
    await joinCircle(owner, confirmer, 'editor');
    const id = await schedule(owner, confirmer);
    const day = { happenedOn: '2020-01-01' };
    const reported =
      way === 'in the app'
        ? await confirmer.client.post(`/api/life-events/${id}/report`, day)
        : await new TestClient(context().app, '10.7.0.1').post(
            `/api/life-events/links/${await signLifeEventLink(
              new TextEncoder().encode(context().config.secrets.LINK_SECRET),
              { messageId: id, action: 'report', userId: confirmer.user.id, email: null },
              new Date(),
            )}/report`,
            day,
          );
    expect(reported.statusCode, reported.body).toBe(200);
    expect((await owner.client.get(`/api/life-events/${id}`)).json<LifeEvent>().state).toBe('confirmed');
    expect((await confirmedEmail(id))?.text_body).toContain('happened on January 1, 2020');
  });
});
