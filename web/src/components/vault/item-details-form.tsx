/**
 * The owner's words about an item: title, description, date taken, people, tags, albums and, for
 * a photo with a location, whether to keep it. Rules come from vaultItemUpdateSchema.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { MapPin } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  VAULT_LIMITS,
  vaultItemUpdateSchema,
  type VaultItem,
  type VaultItemKind,
} from '@heirloom/common/contracts/vault';
import { describeError } from '../../lib/api';
import { updateVaultItem, useRefreshVault, useVaultOverview } from '../../lib/vault-queries';
import { Button } from '../ui/button';
import { ChipsInput } from '../ui/chips-input';
import { errorIdFor, FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { toast } from '../ui/use-toast';
import { SharedBadge } from './share-switch';

const fields = vaultItemUpdateSchema.shape;
const detailsFormSchema = z.object({
  title: fields.title.unwrap(),
  description: fields.description.unwrap(),
  /** A datetime-local value ("2024-07-14T15:30") in the viewer's zone, or empty. */
  takenAt: z.string(),
  people: fields.people.unwrap(),
  tags: fields.tags.unwrap(),
  albumIds: fields.albumIds.unwrap(),
  keepLocation: z.boolean(),
});
type DetailsForm = z.infer<typeof detailsFormSchema>;

/** What "takenAt" means for each kind of item. */
const DATE_LABELS: Record<VaultItemKind, string> = {
  photo: 'Date taken',
  video: 'Date filmed',
  audio: 'Date recorded',
  document: 'Date written',
};

/** An instant as a datetime-local value in the viewer's zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

const initialValues = (item: VaultItem): DetailsForm => ({
  title: item.title,
  description: item.description,
  takenAt: toLocalInput(item.takenAt),
  people: item.people,
  tags: item.tags,
  albumIds: item.albumIds,
  keepLocation: item.keepLocation,
});

export function ItemDetailsForm({ item }: { item: VaultItem }) {
  const overview = useVaultOverview().data;
  const refresh = useRefreshVault();
  const form = useForm<DetailsForm>({ resolver: zodResolver(detailsFormSchema), defaultValues: initialValues(item) });
  const { errors, isSubmitting, isDirty } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const { albumIds, ...rest } = values;
      const saved = await updateVaultItem(item.id, {
        ...rest,
        // Only the user's own albums are theirs to set: an album an item was added to as a circle's
        // editor stays as it is (and the server refuses ids of albums that are not the user's).
        ...(overview && { albumIds: albumIds.filter((id) => overview.albums.some((album) => album.id === id)) }),
        takenAt: values.takenAt ? new Date(values.takenAt).toISOString() : null,
      });
      form.reset(initialValues(saved));
      await refresh();
      toast({ title: 'Changes saved', description: saved.title });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Could not save your changes', description: describeError(error) });
    }
  });
  const albums = overview?.albums ?? [];
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Details">
      <FormField id="item-title" label="Title" error={errors.title?.message}>
        <Input
          id="item-title"
          maxLength={VAULT_LIMITS.titleLength}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? errorIdFor('item-title') : undefined}
          {...form.register('title')}
        />
      </FormField>
      <FormField id="item-description" label="Description" error={errors.description?.message}>
        <textarea
          id="item-description"
          rows={3}
          maxLength={VAULT_LIMITS.descriptionLength}
          placeholder="Who, where, and the story behind it"
          className="w-full rounded-xl border border-line bg-white p-3 text-base text-ink placeholder:text-ink-soft/80 focus:border-accent"
          {...form.register('description')}
        />
      </FormField>
      <FormField id="item-taken-at" label={DATE_LABELS[item.kind]}>
        <Input id="item-taken-at" type="datetime-local" {...form.register('takenAt')} />
      </FormField>
      <FormField id="item-people" label="People" error={errors.people?.message}>
        <Controller
          control={form.control}
          name="people"
          render={({ field }) => (
            <ChipsInput
              id="item-people"
              noun="person"
              value={field.value}
              onChange={field.onChange}
              suggestions={overview?.people}
              maxLength={VAULT_LIMITS.nameLength}
              placeholder="Type a name, then Enter"
            />
          )}
        />
      </FormField>
      <FormField id="item-tags" label="Tags" error={errors.tags?.message}>
        <Controller
          control={form.control}
          name="tags"
          render={({ field }) => (
            <ChipsInput
              id="item-tags"
              noun="tag"
              value={field.value}
              onChange={field.onChange}
              suggestions={overview?.tags}
              maxLength={VAULT_LIMITS.nameLength}
              placeholder="Summer, wedding, grandma's kitchen…"
            />
          )}
        />
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">Albums</legend>
        {albums.length === 0 ? (
          <p className="text-sm text-ink-soft">No albums yet. Create one from the Albums list of the vault.</p>
        ) : (
          <Controller
            control={form.control}
            name="albumIds"
            render={({ field }) => (
              <>
                {albums.map((album) => (
                  <label key={album.id} className="flex items-center gap-2 text-ink">
                    <input
                      type="checkbox"
                      className="size-4 accent-accent"
                      checked={field.value.includes(album.id)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...field.value, album.id]
                            : field.value.filter((id) => id !== album.id),
                        )
                      }
                    />
                    {album.name}
                    {album.sharedWithCircle && <SharedBadge label="Shared album" />}
                  </label>
                ))}
              </>
            )}
          />
        )}
      </fieldset>
      {item.kind === 'photo' && item.hasLocation && (
        <div className="grid gap-1 rounded-2xl bg-paper-deep p-4">
          <label className="flex items-center gap-2 font-semibold text-ink">
            <input type="checkbox" className="size-4 accent-accent" {...form.register('keepLocation')} />
            <MapPin className="size-4 text-accent" aria-hidden /> Keep location data
          </label>
          <p className="text-sm text-ink-soft">
            This photo records where it was taken. When it is shown or downloaded we remove that location, unless you
            choose to keep it here.
          </p>
        </div>
      )}
      <Button type="submit" disabled={isSubmitting || !isDirty} className="justify-self-start">
        {isSubmitting ? 'Saving…' : 'Save changes'}
      </Button>
    </form>
  );
}
