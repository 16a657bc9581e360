/**
 * The admin routes (SPEC.md §2 "Admin panel", §4, §6): "Loading admin panel..." while the session
 * is checked; a non-admin gets the destructive "Access Denied" toast and is sent to /. The server
 * decides who is admin (PRODUCT.md); this screen only follows its answer. The panel's tabs come
 * with their own issue.
 */
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { toast } from '../../components/ui/use-toast';
import { useSession } from '../../lib/auth';
import { CataloguePage } from './catalogue-page';

export function AdminPage({ page }: { page: PageDefinition }) {
  const { user, isLoading } = useSession();
  const isAdmin = user?.role === 'admin';
  useEffect(() => {
    if (!isLoading && !isAdmin) {
      toast({
        variant: 'destructive',
        title: 'Access Denied',
        description: "You don't have permission to access this area.",
      });
    }
  }, [isLoading, isAdmin]);
  if (isLoading) return <LoadingScreen message="Loading admin panel..." />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return <CataloguePage page={page} />;
}
