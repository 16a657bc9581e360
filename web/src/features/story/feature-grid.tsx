/**
 * Capabilities as cards (docs/product/overview.md "Capabilities"): name, what it does, "Available"
 * or "Coming" from the page catalogue, and a link to the page where it lives. Used by /features,
 * /core-features and /advanced-features.
 */
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { featureStatus, type Feature } from '@heirloom/common/content/features';
import { Card } from '../../components/ui/card';
import { productText } from '../../lib/product-text';
import { StatusBadge } from '../../components/marketing/status-badge';

export function FeatureGrid({
  features,
  headingLevel = 'h3',
}: {
  features: readonly Feature[];
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {features.map((feature) => {
        const status = featureStatus(feature);
        return (
          <li key={feature.id} id={feature.id} className="scroll-mt-24">
            <Card className="flex h-full flex-col gap-3" data-testid="feature-card">
              <div className="flex items-start justify-between gap-3">
                <Heading className="text-xl text-ink">{feature.name}</Heading>
                <StatusBadge status={status} />
              </div>
              <p className="text-ink-soft">{productText(feature.summary)}</p>
              <Link
                to={feature.path}
                className="mt-auto inline-flex items-center gap-1.5 font-semibold text-accent hover:text-accent-strong"
              >
                {status === 'available' ? 'Open' : 'What is coming'}
                <span className="sr-only">: {feature.name}</span>
                <ArrowRight className="size-4" aria-hidden />
              </Link>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
