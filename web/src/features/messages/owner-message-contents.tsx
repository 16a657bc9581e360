/**
 * The owner hears, reads and downloads their own message in every state
 * (docs/product/messages-and-delivery.md "Changing a message"): scheduled, draft, cancelled and
 * delivered. `SavedMediaPlayer` plays a saved recording or video (GET /api/media/:id, range
 * requests, decrypted for its owner only) with downloads named after the message and its day — the
 * original, and the copy phones play once the server has made it ("Delivery to recipients" on the
 * same page); `OwnerMessageContents` opens a message from the list on demand (its letter is sealed
 * and never in the list: GET /api/messages/:id opens it), with its recording's transcript, which the
 * owner corrects there ("Transcripts", message-transcript.tsx).
 */
import { Download, Mail, Play, X } from 'lucide-react';
import { useId, useState, type RefObject } from 'react';
import type { Message } from '@heirloom/common/contracts/messages';
import { messageFileName } from '@heirloom/common/utils/message-file-name';
import { MediaDownloads } from '../../components/media/media-downloads';
import { MediaSeekProvider, useMediaElementRef } from '../../components/media/media-seek';
import { Button, buttonClasses } from '../../components/ui/button';
import { MessageTranscriptPanel } from './message-transcript';
import { useMessage } from './messages-queries';

/** Inside a MediaSeekProvider its player is the one a transcript's words move. */
export function SavedMediaPlayer({ media, title }: { media: NonNullable<Message['media']>; title: string }) {
  const isVideo = media.contentType.startsWith('video/');
  const player = useMediaElementRef();
  return (
    <div className="grid gap-2">
      {isVideo ? (
        <video
          ref={player as RefObject<HTMLVideoElement | null> | undefined}
          controls
          preload="metadata"
          src={media.url}
          className="w-full rounded-2xl bg-ink"
          aria-label={title}
        />
      ) : (
        <audio
          ref={player as RefObject<HTMLAudioElement | null> | undefined}
          controls
          preload="metadata"
          src={media.url}
          className="w-full"
          aria-label={`Play “${title}”`}
        />
      )}
      <MediaDownloads media={media} size="sm" />
    </div>
  );
}

function LetterText({ message }: { message: Message }) {
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(message.letterText ?? '')}`;
  return (
    <div className="grid gap-2">
      <div className="max-h-96 overflow-y-auto rounded-2xl bg-paper p-4 whitespace-pre-wrap text-ink">
        {message.letterText || 'This letter is empty.'}
      </div>
      <a
        href={file}
        download={messageFileName(message, 'text/plain')}
        className={`${buttonClasses('ghost', 'sm')} justify-self-start`}
      >
        <Download aria-hidden className="size-4" /> Download the letter
      </a>
    </div>
  );
}

function OpenedMessage({ id }: { id: string }) {
  const message = useMessage(id);
  if (message.isPending) return <p role="status">Opening your message…</p>;
  if (!message.data) return <p role="alert">This message could not be opened. Reload the page and try again.</p>;
  const { data } = message;
  return (
    <div className="grid gap-3">
      <MessageContents message={data} />
      <p className="text-sm text-ink-soft" data-testid="may-announce">
        {data.mayAnnounce
          ? 'After your death, its recipients may be told roughly when it arrives.'
          : 'After your death, its recipients are told only how many messages wait for them, not when this one arrives.'}
      </p>
    </div>
  );
}

function MessageContents({ message }: { message: Message }) {
  if (message.kind === 'letter') return <LetterText message={message} />;
  if (!message.media) return <p className="text-ink-soft">No recording was saved with this message.</p>;
  return (
    <MediaSeekProvider>
      <SavedMediaPlayer media={message.media} title={message.title} />
      {message.transcript && <MessageTranscriptPanel messageId={message.id} transcript={message.transcript} />}
    </MediaSeekProvider>
  );
}

/** What the Close button names: the letter, video or recording it closes. */
const OPENED_NOUN: Record<Message['kind'], string> = { letter: 'letter', video: 'video', voice: 'recording' };

/**
 * A "Listen", "Watch" or "Read" button on a message of the owner's list that opens it in place; it
 * then reads "Close" with the X icon, labelled with what it closes ("Close the recording").
 */
export function OwnerMessageContents({ id, kind }: { id: string; kind: Message['kind'] }) {
  const [isOpen, setIsOpen] = useState(false);
  const regionId = useId();
  const Icon = isOpen ? X : kind === 'letter' ? Mail : Play;
  const label = kind === 'letter' ? 'Read' : kind === 'video' ? 'Watch' : 'Listen';
  return (
    <div className="grid gap-3">
      <Button
        variant="secondary"
        size="sm"
        className="justify-self-start"
        aria-expanded={isOpen}
        aria-controls={regionId}
        aria-label={isOpen ? `Close the ${OPENED_NOUN[kind]}` : undefined}
        onClick={() => setIsOpen((open) => !open)}
      >
        <Icon aria-hidden className="size-4" /> {isOpen ? 'Close' : label}
      </Button>
      <div id={regionId} hidden={!isOpen}>
        {isOpen && <OpenedMessage id={id} />}
      </div>
    </div>
  );
}
