/**
 * Writing or changing a family recipe (docs/product/capsules-scrapbooks-recipes.md "Family
 * recipes"). A new recipe can start from a pasted text: "Read the recipe" splits it into title,
 * servings, times, ingredients and steps (common/utils/recipe-text-import.ts) and fills the form
 * for the owner to check before saving. The cook can be linked to a person of the family tree.
 * Ingredients are rows of quantity (typed as "1 1/2", "½" or "2-3"), unit, item and note; steps are
 * numbered rows; both can be reordered and removed. Photos are uploaded into the vault; the cook's
 * voice is recorded here with the shared recorder, uploaded, or chosen among the vault's
 * recordings.
 */
import { ArrowDown, ArrowUp, ClipboardPaste, Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  MAX_INGREDIENTS,
  MAX_RECIPE_PHOTOS,
  MAX_STEPS,
  MAX_TAGS,
  recipeInputSchema,
  type Recipe,
  type RecipeInput,
} from '@heirloom/common/contracts/recipes';
import { formatIngredientQuantity, parseQuantity } from '@heirloom/common/utils/recipe-scaling';
import { importRecipeText } from '@heirloom/common/utils/recipe-text-import';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ChipsInput } from '../../components/ui/chips-input';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { CookPicker } from './cook-picker';
import { PhotosField, type PhotoChoice } from './photos-field';
import { useSaveRecipe } from './recipes-queries';
import { VoiceField, type VoiceChoice } from './voice-field';

interface IngredientRow {
  key: number;
  quantity: string;
  unit: string;
  item: string;
  note: string;
}

interface FormState {
  title: string;
  cookName: string;
  cookIndividualId: string | null;
  story: string;
  servings: string;
  prepMinutes: string;
  cookMinutes: string;
  ingredients: IngredientRow[];
  steps: { key: number; text: string }[];
  tags: string[];
  photos: PhotoChoice[];
  voice: VoiceChoice | null;
}

let nextKey = 0;
const key = () => ++nextKey;
const emptyIngredient = (): IngredientRow => ({ key: key(), quantity: '', unit: '', item: '', note: '' });

/** A quantity as the form shows it: "1½", "2–3". */
const quantityText = (quantity: number | null, quantity2: number | null, unit: string) =>
  quantity === null
    ? ''
    : quantity2 === null
      ? formatIngredientQuantity(quantity, unit)
      : `${formatIngredientQuantity(quantity, unit)}-${formatIngredientQuantity(quantity2, unit)}`;

function stateOf(recipe: Recipe | undefined): FormState {
  return {
    title: recipe?.title ?? '',
    cookName: recipe?.cookName ?? '',
    cookIndividualId: recipe?.cookIndividualId ?? null,
    story: recipe?.story ?? '',
    servings: String(recipe?.servings ?? 4),
    prepMinutes: recipe?.prepMinutes?.toString() ?? '',
    cookMinutes: recipe?.cookMinutes?.toString() ?? '',
    ingredients: recipe?.ingredients.length
      ? recipe.ingredients.map((line) => ({
          key: key(),
          quantity: quantityText(line.quantity, line.quantity2, line.unit),
          unit: line.unit,
          item: line.item,
          note: line.note,
        }))
      : [emptyIngredient()],
    steps: recipe?.steps.length ? recipe.steps.map((text) => ({ key: key(), text })) : [{ key: key(), text: '' }],
    tags: recipe?.tags ?? [],
    photos:
      recipe?.photos.map((photo) => ({
        itemId: photo.itemId,
        title: photo.title,
        url: photo.previewUrl,
        withheld: photo.withheld,
      })) ?? [],
    voice: recipe?.voice
      ? {
          itemId: recipe.voice.itemId,
          title: recipe.voice.title,
          url: recipe.voice.fileUrl,
          withheld: recipe.voice.withheld,
        }
      : null,
  };
}

