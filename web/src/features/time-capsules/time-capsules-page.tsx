/**
 * /time-capsules (docs/product/capsules-scrapbooks-recipes.md "Time capsules"): the signed-in
 * user's capsules with their countdowns and the form for a new one; `?capsule=<id>` one capsule
 * (fill, seal, the sealed view, the opening); `?open=<token>` an opened capsule by a recipient's
 * e-mailed link, without an account. A visitor sees what a capsule is and the way in.
 */
import { useSearchParams } from 'react-router';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { useSession } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import { CapsuleDetail } from './capsule-detail';
import { CapsuleList } from './capsule-list';
import { CapsulesIntroduction } from './capsules-introduction';
import { OpenedByLink } from './opened-by-link';

export function TimeCapsulesPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const [search] = useSearchParams();
  const { user } = useSession();
  const token = search.get('open');
  const capsuleId = search.get('capsule');
  let content;
  if (token) content = <OpenedByLink token={token} />;
  else if (!user)
    content = <CapsulesIntroduction returnUrl={capsuleId ? `/time-capsules?capsule=${capsuleId}` : '/time-capsules'} />;
  else if (capsuleId) content = <CapsuleDetail id={capsuleId} />;
  else content = <CapsuleList />;
  return <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">{content}</div>;
}
