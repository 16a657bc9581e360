/**
 * The funnel's two charts (Recharts, as in the admin Analytics tab): the four steps as bars, and
 * visitors and sign-ups per day. Both are hidden from screen readers; the page shows the same
 * figures as text and tables (so neither takes keyboard focus: no accessibility layer).
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Funnel } from '@heirloom/common/contracts/site-analytics';
import { formatCalendarDay } from '../../lib/reader-dates';

const STEP_COLORS = ['#8a3f1f', '#c98b5a', '#4f6b58', '#5c4a42'];

/** The four steps as horizontal bars, widest first. */
export function FunnelStepsChart({ steps }: { steps: Funnel['steps'] }) {
  return (
    <div className="h-64 w-full" aria-hidden>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          accessibilityLayer={false}
          data={steps}
          layout="vertical"
          margin={{ top: 4, right: 24, bottom: 4, left: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e4d8cb" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="label" width={120} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Bar dataKey="count" name="People" isAnimationActive={false}>
            {steps.map((step, index) => (
              <Cell key={step.key} fill={STEP_COLORS[index]} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Visitors and sign-ups per day over the period. */
export function DailyChart({ days }: { days: Funnel['days'] }) {
  const data = days.map((day) => ({ ...day, label: formatCalendarDay(day.day, 'day-month') }));
  return (
    <div className="h-64 w-full" aria-hidden>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e4d8cb" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={16} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Line
            type="linear"
            dataKey="visitors"
            name="Visitors"
            stroke="#8a3f1f"
            dot={days.length <= 31}
            isAnimationActive={false}
          />
          <Line
            type="linear"
            dataKey="signUps"
            name="Sign-ups"
            stroke="#4f6b58"
            dot={days.length <= 31}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
