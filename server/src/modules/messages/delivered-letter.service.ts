/**
 * A delivered letter as a PDF for its recipient, behind their private link (the recipient-link
 * gate has checked it): the letter with who wrote it, for whom and on which day (in the author's time
 * zone), on the paper asked for, under the name every download of the message takes
 * (common/src/utils/message-file-name.ts). The same PDF goes into "Save everything"
 * (delivered-archive.service.ts).
 */
import type { PrintPageSize } from '@heirloom/common/contracts/scrapbooks';
import { formatDate } from '@heirloom/common/utils/format-date';
import { AppError } from '../../lib/app-error';
import type { RecipientLinkAccess } from '../../policies/message.policy';
import { renderLetterPdf } from './letter.pdf';
import type { MessagesDependencies } from './messages.dependencies';
import { fileNameOf } from './messages.presenter';
import type { MessageRow, RecipientRow } from './messages.repository';
import { MESSAGE_ERRORS, openDelivery } from './messages.service';

/**
 * The PDF of a delivered letter (its message's letter opened), for `recipient`, by `authorName` as
 * the recipient knows them.
 * @returns the PDF bytes
 * @throws Error naming the Debian packages when the fonts are not installed
 */
export function renderDeliveredLetter(
  deps: Pick<MessagesDependencies, 'email'>,
  delivery: {
    message: Pick<MessageRow, 'title' | 'created_at' | 'time_zone'> & { letter_text: string };
    recipient: Pick<RecipientRow, 'name'>;
    authorName: string;
  },
  pageSize: PrintPageSize,
): Promise<Buffer> {
  const { message } = delivery;
  return renderLetterPdf(
    {
      title: message.title,
      authorName: delivery.authorName,
      recipientName: delivery.recipient.name,
      writtenOn: formatDate(message.created_at, 'day', { timeZone: message.time_zone }),
      letterText: message.letter_text,
      productName: deps.email.productName,
    },
    pageSize,
  );
}

/**
 * The PDF of the letter behind `access`, with its file name ("{title} – {YYYY-MM-DD}.pdf").
 * @throws AppError 'not_found' when the message was deleted since, or is a recording without a letter
 */
export async function printDeliveredLetter(
  deps: MessagesDependencies,
  access: RecipientLinkAccess,
  pageSize: PrintPageSize,
): Promise<{ fileName: string; pdf: Buffer }> {
  const { message, recipient, authorName } = await openDelivery(deps, access, 'message.letter.read');
  const letterText = message.letter_text;
  if (!letterText) throw new AppError('not_found', MESSAGE_ERRORS.noLetter);
  const pdf = await renderDeliveredLetter(
    deps,
    { message: { ...message, letter_text: letterText }, recipient, authorName },
    pageSize,
  );
  return { fileName: fileNameOf(message, 'application/pdf'), pdf };
}
