/** /scrapbooks and /scrapbook-generator for a visitor: what a scrapbook is, and the way in. */
import { BookHeart, Mic, Printer } from 'lucide-react';
import { FeatureIntroduction, SignUpOrSignIn } from '../../components/layout/feature-introduction';

const STEPS = [
  {
    icon: BookHeart,
    title: 'A first draft for you',
    text: 'Pick an album, a person, some dates or an occasion and a template.',
  },
  { icon: Mic, title: 'Their real voices', text: 'Recordings sit on the pages and play as you turn them.' },
  { icon: Printer, title: 'Print it anywhere', text: 'A print-ready PDF with QR codes that play each recording.' },
];

export function ScrapbooksIntroduction({ returnUrl }: { returnUrl: string }) {
  return (
    <FeatureIntroduction
      heading="Scrapbooks"
      lead="Turn the family's photos, captions and voice recordings into a book to page through together, or to print."
      actions={<SignUpOrSignIn signUpLabel="Make a scrapbook" returnUrl={returnUrl} />}
      points={STEPS}
    />
  );
}
