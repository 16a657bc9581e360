/**
 * /shared/{token} for a family recipe's link (tokens starting with RECIPE_LINK_TOKEN_PREFIX;
 * docs/product/capsules-scrapbooks-recipes.md "Family recipes"): the recipe with whose it is and
 * who shared it, the cook's voice to play, servings to scale, and the schema.org Recipe JSON-LD the
 * server wrote, in a `<script type="application/ld+json">`. A revoked or unknown link says so
 * kindly. No account needed.
 */
import { useQuery } from '@tanstack/react-query';
import { Heart, Unlink } from 'lucide-react';
import { Link } from 'react-router';
import { SHARE_LINK_MESSAGES } from '@heirloom/common/contracts/share-links';
import { recipeRoutes } from '@heirloom/common/routes/recipes';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { Logo } from '../../components/layout/logo';
import { RecipeSheet } from '../../components/recipes/recipe-sheet';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ApiError } from '../../lib/api';
import { callRoute } from '../../lib/api-client';
import { appConfig } from '../../lib/app-config';

/** JSON for an inline script: "<" escaped so the text can never close the script element. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function Unavailable({ error }: { error: unknown }) {
  const status = error instanceof ApiError ? error.status : 0;
  return (
    <Card
      className="mx-auto grid w-full max-w-xl justify-items-center gap-3 p-6 text-center"
      data-testid="share-unavailable"
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-accent-soft text-accent">
        <Unlink className="size-7" aria-hidden />
      </span>
      <h1 className="text-3xl text-ink">
        {status === 410 || status === 404 ? SHARE_LINK_MESSAGES.noLongerShared : 'This link could not be opened'}
      </h1>
      <p className="text-ink-soft">
        {error instanceof ApiError && error.serverMessage && status < 500
          ? error.serverMessage
          : 'Something went wrong on our side. Please try the link again in a little while.'}
      </p>
      <Link to="/" className={buttonClasses('secondary', 'md', 'mt-2')}>
        Go to the home page
      </Link>
    </Card>
  );
}

export function SharedRecipeView({ token }: { token: string }) {
  const opened = useQuery({
    queryKey: ['shared-recipe', token],
    queryFn: () => callRoute(recipeRoutes.openShared, { params: { token } }),
  });
  const recipe = opened.data;
  return (
    <div className="mx-auto grid max-w-4xl min-w-0 gap-10">
      <div className="flex justify-center">
        <Logo />
      </div>
      {opened.isPending ? (
        <LoadingScreen message="Opening the recipe..." />
      ) : opened.isError || !recipe ? (
        <Unavailable error={opened.error} />
      ) : (
        <article className="grid gap-8" data-testid="shared-recipe">
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: inlineJson(recipe.jsonLd) }} />
          <header className="grid justify-items-center gap-2 text-center">
            <p className="text-sm font-semibold tracking-wide text-accent uppercase">
              {recipe.cookName ? `From ${recipe.cookName}’s kitchen · ` : ''}Shared by {recipe.ownerName}
            </p>
            <h1 className="text-4xl break-words text-ink sm:text-5xl">{recipe.title}</h1>
          </header>
          <RecipeSheet recipe={recipe} />
        </article>
      )}
      <p className="text-center text-sm text-ink-soft">
        <Heart className="mr-1 inline size-4 text-accent" aria-hidden />
        Shared privately through {appConfig.productName}. Only people with this link can see this page.
      </p>
    </div>
  );
}
