/** The public shapes of the legacy plan (common/src/contracts/legacy.ts). Never a row. */
import type { ContactView, LegacyOverview, LegacyPlan } from '@heirloom/common/contracts/legacy';
import type { PlanRow } from './legacy.repository';
import type { ContactViewData, LegacyOverviewData } from './legacy.service';

const presentAudit = (events: { id: string; summary: string; created_at: string }[]) =>
  events.map((event) => ({ id: event.id, at: event.created_at, summary: event.summary }));

function presentPlan(plan: PlanRow, confirmations: number, acceptedContacts: number): LegacyPlan {
  return {
    intervalMonths: plan.interval_months,
    quorum: plan.quorum,
    waitingDays: plan.waiting_days,
    state: plan.state,
    checkedInAt: plan.checked_in_at,
    nextStep:
      plan.pending_step && plan.next_step_at
        ? { step: plan.pending_step, number: plan.step_number, at: plan.next_step_at }
        : null,
    confirmations,
    quorumAt: plan.quorum_at,
    releasedAt: plan.released_at,
    isShortOfContacts: acceptedContacts < plan.quorum,
  };
}

/** GET /api/legacy. */
export function presentOverview(data: LegacyOverviewData): LegacyOverview {
  const confirmed = new Set(data.confirmed);
  const accepted = data.contacts.filter((contact) => contact.status === 'accepted').length;
  return {
    plan: data.plan ? presentPlan(data.plan, data.confirmed.length, accepted) : null,
    contacts: data.contacts.map((contact) => ({
      id: contact.id,
      name: contact.name,
      email: contact.email,
      status: contact.status,
      sharingRole: contact.sharingRole,
      hasConfirmed: contact.userId !== null && confirmed.has(contact.userId),
    })),
    eligibleMembers: data.eligibleMembers,
    posthumousMessages: data.messages,
    lifeEventMessages: data.lifeEventMessages,
    albums: data.albums.map((album) => ({ ...album, isDesignated: data.designated.has(`album:${album.id}`) })),
    messages: data.messageChoices.map((message) => ({
      ...message,
      isDesignated: data.designated.has(`message:${message.id}`),
    })),
    audit: presentAudit(data.audit),
  };
}

/** GET /api/legacy/owners/:ownerId. */
export function presentContactView(data: ContactViewData): ContactView {
  const state = data.plan?.state;
  const isAsking = state === 'confirming' || data.plan?.pending_step === 'report';
  return {
    ownerName: data.ownerName,
    hasPlan: data.plan !== undefined,
    quorum: data.plan?.quorum ?? null,
    contactCount: data.contactCount,
    waitingDays: data.plan?.waiting_days ?? null,
    phase: state === 'released' ? 'released' : state === 'waiting' ? 'waiting' : isAsking ? 'asking' : 'quiet',
    hasConfirmed: data.hasConfirmed,
    released: data.released
      ? {
          releasedAt: data.released.releasedAt,
          albums: data.released.albums,
          messages: data.released.messages.map((message) => ({
            id: message.id,
            title: message.title,
            kind: message.kind,
            recordedAt: message.created_at,
          })),
          audit: presentAudit(data.released.audit),
        }
      : null,
  };
}
