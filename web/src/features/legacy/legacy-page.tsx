/**
 * /legacy (docs/product/legacy-release.md): the owner's legacy plan at a glance, the owners who
 * chose the signed-in user as a legacy contact; with ?owner={id} a contact's view of that owner's
 * plan; with ?respond={token} the page behind a legacy e-mail's link (no sign-in needed).
 */
import { Link, useSearchParams } from 'react-router';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { Card } from '../../components/ui/card';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { usePageMeta } from '../../lib/page-meta';
import { ContactView } from './contact-view';
import { useChosenBy, useLegacyOverview } from './legacy-queries';
import { LegacyLinkResponse } from './legacy-link-response';
import { LegacyPlanView } from './legacy-plan-view';

function ChosenBy() {
  const chosen = useChosenBy();
  if (!chosen.data?.length) return null;
  return (
    <Card className="grid gap-3">
      <h2 className="text-2xl text-ink">People who chose you as a legacy contact</h2>
      <ul className="grid gap-2">
        {chosen.data.map((owner) => (
          <li key={owner.ownerId}>
            <Link to={`/legacy?owner=${owner.ownerId}`} className="text-accent underline">
              {owner.ownerName}
            </Link>
            {owner.isReleased && <span className="ml-2 text-sm text-ink-soft">· released</span>}
          </li>
        ))}
      </ul>
    </Card>
  );
}

function OwnPlan() {
  const overview = useLegacyOverview();
  if (overview.isPending) return <LoadingScreen message="Opening your legacy plan..." />;
  if (!overview.data) return null;
  return <LegacyPlanView overview={overview.data} />;
}

export function LegacyPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const [params] = useSearchParams();
  const token = params.get('respond');
  const ownerId = params.get('owner');
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      {token ? (
        <LegacyLinkResponse token={token} />
      ) : ownerId ? (
        <ContactView ownerId={ownerId} />
      ) : (
        <>
          <header>
            <h1 className="mb-2 text-4xl text-ink">Your legacy</h1>
            <p className="text-lg text-ink-soft">
              Everything you leave your family, and the people you trust to say when. Nothing is released early: your
              contacts must agree, and you can stop it every day of the waiting period.
            </p>
          </header>
          <ChosenBy />
          <OwnPlan />
        </>
      )}
    </div>
  );
}
