/**
 * The footer of public pages (docs/product/pages-and-routes.md "Home page"): its links, the legal
 * entity and the configured support contacts.
 */
import { Link } from 'react-router';
import { PRERENDER_TOKENS } from '@heirloom/common/domain/prerender-tokens';
import { isPrerendering, useAppConfig } from '../../lib/app-config';

/** Every footer link, in groups. */
const GROUPS = [
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/pricing', label: 'Pricing' },
      { to: '/contact', label: 'Contact' },
      { to: '/faqs', label: 'FAQs' },
      { to: '/blog', label: 'Blog' },
      { to: '/sitemap', label: 'Site map' },
    ],
  },
  {
    title: 'Features',
    links: [
      { to: '/features', label: 'All features' },
      { to: '/free-voice-messages', label: 'Free voice messages' },
      { to: '/family-tree', label: 'Family tree' },
      { to: '/scrapbook-generator', label: 'Scrapbook generator' },
      { to: '/time-capsules', label: 'Time capsules' },
      { to: '/family-recipes', label: 'Family recipes' },
    ],
  },
  {
    title: 'Your legacy',
    links: [
      { to: '/dashboard', label: 'Dashboard' },
      { to: '/legacy-messages', label: 'Legacy messages' },
      { to: '/legacy-planning', label: 'Legacy planning' },
      { to: '/last-wishes', label: 'Last wishes' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/privacy', label: 'Privacy' },
      { to: '/terms-of-service', label: 'Terms of Service' },
    ],
  },
];

/** The copyright year: now in the browser; the server's current year in a prerendered page. */
const copyrightYear = () => (isPrerendering ? PRERENDER_TOKENS.currentYear : String(new Date().getFullYear()));

export function SiteFooter() {
  const appConfig = useAppConfig();
  return (
    <footer className="render-lazily mt-24 border-t border-line bg-paper-deep">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 text-sm text-ink-soft sm:px-6 md:flex-row md:justify-between">
        <div className="grid gap-1">
          <p className="font-serif text-lg font-semibold text-ink">{appConfig.productName}</p>
          <p>
            © {copyrightYear()} {appConfig.legalEntity ?? appConfig.productName}
          </p>
          {appConfig.supportEmail && (
            <a href={`mailto:${appConfig.supportEmail}`} className="hover:text-ink">
              {appConfig.supportEmail}
            </a>
          )}
          {appConfig.supportPhone && (
            <a href={`tel:${appConfig.supportPhone.replace(/[^+\d]/g, '')}`} className="hover:text-ink">
              {appConfig.supportPhone}
            </a>
          )}
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-6 sm:grid-cols-4">
          {GROUPS.map((group) => (
            <div key={group.title}>
              <h2 className="mb-2 font-sans text-xs font-semibold tracking-wide text-ink uppercase">{group.title}</h2>
              <ul className="grid gap-1.5">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="hover:text-ink">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
    </footer>
  );
}
