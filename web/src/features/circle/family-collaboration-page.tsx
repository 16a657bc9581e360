/**
 * /family-collaboration (docs/product/roles-and-access.md "Family circle"): the owner's family
 * circle — the invitation form, the members with their roles (change, remove), open invitations
 * (resend, withdraw), and the audit log. A visitor sees what a circle is and the way in.
 */
import { Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog, type Confirmation } from '../../components/ui/confirm-dialog';
import { useSession } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import { useCircle } from './circle-queries';
import { CircleAuditLog } from './circle-audit-log';
import { CircleInvitations } from './circle-invitations';
import { CircleMembers } from './circle-members';
import { CircleVisitorIntroduction } from './circle-visitor-introduction';
import { InvitationForm } from './invitation-form';

function OwnerCircle() {
  const circle = useCircle();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  if (circle.isPending) return <LoadingScreen message="Opening your family circle..." />;
  if (!circle.data) {
    return (
      <Card className="mx-auto max-w-md text-center">
        <h1 className="mb-2 text-2xl text-ink">We could not open your family circle</h1>
        <p className="mb-5 text-ink-soft">Nothing has changed. Please try again in a moment.</p>
        <Button onClick={() => void circle.refetch()}>Try again</Button>
      </Card>
    );
  }
  const { members, invitations } = circle.data;
  return (
    <>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="mb-1 text-4xl text-ink">Your family circle</h1>
          <p className="text-ink-soft">The relatives you share your memories with, and what each of them can see.</p>
        </div>
        <Link
          to="/connections"
          className="inline-flex items-center gap-2 rounded-full font-semibold text-accent underline underline-offset-4"
        >
          <Users className="size-4" aria-hidden /> Circles you belong to
        </Link>
      </div>
      <div className="grid gap-10">
        <InvitationForm />
        <CircleMembers members={members} hasInvitations={invitations.length > 0} onConfirm={setConfirmation} />
        <CircleInvitations invitations={invitations} onConfirm={setConfirmation} />
        <CircleAuditLog />
      </div>
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </>
  );
}

export function FamilyCollaborationPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const { user } = useSession();
  return user ? <OwnerCircle /> : <CircleVisitorIntroduction />;
}
