/** One item of an opened (or readable) capsule: a letter's text, a photo, a recording or a video, and who added it. */
import type { CapsuleItem } from '@heirloom/common/contracts/time-capsules';
import { Card } from '../../components/ui/card';

export function CapsuleItemView({ item }: { item: CapsuleItem }) {
  return (
    <Card className="grid gap-3" data-testid="capsule-item">
      <p className="text-sm text-ink-soft">From {item.contributorName}</p>
      {item.kind === 'letter' && <p className="whitespace-pre-line font-serif text-lg text-ink">{item.text}</p>}
      {item.kind === 'photo' && item.fileUrl && (
        <img
          src={item.fileUrl}
          alt={item.title ?? 'A photo'}
          className="max-h-[70vh] w-full rounded-2xl object-contain"
        />
      )}
      {item.kind === 'audio' && item.fileUrl && (
        <audio controls src={item.fileUrl} className="w-full" aria-label={item.title ?? 'A recording'} />
      )}
      {item.kind === 'video' && item.fileUrl && (
        <video
          controls
          src={item.fileUrl}
          className="max-h-[70vh] w-full rounded-2xl"
          aria-label={item.title ?? 'A video'}
        />
      )}
      {item.kind !== 'letter' && item.title && <p className="text-ink">{item.title}</p>}
    </Card>
  );
}
