/**
 * The passphrase a share link asks for before it shows anything: a wrong one shows the server's
 * sentence under the field, too many wrong ones its "please wait"; the right one answers with the
 * link's items (the server remembers it for 12 hours in a cookie).
 */
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { shareLinkUnlockSchema, type OpenedShareLink } from '@heirloom/common/contracts/share-links';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { errorIdFor, FormField } from '../../components/ui/form-field';
import { PasswordInput } from '../../components/ui/password-input';
import { ApiError, describeError } from '../../lib/api';
import { unlockShareLink } from '../../lib/share-links-queries';

const FIELD_ID = 'share-passphrase';

export function PassphraseForm({
  token,
  ownerName,
  onUnlocked,
  onGone,
}: {
  token: string;
  ownerName: string;
  onUnlocked: (opened: OpenedShareLink) => void;
  /** The link stopped working meanwhile (404/410): the page shows why. */
  onGone: () => void;
}) {
  const [passphrase, setPassphrase] = useState('');
  const [error, setError] = useState<string>();
  const unlock = useMutation({
    mutationFn: (given: string) => unlockShareLink(token, given),
    onSuccess: onUnlocked,
    onError: (caught) => {
      if (caught instanceof ApiError && (caught.status === 404 || caught.status === 410)) return onGone();
      setError(describeError(caught));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = shareLinkUnlockSchema.safeParse({ passphrase });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    unlock.mutate(parsed.data.passphrase);
  };
  return (
    <Card className="mx-auto grid w-full max-w-md gap-4" data-testid="share-passphrase">
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
          <KeyRound className="size-5" aria-hidden />
        </span>
        <h2 className="text-2xl text-ink">This link asks for a passphrase</h2>
      </div>
      <p className="text-ink-soft">{ownerName} should have given it to you separately from the link.</p>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <FormField id={FIELD_ID} label="Passphrase" error={error}>
          <PasswordInput
            id={FIELD_ID}
            secretName="passphrase"
            autoComplete="off"
            value={passphrase}
            maxLength={200}
            onChange={(event) => setPassphrase(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorIdFor(FIELD_ID) : undefined}
          />
        </FormField>
        <Button type="submit" className="justify-self-start" disabled={unlock.isPending}>
          {unlock.isPending ? 'Checking…' : 'Open'}
        </Button>
      </form>
    </Card>
  );
}
