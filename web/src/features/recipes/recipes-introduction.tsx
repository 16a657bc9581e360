/** /family-recipes for a visitor: what a family recipe keeps, and the way in. */
import { BookOpen, ChefHat, Mic } from 'lucide-react';
import { FeatureIntroduction, SignUpOrSignIn } from '../../components/layout/feature-introduction';

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
  return (
    <FeatureIntroduction
      heading="Family recipes"
      lead="Keep the dishes that taste like home: the ingredients, the steps, the photos and the story — and the cook's own voice explaining how it is done."
      actions={<SignUpOrSignIn signUpLabel="Keep a recipe" returnUrl="/family-recipes" />}
      points={STEPS}
    />
  );
}
