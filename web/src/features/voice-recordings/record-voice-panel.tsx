/**
 * Record a voice here (the shared VoiceRecorder, as /schedule-message uses it), name it, and keep
 * it: the take goes up through the vault's resumable uploader as a voice recording.
 */
import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { VAULT_LIMITS } from '@heirloom/common/contracts/vault';
import { recordingFilename, VoiceRecorder, type Recording } from '../../components/media/voice-recorder';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { formatDate } from '../../lib/reader-dates';

interface RecordVoicePanelProps {
  /** Starts the upload of a finished take. */
  onSave: (recording: Recording, filename: string, title: string) => void;
}

export function RecordVoicePanel({ onSave }: RecordVoicePanelProps) {
  const [recording, setRecording] = useState<Recording | null>(null);
  const [title, setTitle] = useState('');
  // A new key gives a fresh recorder once a take is saved.
  const [take, setTake] = useState(0);
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!recording) return;
    onSave(recording, recordingFilename(recording.blob), title.trim() || `Recording, ${formatDate(new Date(), 'day')}`);
    setRecording(null);
    setTitle('');
    setTake((count) => count + 1);
  };
  return (
    <section aria-labelledby="record-heading" className="grid content-start gap-4">
      <h2 id="record-heading" className="text-2xl text-ink">
        Record a voice
      </h2>
      <VoiceRecorder key={take} onChange={setRecording} />
      {recording && (
        <form
          onSubmit={save}
          className="grid gap-3 rounded-3xl border border-line bg-white p-5 sm:grid-cols-[1fr_auto] sm:items-end"
        >
          <FormField id="recording-title" label="Title (optional)">
            <Input
              id="recording-title"
              value={title}
              maxLength={VAULT_LIMITS.titleLength}
              onChange={(event) => setTitle(event.target.value)}
              placeholder="Grandpa tells the story of the lake house"
            />
          </FormField>
          <Button type="submit">
            <Save className="size-4" aria-hidden /> Save recording
          </Button>
        </form>
      )}
    </section>
  );
}
