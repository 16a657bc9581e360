/** The product's mark and name, linking home. */
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { appConfig } from '../../lib/app-config';
import { cn } from '../../lib/cn';

/** @param className the link's place in its bar (e.g. a margin pushing what follows to the far end) */
export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn('flex items-center gap-2 rounded-lg font-serif text-xl font-semibold text-ink', className)}
    >
      <span className="flex size-9 items-center justify-center rounded-xl bg-accent text-paper">
        <Heart className="size-5" aria-hidden />
      </span>
      <span>{appConfig.productName}</span>
    </Link>
  );
}
