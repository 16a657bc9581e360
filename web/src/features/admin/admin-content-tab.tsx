/**
 * The Content tab (docs/product/admin.md "Content tab"; /admin-cms opens it): the marketing
 * figures, written testimonials and home video testimonial the public pages show — none unless
 * entered here or configured by the operator
 * (docs/product/marketing-and-figures.md "Numbers shown to visitors are never invented") — and the
 * newsletter's subscribers. Saved content shows on the public pages from their next load.
 */
import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  MAX_SITE_TESTIMONIALS,
  siteContentSchema,
  type SiteContent,
  type SiteTestimonial,
} from '@heirloom/common/contracts/site-content';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Switch } from '../../components/ui/switch';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useNewsletterSubscribers, useSaveSiteContent, useSiteContent } from './admin-queries';
import { AdminReviewsSection } from './admin-reviews-section';
import { formatDate } from '../../lib/reader-dates';

const TEXTAREA =
  'w-full rounded-xl border border-line bg-white p-3 text-base text-ink placeholder:text-ink-soft/80 focus:border-accent';

const CLAIM_FIELDS = [
  { key: 'families', label: 'Families keeping their legacy' },
  { key: 'messages', label: 'Messages waiting for their day' },
  { key: 'rating', label: 'Average rating (1–5)' },
  { key: 'reviews', label: 'Number of reviews' },
] as const;
type ClaimKey = (typeof CLAIM_FIELDS)[number]['key'];

interface Draft {
  claims: Record<ClaimKey, string>;
  testimonials: SiteTestimonial[];
  hasVideo: boolean;
  video: { url: string; posterUrl: string; captionsUrl: string; caption: string; transcript: string };
}

const toDraft = (content: SiteContent): Draft => ({
  claims: {
    families: content.claims.families?.toString() ?? '',
    messages: content.claims.messages?.toString() ?? '',
    rating: content.claims.rating?.toString() ?? '',
    reviews: content.claims.reviews?.toString() ?? '',
  },
  testimonials: content.testimonials,
  hasVideo: content.testimonialVideo !== null,
  video: {
    url: content.testimonialVideo?.url ?? '',
    posterUrl: content.testimonialVideo?.posterUrl ?? '',
    captionsUrl: content.testimonialVideo?.captionsUrl ?? '',
    caption: content.testimonialVideo?.caption ?? '',
    transcript: content.testimonialVideo?.transcript ?? '',
  },
});

