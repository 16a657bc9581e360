/**
 * The Database tab (docs/product/admin.md "Database tab"; docs/decisions/011-admin.md "Restore"):
 * "Backup Database" downloads a consistent snapshot encrypted with age to a passphrase typed here
 * (restore: `age -d`, then SQLite opens the file or `psql` runs the dump); the CSV exports
 * (docs/product/api-conventions.md "CSV export file names"; "Export Complete" / "Export Failed");
 * the stored files found missing (admin-missing-files.tsx); and every table with its row count.
 */
import { useState, type FormEvent } from 'react';
import {
  ADMIN_EXPORT_KINDS,
  BACKUP_PASSPHRASE_MIN_LENGTH,
  adminBackupRequestSchema,
  type AdminExportKind,
} from '@heirloom/common/contracts/admin';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FormField, errorIdFor } from '../../components/ui/form-field';
import { PasswordInput } from '../../components/ui/password-input';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { AdminMissingFiles } from './admin-missing-files';
import { downloadBackup, downloadExport, useAdminDatabase } from './admin-queries';

const EXPORT_LABELS: Record<AdminExportKind, string> = {
  users: 'Export users',
  memories: 'Export memories',
  messages: 'Export messages',
};

function BackupDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const [passphrase, setPassphrase] = useState('');
  const [error, setError] = useState<string>();
  const [isWorking, setIsWorking] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = adminBackupRequestSchema.safeParse({ passphrase });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    setIsWorking(true);
    try {
      const fileName = await downloadBackup(passphrase);
      toast({ title: 'Backup Complete', description: `${fileName} is encrypted with your passphrase.` });
      setPassphrase('');
      onClose();
    } catch (failure) {
      toast({ variant: 'destructive', title: 'Backup Failed', description: describeError(failure) });
    } finally {
      setIsWorking(false);
    }
  };
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle className="mb-2 text-2xl text-ink">Backup Database</DialogTitle>
        <DialogDescription className="mb-4 text-ink-soft">
          The backup is encrypted with this passphrase (age). Keep it somewhere safe: without it the backup cannot be
          opened, and nobody can recover it for you.
        </DialogDescription>
        <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <FormField id="backup-passphrase" label="Passphrase" error={error}>
            <PasswordInput
              id="backup-passphrase"
              secretName="passphrase"
              autoComplete="new-password"
              minLength={BACKUP_PASSPHRASE_MIN_LENGTH}
              value={passphrase}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorIdFor('backup-passphrase') : undefined}
              onChange={(event) => setPassphrase(event.target.value)}
            />
          </FormField>
          <p className="text-sm text-ink-soft">At least {BACKUP_PASSPHRASE_MIN_LENGTH} characters.</p>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={isWorking}>
              {isWorking ? 'Preparing backup…' : 'Download encrypted backup'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function AdminDatabaseTab() {
  const { data: database, isPending } = useAdminDatabase();
  const [isBackupOpen, setIsBackupOpen] = useState(false);
  const [exporting, setExporting] = useState<AdminExportKind | null>(null);
  const runExport = async (kind: AdminExportKind) => {
    setExporting(kind);
    try {
      const fileName = await downloadExport(kind);
      toast({ title: 'Export Complete', description: `${fileName} has been downloaded.` });
    } catch (error) {
      console.error('The export failed.', error);
      toast({ variant: 'destructive', title: 'Export Failed', description: 'Failed to export data.' });
    } finally {
      setExporting(null);
    }
  };
  return (
    <div className="grid gap-6">
      <Card className="grid gap-4 p-4 sm:p-6">
        <div>
          <h2 className="text-2xl text-ink">Backup</h2>
          <p className="text-ink-soft">
            A consistent snapshot of the whole database
            {database ? (database.dialect === 'sqlite' ? ' (SQLite file)' : ' (PostgreSQL dump)') : ''}, encrypted
            before it leaves the server. Media files are backed up separately.
          </p>
        </div>
        <div>
          <Button onClick={() => setIsBackupOpen(true)}>Backup Database</Button>
        </div>
      </Card>
      <Card className="grid gap-4 p-4 sm:p-6">
        <div>
          <h2 className="text-2xl text-ink">Exports</h2>
          <p className="text-ink-soft">
            CSV files for a spreadsheet: who, what kind and when — never letters or captions.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          {ADMIN_EXPORT_KINDS.map((kind) => (
            <Button key={kind} variant="secondary" disabled={exporting !== null} onClick={() => void runExport(kind)}>
              {exporting === kind ? 'Exporting…' : EXPORT_LABELS[kind]}
            </Button>
          ))}
        </div>
      </Card>
      <AdminMissingFiles files={database?.missingFiles} />
      <Card className="grid gap-4 p-4 sm:p-6">
        <h2 className="text-2xl text-ink">Tables</h2>
        {isPending ? (
          <p className="text-ink-soft">Loading tables…</p>
        ) : database ? (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Rows in each table</caption>
            <thead className="text-ink-soft">
              <tr>
                <th scope="col" className="py-2">
                  Table
                </th>
                <th scope="col" className="py-2 text-right">
                  Rows
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {database.tables.map((table) => (
                <tr key={table.name}>
                  <th scope="row" className="py-1.5 font-mono text-xs font-normal text-ink break-all">
                    {table.name}
                  </th>
                  <td className="py-1.5 text-right tabular-nums">{table.rows.toLocaleString('en-US')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-ink-soft">The tables could not be loaded. Please reload the page.</p>
        )}
      </Card>
      <BackupDialog isOpen={isBackupOpen} onClose={() => setIsBackupOpen(false)} />
    </div>
  );
}
