/**
 * The "Stay Connected" box (docs/product/marketing-and-figures.md "Newsletter"): subscribes an
 * address with double opt-in (the server sends a confirmation e-mail), shows a bad address's error
 * under the field, and confirms a subscription when the page is opened from the e-mail's link
 * (/blog?confirm=…).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { errorIdFor } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { callRoute } from '../../lib/api-client';

const errorText = (error: unknown) =>
  error instanceof ApiError ? (error.serverMessage ?? error.message) : (error as Error).message;

export function NewsletterBox() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [isSending, setIsSending] = useState(false);
  const [params, setParams] = useSearchParams();
  const confirmToken = params.get('confirm');
  const hasConfirmed = useRef(false);

  useEffect(() => {
    if (!confirmToken || hasConfirmed.current) return;
    hasConfirmed.current = true;
    import('@heirloom/common/routes/newsletter')
      .then(({ newsletterRoutes }) => callRoute(newsletterRoutes.confirm, { body: { token: confirmToken } }))
      .then(
        (answer) => setNotice(answer.message),
        (failure: unknown) => setError(errorText(failure)),
      );
    setParams({}, { replace: true });
  }, [confirmToken, setParams]);

  const subscribe = async (event: FormEvent) => {
    event.preventDefault();
    // The schema (zod) and the route download on the first subscription, not with the blog.
    const [{ newsletterRequestSchema }, { newsletterRoutes }] = await Promise.all([
      import('@heirloom/common/contracts/newsletter'),
      import('@heirloom/common/routes/newsletter'),
    ]);
    const parsed = newsletterRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setIsSending(true);
    try {
      const answer = await callRoute(newsletterRoutes.subscribe, { body: parsed.data });
      setNotice(answer.message);
      setEmail('');
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Card className="bg-accent-soft/40">
      <h2 className="mb-2 text-xl text-ink">Stay Connected</h2>
      <p className="mb-4 text-sm text-ink-soft">New articles for families and caregivers, a few times a year.</p>
      <form onSubmit={subscribe} noValidate className="grid gap-2">
        <label htmlFor="newsletter-email" className="sr-only">
          Your email address
        </label>
        <Input
          id="newsletter-email"
          name="email"
          type="email"
          placeholder="Your email address"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorIdFor('newsletter-email') : undefined}
        />
        {error && (
          <p id={errorIdFor('newsletter-email')} role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        )}
        <Button type="submit" disabled={isSending}>
          Subscribe
        </Button>
      </form>
      {notice && (
        <p role="status" className="mt-3 text-sm font-semibold text-sage">
          {notice}
        </p>
      )}
      <p className="mt-3 text-xs text-ink-soft">No spam, unsubscribe anytime.</p>
    </Card>
  );
}
