/**
 * The demo family (docs/product/overview.md "Demo family"): three generations of the Hartleys and
 * Morenos, their photos, their recorded voices with what each says, their scheduled messages and
 * their time capsule. The files live in server/assets/demo-family, made from this list by
 * scripts/make-demo-family.ts (espeak-ng for the voices, sharp for the pictures), so each voice's
 * words here are exactly what the recording says: the seeder stores them as the transcript, as an
 * owner's correction is stored.
 */

/** A picture in server/assets/demo-family, shown in the vault. */
export interface DemoPhoto {
  file: string;
  title: string;
  /** The year it shows (the scene drawn by the generator). */
  year: number;
  /** Who is in it, as the vault tags people. */
  people: string[];
}

/** A recorded voice in server/assets/demo-family (Ogg Opus), with its words. */
export interface DemoVoice {
  file: string;
  title: string;
  /** Who speaks: an individual's key in DEMO_INDIVIDUALS. */
  speaker: DemoIndividualKey;
  /** espeak-ng voice and pitch (0-99) the generator speaks it with. */
  espeakVoice: string;
  pitch: number;
  /** Words per minute. */
  speed: number;
  words: string;
}

export type DemoIndividualKey = 'rose' | 'walter' | 'ellen' | 'david' | 'sam' | 'lily';

/** A person of the family tree. */
export interface DemoIndividual {
  givenNames: string;
  surname: string;
  sex: 'M' | 'F';
  isLiving: boolean;
  birth: { date: string; place: string };
  death?: { date: string; place: string };
  /** A portrait in the assets, linked to the person in the tree. */
  portrait?: string;
}

export const DEMO_FAMILY_NAME = 'The Hartley-Moreno family';
/** The demo account's display name: the middle generation's mother, who keeps the family's memories. */
export const DEMO_ACCOUNT_NAME = 'Ellen Moreno';

export const DEMO_INDIVIDUALS: Record<DemoIndividualKey, DemoIndividual> = {
  rose: {
    givenNames: 'Rose',
    surname: 'Hartley',
    sex: 'F',
    isLiving: true,
    birth: { date: '12 MAY 1944', place: 'Portland, Maine, USA' },
    portrait: 'portrait-rose.jpg',
  },
  walter: {
    givenNames: 'Walter',
    surname: 'Hartley',
    sex: 'M',
    isLiving: false,
    birth: { date: '3 FEB 1940', place: 'Bangor, Maine, USA' },
    death: { date: '18 OCT 2019', place: 'Portland, Maine, USA' },
    portrait: 'portrait-walter.jpg',
  },
  ellen: {
    givenNames: 'Ellen',
    surname: 'Moreno',
    sex: 'F',
    isLiving: true,
    birth: { date: '21 AUG 1970', place: 'Portland, Maine, USA' },
  },
  david: {
    givenNames: 'David',
    surname: 'Moreno',
    sex: 'M',
    isLiving: true,
    birth: { date: '9 NOV 1968', place: 'Albuquerque, New Mexico, USA' },
  },
  sam: {
    givenNames: 'Sam',
    surname: 'Moreno',
    sex: 'M',
    isLiving: true,
    birth: { date: '2 JUN 1999', place: 'Boston, Massachusetts, USA' },
  },
  lily: {
    givenNames: 'Lily',
    surname: 'Moreno',
    sex: 'F',
    isLiving: true,
    birth: { date: '14 MAR 2008', place: 'Boston, Massachusetts, USA' },
  },
};

export const DEMO_PHOTOS: DemoPhoto[] = [
  {
    file: 'apple-tree-1970.jpg',
    title: 'Planting the apple tree on Maple Street',
    year: 1970,
    people: ['Rose', 'Walter'],
  },
  { file: 'lake-summer-1998.jpg', title: 'Summer at Sebago Lake', year: 1998, people: ['Ellen', 'David'] },
  { file: 'house-maple-street.jpg', title: 'The house on Maple Street', year: 1975, people: [] },
  { file: 'birthday-cake-2016.jpg', title: "Lily's eighth birthday cake", year: 2016, people: ['Lily'] },
];

