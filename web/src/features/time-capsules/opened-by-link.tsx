/** An opened capsule by a recipient's e-mailed link: no account needed (server: capsule-link access). */
import { MailOpen } from 'lucide-react';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { Card } from '../../components/ui/card';
import { describeError } from '../../lib/api';
import { CapsuleReveal } from './capsule-reveal';
import { OpenedHeader } from './opened-header';
import { useOpenedCapsule } from './time-capsules-api';

export function OpenedByLink({ token }: { token: string }) {
  const opened = useOpenedCapsule(token);
  if (opened.isPending) return <LoadingScreen message="Opening the time capsule..." />;
  if (opened.isError) {
    return (
      <Card className="mx-auto max-w-md text-center">
        <MailOpen className="mx-auto mb-3 size-10 text-accent" aria-hidden />
        <h1 className="mb-2 text-2xl text-ink">This link does not open a time capsule</h1>
        <p className="text-ink-soft">{describeError(opened.error)}</p>
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
