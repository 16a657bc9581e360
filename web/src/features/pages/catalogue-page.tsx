/**
 * A page whose own issue has not landed yet: its title and an honest sentence on what it is for,
 * with the page's metadata. No invented content. Its layout route draws the frame (public, app or admin).
 */
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { withProductName, type PageDefinition } from '@heirloom/common/domain/pages';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { appConfig } from '../../lib/app-config';
import { usePageMeta } from '../../lib/page-meta';

export function CataloguePage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const name = (text: string) => withProductName(text, appConfig.productName);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <Card className="p-8 sm:p-10">
        <p className="mb-3 inline-flex items-center gap-2 rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent-strong">
          <Sparkles className="size-4" aria-hidden />
          Being built
        </p>
        <h1 className="mb-4 text-4xl text-ink">{name(page.title)}</h1>
        <p className="mb-3 text-lg text-ink">{name(page.purpose)}</p>
        <p className="mb-8 text-ink-soft">
          This part of {appConfig.productName} is still being built, and we would rather show you nothing than something
          that is not real.
        </p>
        <Link to={page.access === 'public' ? '/' : '/dashboard'} className={buttonClasses('secondary')}>
          {page.access === 'public' ? 'Back to Home' : 'Back to Dashboard'}
        </Link>
      </Card>
    </section>
  );
}
