/**
 * A message's health on /legacy-messages (GET /api/message-health; the rule is
 * common/src/domain/message-health.ts; its badge is components/message-health/health-badge.tsx):
 * each reason with its one-click fix: correct a recipient's address in place, name a legacy contact on /legacy,
 * for a recipient who died, keep the message, send it to someone else, or cancel it, and for a
 * message nobody confirmed for a year, say it is still right or change it.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { recipientAddressSchema, type MessageHealthEntry } from '@heirloom/common/contracts/message-health';
import type { MessageHealthReason } from '@heirloom/common/domain/message-health';
import { Button, buttonClasses } from '../../components/ui/button';
import { errorIdFor, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { confirmStillRight, correctRecipientAddress, keepForRecipient, useRefreshMessages } from './messages-queries';

/** The corrected-address form of a `correct_address` fix, in place of its button once opened. */
function CorrectAddressForm({
  entry,
  fix,
  onDone,
}: {
  entry: MessageHealthEntry;
  fix: { recipientId: string; email: string };
  onDone: () => void;
}) {
  const refresh = useRefreshMessages();
  const id = useId();
  const [email, setEmail] = useState(fix.email);
  const [error, setError] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = recipientAddressSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    if (parsed.data.email === fix.email)
      return setError('That is the address that was refused. Please enter the corrected one.');
    setIsSaving(true);
    try {
      await correctRecipientAddress(entry.messageId, fix.recipientId, parsed.data.email);
      await refresh();
      toast({
        title: 'Address corrected',
        description:
          entry.status === 'delivered'
            ? `We are sending “${entry.title}” to ${parsed.data.email} now.`
            : `“${entry.title}” will be delivered to ${parsed.data.email} on its day.`,
      });
      onDone();
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setIsSaving(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-3 sm:max-w-md" noValidate>
      <FormField id={id} label="Corrected e-mail address" error={error}>
        <Input
          id={id}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorIdFor(id) : undefined}
          autoFocus
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={isSaving}>
          {isSaving ? 'Saving...' : 'Save the address'}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          Not now
        </Button>
      </div>
    </form>
  );
}

/** The three answers about a recipient who died: keep the message, send it to someone else, cancel it. */
function RecipientDecision({
  entry,
  recipientId,
  onCancelMessage,
}: {
  entry: MessageHealthEntry;
  recipientId: string;
  onCancelMessage: () => void;
}) {
  const refresh = useRefreshMessages();
  const keep = async () => {
    try {
      await keepForRecipient(entry.messageId, recipientId);
      await refresh();
      toast({ title: 'Kept as it is', description: `“${entry.title}” stays on its way.` });
    } catch (failure) {
      toast({
        variant: 'destructive',
        title: 'That did not work',
        description: describeError(failure),
      });
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" onClick={() => void keep()}>
        Keep it as it is
      </Button>
      <Link to={`/schedule-message?edit=${entry.messageId}`} className={buttonClasses('secondary', 'sm')}>
        Send it to someone else
      </Link>
      <Button variant="ghost" size="sm" onClick={onCancelMessage}>
        Cancel the message
      </Button>
    </div>
  );
}

/** "Still right" (one click: its schedule stays as it is) or change the message in its editor. */
function StillRightDecision({ entry }: { entry: MessageHealthEntry }) {
  const refresh = useRefreshMessages();
  const [isSaving, setIsSaving] = useState(false);
  const confirm = async () => {
    setIsSaving(true);
    try {
      await confirmStillRight(entry.messageId);
      await refresh();
      toast({ title: 'Still right', description: `“${entry.title}” stays on its way, exactly as it is.` });
    } catch (failure) {
      toast({
        variant: 'destructive',
        title: 'That did not work',
        description: describeError(failure),
      });
    } finally {
      setIsSaving(false);
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" disabled={isSaving} onClick={() => void confirm()}>
        Still right
      </Button>
      <Link to={`/schedule-message?edit=${entry.messageId}`} className={buttonClasses('secondary', 'sm')}>
        Change it
      </Link>
    </div>
  );
}

function ReasonItem({
  entry,
  reason,
  onCancelMessage,
}: {
  entry: MessageHealthEntry;
  reason: MessageHealthReason;
  onCancelMessage: () => void;
}) {
  const [isCorrecting, setIsCorrecting] = useState(false);
  const { fix } = reason;
  return (
    <li className="grid gap-2">
      <p>{reason.text}</p>
      {fix?.kind === 'correct_address' &&
        (isCorrecting ? (
          <CorrectAddressForm entry={entry} fix={fix} onDone={() => setIsCorrecting(false)} />
        ) : (
          <div>
            <Button size="sm" onClick={() => setIsCorrecting(true)}>
              Correct the address
            </Button>
          </div>
        ))}
      {fix?.kind === 'decide_recipient' && (
        <RecipientDecision entry={entry} recipientId={fix.recipientId} onCancelMessage={onCancelMessage} />
      )}
      {fix?.kind === 'confirm_still_right' && <StillRightDecision entry={entry} />}
      {fix?.kind === 'name_legacy_contact' && (
        <div>
          <Link to="/legacy" className={buttonClasses('primary', 'sm')}>
            Name a legacy contact
          </Link>
        </div>
      )}
    </li>
  );
}

/**
 * What is wrong with a message that is not healthy, and the fix for each; nothing when healthy.
 * @param onCancelMessage asks to cancel the message (the page's own confirmation)
 */
export function HealthReasons({ entry, onCancelMessage }: { entry: MessageHealthEntry; onCancelMessage: () => void }) {
  if (entry.level === 'healthy') return null;
  const tone = entry.level === 'at_risk' ? 'bg-[#fbeaea] text-danger' : 'bg-[#fdf1d8] text-[#5c3b00]';
  return (
    <section
      className={`grid gap-2 rounded-2xl p-4 text-sm ${tone}`}
      aria-label="Message health"
      data-testid="health-reasons"
    >
      <ul className="grid gap-3">
        {entry.reasons.map((reason, index) => (
          <ReasonItem key={`${reason.code}-${index}`} entry={entry} reason={reason} onCancelMessage={onCancelMessage} />
        ))}
      </ul>
    </section>
  );
}
