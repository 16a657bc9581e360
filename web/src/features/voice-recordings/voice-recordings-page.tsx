/**
 * /voice-recordings, voice recordings with transcription and emotion analysis
 * (docs/product/overview.md "Voice recordings, transcripts and emotion"): record in the browser or
 * upload audio files, then the list of voice recordings with their waveform, duration, transcript
 * and feeling; each opens the vault's detail view (?item={id}).
 */
import { Mic } from 'lucide-react';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { Card } from '../../components/ui/card';
import { DropZone } from '../../components/vault/drop-zone';
import { UploadList } from '../../components/vault/upload-list';
import { useVaultUploads } from '../../components/vault/use-vault-uploads';
import { VaultItemDialog } from '../../components/vault/vault-item-dialog';
import { useSession } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import { useRefreshVault, useVaultItems, useVaultOverview } from '../../lib/vault-queries';
import { RecordVoicePanel } from './record-voice-panel';
import { VoiceRecordingRow } from './voice-recording-row';
import { VoiceVisitorIntroduction } from './voice-visitor-introduction';
import { MissingToolsNotice } from '../../components/layout/missing-tools-notice';

function RecordingsList() {
  const recordings = useVaultItems({ collection: 'voice' });
  if (recordings.isPending) return <LoadingScreen message="Loading your recordings..." />;
  const items = recordings.data?.items ?? [];
  if (items.length === 0) {
    return (
      <Card className="text-center">
        <Mic className="mx-auto mb-3 size-10 text-accent" aria-hidden />
        <h3 className="mb-2 text-2xl text-ink">No recordings yet</h3>
        <p className="text-ink-soft">
          Press “Start recording” above and say a few words, or upload a recording you already have. It will appear here
          with its transcript.
        </p>
      </Card>
    );
  }
  return (
    <ul className="grid gap-4" data-testid="voice-recordings">
      {items.map((item) => (
        <VoiceRecordingRow key={item.id} item={item} />
      ))}
    </ul>
  );
}

function OwnerRecordings() {
  const overview = useVaultOverview();
  const refresh = useRefreshVault();
  const maxFileSizeMb = overview.data?.maxFileSizeMb;
  const uploads = useVaultUploads({ collection: 'voice', maxFileSizeMb, onUploaded: () => void refresh() });
  return (
    <div className="mx-auto grid max-w-5xl gap-10">
      <div>
        <h1 className="mb-2 text-4xl text-ink">Voice recordings</h1>
        <p className="text-lg text-ink-soft">
          Record a voice or upload one. We write down what was said and how the words feel, and keep it in your vault.
        </p>
      </div>
      <MissingToolsNotice area="voice" />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <RecordVoicePanel onSave={(recording, filename, title) => uploads.add(recording.blob, filename, title)} />
        <section aria-labelledby="upload-heading" className="grid content-start gap-3">
          <h2 id="upload-heading" className="text-2xl text-ink">
            Or upload one
          </h2>
          <DropZone
            accept="audio/*"
            buttonLabel="Choose audio files"
            hint={`MP3, M4A, WAV, OGG, WebM or FLAC${maxFileSizeMb ? `, up to ${maxFileSizeMb} MB each` : ''}.`}
            onFiles={(files) => files.forEach((file) => uploads.add(file, file.name))}
          />
          <UploadList
            entries={uploads.entries}
            onPause={uploads.pause}
            onResume={uploads.resume}
            onRemove={uploads.remove}
          />
        </section>
      </div>
      <section aria-labelledby="recordings-heading" className="grid gap-4">
        <h2 id="recordings-heading" className="text-2xl text-ink">
          Your recordings
        </h2>
        <RecordingsList />
      </section>
      <VaultItemDialog />
    </div>
  );
}

export function VoiceRecordingsPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const { user } = useSession();
  return user ? <OwnerRecordings /> : <VoiceVisitorIntroduction />;
}
