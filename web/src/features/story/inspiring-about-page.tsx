/**
 * /inspiring-about, "The story behind": the everyday moments the product was made for, told as they
 * are — no invented people, quotes or figures
 * (docs/product/marketing-and-figures.md "Numbers shown to visitors are never invented") — each
 * leading to what answers it.
 */
import { Link } from 'react-router';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { PageIntro } from '../../components/marketing/page-intro';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { appConfig } from '../../lib/app-config';
import { usePageMeta } from '../../lib/page-meta';

const MOMENTS = [
  {
    title: 'The voicemail nobody deletes',
    story:
      'Many of us keep an old voicemail from someone who has died, moved from phone to phone, afraid that one upgrade will lose it. A voice deserves a safer home than an old phone.',
    answer: { label: 'Keep voices in the memory vault', to: '/memory-vault' },
  },
  {
    title: 'The birthday card that arrives after',
    story:
      'Some parents, knowing they will not see their children grow up, write cards for birthdays they will miss. Those cards depend on someone remembering to hand them over, on the right day, for years.',
    answer: { label: 'Schedule future messages', to: '/future-messages' },
  },
  {
    title: 'The story told one last time',
    story:
      'When memory begins to fail, a grandparent’s stories go first. Families who recorded them early have something to play for the grandchildren who ask later.',
    answer: { label: 'Record voices with transcripts', to: '/voice-recordings' },
  },
  {
    title: 'The shoebox of photos nobody can name',
    story:
      'Every family has photos of people no one living can name. A name, a story and a voice beside a photo keep it from becoming a stranger’s face.',
    answer: { label: 'Add people and stories to your memories', to: '/memory-vault' },
  },
];

export function InspiringAboutPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  return (
    <>
      <PageIntro
        eyebrow="The story behind it"
        title="Made for the moments that cannot be recorded again"
        lead={`${appConfig.productName} began with a simple observation: the things families most want to keep — a voice, a story, a word on the right day — are the easiest to lose.`}
        isCentered
      />
      <div className="mx-auto mt-12 grid max-w-5xl gap-5 px-4 sm:px-6 md:grid-cols-2">
        {MOMENTS.map((moment) => (
          <Card key={moment.title} className="flex flex-col gap-3">
            <h2 className="text-2xl text-ink">{moment.title}</h2>
            <p className="text-ink-soft">{moment.story}</p>
            <Link
              to={moment.answer.to}
              className="mt-auto font-semibold text-accent underline hover:text-accent-strong"
            >
              {moment.answer.label}
            </Link>
          </Card>
        ))}
      </div>
      <p className="mx-auto mt-12 flex max-w-3xl flex-wrap justify-center gap-3 px-4">
        <Link to="/about" className={buttonClasses('primary', 'lg')}>
          Our Story
        </Link>
        <Link to="/discover-your-path" className={buttonClasses('secondary', 'lg')}>
          Find where to start
        </Link>
      </p>
    </>
  );
}
