/**
 * The emotional tone of a transcript as VADER measures it: sentiment valence (how positive or
 * negative the words are), not specific emotions such as grief or joy, which VADER does not measure.
 * Hutto, C.J. & Gilbert, E.E. (2014). VADER: A Parsimonious Rule-based Model for Sentiment Analysis
 * of Social Media Text. ICWSM-14.
 */
import { createRequire } from 'node:module';

// vader-sentiment ships no type declarations; its CommonJS entry and its lexicon are typed here.
const require = createRequire(import.meta.url);
const { SentimentIntensityAnalyzer } = require('vader-sentiment') as {
  SentimentIntensityAnalyzer: {
    polarity_scores(text: string): { neg: number; neu: number; pos: number; compound: number };
  };
};
/** VADER's lexicon: word → mean valence from −4 (extremely negative) to +4 (extremely positive) rated by ten people. */
const { lexicon } = require('vader-sentiment/src/vader_lexicon.js') as { lexicon: Record<string, number> };

export interface EmotionSummary {
  method: string;
  /** VADER's normalised sum of valences, −1 (most negative) to 1 (most positive) */
  compound: number;
  /** shares of the text (0..1) that are positive, negative and neutral; all 0 for empty text */
  positive: number;
  negative: number;
  neutral: number;
  label: 'positive' | 'negative' | 'neutral' | 'mixed';
  /** up to 6 words of the text with the strongest lexicon valence (−4..4), strongest first */
  carriers: { word: string; valence: number }[];
}

const METHOD = 'VADER sentiment lexicon (Hutto & Gilbert, 2014)';
const MAX_CARRIERS = 6;

/**
 * Label thresholds. Compound ±0.05: the "typical threshold values" of VADER's README ("About the
 * Scoring", github.com/cjhutto/vaderSentiment; copied in node_modules/vader-sentiment/README.md).
 * Shares ≥ 0.2 for "mixed": Heirloom's own rule, not VADER's; VADER's README only recommends the
 * pos/neg/neu shares for "multidimensional measures of sentiment" and gives no threshold for them.
 */
const POSITIVE_COMPOUND = 0.05;
const NEGATIVE_COMPOUND = -0.05;
const MIXED_SHARE = 0.2;

/** Leading and trailing punctuation, removed as VADER does before looking a word up. */
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** The distinct words of `text` that VADER's lexicon rates, strongest valence first (ties: first said first). */
function findCarriers(text: string): EmotionSummary['carriers'] {
  const carriers = new Map<string, number>();
  for (const token of text.toLowerCase().split(/\s+/)) {
    const word = Object.hasOwn(lexicon, token) ? token : token.replace(EDGE_PUNCTUATION, '');
    if (word !== '' && !carriers.has(word) && Object.hasOwn(lexicon, word)) carriers.set(word, lexicon[word]!);
  }
  return [...carriers]
    .map(([word, valence]) => ({ word, valence }))
    .sort((a, b) => Math.abs(b.valence) - Math.abs(a.valence))
    .slice(0, MAX_CARRIERS);
}

/**
 * Summarises the sentiment of a transcript with VADER.
 * Label: "mixed" when both the positive and negative shares are ≥ 0.2 (Heirloom's rule), else
 * "positive" when compound ≥ 0.05, "negative" when compound ≤ −0.05, else "neutral" (VADER's
 * README thresholds). Carriers are the words' lexicon ratings before VADER's rules for negation,
 * boosters ("very") and capitals, so "not happy" lists "happy" at +2.7.
 * @returns shares 0..1 and compound −1..1 exactly as VADER computes them; empty text is neutral with no carriers
 */
export function analyzeEmotion(text: string): EmotionSummary {
  const scores = SentimentIntensityAnalyzer.polarity_scores(text);
  const isMixed = scores.pos >= MIXED_SHARE && scores.neg >= MIXED_SHARE;
  const label = isMixed
    ? 'mixed'
    : scores.compound >= POSITIVE_COMPOUND
      ? 'positive'
      : scores.compound <= NEGATIVE_COMPOUND
        ? 'negative'
        : 'neutral';
  return {
    method: METHOD,
    compound: scores.compound,
    positive: scores.pos,
    negative: scores.neg,
    neutral: scores.neu,
    label,
    carriers: findCarriers(text),
  };
}
