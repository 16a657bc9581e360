/**
 * /family-invitations (docs/product/roles-and-access.md "Family circle"): with ?token=… (the link
 * in the invitation e-mail), what that link invites to, and Accept — visitors sign in or sign up
 * first and come back here; without a token, the invitations waiting for the signed-in user's
 * e-mail.
 */
import { useSearchParams } from 'react-router';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { usePageMeta } from '../../lib/page-meta';
import { InvitationByToken } from './invitation-by-token';
import { ReceivedInvitations } from './received-invitations';

export function FamilyInvitationsPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <InvitationByToken token={token} /> : <ReceivedInvitations />;
}
