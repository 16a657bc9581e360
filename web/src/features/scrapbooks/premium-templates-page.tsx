/**
 * /premium-templates (docs/product/capsules-scrapbooks-recipes.md "Scrapbook templates"): the eight
 * scrapbook templates, each previewed with the same sample pages (invented for the purpose), its
 * type and colours named; the ones reserved for the Complete Legacy plan are marked, and whether
 * the signed-in user's plan opens them is said.
 */
import { Link } from 'react-router';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { mayUseTemplate, SCRAPBOOK_TEMPLATES } from '@heirloom/common/domain/scrapbook-templates';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useSession } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import { useSubscription } from '../../lib/subscription-queries';
import { TemplatePreview } from '../../components/scrapbooks/template-preview';
import { TemplateBadge } from './template-card';

export function PremiumTemplatesPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const { user } = useSession();
  const subscription = useSubscription(user !== null);
  const planId = subscription.data?.planId ?? 'free_forever';
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="mb-3 text-4xl text-ink sm:text-5xl">Scrapbook templates</h1>
      <p className="mb-2 max-w-3xl text-lg text-ink">
        Eight designs made for family scrapbooks: each sets the type, the colours, the frame round the photos and the
        order of layouts a first draft follows. Four come with every plan; four are part of Complete Legacy.
      </p>
      <p className="mb-8 max-w-3xl text-sm text-ink-soft">
        The previews show the same sample pages — illustrations, names and words invented for this page — exactly as the
        editor and the printed PDF lay them out.
      </p>
      <ul className="grid gap-6 lg:grid-cols-2">
        {SCRAPBOOK_TEMPLATES.map((template) => {
          const isOpen = !user || mayUseTemplate(planId, template);
          return (
            <li key={template.id}>
              <Card className="grid h-full gap-4" data-testid={`template-${template.id}`}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="text-2xl text-ink">{template.name}</h2>
                  <TemplateBadge template={template} />
                </div>
                <TemplatePreview template={template} />
                <p className="text-ink">{template.description}</p>
                <p className="text-sm text-ink-soft">
                  {template.type.heading === 'serif' ? 'Serif' : 'Sans'} headings,{' '}
                  {template.type.body === 'serif' ? 'serif' : 'sans'} text ·{' '}
                  {template.frame === 'mount' ? 'white mounts' : template.frame === 'rule' ? 'fine rules' : 'no frames'}
                </p>
                <div className="mt-auto">
                  {isOpen ? (
                    <Link
                      to={`/scrapbook-generator?template=${template.id}`}
                      className={buttonClasses('secondary', 'sm')}
                    >
                      Use {template.name}
                    </Link>
                  ) : (
                    <Link to="/pricing" className={buttonClasses('secondary', 'sm')}>
                      Part of Complete Legacy — see plans
                    </Link>
                  )}
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
