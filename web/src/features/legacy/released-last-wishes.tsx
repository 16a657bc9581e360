/**
 * An owner's last wishes as their legacy contact reads them after the release
 * (docs/product/legacy-release.md "What a release gives"; lastWishesRoutes.readReleased): every
 * answered section, read-only, and the PDF to print. Before a release, or for anyone else, the
 * server answers 404 and nothing is shown.
 */
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import {
  AI_LIKENESS_CHOICES,
  BODY_DISPOSITIONS,
  LAST_WISHES_SECTIONS,
  ORGAN_DONATION_CHOICES,
  type LastWishesDocument,
  type LastWishesSectionKey,
} from '@heirloom/common/contracts/last-wishes';
import { lastWishesRoutes } from '@heirloom/common/routes/last-wishes';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { routeAddress, routeQuery } from '../../lib/api-client';

const labelOf = (choices: readonly { value: string; label: string }[], value: string | null) =>
  choices.find((choice) => choice.value === value)?.label ?? '';

/** One answered section as lines of text. */
function sectionLines(wishes: LastWishesDocument, key: LastWishesSectionKey): string[] {
  switch (key) {
    case 'bodyDisposition':
      return [labelOf(BODY_DISPOSITIONS, wishes.bodyDisposition), wishes.bodyDispositionNotes].filter(Boolean);
    case 'organDonation':
      return [labelOf(ORGAN_DONATION_CHOICES, wishes.organDonation)];
    case 'aiLikeness':
      return [labelOf(AI_LIKENESS_CHOICES, wishes.aiLikeness)];
    case 'sentimentalObjects':
      return wishes.sentimentalObjects.map(
        (entry) => `${entry.object} → ${entry.recipient}${entry.note ? ` (${entry.note})` : ''}`,
      );
    case 'peopleToTell':
      return wishes.peopleToTell.map((person) => (person.contact ? `${person.name}: ${person.contact}` : person.name));
    default:
      return [wishes[key]];
  }
}

export function ReleasedLastWishesCard({ ownerId }: { ownerId: string }) {
  const released = useQuery({ ...routeQuery(lastWishesRoutes.readReleased, { params: { ownerId } }), retry: false });
  if (!released.data) return null;
  const { ownerName, wishes, answered } = released.data;
  return (
    <Card className="grid gap-4" data-testid="released-last-wishes">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl text-ink">{ownerName}'s last wishes</h2>
        <a
          href={routeAddress(lastWishesRoutes.releasedPdf, { params: { ownerId } })}
          className={buttonClasses('secondary', 'sm')}
          download
        >
          <Download className="size-4" aria-hidden /> Download as PDF
        </a>
      </div>
      {answered.length === 0 ? (
        <p className="text-ink-soft">{ownerName} did not write down any wishes.</p>
      ) : (
        <dl className="grid gap-4">
          {LAST_WISHES_SECTIONS.filter((section) => answered.includes(section.key)).map((section) => (
            <div key={section.key} className="grid gap-1">
              <dt className="font-semibold text-ink">{section.label}</dt>
              {sectionLines(wishes, section.key).map((line, index) => (
                <dd key={index} className="break-words whitespace-pre-line text-ink-soft">
                  {line}
                </dd>
              ))}
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
