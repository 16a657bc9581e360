/**
 * "Save everything" on a recipient's page (docs/product/messages-and-delivery.md "Delivery to
 * recipients"): one ZIP of the delivered message, made by the server as it downloads
 * (GET /api/shared/:token/everything.zip) and named after the message and its day — the original
 * recording, its words when the recipient may read them, the letter as a PDF on the paper of the
 * reader's region, and a README saying who it is from, for whom and when. Nothing shows when the
 * link allows no downloads.
 */
import { Archive } from 'lucide-react';
import type { DeliveredMessage } from '@heirloom/common/contracts/messages';
import { defaultPaperSize } from '@heirloom/common/domain/paper-size';
import { routePath } from '@heirloom/common/routes/define-route';
import { messageRoutes } from '@heirloom/common/routes/messages';
import { joinNames } from '@heirloom/common/utils/join-names';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/** What the ZIP of `message` holds, as a sentence's list ("the recording, its words and a note…"). */
function contentsOf(message: DeliveredMessage): string {
  return joinNames([
    ...(message.media ? [`the ${message.kind === 'video' ? 'video' : 'recording'} as it was made`] : []),
    ...(message.transcript ? ['its words as a text file'] : []),
    ...(message.letterText ? ['the letter as a PDF'] : []),
    `a note of who it is from, for whom and when`,
  ]);
}

export function SaveEverything({ token, message }: { token: string; message: DeliveredMessage }) {
  if (!message.saveEverything) return null;
  const href = routePath(messageRoutes.deliveredArchive, { token }, { pageSize: defaultPaperSize(navigator.language) });
  return (
    <Card className="grid gap-3 print:hidden" data-testid="save-everything">
      <h2 className="text-2xl text-ink">Keep it all</h2>
      <p className="text-ink-soft">One ZIP file to keep wherever you like: {contentsOf(message)}.</p>
      <a
        href={href}
        download={message.saveEverything.fileName}
        className={buttonClasses('primary', 'md', 'justify-self-start')}
      >
        <Archive className="size-4" aria-hidden /> Save everything
      </a>
    </Card>
  );
}
