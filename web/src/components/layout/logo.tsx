/** The product's mark and name, linking home. */
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { appConfig } from '../../lib/app-config';

/**
 * @param isNameHiddenOnPhone below the `sm` breakpoint show the mark only (the name stays for screen
 *   readers), so a crowded bar (the app navigation with the user's name) fits a phone
 */
export function Logo({ isNameHiddenOnPhone = false }: { isNameHiddenOnPhone?: boolean }) {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-lg font-serif text-xl font-semibold text-ink">
      <span className="flex size-9 items-center justify-center rounded-xl bg-accent text-paper">
        <Heart className="size-5" aria-hidden />
      </span>
      <span className={isNameHiddenOnPhone ? 'max-sm:sr-only' : undefined}>{appConfig.productName}</span>
    </Link>
  );
}
