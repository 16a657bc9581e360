/**
 * What the home page's scrapbooks, time-capsules and recipes views and the "Memory Scrapbooks"
 * overlay show of each feature: scrapbook pages drawn by the product's own templates from their
 * sample content (components/scrapbooks), a capsule and a recipe as the app lays them out — each
 * labelled as an example, never as someone's data. Loaded on demand, so the home page's first
 * download stays small.
 */
import { ChefHat, Hourglass, Lock, Mic } from 'lucide-react';
import { findScrapbookTemplate } from '@heirloom/common/domain/scrapbook-templates';
import { AGE_DELIVERY_HOUR } from '@heirloom/common/domain/life-events';
import { TemplatePreview } from '../../components/scrapbooks/template-preview';
import { Card } from '../../components/ui/card';
import { appConfig } from '../../lib/app-config';
import type { FeatureSection } from './feature-sections';

/** One sample page in each of three templates. */
const SCRAPBOOK_EXAMPLES = [
  { templateId: 'keepsake', page: 0 },
  { templateId: 'garden-party', page: 1 },
  { templateId: 'midnight-letters', page: 2 },
] as const;

function ExampleLabel({ children }: { children: string }) {
  return <p className="mb-3 text-sm font-semibold tracking-wide text-accent uppercase">{children}</p>;
}

export function ScrapbookExamples() {
  return (
    <section aria-label="Example scrapbook pages" data-testid="scrapbook-examples">
      <ExampleLabel>Example pages, in three of our eight templates</ExampleLabel>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {SCRAPBOOK_EXAMPLES.map(({ templateId, page }) => {
          const template = findScrapbookTemplate(templateId)!;
          return (
            <li key={templateId} className="grid gap-2">
              <TemplatePreview template={template} pages={1} from={page} />
              <p className="text-center text-sm text-ink">
                {template.name}
                {template.plan === 'complete_legacy' ? ' · Complete Legacy' : ''}
              </p>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-sm text-ink-soft">
        Drawn live by the same templates your scrapbooks and their print-ready PDFs use. The photos and words are
        samples made for {appConfig.productName}; a recording plays on its page in the book, and prints as a QR code.
      </p>
    </section>
  );
}

function CapsuleExample() {
  return (
    <section aria-label="An example time capsule" data-testid="capsule-example">
      <ExampleLabel>An example capsule</ExampleLabel>
      <Card className="grid gap-3">
        <div className="flex items-center gap-3">
          <span className="flex size-11 items-center justify-center rounded-2xl bg-accent-soft text-accent">
            <Lock className="size-5" aria-hidden />
          </span>
          <div>
            <p className="text-xl text-ink">For Maya at 18</p>
            <p className="text-sm text-ink-soft">Sealed · nobody can look inside until it opens</p>
          </div>
        </div>
        <p className="flex items-center gap-2 text-ink">
          <Hourglass className="size-4 text-accent" aria-hidden /> Opens when Maya turns 18, at {AGE_DELIVERY_HOUR}:00
          on her birthday — worked out from her birth date in the family tree.
        </p>
        <p className="text-ink">
          Inside: letters, photos and recordings from the people invited to fill it. On the day, everyone it is for gets
          an e-mail and opens it together, one item at a time.
        </p>
      </Card>
    </section>
  );
}

/** The example recipe, for 4; the card shows it scaled to 6 the way the app does. */
const PIE = [
  { quantity: 300, unit: 'g', item: 'flour' },
  { quantity: 4, unit: '', item: 'apples' },
  { quantity: 150, unit: 'g', item: 'butter' },
  { quantity: 0.5, unit: 'tsp', item: 'cinnamon' },
];

function RecipeExample() {
  const factor = 6 / 4;
  return (
    <section aria-label="An example recipe" data-testid="recipe-example">
      <ExampleLabel>An example recipe</ExampleLabel>
      <Card className="grid gap-3">
        <p className="flex items-center gap-2 text-xl text-ink">
          <ChefHat className="size-5 text-accent" aria-hidden /> Grandma’s apple pie
        </p>
        <p className="text-sm text-ink-soft">Written for 4 · shown for 6</p>
        <ul className="grid gap-1 text-ink">
          {PIE.map((ingredient) => (
            <li key={ingredient.item}>
              {Number((ingredient.quantity * factor).toFixed(2))} {ingredient.unit} {ingredient.item}
            </li>
          ))}
        </ul>
        <p className="flex items-center gap-2 text-ink">
          <Mic className="size-4 text-accent" aria-hidden /> With the cook’s own voice telling how she made it.
        </p>
      </Card>
    </section>
  );
}

/** The example for a feature view; nothing for the views without one. */
export default function FeatureExamples({ section }: { section: FeatureSection }) {
  if (section === 'scrapbooks') return <ScrapbookExamples />;
  if (section === 'time-capsules') return <CapsuleExample />;
  if (section === 'recipes') return <RecipeExample />;
  return null;
}
