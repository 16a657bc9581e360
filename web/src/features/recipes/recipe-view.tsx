/**
 * One family recipe: whose it is, the voice, photos, story, ingredients scaled to the servings
 * chosen, and the steps (components/recipes/recipe-sheet.tsx); for its owner and editors the way to
 * change it; for its owner the "Share with my family circle" switch, a share link (a page that plays
 * the voice, revocable on /sharing) and deleting it (after asking); for everyone who reads it,
 * sending it as a future message (the compose page opens with the recipe as a letter).
 */
import { Mail, Pencil, Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Recipe } from '@heirloom/common/contracts/recipes';
import { recipeAsText } from '@heirloom/common/utils/recipe-text-export';
import { RecipeSheet } from '../../components/recipes/recipe-sheet';
import { CircleSharing } from '../../components/sharing/circle-sharing';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog, type Confirmation } from '../../components/ui/confirm-dialog';
import { CopyButton } from '../../components/ui/copy-button';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { messagePrefillState } from '../../lib/message-prefill';
import { shareRecipe, useDeleteRecipe, useRecipeSharing } from './recipes-queries';

function SharePanel({ recipe }: { recipe: Recipe }) {
  const [url, setUrl] = useState<string | null>(null);
  const [isMaking, setIsMaking] = useState(false);
  const make = async () => {
    setIsMaking(true);
    try {
      setUrl((await shareRecipe(recipe.id)).url);
    } catch (error) {
      toast({ variant: 'destructive', title: 'That did not work', description: describeError(error) });
    } finally {
      setIsMaking(false);
    }
  };
  return (
    <Card className="grid gap-3">
      <h2 className="flex items-center gap-2 text-xl text-ink">
        <Share2 className="size-5 text-accent" aria-hidden /> Share with family who have no account
      </h2>
      <p className="text-ink-soft">
        A private link opens this recipe and plays the voice. You can turn it off at any time on the{' '}
        <Link to="/sharing" className="underline">
          sharing page
        </Link>
        .
      </p>
      {url ? (
        <div className="flex flex-wrap items-center gap-2">
          <code className="min-w-0 flex-1 truncate rounded-lg bg-paper px-3 py-2 text-sm" data-testid="recipe-link">
            {url}
          </code>
          <CopyButton text={url} label="Copy link" ariaLabel={`Copy the link to ${recipe.title}`} />
        </div>
      ) : (
        <Button variant="secondary" className="justify-self-start" disabled={isMaking} onClick={() => void make()}>
          {isMaking ? 'Making the link…' : 'Make a share link'}
        </Button>
      )}
    </Card>
  );
}

export function RecipeView({ recipe }: { recipe: Recipe }) {
  const navigate = useNavigate();
  const remove = useDeleteRecipe(recipe.id);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const setSharing = useRecipeSharing(recipe.id);
  const mayEdit = recipe.role !== 'viewer';
  return (
    <article className="grid gap-8" data-testid="recipe-view">
      <header className="grid gap-3">
        {recipe.cookName && (
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">From {recipe.cookName}</p>
        )}
        <h1 className="text-4xl break-words text-ink sm:text-5xl">{recipe.title}</h1>
        {recipe.tags.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Tags">
            {recipe.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-accent-soft px-3 py-1 text-sm text-ink">
                {tag}
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-2">
          {mayEdit && (
            <Link to={`/family-recipes?edit=${recipe.id}`} className={buttonClasses('secondary', 'sm')}>
              <Pencil className="size-4" aria-hidden /> Edit
            </Link>
          )}
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              void navigate('/schedule-message', {
                state: messagePrefillState({ title: recipe.title, letterText: recipeAsText(recipe) }),
              })
            }
          >
            <Mail className="size-4" aria-hidden /> Send as a future message
          </Button>
          {recipe.role === 'owner' && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() =>
                setConfirmation({
                  title: `Delete “${recipe.title}”?`,
                  description:
                    'The recipe and its share links stop working. Its photos and the recording stay in your vault.',
                  confirmLabel: 'Delete recipe',
                  done: 'Recipe deleted',
                  run: async () => {
                    await remove.mutateAsync();
                    void navigate('/family-recipes');
                  },
                })
              }
            >
              <Trash2 className="size-4" aria-hidden /> Delete
            </Button>
          )}
        </div>
        {recipe.role === 'owner' && (
          <CircleSharing
            id="recipe-circle-sharing"
            name={recipe.title}
            isShared={recipe.isSharedWithCircle}
            onChange={setSharing}
          />
        )}
      </header>
      <RecipeSheet recipe={recipe} />
      {recipe.role === 'owner' && <SharePanel recipe={recipe} />}
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </article>
  );
}
