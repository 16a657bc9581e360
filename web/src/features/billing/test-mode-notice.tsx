/**
 * The explicit test-mode notice (docs/product/plans-and-pricing.md "Payments"): says plainly that
 * no card is charged.
 */
import { FlaskConical } from 'lucide-react';

export function TestModeNotice({ children }: { children: string }) {
  return (
    <p role="note" className="flex gap-3 rounded-2xl border border-sage/40 bg-sage/10 p-4 text-ink">
      <FlaskConical aria-hidden className="mt-0.5 size-5 shrink-0 text-sage" />
      <span>
        <strong className="font-semibold">Test mode — no card is charged.</strong> {children}
      </span>
    </p>
  );
}
