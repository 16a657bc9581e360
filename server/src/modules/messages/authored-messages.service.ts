/**
 * What the author reads of their own messages
 * (docs/product/messages-and-delivery.md "What a message is"): the list, whose JSON the database
 * writes (message-list.repository.ts), and one message whole, its letter opened, with its
 * recipients, its recording and its unsent e-mails. The routes' access gates
 * authorised the author (policies/message.policy.ts); these read by id.
 */
import type { MessagesDependencies } from './messages.dependencies';
import { withOpenedLetter } from './messages.letters';
import { listMessageSummariesJson } from './message-list.repository';
import { readMessageTranscript } from './message-transcripts.service';
import { listEmailProblems, listListedRecipients, listMedia, type MessageRow } from './messages.repository';

/**
 * The messages of `ownerId`, newest first, drafts included, each as `messageSummarySchema`
 * (common/src/contracts/messages.ts) describes it.
 * @returns the JSON text of the array, ready to send (UTF-8)
 */
export function listMessageSummaries(deps: MessagesDependencies, ownerId: string): Promise<string> {
  return listMessageSummariesJson(deps.db, deps.dialect, ownerId);
}

/**
 * The author's `message` with its letter opened, its recipients as the author sees them (with their
 * links' revocation), its recording and the recording's transcript (undefined without them) and its
 * e-mails not sent after a failed attempt, for messages.presenter.ts `presentMessage`.
 * @throws Error when the author's key is gone (account deleted)
 */
export async function readAuthoredMessage(deps: MessagesDependencies, message: MessageRow) {
  const [recipients, [media], transcript, problems] = await Promise.all([
    listListedRecipients(deps.db, [message.id]),
    listMedia(deps.db, message.media_id ? [message.media_id] : []),
    readMessageTranscript(deps, message),
    listEmailProblems(deps.db, [message.id]),
  ]);
  return { message: await withOpenedLetter(deps.keyring, message), recipients, media, transcript, problems };
}
