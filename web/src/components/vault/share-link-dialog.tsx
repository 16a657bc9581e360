/**
 * "Get a link" (docs/product/roles-and-access.md "Share links"): makes a share link to one of the
 * owner's items or albums for people without an account — an optional expiry day, an optional
 * passphrase (to be given separately), downloads allowed or not — then shows its address with a
 * Copy button and a way to the sharing dashboard, where links are turned off. An album's link says
 * whose additions it leaves out (relatives who have not agreed to public links).
 */
import { Link2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link } from 'react-router';
import {
  MIN_PASSPHRASE_LENGTH,
  SHARE_LINK_MESSAGES,
  shareLinkInputSchema,
  type CreatedShareLink,
  type ShareTargetKind,
} from '@heirloom/common/contracts/share-links';
import { describeError } from '../../lib/api';
import { useCreateShareLink } from '../../lib/share-links-queries';
import { Button, type ButtonProps } from '../ui/button';
import { CopyButton } from '../ui/copy-button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';
import { Input } from '../ui/input';
import { Switch } from '../ui/switch';
import { formatDate } from '../../lib/reader-dates';

/** What a link points at. */
export interface ShareTarget {
  kind: ShareTargetKind;
  id: string;
  title: string;
  /** An album's additions by relatives that the link leaves out: they have not agreed to links. */
  withheld?: { contributorName: string; count: number }[];
}

/** "2 memories added by Ben are not included: Ben has not agreed to public links." per relative. */
function WithheldNote({ withheld }: { withheld: NonNullable<ShareTarget['withheld']> }) {
  if (withheld.length === 0) return null;
  return (
    <ul className="mb-5 grid gap-1 rounded-2xl bg-accent-soft p-3 text-sm text-ink" data-testid="withheld-from-link">
      {withheld.map(({ contributorName, count }) => (
        <li key={contributorName}>
          {count === 1 ? '1 memory' : `${count} memories`} added by {contributorName} {count === 1 ? 'is' : 'are'} not
          included: {contributorName} has not agreed to public links.
        </li>
      ))}
    </ul>
  );
}

const TARGET_WORDS: Record<ShareTargetKind, string> = {
  vault_item: 'memory',
  vault_album: 'album',
  scrapbook: 'scrapbook',
};

/** Today as YYYY-MM-DD in the owner's time zone (the earliest expiry day). */
function todayInputValue(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The end of a YYYY-MM-DD day in the owner's time zone, as ISO-8601: the link works all that day. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

/** The ids an aria-describedby names, skipping the absent ones. */
const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ');

interface FieldErrors {
  expiresOn?: string;
  passphrase?: string;
  form?: string;
}

function ShareLinkForm({ target, onCreated }: { target: ShareTarget; onCreated: (link: CreatedShareLink) => void }) {
  const ids = useId();
  const create = useCreateShareLink();
  const [expiresOn, setExpiresOn] = useState('');
  const [passphrase, setPassphrase] = useState('');
  const [allowDownload, setAllowDownload] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const today = todayInputValue();
  // A scrapbook is read as a book, never downloaded.
  const offersDownload = target.kind !== 'scrapbook';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (expiresOn && expiresOn < today) return setErrors({ expiresOn: SHARE_LINK_MESSAGES.expiryInPast });
    const parsed = shareLinkInputSchema.safeParse({
      target: { kind: target.kind, id: target.id },
      expiresAt: expiresOn ? endOfDay(expiresOn) : null,
      passphrase: passphrase || undefined,
      allowDownload: offersDownload && allowDownload,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return setErrors(
        issue?.path[0] === 'passphrase'
          ? { passphrase: issue.message }
          : { form: issue?.message ?? 'Please check the form' },
      );
    }
    setErrors({});
    try {
      onCreated(await create.mutateAsync(parsed.data));
    } catch (error) {
      setErrors({ form: describeError(error) });
    }
  };

  const field = (name: string) => `${ids}-${name}`;
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <div className="grid gap-1.5">
        <label htmlFor={field('expiry')} className="text-sm font-semibold text-ink">
          Expires on <span className="font-normal text-ink-soft">(optional)</span>
        </label>
        <Input
          id={field('expiry')}
          type="date"
          min={today}
          value={expiresOn}
          onChange={(event) => setExpiresOn(event.target.value)}
          aria-invalid={errors.expiresOn ? true : undefined}
          aria-describedby={describedBy(field('expiry-hint'), errors.expiresOn && field('expiry-error'))}
          className="sm:max-w-56"
        />
        <p id={field('expiry-hint')} className="text-sm text-ink-soft">
          The link works until the end of that day. Leave it empty for a link that does not expire.
        </p>
        {errors.expiresOn && (
          <p id={field('expiry-error')} role="alert" className="text-sm font-medium text-danger">
            {errors.expiresOn}
          </p>
        )}
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={field('passphrase')} className="text-sm font-semibold text-ink">
          Passphrase <span className="font-normal text-ink-soft">(optional)</span>
        </label>
        <Input
          id={field('passphrase')}
          value={passphrase}
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          onChange={(event) => setPassphrase(event.target.value)}
          aria-invalid={errors.passphrase ? true : undefined}
          aria-describedby={describedBy(field('passphrase-hint'), errors.passphrase && field('passphrase-error'))}
        />
        <p id={field('passphrase-hint')} className="text-sm text-ink-soft">
          At least {MIN_PASSPHRASE_LENGTH} characters. Tell it to people separately — by phone, or in another message
          than the link.
        </p>
        {errors.passphrase && (
          <p id={field('passphrase-error')} role="alert" className="text-sm font-medium text-danger">
            {errors.passphrase}
          </p>
        )}
      </div>
      {offersDownload && (
        <div className="grid gap-1 rounded-2xl bg-paper-deep p-4">
          <Switch
            id={field('download')}
            isOn={allowDownload}
            label="Allow download"
            descriptionId={field('download-hint')}
            onChange={setAllowDownload}
          />
          <p id={field('download-hint')} className="text-sm text-ink-soft">
            {allowDownload
              ? 'People can save a copy of the files. Photos never include where they were taken.'
              : 'People can look and listen, but there is no Download button.'}
          </p>
        </div>
      )}
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-danger">
          {errors.form}
        </p>
      )}
      <Button type="submit" className="justify-self-start" disabled={create.isPending}>
        <Link2 className="size-4" aria-hidden /> {create.isPending ? 'Creating the link…' : 'Create link'}
      </Button>
    </form>
  );
}

