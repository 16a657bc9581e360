/**
 * /family-recipes (docs/product/capsules-scrapbooks-recipes.md "Family recipes"): the recipes the
 * signed-in user may read (search, tags, the cookbook); `?recipe=<id>` one recipe; `?new=1` the
 * editor with the paste-import; `?edit=<id>` the editor of a recipe. A visitor sees what family
 * recipes are and the way in.
 */
import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { useSession } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import { RecipeEditor } from './recipe-editor';
import { RecipeList } from './recipe-list';
import { RecipeView } from './recipe-view';
import { RecipesIntroduction } from './recipes-introduction';
import { useRecipe } from './recipes-queries';

function OneRecipe({ id, isEditing }: { id: string; isEditing: boolean }) {
  const recipe = useRecipe(id);
  if (recipe.isPending) return <LoadingScreen message="Opening the recipe..." />;
  if (!recipe.data)
    return (
      <p role="alert" className="text-ink">
        We could not find that recipe. <Link to="/family-recipes">See the family recipes</Link>
      </p>
    );
  return isEditing && recipe.data.role !== 'viewer' ? (
    <RecipeEditor recipe={recipe.data} />
  ) : (
    <RecipeView recipe={recipe.data} />
  );
}

export function RecipesPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const [search] = useSearchParams();
  const { user } = useSession();
  const id = search.get('recipe') ?? search.get('edit');
  let content;
  if (!user) content = <RecipesIntroduction />;
  else if (search.get('new')) content = <RecipeEditor />;
  else if (id) content = <OneRecipe key={id} id={id} isEditing={search.has('edit')} />;
  else content = <RecipeList />;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      {user && (search.get('new') || id) && (
        <Link to="/family-recipes" className="mb-6 inline-flex items-center gap-1 text-ink-soft hover:text-ink">
          <ArrowLeft className="size-4" aria-hidden /> All recipes
        </Link>
      )}
      {content}
    </div>
  );
}
