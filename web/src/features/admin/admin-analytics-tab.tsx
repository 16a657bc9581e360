/**
 * The Analytics tab (docs/product/admin.md "Analytics tab"), from real figures, never a sample:
 * this month against last month for sign-ups and revenue, and a chart (Recharts) of sign-ups,
 * messages scheduled and delivered, memories added and revenue per month, with the same figures as
 * a table for screen readers and keyboard users; then the money-back refunds.
 */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminAnalytics } from '@heirloom/common/contracts/admin';
import { Card } from '../../components/ui/card';
import { useAdminAnalytics } from './admin-queries';
import { AdminRefundsSection } from './admin-refunds-section';
import { formatDollars } from './admin-format';
import { formatCalendarDay } from '../../lib/reader-dates';

const SERIES = [
  { key: 'signUps', label: 'Sign-ups', color: '#8a3f1f' },
  { key: 'messagesScheduled', label: 'Messages scheduled', color: '#4f6b58' },
  { key: 'messagesDelivered', label: 'Messages delivered', color: '#c98b5a' },
  { key: 'memoriesAdded', label: 'Memories added', color: '#5c4a42' },
] as const;

function Comparison({ label, current, previous }: { label: string; current: string; previous: string }) {
  return (
    <Card className="p-4">
      <p className="text-sm font-semibold text-ink-soft">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-ink">{current} this month</p>
      <p className="text-sm text-ink-soft">{previous} last month</p>
    </Card>
  );
}

function AnalyticsFigures({ analytics }: { analytics: AdminAnalytics }) {
  const months = analytics.months;
  const current = months.at(-1)!;
  const previous = months.at(-2) ?? current;
  const data = months.map((month) => ({ ...month, label: formatCalendarDay(`${month.month}-01`, 'month') }));
  return (
    <div className="grid gap-6">
      <div className="grid gap-3 sm:grid-cols-2">
        <Comparison label="New users" current={`+${current.signUps}`} previous={`+${previous.signUps}`} />
        <Comparison
          label="Revenue"
          current={formatDollars(current.revenue)}
          previous={formatDollars(previous.revenue)}
        />
      </div>
      <figure className="grid gap-2">
        <figcaption className="font-semibold text-ink">Activity per month</figcaption>
        <div className="h-72 w-full" aria-hidden>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e4d8cb" />
              <XAxis dataKey="label" tick={{ fontSize: 12 }} />
              <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
              <Tooltip />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              {SERIES.map((series) => (
                <Bar key={series.key} dataKey={series.key} name={series.label} fill={series.color} />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">Activity and revenue per month</caption>
          <thead className="text-ink-soft">
            <tr>
              <th scope="col" className="py-2 pr-3">
                Month
              </th>
              {SERIES.map((series) => (
                <th key={series.key} scope="col" className="py-2 pr-3">
                  {series.label}
                </th>
              ))}
              <th scope="col" className="py-2">
                Revenue
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {data.map((month) => (
              <tr key={month.month}>
                <th scope="row" className="py-2 pr-3 font-semibold text-ink">
                  {month.label}
                </th>
                {SERIES.map((series) => (
                  <td key={series.key} className="py-2 pr-3">
                    {month[series.key]}
                  </td>
                ))}
                <td className="py-2">{formatDollars(month.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function AdminAnalyticsTab() {
  const { data: analytics, isPending } = useAdminAnalytics();
  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <div>
        <h2 className="text-2xl text-ink">Analytics</h2>
        <p className="text-ink-soft">Counted from the database; revenue from recorded payments, less refunds.</p>
      </div>
      {isPending ? (
        <p className="text-ink-soft">Loading analytics…</p>
      ) : analytics ? (
        <AnalyticsFigures analytics={analytics} />
      ) : (
        <p className="text-ink-soft">The analytics could not be loaded. Please reload the page.</p>
      )}
      <AdminRefundsSection />
    </Card>
  );
}
