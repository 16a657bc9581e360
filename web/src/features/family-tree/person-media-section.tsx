/**
 * The builder's "Photos and voice" for the chosen person (docs/product/family-tree.md "A person's
 * page"): their photos as thumbnails, whether they have a name clip and how many recordings, and the
 * same ways to add more as on their page — record, choose from the vault by thumbnail, upload. Their
 * page, where recordings play with their transcripts and items come off the person, is one link away.
 */
import { Link } from 'react-router';
import { PERSON_MEDIA_ROLES, type PersonMediaRole, type PersonPage } from '@heirloom/common/contracts/tree-voices';
import { AddPersonMedia } from '../../components/family-tree/add-person-media';
import { PhotoGrid } from '../../components/family-tree/person-media';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { usePersonPage } from '../../lib/person-media-queries';

const TAB_LABELS: Record<PersonMediaRole, string> = { photo: 'Photo', recording: 'Voice', 'name-clip': 'Name clip' };

/** What the person has besides photos, in words: "2 recordings · a name clip" (the server lists the clip apart). */
function describeSounds(page: PersonPage): string {
  const count = page.recordings.filter((recording) => !recording.isAnimation).length;
  const recordings = count === 0 ? 'No recordings yet' : count === 1 ? '1 recording' : `${count} recordings`;
  return `${recordings} · ${page.nameClip ? 'a name clip' : 'no name clip yet'}`;
}

export function PersonMediaSection({ personId, name }: { personId: string; name: string }) {
  const query = usePersonPage(personId);
  const page = query.data;
  return (
    <section aria-labelledby="person-media-heading" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="person-media-heading" className="text-lg text-ink">
          Photos and voice
        </h3>
        <Link to={`/voice-ancestry?person=${personId}`} className="text-accent-strong underline">
          Open {name}'s page
        </Link>
      </div>
      {query.isPending && <p className="text-ink-soft">Loading their photos and recordings...</p>}
      {query.isError && (
        <p className="text-ink-soft">We could not load their photos and recordings. Please try again.</p>
      )}
      {page && (
        <>
          <PhotoGrid photos={page.photos} name={name} />
          <p className="text-ink-soft" data-testid="person-sounds">
            {describeSounds(page)}
          </p>
          <Tabs defaultValue="photo" className="grid gap-3">
            <TabsList className="grid-cols-3" aria-label={`What to add to ${name}`}>
              {PERSON_MEDIA_ROLES.map((role) => (
                <TabsTrigger key={role} value={role}>
                  {TAB_LABELS[role]}
                </TabsTrigger>
              ))}
            </TabsList>
            {PERSON_MEDIA_ROLES.map((role) => (
              <TabsContent key={role} value={role}>
                <AddPersonMedia page={page} role={role} />
              </TabsContent>
            ))}
          </Tabs>
        </>
      )}
    </section>
  );
}
