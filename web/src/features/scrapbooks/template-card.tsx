/** A template's plan badge, as the gallery and the generator show it ("Complete Legacy" or "Every plan"). */
import { Crown } from 'lucide-react';
import type { ScrapbookTemplate } from '@heirloom/common/domain/scrapbook-templates';

export function TemplateBadge({ template }: { template: ScrapbookTemplate }) {
  return template.plan === 'complete_legacy' ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      <Crown className="size-3" aria-hidden /> Complete Legacy
    </span>
  ) : (
    <span className="inline-flex rounded-full bg-paper-deep px-2 py-0.5 text-xs font-semibold text-ink">
      Every plan
    </span>
  );
}
