import { describe, expect, it } from 'vitest';
import { assessMessageHealth, isRecipientThePerson, smtpReplyOf, type MessageHealthFacts } from './message-health';

const REFUSAL = {
  error: "Can't send mail - all recipients were rejected: 550 Mailbox unavailable",
  at: '2027-03-02T08:00:00.000Z',
};
const anna = {
  id: 'r1',
  name: 'Anna',
  email: 'anna@example.com',
  refusal: null,
  delivery: 'none' as const,
  deceasedAs: null,
  formerPartnerAs: null,
  carriedBy: [],
};
const ben = {
  id: 'r2',
  name: 'Ben',
  email: 'ben@example.com',
  refusal: null,
  delivery: 'none' as const,
  deceasedAs: null,
  formerPartnerAs: null,
  carriedBy: [],
};

const dated = (overrides: Partial<MessageHealthFacts> = {}): MessageHealthFacts => ({
  status: 'scheduled',
  deliveryKind: 'date',
  deliverAt: '2031-06-10T09:00:00.000Z',
  recipients: [anna, ben],
  legacyContacts: { accepted: 0, invited: 0 },
  stillRightSince: '2027-03-01T10:00:00.000Z',
  assessedAt: '2027-06-01T10:00:00.000Z',
  treeOwnerName: null,
  ...overrides,
});

