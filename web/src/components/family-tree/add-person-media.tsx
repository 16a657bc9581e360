/**
 * Adds photos, recordings or the name clip to a person (docs/product/family-tree.md
 * "A person's page"): recorded on the spot with the shared recorder, chosen from the vault by their
 * thumbnails (several at once; one for the name clip), or uploaded (the vault's resumable uploader);
 * each new item is kept in the vault and linked to the person. Used on the person's page and in the
 * tree builder.
 */
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import type { PersonMediaRole, PersonPage } from '@heirloom/common/contracts/tree-voices';
import { describeError } from '../../lib/api';
import { linkPersonMedia, useRefreshPerson } from '../../lib/person-media-queries';
import { useVaultItems, useVaultOverview } from '../../lib/vault-queries';
import { recordingFilename, VoiceRecorder, type Recording } from '../media/voice-recorder';
import { Button } from '../ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs';
import { toast } from '../ui/use-toast';
import { DropZone } from '../vault/drop-zone';
import { UploadList } from '../vault/upload-list';
import { useVaultUploads } from '../vault/use-vault-uploads';
import { VaultItemPicker } from '../vault/vault-item-picker';

const WORDS: Record<
  PersonMediaRole,
  { noun: string; nouns: string; accept: string; kind: 'photo' | 'audio'; hint: string; isSingle: boolean }
> = {
  photo: {
    noun: 'photo',
    nouns: 'photos',
    accept: 'image/*',
    kind: 'photo',
    hint: 'JPEG, PNG, HEIC or WebP',
    isSingle: false,
  },
  recording: {
    noun: 'recording',
    nouns: 'recordings',
    accept: 'audio/*,video/*',
    kind: 'audio',
    hint: 'MP3, M4A, WAV, OGG, WebM or a video',
    isSingle: false,
  },
  'name-clip': {
    noun: 'name clip',
    nouns: 'name clips',
    accept: 'audio/*',
    kind: 'audio',
    hint: 'A short recording: MP3, M4A, WAV or WebM',
    isSingle: true,
  },
};

/** The vault items already linked to the person on their page. */
const linkedItemIds = (page: PersonPage) =>
  [...page.photos, ...page.recordings, ...(page.nameClip ? [page.nameClip] : [])].map((media) => media.itemId);

interface AddPersonMediaProps {
  page: PersonPage;
  role: PersonMediaRole;
}

export function AddPersonMedia({ page, role }: AddPersonMediaProps) {
  const words = WORDS[role];
  const personName = page.individual.givenNames || 'this person';
  const refresh = useRefreshPerson(page.individual.id);
  const overview = useVaultOverview();
  /** Links the items one after the other; stops at the first refusal, which it reports. */
  const link = async (itemIds: readonly string[]) => {
    let linked = 0;
    try {
      for (const itemId of itemIds) {
        await linkPersonMedia(page.treeId, page.individual.id, { itemId, role });
        linked += 1;
      }
      toast({
        title:
          linked === 1
            ? `The ${words.noun} is kept with ${personName}`
            : `${linked} ${words.nouns} are kept with ${personName}`,
      });
    } catch (error) {
      toast({ title: `Could not add the ${words.noun}`, description: describeError(error), variant: 'destructive' });
    } finally {
      if (linked > 0) await refresh();
    }
  };
  const uploads = useVaultUploads({
    collection: role === 'photo' ? 'vault' : 'voice',
    maxFileSizeMb: overview.data?.maxFileSizeMb,
    onUploaded: (itemId) => void (itemId && link([itemId])),
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
        <PickFromVault
          kind={words.kind}
          nouns={words.nouns}
          isSingle={words.isSingle}
          linkedIds={linkedItemIds(page)}
          personName={personName}
          onPick={link}
        />
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

/**
 * The user's own photos or recordings (the vault's list holds only theirs) as thumbnails to tick; those already with the person say so.
 * With `isSingle` a new tick replaces the last one (a person has one name clip).
 */
function PickFromVault({
  kind,
  nouns,
  isSingle,
  linkedIds,
  personName,
  onPick,
}: {
  kind: 'photo' | 'audio';
  nouns: string;
  isSingle: boolean;
  linkedIds: readonly string[];
  personName: string;
  onPick: (itemIds: readonly string[]) => Promise<void>;
}) {
  const items = useVaultItems({ kind });
  const [picked, setPicked] = useState<string[]>([]);
  const [isLinking, setIsLinking] = useState(false);
  const list = items.data?.items ?? [];
  if (items.isPending) return <p className="text-ink-soft">Loading your vault...</p>;
  if (list.length === 0)
    return <p className="text-ink-soft">Your vault has no {kind === 'photo' ? 'photos' : 'recordings'} yet.</p>;
  const toggle = (itemId: string) =>
    setPicked((current) =>
      current.includes(itemId) ? current.filter((id) => id !== itemId) : isSingle ? [itemId] : [...current, itemId],
    );
  return (
    <div className="grid gap-3">
      <VaultItemPicker
        items={list}
        pickedIds={picked}
        onToggle={toggle}
        unavailableReason={(item) => (linkedIds.includes(item.id) ? `Already with ${personName}` : null)}
      />
      <Button
        className="justify-self-start"
        disabled={picked.length === 0 || isLinking}
        onClick={async () => {
          setIsLinking(true);
          await onPick(picked);
          setPicked([]);
          setIsLinking(false);
        }}
      >
        <Link2 className="size-4" aria-hidden />{' '}
        {picked.length > 1 ? `Add ${picked.length} ${nouns} to ${personName}` : `Add to ${personName}`}
      </Button>
    </div>
  );
}
