/**
 * The testimonials section of the public pages
 * (docs/product/marketing-and-figures.md "Testimonials"): the real, consented ones an administrator
 * entered in the admin panel's Content tab, or else the illustrative examples, always labelled as
 * such.
 */
import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { ILLUSTRATIVE_TESTIMONIALS } from '@heirloom/common/domain/marketing';
import { useAppConfig } from '../../lib/app-config';
import { cn } from '../../lib/cn';
import { Card } from '../ui/card';

export function Testimonials({
  className,
  isCentered = false,
  lead,
}: {
  className?: string;
  isCentered?: boolean;
  /** Shown between the heading and the written testimonials (the home page's video testimonial). */
  lead?: ReactNode;
}) {
  const appConfig = useAppConfig();
  const isConfigured = appConfig.testimonials.length > 0;
  const testimonials = isConfigured ? appConfig.testimonials : ILLUSTRATIVE_TESTIMONIALS;
  return (
    <section aria-labelledby="voices" className={className}>
      <h2 id="voices" className={cn('mb-2 text-3xl text-ink', isCentered && 'text-center')}>
        In families’ words
      </h2>
      {lead && <div className="mt-4 mb-8">{lead}</div>}
      {!isConfigured && (
        <p className={cn('mb-6 text-sm text-ink-soft', isCentered && 'text-center')}>
          Illustrative examples, shown until families share their own.
        </p>
      )}
      <ul className="grid gap-5 md:grid-cols-3">
        {testimonials.map((testimonial, index) => (
          <li key={`${testimonial.name}-${index}`}>
            <Card className="grid h-full gap-3">
              <p className="flex gap-0.5 text-accent" role="img" aria-label={`${testimonial.rating} out of 5`}>
                {Array.from({ length: testimonial.rating }, (_, index) => (
                  <Star key={index} className="size-4 fill-current" aria-hidden />
                ))}
              </p>
              <blockquote className="text-ink">“{testimonial.quote}”</blockquote>
              <p className="mt-auto text-sm text-ink-soft">
                {[testimonial.name, testimonial.location].filter(Boolean).join(', ')}
                {testimonial.planName && ` · ${testimonial.planName}`}
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
