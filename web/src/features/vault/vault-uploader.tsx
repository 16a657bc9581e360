/** Adding to the vault: the drop zone and a progress row per file. */
import { DropZone } from '../../components/vault/drop-zone';
import { UploadList } from '../../components/vault/upload-list';
import { useVaultUploads } from '../../components/vault/use-vault-uploads';
import { useRefreshVault } from '../../lib/vault-queries';

const ACCEPTED_TYPES = 'image/*,video/*,audio/*,application/pdf';

export function VaultUploader({ maxFileSizeMb }: { maxFileSizeMb: number }) {
  const refresh = useRefreshVault();
  const uploads = useVaultUploads({ collection: 'vault', maxFileSizeMb, onUploaded: () => void refresh() });
  return (
    <section aria-label="Add memories" className="grid gap-3">
      <DropZone
        accept={ACCEPTED_TYPES}
        buttonLabel="Choose files"
        hint={`Photos, videos, voice recordings and PDF documents, up to ${maxFileSizeMb} MB each. Big files go up in pieces, so you can pause and carry on later.`}
        onFiles={(files) => files.forEach((file) => uploads.add(file, file.name))}
      />
      <UploadList
        entries={uploads.entries}
        onPause={uploads.pause}
        onResume={uploads.resume}
        onRemove={uploads.remove}
      />
    </section>
  );
}
