/**
 * The health of a message that is still to reach someone: healthy, needs a look, or at risk, each
 * with reasons a person understands and the one fix that answers each reason. Pure: the server
 * reads the facts (modules/messages/message-health.repository.ts) and calls `assessMessageHealth`;
 * the web shows the answer. Rules (docs/decisions/017-message-health.md):
 * - an address that refused an e-mail for good (an SMTP 5xx reply, RFC 5321 §4.2.1) to any e-mail,
 *   and has accepted none since, puts every scheduled message to it at risk; fix: correct the address;
 * - a delivered message whose delivery e-mail to a recipient's present address was refused for good
 *   is at risk (it did not arrive); one still being retried after a temporary refusal needs a look;
 * - an "after my death" message not yet released with no legacy contact (accepted or invited) is at
 *   risk, nobody can release it; with contacts only invited, none accepted, it needs a look; fix:
 *   name a legacy contact;
 * - a scheduled message to someone the owner's family tree records as deceased (GEDCOM DEAT), or as
 *   the owner's partner in a family whose marriage ended (GEDCOM DIV or ANUL), needs a look until the
 *   owner decides: keep it, send it to someone else, or cancel it;
 * - a scheduled message nobody confirmed as still right, nor changed, for a year and the grace period
 *   after the yearly e-mail needs a look (common/src/domain/still-right.ts); fix: confirm it.
 */
import { formatDate } from '../utils/format-date';
import { joinNames } from '../utils/join-names';
import { isConfirmationOverdue } from './still-right';

export const MESSAGE_HEALTH_LEVELS = ['healthy', 'needs_look', 'at_risk'] as const;
export type MessageHealthLevel = (typeof MESSAGE_HEALTH_LEVELS)[number];

/** Why a message is not healthy; each code has one fix. */
export const MESSAGE_HEALTH_REASON_CODES = [
  'address_refused',
  'delivery_refused',
  'delivery_delayed',
  'no_legacy_contact',
  'legacy_contact_not_accepted',
  'recipient_deceased',
  'relationship_ended',
  'not_confirmed',
] as const;
export type MessageHealthReasonCode = (typeof MESSAGE_HEALTH_REASON_CODES)[number];

/**
 * What the owner can do about a reason: correct one recipient's address, name a legacy contact,
 * decide about a recipient who died (keep the message, send it to someone else, or cancel it), or
 * confirm that the message is still right (or change it).
 */
export type MessageHealthFix =
  | { kind: 'correct_address'; recipientId: string; email: string }
  | { kind: 'name_legacy_contact' }
  | { kind: 'decide_recipient'; recipientId: string }
  | { kind: 'confirm_still_right' }
  | null;

export interface MessageHealthReason {
  code: MessageHealthReasonCode;
  level: Exclude<MessageHealthLevel, 'healthy'>;
  /** One or two sentences for the owner. */
  text: string;
  fix: MessageHealthFix;
}

export interface MessageHealth {
  level: MessageHealthLevel;
  /** Worst first; empty when healthy. */
  reasons: MessageHealthReason[];
}

/**
 * What became of the delivery e-mail to a recipient's present address: none yet, sent, waiting for
 * another try after a temporary refusal (SMTP 4xx or no answer), or refused for good (SMTP 5xx).
 */
export type RecipientDeliveryState = 'none' | 'sent' | 'retrying' | 'refused';

export interface MessageHealthFacts {
  status: 'draft' | 'scheduled' | 'delivered' | 'cancelled';
  deliveryKind: 'date' | 'after_death' | 'life_event';
  /** The delivery instant, null for an "after my death" message the release has not armed yet. */
  deliverAt: string | null;
  /** Recipients whose link is not withdrawn. */
  recipients: {
    id: string;
    name: string;
    email: string;
    /** The last permanent refusal of this address, unless an e-mail to it was accepted since. */
    refusal: { error: string; at: string } | null;
    delivery: RecipientDeliveryState;
    /**
     * The name of the person of the owner's family tree this recipient is, when the tree records
     * their death and the owner has not decided to keep the message for them since; else null.
     */
    deceasedAs: string | null;
    /**
     * The name of the person of the owner's family tree this recipient is, when the tree records that
     * the owner's partnership with them ended (a GEDCOM DIV or ANUL event of their family) and the
     * owner has not decided to keep the message for them since; else null.
     */
    formerPartnerAs: string | null;
    /**
     * The fallback couriers who received a delivered message in this recipient's place, after
     * delivery to them was refused for good (docs/product/messages-and-delivery.md "The fallback
     * courier"); empty when none did.
     */
    carriedBy: string[];
  }[];
  /** The owner's legacy contacts: accepted members and invitations still open. */
  legacyContacts: { accepted: number; invited: number };
  /**
   * When the owner last said the message is still right, or changed it (its creation included),
   * whichever is later (ISO-8601).
   */
  stillRightSince: string;
  /**
   * Who reads the reasons: null for the owner ("Your family tree records…"), or the owner's name for
   * their legacy contacts, who decide after the release ("Rose's family tree records…").
   */
  treeOwnerName: string | null;
  /** When the health is assessed (ISO-8601): the server's clock. */
  assessedAt: string;
}

/**
 * The SMTP reply in a mail library's error text ("… rejected: 550 Mailbox unavailable" → "550
 * Mailbox unavailable"), or the text as it is when it holds none.
 */
export function smtpReplyOf(error: string): string {
  return error.match(/\b[45]\d\d[ -].*$/)?.[0].trim() ?? error;
}

/** A day as the reasons write it: "March 2, 2027" (docs/product/dates-and-times.md "Styles"), in UTC. */
const dateOf = (iso: string) => formatDate(iso, 'day', { timeZone: 'UTC' });

