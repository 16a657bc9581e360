/**
 * The recording of a voice or video message (docs/product/messages-and-delivery.md "What a message
 * is"): recorded here with the shared recorder, or a file uploaded; under it the problem with it, or
 * the saved recording a changed message keeps while nothing new replaces it.
 */
import { useFormContext, useWatch } from 'react-hook-form';
import type { Message } from '@heirloom/common/contracts/messages';
import { formatDuration } from '@heirloom/common/utils/format-duration';
import { MissingToolsNotice } from '../../components/layout/missing-tools-notice';
import { VoiceRecorder, type Captures } from '../../components/media/voice-recorder';
import { errorIdFor } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { useMessageErrors } from './message-form-errors';
import { newMediaOf, type MessageFormValues } from './message-form-values';
import { SavedMediaPlayer } from './owner-message-contents';

const RECORDERS = {
  voice: { take: 'voiceTake', uploadLabel: 'Or upload an audio file you already have:', accept: 'audio/*' },
  video: { take: 'videoTake', uploadLabel: 'Or upload a video you already have:', accept: 'video/*' },
} as const;

/**
 * The recorder of one kind with its upload field. Hidden, not unmounted, while another kind is
 * chosen: a finished take survives Voice → Letter → Voice.
 */
function RecorderPanel({ captures }: { captures: Captures }) {
  const { control, setValue } = useFormContext<MessageFormValues>();
  const { ariaOf } = useMessageErrors();
  const kind = useWatch({ control, name: 'kind' });
  const { take, uploadLabel, accept } = RECORDERS[captures];
  return (
    <div className="grid gap-3" hidden={kind !== captures}>
      <MissingToolsNotice area="messages" />
      <VoiceRecorder captures={captures} onChange={(next) => setValue(take, next, { shouldDirty: true })} />
      {kind === captures && (
        <>
          <label htmlFor="mediaId" className="text-sm text-ink-soft">
            {uploadLabel}
          </label>
          <Input
            id="mediaId"
            type="file"
            accept={accept}
            onChange={(event) => setValue('file', event.target.files?.[0] ?? null, { shouldDirty: true })}
            {...ariaOf('mediaId')}
          />
        </>
      )}
    </div>
  );
}

/**
 * Both recorders, the recording's error and the saved recording kept.
 * @param saved the message being changed, if any
 */
export function MessageMediaFields({ saved }: { saved?: Pick<Message, 'kind' | 'media' | 'title'> | null }) {
  const { control } = useFormContext<MessageFormValues>();
  const { errorOf } = useMessageErrors();
  const [kind, voiceTake, videoTake, file] = useWatch({ control, name: ['kind', 'voiceTake', 'videoTake', 'file'] });
  const mediaError = errorOf('mediaId');
  return (
    <>
      <RecorderPanel captures="voice" />
      <RecorderPanel captures="video" />
      {kind !== 'letter' && mediaError && (
        <p id={errorIdFor('mediaId')} role="alert" className="-mt-6 text-sm font-medium text-danger">
          {mediaError}
        </p>
      )}
      {saved?.media && saved.kind === kind && !newMediaOf({ kind, voiceTake, videoTake, file }) && (
        <div className="-mt-4 grid gap-2">
          <p className="text-sm text-ink-soft">
            Keeping your saved {kind === 'video' ? 'video' : 'recording'}
            {saved.media.durationMs ? ` (${formatDuration(saved.media.durationMs)})` : ''}.
          </p>
          <SavedMediaPlayer media={saved.media} title={saved.title} />
        </div>
      )}
    </>
  );
}
