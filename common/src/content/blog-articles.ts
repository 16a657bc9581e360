/**
 * The eight blog articles (docs/product/pages-and-routes.md "Blog list"): 1 featured "About Us";
 * 2 Posthumous Communication; 3 Dementia Support; 4 Family History; 5 Family Trees; 6 Voice
 * Messages; 7 Digital Scrapbooks; 8 Grief Support. Written for families, caregivers and grieving
 * readers; `{product}` is replaced by the configured product name. Read times are computed from the
 * bodies (domain/blog-read-time.ts).
 */
import type { BlogArticle } from '../domain/blog-article';

/** An article as written: everything but what is computed from its text. */
export type BlogArticleSource = Omit<BlogArticle, 'readTime'>;

const team = (role: string) => ({ name: 'The {product} team', role });

export const ARTICLE_SOURCES: readonly BlogArticleSource[] = [
  {
    id: 1,
    title: 'About Us: Eternal Communication, Record and Share Lasting Memories',
    excerpt:
      'Why we built a place where a family’s voices, stories and messages are kept safe, and reach the people they were meant for on the right day.',
    author: team('Founders'),
    date: 'November 21, 2026',
    publishedAt: '2026-11-21',
    category: 'Legacy Letters',
    image: '💌',
    tags: ['family legacy', 'legacy letters', 'voice messages'],
    content: `Most of us have a voice we would give anything to hear once more. A grandmother humming in the kitchen. A father's laugh at his own bad joke. A friend saying our name.

{{BLOG_IMAGE}}

{product} exists so that the people who come after us never have to say that. We built it around one simple promise: **a message you record today reaches the person you love on the day it matters**, whether that is next month, on their eighteenth birthday, or years after you are gone.

## What we believe

- **Your voice is the heirloom.** Photographs fade into the background; a voice brings a person back into the room. That is why [voice messages are free, forever](/free-voice-messages).
- **Nothing should arrive by accident.** Two days before a message is delivered, we remind you. The day before, we check that you are still here. Only then does it go out, exactly as you left it.
- **Families own their memories.** You can change anything at any time while you are here, and the people you choose decide what happens next.

## How it works

1. Record or upload a message, or write a letter, and name who should receive it.
2. Pick the moment: a date, a birthday, a wedding, a graduation.
3. Change anything, at any time, while you are here.

You can see everything we do on our [features page](/features), read [our story](/about), or start straight away from your [dashboard](/dashboard). If you are not sure where to begin, our [platform overview quiz](/platform-overview-quiz) takes two minutes.

We are a small team, and we read every message sent to us. Thank you for trusting us with the voices that matter most to you.`,
  },
  {
    id: 2,
    title: 'Posthumous Communication: Leaving Words for After You Are Gone',
    excerpt:
      'Letters and voice messages delivered after a death can comfort, guide and simply say “I love you” one more time. Here is how to write them, and how to make sure they arrive.',
    author: team('Editorial'),
    date: 'November 21, 2026',
    publishedAt: '2026-11-21',
    category: 'Posthumous Communication',
    image: '🕊️',
    tags: ['posthumous messages', 'legacy letters', 'family legacy'],
    content: `Many people find it hard to start a message meant to be heard after they die. It can feel morbid, or presumptuous, or simply too sad. Yet the people who receive these messages almost always describe them the same way: *a gift*.

## Why these messages matter

Grief is full of unanswered questions. *Did they know how much I loved them? Were they proud of me? What would they say now?* A message from the person who has died cannot answer every question, but it can answer the most important ones in their own words and their own voice.

## What to say

There is no right length and no right tone. Some ideas that families tell us meant the most:

- **Name the person and a memory you share.** "Do you remember the summer we got lost looking for the lake?"
- **Say the things you say too rarely.** Pride, gratitude, forgiveness, love.
- **Offer permission.** To be happy again, to make their own choices, to move the furniture.
- **Give a little advice, lightly.** What you learned, not what they must do.
- **Look ahead.** A message for a wedding day or a first child can be opened years from now.

## Make sure it arrives

A letter in a drawer can be lost or found too early. A scheduled message can be delivered on a date you choose, or after you are gone through the people you trust. With [legacy messages](/legacy-messages), each message is kept safe until its moment, and delivery protection checks with you before anything is sent.

If you are planning more widely, our guide to [legacy planning](/legacy-planning) covers legacy contacts and last wishes.

## Start small

You do not need to write everything today. Record one short message for one person. You can add more, change it, or postpone it at any time. Voice messages are [free, with no time limit](/free-voice-messages).`,
  },
  {
    id: 3,
    title: 'Dementia Support: Recording a Loved One’s Stories While You Still Can',
    excerpt:
      'Gentle, practical ways for caregivers to capture the voice and stories of someone living with dementia, in short sessions that feel like conversation, not an interview.',
    author: team('Caregiver resources'),
    date: 'November 21, 2026',
    publishedAt: '2026-11-21',
    category: 'Dementia Support',
    image: '🧡',
    tags: ['elder care', 'family stories', 'memory preservation'],
    content: `When someone you love is living with dementia, every good day feels precious. Recording their voice and their stories can become one of those good days, for both of you.

## Keep sessions short

Aim for **15 to 30 minutes** at a time. Stop earlier if your loved one seems tired or frustrated; you can always come back. The best time of day is usually when they are most alert, often mid-morning.

## Make it a conversation

Sit side by side rather than across a table. Start with something in the room: a photograph, a recipe card, a song. Old memories often stay clearer than recent ones, so ask about childhood homes, first jobs, dances and holidays.

Questions that open doors:

- "What was your mother like in the kitchen?"
- "Tell me about the first time you saw the sea."
- "What songs did you dance to?"

## Let go of accuracy

Dates may be wrong and stories may change from one telling to the next. That is all right. You are not building an archive of facts; you are keeping a voice, a rhythm of speech, a laugh.

## Practical tips

- Use a quiet room and keep the phone or computer close.
- [Record in your browser](/free-voice-messages): no equipment needed.
- Add each recording to their place in the [family tree](/family-tree) so future generations can find it.
- Transcripts make stories searchable later, and easier to share with relatives who prefer reading.

## Look after yourself

Caregiving is hard. Listening back to recordings can be comforting one day and painful the next. Share the work with family, and remember that every minute you record is already a gift.`,
  },
  {
    id: 4,
    title: 'Family History: Turning Old Stories into a Living Record',
    excerpt:
      'How to gather the stories scattered across your family, from attic boxes to group chats, and keep them together for the generations who will ask “where did we come from?”',
    author: team('Family history'),
    date: 'November 21, 2026',
    publishedAt: '2026-11-21',
    category: 'Family History',
    image: '📜',
    tags: ['family stories', 'generational wisdom', 'family traditions'],
    content: `Every family has a historian, even if nobody calls them that: the aunt who remembers every cousin's birthday, the grandfather who can name every street he ever lived on. Family history is what happens when those memories are written down, recorded and shared before they are lost.

## Start with what you have

- Photographs, especially the ones with writing on the back.
- Letters, postcards and cards.
- Recipes, certificates, medals, school reports.
- Stories people tell at every gathering.

## Ask, and record the answers

Written notes are good; voices are better. A five-minute recording of your uncle telling *that* story captures his timing, his accent and the way he laughs at the end. Ask open questions and let people wander.

## Put people in their places

Stories make sense when you know who is who. Build a [family tree](/family-tree) as you go, attaching photos and recordings to each person. It becomes a map future relatives can explore.

## Share it while people can still add to it

The best family histories are collaborative. Invite relatives to add what they know; someone always has the missing piece. When you are ready, turn the best stories into pages with the [scrapbook generator](/scrapbook-generator).

## Keep it for the long run

Paper is fragile and phones get lost. Keep copies in more than one place, and choose tools that let you export everything. That way the record you build outlives any single device, or any single company.`,
  },
  {
    id: 5,
    title: 'Family Trees: A Beginner’s Guide to Mapping Your Roots',
    excerpt:
      'A step-by-step start to building a family tree: who to ask, what to record, and how to make each branch more than a name and a date.',
    author: team('Family history'),
    date: 'November 21, 2026',
    publishedAt: '2026-11-21',
    category: 'Family History',
    image: '🌳',
    tags: ['family trees', 'family stories', 'generational wisdom'],
    content: `A family tree begins with one person: you. From there it grows one relationship at a time.

## Step 1: Start with what you know

Add yourself, your parents, your grandparents. Note full names, including maiden names, and places and approximate dates of birth. Approximate is fine; you can refine later.

## Step 2: Ask the oldest relatives first

They hold memories nobody else has. Ask about their grandparents too: that is often how a tree gains two generations in one afternoon.

## Step 3: Record the stories, not just the facts

A name and a date tell you someone existed. A story tells you who they were. Attach photos and voice recordings to each person in your [family tree](/family-tree), so a great-grandchild can one day hear their great-grandmother describe her wedding.

## Step 4: Check documents

Birth, marriage and census records confirm dates and fill gaps. When sources disagree, note both and the source of each.

## Step 5: Share and collaborate

Invite relatives to add branches they know better than you. Standard formats such as GEDCOM let you move your tree between tools without losing work.

## Not sure where to begin?

Take our [platform overview quiz](/platform-overview-quiz) for a suggestion based on what you already have.`,
  },
  {
    id: 6,
    title: 'Voice Messages: Why Hearing a Loved One Matters So Much',
    excerpt:
      'A voice carries what words on paper cannot: warmth, humour, the way someone says your name. Why voice messages are worth recording now, and ideas for your first one.',
    author: team('Editorial'),
    date: 'November 21, 2026',
    publishedAt: '2026-11-21',
    category: 'Voice Messages',
    image: '🎙️',
    tags: ['voice messages', 'memory preservation', 'family legacy'],
    content: `Ask people what they miss most about someone who has died, and many will say the same thing: their voice.

## What a voice carries

A voice holds emotion in its pitch and pace. It carries an accent shaped by a childhood home, a laugh that starts before the joke ends, a particular way of saying "sweetheart". None of that survives in a text message.

## Ideas for a first message

- **A birthday greeting** to be delivered on a grandchild's eighteenth birthday.
- **A story only you can tell**: how you met, the day they were born.
- **A recipe**, told the way you cook it, with the bits that are not on the card.
- **Everyday words**: "Good morning, love." Small things become enormous later.

## Tips for recording

1. Find a quiet room, sit comfortably, and hold the microphone about a hand's width away.
2. Speak to one person, not to an audience.
3. It is fine to pause, laugh or start again. Listen back before you save.
4. Keep it short. Two minutes said with love beats twenty minutes of nerves.

## Delivered on the right day

A voice message can reach its listener on a date you choose. Two days before, we remind you in case you want to change or add anything; the day before, we check that you are still here. Read more about [future messages](/legacy-messages).

Voice messages are [free, with no time limit](/free-voice-messages). Record your first one from your [dashboard](/dashboard).`,
  },
  {
    id: 7,
    title: 'Digital Scrapbooks: Bringing Photos, Voices and Stories Together',
    excerpt:
      'Scrapbooks do not have to mean glue and scissors. How to build pages that combine photographs, handwriting and recorded voices, and print them when you want to.',
    author: team('Creative'),
    date: 'November 21, 2026',
    publishedAt: '2026-11-21',
    category: 'Digital Scrapbooks',
    image: '📸',
    tags: ['digital scrapbooks', 'memory preservation', 'family traditions'],
    content: `A scrapbook is a story told with pictures. A digital scrapbook can tell it with sound as well.

## Choose a thread

The best scrapbooks follow one thread: a year, a holiday tradition, a person's life, a house. A clear thread makes choosing photos easier and the result more meaningful.

## Mix your materials

- **Photographs**: a few strong ones beat dozens of similar ones.
- **Handwriting**: scan a birthday card or a recipe.
- **Voices**: a short recording next to a photo turns a page into a moment.
- **Captions**: who, where, when, and one line of *why this matters*.

## Build it together

Invite relatives to add their photos and captions. Grandparents often know who is in the picture when nobody else does.

## Print, share, keep

Pages can be printed for those who love paper and kept online for those far away. Start with the [scrapbook generator](/scrapbook-generator), and compare what each plan includes on our [pricing page](/pricing).`,
  },
  {
    id: 8,
    title: 'Grief Support: Finding Comfort in Memories',
    excerpt:
      'Grief does not follow a timetable. Gentle ways memories, recordings and rituals can help, and a reminder that there is no wrong way to remember someone.',
    author: team('Grief support'),
    date: 'November 21, 2026',
    publishedAt: '2026-11-21',
    category: 'Grief Support',
    image: '🌿',
    tags: ['family stories', 'advice sharing', 'posthumous messages'],
    content: `If you are grieving, first: you are not doing it wrong. Grief comes in waves, sometimes years later, sometimes on an ordinary Tuesday.

## Memories as company

Many people find comfort in keeping the person close through their things and their stories. Listening to a recording, reading a letter, cooking their recipe: these can be moments of connection rather than loss.

It is also all right if they are too painful for now. Memories keep. You can return to them when you are ready.

## Small rituals

- Light a candle on their birthday and tell one story about them.
- Write them a letter about what is happening in your life.
- Gather the family to record what each of you remembers.

## Talk to someone

Grief can feel lonely even in a full room. Friends, faith communities, support groups and counsellors can all help carry the weight. If you are struggling to cope day to day, please contact a doctor or a local helpline.

## Keeping their voice safe

If you have voice notes or videos of the person you lost, make copies and keep them somewhere safe. You can keep them in a private space, share them with the family, and read more about [what we do and why](/about).

There is no finish line in grief. There is only remembering, in your own way and your own time.`,
  },
];
