/**
 * The download links of a message's recording
 * (docs/product/messages-and-delivery.md "Delivery to recipients"), for its owner and its recipient
 * alike: the original as recorded, and the copy every phone plays (an M4A for a voice, an MP4 for a
 * video) once the server's job has made it. Each is saved under the name the server gives it, the
 * message's title and day ("Happy birthday Maya – 2026-12-03.m4a").
 */
import { Download, Smartphone } from 'lucide-react';
import type { MediaDownload } from '@heirloom/common/contracts/messages';
import { buttonClasses } from '../ui/button';

/** A label may wrap on a narrow phone instead of widening the card past the screen. */
const WRAPPING = 'h-auto min-h-11 max-w-full py-2 whitespace-normal text-left';

/** "M4A": the extension of a file name, as people name the format. */
const formatOf = (fileName: string) => fileName.split('.').pop()?.toUpperCase() ?? '';

/**
 * @param media.download the original, or null when it may not be saved (a recipient's link without downloads)
 * @param media.phoneDownload the copy for phones, or null until it is made (or when it may not be saved)
 */
export function MediaDownloads({
  media,
  size = 'md',
}: {
  media: { download: MediaDownload | null; phoneDownload: MediaDownload | null };
  size?: 'sm' | 'md';
}) {
  if (!media.download && !media.phoneDownload) return null;
  return (
    <div className="flex flex-wrap gap-2" data-testid="media-downloads">
      {media.phoneDownload && (
        <a
          href={media.phoneDownload.url}
          download={media.phoneDownload.fileName}
          className={buttonClasses('secondary', size, WRAPPING)}
        >
          <Smartphone aria-hidden className="size-4" /> Download for phones ({formatOf(media.phoneDownload.fileName)})
        </a>
      )}
      {media.download && (
        <a
          href={media.download.url}
          download={media.download.fileName}
          className={buttonClasses(media.phoneDownload ? 'ghost' : 'secondary', size, WRAPPING)}
        >
          <Download aria-hidden className="size-4" /> Download the original ({formatOf(media.download.fileName)})
        </a>
      )}
    </div>
  );
}
