/**
 * The cook's voice on a recipe: recorded here with the shared recorder, uploaded from a file, or
 * chosen among the vault's recordings. A recording made or uploaded here goes into the vault's
 * voice recordings, encrypted like every file, and is then attached.
 */
import { Mic } from 'lucide-react';
import { useState } from 'react';
import { VoiceRecorder, recordingFilename, type Recording } from '../../components/media/voice-recorder';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { DropZone } from '../../components/vault/drop-zone';
import { UploadList } from '../../components/vault/upload-list';
import { useVaultUploads } from '../../components/vault/use-vault-uploads';
import { WithheldItem } from '../../components/vault/withheld-item';
import { useVaultItems, useVaultOverview, vaultItemFileAddress } from '../../lib/vault-queries';

/** The recording chosen: its vault item and where to listen to it, or the line saying why its owner's sharing does not let the writer hear it. */
export interface VoiceChoice {
  itemId: string;
  title: string;
  url: string | null;
  withheld?: string | null;
}

export function VoiceField({
  voice,
  cookName,
  onChange,
}: {
  voice: VoiceChoice | null;
  cookName: string;
  onChange: (voice: VoiceChoice | null) => void;
}) {
  const [recording, setRecording] = useState<Recording | null>(null);
  const maxFileSizeMb = useVaultOverview().data?.maxFileSizeMb;
  const recordings = useVaultItems({ kind: 'audio', sort: 'newest' });
  const title = `${cookName.trim() || 'The cook'} explains the recipe`;
  const uploads = useVaultUploads({
    collection: 'voice',
    maxFileSizeMb,
    onUploaded: (itemId) => {
      if (itemId) onChange({ itemId, title, url: vaultItemFileAddress(itemId) });
    },
  });
  return (
    <Card className="grid gap-3" data-testid="voice-field">
      <h2 className="flex items-center gap-2 text-2xl text-ink">
        <Mic className="size-6 text-accent" aria-hidden /> The cook's voice
      </h2>
      <p className="text-ink-soft">
        Their own words about the dish: how they made it, who they made it for. It plays beside the recipe, on its
        shared page and from the cookbook's QR code.
      </p>
      {voice ? (
        <div className="grid gap-2" data-testid="voice-chosen">
          {voice.url ? (
            <>
              <p className="font-semibold text-ink">{voice.title}</p>
              <audio
                controls
                preload="metadata"
                src={voice.url}
                className="w-full"
                aria-label={`Play ${voice.title}`}
              />
            </>
          ) : (
            <WithheldItem line={voice.withheld ?? ''} />
          )}
          <Button variant="secondary" size="sm" className="justify-self-start" onClick={() => onChange(null)}>
            Remove the recording
          </Button>
        </div>
      ) : (
        <Tabs defaultValue="record">
          <TabsList aria-label="How to add the voice">
            <TabsTrigger value="record">Record</TabsTrigger>
            <TabsTrigger value="upload">Upload a file</TabsTrigger>
            <TabsTrigger value="vault">From the vault</TabsTrigger>
          </TabsList>
          <TabsContent value="record" className="grid gap-3 pt-4">
            <VoiceRecorder onChange={setRecording} />
            <Button
              className="justify-self-start"
              disabled={!recording}
              onClick={() => recording && uploads.add(recording.blob, recordingFilename(recording.blob), title)}
            >
              Keep this recording
            </Button>
          </TabsContent>
          <TabsContent value="upload" className="grid gap-3 pt-4">
            <DropZone
              accept="audio/*"
              buttonLabel="Choose a recording"
              hint="A voice memo from a phone works well."
              onFiles={(files) => files.slice(0, 1).forEach((file) => uploads.add(file, file.name, title))}
            />
          </TabsContent>
          <TabsContent value="vault" className="grid gap-3 pt-4">
            {recordings.data?.items.length ? (
              <ul className="grid gap-2">
                {recordings.data.items.map((item) => (
                  <li
                    key={item.id}
                    className="flex items-center justify-between gap-3 rounded-xl border border-line p-3"
                  >
                    <span className="min-w-0 truncate text-ink">{item.title}</span>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => onChange({ itemId: item.id, title: item.title, url: item.fileUrl })}
                    >
                      Choose
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-ink-soft">There are no recordings in your vault yet. Record one here instead.</p>
            )}
          </TabsContent>
          <UploadList
            entries={uploads.entries}
            onPause={uploads.pause}
            onResume={uploads.resume}
            onRemove={uploads.remove}
          />
        </Tabs>
      )}
    </Card>
  );
}
