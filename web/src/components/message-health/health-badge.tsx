/**
 * A message's health as a pill — "Healthy", "Needs a look" or "At risk" (common/src/domain/message-health.ts)
 * — on the owner's messages page and, after a release, the legacy contacts' view.
 */
import { AlertTriangle, CheckCircle2, Info } from 'lucide-react';
import type { MessageHealthLevel } from '@heirloom/common/domain/message-health';

const BADGES: Record<MessageHealthLevel, { label: string; className: string; Icon: typeof Info }> = {
  healthy: { label: 'Healthy', className: 'bg-[#e3efe6] text-sage', Icon: CheckCircle2 },
  needs_look: { label: 'Needs a look', className: 'bg-[#fdf1d8] text-[#7a4e00]', Icon: Info },
  at_risk: { label: 'At risk', className: 'bg-[#fbeaea] text-danger', Icon: AlertTriangle },
};

/** "Healthy", "Needs a look" or "At risk", as a pill. */
export function HealthBadge({ level }: { level: MessageHealthLevel }) {
  const { label, className, Icon } = BADGES[level];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${className}`}
      data-testid="health-badge"
    >
      <Icon className="size-4" aria-hidden />
      {label}
    </span>
  );
}
