/**
 * Make an animated ancestor (docs/product/overview.md "Animated ancestors"; limits by plan in
 * docs/product/plans-and-pricing.md "What each plan includes"): pick one of the person's photos and
 * one of their recordings; the video is made on the server with progress shown here, and kept in
 * the vault. The plan's limits are said before the button, never discovered after.
 */
import { Film } from 'lucide-react';
import { useState } from 'react';
import { ANIMATION_LABEL, type PersonPage } from '@heirloom/common/contracts/tree-voices';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useRefreshPerson } from '../../lib/person-media-queries';
import { requestAnimation } from './voice-ancestry-queries';

const selectClasses = 'h-11 w-full rounded-2xl border border-line bg-white px-3 text-ink';

export function AnimationPanel({ page }: { page: PersonPage }) {
  const refresh = useRefreshPerson(page.individual.id);
  // The name clip is a voice of theirs too (listed apart from the recordings).
  const recordings = [...(page.nameClip ? [page.nameClip] : []), ...page.recordings].filter(
    (recording) => !recording.isAnimation,
  );
  const [photoId, setPhotoId] = useState('');
  const [recordingId, setRecordingId] = useState('');
  const [isSending, setIsSending] = useState(false);
  const allowance = page.animationAllowance;
  const working = page.animations.find(
    (animation) => animation.status === 'queued' || animation.status === 'rendering',
  );
  const failed = page.animations.find((animation) => animation.status === 'failed');
  if (!allowance) return null;
  const limit =
    allowance.perMonth === null
      ? `Your plan makes as many as you like, up to ${allowance.maxSeconds} seconds each.`
      : `Your plan makes ${allowance.perMonth} a month, up to ${allowance.maxSeconds} seconds (${allowance.usedThisMonth} made this month).`;
  if (page.photos.length === 0 || recordings.length === 0) {
    return (
      <p className="text-ink-soft">
        Add a photo and a recording of {page.individual.givenNames || 'this person'} first: an animated ancestor is made
        only from their real photo and voice. {limit}
      </p>
    );
  }
  const make = async () => {
    setIsSending(true);
    try {
      await requestAnimation(
        page.treeId,
        page.individual.id,
        photoId || page.photos[0]!.itemId,
        recordingId || recordings[0]!.itemId,
      );
      await refresh();
    } catch (error) {
      toast({
        title: 'Could not make the animated ancestor',
        description: describeError(error),
        variant: 'destructive',
      });
    } finally {
      setIsSending(false);
    }
  };
  return (
    <div className="grid gap-4">
      <p className="text-ink-soft">
        A slow pan over the photo with the recording's own sound and its transcript as captions — never a made-up voice
        or face. It is labelled “{ANIMATION_LABEL}”. {limit}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="animation-photo" label="Photo">
          <select
            id="animation-photo"
            className={selectClasses}
            value={photoId}
            onChange={(event) => setPhotoId(event.target.value)}
          >
            {page.photos.map((photo) => (
              <option key={photo.itemId} value={photo.itemId}>
                {photo.title}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="animation-recording" label="Recording">
          <select
            id="animation-recording"
            className={selectClasses}
            value={recordingId}
            onChange={(event) => setRecordingId(event.target.value)}
          >
            {recordings.map((recording) => (
              <option key={recording.itemId} value={recording.itemId}>
                {recording.title}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      {working ? (
        <div className="grid gap-2" role="status">
          <p className="text-ink">Making the animated ancestor… {working.progress}%</p>
          <progress max={100} value={working.progress} className="w-full" aria-label="Animated ancestor progress" />
        </div>
      ) : (
        <Button onClick={() => void make()} disabled={isSending} className="justify-self-start">
          <Film className="size-4" aria-hidden /> Make an animated ancestor
        </Button>
      )}
      {failed && !working && <p className="text-danger">The last one could not be made: {failed.error}</p>}
    </div>
  );
}