function reasonsFor(facts: MessageHealthFacts): MessageHealthReason[] {
  const reasons: MessageHealthReason[] = [];
  if (facts.status === 'scheduled') {
    for (const recipient of facts.recipients) {
      if (!recipient.refusal) continue;
      reasons.push({
        code: 'address_refused',
        level: 'at_risk',
        text:
          `E-mail to ${recipient.name} at ${recipient.email} was refused on ${dateOf(recipient.refusal.at)} ` +
          `(the mail server answered "${smtpReplyOf(recipient.refusal.error)}"), so this message would not reach them. ` +
          'Please correct the address.',
        fix: { kind: 'correct_address', recipientId: recipient.id, email: recipient.email },
      });
    }
    for (const recipient of facts.recipients) {
      if (!recipient.deceasedAs) continue;
      reasons.push({
        code: 'recipient_deceased',
        level: 'needs_look',
        text:
          `${facts.treeOwnerName ? `${facts.treeOwnerName}'s` : 'Your'} family tree records ${recipient.deceasedAs} as deceased. What should happen to this message to ` +
          `${recipient.name}? You can keep it as it is, send it to someone else (their children, perhaps), or cancel it.`,
        fix: { kind: 'decide_recipient', recipientId: recipient.id },
      });
    }
    for (const recipient of facts.recipients) {
      if (!recipient.formerPartnerAs || recipient.deceasedAs) continue;
      reasons.push({
        code: 'relationship_ended',
        level: 'needs_look',
        text:
          `Your family tree records that your marriage or partnership with ${recipient.formerPartnerAs} ended. ` +
          `Is this message to ${recipient.name} still what you want? You can keep it as it is, send it to someone ` +
          'else, or cancel it.',
        fix: { kind: 'decide_recipient', recipientId: recipient.id },
      });
    }
    if (isConfirmationOverdue(facts.stillRightSince, new Date(facts.assessedAt))) {
      reasons.push({
        code: 'not_confirmed',
        level: 'needs_look',
        text:
          `You last looked at this message on ${dateOf(facts.stillRightSince)}, over a year ago. Is it still right: ` +
          'its delivery, its recipients and their addresses? Confirm it with one click, or change it.',
        fix: { kind: 'confirm_still_right' },
      });
    }
    if (facts.deliveryKind === 'after_death' && facts.deliverAt === null) {
      const { accepted, invited } = facts.legacyContacts;
      if (accepted + invited === 0) {
        reasons.push({
          code: 'no_legacy_contact',
          level: 'at_risk',
          text: 'Nobody can release this message: it is sent after your death, once a legacy contact confirms it, and you have no legacy contact.',
          fix: { kind: 'name_legacy_contact' },
        });
      } else if (accepted === 0) {
        reasons.push({
          code: 'legacy_contact_not_accepted',
          level: 'needs_look',
          text: 'Your legacy contact has not accepted the invitation yet; until someone does, nobody can release this message.',
          fix: { kind: 'name_legacy_contact' },
        });
      }
    }
  }
  if (facts.status === 'delivered') {
    for (const recipient of facts.recipients) {
      if (recipient.delivery === 'refused') {
        reasons.push({
          code: 'delivery_refused',
          level: 'at_risk',
          text:
            `This message did not reach ${recipient.name}: the mail server refused ${recipient.email}` +
            `${recipient.refusal ? ` ("${smtpReplyOf(recipient.refusal.error)}")` : ''}. ` +
            'Correct the address and we send it once more.' +
            (recipient.carriedBy.length > 0
              ? ` Meanwhile ${joinNames(recipient.carriedBy)} received it in their place, to pass it on by hand.`
              : ''),
          fix: { kind: 'correct_address', recipientId: recipient.id, email: recipient.email },
        });
      } else if (recipient.delivery === 'retrying') {
        reasons.push({
          code: 'delivery_delayed',
          level: 'needs_look',
          text: `The e-mail to ${recipient.name} (${recipient.email}) has not gone out yet; their mail server asked us to try later, and we keep trying.`,
          fix: null,
        });
      }
    }
  }
  return reasons;
}

/**
 * The health of one message from the facts read about it.
 * @returns null for drafts and cancelled messages (nothing is on its way); otherwise the level (the
 *   worst of its reasons) and the reasons, at risk first
 */
export function assessMessageHealth(facts: MessageHealthFacts): MessageHealth | null {
  if (facts.status !== 'scheduled' && facts.status !== 'delivered') return null;
  const reasons = reasonsFor(facts).sort(
    (first, second) => MESSAGE_HEALTH_LEVELS.indexOf(second.level) - MESSAGE_HEALTH_LEVELS.indexOf(first.level),
  );
  return { level: reasons[0]?.level ?? 'healthy', reasons };
}

/** Lower-cased, with runs of white space made one space, trimmed. */
const normalizeName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Whether a recipient is a person of the family tree: the account linked to the person has the
 * recipient's address, or the recipient's name is the person's full name (given names and surname,
 * or given names alone for a person without a surname), ignoring case and spacing. Deliberately
 * strict: a name alone ("Maya") does not match "Maya Smith", so nobody is asked about a stranger.
 */
export function isRecipientThePerson(
  recipient: { name: string; email: string },
  person: { givenNames: string; surname: string; linkedEmail: string | null },
): boolean {
  if (person.linkedEmail && person.linkedEmail.toLowerCase() === recipient.email.toLowerCase()) return true;
  const fullName = normalizeName(`${person.givenNames} ${person.surname}`);
  return fullName !== '' && fullName === normalizeName(recipient.name);
}
