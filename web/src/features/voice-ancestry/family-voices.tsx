/**
 * /voice-ancestry without a person: the family's voices by generation, eldest
 * first, and "Play as one story" — each recording after the other, the person named as they speak.
 */
import { Play, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { FamilyVoices, PersonMedia } from '@heirloom/common/contracts/tree-voices';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { RecordingCard } from '../../components/family-tree/person-media';
import { useFamilyTrees, useFamilyVoices } from './voice-ancestry-queries';

interface StoryPart {
  name: string;
  media: PersonMedia;
}

/** A person's name clip first, then their recordings (the server lists the clip once, as the clip). */
const voicesOf = (person: FamilyVoices['generations'][number]['people'][number]): PersonMedia[] =>
  person.nameClip ? [person.nameClip, ...person.recordings] : person.recordings;

/** Every recording of the tree in story order: generation, then birth; a name clip first. */
const storyOf = (voices: FamilyVoices): StoryPart[] =>
  voices.generations.flatMap((generation) =>
    generation.people.flatMap((person) => voicesOf(person).map((media) => ({ name: person.individual.name, media }))),
  );

function StoryPlayer({ parts }: { parts: StoryPart[] }) {
  const [index, setIndex] = useState<number | null>(null);
  const player = useRef<HTMLMediaElement>(null);
  useEffect(() => {
    if (index !== null) void player.current?.play().catch(() => undefined);
  }, [index]);
  const current = index === null ? null : parts[index];
  return (
    <div className="grid gap-3 rounded-3xl border border-line bg-white p-5">
      <div className="flex flex-wrap items-center gap-3">
        {index === null ? (
          <Button onClick={() => setIndex(0)}>
            <Play className="size-4" aria-hidden /> Play as one story
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setIndex(null)}>
            <Square className="size-4" aria-hidden /> Stop
          </Button>
        )}
        <p className="text-ink-soft" role="status">
          {current
            ? `Now: ${current.name} — ${current.media.title} (${index! + 1} of ${parts.length})`
            : `${parts.length} ${parts.length === 1 ? 'recording' : 'recordings'}, eldest first.`}
        </p>
      </div>
      {current && (
        <audio
          ref={player}
          key={current.media.itemId}
          src={current.media.fileUrl}
          controls
          className="w-full"
          aria-label={`Playing ${current.name}`}
          onEnded={() => setIndex((value) => (value !== null && value + 1 < parts.length ? value + 1 : null))}
        />
      )}
    </div>
  );
}

export function FamilyVoicesView() {
  const trees = useFamilyTrees();
  const [treeId, setTreeId] = useState<string>();
  const chosen = treeId ?? trees.data?.[0]?.id;
  const voices = useFamilyVoices(chosen);
  if (trees.isPending || (chosen && voices.isPending))
    return <LoadingScreen message="Loading the family's voices..." />;
  const list = trees.data ?? [];
  return (
    <div className="mx-auto grid max-w-5xl gap-8">
      <header className="grid gap-2">
        <h1 className="text-4xl text-ink">Voice ancestry</h1>
        <p className="text-lg text-ink-soft">
          Your family's voices, generation by generation. Open a person to add theirs.
        </p>
      </header>
      {list.length > 1 && (
        <label className="grid max-w-sm gap-1 text-sm font-semibold text-ink-soft">
          Family tree
          <select
            value={chosen}
            onChange={(event) => setTreeId(event.target.value)}
            className="h-11 rounded-2xl border border-line bg-white px-3 text-base font-normal text-ink"
          >
            {list.map((tree) => (
              <option key={tree.id} value={tree.id}>
                {tree.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {list.length === 0 ? (
        <Card className="text-center">
          <h2 className="mb-2 text-2xl text-ink">No family tree yet</h2>
          <p className="mb-4 text-ink-soft">
            Start one with yourself and your parents, then give each person their voice.
          </p>
          <Link to="/family-tree-builder" className="text-accent-strong underline">
            Open the family tree builder
          </Link>
        </Card>
      ) : voices.data && voices.data.generations.length > 0 ? (
        <>
          <StoryPlayer parts={storyOf(voices.data)} />
          {voices.data.generations.map((generation) => (
            <section
              key={generation.generation}
              aria-labelledby={`generation-${generation.generation}`}
              className="grid gap-4"
            >
              <h2 id={`generation-${generation.generation}`} className="text-2xl text-ink">
                Generation {generation.generation}
              </h2>
              <ul className="grid gap-4 md:grid-cols-2">
                {generation.people.map((person) => (
                  <li key={person.individual.id} className="grid gap-2">
                    <Link
                      to={`/voice-ancestry?person=${person.individual.id}`}
                      className="text-xl text-accent-strong underline"
                    >
                      {person.individual.name}
                    </Link>
                    {person.lifespan && <span className="text-sm text-ink-soft">{person.lifespan}</span>}
                    {voicesOf(person).map((media) => (
                      <RecordingCard key={media.itemId} media={media} />
                    ))}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      ) : (
        <Card className="text-center">
          <h2 className="mb-2 text-2xl text-ink">No voices kept yet</h2>
          <p className="text-ink-soft">
            Open a person from the family tree and record them, or add a recording from your vault. They will be listed
            here by generation.
          </p>
        </Card>
      )}
    </div>
  );
}
