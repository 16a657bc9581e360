/** /scrapbooks and /scrapbook-generator for a visitor: what a scrapbook is, and the way in. */
import { BookHeart, Mic, Printer } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useAuthModal } from '../../lib/auth';

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
  const { openAuthModal } = useAuthModal();
  return (
    <section>
      <h1 className="mb-4 text-4xl text-ink sm:text-5xl">Scrapbooks</h1>
      <p className="mb-8 max-w-2xl text-lg text-ink">
        Turn the family's photos, captions and voice recordings into a book to page through together, or to print.
      </p>
      <div className="mb-10 flex flex-wrap gap-3">
        <Button size="lg" onClick={() => openAuthModal({ tab: 'signup', returnUrl })}>
          Make a scrapbook
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
