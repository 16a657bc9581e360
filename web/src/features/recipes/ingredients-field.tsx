/**
 * A recipe's ingredients (docs/product/capsules-scrapbooks-recipes.md "Family recipes"): rows of
 * amount (typed as "1 1/2", "½" or "2-3"), unit, item and note, added, moved and removed here, at
 * most MAX_INGREDIENTS; an amount that cannot be read is said under its row. For the recipe editor
 * in its FormProvider.
 */
import { useFieldArray, useFormContext } from 'react-hook-form';
import { MAX_INGREDIENTS } from '@heirloom/common/contracts/recipes';
import { Input } from '../../components/ui/input';
import { emptyIngredient, type RecipeFormValues } from './recipe-form-values';
import { RowActions } from './row-actions';
import { RowsCard } from './rows-card';

/** The text fields of an ingredient row, in order: what each holds and how it is labelled. */
const INGREDIENT_FIELDS = [
  { field: 'quantity', label: 'amount', placeholder: '1 1/2', maxLength: undefined },
  { field: 'unit', label: 'unit', placeholder: 'cups', maxLength: 40 },
  { field: 'item', label: 'what', placeholder: 'flour', maxLength: 200 },
  { field: 'note', label: 'note', placeholder: 'sifted', maxLength: 200 },
] as const;

export function IngredientsField() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<RecipeFormValues>();
  const rows = useFieldArray({ control, name: 'ingredients' });
  return (
    <RowsCard
      title="Ingredients"
      addLabel="Add an ingredient"
      rows={rows}
      newRow={emptyIngredient}
      max={MAX_INGREDIENTS}
      error={errors.ingredients?.root?.message}
    >
      {rows.fields.map((row, index) => {
        const amountError = errors.ingredients?.[index]?.quantity?.message;
        return (
          <li
            key={row.id}
            className="grid grid-cols-2 gap-2 rounded-xl border border-line p-3 sm:grid-cols-[6rem_6rem_1fr_1fr_auto]"
          >
            {INGREDIENT_FIELDS.map(({ field, label, placeholder, maxLength }) => (
              <Input
                key={field}
                aria-label={`Ingredient ${index + 1}: ${label}`}
                placeholder={placeholder}
                maxLength={maxLength}
                aria-invalid={field === 'quantity' ? Boolean(amountError) : undefined}
                {...register(`ingredients.${index}.${field}`)}
              />
            ))}
            <RowActions
              className="col-span-2 justify-end sm:col-span-1"
              name={`ingredient ${index + 1}`}
              index={index}
              rows={rows}
            />
            {amountError && (
              <p role="alert" className="col-span-2 text-sm text-danger sm:col-span-5">
                {amountError}
              </p>
            )}
          </li>
        );
      })}
    </RowsCard>
  );
}
