/**
 * Money-back refunds in the Analytics tab
 * (docs/product/plans-and-pricing.md "Money-back guarantee"): who was refunded, how much and when,
 * newest first; test-mode records say that nothing was charged. The revenue figures above are
 * already net of real refunds.
 */
import { useAdminRefunds } from './admin-queries';
import { formatDollars } from './admin-format';
import { formatDate } from '../../lib/reader-dates';

export function AdminRefundsSection() {
  const { data, isPending } = useAdminRefunds();
  return (
    <section className="grid gap-2" aria-labelledby="admin-refunds-heading">
      <h3 id="admin-refunds-heading" className="font-semibold text-ink">
        Money-back refunds
      </h3>
      {isPending ? (
        <p className="text-ink-soft">Loading refunds…</p>
      ) : !data ? (
        <p className="text-ink-soft">The refunds could not be loaded. Please reload the page.</p>
      ) : data.refunds.length === 0 ? (
        <p className="text-ink-soft">No refunds yet.</p>
      ) : (
        <ul className="divide-y divide-line text-sm">
          {data.refunds.map((refund) => (
            <li key={refund.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="break-all text-ink">
                {formatDate(refund.createdAt, 'short-day')} · {refund.email}
              </span>
              <span className="text-ink">
                {formatDollars(refund.amountDollars)}
                {refund.isTest && <span className="ml-2 text-ink-soft">(test record, nothing charged)</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
