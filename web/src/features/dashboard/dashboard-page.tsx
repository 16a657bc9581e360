/**
 * The dashboard (/dashboard, /app-dashboard, /app): a greeting and the places to start. Each
 * feature's issue adds its own summary here (messages, memories, family).
 */
import { useQuery } from '@tanstack/react-query';
import { BookHeart, CalendarClock, CreditCard, Images, Link2, Mic, Network, Settings, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { messageRoutes } from '@heirloom/common/routes/messages';
import { Card } from '../../components/ui/card';
import { useSession } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import { YOUR_PLAN_PATH } from '../../lib/subscription-queries';
import { routeQuery } from '../../lib/api-client';
import { CapsulesSummary } from './capsules-summary';
import { ProgressSummary } from './progress-summary';
import { RecipesSummary } from './recipes-summary';
import { ScrapbooksSummary } from './scrapbooks-summary';
import { SharedWithYou } from './shared-with-you';

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
          {new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: next.timeZone }).format(
            new Date(next.deliverAt!),
          )}
          .{' '}
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

function Greeting() {
  const { user } = useSession();
  return (
    <>
      <h1 className="mb-2 text-4xl text-ink">Welcome, {user?.username}</h1>
      <p className="mb-6 text-lg text-ink-soft">Where would you like to start today?</p>
      <ProgressSummary />
      <SharedWithYou />
      <MessagesSummary />
      <CapsulesSummary />
      <ScrapbooksSummary />
      <RecipesSummary />
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
