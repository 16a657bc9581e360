/**
 * One of the home page's four full-screen overlay panels
 * (docs/product/pages-and-routes.md "Home page"): what the feature is, a link to find out more and
 * a Close button back to the home page; "Memory Scrapbooks" shows example pages in three templates.
 * Downloaded when a panel first opens.
 */
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { ScrapbookExamples } from './feature-examples';
import { OVERLAYS, type OverlayName } from './home-content';

export default function OverlayPanel({ name, onClose }: { name: OverlayName; onClose: () => void }) {
  const overlay = OVERLAYS[name];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-none sm:max-w-3xl">
        <DialogTitle className="mb-3 text-4xl text-ink">{overlay.title}</DialogTitle>
        <DialogDescription className="mb-6 text-lg text-ink-soft">{overlay.text}</DialogDescription>
        {name === 'scrapbooks' && (
          <div className="mb-6">
            <ScrapbookExamples />
          </div>
        )}
        <div className="flex flex-wrap gap-3">
          <Link to={overlay.to} className={buttonClasses('primary')}>
            Find out more
          </Link>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
