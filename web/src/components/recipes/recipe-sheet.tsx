/**
 * What a recipe says, as a member or a share link's visitor reads it
 * (docs/product/capsules-scrapbooks-recipes.md "Family recipes"; shared by /family-recipes and
 * /shared/{token}): the cook's voice, the photos, the servings with a control that scales every
 * quantity (converted sensibly by common/utils/recipe-scaling.ts: 2 tsp for 4 is 1 tbsp for 6), the
 * ingredients and the numbered steps.
 */
import { Clock, Minus, Mic, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { MAX_SERVINGS, type RecipeContent } from '@heirloom/common/contracts/recipes';
import { formatIngredient, scaleIngredient } from '@heirloom/common/utils/recipe-scaling';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { WithheldItem } from '../vault/withheld-item';

/** "1 h 10 min", "45 min". */
export const formatMinutes = (minutes: number) =>
  minutes >= 60 ? `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}` : `${minutes} min`;

function ServingsControl({
  servings,
  original,
  onChange,
}: {
  servings: number;
  original: number;
  onChange: (value: number) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3" role="group" aria-label="Servings">
      <span className="flex items-center gap-2 font-semibold text-ink">
        <Users className="size-5 text-accent" aria-hidden /> Servings
      </span>
      <Button
        variant="secondary"
        size="sm"
        aria-label="Fewer servings"
        disabled={servings <= 1}
        onClick={() => onChange(servings - 1)}
      >
        <Minus className="size-4" aria-hidden />
      </Button>
      <output className="min-w-8 text-center text-xl text-ink" aria-live="polite" data-testid="servings">
        {servings}
      </output>
      <Button
        variant="secondary"
        size="sm"
        aria-label="More servings"
        disabled={servings >= MAX_SERVINGS}
        onClick={() => onChange(servings + 1)}
      >
        <Plus className="size-4" aria-hidden />
      </Button>
      {servings !== original && (
        <button type="button" className="text-sm text-ink-soft underline" onClick={() => onChange(original)}>
          Back to {original} (as written)
        </button>
      )}
    </div>
  );
}

export function RecipeSheet({ recipe }: { recipe: RecipeContent }) {
  const [servings, setServings] = useState(recipe.servings);
  const factor = servings / recipe.servings;
  const facts = [
    recipe.prepMinutes !== null ? `Prep ${formatMinutes(recipe.prepMinutes)}` : '',
    recipe.cookMinutes !== null ? `Cook ${formatMinutes(recipe.cookMinutes)}` : '',
  ].filter(Boolean);
  return (
    <div className="grid gap-6">
      {recipe.voice && (
        <Card className="grid gap-2 bg-accent-soft/40" data-testid="recipe-voice">
          <h2 className="flex items-center gap-2 text-lg text-ink">
            <Mic className="size-5 text-accent" aria-hidden />{' '}
            {recipe.cookName ? `${recipe.cookName}’s voice` : 'The cook’s voice'}
          </h2>
          {recipe.voice.fileUrl ? (
            <>
              <p className="text-sm text-ink-soft">{recipe.voice.title}</p>
              <audio
                controls
                preload="metadata"
                src={recipe.voice.fileUrl}
                className="w-full"
                aria-label={`Play ${recipe.voice.title}`}
              />
            </>
          ) : (
            <WithheldItem line={recipe.voice.withheld ?? ''} />
          )}
        </Card>
      )}
      {recipe.photos.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {recipe.photos.map((photo) => (
            <li key={photo.itemId}>
              {photo.withheld ? (
                <WithheldItem line={photo.withheld} className="aspect-[4/3] w-full rounded-2xl" />
              ) : (
                <img
                  src={photo.previewUrl ?? photo.fileUrl ?? undefined}
                  alt={photo.title}
                  className="aspect-[4/3] w-full rounded-2xl object-cover"
                  loading="lazy"
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {recipe.story && (
        <p className="font-serif text-lg leading-relaxed whitespace-pre-wrap text-ink">{recipe.story}</p>
      )}
      <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section className="grid content-start gap-4" aria-labelledby="ingredients-heading">
          <h2 id="ingredients-heading" className="text-2xl text-ink">
            Ingredients
          </h2>
          <ServingsControl servings={servings} original={recipe.servings} onChange={setServings} />
          {facts.length > 0 && (
            <p className="flex items-center gap-2 text-sm text-ink-soft">
              <Clock className="size-4" aria-hidden /> {facts.join(' · ')}
            </p>
          )}
          {recipe.ingredients.length === 0 ? (
            <p className="text-ink-soft">No ingredients written down yet.</p>
          ) : (
            <ul className="grid gap-2" data-testid="ingredients">
              {recipe.ingredients.map((ingredient, index) => {
                const scaled = scaleIngredient(ingredient, factor);
                return (
                  <li key={index} className="flex gap-2 text-ink">
                    <span aria-hidden className="text-accent">
                      •
                    </span>
                    <span>{formatIngredient(scaled)}</span>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <section className="grid content-start gap-4" aria-labelledby="steps-heading">
          <h2 id="steps-heading" className="text-2xl text-ink">
            Steps
          </h2>
          {recipe.steps.length === 0 ? (
            <p className="text-ink-soft">No steps written down yet.</p>
          ) : (
            <ol className="grid gap-4">
              {recipe.steps.map((step, index) => (
                <li key={index} className="flex gap-3 text-ink">
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-white">
                    {index + 1}
                  </span>
                  <span className="pt-0.5 leading-relaxed">{step}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </div>
  );
}
