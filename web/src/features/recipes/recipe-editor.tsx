/**
 * Writing or changing a family recipe (docs/product/capsules-scrapbooks-recipes.md "Family
 * recipes"). A new recipe can start from a pasted text: "Read the recipe" splits it into title,
 * servings, times, ingredients and steps (common/utils/recipe-text-import.ts) and fills the form
 * for the owner to check before saving. Rules and sentences come from recipeInputSchema
 * (recipe-form-schema.ts); the parts: what the recipe is (recipe-details-fields.tsx), its
 * ingredients and steps, its photos, uploaded into the vault, and the cook's voice, recorded here
 * with the shared recorder, uploaded, or chosen among the vault's recordings.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { MAX_RECIPE_PHOTOS, type Recipe } from '@heirloom/common/contracts/recipes';
import { importRecipeText } from '@heirloom/common/utils/recipe-text-import';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { IngredientsField } from './ingredients-field';
import { PasteImport } from './paste-import';
import { PhotosField } from './photos-field';
import { RecipeDetailsFields } from './recipe-details-fields';
import { recipeFormSchema, recipeInputOf } from './recipe-form-schema';
import { pastedValuesOf, recipeFormValuesOf, type RecipeFormValues } from './recipe-form-values';
import { useSaveRecipe } from './recipes-queries';
import { StepsField } from './steps-field';
import { VoiceField } from './voice-field';

export function RecipeEditor({ recipe }: { recipe?: Recipe }) {
  const navigate = useNavigate();
  const save = useSaveRecipe(recipe?.id ?? null);
  const form = useForm<RecipeFormValues>({
    // The schema checks the recipe the values make; the API gets that recipe as made (raw), and
    // applies the contract itself.
    resolver: zodResolver(recipeFormSchema, undefined, { raw: true }),
    defaultValues: recipeFormValuesOf(recipe),
    // The sentences change only when the writer tries again, and the focus stays on the button.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const cookName = useWatch({ control: form.control, name: 'cookName' });
  const [isImported, setIsImported] = useState(false);

  const readPasted = (text: string) => {
    const imported = importRecipeText(text);
    const pasted = pastedValuesOf(imported);
    if (pasted.ingredients) {
      // The sentences under the rows replaced leave with them; the list's own stays until the next attempt.
      form.clearErrors(form.getValues('ingredients').map((_, index) => `ingredients.${index}` as const));
    }
    for (const [name, value] of Object.entries(pasted)) form.setValue(name as keyof RecipeFormValues, value);
    setIsImported(true);
    toast({
      title: 'Recipe read',
      description: `${imported.ingredients.length} ingredients and ${imported.steps.length} steps. Please check them before saving.`,
    });
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(recipeInputOf(values));
      toast({ title: recipe ? 'Recipe saved' : 'Recipe added' });
      void navigate(`/family-recipes?recipe=${saved.id}`);
    } catch (error) {
      toast({ variant: 'destructive', title: 'The recipe was not saved', description: describeError(error) });
    }
  });

  return (
    <div className="grid gap-6" data-testid="recipe-editor">
      <h1 className="text-4xl text-ink">{recipe ? `Change “${recipe.title}”` : 'Add a family recipe'}</h1>
      {!recipe && <PasteImport onRead={readPasted} />}
      <FormProvider {...form}>
        <form className="grid gap-6" onSubmit={(event) => void submit(event)} noValidate>
          {isImported && (
            <p role="status" className="rounded-xl bg-accent-soft px-4 py-3 text-ink">
              We filled in the recipe from your text. Check every line, then save.
            </p>
          )}
          <RecipeDetailsFields />
          <IngredientsField />
          <StepsField />
          <Controller
            control={form.control}
            name="photos"
            render={({ field }) => (
              <PhotosField photos={field.value} max={MAX_RECIPE_PHOTOS} onChange={field.onChange} />
            )}
          />
          <Controller
            control={form.control}
            name="voice"
            render={({ field }) => <VoiceField voice={field.value} cookName={cookName} onChange={field.onChange} />}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" size="lg" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : recipe ? 'Save the recipe' : 'Add the recipe'}
            </Button>
            <Button
              variant="ghost"
              size="lg"
              onClick={() => void navigate(recipe ? `/family-recipes?recipe=${recipe.id}` : '/family-recipes')}
            >
              Cancel
            </Button>
          </div>
        </form>
      </FormProvider>
    </div>
  );
}
