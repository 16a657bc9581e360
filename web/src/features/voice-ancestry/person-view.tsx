/**
 * A person's page, /voice-ancestry?person={id} (docs/product/family-tree.md "A person's page"):
 * their facts (events with GEDCOM dates as people read them, places, notes, close family), photos,
 * recordings with transcripts, the name-pronunciation clip and animated ancestors; editors add
 * photos and voices on the spot and take a wrongly linked one off again (it stays in the vault),
 * the owner makes animated ancestors and limits circle members to this person's branch. `&record=1`
 * (a memory prompt's link) scrolls to the recorder.
 */
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PersonMedia, PersonPage } from '@heirloom/common/contracts/tree-voices';
import { describeGedcomDate } from '@heirloom/common/domain/everyday-date';
import { personName } from '@heirloom/common/contracts/family-tree-chart';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { Card } from '../../components/ui/card';
import { ConfirmDialog, type Confirmation } from '../../components/ui/confirm-dialog';
import { AddPersonMedia } from '../../components/family-tree/add-person-media';
import { AnimationPanel } from './animation-panel';
import { BranchAccessPanel } from './branch-access-panel';
import { PhotoGrid, RecordingCard, type RemoveFromPerson } from '../../components/family-tree/person-media';
import { unlinkPersonMedia, usePersonPage, useRefreshFamilyTrees } from '../../lib/person-media-queries';

/** GEDCOM tags in words, for the facts list. */
const EVENT_WORDS: Record<string, string> = {
  BIRT: 'Born', BAPM: 'Baptised', CHR: 'Christened', DEAT: 'Died', BURI: 'Buried', CREM: 'Cremated',
  RESI: 'Lived', OCCU: 'Occupation', GRAD: 'Graduated', EDUC: 'Education', EMIG: 'Emigrated',
  IMMI: 'Immigrated', NATU: 'Naturalised', EVEN: 'Event', FACT: 'Fact',
}; // prettier-ignore

const fullName = (page: PersonPage) => personName(page.individual);

/** GEDCOM 7.0 name types (g7:enumset-NAME-TYPE) in words. */
const NAME_TYPE_WORDS: Record<string, string> = {
  AKA: 'Also known as', BIRTH: 'Birth name', IMMIGRANT: 'Name as an immigrant', MAIDEN: 'Maiden name',
  MARRIED: 'Married name', PROFESSIONAL: 'Professional name',
}; // prettier-ignore

/** A language tag ("ru", "en-GB") in the reader's words: "In Russian". */
const inLanguage = (tag: string) => {
  try {
    return `In ${new Intl.DisplayNames('en', { type: 'language' }).of(tag) ?? tag}`;
  } catch {
    return `In ${tag}`;
  }
};

/** The person's other names and translations, each with what it is. */
function OtherNames({ names }: { names: PersonPage['individual']['otherNames'] }) {
  if (names.length === 0) return null;
  return (
    <dl className="grid gap-1 text-ink-soft" aria-label="Other names">
      {names.map((other, index) => (
        <div key={index} className="flex flex-wrap items-baseline gap-x-2">
          <dt className="text-sm font-semibold">
            {other.language
              ? inLanguage(other.language)
              : other.type
                ? (NAME_TYPE_WORDS[other.type] ?? other.type)
                : 'Also written'}
          </dt>
          <dd className="text-ink">{other.name}</dd>
        </div>
      ))}
    </dl>
  );
}

