/** The one status of the owner's legacy page: each condition, and the most serious winning when several hold. */
import { describe, expect, it } from 'vitest';
import type { LegacyOverview, LegacyPlan } from '@heirloom/common/contracts/legacy';
import { deriveLegacyStatus } from './legacy-status';

type Contact = LegacyOverview['contacts'][number];

const contact = (status: Contact['status'], name = 'Ada'): Contact => ({
  id: `${name}-${status}`,
  name,
  email: `${name.toLowerCase()}@example.com`,
  status,
  sharingRole: null,
  hasConfirmed: false,
});

const plan = (changes: Partial<LegacyPlan> = {}): LegacyPlan => ({
  intervalMonths: 3,
  quorum: 2,
  waitingDays: 7,
  state: 'watching',
  checkedInAt: '2027-03-01T09:00:00.000Z',
  nextStep: { step: 'reminder', number: 1, at: '2027-06-01T09:00:00.000Z' },
  confirmations: 0,
  quorumAt: null,
  releasedAt: null,
  isShortOfContacts: false,
  ...changes,
});

const three = [contact('accepted', 'Ada'), contact('accepted', 'Ben'), contact('accepted', 'Cy')];

describe('deriveLegacyStatus', () => {
  it('says all is well only for a watching plan with enough accepted contacts', () => {
    expect(deriveLegacyStatus({ plan: plan(), contacts: three })).toEqual({
      kind: 'well',
      tone: 'calm',
      title: 'All is well.',
      explanation: 'We will check in with you regularly.',
    });
  });

  it('says a plan short of contacts cannot be released, with the numbers, instead of all is well', () => {
    const status = deriveLegacyStatus({
      plan: plan({ isShortOfContacts: true }),
      contacts: [contact('accepted', 'Ada'), contact('invited', 'Ben')],
    });
    expect(status).toMatchObject({ kind: 'short_of_contacts', tone: 'attention' });
    expect(status.title).toBe('Your plan cannot be released yet.');
    expect(status.explanation).toBe(
      '1 legacy contact accepted, but 2 must confirm: nothing can be released until enough accept. 1 invitation still waiting for an answer.',
    );
    expect(`${status.title} ${status.explanation}`).not.toContain('All is well');
  });

  it('asks for contacts when a plan has none at all', () => {
    const status = deriveLegacyStatus({ plan: plan({ isShortOfContacts: true }), contacts: [] });
    expect(status.kind).toBe('short_of_contacts');
    expect(status.explanation).toBe(
      'You have no legacy contacts. Name at least 2: 2 must confirm before anything is released.',
    );
  });

  it('asks for a check-in after a missed one, before the shortage of contacts', () => {
    const status = deriveLegacyStatus({ plan: plan({ state: 'reminding', isShortOfContacts: true }), contacts: [] });
    expect(status).toMatchObject({ kind: 'reminding', tone: 'urgent', title: 'You missed a check-in.' });
  });

  it('counts the confirmations while the contacts are asked', () => {
    const status = deriveLegacyStatus({ plan: plan({ state: 'confirming', confirmations: 1 }), contacts: three });
    expect(status).toMatchObject({ kind: 'confirming', tone: 'urgent' });
    expect(status.explanation).toBe('1 of 2 confirmed so far. If you are here, press "I\'m still here".');
  });

  it('tells how to stop the release during the waiting period, whatever else holds', () => {
    const status = deriveLegacyStatus({
      plan: plan({ state: 'waiting', confirmations: 2, isShortOfContacts: true }),
      contacts: three,
    });
    expect(status).toMatchObject({ kind: 'waiting', tone: 'urgent' });
    expect(status.explanation).toBe(
      'The waiting period of 7 days is running. If you are here, press "I\'m still here" to stop the release.',
    );
  });

  it('says the plan was released, and nothing else, once it is', () => {
    const status = deriveLegacyStatus({ plan: plan({ state: 'released', isShortOfContacts: true }), contacts: [] });
    expect(status).toMatchObject({ kind: 'released', tone: 'calm', title: 'Your plan was released.' });
  });

  it('without a plan, says what to do first: name contacts, or start the plan once they are named', () => {
    expect(deriveLegacyStatus({ plan: null, contacts: [] })).toMatchObject({
      kind: 'no_plan',
      tone: 'calm',
      explanation: 'Name your legacy contacts, then choose how often we check in with you.',
    });
    expect(deriveLegacyStatus({ plan: null, contacts: three }).explanation).toBe(
      'Choose how often we check in with you and how many contacts must confirm, then start your plan.',
    );
  });
});
