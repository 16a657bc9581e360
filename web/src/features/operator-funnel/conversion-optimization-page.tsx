/**
 * /conversion-optimization (docs/product/marketing-and-figures.md "The operator's four tools"): the
 * funnel visitors → sign-ups → first message scheduled → paid over a chosen period, from
 * first-party counts (siteAnalyticsRoutes.funnel): the steps with their conversion rates, a chart
 * of the steps and one of visitors and sign-ups per day, and the most viewed pages. Admin-only
 * (AdminLayout, and the call is checked on the server); noindex (the catalogue's admin access).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Funnel } from '@heirloom/common/contracts/site-analytics';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { siteAnalyticsRoutes } from '@heirloom/common/routes/site-analytics';
import { Card } from '../../components/ui/card';
import { routeQuery } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';
import { DailyChart, FunnelStepsChart } from './funnel-charts';
import { formatRate, lastDays } from './funnel-period';
import { FunnelPeriodPicker } from './funnel-period-picker';
import { formatCalendarDay } from '../../lib/reader-dates';

function StepCards({ steps }: { steps: Funnel['steps'] }) {
  return (
    <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.key}>
          <Card className="grid h-full gap-1 p-4" data-testid={`funnel-step-${step.key}`}>
            <p className="text-sm font-semibold text-ink-soft">
              {index + 1}. {step.label}
            </p>
            <p className="text-3xl font-semibold text-ink">{step.count.toLocaleString('en-US')}</p>
            <p className="text-sm text-ink-soft">
              {index === 0
                ? 'unique visitors per day, added up'
                : step.rateFromPrevious === null
                  ? 'nobody reached the step before'
                  : `${formatRate(step.rateFromPrevious)} of the step before`}
            </p>
          </Card>
        </li>
      ))}
    </ol>
  );
}

function TopPages({ pages }: { pages: Funnel['topPages'] }) {
  if (pages.length === 0) return <p className="text-ink-soft">No page views were counted in this period.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">The most viewed pages of the period</caption>
        <thead className="text-ink-soft">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Page
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Views
            </th>
            <th scope="col" className="py-2 text-right">
              Visitors
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {pages.map((page) => (
            <tr key={page.path}>
              <th scope="row" className="break-all py-2 pr-3 font-semibold text-ink">
                {page.path}
              </th>
              <td className="py-2 pr-3 text-right">{page.pageViews.toLocaleString('en-US')}</td>
              <td className="py-2 text-right">{page.visitors.toLocaleString('en-US')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DailyTable({ days }: { days: Funnel['days'] }) {
  return (
    <details className="rounded-2xl border border-line bg-white p-4">
      <summary className="cursor-pointer font-semibold text-ink">Daily figures as a table</summary>
      <div className="mt-3 max-h-80 overflow-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Visitors, page views and sign-ups per day</caption>
          <thead className="text-ink-soft">
            <tr>
              <th scope="col" className="py-2 pr-3">
                Day
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Visitors
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Page views
              </th>
              <th scope="col" className="py-2 text-right">
                Sign-ups
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row" className="py-1.5 pr-3 font-normal">
                  {formatCalendarDay(day.day, 'day-month')}
                </th>
                <td className="py-1.5 pr-3 text-right">{day.visitors}</td>
                <td className="py-1.5 pr-3 text-right">{day.pageViews}</td>
                <td className="py-1.5 text-right">{day.signUps}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function FunnelFigures({ funnel }: { funnel: Funnel }) {
  const [visitors, , , paid] = funnel.steps;
  const overall = visitors!.count === 0 ? null : paid!.count / visitors!.count;
  return (
    <div className="grid gap-6">
      <StepCards steps={funnel.steps} />
      <p className="text-ink-soft">
        From visitor to paying family: <strong className="text-ink">{formatRate(overall)}</strong> between{' '}
        {formatCalendarDay(funnel.from, 'day-month')} and {formatCalendarDay(funnel.to, 'day-month')}.
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="grid gap-2 p-4">
          <h2 className="text-xl text-ink">The funnel</h2>
          <FunnelStepsChart steps={funnel.steps} />
        </Card>
        <Card className="grid gap-2 p-4">
          <h2 className="text-xl text-ink">Visitors and sign-ups per day</h2>
          <DailyChart days={funnel.days} />
        </Card>
      </div>
      <DailyTable days={funnel.days} />
      <Card className="grid gap-2 p-4">
        <h2 className="text-xl text-ink">Most viewed pages</h2>
        <TopPages pages={funnel.topPages} />
      </Card>
    </div>
  );
}

export function ConversionOptimizationPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const [period, setPeriod] = useState(() => lastDays(30));
  const funnel = useQuery(routeQuery(siteAnalyticsRoutes.funnel, { query: { from: period.from, to: period.to } }));
  return (
    <div className="grid gap-8">
      <header className="grid gap-2">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">Operator tools</p>
        <h1 className="text-4xl text-ink">Conversion funnel</h1>
        <p className="max-w-3xl text-ink-soft">
          Counted by this server alone — no cookies, no third-party trackers. A visitor is one browser on one day,
          recognised by a salted hash of its address and browser that changes every day and is deleted after it.
          Browsers that ask not to be tracked (Do Not Track, Global Privacy Control) and crawlers are not counted.
          Sign-ups, first messages and payments follow the accounts created in the period; administrators and the demo
          family are left out.
        </p>
      </header>
      <FunnelPeriodPicker period={period} onChange={setPeriod} />
      {funnel.isPending ? (
        <p className="text-ink-soft">Counting…</p>
      ) : !funnel.data ? (
        <p role="alert" className="text-danger">
          The funnel could not be loaded. Reload the page to try again.
        </p>
      ) : (
        <FunnelFigures funnel={funnel.data} />
      )}
    </div>
  );
}
