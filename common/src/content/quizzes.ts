/**
 * The seven quizzes that recommend features (docs/product/pages-and-routes.md "Quizzes": /quizzes
 * and the seven quiz routes). Each asks five questions about the family's situation; every answer
 * gives points to the capabilities of features.ts that fit it, with the reason shown beside the
 * recommendation. Answers travel only in the result's link (`?answers=0-2-1-0-3`), so a result can
 * be shared; it is stored only when a signed-in user chooses to save it
 * (contracts/quiz-results.ts).
 */
import { FEATURES, type Feature } from './features';

type FeatureId = (typeof FEATURES)[number]['id'];

export interface QuizOption {
  label: string;
  /** Points this answer gives to capabilities (by feature id). */
  points: Readonly<Partial<Record<FeatureId, number>>>;
  /** Why those capabilities fit, in the visitor's terms; shown with the recommendation. */
  because?: string;
}

export interface QuizQuestion {
  prompt: string;
  options: readonly QuizOption[];
}

export interface Quiz {
  /** The quiz's route in the page catalogue. */
  path: string;
  title: string;
  summary: string;
  questions: readonly QuizQuestion[];
}

const WHO: QuizQuestion = {
  prompt: 'Who are you keeping memories for?',
  options: [
    {
      label: 'My children or grandchildren',
      points: { 'future-messages': 2, 'memory-vault': 1 },
      because: 'you want your children to hear from you at the moments that matter',
    },
    {
      label: 'My partner',
      points: { 'future-messages': 2, 'recipient-links': 1 },
      because: 'you want words for your partner on the right day',
    },
    {
      label: 'The whole family, across generations',
      points: { 'family-circle': 2, 'family-tree': 2 },
      because: 'you are keeping memories for a whole family',
    },
    { label: 'Mostly for myself, for now', points: { 'memory-vault': 2, 'voice-recordings': 1 } },
  ],
};

