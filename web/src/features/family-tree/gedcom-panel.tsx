/**
 * GEDCOM in and out in the builder (docs/product/family-tree.md "GEDCOM import", "GEDCOM export";
 * through the existing routes): upload a .ged or .gdz with progress, read its preview (counts, and
 * every warning with its line number), run the import as a job into a new tree and follow its
 * progress; export the tree as GEDCOM 7.0, GEDCOM 5.5.1 or GEDZIP with its media (the owner's).
 */
import { Download, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { FamilyTree, ImportPreview } from '@heirloom/common/contracts/family-tree';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { exportUrl, previewGedcom, treeChanges, useTreeChange, useTreeImport } from './family-tree-queries';

function ImportProgress({ importId }: { importId: string }) {
  const outcome = useTreeImport(importId).data;
  if (!outcome) return null;
  if (outcome.status === 'failed') {
    return (
      <p role="alert" className="text-danger">
        The import failed{outcome.errorLine ? ` at line ${outcome.errorLine}` : ''}: {outcome.error}. Nothing was added.
      </p>
    );
  }
  if (outcome.status === 'done' && outcome.treeId) {
    return (
      <p className="text-ink" role="status">
        Imported.{' '}
        <Link className="font-semibold text-accent underline" to={`/family-tree-builder?tree=${outcome.treeId}`}>
          Open the new tree
        </Link>
      </p>
    );
  }
  return (
    <div role="status">
      <p className="mb-1 text-ink">Importing... {outcome.progress}%</p>
      <progress className="w-full" max={100} value={outcome.progress} aria-label="Import progress" />
    </div>
  );
}

function PreviewSummary({ preview }: { preview: ImportPreview }) {
  const { counts } = preview;
  return (
    <div className="grid gap-3" data-testid="import-preview">
      <p className="text-ink">
        <strong>{preview.fileName}</strong> (GEDCOM {preview.version}, {preview.charset}): {counts.individuals} people,{' '}
        {counts.families} families, {counts.events} events, {counts.media} media
        {counts.mediaFilesInArchive ? ` (${counts.mediaFilesInArchive} files in the archive)` : ''}.
      </p>
      {preview.warnings.length > 0 ? (
        <div>
          <h3 className="mb-1 font-semibold text-ink">
            {preview.warnings.length} warning{preview.warnings.length === 1 ? '' : 's'}
          </h3>
          <ul
            className="max-h-64 overflow-y-auto rounded-xl border border-line bg-white text-sm"
            aria-label="Import warnings"
          >
            {preview.warnings.map((warning, index) => (
              <li key={index} className="flex gap-3 border-b border-line px-3 py-2 last:border-0">
                <span className="shrink-0 font-mono text-ink-soft">Line {warning.line}</span>
                <span className="text-ink">{warning.message}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-ink-soft">No warnings.</p>
      )}
    </div>
  );
}

export function GedcomPanel({ tree }: { tree: FamilyTree | null }) {
  const inputId = useId();
  const change = useTreeChange();
  const [sent, setSent] = useState<number | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setPreview(null);
    setImportId(null);
    try {
      setSent(0);
      setPreview(await previewGedcom(file, setSent));
    } catch (error) {
      toast({ variant: 'destructive', title: 'We could not read that file', description: describeError(error) });
    } finally {
      setSent(null);
    }
  };
  const run = async () => {
    if (!preview) return;
    try {
      await change.send(treeChanges.runImport(preview.id));
      setImportId(preview.id);
    } catch (error) {
      toast({ variant: 'destructive', title: 'The import did not start', description: describeError(error) });
    }
  };
  return (
    <Card>
      <h2 className="mb-1 text-2xl text-ink">GEDCOM</h2>
      <p className="mb-4 text-ink-soft">Bring in a tree from another program, or take yours with you.</p>
      <div className="mb-4 flex flex-wrap gap-2">
        <label
          htmlFor={inputId}
          className={`${buttonClasses('secondary', 'sm')} cursor-pointer focus-within:ring-2 focus-within:ring-accent`}
        >
          <Upload className="size-4" aria-hidden /> Import a GEDCOM or GEDZIP file
          <input
            id={inputId}
            type="file"
            accept=".ged,.gdz,.zip"
            className="sr-only"
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </label>
        {tree?.role === 'owner' &&
          (
            [
              ['gedcom7', 'GEDCOM 7.0'],
              ['gedcom551', 'GEDCOM 5.5.1'],
              ['gedzip', 'GEDZIP with media'],
            ] as const
          ).map(([format, label]) => (
            <a key={format} href={exportUrl(tree.id, format)} className={buttonClasses('ghost', 'sm')} download>
              <Download className="size-4" aria-hidden /> {label}
            </a>
          ))}
      </div>
      {sent !== null && <progress className="mb-3 w-full" max={1} value={sent} aria-label="Upload progress" />}
      {preview && <PreviewSummary preview={preview} />}
      {preview && !importId && (
        <Button className="mt-4" onClick={() => void run()} disabled={change.isPending}>
          Import into a new tree
        </Button>
      )}
      {importId && (
        <div className="mt-4">
          <ImportProgress importId={importId} />
        </div>
      )}
    </Card>
  );
}
