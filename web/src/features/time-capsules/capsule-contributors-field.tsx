/**
 * Who may add to a capsule until it is sealed (docs/product/capsules-scrapbooks-recipes.md "Time
 * capsules"): a box per member of the owner's circle, or a word on inviting relatives when there
 * is nobody yet. For the capsule form in its FormProvider.
 */
import { Controller, useFormContext } from 'react-hook-form';
import type { CapsuleFormValues } from './capsule-form-values';
import { useCircleForCapsules } from './time-capsules-queries';

export function CapsuleContributorsField() {
  const {
    control,
    formState: { errors },
  } = useFormContext<CapsuleFormValues>();
  const members = useCircleForCapsules().data?.members ?? [];
  const listError = errors.contributorIds?.root?.message;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-semibold text-ink">
        Contributors: who may add to it until it is sealed
      </legend>
      {members.length === 0 ? (
        <p className="text-sm text-ink-soft">Invite relatives to your family circle to fill a capsule together.</p>
      ) : (
        <Controller
          control={control}
          name="contributorIds"
          render={({ field: { value: ids, onChange } }) => (
            <>
              {members.map((member) => (
                <label key={member.userId} className="flex items-center gap-3 text-ink">
                  <input
                    type="checkbox"
                    className="size-5 accent-accent"
                    checked={ids.includes(member.userId)}
                    onChange={(event) =>
                      onChange(
                        event.target.checked ? [...ids, member.userId] : ids.filter((id) => id !== member.userId),
                      )
                    }
                  />
                  {member.name} <span className="text-sm text-ink-soft">{member.email}</span>
                </label>
              ))}
            </>
          )}
        />
      )}
      {listError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {listError}
        </p>
      )}
    </fieldset>
  );
}
