/** An opened capsule by a recipient's e-mailed link: no account needed (server: capsule-link access). */
import { MailOpen } from 'lucide-react';
import { TIME_CAPSULE_MESSAGES } from '@heirloom/common/contracts/time-capsules';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { Card } from '../../components/ui/card';
import { describeError } from '../../lib/api';
import { CapsuleReveal } from './capsule-reveal';
import { OpenedHeader } from './opened-header';
import { useOpenedCapsule } from './time-capsules-queries';

export function OpenedByLink({ token }: { token: string }) {
  const opened = useOpenedCapsule(token);
  if (opened.isPending) return <LoadingScreen message="Opening the time capsule..." />;
  // The link needs no session, so the default fetcher's null (401 or 403) does not come; if it did, it opens nothing.
  if (opened.isError || !opened.data) {
    return (
      <Card className="mx-auto max-w-md text-center">
        <MailOpen className="mx-auto mb-3 size-10 text-accent" aria-hidden />
        <h1 className="mb-2 text-2xl text-ink">This link does not open a time capsule</h1>
        <p className="text-ink-soft">
          {opened.isError ? describeError(opened.error) : TIME_CAPSULE_MESSAGES.linkNotFound}
        </p>
      </Card>
    );
  }
  return (
    <>
      <OpenedHeader capsule={opened.data.capsule} />
      <CapsuleReveal contents={opened.data} />
    </>
  );
}
