/** /family-recipes for a visitor: what a family recipe keeps, and the way in. */
import { BookOpen, ChefHat, Mic } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useAuthModal } from '../../lib/auth';

const STEPS = [
  { icon: ChefHat, title: 'Paste it, check it', text: 'Paste a recipe and we split it into ingredients and steps.' },
  { icon: Mic, title: 'In their own voice', text: 'The cook tells how they made it; it plays beside the recipe.' },
  {
    icon: BookOpen,
    title: 'A family cookbook',
    text: 'Print the recipes you choose, with a QR code that plays each voice.',
  },
];

export function RecipesIntroduction() {
  const { openAuthModal } = useAuthModal();
  const returnUrl = '/family-recipes';
  return (
    <section>
      <h1 className="mb-4 text-4xl text-ink sm:text-5xl">Family recipes</h1>
      <p className="mb-8 max-w-2xl text-lg text-ink">
        Keep the dishes that taste like home: the ingredients, the steps, the photos and the story — and the cook's own
        voice explaining how it is done.
      </p>
      <div className="mb-10 flex flex-wrap gap-3">
        <Button size="lg" onClick={() => openAuthModal({ tab: 'signup', returnUrl })}>
          Keep a recipe
        </Button>
        <Button size="lg" variant="secondary" onClick={() => openAuthModal({ tab: 'signin', returnUrl })}>
          Sign in
        </Button>
      </div>
      <ul className="grid gap-5 sm:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full">
              <Icon className="mb-3 size-7 text-accent" aria-hidden />
              <h2 className="mb-1 text-xl text-ink">{title}</h2>
              <p className="text-ink-soft">{text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
