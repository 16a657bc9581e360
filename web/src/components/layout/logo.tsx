/** The product's mark and name, linking home. */
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { appConfig } from '../../lib/app-config';

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-lg font-serif text-xl font-semibold text-ink">
      <span className="flex size-9 items-center justify-center rounded-xl bg-accent text-paper">
        <Heart className="size-5" aria-hidden />
      </span>
      {appConfig.productName}
    </Link>
  );
}
