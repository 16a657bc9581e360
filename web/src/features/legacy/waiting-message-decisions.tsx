/**
 * After the release, the owner's messages still waiting whose recipient needs a decision, for a
 * legacy contact to settle in the owner's place (docs/product/messages-and-delivery.md "Message
 * health"): for a recipient who died, keep the message, send it to someone else, or cancel it; for
 * an address that refuses e-mail, correct it. Each decision is in the owner's audit log below.
 * Nothing shows while there is nothing to decide.
 */
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { readdressSchema, type MessageHealthEntry } from '@heirloom/common/contracts/message-health';
import type { MessageHealthReason } from '@heirloom/common/domain/message-health';
import { messageRoutes } from '@heirloom/common/routes/messages';
import { HealthBadge } from '../../components/message-health/health-badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog, type Confirmation } from '../../components/ui/confirm-dialog';
import { errorIdFor, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { routeQuery } from '../../lib/api-client';
import { cancelWaitingMessage, keepWaitingMessage, readdressWaitingMessage, useRefreshLegacy } from './legacy-queries';

/** Whom the message goes to instead: a new name and address, or (`keepsName`) the same person's corrected address. */
function ReaddressForm({
  keepsName,
  initialEmail,
  onSave,
  onClose,
}: {
  keepsName: boolean;
  initialEmail: string;
  onSave: (to: { name?: string; email: string }) => Promise<void>;
  onClose: () => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState(initialEmail);
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const [isSaving, setIsSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = readdressSchema.safeParse(keepsName ? { email } : { name, email });
    if (!parsed.success) {
      const errorAt = (field: string) => parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      return setErrors({ name: errorAt('name'), email: errorAt('email') });
    }
    if (!keepsName && !parsed.data.name) return setErrors({ name: 'Please enter their name' });
    setIsSaving(true);
    try {
      await onSave(parsed.data);
      onClose();
    } catch (failure) {
      setErrors({ email: describeError(failure) });
    } finally {
      setIsSaving(false);
    }
  };
  const field = (key: 'name' | 'email', label: string, value: string, set: (value: string) => void) => (
    <FormField id={`${id}-${key}`} label={label} error={errors[key]}>
      <Input
        id={`${id}-${key}`}
        type={key === 'email' ? 'email' : 'text'}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          set(event.target.value);
          setErrors({});
        }}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? errorIdFor(`${id}-${key}`) : undefined}
        autoFocus={key === (keepsName ? 'email' : 'name')}
      />
    </FormField>
  );
  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-3 sm:max-w-md" noValidate>
      {!keepsName && field('name', 'Their name', name, setName)}
      {field('email', keepsName ? 'Corrected e-mail address' : 'Their e-mail address', email, setEmail)}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={isSaving}>
          {isSaving ? 'Saving...' : keepsName ? 'Save the address' : 'Send it to them instead'}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          Not now
        </Button>
      </div>
    </form>
  );
}

function ReasonDecision({
  ownerId,
  entry,
  reason,
  onConfirm,
}: {
  ownerId: string;
  entry: MessageHealthEntry;
  reason: MessageHealthReason;
  onConfirm: (confirmation: Confirmation) => void;
}) {
  const refresh = useRefreshLegacy();
  const [isReaddressing, setIsReaddressing] = useState(false);
  const { fix } = reason;
  if (fix?.kind !== 'decide_recipient' && fix?.kind !== 'correct_address') return <li>{reason.text}</li>;
  const ids = { ownerId, messageId: entry.messageId, recipientId: fix.recipientId };
  const readdress = async (to: { name?: string; email: string }) => {
    await readdressWaitingMessage(ids, to);
    await refresh();
    toast({ title: 'Saved', description: `“${entry.title}” will go to ${to.email} on its day.` });
  };
  const keep = async () => {
    try {
      await keepWaitingMessage(ids);
      await refresh();
      toast({ title: 'Kept as it is', description: `“${entry.title}” stays on its way.` });
    } catch (failure) {
      toast({ variant: 'destructive', title: 'That did not work', description: describeError(failure) });
    }
  };
  return (
    <li className="grid gap-2">
      <p>{reason.text}</p>
      {isReaddressing ? (
        <ReaddressForm
          keepsName={fix.kind === 'correct_address'}
          initialEmail={fix.kind === 'correct_address' ? fix.email : ''}
          onSave={readdress}
          onClose={() => setIsReaddressing(false)}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          {fix.kind === 'decide_recipient' && (
            <Button size="sm" onClick={() => void keep()}>
              Keep it as it is
            </Button>
          )}
          <Button
            size="sm"
            variant={fix.kind === 'decide_recipient' ? 'secondary' : 'primary'}
            onClick={() => setIsReaddressing(true)}
          >
            {fix.kind === 'decide_recipient' ? 'Send it to someone else' : 'Correct the address'}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              onConfirm({
                title: `Cancel “${entry.title}”?`,
                description:
                  'Nobody will receive it. The other legacy contacts will see in the audit log that you did.',
                confirmLabel: 'Cancel the message',
                done: 'Message cancelled',
                run: async () => {
                  await cancelWaitingMessage({ ownerId, messageId: entry.messageId });
                  await refresh();
                },
              })
            }
          >
            Cancel the message
          </Button>
        </div>
      )}
    </li>
  );
}

export function WaitingMessageDecisions({ ownerId, ownerName }: { ownerId: string; ownerName: string }) {
  const waiting = useQuery(routeQuery(messageRoutes.stewardHealth, { params: { ownerId } }));
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  if (!waiting.data || waiting.data.length === 0) return null;
  return (
    <Card className="grid gap-4" data-testid="waiting-message-decisions">
      <div>
        <h2 className="text-2xl text-ink">Messages waiting for a decision</h2>
        <p className="text-ink-soft">
          {ownerName} can no longer answer these questions about messages still on their way, so we ask you. Any of{' '}
          {ownerName}&apos;s legacy contacts may decide; each decision is kept in the audit log below.
        </p>
      </div>
      <ul className="grid gap-4">
        {waiting.data.map((entry) => (
          <li key={entry.messageId} className="grid gap-3 rounded-2xl border border-line p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-lg font-semibold break-words text-ink">{entry.title}</h3>
              <HealthBadge level={entry.level} />
            </div>
            <ul className="grid gap-3 text-sm text-ink">
              {entry.reasons.map((reason, index) => (
                <ReasonDecision
                  key={index}
                  ownerId={ownerId}
                  entry={entry}
                  reason={reason}
                  onConfirm={setConfirmation}
                />
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </Card>
  );
}
