/**
 * Branch-scoped access (docs/product/family-tree.md "Branch-scoped access"), for the tree's owner
 * on a person's page: limit a member of the family circle to this person's branch — their ancestors
 * and descendants, to N generations each way — or lift a limit. A limited member sees nothing else
 * of the tree.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { circleRoutes } from '@heirloom/common/routes/circle';
import { BRANCH_MAX_GENERATIONS, type PersonPage } from '@heirloom/common/contracts/tree-voices';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { routeQuery } from '../../lib/api-client';
import { branchScopesAddress, clearBranchScope, saveBranchScope, useBranchScopes } from './voice-ancestry-queries';

export function BranchAccessPanel({ page }: { page: PersonPage }) {
  const queryClient = useQueryClient();
  const circle = useQuery(routeQuery(circleRoutes.overview));
  const scopes = useBranchScopes(page.treeId, true);
  const [memberId, setMemberId] = useState('');
  const [generations, setGenerations] = useState(3);
  const members = (circle.data?.members ?? []).filter((member) => member.role === 'editor' || member.role === 'viewer');
  const nameOf = (id: string) => members.find((member) => member.userId === id)?.name ?? 'A former member';
  const refresh = () => queryClient.invalidateQueries({ queryKey: [branchScopesAddress(page.treeId)] });
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      await refresh();
      toast({ title: done });
    } catch (error) {
      toast({ title: 'Could not change the access', description: describeError(error), variant: 'destructive' });
    }
  };
  const name = page.individual.givenNames || 'this person';
  return (
    <div className="grid gap-4">
      {members.length === 0 ? (
        <p className="text-ink-soft">
          Invite relatives to your family circle first; then you can limit one to a branch.
        </p>
      ) : (
        <form
          className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            if (!memberId) return;
            void run(
              () => saveBranchScope(page.treeId, memberId, { rootIndividualId: page.individual.id, generations }),
              `${nameOf(memberId)} now sees ${name}'s branch only`,
            );
          }}
        >
          <FormField id="branch-member" label="Circle member">
            <select
              id="branch-member"
              value={memberId}
              onChange={(event) => setMemberId(event.target.value)}
              className="h-11 w-full rounded-2xl border border-line bg-white px-3 text-ink"
            >
              <option value="">Choose a member…</option>
              {members.map((member) => (
                <option key={member.userId} value={member.userId}>
                  {member.name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="branch-generations" label="Generations each way">
            <Input
              id="branch-generations"
              type="number"
              min={1}
              max={BRANCH_MAX_GENERATIONS}
              value={generations}
              onChange={(event) => setGenerations(Number(event.target.value))}
            />
          </FormField>
          <Button type="submit" disabled={!memberId}>
            Limit to this branch
          </Button>
        </form>
      )}
      {(scopes.data ?? []).length > 0 && (
        <ul className="grid gap-2">
          {scopes.data!.map((scope) => (
            <li
              key={scope.memberId}
              className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-paper-deep px-4 py-2"
            >
              <span className="text-ink">
                {nameOf(scope.memberId)} sees {scope.rootName}'s branch, {scope.generations} generation
                {scope.generations === 1 ? '' : 's'} each way
              </span>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void run(() => clearBranchScope(page.treeId, scope.memberId), 'The limit is lifted')}
              >
                Lift the limit
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
