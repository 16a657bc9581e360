/**
 * /settings "Delete your account" (docs/product/accounts-and-sessions.md "Account deletion"):
 * offers "Export everything" first, asks for the password, then confirms once more before deleting
 * the account (accountRoutes.delete) — which deletes everything and makes every stored file
 * unreadable.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { FileArchive, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { accountDeletionRequestSchema } from '@heirloom/common/contracts/auth';
import { accountRoutes } from '@heirloom/common/routes/account';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { errorIdFor, FormField } from '../../components/ui/form-field';
import { PasswordInput } from '../../components/ui/password-input';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { callRoute } from '../../lib/api-client';
import { useSession } from '../../lib/auth';
import { useLatestExport } from './export-queries';
import { EXPORT_SECTION_ID } from './export-section';
import { SettingsSection } from './settings-section';

const PASSWORD_ID = 'delete-account-password';

/** Moves to the export section and its button (keyboard focus too). */
function goToExport() {
  const section = document.getElementById(EXPORT_SECTION_ID);
  section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  section?.querySelector<HTMLElement>('button, a[href]')?.focus({ preventScroll: true });
}

export function DeleteAccountSection() {
  const { setUser } = useSession();
  const navigate = useNavigate();
  const latest = useLatestExport();
  const [password, setPassword] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(accountDeletionRequestSchema), defaultValues: { password: '' } });
  const error = form.formState.errors.password?.message;
  const hasReadyExport = latest.data?.status === 'ready';
  const deleteForGood = async () => {
    if (password === null) return;
    setPassword(null);
    try {
      await callRoute(accountRoutes.delete, { body: { password } });
      setUser(null);
      toast({ title: 'Your account was deleted', description: 'Everything in it is gone. Take care.' });
      void navigate('/');
    } catch (failure) {
      form.setError('password', { message: describeError(failure) }, { shouldFocus: true });
    }
  };
  return (
    <SettingsSection
      id="delete-account"
      title="Delete your account"
      description="Deletes your account and everything in it: memories, messages not yet delivered, your family tree and last wishes. It cannot be undone."
    >
      <div className="grid gap-5">
        <div className="grid gap-3 rounded-2xl bg-accent-soft p-4">
          <p className="text-ink">
            {hasReadyExport
              ? 'You have an export ready to download. Keep it somewhere safe before you go.'
              : 'Export everything first: a ZIP of all you keep here, to keep for your family.'}
          </p>
          <Button variant="secondary" className="justify-self-start" onClick={goToExport}>
            <FileArchive className="size-4" aria-hidden />
            {hasReadyExport ? 'Go to your export' : 'Export first'}
          </Button>
        </div>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((values) => setPassword(values.password))}
          aria-labelledby="delete-account-heading"
        >
          <FormField id={PASSWORD_ID} label="Your password" error={error}>
            <PasswordInput
              id={PASSWORD_ID}
              autoComplete="current-password"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorIdFor(PASSWORD_ID) : undefined}
              {...form.register('password')}
            />
          </FormField>
          <Button type="submit" variant="danger" className="justify-self-start">
            <Trash2 className="size-4" aria-hidden />
            Delete my account
          </Button>
        </form>
      </div>
      <Dialog open={password !== null} onOpenChange={(open) => !open && setPassword(null)}>
        <DialogContent>
          <DialogTitle className="mb-2 text-2xl text-ink">Delete your account for good?</DialogTitle>
          <DialogDescription className="mb-6 text-ink-soft">
            Everything you keep here is deleted now and cannot be brought back
            {hasReadyExport ? '' : ', and you have no export to keep'}.
          </DialogDescription>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => setPassword(null)}>
              Keep my account
            </Button>
            <Button variant="danger" onClick={() => void deleteForGood()}>
              Delete everything
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </SettingsSection>
  );
}
