/**
 * Adds a photo, a recording or the name clip to a person (docs/product/family-tree.md
 * "A person's page"): recorded on the spot with the shared recorder, chosen from the vault, or
 * uploaded (the vault's resumable uploader); each new item is kept in the vault and linked to the
 * person.
 */
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import type { PersonMediaRole, PersonPage } from '@heirloom/common/contracts/tree-voices';
import { recordingFilename, VoiceRecorder, type Recording } from '../../components/media/voice-recorder';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { toast } from '../../components/ui/use-toast';
import { DropZone } from '../../components/vault/drop-zone';
import { UploadList } from '../../components/vault/upload-list';
import { useVaultUploads } from '../../components/vault/use-vault-uploads';
import { describeError } from '../../lib/api';
import { useVaultItems, useVaultOverview } from '../../lib/vault-queries';
import { linkPersonMedia, useRefreshPerson } from './voice-ancestry-queries';

const WORDS: Record<PersonMediaRole, { noun: string; accept: string; kind: 'photo' | 'audio'; hint: string }> = {
  photo: { noun: 'photo', accept: 'image/*', kind: 'photo', hint: 'JPEG, PNG, HEIC or WebP' },
  recording: {
    noun: 'recording',
    accept: 'audio/*,video/*',
    kind: 'audio',
    hint: 'MP3, M4A, WAV, OGG, WebM or a video',
  },
  'name-clip': {
    noun: 'name clip',
    accept: 'audio/*',
    kind: 'audio',
    hint: 'A short recording: MP3, M4A, WAV or WebM',
  },
};

interface AddMediaPanelProps {
  page: PersonPage;
  role: PersonMediaRole;
}

export function AddMediaPanel({ page, role }: AddMediaPanelProps) {
  const words = WORDS[role];
  const personName = page.individual.givenNames || 'this person';
  const refresh = useRefreshPerson(page.individual.id);
  const overview = useVaultOverview();
  const link = async (itemId: string) => {
    try {
      await linkPersonMedia(page.treeId, page.individual.id, { itemId, role });
      await refresh();
      toast({ title: `The ${words.noun} is kept with ${personName}` });
    } catch (error) {
      toast({ title: `Could not add the ${words.noun}`, description: describeError(error), variant: 'destructive' });
    }
  };
  const uploads = useVaultUploads({
    collection: role === 'photo' ? 'vault' : 'voice',
    maxFileSizeMb: overview.data?.maxFileSizeMb,
    onUploaded: (itemId) => void (itemId && link(itemId)),
  });
  const isRecordable = role !== 'photo';
  return (
    <Tabs defaultValue={isRecordable ? 'record' : 'upload'} className="grid gap-4">
      <TabsList className={isRecordable ? 'grid-cols-3' : 'grid-cols-2'} aria-label={`How to add a ${words.noun}`}>
        {isRecordable && <TabsTrigger value="record">Record</TabsTrigger>}
        <TabsTrigger value="vault">From the vault</TabsTrigger>
        <TabsTrigger value="upload">Upload</TabsTrigger>
      </TabsList>
      {isRecordable && (
        <TabsContent value="record">
          <RecordNow
            label={role === 'name-clip' ? `Keep as ${personName}'s name clip` : `Keep with ${personName}`}
            onKeep={(recording) =>
              uploads.add(
                recording.blob,
                recordingFilename(recording.blob),
                role === 'name-clip' ? `How to say ${personName}'s name` : `${personName}, recorded`,
              )
            }
          />
        </TabsContent>
      )}
      <TabsContent value="vault">
        <PickFromVault kind={words.kind} noun={words.noun} onPick={(itemId) => void link(itemId)} />
      </TabsContent>
      <TabsContent value="upload">
        <DropZone
          accept={words.accept}
          buttonLabel={`Choose a ${words.noun}`}
          hint={`${words.hint}${overview.data?.maxFileSizeMb ? `, up to ${overview.data.maxFileSizeMb} MB` : ''}.`}
          onFiles={(files) => files.forEach((file) => uploads.add(file, file.name))}
        />
      </TabsContent>
      <UploadList
        entries={uploads.entries}
        onPause={uploads.pause}
        onResume={uploads.resume}
        onRemove={uploads.remove}
      />
    </Tabs>
  );
}

function RecordNow({ label, onKeep }: { label: string; onKeep: (recording: Recording) => void }) {
  const [recording, setRecording] = useState<Recording | null>(null);
  const [take, setTake] = useState(0);
  return (
    <div className="grid gap-3">
      <VoiceRecorder key={take} onChange={setRecording} />
      {recording && (
        <Button
          onClick={() => {
            onKeep(recording);
            setRecording(null);
            setTake((count) => count + 1);
          }}
        >
          {label}
        </Button>
      )}
    </div>
  );
}

function PickFromVault({
  kind,
  noun,
  onPick,
}: {
  kind: 'photo' | 'audio';
  noun: string;
  onPick: (id: string) => void;
}) {
  const items = useVaultItems({ kind });
  const [chosen, setChosen] = useState('');
  const list = items.data?.items ?? [];
  if (items.isPending) return <p className="text-ink-soft">Loading your vault...</p>;
  if (list.length === 0)
    return <p className="text-ink-soft">Your vault has no {kind === 'photo' ? 'photos' : 'recordings'} yet.</p>;
  const id = `pick-${kind}-${noun.replace(' ', '-')}`;
  return (
    <form
      className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) onPick(chosen);
      }}
    >
      <FormField id={id} label={`Your ${noun === 'photo' ? 'photos' : 'recordings'}`}>
        <select
          id={id}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          className="h-11 w-full rounded-2xl border border-line bg-white px-3 text-ink"
        >
          <option value="">Choose one…</option>
          {list.map((item) => (
            <option key={item.id} value={item.id}>
              {item.title}
            </option>
          ))}
        </select>
      </FormField>
      <Button type="submit" disabled={!chosen}>
        <Link2 className="size-4" aria-hidden /> Add
      </Button>
    </form>
  );
}
