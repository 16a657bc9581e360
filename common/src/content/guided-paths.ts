/**
 * Guided entry points by situation (/family-legacy-hub and /discover-your-path):
 * for each situation, why it matters and the first steps, each step pointing at the page where it
 * is done. Whether a step's page is real yet comes from the page catalogue (features.ts
 * `featureStatus`), so a path never promises what is still being built. `{product}` is the
 * configured product name.
 */

export interface PathStep {
  label: string;
  detail: string;
  /** The page where the step is done (a path of the page catalogue). */
  path: string;
}

export interface GuidedPath {
  /** Anchor of the situation (`#{id}`), also used in links from other pages. */
  id: string;
  /** "I am…" / "We are…" in the visitor's words. */
  situation: string;
  why: string;
  steps: readonly PathStep[];
  /** A blog article or page to read first. */
  read?: { label: string; path: string };
}

export const GUIDED_PATHS: readonly GuidedPath[] = [
  {
    id: 'new-parents',
    situation: 'We just had a baby',
    why: 'The letters you write now, while everything is new, become the ones your child reads at 18, on their wedding day, or when they have children of their own.',
    steps: [
      {
        label: 'Write a letter for their 18th birthday',
        detail: 'Write or record it today, name your child and choose the date.',
        path: '/future-messages',
      },
      {
        label: 'Keep the first photos and voices',
        detail: 'Upload them to the memory vault, where they are encrypted with your own key.',
        path: '/memory-vault',
      },
      {
        label: 'Invite the grandparents',
        detail: 'Let them add their own memories as editors of your family circle.',
        path: '/family-collaboration',
      },
      {
        label: 'Seal a time capsule',
        detail: 'A box of memories that opens on a date you choose.',
        path: '/time-capsules',
      },
    ],
  },
  {
    id: 'caring-for-a-parent-with-dementia',
    situation: 'I am caring for a parent with dementia',
    why: 'Stories fade before voices do. Short recording sessions now keep the stories, and the voice telling them, for the grandchildren who will ask later.',
    steps: [
      {
        label: 'Record short sessions',
        detail: 'Fifteen to thirty minutes in the browser, with a transcript you can correct.',
        path: '/voice-recordings',
      },
      {
        label: 'Keep the photos that start the stories',
        detail: 'Old photos, letters and documents, searchable by the people in them.',
        path: '/memory-vault',
      },
      {
        label: 'Share with brothers and sisters',
        detail: 'Invite siblings to the family circle so everyone can listen and add.',
        path: '/family-collaboration',
      },
    ],
    read: {
      label: 'Dementia Support: Recording a Loved One’s Stories While You Still Can',
      path: '/blog/dementia-support-recording-a-loved-one-s-stories-while-you-still-can',
    },
  },
  {
    id: 'after-a-loss',
    situation: 'Someone in my family has died',
    why: 'Grief is easier to carry with the voices and stories in one safe place, shared with the people who loved them too.',
    steps: [
      {
        label: 'Gather their voice and photos',
        detail: 'Upload voicemails, videos and photos to the vault; recordings get transcripts.',
        path: '/memory-vault',
      },
      {
        label: 'Share them with the family',
        detail: 'Invite relatives to the circle, or send one memory by private link.',
        path: '/family-collaboration',
      },
      {
        label: 'Leave your own words',
        detail: 'Many people, after a loss, record the message they wish they had received.',
        path: '/future-messages',
      },
    ],
    read: {
      label: 'Grief Support: Finding Comfort in Memories',
      path: '/blog/grief-support-finding-comfort-in-memories',
    },
  },
  {
    id: 'genealogists',
    situation: 'I research our family history',
    why: 'Names and dates tell who; voices and stories tell what they were like. Keep both together for the next generation of researchers.',
    steps: [
      {
        label: 'Build the family tree',
        detail: 'People, parents, partners and children, with GEDCOM import and export.',
        path: '/family-tree',
      },
      {
        label: 'Record the elders now',
        detail: 'Their voices, attached to their place in the tree.',
        path: '/voice-recordings',
      },
      {
        label: 'Keep documents and photos',
        detail: 'Certificates, letters and portraits, with the text of PDFs searchable.',
        path: '/memory-vault',
      },
    ],
    read: { label: 'Genealogy articles', path: '/genealogy-blog' },
  },
  {
    id: 'military-families',
    situation: 'I am deploying, or my family serves',
    why: 'Birthdays and holidays do not wait for a homecoming. Record before you leave and let the messages arrive on the day.',
    steps: [
      {
        label: 'Record birthday messages before you leave',
        detail: 'One for each day you will miss, each delivered on its date.',
        path: '/future-messages',
      },
      {
        label: 'Read how it works for service families',
        detail: 'What to record, and what happens if plans change.',
        path: '/military-families',
      },
    ],
  },
  {
    id: 'planning-ahead',
    situation: 'I want my family to hear from me after I am gone',
    why: 'The words you leave can arrive at the moments you will miss, with delivery protection that checks you are still here first.',
    steps: [
      {
        label: 'Schedule messages for the milestones',
        detail: 'Graduations, weddings, birthdays: each delivered on its day.',
        path: '/future-messages',
      },
      {
        label: 'Name your legacy contacts',
        detail: 'People you trust, in your family circle.',
        path: '/family-collaboration',
      },
      {
        label: 'Write down your last wishes',
        detail: 'For the family members you designate.',
        path: '/last-wishes',
      },
    ],
    read: {
      label: 'Posthumous Communication: Leaving Words for After You Are Gone',
      path: '/blog/posthumous-communication-leaving-words-for-after-you-are-gone',
    },
  },
];
