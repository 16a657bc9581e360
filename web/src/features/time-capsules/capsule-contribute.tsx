/**
 * Adding to a capsule before it is sealed (docs/decisions/010): a letter, photos, recordings and
 * videos chosen from the contributor's vault, new ones uploaded through the vault's upload path, or a
 * recording made with the shared recorder. Each upload lands in the contributor's own vault and is
 * then added to the capsule, by reference like the ones chosen.
 */
import { useState } from 'react';
import { MAX_CAPSULE_LETTER_LENGTH } from '@heirloom/common/contracts/time-capsules';
import { VoiceRecorder, recordingFilename, type Recording } from '../../components/media/voice-recorder';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { toast } from '../../components/ui/use-toast';
import { DropZone } from '../../components/vault/drop-zone';
import { UploadList } from '../../components/vault/upload-list';
import { useVaultUploads } from '../../components/vault/use-vault-uploads';
import { describeError } from '../../lib/api';
import { useVaultOverview } from '../../lib/vault-queries';
import { CapsuleVaultChoice } from './capsule-vault-choice';
import { useAddCapsuleItem } from './time-capsules-queries';

function LetterForm({ onAdd }: { onAdd: (text: string) => Promise<void> }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return setError('Please write your letter');
        setIsSaving(true);
        onAdd(text)
          .then(() => setText(''))
          .catch((failure: unknown) => setError(describeError(failure)))
          .finally(() => setIsSaving(false));
      }}
    >
      <FormField id="capsule-letter" label="Your letter" error={error}>
        <textarea
          id="capsule-letter"
          rows={8}
          maxLength={MAX_CAPSULE_LETTER_LENGTH}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
          className="w-full rounded-xl border border-line bg-white p-4 text-base text-ink focus:border-accent"
          placeholder="Dear Maya…"
        />
      </FormField>
      <Button type="submit" disabled={isSaving} className="justify-self-start">
        {isSaving ? 'Adding...' : 'Add letter'}
      </Button>
    </form>
  );
}

export function CapsuleContribute({ capsuleId }: { capsuleId: string }) {
  const add = useAddCapsuleItem(capsuleId);
  const maxFileSizeMb = useVaultOverview().data?.maxFileSizeMb;
  const [recording, setRecording] = useState<Recording | null>(null);
  const addVaultItem = (itemId: string | null) => {
    if (!itemId) return;
    add.mutate(
      { kind: 'vault_item', vaultItemId: itemId },
      {
        onSuccess: () => toast({ title: 'Added to the time capsule' }),
        onError: (error) =>
          toast({ variant: 'destructive', title: 'That did not work', description: describeError(error) }),
      },
    );
  };
  const media = useVaultUploads({ collection: 'vault', maxFileSizeMb, onUploaded: addVaultItem });
  const voice = useVaultUploads({ collection: 'voice', maxFileSizeMb, onUploaded: addVaultItem });

  return (
    <Card>
      <h2 className="mb-4 text-2xl text-ink">Add to the capsule</h2>
      <Tabs defaultValue="letter">
        <TabsList aria-label="What to add" className="rounded-3xl sm:grid-cols-4 sm:rounded-full">
          <TabsTrigger value="letter">Letter</TabsTrigger>
          <TabsTrigger value="vault">From your vault</TabsTrigger>
          <TabsTrigger value="media">Upload</TabsTrigger>
          <TabsTrigger value="recording">Recording</TabsTrigger>
        </TabsList>
        <TabsContent value="letter" className="pt-4">
          <LetterForm
            onAdd={async (text) => {
              await add.mutateAsync({ kind: 'letter', text });
              toast({ title: 'Letter added', description: 'It is stored encrypted until the capsule opens.' });
            }}
          />
        </TabsContent>
        <TabsContent value="vault" className="pt-4">
          <CapsuleVaultChoice capsuleId={capsuleId} />
        </TabsContent>
        <TabsContent value="media" className="grid gap-4 pt-4">
          <DropZone
            accept="image/*,video/*"
            buttonLabel="Choose photos or videos"
            hint="They are kept in your vault too, and added to the capsule."
            onFiles={(files) => files.forEach((file) => media.add(file, file.name))}
          />
          <UploadList entries={media.entries} onPause={media.pause} onResume={media.resume} onRemove={media.remove} />
        </TabsContent>
        <TabsContent value="recording" className="grid gap-4 pt-4">
          <VoiceRecorder onChange={setRecording} />
          <Button
            className="justify-self-start"
            disabled={!recording}
            onClick={() =>
              recording && voice.add(recording.blob, recordingFilename(recording.blob), 'Recording for a time capsule')
            }
          >
            Add recording
          </Button>
          <UploadList entries={voice.entries} onPause={voice.pause} onResume={voice.resume} onRemove={voice.remove} />
        </TabsContent>
      </Tabs>
    </Card>
  );
}
