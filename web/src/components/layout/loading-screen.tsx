/** A calm, centred loading state with a spinner and a message read out by screen readers. */
import { Loader2 } from 'lucide-react';

export function LoadingScreen({ message = 'Loading...' }: { message?: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-ink-soft">
      <Loader2 className="size-8 animate-spin text-accent" aria-hidden />
      <p>{message}</p>
    </div>
  );
}