function Relatives({ label, people }: { label: string; people: PersonPage['parents'] }) {
  if (people.length === 0) return null;
  return (
    <div>
      <dt className="text-sm font-semibold text-ink-soft">{label}</dt>
      <dd className="flex flex-wrap gap-x-3">
        {people.map((person) => (
          <Link key={person.id} to={`/voice-ancestry?person=${person.id}`} className="text-accent-strong underline">
            {person.name}
          </Link>
        ))}
      </dd>
    </div>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-4">
      <h2 id={id} className="text-2xl text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function PersonView({ personId }: { personId: string }) {
  const query = usePersonPage(personId);
  const [search] = useSearchParams();
  const isRecording = search.get('record') === '1';
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const refreshTrees = useRefreshFamilyTrees();
  // A memory prompt's link opens the page at the recorder
  // (docs/product/family-tree.md "Memory prompts").
  useEffect(() => {
    if (isRecording && query.data) document.getElementById('voices-heading')?.scrollIntoView({ block: 'start' });
  }, [isRecording, query.data]);
  if (query.isPending) return <LoadingScreen message="Loading their page..." />;
  const page = query.data;
  if (!page) {
    return (
      <Card className="mx-auto max-w-xl text-center">
        <h1 className="mb-2 text-3xl text-ink">We could not find that person</h1>
        <p className="mb-4 text-ink-soft">They may have been removed from the tree, or it is not shared with you.</p>
        <Link to="/voice-ancestry" className="text-accent-strong underline">
          Back to the family's voices
        </Link>
      </Card>
    );
  }
  const name = fullName(page);
  const canEdit = page.role !== 'viewer';
  const recordings = page.recordings.filter((recording) => !recording.isAnimation);
  const animations = page.recordings.filter((recording) => recording.isAnimation);
  const remove: RemoveFromPerson | undefined = canEdit
    ? {
        name,
        onRemove: (media: PersonMedia) =>
          setConfirmation({
            title: `Remove “${media.title}” from ${name}?`,
            description: `It will no longer show on ${name}'s page or in the family tree. It stays in the vault: nothing is deleted, and you can add it again.`,
            confirmLabel: `Remove from ${name}`,
            done: `Removed from ${name}. It is still in the vault.`,
            takesOpenerAway: true,
            run: async () => {
              await unlinkPersonMedia(page.treeId, page.individual.id, media.itemId);
              await refreshTrees();
            },
          }),
      }
    : undefined;
  return (
    <div className="mx-auto grid max-w-5xl gap-10">
      <header className="grid gap-2">
        <Link to="/voice-ancestry" className="text-sm text-accent-strong underline">
          {page.treeName}: the family's voices
        </Link>
        <h1 className="text-4xl text-ink">{name}</h1>
        {page.individual.nickname && <p className="text-lg text-ink-soft">“{page.individual.nickname}”</p>}
        <OtherNames names={page.individual.otherNames} />
      </header>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Section title="Facts" id="facts-heading">
          {page.events.length === 0 && <p className="text-ink-soft">No dates or places yet.</p>}
          <dl className="grid gap-3">
            {page.events.map((event) => (
              <div key={event.id}>
                <dt className="text-sm font-semibold text-ink-soft">
                  {EVENT_WORDS[event.tag] ?? event.type ?? event.tag}
                </dt>
                <dd className="text-ink">
                  {[
                    event.value,
                    event.date && describeGedcomDate(event.date),
                    event.datePhrase && `(${event.datePhrase})`,
                    event.place,
                  ]
                    .filter(Boolean)
                    .join(' · ') || 'Known, not dated'}
                </dd>
              </div>
            ))}
            <Relatives label="Parents" people={page.parents} />
            <Relatives label="Partners" people={page.partners} />
            <Relatives label="Children" people={page.children} />
          </dl>
          {page.notes.map((note) => (
            <p key={note.id} className="text-ink-soft">
              {note.text}
            </p>
          ))}
        </Section>
        <Section title="How to say my name" id="name-clip-heading">
          <p className="text-ink-soft">
            “How to say my name and where I come from”, in{' '}
            {page.individual.givenNames ? `${page.individual.givenNames}'s` : 'their'} own voice or a relative's.
          </p>
          {page.nameClip ? (
            <RecordingCard media={page.nameClip} remove={remove} />
          ) : (
            <p className="text-ink-soft">No name clip yet.</p>
          )}
          {canEdit && <AddPersonMedia page={page} role="name-clip" />}
        </Section>
      </div>
      <Section title="Photos" id="photos-heading">
        <PhotoGrid photos={page.photos} name={name} remove={remove} />
        {canEdit && <AddPersonMedia page={page} role="photo" />}
      </Section>
      <Section title="Voices" id="voices-heading">
        {recordings.length === 0 ? (
          <p className="text-ink-soft">No recordings of {name} yet.</p>
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            {recordings.map((recording) => (
              <RecordingCard key={recording.itemId} media={recording} remove={remove} />
            ))}
          </div>
        )}
        {canEdit && <AddPersonMedia page={page} role="recording" />}
      </Section>
      {(animations.length > 0 || page.animationAllowance) && (
        <Section title="Animated ancestor" id="animation-heading">
          {animations.map((animation) => (
            <RecordingCard key={animation.itemId} media={animation} remove={remove} />
          ))}
          <AnimationPanel page={page} />
        </Section>
      )}
      {page.role === 'owner' && (
        <Section title="Who sees this branch" id="branch-heading">
          <BranchAccessPanel page={page} />
        </Section>
      )}
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </div>
  );
}