describe('assessMessageHealth', () => {
  it('finds a dated message to working addresses healthy, even without legacy contacts', () => {
    expect(assessMessageHealth(dated())).toEqual({ level: 'healthy', reasons: [] });
  });

  it('gives drafts and cancelled messages no health: nothing is on its way', () => {
    expect(assessMessageHealth(dated({ status: 'draft' }))).toBeNull();
    expect(assessMessageHealth(dated({ status: 'cancelled' }))).toBeNull();
  });

  it('puts a scheduled message at risk when a recipient address refused an e-mail, with the reply and the fix', () => {
    const health = assessMessageHealth(dated({ recipients: [anna, { ...ben, refusal: REFUSAL }] }));
    expect(health?.level).toBe('at_risk');
    expect(health?.reasons).toEqual([
      {
        code: 'address_refused',
        level: 'at_risk',
        text: expect.stringContaining('"550 Mailbox unavailable"'),
        fix: { kind: 'correct_address', recipientId: 'r2', email: 'ben@example.com' },
      },
    ]);
    expect(health?.reasons[0]?.text).toContain('Ben at ben@example.com was refused on March 2, 2027');
  });

  it('puts an unreleased after-death message at risk when nobody can release it', () => {
    const health = assessMessageHealth(dated({ deliveryKind: 'after_death', deliverAt: null }));
    expect(health).toMatchObject({
      level: 'at_risk',
      reasons: [{ code: 'no_legacy_contact', fix: { kind: 'name_legacy_contact' } }],
    });
  });

  it('asks for a look while the legacy contacts are only invited, and is healthy once one accepted', () => {
    const invitedOnly = { deliveryKind: 'after_death' as const, deliverAt: null };
    expect(assessMessageHealth(dated({ ...invitedOnly, legacyContacts: { accepted: 0, invited: 2 } }))).toMatchObject({
      level: 'needs_look',
      reasons: [{ code: 'legacy_contact_not_accepted' }],
    });
    expect(assessMessageHealth(dated({ ...invitedOnly, legacyContacts: { accepted: 1, invited: 0 } }))?.level).toBe(
      'healthy',
    );
  });

  it('no longer asks for a legacy contact once the release armed the message', () => {
    const armed = dated({ deliveryKind: 'after_death', deliverAt: '2031-06-10T09:00:00.000Z' });
    expect(assessMessageHealth(armed)?.level).toBe('healthy');
  });

  it('puts a delivered message at risk when its delivery was refused, and asks for a look while one is retried', () => {
    const health = assessMessageHealth(
      dated({
        status: 'delivered',
        recipients: [
          { ...anna, delivery: 'retrying' },
          { ...ben, delivery: 'refused', refusal: REFUSAL },
        ],
      }),
    );
    expect(health?.level).toBe('at_risk');
    expect(health?.reasons.map((reason) => [reason.code, reason.level])).toEqual([
      ['delivery_refused', 'at_risk'],
      ['delivery_delayed', 'needs_look'],
    ]);
    expect(health?.reasons[0]?.fix).toEqual({ kind: 'correct_address', recipientId: 'r2', email: 'ben@example.com' });
  });

  it('leaves a delivered message healthy when a later e-mail to a recipient was refused: it had arrived', () => {
    const health = assessMessageHealth(
      dated({ status: 'delivered', recipients: [{ ...anna, delivery: 'sent', refusal: REFUSAL }] }),
    );
    expect(health).toEqual({ level: 'healthy', reasons: [] });
  });

  it('asks about a scheduled message to a former partner once, and not again when they are deceased too', () => {
    const health = assessMessageHealth(dated({ recipients: [{ ...anna, formerPartnerAs: 'Anna Smith' }, ben] }));
    expect(health?.level).toBe('needs_look');
    expect(health?.reasons).toEqual([
      {
        code: 'relationship_ended',
        level: 'needs_look',
        text: expect.stringContaining('your marriage or partnership with Anna Smith ended'),
        fix: { kind: 'decide_recipient', recipientId: 'r1' },
      },
    ]);
    const both = assessMessageHealth(
      dated({ recipients: [{ ...anna, formerPartnerAs: 'Anna Smith', deceasedAs: 'Anna Smith' }] }),
    );
    expect(both?.reasons.map((reason) => reason.code)).toEqual(['recipient_deceased']);
    const delivered = assessMessageHealth(
      dated({ status: 'delivered', recipients: [{ ...anna, formerPartnerAs: 'Anna Smith', delivery: 'sent' }] }),
    );
    expect(delivered).toEqual({ level: 'healthy', reasons: [] });
  });

  it("names whose family tree it is to the legacy contacts who decide after the owner's death", () => {
    const health = assessMessageHealth(
      dated({ recipients: [{ ...anna, deceasedAs: 'Anna Smith' }], treeOwnerName: 'Rose' }),
    );
    expect(health?.reasons[0]?.text).toMatch(/^Rose's family tree records Anna Smith as deceased\./);
  });

  it('asks about a scheduled message to someone the family tree records as deceased, once per such recipient', () => {
    const health = assessMessageHealth(dated({ recipients: [{ ...anna, deceasedAs: 'Anna Smith' }, ben] }));
    expect(health).toEqual({
      level: 'needs_look',
      reasons: [
        {
          code: 'recipient_deceased',
          level: 'needs_look',
          text: expect.stringContaining('Your family tree records Anna Smith as deceased.'),
          fix: { kind: 'decide_recipient', recipientId: 'r1' },
        },
      ],
    });
    // Delivered already: there is nothing left to decide.
    const delivered = dated({
      status: 'delivered',
      recipients: [{ ...anna, deceasedAs: 'Anna Smith', delivery: 'sent' }],
    });
    expect(assessMessageHealth(delivered)?.level).toBe('healthy');
  });

  it('orders the reasons at risk first, whatever order they were found in', () => {
    const health = assessMessageHealth(
      dated({
        deliveryKind: 'after_death',
        deliverAt: null,
        legacyContacts: { accepted: 0, invited: 1 },
        recipients: [{ ...anna, refusal: REFUSAL }],
      }),
    );
    expect(health?.reasons.map((reason) => reason.code)).toEqual(['address_refused', 'legacy_contact_not_accepted']);
  });

  it('asks about a scheduled message nobody confirmed or changed for a year and thirty days', () => {
    const since = '2027-03-01T10:00:00.000Z';
    expect(assessMessageHealth(dated({ stillRightSince: since, assessedAt: '2028-03-31T10:00:00.000Z' }))).toEqual({
      level: 'healthy',
      reasons: [],
    });
    const overdue = assessMessageHealth(dated({ stillRightSince: since, assessedAt: '2028-04-01T10:00:00.000Z' }));
    expect(overdue).toEqual({
      level: 'needs_look',
      reasons: [
        {
          code: 'not_confirmed',
          level: 'needs_look',
          text: expect.stringContaining('You last looked at this message on March 1, 2027, over a year ago.'),
          fix: { kind: 'confirm_still_right' },
        },
      ],
    });
    // Delivered already, or confirmed since: nothing to ask.
    const late = { stillRightSince: since, assessedAt: '2029-01-01T00:00:00.000Z' };
    expect(assessMessageHealth(dated({ ...late, status: 'delivered' }))?.level).toBe('healthy');
    expect(assessMessageHealth(dated({ ...late, stillRightSince: '2028-12-01T00:00:00.000Z' }))?.level).toBe('healthy');
  });
});

describe('smtpReplyOf', () => {
  it('keeps the SMTP reply of a mail library error, or the whole text without one', () => {
    expect(smtpReplyOf(REFUSAL.error)).toBe('550 Mailbox unavailable');
    expect(smtpReplyOf('connection refused')).toBe('connection refused');
  });
});

describe('isRecipientThePerson', () => {
  const maya = { name: 'Maya Smith', email: 'maya@example.com' };
  it('matches the linked account by address, or the full name whatever the case and spacing', () => {
    expect(isRecipientThePerson(maya, { givenNames: 'M.', surname: 'S', linkedEmail: 'MAYA@example.com' })).toBe(true);
    expect(
      isRecipientThePerson(
        { ...maya, name: ' maya   SMITH ' },
        { givenNames: 'Maya', surname: 'Smith', linkedEmail: null },
      ),
    ).toBe(true);
    expect(isRecipientThePerson({ ...maya, name: 'Oma' }, { givenNames: 'Oma', surname: '', linkedEmail: null })).toBe(
      true,
    );
  });

  it('does not match a first name alone, another person, or an unnamed person', () => {
    expect(
      isRecipientThePerson({ ...maya, name: 'Maya' }, { givenNames: 'Maya', surname: 'Smith', linkedEmail: null }),
    ).toBe(false);
    expect(isRecipientThePerson(maya, { givenNames: 'Maya', surname: 'Jones', linkedEmail: 'other@example.com' })).toBe(
      false,
    );
    expect(isRecipientThePerson({ ...maya, name: '' }, { givenNames: '', surname: '', linkedEmail: null })).toBe(false);
  });
});
