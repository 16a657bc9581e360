/**
 * The messages an owner left for their legacy contacts, after the release
 * (docs/product/legacy-release.md "What a release gives"): each plays (a voice or video, seekable)
 * or reads (a letter) in place, with its downloads. The server answers 404 to anyone else, and
 * before the release.
 */
import { useQuery } from '@tanstack/react-query';
import type { ContactView } from '@heirloom/common/contracts/legacy';
import { messageRoutes } from '@heirloom/common/routes/messages';
import { formatDuration } from '@heirloom/common/utils/format-duration';
import { MediaDownloads } from '../../components/media/media-downloads';
import { Card } from '../../components/ui/card';
import { describeError } from '../../lib/api';
import { routeQuery } from '../../lib/api-client';
import { MESSAGE_KIND_LABELS } from './legacy-format';
import { formatDate } from '../../lib/reader-dates';

type Listed = NonNullable<ContactView['released']>['messages'][number];

function ReleasedMessageCard({ ownerId, listed }: { ownerId: string; listed: Listed }) {
  const message = useQuery(routeQuery(messageRoutes.released, { params: { ownerId, messageId: listed.id } }));
  const content = message.data;
  return (
    <li>
      <Card className="grid gap-3" data-testid="released-message">
        <div>
          <h3 className="text-xl break-words text-ink">{listed.title}</h3>
          <p className="text-sm text-ink-soft">
            {MESSAGE_KIND_LABELS[listed.kind]} · prepared on {formatDate(listed.recordedAt, 'day')}
          </p>
        </div>
        {message.isPending && <p className="text-ink-soft">Opening the message…</p>}
        {message.isError && (
          <p role="alert" className="text-danger">
            {describeError(message.error)}
          </p>
        )}
        {content?.media && content.kind === 'video' && (
          <video
            controls
            preload="metadata"
            src={content.media.url}
            className="w-full rounded-2xl bg-ink"
            aria-label={`Video message: ${content.title}`}
          />
        )}
        {content?.media && content.kind === 'voice' && (
          <audio
            controls
            preload="metadata"
            src={content.media.url}
            className="w-full"
            aria-label={`Voice message: ${content.title}`}
          />
        )}
        {content?.media?.durationMs && (
          <p className="text-sm text-ink-soft">Length: {formatDuration(content.media.durationMs)}</p>
        )}
        {content?.letterText && (
          <div className="font-serif text-lg leading-relaxed whitespace-pre-wrap text-ink">{content.letterText}</div>
        )}
        {content?.media && <MediaDownloads media={content.media} size="sm" />}
      </Card>
    </li>
  );
}

/** The released messages of `ownerId` for the signed-in contact, or a sentence when there are none. */
export function ReleasedMessages({
  ownerId,
  ownerName,
  messages,
}: {
  ownerId: string;
  ownerName: string;
  messages: Listed[];
}) {
  return (
    <section className="grid gap-3" aria-labelledby="released-messages-heading">
      <h2 id="released-messages-heading" className="text-2xl text-ink">
        Messages {ownerName} left for you
      </h2>
      {messages.length === 0 ? (
        <Card>
          <p className="text-ink-soft">{ownerName} did not choose messages for their legacy contacts.</p>
        </Card>
      ) : (
        <ul className="grid gap-3">
          {messages.map((listed) => (
            <ReleasedMessageCard key={listed.id} ownerId={ownerId} listed={listed} />
          ))}
        </ul>
      )}
    </section>
  );
}
