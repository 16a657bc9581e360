/**
 * The family's recipes: search by title, ingredient or cook, a tag filter, an empty state that
 * explains what to do, cards with the cover photo, the cook, the time and whether the cook's voice
 * is there; tick recipes to print them as a family cookbook.
 */
import { ChefHat, Clock, Mic, Plus, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { formatMinutes } from '../../components/recipes/recipe-sheet';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { cn } from '../../lib/cn';
import { CookbookPanel } from './cookbook-panel';
import { useRecipes } from './recipes-queries';

export function RecipeList() {
  const [q, setQ] = useState('');
  const [tag, setTag] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const recipes = useRecipes({ q, tag });
  const everything = useRecipes({ q: '', tag: '' });
  const tags = useMemo(
    () => [...new Set((everything.data ?? []).flatMap((recipe) => recipe.tags))].sort((a, b) => a.localeCompare(b)),
    [everything.data],
  );
  const isEmpty = everything.data?.length === 0;
  return (
    <div className="grid gap-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl text-ink sm:text-5xl">Family recipes</h1>
          <p className="mt-2 text-lg text-ink-soft">
            The dishes that taste like home, in the cook's own words and voice.
          </p>
        </div>
        <Link to="/family-recipes?new=1" className={buttonClasses('primary', 'lg')}>
          <Plus className="size-5" aria-hidden /> Add a recipe
        </Link>
      </header>
      {everything.isPending ? (
        <LoadingScreen message="Opening the recipes..." />
      ) : isEmpty ? (
        <Card className="grid justify-items-center gap-3 p-8 text-center" data-testid="recipes-empty">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-accent-soft text-accent">
            <ChefHat className="size-7" aria-hidden />
          </span>
          <h2 className="text-2xl text-ink">No recipes yet</h2>
          <p className="max-w-md text-ink-soft">
            Start with the one everybody asks for. Paste it from a message or type it in, then ask the cook to record a
            few words about it.
          </p>
          <Link to="/family-recipes?new=1" className={buttonClasses('primary')}>
            Add the first recipe
          </Link>
        </Card>
      ) : (
        <>
          <div className="grid gap-3">
            <label htmlFor="recipe-search" className="sr-only">
              Search recipes
            </label>
            <div className="relative">
              <Search className="pointer-events-none absolute top-3 left-3 size-5 text-ink-soft" aria-hidden />
              <Input
                id="recipe-search"
                type="search"
                value={q}
                onChange={(event) => setQ(event.target.value)}
                placeholder="Search by dish, ingredient or cook"
                className="pl-10"
              />
            </div>
            {tags.length > 0 && (
              <div className="flex flex-wrap gap-2" role="group" aria-label="Filter by tag">
                {['', ...tags].map((name) => (
                  <button
                    key={name || 'all'}
                    type="button"
                    aria-pressed={tag === name}
                    onClick={() => setTag(name)}
                    className={cn(
                      'rounded-full border px-3 py-1 text-sm',
                      tag === name ? 'border-accent bg-accent text-white' : 'border-line bg-white text-ink',
                    )}
                  >
                    {name || 'All'}
                  </button>
                ))}
              </div>
            )}
          </div>
          {recipes.data?.length === 0 ? (
            <p className="text-ink-soft" role="status">
              No recipe matches. Try another word or tag.
            </p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2" data-testid="recipe-list">
              {recipes.data?.map((recipe) => (
                <li key={recipe.id}>
                  <Card className="flex h-full gap-4 p-4">
                    {recipe.coverUrl ? (
                      <img src={recipe.coverUrl} alt="" className="size-24 shrink-0 rounded-xl object-cover" />
                    ) : (
                      <span className="flex size-24 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
                        <ChefHat className="size-8" aria-hidden />
                      </span>
                    )}
                    <div className="grid min-w-0 flex-1 content-start gap-1">
                      <Link
                        to={`/family-recipes?recipe=${recipe.id}`}
                        className="text-xl break-words text-ink hover:underline"
                      >
                        {recipe.title}
                      </Link>
                      {recipe.cookName && <p className="text-sm text-ink-soft">From {recipe.cookName}</p>}
                      <p className="flex flex-wrap items-center gap-3 text-sm text-ink-soft">
                        <span>Serves {recipe.servings}</span>
                        {recipe.totalMinutes !== null && (
                          <span className="flex items-center gap-1">
                            <Clock className="size-4" aria-hidden /> {formatMinutes(recipe.totalMinutes)}
                          </span>
                        )}
                        {recipe.hasVoice && (
                          <span className="flex items-center gap-1 text-accent">
                            <Mic className="size-4" aria-hidden /> Voice
                          </span>
                        )}
                      </p>
                      <label className="mt-1 flex items-center gap-2 text-sm text-ink">
                        <input
                          type="checkbox"
                          checked={chosen.includes(recipe.id)}
                          onChange={(event) =>
                            setChosen((list) =>
                              event.target.checked ? [...list, recipe.id] : list.filter((id) => id !== recipe.id),
                            )
                          }
                          className="size-4"
                        />
                        In the cookbook
                      </label>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          )}
          <CookbookPanel recipeIds={chosen} onClear={() => setChosen([])} />
        </>
      )}
    </div>
  );
}