/** The form as the API's input; an ingredient's quantity that cannot be read is an error of its row. */
function inputOf(form: FormState): { input?: RecipeInput; rowErrors: Record<number, string> } {
  const rowErrors: Record<number, string> = {};
  const ingredients = form.ingredients
    .filter((row) => row.item.trim() || row.quantity.trim())
    .map((row) => {
      const amount = parseQuantity(row.quantity);
      if (row.quantity.trim() && !amount) rowErrors[row.key] = 'Write an amount such as 2, 1 1/2, ½ or 2-3';
      return {
        quantity: amount?.quantity ?? null,
        quantity2: amount?.quantity2 ?? null,
        unit: row.unit,
        item: row.item,
        note: row.note,
      };
    });
  const minutes = (text: string) => (text.trim() ? Number(text) : null);
  return {
    rowErrors,
    input: {
      title: form.title,
      cookName: form.cookName,
      cookIndividualId: form.cookIndividualId,
      story: form.story,
      servings: Number(form.servings),
      prepMinutes: minutes(form.prepMinutes),
      cookMinutes: minutes(form.cookMinutes),
      ingredients,
      steps: form.steps.map((step) => step.text).filter((text) => text.trim()),
      tags: form.tags,
      photoItemIds: form.photos.map((photo) => photo.itemId),
      voiceItemId: form.voice?.itemId ?? null,
    },
  };
}

/** Moves the entry at `index` by `offset` (-1 up, +1 down). */
/** The text fields of an ingredient row, in order: what each holds and how it is labelled. */
const INGREDIENT_FIELDS = [
  { field: 'quantity', label: 'amount', placeholder: '1 1/2', maxLength: undefined },
  { field: 'unit', label: 'unit', placeholder: 'cups', maxLength: 40 },
  { field: 'item', label: 'what', placeholder: 'flour', maxLength: 200 },
  { field: 'note', label: 'note', placeholder: 'sifted', maxLength: 200 },
] as const;

/** Move up, move down and remove buttons of one row of a list, labelled with the row's `name`. */
function RowActions({
  name,
  onMove,
  onRemove,
  className,
}: {
  name: string;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
  className: string;
}) {
  return (
    <div className={`flex gap-1 ${className}`}>
      <Button variant="ghost" size="sm" aria-label={`Move ${name} up`} onClick={() => onMove(-1)}>
        <ArrowUp className="size-4" aria-hidden />
      </Button>
      <Button variant="ghost" size="sm" aria-label={`Move ${name} down`} onClick={() => onMove(1)}>
        <ArrowDown className="size-4" aria-hidden />
      </Button>
      <Button variant="ghost" size="sm" aria-label={`Remove ${name}`} onClick={onRemove}>
        <Trash2 className="size-4" aria-hidden />
      </Button>
    </div>
  );
}

