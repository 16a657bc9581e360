/**
 * The form for a new time capsule, and for changing a draft
 * (docs/product/capsules-scrapbooks-recipes.md "Time capsules"): title, the opening — a date and
 * time in the owner's time zone, or "when Maya turns 18" from a birth date in the family tree —
 * recipients (anyone by e-mail, or a member of the circle), contributors (members of the circle),
 * and "owner may look", chosen now because it cannot change once sealed. Rules and sentences come
 * from timeCapsuleInputSchema (capsule-form-schema.ts); a server refusal shows under the form.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { TimeCapsuleSummary } from '@heirloom/common/contracts/time-capsules';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { CapsuleContributorsField } from './capsule-contributors-field';
import { capsuleFormSchema } from './capsule-form-schema';
import { capsuleFormValuesOf, type CapsuleFormValues } from './capsule-form-values';
import { CapsuleOpeningFields } from './capsule-opening-fields';
import { CapsuleRecipientsField } from './capsule-recipients-field';
import { useCreateCapsule, useUpdateCapsule } from './time-capsules-queries';

/** A new capsule, or the draft `capsule` to change (its owner's). */
export function CapsuleForm({ onDone, capsule }: { onDone: () => void; capsule?: TimeCapsuleSummary }) {
  const create = useCreateCapsule();
  const update = useUpdateCapsule(capsule?.id ?? '');
  const save = capsule ? update : create;
  const navigate = useNavigate();
  const form = useForm<CapsuleFormValues, unknown, z.output<typeof capsuleFormSchema>>({
    resolver: zodResolver(capsuleFormSchema),
    defaultValues: capsuleFormValuesOf(capsule),
    // The sentences change only when the owner tries again, and the focus stays on the button.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync(input);
      toast(
        capsule
          ? { title: 'Time capsule saved', description: 'Your changes are kept until you seal it.' }
          : { title: 'Time capsule created', description: 'Add letters, photos and recordings, then seal it.' },
      );
      onDone();
      if (!capsule) void navigate(`/time-capsules?capsule=${saved.id}`);
    } catch (error) {
      form.setError('root', { message: describeError(error) });
    }
  });

  return (
    <Card className="mb-8">
      <FormProvider {...form}>
        <form onSubmit={(event) => void submit(event)} className="grid gap-5" noValidate>
          <h2 className="text-2xl text-ink">{capsule ? 'Change this time capsule' : 'A new time capsule'}</h2>
          <FormField id="capsule-title" label="Title" error={errors.title?.message}>
            <Input id="capsule-title" placeholder="For Maya at 18" {...form.register('title')} />
          </FormField>
          <CapsuleOpeningFields />
          <CapsuleRecipientsField />
          <CapsuleContributorsField />
          <label className="flex items-start gap-3 text-ink">
            <input type="checkbox" className="mt-1 size-5 accent-accent" {...form.register('ownerMayLook')} />
            <span>
              <span className="font-semibold">Let me look inside while it is sealed</span>
              <span className="block text-sm text-ink-soft">
                Otherwise nobody, not even you, can read it until it opens. This cannot be changed after sealing.
              </span>
            </span>
          </label>
          {errors.root?.message && (
            <p role="alert" className="text-sm font-medium text-danger">
              {errors.root.message}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={save.isPending}>
              {capsule
                ? save.isPending
                  ? 'Saving...'
                  : 'Save changes'
                : save.isPending
                  ? 'Creating...'
                  : 'Create time capsule'}
            </Button>
            <Button type="button" variant="secondary" onClick={onDone}>
              Cancel
            </Button>
          </div>
        </form>
      </FormProvider>
    </Card>
  );
}
