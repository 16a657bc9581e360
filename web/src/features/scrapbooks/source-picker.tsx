/** Where a first draft comes from: an album, a person of the tree, a date range or an occasion (a tag of the vault). */
import { useQuery } from '@tanstack/react-query';
import type { ScrapbookSource } from '@heirloom/common/contracts/scrapbooks';
import { Input } from '../../components/ui/input';
import { useVaultOverview } from '../../lib/vault-queries';
import { familyTreeRoutes } from '@heirloom/common/routes/family-tree';
import { routeQuery } from '../../lib/api-client';

const KINDS = [
  { kind: 'album', label: 'An album' },
  { kind: 'person', label: 'A person of the family tree' },
  { kind: 'date_range', label: 'A range of dates' },
  { kind: 'occasion', label: 'An occasion' },
] as const;

/** A source being chosen: every field kept while the kind changes. */
export interface SourceDraft {
  kind: ScrapbookSource['kind'];
  albumId: string;
  treeId: string;
  individualId: string;
  from: string;
  to: string;
  tag: string;
}

export const EMPTY_SOURCE: SourceDraft = {
  kind: 'album',
  albumId: '',
  treeId: '',
  individualId: '',
  from: '',
  to: '',
  tag: '',
};

/** The source the form holds, as the API takes it. */
export function sourceOf(draft: SourceDraft): ScrapbookSource {
  switch (draft.kind) {
    case 'album':
      return { kind: 'album', albumId: draft.albumId };
    case 'person':
      return { kind: 'person', individualId: draft.individualId };
    case 'date_range':
      return { kind: 'date_range', from: draft.from, to: draft.to };
    case 'occasion':
      return { kind: 'occasion', tag: draft.tag };
  }
}

const selectClass = 'h-11 w-full rounded-xl border border-line bg-white px-3 text-base text-ink';

export function SourcePicker({ value, onChange }: { value: SourceDraft; onChange: (next: SourceDraft) => void }) {
  const overview = useVaultOverview();
  const trees = useQuery(routeQuery(familyTreeRoutes.list));
  const tree = useQuery({
    ...routeQuery(familyTreeRoutes.read, { params: { treeId: value.treeId || 'none' } }),
    enabled: value.kind === 'person' && value.treeId !== '',
  });
  const set = (patch: Partial<SourceDraft>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-lg font-semibold text-ink">Make it from</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {KINDS.map(({ kind, label }) => (
          <label key={kind} className="flex items-center gap-2 text-ink">
            <input
              type="radio"
              name="source-kind"
              checked={value.kind === kind}
              onChange={() => set({ kind })}
              className="size-4"
            />
            {label}
          </label>
        ))}
      </div>
      {value.kind === 'album' && (
        <label className="grid gap-1 text-sm text-ink">
          Album
          <select className={selectClass} value={value.albumId} onChange={(e) => set({ albumId: e.target.value })}>
            <option value="">Choose an album</option>
            {(overview.data?.albums ?? []).map((album) => (
              <option key={album.id} value={album.id}>
                {album.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {value.kind === 'person' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="grid gap-1 text-sm text-ink">
            Family tree
            <select
              className={selectClass}
              value={value.treeId}
              onChange={(e) => set({ treeId: e.target.value, individualId: '' })}
            >
              <option value="">Choose a tree</option>
              {(trees.data ?? []).map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-sm text-ink">
            Person
            <select
              className={selectClass}
              value={value.individualId}
              onChange={(e) => set({ individualId: e.target.value })}
            >
              <option value="">Choose a person</option>
              {(tree.data?.individuals ?? []).map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name || 'Unnamed'}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {value.kind === 'date_range' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="grid gap-1 text-sm text-ink">
            From
            <Input type="date" value={value.from} onChange={(e) => set({ from: e.target.value })} />
          </label>
          <label className="grid gap-1 text-sm text-ink">
            To
            <Input type="date" value={value.to} onChange={(e) => set({ to: e.target.value })} />
          </label>
        </div>
      )}
      {value.kind === 'occasion' && (
        <label className="grid gap-1 text-sm text-ink">
          Occasion (a tag of your vault)
          <Input
            list="occasion-tags"
            value={value.tag}
            placeholder="Wedding"
            onChange={(e) => set({ tag: e.target.value })}
          />
          <datalist id="occasion-tags">
            {(overview.data?.tags ?? []).map((tag) => (
              <option key={tag} value={tag} />
            ))}
          </datalist>
        </label>
      )}
    </fieldset>
  );
}