function move<T>(list: T[], index: number, offset: number): T[] {
  const target = index + offset;
  if (target < 0 || target >= list.length) return list;
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

function PasteImport({ onRead }: { onRead: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <Card className="grid gap-3" data-testid="paste-import">
      <h2 className="flex items-center gap-2 text-xl text-ink">
        <ClipboardPaste className="size-5 text-accent" aria-hidden /> Paste a recipe
      </h2>
      <p className="text-ink-soft">
        Paste a recipe from a message, a document or a website. We split it into ingredients and steps for you to check
        below before you save.
      </p>
      <label htmlFor="recipe-paste" className="sr-only">
        The recipe's text
      </label>
      <textarea
        id="recipe-paste"
        rows={6}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="w-full rounded-xl border border-line bg-white p-4 text-base text-ink focus:border-accent"
        placeholder={'Grandma Rose’s apple pie\nServes 4\n\nIngredients\n2 1/2 cups flour\n…\n\nSteps\n1. …'}
      />
      <Button variant="secondary" className="justify-self-start" disabled={!text.trim()} onClick={() => onRead(text)}>
        Read the recipe
      </Button>
    </Card>
  );
}

export function RecipeEditor({ recipe }: { recipe?: Recipe }) {
  const navigate = useNavigate();
  const save = useSaveRecipe(recipe?.id ?? null);
  const [form, setForm] = useState<FormState>(() => stateOf(recipe));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});
  const [isImported, setIsImported] = useState(false);
  const update = (changes: Partial<FormState>) => setForm((current) => ({ ...current, ...changes }));
  const setIngredient = (index: number, changes: Partial<IngredientRow>) =>
    update({ ingredients: form.ingredients.map((row, at) => (at === index ? { ...row, ...changes } : row)) });

  const readPasted = (text: string) => {
    const imported = importRecipeText(text);
    setForm((current) => ({
      ...current,
      title: imported.title || current.title,
      story: imported.story || current.story,
      servings: imported.servings ? String(imported.servings) : current.servings,
      prepMinutes: imported.prepMinutes?.toString() ?? current.prepMinutes,
      cookMinutes: imported.cookMinutes?.toString() ?? current.cookMinutes,
      ingredients: imported.ingredients.length
        ? imported.ingredients.map((line) => ({
            key: key(),
            quantity: quantityText(line.quantity, line.quantity2, line.unit),
            unit: line.unit,
            item: line.item,
            note: line.note,
          }))
        : current.ingredients,
      steps: imported.steps.length ? imported.steps.map((text) => ({ key: key(), text })) : current.steps,
    }));
    setIsImported(true);
    toast({
      title: 'Recipe read',
      description: `${imported.ingredients.length} ingredients and ${imported.steps.length} steps. Please check them before saving.`,
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { input, rowErrors: badRows } = inputOf(form);
    setRowErrors(badRows);
    const parsed = recipeInputSchema.safeParse(input);
    const fieldErrors: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    setErrors(fieldErrors);
    if (!parsed.success || Object.keys(badRows).length > 0) return;
    try {
      const saved = await save.mutateAsync(input!);
      toast({ title: recipe ? 'Recipe saved' : 'Recipe added' });
      void navigate(`/family-recipes?recipe=${saved.id}`);
    } catch (error) {
      toast({ variant: 'destructive', title: 'The recipe was not saved', description: describeError(error) });
    }
  };

  const numberField = (id: 'servings' | 'prepMinutes' | 'cookMinutes', label: string) => (
    <FormField id={`recipe-${id}`} label={label} error={errors[id]}>
      <Input
        id={`recipe-${id}`}
        type="number"
        inputMode="numeric"
        min={id === 'servings' ? 1 : 0}
        value={form[id]}
        onChange={(event) => update({ [id]: event.target.value })}
        aria-invalid={Boolean(errors[id])}
      />
    </FormField>
  );

  return (
    <div className="grid gap-6" data-testid="recipe-editor">
      <h1 className="text-4xl text-ink">{recipe ? `Change “${recipe.title}”` : 'Add a family recipe'}</h1>
      {!recipe && <PasteImport onRead={readPasted} />}
      <form className="grid gap-6" onSubmit={(event) => void submit(event)} noValidate>
        {isImported && (
          <p role="status" className="rounded-xl bg-accent-soft px-4 py-3 text-ink">
            We filled in the recipe from your text. Check every line, then save.
          </p>
        )}
        <Card className="grid gap-4">
          <FormField id="recipe-title" label="Title" error={errors.title}>
            <Input
              id="recipe-title"
              value={form.title}
              maxLength={200}
              onChange={(event) => update({ title: event.target.value })}
              aria-invalid={Boolean(errors.title)}
            />
          </FormField>
          <FormField id="recipe-cook" label="Whose recipe is it?" error={errors.cookName}>
            <Input
              id="recipe-cook"
              value={form.cookName}
              maxLength={200}
              placeholder="Grandma Rose"
              onChange={(event) => update({ cookName: event.target.value })}
            />
          </FormField>
          <CookPicker
            value={form.cookIndividualId}
            onChange={(choice) =>
              update({
                cookIndividualId: choice.individualId,
                cookName: form.cookName.trim() ? form.cookName : choice.name,
              })
            }
          />
          <FormField id="recipe-story" label="The story behind it" error={errors.story}>
            <textarea
              id="recipe-story"
              rows={4}
              value={form.story}
              onChange={(event) => update({ story: event.target.value })}
              className="w-full rounded-xl border border-line bg-white p-4 text-base text-ink focus:border-accent"
              placeholder="She made it every Thanksgiving…"
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-3">
            {numberField('servings', 'Servings')}
            {numberField('prepMinutes', 'Preparation (minutes)')}
            {numberField('cookMinutes', 'Cooking (minutes)')}
          </div>
          <FormField id="recipe-tags" label="Tags" error={errors.tags}>
            <ChipsInput
              id="recipe-tags"
              value={form.tags}
              onChange={(tags) => update({ tags: tags.slice(0, MAX_TAGS) })}
              noun="tag"
              placeholder="Dessert, Thanksgiving…"
              maxLength={40}
            />
          </FormField>
        </Card>

        <Card className="grid gap-3">
          <h2 className="text-2xl text-ink">Ingredients</h2>
          {errors.ingredients && (
            <p role="alert" className="text-danger">
              {errors.ingredients}
            </p>
          )}
          <ol className="grid gap-3">
            {form.ingredients.map((row, index) => (
              <li
                key={row.key}
                className="grid grid-cols-2 gap-2 rounded-xl border border-line p-3 sm:grid-cols-[6rem_6rem_1fr_1fr_auto]"
              >
                {INGREDIENT_FIELDS.map(({ field, label, placeholder, maxLength }) => (
                  <Input
                    key={field}
                    aria-label={`Ingredient ${index + 1}: ${label}`}
                    value={row[field]}
                    placeholder={placeholder}
                    maxLength={maxLength}
                    onChange={(event) => setIngredient(index, { [field]: event.target.value })}
                    aria-invalid={field === 'quantity' ? Boolean(rowErrors[row.key]) : undefined}
                  />
                ))}
                <RowActions
                  className="col-span-2 justify-end sm:col-span-1"
                  name={`ingredient ${index + 1}`}
                  onMove={(offset) => update({ ingredients: move(form.ingredients, index, offset) })}
                  onRemove={() => update({ ingredients: form.ingredients.filter((_, at) => at !== index) })}
                />
                {rowErrors[row.key] && (
                  <p role="alert" className="col-span-2 text-sm text-danger sm:col-span-5">
                    {rowErrors[row.key]}
                  </p>
                )}
              </li>
            ))}
          </ol>
          <Button
            variant="secondary"
            size="sm"
            className="justify-self-start"
            disabled={form.ingredients.length >= MAX_INGREDIENTS}
            onClick={() => update({ ingredients: [...form.ingredients, emptyIngredient()] })}
          >
            <Plus className="size-4" aria-hidden /> Add an ingredient
          </Button>
        </Card>

        <Card className="grid gap-3">
          <h2 className="text-2xl text-ink">Steps</h2>
          {errors.steps && (
            <p role="alert" className="text-danger">
              {errors.steps}
            </p>
          )}
          <ol className="grid gap-3">
            {form.steps.map((step, index) => (
              <li key={step.key} className="flex items-start gap-2">
                <span className="mt-2 flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-white">
                  {index + 1}
                </span>
                <textarea
                  aria-label={`Step ${index + 1}`}
                  rows={2}
                  value={step.text}
                  onChange={(event) =>
                    update({
                      steps: form.steps.map((row, at) => (at === index ? { ...row, text: event.target.value } : row)),
                    })
                  }
                  className="min-w-0 flex-1 rounded-xl border border-line bg-white p-3 text-base text-ink focus:border-accent"
                />
                <RowActions
                  className="flex-col sm:flex-row"
                  name={`step ${index + 1}`}
                  onMove={(offset) => update({ steps: move(form.steps, index, offset) })}
                  onRemove={() => update({ steps: form.steps.filter((_, at) => at !== index) })}
                />
              </li>
            ))}
          </ol>
          <Button
            variant="secondary"
            size="sm"
            className="justify-self-start"
            disabled={form.steps.length >= MAX_STEPS}
            onClick={() => update({ steps: [...form.steps, { key: key(), text: '' }] })}
          >
            <Plus className="size-4" aria-hidden /> Add a step
          </Button>
        </Card>

        <PhotosField photos={form.photos} max={MAX_RECIPE_PHOTOS} onChange={(photos) => update({ photos })} />
        <VoiceField voice={form.voice} cookName={form.cookName} onChange={(voice) => update({ voice })} />

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
    </div>
  );
}
