/**
 * The dashboard's family recipes: the first few with their cook and whether the
 * cook's voice is kept with them, or the way to write a first one.
 */
import { ChefHat, Mic } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { recipeRoutes } from '@heirloom/common/routes/recipes';
import { routeQuery } from '../../lib/api-client';

/** How many recipes the dashboard lists. */
const SHOWN = 3;

export function RecipesSummary() {
  const recipes = useQuery(routeQuery(recipeRoutes.list));
  if (recipes.isPending) return null;
  const shown = (recipes.data ?? []).slice(0, SHOWN);
  return (
    <section className="mb-8 rounded-2xl bg-paper-deep p-4 text-ink" data-testid="recipes-summary">
      <h2 className="mb-2 flex items-center gap-2 text-lg font-semibold">
        <ChefHat className="size-5 text-accent" aria-hidden /> Family recipes
      </h2>
      {shown.length === 0 ? (
        <p className="mb-2">No recipe yet. Keep one in the cook’s own words, with their voice telling it.</p>
      ) : (
        <ul className="mb-2 grid gap-1">
          {shown.map((recipe) => (
            <li key={recipe.id} className="flex flex-wrap items-center justify-between gap-x-4">
              <Link to={`/family-recipes?recipe=${recipe.id}`} className="font-semibold underline underline-offset-4">
                {recipe.title}
              </Link>
              <span className="flex items-center gap-1 text-sm text-ink-soft">
                {recipe.cookName && `${recipe.cookName}’s`}
                {recipe.hasVoice && (
                  <>
                    <Mic className="size-4 text-accent" aria-hidden />
                    <span className="sr-only">, with the cook’s voice</span>
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to="/family-recipes" className="font-semibold text-accent underline">
        {shown.length === 0 ? 'Write a family recipe' : 'See your family recipes'}
      </Link>
    </section>
  );
}