/** The made link: its address to copy, what it allows, and the way to the dashboard. */
function CreatedLink({ link, onDone }: { link: CreatedShareLink; onDone: () => void }) {
  const addressId = useId();
  const facts = [
    link.expiresAt ? `Works until ${formatDate(link.expiresAt, 'day')}` : 'Does not expire',
    link.hasPassphrase ? 'asks for the passphrase' : 'no passphrase',
    link.allowDownload ? 'downloads allowed' : 'no downloads',
  ].join(' · ');
  return (
    <div className="grid gap-4" data-testid="created-share-link">
      <div className="grid gap-1.5">
        <label htmlFor={addressId} className="text-sm font-semibold text-ink">
          Your link
        </label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={addressId}
            readOnly
            value={link.url}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1 basis-64 font-mono text-sm"
          />
          <CopyButton text={link.url} ariaLabel="Copy the link" />
        </div>
        <p className="text-sm text-ink-soft">{facts}</p>
      </div>
      {link.hasPassphrase && (
        <p className="rounded-2xl bg-accent-soft p-3 text-sm text-ink">
          Remember to give the passphrase separately — not in the same message as the link.
        </p>
      )}
      <p className="text-sm text-ink-soft">
        You can see who opened your links, and turn them off, on{' '}
        <Link to="/sharing" className="font-semibold text-accent underline">
          your sharing page
        </Link>
        .
      </p>
      <Button variant="secondary" className="justify-self-start" onClick={onDone}>
        Done
      </Button>
    </div>
  );
}

export function ShareLinkDialog({
  target,
  isOpen,
  onOpenChange,
  returnFocusTo,
}: {
  target: ShareTarget;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The button that opened the dialog: focus goes back to it on close. */
  returnFocusTo?: RefObject<HTMLButtonElement | null>;
}) {
  const [created, setCreated] = useState<CreatedShareLink | null>(null);
  const change = (next: boolean) => {
    onOpenChange(next);
    if (!next) setCreated(null);
  };
  return (
    <Dialog open={isOpen} onOpenChange={change}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <DialogTitle className="mb-1 pr-10 text-2xl break-words text-ink">
          {created ? 'Your link is ready' : `Get a link to “${target.title}”`}
        </DialogTitle>
        <DialogDescription className="mb-6 text-ink-soft">
          {created
            ? `Anyone you give it to can open this ${TARGET_WORDS[target.kind]} without an account.`
            : `Anyone with the link can see this ${TARGET_WORDS[target.kind]} without an account. You can turn the link off at any time.`}
        </DialogDescription>
        {target.withheld && <WithheldNote withheld={target.withheld} />}
        {created ? (
          <CreatedLink link={created} onDone={() => change(false)} />
        ) : (
          <ShareLinkForm target={target} onCreated={setCreated} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** A button that opens the "Get a link" dialog for `target`. */
export function GetLinkButton({
  target,
  ariaLabel,
  isIconOnly = false,
  variant = 'secondary',
  size = 'sm',
  className,
}: {
  target: ShareTarget;
  ariaLabel?: string;
  isIconOnly?: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant={variant}
        size={size}
        className={className}
        aria-label={ariaLabel}
        title={isIconOnly ? ariaLabel : undefined}
        onClick={() => setIsOpen(true)}
      >
        <Link2 className="size-4" aria-hidden />
        {!isIconOnly && 'Get a link'}
      </Button>
      <ShareLinkDialog target={target} isOpen={isOpen} onOpenChange={setIsOpen} returnFocusTo={button} />
    </>
  );
}
