/**
 * The messages module's public surface (ARCHITECTURE.md "Modules"): the `messages` plugin —
 * scheduled messages, their delivery-protection links and recipients' pages
 * (docs/product/messages-and-delivery.md), and the messages designated for legacy contacts
 * (docs/product/legacy-release.md "What a release gives") — the recurring `delivery.tick` job
 * that decides due steps (docs/decisions/002-delivery-scheduler-and-outbox.md and
 * docs/decisions/004-one-job-queue.md), the `message.transcribe` job that writes down what a voice
 * or video message says ("Transcripts"), and "Still right?": its yearly `still-right.round` job and
 * the e-mail at a sign-in after a long absence (docs/product/messages-and-delivery.md), and the
 * `reply.album` job that keeps a reply kept for the family in the author's album of replies
 * (docs/decisions/018-replies.md). A message delivered on a life event is the life-events
 * module's to confirm: this module is handed it as a port (`LifeEventPort`, its `lifeEvents`
 * option), and that module uses the few parts of this one exported below for it. Nothing else of
 * this folder may be imported from outside it (ESLint zones).
 */
import { defineModule } from '../../plugins/feature-module';
import { registerMessageRoutes } from './messages.routes';
import { registerLegacyDecisionRoutes } from './legacy-decisions.routes';
import { registerReleasedMessageRoutes } from './released-messages.routes';
import { registerMessageReplyRoutes } from './message-replies.routes';
import type { MessagesDependencies } from './messages.dependencies';

export { createDeliveryTickJob, runDeliveryTick } from './messages.jobs';
export { createMessageTranscriptionJob } from './message-transcripts.service';
export { sealPlainLetters } from './messages.letters';
export { tellOwnersOfRefusedAddress } from './message-health.service';
export { sendToFallbackCourier } from './fallback-courier.service';
export { announceWaitingMessages } from './gentle-mode.service';
export { createStillRightRoundJob } from './still-right.jobs';
export { runStillRightRound, sendStillRightAfterAbsence } from './still-right.service';
export { REPLY_REQUESTS_PER_HOUR } from './message-replies.routes';
export { createReplyAlbumJob } from './message-replies.album';
export {
  listLifeEventMessages,
  listPosthumousMessages,
  type LifeEventMessage,
  type PosthumousMessage,
} from './messages.legacy-lists';
export {
  armPosthumousMessages,
  filterDesignatableMessageIds,
  isOwnerActive,
  listDesignatableMessages,
} from './messages.legacy.repository';
/**
 * For the life-events module (docs/decisions/009-legacy-release.md "Life events"): the port it
 * implements and the event input it takes; a message read (locked) and changed only while in the
 * state it was read in, its unsent reminder and check e-mails withdrawn, and its schedule armed for
 * a date — when a confirmed event arms it or a veto puts it back.
 */
export type { LifeEventPort, ParsedLifeEvent, SavedLifeEventMessage } from './life-event-port';
export { deletePendingProtectionEmails, findMessage, updateMessageIf, type MessageRow } from './messages.repository';
export { armedSchedule, unarmedSchedule, type ScheduledFields } from './messages.schedule';

/** The database and its dialect, the clock, e-mail settings, the link key, storage and keys, and life events. */
export type MessagesModuleOptions = MessagesDependencies;

export const messagesModule = defineModule<MessagesModuleOptions>('messages', async (app, options) => {
  await registerMessageRoutes(app, options);
  await registerReleasedMessageRoutes(app, options);
  await registerLegacyDecisionRoutes(app, options);
  await registerMessageReplyRoutes(app, options);
});
