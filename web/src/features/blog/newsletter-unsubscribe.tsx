/**
 * The page a newsletter issue's unsubscribe link opens (/blog?unsubscribe=…): it asks before
 * anything changes — link scanners open links too — and the button sends the same one-click POST
 * mail programs send (RFC 8058). Nothing shows without the parameter.
 */
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { emailMarketingRoutes } from '@heirloom/common/routes/email-marketing';
import { describeError } from '../../lib/api';
import { callRoute } from '../../lib/api-client';

export function NewsletterUnsubscribe() {
  const [params, setParams] = useSearchParams();
  const token = params.get('unsubscribe');
  const leave = useMutation({
    mutationFn: (linkToken: string) => callRoute(emailMarketingRoutes.unsubscribe, { query: { token: linkToken } }),
    onSuccess: () => setParams({}, { replace: true }),
  });
  if (leave.isSuccess)
    return (
      <Card role="status" className="bg-sage/10">
        <h2 className="mb-2 text-xl text-ink">Unsubscribed</h2>
        <p className="text-ink">{leave.data.message}</p>
      </Card>
    );
  if (!token) return null;
  return (
    <Card className="grid gap-4 border-accent/40" aria-labelledby="unsubscribe-heading">
      <h2 id="unsubscribe-heading" className="text-xl text-ink">
        Leave the newsletter?
      </h2>
      <p className="text-ink">
        You will get no more newsletter issues, and we delete your address from the list. You can subscribe again here
        at any time.
      </p>
      {leave.isError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {describeError(leave.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button disabled={leave.isPending} onClick={() => leave.mutate(token)}>
          Unsubscribe
        </Button>
        <Button variant="secondary" onClick={() => setParams({}, { replace: true })}>
          Stay subscribed
        </Button>
      </div>
    </Card>
  );
}
