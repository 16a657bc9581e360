/**
 * What a recipe is (docs/product/capsules-scrapbooks-recipes.md "Family recipes"): its title, whose
 * it is (a name, optionally a person of the family tree, whose name fills an empty one), the story
 * behind it, servings, times and tags. For the recipe editor in its FormProvider.
 */
import { Controller, useFormContext } from 'react-hook-form';
import { MAX_TAGS } from '@heirloom/common/contracts/recipes';
import { Card } from '../../components/ui/card';
import { ChipsInput } from '../../components/ui/chips-input';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { CookPicker } from './cook-picker';
import type { RecipeFormValues } from './recipe-form-values';

/** The number fields, in order: the value each holds and its label. */
const NUMBER_FIELDS = [
  { field: 'servings', label: 'Servings' },
  { field: 'prepMinutes', label: 'Preparation (minutes)' },
  { field: 'cookMinutes', label: 'Cooking (minutes)' },
] as const;

export function RecipeDetailsFields() {
  const {
    control,
    register,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<RecipeFormValues>();
  return (
    <Card className="grid gap-4">
      <FormField id="recipe-title" label="Title" error={errors.title?.message}>
        <Input id="recipe-title" maxLength={200} aria-invalid={Boolean(errors.title)} {...register('title')} />
      </FormField>
      <FormField id="recipe-cook" label="Whose recipe is it?" error={errors.cookName?.message}>
        <Input id="recipe-cook" maxLength={200} placeholder="Grandma Rose" {...register('cookName')} />
      </FormField>
      <Controller
        control={control}
        name="cookIndividualId"
        render={({ field }) => (
          <CookPicker
            value={field.value}
            onChange={(choice) => {
              field.onChange(choice.individualId);
              if (!getValues('cookName').trim()) setValue('cookName', choice.name);
            }}
          />
        )}
      />
      <FormField id="recipe-story" label="The story behind it" error={errors.story?.message}>
        <textarea
          id="recipe-story"
          rows={4}
          className="w-full rounded-xl border border-line bg-white p-4 text-base text-ink focus:border-accent"
          placeholder="She made it every Thanksgiving…"
          {...register('story')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        {NUMBER_FIELDS.map(({ field, label }) => (
          <FormField key={field} id={`recipe-${field}`} label={label} error={errors[field]?.message}>
            <Input
              id={`recipe-${field}`}
              type="number"
              inputMode="numeric"
              min={field === 'servings' ? 1 : 0}
              aria-invalid={Boolean(errors[field])}
              {...register(field)}
            />
          </FormField>
        ))}
      </div>
      <Controller
        control={control}
        name="tags"
        render={({ field }) => (
          <FormField id="recipe-tags" label="Tags" error={errors.tags?.root?.message}>
            <ChipsInput
              id="recipe-tags"
              value={field.value}
              onChange={(tags) => field.onChange(tags.slice(0, MAX_TAGS))}
              noun="tag"
              placeholder="Dessert, Thanksgiving…"
              maxLength={40}
            />
          </FormField>
        )}
      />
    </Card>
  );
}
