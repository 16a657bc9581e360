/**
 * An app page that visitors may open too: the owner's view in the app frame when signed in, an
 * introduction in the public frame otherwise (/memory-vault, /voice-recordings).
 */
import type { ReactNode } from 'react';
import { useSession } from '../../lib/auth';
import { LoadingScreen } from './loading-screen';
import { AppLayout, PublicLayout } from './page-layouts';

export function OwnerOrVisitor({ visitor, children }: { visitor: ReactNode; children: ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <LoadingScreen />;
  if (!user) return <PublicLayout>{visitor}</PublicLayout>;
  return (
    <AppLayout backLabel="Dashboard" backTo="/dashboard">
      {children}
    </AppLayout>
  );
}
