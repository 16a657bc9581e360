/**
 * Onboarding step 2: a first recording with the shared VoiceRecorder, kept in the vault's voice
 * recordings through the resumable uploader (as /voice-recordings does), or skipped.
 */
import { ArrowRight, Save } from 'lucide-react';
import { useState } from 'react';
import { recordingFilename, VoiceRecorder, type Recording } from '../../components/media/voice-recorder';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { UploadList } from '../../components/vault/upload-list';
import { useVaultUploads } from '../../components/vault/use-vault-uploads';

const TITLE = 'My first recording';

export function RecordingStep({ onDone, onSkip }: { onDone: (title: string) => void; onSkip: () => void }) {
  const [recording, setRecording] = useState<Recording | null>(null);
  const uploads = useVaultUploads({ collection: 'voice', onUploaded: () => onDone(TITLE) });
  const isUploading = uploads.entries.some((entry) => entry.status === 'starting' || entry.status === 'uploading');
  return (
    <Card className="grid gap-4">
      <p className="text-ink-soft">
        A minute is enough: how you met, a song you sing, what you hope for them. It is kept in your voice recordings,
        encrypted, and only you see it until you choose to share it.
      </p>
      <VoiceRecorder onChange={setRecording} />
      <UploadList
        entries={uploads.entries}
        onPause={uploads.pause}
        onResume={uploads.resume}
        onRemove={uploads.remove}
      />
      <div className="flex flex-wrap gap-3">
        <Button
          disabled={!recording || isUploading}
          onClick={() => recording && uploads.add(recording.blob, recordingFilename(recording.blob), TITLE)}
        >
          <Save className="size-4" aria-hidden /> {isUploading ? 'Saving…' : 'Keep this recording'}
        </Button>
        <Button variant="ghost" onClick={onSkip} disabled={isUploading}>
          Skip for now <ArrowRight className="size-4" aria-hidden />
        </Button>
      </div>
    </Card>
  );
}
