/**
 * The start of a new recipe from a pasted text (docs/product/capsules-scrapbooks-recipes.md "Family
 * recipes"): the text box and "Read the recipe", which hands the text over for the editor to split
 * into its fields.
 */
import { ClipboardPaste } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

export function PasteImport({ onRead }: { onRead: (text: string) => void }) {
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
