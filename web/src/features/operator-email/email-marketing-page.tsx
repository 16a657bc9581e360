/**
 * /email-marketing (docs/product/marketing-and-figures.md "The operator's four tools"): the
 * operator composes a newsletter issue — subject and markdown, with a live preview — saves it as a
 * draft, sends a test to their own address, then sends it to every confirmed subscriber after a
 * confirmation. The server chooses the recipients and sends through the job queue; past issues are
 * listed with their progress. Admin-only (AdminLayout, and every call is checked on the server).
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  newsletterIssueInputSchema,
  NEWSLETTER_ISSUE_LIMITS,
  type NewsletterIssue,
  type NewsletterIssueInput,
} from '@heirloom/common/contracts/email-marketing';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog, type Confirmation } from '../../components/ui/confirm-dialog';
import { errorIdFor, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { appConfig } from '../../lib/app-config';
import { usePageMeta } from '../../lib/page-meta';
import {
  discardDraft,
  saveDraft,
  sendIssue,
  sendTest,
  useIssueMutation,
  useNewsletterOverview,
} from './email-marketing-queries';
import { IssueList } from './issue-list';
import { IssuePreview } from './issue-preview';

const EMPTY: NewsletterIssueInput = { subject: '', bodyMarkdown: '' };
type Errors = Partial<Record<keyof NewsletterIssueInput, string>>;
const textareaClasses =
  'w-full rounded-xl border border-line bg-white px-4 py-3 font-mono text-sm text-ink focus:border-accent aria-[invalid=true]:border-danger';

const subscribersText = (count: number) => `${count} confirmed subscriber${count === 1 ? '' : 's'}`;

export function EmailMarketingPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const overview = useNewsletterOverview();
  const [fields, setFields] = useState<NewsletterIssueInput>(EMPTY);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  /** Checks the form and saves it as the draft being written. @returns the saved issue, or undefined */
  const save = useIssueMutation(async () => {
    const parsed = newsletterIssueInputSchema.safeParse(fields);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof NewsletterIssueInput] ??= issue.message;
      setErrors(found);
      document.getElementById(`issue-${Object.keys(found)[0]}`)?.focus();
      return undefined;
    }
    setErrors({});
    const saved = await saveDraft(editingId, parsed.data);
    setEditingId(saved.id);
    return saved;
  });
  const test = useIssueMutation(async () => {
    const saved = await save.mutateAsync(undefined);
    return saved ? (await sendTest(saved.id)).message : undefined;
  });
  const startNew = () => {
    setFields(EMPTY);
    setEditingId(null);
    setErrors({});
  };
  const send = useIssueMutation(sendIssue);
  const discard = useIssueMutation(discardDraft);

  const failed = (error: unknown) =>
    toast({ variant: 'destructive', title: 'That did not work', description: describeError(error) });

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(undefined, {
      onSuccess: (saved) =>
        saved && toast({ title: 'Draft saved', description: `“${saved.subject}” is in your drafts.` }),
      onError: failed,
    });
  };
  const onTest = () =>
    test.mutate(undefined, {
      onSuccess: (message) => message && toast({ title: 'Test sent', description: message }),
      onError: failed,
    });
  const onSend = async () => {
    let saved: NewsletterIssue | undefined;
    try {
      saved = await save.mutateAsync(undefined);
    } catch (error) {
      failed(error);
    }
    if (!saved) return;
    const issue = saved;
    const count = overview.data?.confirmedSubscribers ?? 0;
    setConfirmation({
      title: `Send “${issue.subject}”?`,
      description: `It goes to ${subscribersText(count)} now, each with a one-click unsubscribe link. A sent issue cannot be changed or called back.`,
      confirmLabel: `Send to ${subscribersText(count)}`,
      done: 'Sending: the progress shows under Issues.',
      run: async () => {
        await send.mutateAsync(issue.id);
        startNew();
      },
    });
  };
  const onDiscard = (issue: NewsletterIssue) =>
    setConfirmation({
      title: `Discard “${issue.subject}”?`,
      description: 'The draft is deleted for good.',
      confirmLabel: 'Discard the draft',
      done: 'Draft discarded',
      run: async () => {
        await discard.mutateAsync(issue.id);
        if (editingId === issue.id) startNew();
      },
    });
  const onEdit = (issue: NewsletterIssue) => {
    setFields({ subject: issue.subject, bodyMarkdown: issue.bodyMarkdown });
    setEditingId(issue.id);
    setErrors({});
    document.getElementById('issue-subject')?.focus();
  };

  const data = overview.data;
  const isBusy = save.isPending || test.isPending || send.isPending;
  const isPaused = data?.arePausedByAdmin ?? false;
  const canSend = !isPaused && (data?.confirmedSubscribers ?? 0) > 0;
  const set = (name: keyof NewsletterIssueInput) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  return (
    <div className="grid gap-8">
      <header className="grid gap-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent">Operator tools</p>
        <h1 className="text-4xl text-ink">E-mail marketing</h1>
        <p className="max-w-3xl text-ink-soft">
          Write a newsletter issue for the people who subscribed on the blog and confirmed their address.{' '}
          {data && (
            <span className="font-semibold text-ink" data-testid="subscriber-count">
              {subscribersText(data.confirmedSubscribers)}.
            </span>
          )}
        </p>
      </header>
      {isPaused && (
        <p role="status" className="rounded-2xl border border-danger/40 bg-danger/5 p-4 text-ink">
          Newsletters are paused: “E-mail notifications” is off in the{' '}
          <Link to="/admin?tab=settings" className="font-semibold text-accent underline">
            admin settings
          </Link>
          . Drafts can still be written.
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="min-w-0">
          <div className="mb-5 flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-2xl text-ink">{editingId ? 'Edit the draft' : 'New issue'}</h2>
            {editingId && (
              <Button size="sm" variant="ghost" onClick={startNew}>
                Start a new issue
              </Button>
            )}
          </div>
          <form onSubmit={onSave} noValidate className="grid gap-4" aria-label="Compose an issue">
            <FormField id="issue-subject" label="Subject" error={errors.subject}>
              <Input
                id="issue-subject"
                value={fields.subject}
                maxLength={NEWSLETTER_ISSUE_LIMITS.subjectMax}
                onChange={set('subject')}
                aria-invalid={errors.subject ? true : undefined}
                aria-describedby={errors.subject ? errorIdFor('issue-subject') : undefined}
              />
            </FormField>
            <FormField id="issue-bodyMarkdown" label="Issue (Markdown)" error={errors.bodyMarkdown}>
              <textarea
                id="issue-bodyMarkdown"
                rows={14}
                value={fields.bodyMarkdown}
                maxLength={NEWSLETTER_ISSUE_LIMITS.bodyMax}
                onChange={set('bodyMarkdown')}
                className={textareaClasses}
                aria-invalid={errors.bodyMarkdown ? true : undefined}
                aria-describedby={`issue-markdown-help${errors.bodyMarkdown ? ` ${errorIdFor('issue-bodyMarkdown')}` : ''}`}
              />
            </FormField>
            <p id="issue-markdown-help" className="-mt-2 text-sm text-ink-soft">
              ## for a heading, **bold**, *italic*, - for a list, [text](https://…) for a link. HTML is not sent.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" variant="secondary" disabled={isBusy}>
                Save draft
              </Button>
              <Button
                variant="secondary"
                disabled={isBusy || isPaused}
                onClick={onTest}
                aria-describedby={data ? 'issue-test-address' : undefined}
              >
                Send me a test
              </Button>
              <Button disabled={isBusy || !canSend} onClick={() => void onSend()}>
                Send to subscribers…
              </Button>
            </div>
            {data && (
              <p id="issue-test-address" className="text-sm text-ink-soft">
                Tests go to {data.testAddress} only, marked “[Test]”.
              </p>
            )}
            {data && data.confirmedSubscribers === 0 && (
              <p className="text-sm text-ink-soft">
                Nobody has confirmed a subscription yet: sending opens once someone does.
              </p>
            )}
          </form>
        </Card>
        <div className="grid min-w-0 content-start gap-2">
          <h2 className="text-2xl text-ink">Preview</h2>
          <IssuePreview
            productName={appConfig.productName}
            subject={fields.subject}
            bodyMarkdown={fields.bodyMarkdown}
          />
        </div>
      </div>
      <section className="grid gap-4" aria-labelledby="issues-heading">
        <h2 id="issues-heading" className="text-2xl text-ink">
          Issues
        </h2>
        {overview.isPending ? (
          <p className="text-ink-soft">Loading issues…</p>
        ) : overview.isError || !data ? (
          <p role="alert" className="text-danger">
            The issues could not be loaded. Reload the page to try again.
          </p>
        ) : (
          <IssueList issues={data.issues} editingId={editingId} onEdit={onEdit} onDiscard={onDiscard} />
        )}
      </section>
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </div>
  );
}
