/**
 * /voice-ancestry, voice ancestry: an interactive family tree with photos and voice recordings
 * (docs/product/family-tree.md "A person's page", "The family's voices"): with `?person={id}` a
 * person's page, without it the family's voices by generation; visitors read what it is and are
 * invited in.
 */
import { useSearchParams } from 'react-router';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { useSession } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import { FamilyVoicesView } from './family-voices';
import { PersonView } from './person-view';
import { VoiceAncestryIntroduction } from './voice-ancestry-introduction';

export function VoiceAncestryPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const { user } = useSession();
  const [search] = useSearchParams();
  const personId = search.get('person');
  if (!user) return <VoiceAncestryIntroduction />;
  return personId ? <PersonView key={personId} personId={personId} /> : <FamilyVoicesView />;
}
