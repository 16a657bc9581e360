/**
 * /shared/{token}: what a recipient opens from their e-mail, with no account. Plays the voice or
 * video message (seekable: the server answers range requests; never by itself) with its transcript
 * when they may read it, listening or reading first as they choose (delivered-recording.tsx), or
 * shows the letter, with the author's name, the occasion and the day it was prepared, and downloads
 * named after the message and its day: the original and, once made, the copy every phone plays, and
 * "Save everything" in one ZIP (save-everything.tsx); a letter prints alone, or is saved as a PDF,
 * from the browser's print dialog. A share link's token
 * (SHARE_LINK_TOKEN_PREFIX) opens the memory or album it points at instead (share-link-view.tsx), a
 * family recipe's (RECIPE_LINK_TOKEN_PREFIX) the recipe with the cook's voice (shared-recipe-view.tsx).
 * Under a delivered message, the recipient may answer it (reply-form.tsx).
 */
import { useQuery } from '@tanstack/react-query';
import { Download, Heart, Printer } from 'lucide-react';
import { useParams } from 'react-router';
import type { DeliveredMessage } from '@heirloom/common/contracts/messages';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { RECIPE_LINK_TOKEN_PREFIX } from '@heirloom/common/contracts/share-links';
import { defaultPaperSize } from '@heirloom/common/domain/paper-size';
import { routePath } from '@heirloom/common/routes/define-route';
import { messageRoutes } from '@heirloom/common/routes/messages';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { routeQuery } from '../../lib/api-client';
import { appConfig } from '../../lib/app-config';
import { usePageMeta } from '../../lib/page-meta';
import { isShareLinkToken } from '../../lib/share-links-queries';
import { DeliveredRecording } from './delivered-recording';
import { ReplyForm } from './reply-form';
import { SaveEverything } from './save-everything';
import { ShareLinkView } from './share-link-view';
import { SharedRecipeView } from './shared-recipe-view';
import { UnavailableLinkPage } from './unavailable-link';
import { formatDate } from '../../lib/reader-dates';

const OCCASION_TEXT: Record<DeliveredMessage['occasion'], string> = {
  birthday: 'for your birthday',
  graduation: 'for your graduation',
  wedding: 'for your wedding',
  anniversary: 'for your anniversary',
  other: '',
};

function DeliveredMessageView({ token }: { token: string }) {
  const delivery = useQuery(routeQuery(messageRoutes.delivered, { params: { token } }));
  if (delivery.isPending) return <LoadingScreen message="Opening your message..." />;
  if (delivery.isError || !delivery.data) return <UnavailableLinkPage error={delivery.error} />;
  const message = delivery.data;
  const prepared = formatDate(message.recordedAt, 'day');
  return (
    <article className="mx-auto grid max-w-2xl gap-6" data-testid="delivered-message">
      <header className="text-center">
        <p className="mb-2 text-sm font-semibold tracking-wide text-accent uppercase">
          From {message.authorName}
          {OCCASION_TEXT[message.occasion] ? `, ${OCCASION_TEXT[message.occasion]}` : ''}
        </p>
        <h1 className="mb-2 text-4xl text-ink">{message.title}</h1>
        <p className="text-ink-soft">
          Dear {message.recipientName}, this was prepared for {message.carriedFor ? message.carriedFor.name : 'you'} on{' '}
          {prepared}.
        </p>
      </header>
      {message.carriedFor && (
        <div
          role="note"
          className="rounded-2xl border border-accent/30 bg-accent-soft p-4 text-ink print:hidden"
          data-testid="courier-note"
        >
          <p className="font-semibold">This message was meant for {message.carriedFor.name}.</p>
          <p className="mt-1 text-ink-soft">
            We could not deliver it to {message.carriedFor.email}: their mail server refused it (
            {message.carriedFor.reason}). It came to you so that you can pass it on to {message.carriedFor.name} by
            hand. You can download it below to share it.
          </p>
        </div>
      )}
      <Card className="grid gap-4 print:border-0 print:p-0 print:shadow-none">
        {message.media && <DeliveredRecording message={message} media={message.media} />}
        {message.letterText && (
          <>
            <div className="font-serif text-lg leading-relaxed whitespace-pre-wrap text-ink">{message.letterText}</div>
            <div className="flex flex-wrap gap-3 print:hidden">
              {/* A PDF made by the server, on the paper of the reader's region, to keep on any device. */}
              <a
                href={routePath(
                  messageRoutes.deliveredLetterPdf,
                  { token },
                  { pageSize: defaultPaperSize(navigator.language) },
                )}
                download
                className={buttonClasses('secondary', 'md')}
              >
                <Download className="size-4" aria-hidden /> Download the letter (PDF)
              </a>
              {/* The browser's print dialog prints the letter alone. */}
              <Button variant="secondary" onClick={() => window.print()}>
                <Printer className="size-4" aria-hidden /> Print
              </Button>
            </div>
          </>
        )}
      </Card>
      <SaveEverything token={token} message={message} />
      <ReplyForm token={token} authorName={message.authorName} />
      <p className="text-center text-sm text-ink-soft print:hidden">
        <Heart className="mr-1 inline size-4 text-accent" aria-hidden />
        Kept safe and delivered by {appConfig.productName}. This page is private to you.
      </p>
    </article>
  );
}

export function SharedPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const { token = '' } = useParams();
  return (
    <main id="main" className="min-h-screen px-4 py-12 sm:px-6">
      {isShareLinkToken(token) ? (
        <ShareLinkView token={token} />
      ) : token.startsWith(RECIPE_LINK_TOKEN_PREFIX) ? (
        <SharedRecipeView token={token} />
      ) : (
        <DeliveredMessageView token={token} />
      )}
    </main>
  );
}