/** A number typed in a field, or undefined when left blank. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));
const textOf = (text: string) => (text.trim() === '' ? undefined : text);

const fromDraft = (draft: Draft) =>
  siteContentSchema.safeParse({
    claims: Object.fromEntries(CLAIM_FIELDS.map(({ key }) => [key, numberOf(draft.claims[key])])),
    testimonials: draft.testimonials,
    testimonialVideo: draft.hasVideo
      ? {
          url: draft.video.url,
          posterUrl: textOf(draft.video.posterUrl),
          captionsUrl: textOf(draft.video.captionsUrl),
          caption: draft.video.caption,
          transcript: draft.video.transcript,
        }
      : null,
  });

const EMPTY_TESTIMONIAL: SiteTestimonial = { name: '', location: '', quote: '', rating: 5, planName: '' };

function ContentForm({ content, source }: { content: SiteContent; source: 'environment' | 'admin' }) {
  const [draft, setDraft] = useState(() => toDraft(content));
  const [error, setError] = useState<string>();
  const save = useSaveSiteContent();
  const setTestimonial = (index: number, change: Partial<SiteTestimonial>) =>
    setDraft({
      ...draft,
      testimonials: draft.testimonials.map((entry, at) => (at === index ? { ...entry, ...change } : entry)),
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = fromDraft(draft);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return setError(issue ? `${issue.path.join(' › ')}: ${issue.message}` : 'Please check the fields.');
    }
    setError(undefined);
    try {
      await save.mutateAsync(checked.data);
      toast({ title: 'Content Updated', description: 'The public pages show it from their next load.' });
    } catch (failure) {
      toast({ variant: 'destructive', title: 'Update Failed', description: describeError(failure) });
    }
  };

  return (
    <form className="grid gap-8" onSubmit={(event) => void submit(event)} noValidate>
      <p className="text-sm text-ink-soft">
        {source === 'environment'
          ? 'Showing what the server was configured with (MARKETING_* settings). Saving here replaces it.'
          : 'Saved in the admin panel.'}{' '}
        Leave a figure blank and the site does not show it. Enter only real figures and testimonials families agreed to
        share.
      </p>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-xl text-ink">Marketing figures</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {CLAIM_FIELDS.map(({ key, label }) => (
            <FormField key={key} id={`claim-${key}`} label={label}>
              <Input
                id={`claim-${key}`}
                inputMode="decimal"
                value={draft.claims[key]}
                onChange={(event) => setDraft({ ...draft, claims: { ...draft.claims, [key]: event.target.value } })}
              />
            </FormField>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-xl text-ink">Written testimonials</legend>
        {draft.testimonials.length === 0 && (
          <p className="text-ink-soft">None yet: the site shows its illustrative examples, labelled as such.</p>
        )}
        {draft.testimonials.map((testimonial, index) => (
          <div key={index} className="grid gap-3 rounded-2xl border border-line p-4 sm:grid-cols-2">
            <FormField id={`testimonial-${index}-name`} label="Name">
              <Input
                id={`testimonial-${index}-name`}
                value={testimonial.name}
                onChange={(event) => setTestimonial(index, { name: event.target.value })}
              />
            </FormField>
            <FormField id={`testimonial-${index}-location`} label="Location">
              <Input
                id={`testimonial-${index}-location`}
                value={testimonial.location}
                onChange={(event) => setTestimonial(index, { location: event.target.value })}
              />
            </FormField>
            <div className="sm:col-span-2">
              <FormField id={`testimonial-${index}-quote`} label="Quote">
                <textarea
                  id={`testimonial-${index}-quote`}
                  rows={3}
                  className={TEXTAREA}
                  value={testimonial.quote}
                  onChange={(event) => setTestimonial(index, { quote: event.target.value })}
                />
              </FormField>
            </div>
            <FormField id={`testimonial-${index}-rating`} label="Rating">
              <select
                id={`testimonial-${index}-rating`}
                className="h-11 rounded-xl border border-line bg-white px-3 text-base text-ink"
                value={testimonial.rating}
                onChange={(event) => setTestimonial(index, { rating: Number(event.target.value) })}
              >
                {[5, 4, 3, 2, 1].map((stars) => (
                  <option key={stars} value={stars}>
                    {stars} out of 5
                  </option>
                ))}
              </select>
            </FormField>
            <FormField id={`testimonial-${index}-plan`} label="Plan">
              <Input
                id={`testimonial-${index}-plan`}
                value={testimonial.planName}
                onChange={(event) => setTestimonial(index, { planName: event.target.value })}
              />
            </FormField>
            <div className="sm:col-span-2">
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setDraft({ ...draft, testimonials: draft.testimonials.filter((_, at) => at !== index) })}
              >
                <Trash2 aria-hidden className="size-4" />
                Remove testimonial {index + 1}
              </Button>
            </div>
          </div>
        ))}
        {draft.testimonials.length < MAX_SITE_TESTIMONIALS && (
          <div>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setDraft({ ...draft, testimonials: [...draft.testimonials, EMPTY_TESTIMONIAL] })}
            >
              <Plus aria-hidden className="size-4" />
              Add testimonial
            </Button>
          </div>
        )}
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-xl text-ink">Home video testimonial</legend>
        <Switch
          id="video-shown"
          isOn={draft.hasVideo}
          label="Show a video testimonial"
          descriptionId="video-help"
          onChange={(hasVideo) => setDraft({ ...draft, hasVideo })}
        />
        <p id="video-help" className="text-sm text-ink-soft">
          Files must be on this site (paths starting with /). A video needs a caption and a transcript.
        </p>
        {draft.hasVideo && (
          <div className="grid gap-4 sm:grid-cols-2">
            {(['url', 'posterUrl', 'captionsUrl', 'caption'] as const).map((key) => (
              <FormField
                key={key}
                id={`video-${key}`}
                label={
                  {
                    url: 'Video path',
                    posterUrl: 'Poster image path',
                    captionsUrl: 'Captions (WebVTT) path',
                    caption: 'Caption',
                  }[key]
                }
              >
                <Input
                  id={`video-${key}`}
                  value={draft.video[key]}
                  onChange={(event) => setDraft({ ...draft, video: { ...draft.video, [key]: event.target.value } })}
                />
              </FormField>
            ))}
            <div className="sm:col-span-2">
              <FormField id="video-transcript" label="Transcript">
                <textarea
                  id="video-transcript"
                  rows={4}
                  className={TEXTAREA}
                  value={draft.video.transcript}
                  onChange={(event) =>
                    setDraft({ ...draft, video: { ...draft.video, transcript: event.target.value } })
                  }
                />
              </FormField>
            </div>
          </div>
        )}
      </fieldset>
      {error && (
        <p role="alert" className="font-medium text-danger">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save content'}
        </Button>
      </div>
    </form>
  );
}

function NewsletterSubscribers() {
  const { data: subscribers, isPending } = useNewsletterSubscribers();
  if (isPending) return <p className="text-ink-soft">Loading subscribers…</p>;
  if (!subscribers || subscribers.length === 0) return <p className="text-ink-soft">No newsletter subscribers yet.</p>;
  const confirmed = subscribers.filter((subscriber) => subscriber.status === 'confirmed').length;
  return (
    <>
      <p className="text-ink-soft">
        {confirmed} confirmed, {subscribers.length - confirmed} waiting for confirmation.
      </p>
      <ul aria-label="Newsletter subscribers" className="divide-y divide-line">
        {subscribers.map((subscriber) => (
          <li key={subscriber.email} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span className="min-w-0 break-all text-ink">{subscriber.email}</span>
            <span className="text-ink-soft">
              {subscriber.status === 'confirmed' ? 'Confirmed' : 'Pending'} ·{' '}
              {formatDate(subscriber.requestedAt, 'short-day')}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

export function AdminContentTab() {
  const { data, isPending } = useSiteContent();
  return (
    <div className="grid gap-6">
      <Card className="grid gap-4 p-4 sm:p-6">
        <h2 className="text-2xl text-ink">Site content</h2>
        {isPending ? (
          <p className="text-ink-soft">Loading content…</p>
        ) : data ? (
          <ContentForm key={JSON.stringify(data)} content={data.content} source={data.source} />
        ) : (
          <p className="text-ink-soft">The content could not be loaded. Please reload the page.</p>
        )}
      </Card>
      <Card className="grid gap-4 p-4 sm:p-6">
        <AdminReviewsSection />
      </Card>
      <Card className="grid gap-4 p-4 sm:p-6">
        <h2 className="text-2xl text-ink">Newsletter subscribers</h2>
        <NewsletterSubscribers />
      </Card>
    </div>
  );
}
