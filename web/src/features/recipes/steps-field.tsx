/**
 * A recipe's steps (docs/product/capsules-scrapbooks-recipes.md "Family recipes"): numbered rows,
 * added, moved and removed here, at most MAX_STEPS. For the recipe editor in its FormProvider.
 */
import { useFieldArray, useFormContext } from 'react-hook-form';
import { MAX_STEPS } from '@heirloom/common/contracts/recipes';
import { emptyStep, type RecipeFormValues } from './recipe-form-values';
import { RowActions } from './row-actions';
import { RowsCard } from './rows-card';

export function StepsField() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<RecipeFormValues>();
  const rows = useFieldArray({ control, name: 'steps' });
  return (
    <RowsCard
      title="Steps"
      addLabel="Add a step"
      rows={rows}
      newRow={emptyStep}
      max={MAX_STEPS}
      error={errors.steps?.root?.message}
    >
      {rows.fields.map((row, index) => (
        <li key={row.id} className="flex items-start gap-2">
          <span className="mt-2 flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-white">
            {index + 1}
          </span>
          <textarea
            aria-label={`Step ${index + 1}`}
            rows={2}
            className="min-w-0 flex-1 rounded-xl border border-line bg-white p-3 text-base text-ink focus:border-accent"
            {...register(`steps.${index}.text`)}
          />
          <RowActions className="flex-col sm:flex-row" name={`step ${index + 1}`} index={index} rows={rows} />
        </li>
      ))}
    </RowsCard>
  );
}
