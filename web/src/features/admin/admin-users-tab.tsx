/**
 * The Users tab (docs/product/admin.md "Users tab"): search by e-mail or username, a page at a
 * time; each row shows username, e-mail, plan ("free" when empty) and the date joined, with View,
 * Send a password reset (an e-mailed link), Suspend/Restore and Delete (asked first).
 */
import { useState } from 'react';
import type { AdminUser } from '@heirloom/common/contracts/admin';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog, type Confirmation } from '../../components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { sendPasswordReset, useAdminUsers, useDeleteUser, useSetSuspended } from './admin-queries';
import { formatDate } from '../../lib/reader-dates';

/** An empty plan is shown as "free". */
const planOf = (user: AdminUser) => user.subscriptionPlan || 'free';

function UserDetails({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      {user && (
        <DialogContent>
          <DialogTitle className="mb-1 text-2xl text-ink">{user.username}</DialogTitle>
          <DialogDescription className="mb-4 text-ink-soft">{user.email}</DialogDescription>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="font-semibold text-ink-soft">Plan</dt>
            <dd>{planOf(user)}</dd>
            <dt className="font-semibold text-ink-soft">Role</dt>
            <dd>{user.role}</dd>
            <dt className="font-semibold text-ink-soft">Joined</dt>
            <dd>{formatDate(user.createdAt, 'short-day')}</dd>
            <dt className="font-semibold text-ink-soft">Status</dt>
            <dd>{user.isSuspended ? 'Suspended' : 'Active'}</dd>
            <dt className="font-semibold text-ink-soft">Id</dt>
            <dd className="break-all font-mono text-xs">{user.id}</dd>
          </dl>
          <Button variant="secondary" className="mt-6" onClick={onClose}>
            Close
          </Button>
        </DialogContent>
      )}
    </Dialog>
  );
}

export function AdminUsersTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [viewed, setViewed] = useState<AdminUser | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const { data, isPending } = useAdminUsers(search.trim(), page);
  const setSuspended = useSetSuspended();
  const deleteUser = useDeleteUser();
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const toggleSuspension = async (user: AdminUser) => {
    try {
      await setSuspended.mutateAsync({ id: user.id, isSuspended: !user.isSuspended });
      toast({ title: user.isSuspended ? 'User restored' : 'User suspended', description: user.email });
    } catch (error) {
      toast({ variant: 'destructive', title: 'That did not work', description: describeError(error) });
    }
  };
  const sendReset = async (user: AdminUser) => {
    try {
      const answer = await sendPasswordReset(user.id);
      toast({ title: `Password reset sent to ${user.email}`, description: answer.message });
    } catch (error) {
      toast({ variant: 'destructive', title: 'The reset was not sent', description: describeError(error) });
    }
  };
  const askDelete = (user: AdminUser) =>
    setConfirmation({
      title: `Delete ${user.email}?`,
      description:
        'Their account, messages, memories and family tree are deleted for good and cannot be recovered. Messages they scheduled will not be delivered.',
      confirmLabel: 'Delete user',
      done: 'User deleted',
      run: () => deleteUser.mutateAsync(user.id),
    });

  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-2xl text-ink">Users</h2>
        <label className="grid w-full gap-1 text-sm font-semibold text-ink sm:w-72">
          Search users
          <Input
            type="search"
            value={search}
            placeholder="E-mail or username"
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </label>
      </div>
      {isPending ? (
        <p className="text-ink-soft">Loading users…</p>
      ) : !data || data.users.length === 0 ? (
        <p className="text-ink-soft">{search ? `No user matches “${search}”.` : 'No users yet.'}</p>
      ) : (
        <ul aria-label="Users" className="divide-y divide-line">
          {data.users.map((user) => (
            <li key={user.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
              <div className="min-w-0 flex-1 basis-56">
                <p className="truncate font-semibold text-ink">
                  {user.username}
                  {user.role === 'admin' && <span className="ml-2 text-xs text-accent">admin</span>}
                  {user.isSuspended && <span className="ml-2 text-xs text-danger">suspended</span>}
                </p>
                <p className="truncate text-sm text-ink-soft">{user.email}</p>
              </div>
              <span className="rounded-full bg-paper-deep px-2.5 py-0.5 text-xs font-semibold text-ink-soft">
                {planOf(user)}
              </span>
              <span className="w-28 text-sm text-ink-soft">{formatDate(user.createdAt, 'short-day')}</span>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="ghost" onClick={() => setViewed(user)} aria-label={`View ${user.email}`}>
                  View
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => void sendReset(user)}
                  aria-label={`Send a password reset to ${user.email}`}
                >
                  Password reset
                </Button>
                {user.role !== 'admin' && (
                  <>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => void toggleSuspension(user)}
                      aria-label={`${user.isSuspended ? 'Restore' : 'Suspend'} ${user.email}`}
                    >
                      {user.isSuspended ? 'Restore' : 'Suspend'}
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      onClick={() => askDelete(user)}
                      aria-label={`Delete ${user.email}`}
                    >
                      Delete
                    </Button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {data && data.total > data.pageSize && (
        <nav aria-label="Pages of users" className="flex items-center justify-between gap-3">
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span className="text-sm text-ink-soft">
            Page {page} of {pageCount} · {data.total} users
          </span>
          <Button size="sm" variant="secondary" disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
      <UserDetails user={viewed} onClose={() => setViewed(null)} />
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </Card>
  );
}
