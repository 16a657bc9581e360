/**
 * The 404 page (docs/product/pages-and-routes.md "Not found and loading"): "404 Page Not Found" /
 * "Did you forget to add the page to the router?".
 */
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { usePageMeta } from '../../lib/page-meta';

const NOT_FOUND_META = {
  path: '/404',
  title: 'Page not found',
  description: 'There is no page at this address.',
  keywords: [],
  access: 'app' as const,
};

export default function NotFoundPage() {
  usePageMeta(NOT_FOUND_META);
  return (
    <main id="main" className="flex min-h-screen items-center justify-center px-4">
      <Card className="w-full max-w-md text-center">
        <p className="mb-2 font-serif text-6xl text-accent" aria-hidden>
          404
        </p>
        <h1 className="mb-3 text-2xl text-ink">404 Page Not Found</h1>
        <p className="mb-6 text-ink-soft">Did you forget to add the page to the router?</p>
        <Link to="/" className={buttonClasses('primary')}>
          Go to the home page
        </Link>
      </Card>
    </main>
  );
}
