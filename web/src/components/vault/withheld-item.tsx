/**
 * What a scrapbook page, a recipe or a shared book shows in place of a vault item whose owner's
 * sharing does not reach the reader (docs/decisions/015): the server's line saying why, never a
 * broken image.
 */
import { EyeOff } from 'lucide-react';
import { cn } from '../../lib/cn';

export function WithheldItem({ line, className }: { line: string; className?: string }) {
  return (
    <p
      className={cn(
        'flex items-center gap-2 rounded-xl border border-dashed border-line bg-paper-deep/60 p-3 text-sm text-ink-soft',
        className,
      )}
      data-testid="withheld-item"
    >
      <EyeOff className="size-4 shrink-0" aria-hidden />
      <span>{line}</span>
    </p>
  );
}
