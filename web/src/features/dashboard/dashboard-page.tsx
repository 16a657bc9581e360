/**
 * The dashboard (/dashboard, /app-dashboard, /app): a greeting and the places to start. Each
 * feature adds its own summary here (messages, memories, family).
 */
import { useQuery } from '@tanstack/react-query';
import {
  AlertTriangle,
  BookHeart,
  CalendarClock,
  CreditCard,
  Images,
  Link2,
  Mic,
  Network,
  Settings,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { messageRoutes } from '@heirloom/common/routes/messages';
import { Card } from '../../components/ui/card';
import { hasChosenName, welcomeLine } from '@heirloom/common/utils/username';
import { appConfig } from '../../lib/app-config';
import { useSession } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import { useSubscription, YOUR_PLAN_PATH } from '../../lib/subscription-queries';
import { StorageMeter } from '../../components/account/storage-meter';
import { routeQuery } from '../../lib/api-client';
import { CapsulesSummary } from './capsules-summary';
import { ProgressSummary } from './progress-summary';
import { RecipesSummary } from './recipes-summary';
import { ScrapbooksSummary } from './scrapbooks-summary';
import { SharedWithYou } from './shared-with-you';
import { StillRightButton } from './still-right-button';
import { formatDate } from '../../lib/reader-dates';

const PLACES = [
  {
    to: '/schedule-message',
    icon: CalendarClock,
    title: 'Schedule a message',
    text: 'Record, upload or write a message and choose the day it arrives.',
  },
  {
    to: '/legacy-messages',
    icon: BookHeart,
    title: 'Your messages',
    text: 'See what is scheduled, and change, postpone or cancel it.',
  },
  {
    to: '/voice-recordings',
    icon: Mic,
    title: 'Voice recordings',
    text: 'Keep voices, with transcripts you can search.',
  },
  { to: '/memory-vault', icon: Images, title: 'Memory vault', text: 'Photos, videos and documents, kept safe.' },
  {
    to: '/family-tree',
    icon: Network,
    title: 'Family tree',
    text: 'Parents, partners and children, with their photos and voices.',
  },
  {
    to: '/family-collaboration',
    icon: Users,
    title: 'Family circle',
    text: 'Invite relatives, choose what each can see, and see the circles you belong to.',
  },
  {
    to: '/sharing',
    icon: Link2,
    title: 'Sharing',
    text: 'Every link you gave out, who opened it, and a way to turn it off.',
  },
  { to: '/settings', icon: Settings, title: 'Settings', text: 'Your account, security and notifications.' },
  {
    to: YOUR_PLAN_PATH,
    icon: CreditCard,
    title: 'Your plan',
    text: 'What your plan includes, your next payment and your invoices.',
  },
];

/** "“A”", "“A” and “B”", "“A”, “B” and 2 more". */
const nameTitles = (titles: string[]) =>
  titles.length <= 2
    ? titles.map((title) => `“${title}”`).join(' and ')
    : `${titles
        .slice(0, 2)
        .map((title) => `“${title}”`)
        .join(', ')} and ${titles.length - 2} more`;

/**
 * The messages that are not healthy (GET /api/message-health): how many are at risk or need a look,
 * which, and where to fix them; nothing when all are healthy.
 */
function MessageHealthSummary() {
  const health = useQuery(routeQuery(messageRoutes.health));
  const troubled = (health.data ?? []).filter((entry) => entry.level !== 'healthy');
  if (troubled.length === 0) return null;
  const atRisk = troubled.filter((entry) => entry.level === 'at_risk');
  const shown = atRisk.length > 0 ? atRisk : troubled;
  const count = `${shown.length} message${shown.length > 1 ? 's' : ''}`;
  const isPlural = shown.length > 1;
  const verb =
    atRisk.length > 0 ? (isPlural ? 'are at risk' : 'is at risk') : isPlural ? 'need a look' : 'needs a look';
  // Asked only whether they are still right: one click answers from here.
  const isOnlyUnconfirmed = shown.every((entry) => entry.reasons.every((reason) => reason.code === 'not_confirmed'));
  return (
    <p
      role="status"
      className={`mb-8 flex items-start gap-2 rounded-2xl p-4 ${atRisk.length > 0 ? 'bg-[#fbeaea] text-danger' : 'bg-[#fdf1d8] text-[#5c3b00]'}`}
      data-testid="message-health-summary"
    >
      <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />
      <span>
        {count} {verb}: {nameTitles(shown.map((entry) => entry.title))}. {shown[0]!.reasons[0]?.text}{' '}
        <Link to="/legacy-messages" className="font-semibold whitespace-nowrap underline">
          Fix it on your messages page
        </Link>
        {isOnlyUnconfirmed && (
          <span className="block">
            <StillRightButton entries={shown} />
          </span>
        )}
      </span>
    </p>
  );
}

/** A line on the owner's messages: how many are scheduled and when the next one goes out. */
function MessagesSummary() {
  const messages = useQuery(routeQuery(messageRoutes.list));
  const scheduled = (messages.data ?? [])
    .filter((message) => message.status === 'scheduled' && message.deliverAt)
    .sort((first, second) => first.deliverAt!.localeCompare(second.deliverAt!));
  if (messages.isPending) return null;
  const next = scheduled[0];
  return (
    <p className="mb-8 rounded-2xl bg-accent-soft/60 p-4 text-ink" data-testid="messages-summary">
      {next ? (
        <>
          {scheduled.length} message{scheduled.length > 1 ? 's' : ''} scheduled. Next: “{next.title}” on{' '}
          {formatDate(next.deliverAt!, 'day', next.timeZone)}.{' '}
        </>
      ) : (
        'No message is scheduled yet. '
      )}
      <Link to="/legacy-messages" className="font-semibold text-accent underline">
        See your messages
      </Link>
    </p>
  );
}

/** The storage the memories take of the plan's allowance, with the way to the plan. */
function StorageSummary() {
  const { data: subscription } = useSubscription();
  if (!subscription) return null;
  return (
    <section aria-labelledby="storage-heading" className="mb-8 grid gap-2 rounded-2xl bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="storage-heading" className="text-xl text-ink">
          Storage on {subscription.planName}
        </h2>
        <Link to={YOUR_PLAN_PATH} className="font-semibold text-accent underline">
          See your plan
        </Link>
      </div>
      <StorageMeter planId={subscription.planId} {...subscription.storage} />
    </section>
  );
}

/**
 * "Welcome, {name}" once the person has chosen the name their family knows them by; until then the
 * product's welcome and a way to choose it, never the name cut from their e-mail address.
 */
function Greeting() {
  const { user } = useSession();
  const hasName = user !== null && hasChosenName(user);
  return (
    <>
      <h1 className="mb-2 text-4xl text-ink">
        {user ? welcomeLine(user, appConfig.productName) : `Welcome to ${appConfig.productName}`}
      </h1>
      <p className="mb-6 text-lg text-ink-soft">
        Where would you like to start today?
        {user && !hasName && (
          <>
            {' '}
            <Link to="/settings" className="font-semibold text-accent underline">
              Tell us what your family calls you
            </Link>
          </>
        )}
      </p>
      <ProgressSummary />
      <SharedWithYou />
      <MessageHealthSummary />
      <MessagesSummary />
      <CapsulesSummary />
      <ScrapbooksSummary />
      <RecipesSummary />
      <StorageSummary />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {PLACES.map(({ to, icon: Icon, title, text }) => (
          <li key={to}>
            <Link to={to} className="group block h-full rounded-3xl">
              <Card className="h-full transition-shadow group-hover:shadow-md">
                <Icon className="mb-3 size-7 text-accent" aria-hidden />
                <h2 className="mb-1 text-xl text-ink">{title}</h2>
                <p className="text-ink-soft">{text}</p>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export function DashboardPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  return <Greeting />;
}
