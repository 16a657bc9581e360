/**
 * /settings "Your plan": which plan the account is on, in a sentence, and the way to the page
 * where it is read in full and changed.
 */
import { Link } from 'react-router';
import type { Subscription } from '@heirloom/common/contracts/billing';
import { BILLING_TIME_ZONE } from '@heirloom/common/domain/plans';
import { buttonClasses } from '../../components/ui/button';
import { periodAdjective, useSubscription, YOUR_PLAN_PATH } from '../../lib/subscription-queries';
import { SettingsSection } from './settings-section';
import { formatDate } from '../../lib/reader-dates';

/** "Complete Legacy, monthly: renews on December 29, 2026." and the like (a billing day, in UTC). */
function describePlan(subscription: Subscription): string {
  const name = subscription.period
    ? `${subscription.planName}, ${periodAdjective(subscription.period)}`
    : subscription.planName;
  const end = subscription.currentPeriodEnd
    ? formatDate(subscription.currentPeriodEnd, 'day', BILLING_TIME_ZONE)
    : null;
  if (subscription.status === 'active' && end) return `${name}: renews on ${end}.`;
  if (subscription.status === 'canceling' && end) return `${name}: ends on ${end}, then Free Forever.`;
  return `${name}.`;
}

export function PlanSection() {
  const subscription = useSubscription();
  return (
    <SettingsSection id="your-plan" title="Your plan" description="The plan your account is on.">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-ink" data-testid="settings-plan">
          {subscription.data ? describePlan(subscription.data) : 'Reading your plan…'}
        </p>
        <Link to={YOUR_PLAN_PATH} className={buttonClasses('secondary', 'sm')}>
          See your plan
        </Link>
      </div>
    </SettingsSection>
  );
}