export const QUIZZES: readonly Quiz[] = [
  {
    path: '/voice-message-quiz',
    title: 'Voice message quiz',
    summary:
      'Is a voice message the right way to leave your words? Find out what to record, and when it should arrive.',
    questions: [
      WHO,
      {
        prompt: 'When should they hear from you?',
        options: [
          {
            label: 'On a birthday, graduation or wedding',
            points: { 'future-messages': 3, 'delivery-protection': 1 },
            because: 'a message can be delivered on the exact day of a milestone',
          },
          {
            label: 'After I am gone',
            points: { 'posthumous-release': 3, 'future-messages': 1 },
            because: 'you want words that arrive after you are gone',
          },
          { label: 'Whenever they want to listen', points: { 'memory-vault': 2, 'sharing-links': 2 } },
          { label: 'I am not sure yet', points: { 'future-messages': 1 } },
        ],
      },
      {
        prompt: 'How do you prefer to say it?',
        options: [
          {
            label: 'Speaking: they should hear my voice',
            points: { 'voice-recordings': 2, 'future-messages': 2 },
            because: 'hearing your own voice matters to you',
          },
          { label: 'On video', points: { 'future-messages': 2, 'memory-vault': 1 } },
          { label: 'In writing, a letter', points: { 'future-messages': 2 } },
        ],
      },
      {
        prompt: 'What worries you most about a message for the future?',
        options: [
          {
            label: 'That it goes out when my plans have changed',
            points: { 'delivery-protection': 3 },
            because: 'you get a reminder and an "are you still here" check before anything is sent',
          },
          {
            label: 'That it gets lost over the years',
            points: { 'memory-vault': 2, 'account-security': 1 },
            because: 'your recordings are kept encrypted with your own key',
          },
          {
            label: 'That they need an account to open it',
            points: { 'recipient-links': 3 },
            because: 'recipients open their message from a private link, with no account',
          },
        ],
      },
      {
        prompt: 'How many messages are you thinking of?',
        options: [
          { label: 'One important message', points: { 'future-messages': 2 } },
          {
            label: 'One for every birthday I might miss',
            points: { 'future-messages': 3, 'delivery-protection': 1 },
            because: 'you can schedule as many voice messages as you like on the free plan',
          },
          { label: 'A whole collection of stories', points: { 'voice-recordings': 2, 'memory-vault': 2 } },
        ],
      },
    ],
  },
  {
    path: '/family-tree-quiz',
    title: 'Family tree quiz',
    summary: 'Where should your family tree start, and whose voices should it hold?',
    questions: [
      {
        prompt: 'How much of your family history do you know?',
        options: [
          {
            label: 'I have a GEDCOM file from a genealogy site',
            points: { 'family-tree': 3 },
            because: 'the family tree imports and exports GEDCOM',
          },
          { label: 'Names and dates back to my grandparents', points: { 'family-tree': 2 } },
          {
            label: 'Very little: I want to start now',
            points: { 'family-tree': 1, 'voice-recordings': 2 },
            because: 'your elders’ recorded stories are the best place to start',
          },
        ],
      },
      {
        prompt: 'Are there elders whose stories you could still record?',
        options: [
          {
            label: 'Yes, and there is no time to lose',
            points: { 'voice-recordings': 3, 'transcription-and-emotion': 1 },
            because: 'you can record them in the browser and get a transcript of every recording',
          },
          { label: 'Yes, but they live far away', points: { 'family-circle': 2, 'voice-recordings': 1 } },
          { label: 'No, those voices are gone', points: { 'memory-vault': 2 } },
        ],
      },
      {
        prompt: 'What do you have from your ancestors?',
        options: [
          {
            label: 'Old photos and documents',
            points: { 'memory-vault': 3 },
            because: 'photos and documents (even PDFs, searchable) are kept in the memory vault',
          },
          { label: 'Recordings or videos', points: { 'memory-vault': 2, 'transcription-and-emotion': 2 } },
          { label: 'Only names', points: { 'family-tree': 2 } },
        ],
      },
      {
        prompt: 'Who should help build the tree?',
        options: [
          {
            label: 'Cousins, siblings, aunts and uncles',
            points: { 'family-circle': 3 },
            because: 'relatives you invite as editors can add to what you share',
          },
          { label: 'Just me', points: { 'family-tree': 1 } },
        ],
      },
      {
        prompt: 'What would you like to do with it?',
        options: [
          { label: 'Hear each person’s voice', points: { 'family-tree': 2, 'voice-recordings': 2 } },
          {
            label: 'Print it for a family gathering',
            points: { printing: 2, scrapbooks: 1 },
            because: 'print-ready PDFs can be taken to any printer',
          },
          { label: 'See our history along a timeline', points: { timeline: 2 } },
        ],
      },
    ],
  },
  {
    path: '/memory-vault-quiz',
    title: 'Memory vault quiz',
    summary: 'What should you keep first, and how safely? A few questions about the memories you have.',
    questions: [
      {
        prompt: 'Where are your family’s photos and videos now?',
        options: [
          {
            label: 'On phones',
            points: { 'memory-vault': 3 },
            because: 'photos and videos from phones (iPhone HEIC and HEVC too) upload straight from the browser',
          },
          { label: 'In boxes and albums', points: { 'memory-vault': 2, scrapbooks: 1 } },
          { label: 'Spread across relatives', points: { 'family-circle': 3, 'memory-vault': 1 } },
        ],
      },
      {
        prompt: 'What matters most about keeping them?',
        options: [
          {
            label: 'That nobody else can see them',
            points: { 'memory-vault': 2, 'account-security': 2 },
            because: 'every file is encrypted with a key that belongs to your account',
          },
          { label: 'That I can find one quickly', points: { 'memory-vault': 2, 'transcription-and-emotion': 1 } },
          { label: 'That the family can see them', points: { 'family-circle': 2, 'sharing-links': 2 } },
        ],
      },
      {
        prompt: 'Do you have voice notes or voicemails you want to keep?',
        options: [
          {
            label: 'Yes, some I could never replace',
            points: { 'voice-recordings': 3, 'transcription-and-emotion': 1 },
            because: 'recordings are kept with a transcript you can search',
          },
          { label: 'A few', points: { 'voice-recordings': 1 } },
          { label: 'No', points: {} },
        ],
      },
      {
        prompt: 'Would you share some memories with people outside the family?',
        options: [
          {
            label: 'Yes, one photo or album at a time',
            points: { 'sharing-links': 3 },
            because: 'a share link can have an expiry date and a passphrase, and be revoked',
          },
          { label: 'No, only with family', points: { 'family-circle': 2 } },
        ],
      },
      {
        prompt: 'Should some memories wait for a special day?',
        options: [
          {
            label: 'Yes, sealed until a date',
            points: { 'time-capsules': 3 },
            because: 'a time capsule opens on a date you choose',
          },
          { label: 'No, they are for now', points: { 'memory-vault': 1 } },
        ],
      },
    ],
  },
  {
    path: '/digital-scrapbooks-quiz',
    title: 'Digital scrapbooks quiz',
    summary: 'What kind of scrapbook would your family treasure? Find your style.',
    questions: [
      {
        prompt: 'What would your scrapbook be about?',
        options: [
          { label: 'A life: someone we love', points: { scrapbooks: 3, 'voice-recordings': 1 } },
          { label: 'A year or a trip', points: { scrapbooks: 2, 'memory-vault': 1 } },
          {
            label: 'The family kitchen',
            points: { 'family-recipes': 3 },
            because: 'recipes keep the cook’s own voice',
          },
        ],
      },
      {
        prompt: 'How would you like to look at it?',
        options: [
          { label: 'On a screen', points: { scrapbooks: 2 } },
          {
            label: 'Printed, to hold',
            points: { printing: 3, scrapbooks: 1 },
            because: 'scrapbook pages become print-ready PDFs',
          },
        ],
      },
      {
        prompt: 'Should it include voices?',
        options: [
          {
            label: 'Yes, that is the point',
            points: { 'voice-recordings': 2, scrapbooks: 1 },
            because: 'recordings from your vault can sit beside the photos',
          },
          { label: 'Photos and words are enough', points: { scrapbooks: 1 } },
        ],
      },
      {
        prompt: 'Who adds to it?',
        options: [
          {
            label: 'The whole family',
            points: { 'family-circle': 3 },
            because: 'editors in your family circle can add their photos',
          },
          { label: 'Just me', points: { scrapbooks: 1 } },
        ],
      },
      {
        prompt: 'Where are the photos for it?',
        options: [
          { label: 'Already on my phone or computer', points: { 'memory-vault': 2 } },
          { label: 'In old albums to scan', points: { 'memory-vault': 2, scrapbooks: 1 } },
        ],
      },
    ],
  },
  {
    path: '/family-collaboration-quiz',
    title: 'Family collaboration quiz',
    summary: 'Who should you invite, and what should each person be able to do?',
    questions: [
      {
        prompt: 'Who keeps your family’s memories today?',
        options: [
          { label: 'Me, mostly', points: { 'memory-vault': 2, 'family-circle': 1 } },
          {
            label: 'Everyone has a few',
            points: { 'family-circle': 3 },
            because: 'a family circle brings everyone’s memories together',
          },
          { label: 'Nobody, really', points: { 'memory-vault': 2 } },
        ],
      },
      {
        prompt: 'Who should be able to add photos and stories?',
        options: [
          {
            label: 'Close relatives',
            points: { 'family-circle': 3 },
            because: 'editors add to the albums you share with them',
          },
          { label: 'Only me; others just look', points: { 'family-circle': 2, 'sharing-links': 1 } },
        ],
      },
      {
        prompt: 'Is there someone you trust with your legacy?',
        options: [
          {
            label: 'Yes, a partner, child or friend',
            points: { 'family-circle': 2, 'posthumous-release': 2 },
            because: 'you can name a legacy contact in your family circle',
          },
          { label: 'Not yet', points: { 'posthumous-release': 1 } },
        ],
      },
      {
        prompt: 'Do some relatives not want another account?',
        options: [
          {
            label: 'Yes',
            points: { 'sharing-links': 3, 'recipient-links': 1 },
            because: 'a share link opens one memory or album without an account',
          },
          { label: 'No, they would join', points: { 'family-circle': 2 } },
        ],
      },
      {
        prompt: 'What would you work on together first?',
        options: [
          { label: 'A shared album', points: { 'family-circle': 2, 'memory-vault': 1 } },
          { label: 'The family tree', points: { 'family-tree': 3 } },
          { label: 'A time capsule for a child', points: { 'time-capsules': 3 } },
        ],
      },
    ],
  },
  {
    path: '/ai-features-quiz',
    title: 'AI features quiz',
    summary: 'What can transcripts and the emotion summary do for your recordings, and what do they not do?',
    questions: [
      {
        prompt: 'How many recordings do you have, or plan to make?',
        options: [
          {
            label: 'Many: hours of stories',
            points: { 'transcription-and-emotion': 3 },
            because: 'transcripts make hours of recordings searchable',
          },
          { label: 'A few', points: { 'voice-recordings': 2 } },
          { label: 'None yet', points: { 'voice-recordings': 2 } },
        ],
      },
      {
        prompt: 'Would you like to search what was said?',
        options: [
          {
            label: 'Yes, by a word or a name',
            points: { 'transcription-and-emotion': 3, 'memory-vault': 1 },
            because: 'full-text search covers transcripts',
          },
          { label: 'No, I will just listen', points: { 'voice-recordings': 1 } },
        ],
      },
      {
        prompt: 'How do you feel about recordings going to outside AI services?',
        options: [
          {
            label: 'I would rather they did not',
            points: { 'transcription-and-emotion': 2, 'account-security': 1 },
            because: 'transcription runs on our own server: no recording is sent to an outside AI service',
          },
          { label: 'I do not mind', points: { 'transcription-and-emotion': 1 } },
        ],
      },
      {
        prompt: 'Would a summary of the feelings in a recording help you?',
        options: [
          {
            label: 'Yes, to find the happy ones',
            points: { 'transcription-and-emotion': 2 },
            because: 'the emotion summary measures the sentiment of the words said',
          },
          { label: 'No', points: {} },
        ],
      },
      {
        prompt: 'Do the recordings need corrections, like names or dialect?',
        options: [
          {
            label: 'Often',
            points: { 'transcription-and-emotion': 2 },
            because: 'every transcript can be corrected by hand',
          },
          { label: 'Rarely', points: { 'voice-recordings': 1 } },
        ],
      },
    ],
  },
  {
    path: '/platform-overview-quiz',
    title: 'Platform overview quiz',
    summary: 'Five questions about your family, and the parts of {product} that fit it.',
    questions: [
      WHO,
      {
        prompt: 'What is happening in your family right now?',
        options: [
          { label: 'A new baby', points: { 'future-messages': 2, 'time-capsules': 2 } },
          {
            label: 'Caring for an ageing parent',
            points: { 'voice-recordings': 3 },
            because: 'recording their stories now keeps them for the grandchildren',
          },
          { label: 'A recent loss', points: { 'memory-vault': 2, 'family-circle': 2 } },
          { label: 'Nothing in particular', points: { 'memory-vault': 1, 'future-messages': 1 } },
        ],
      },
      {
        prompt: 'What would you most regret losing?',
        options: [
          {
            label: 'A voice',
            points: { 'voice-recordings': 3 },
            because: 'voices are kept with transcripts, encrypted',
          },
          { label: 'Photos and videos', points: { 'memory-vault': 3 } },
          { label: 'The family’s recipes', points: { 'family-recipes': 3 } },
          {
            label: 'What I never said',
            points: { 'future-messages': 3 },
            because: 'a future message says it on the day',
          },
        ],
      },
      {
        prompt: 'How involved should the family be?',
        options: [
          { label: 'Very: we do this together', points: { 'family-circle': 3 } },
          { label: 'They see what I choose', points: { 'sharing-links': 2, 'family-circle': 1 } },
        ],
      },
      {
        prompt: 'Are you thinking about what happens after you are gone?',
        options: [
          {
            label: 'Yes',
            points: { 'posthumous-release': 2, 'last-wishes': 2, 'delivery-protection': 1 },
            because: 'you want your wishes and words to reach the family',
          },
          { label: 'Not now', points: { 'memory-vault': 1 } },
        ],
      },
    ],
  },
];