export const DEMO_PORTRAITS = ['portrait-rose.jpg', 'portrait-walter.jpg'] as const;

export const DEMO_VOICES = {
  appleTree: {
    file: 'rose-apple-tree.ogg',
    title: 'Grandma Rose: the apple tree',
    speaker: 'rose',
    espeakVoice: 'en-us+f4',
    pitch: 38,
    speed: 140,
    words:
      'This is Grandma Rose. In the spring of nineteen seventy, your grandfather Walter and I planted an apple tree behind the house on Maple Street. Every autumn we picked the apples together, and I baked pies for the whole street. When you eat an apple, think of us.',
  },
  firstDance: {
    file: 'walter-first-dance.ogg',
    title: 'Grandpa Walter: how I met your grandmother',
    speaker: 'walter',
    espeakVoice: 'en-us+m3',
    pitch: 30,
    speed: 135,
    words:
      'Walter here. I met your grandmother at a dance in nineteen sixty two. I stepped on her feet three times, and she still said yes when I asked her for a second dance. Sixty years later, I would ask her again.',
  },
  applePie: {
    file: 'rose-apple-pie.ogg',
    title: "Grandma Rose's apple pie",
    speaker: 'rose',
    espeakVoice: 'en-us+f4',
    pitch: 38,
    speed: 140,
    words:
      'To make my apple pie, slice six apples thin. Add a cup of sugar, a spoon of cinnamon and a squeeze of lemon. Bake it for forty five minutes, until the kitchen smells like home.',
  },
  birthdayWish: {
    file: 'ellen-for-lily.ogg',
    title: 'For Lily, on her birthday',
    speaker: 'ellen',
    espeakVoice: 'en-us+f2',
    pitch: 55,
    speed: 150,
    words:
      'Happy birthday, Lily. When you were born it was snowing, and your brother Sam held you first and would not give you back. I want you to remember how loved you were from the very first minute.',
  },
} satisfies Record<string, DemoVoice>;

/** The time capsule's letter from Ellen. */
export const DEMO_CAPSULE_LETTER =
  "Dear Sam and Lily, this year Grandma Rose taught Lily the apple pie, Sam moved to Chicago, and we all sat around Grandpa Walter's old radio on New Year's Eve. Open this when you have children of your own, and tell them about us. Love, Mom.";

/** The letter Ellen scheduled for Sam. */
export const DEMO_LETTER_TO_SAM =
  'Sam, by the time you read this you will be older than I was when you were born. I am proud of the man you became: kind first, clever second, stubborn always. Call your grandmother. Love, Mom.';

/** Grandma Rose's apple pie, told in her recording DEMO_VOICES.applePie (a recipe of /family-recipes). */
export const DEMO_RECIPE = {
  title: "Grandma Rose's apple pie",
  cookName: 'Grandma Rose',
  story:
    'Rose baked this pie every autumn with the apples from the tree she and Walter planted on Maple Street in 1970, and carried slices to every house on the street.',
  servings: 8,
  prepMinutes: 30,
  cookMinutes: 45,
  ingredients: [
    { quantity: 6, unit: '', item: 'apples', note: 'sliced thin' },
    { quantity: 1, unit: 'cup', item: 'sugar', note: '' },
    { quantity: 1, unit: 'tbsp', item: 'cinnamon', note: '' },
    { quantity: 0.5, unit: '', item: 'lemon', note: 'squeezed' },
    { quantity: 2, unit: '', item: 'pie crusts', note: 'top and bottom' },
  ],
  steps: [
    'Slice six apples thin and toss them with the sugar, cinnamon and lemon juice.',
    'Fill the bottom crust, cover with the top crust and cut three slits in it.',
    'Bake at 190 °C (375 °F) for forty-five minutes, until the kitchen smells like home.',
  ],
  tags: ['Dessert', 'Autumn'],
};