/** One recommended capability, its score, and why it fits (from the answers). */
export interface Recommendation {
  feature: Feature;
  score: number;
  reasons: string[];
}

/** How many capabilities a result recommends at most. */
export const RECOMMENDATIONS_SHOWN = 3;

/**
 * The answers of a result link (`0-2-1-0-3`, one option index per question).
 * @returns undefined when the text does not answer every question of `quiz` with a real option
 */
export function parseAnswers(quiz: Quiz, text: string | null): number[] | undefined {
  if (!text) return undefined;
  const answers = text.split('-').map(Number);
  const isValid =
    answers.length === quiz.questions.length &&
    answers.every(
      (answer, index) => Number.isInteger(answer) && answer >= 0 && answer < quiz.questions[index]!.options.length,
    );
  return isValid ? answers : undefined;
}

/** The answers as a result link's `answers` value. */
export const formatAnswers = (answers: readonly number[]): string => answers.join('-');

/**
 * Scores the answers: each chosen option's points added up per capability, highest first (ties in
 * the order of features.ts), at most RECOMMENDATIONS_SHOWN with a score above 0.
 */
export function recommend(quiz: Quiz, answers: readonly number[]): Recommendation[] {
  const totals = new Map<string, Recommendation>();
  quiz.questions.forEach((question, index) => {
    const option = question.options[answers[index]!];
    if (!option) return;
    for (const [id, points] of Object.entries(option.points)) {
      const feature = FEATURES.find((candidate) => candidate.id === id)!;
      const entry = totals.get(id) ?? { feature, score: 0, reasons: [] };
      entry.score += points ?? 0;
      if (option.because && !entry.reasons.includes(option.because)) entry.reasons.push(option.because);
      totals.set(id, entry);
    }
  });
  return [...totals.values()]
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || FEATURES.indexOf(a.feature) - FEATURES.indexOf(b.feature))
    .slice(0, RECOMMENDATIONS_SHOWN);
}
