import { describe, expect, it } from 'vitest';
import { analyzeEmotion } from './emotion';

describe('analyzeEmotion', () => {
  it('finds a loving message positive, carried by "love"', () => {
    const summary = analyzeEmotion('I love you so much. Remember the summer at the lake. We were so happy together.');

    expect(summary.label).toBe('positive');
    expect(summary.compound).toBeGreaterThanOrEqual(0.05);
    expect(summary.carriers[0]).toEqual({ word: 'love', valence: 3.2 });
    expect(summary.carriers.map((carrier) => carrier.word)).toContain('happy');
    expect(summary.method).toContain('VADER');
  });

  it('finds a grieving message negative, strongest words first', () => {
    const summary = analyzeEmotion('I miss her terribly. The funeral was the saddest day, and the grief still hurts.');

    expect(summary.label).toBe('negative');
    expect(summary.compound).toBeLessThanOrEqual(-0.05);
    expect(summary.carriers.length).toBeLessThanOrEqual(6);
    expect(summary.carriers.map((carrier) => carrier.word)).toContain('grief');
    const strengths = summary.carriers.map((carrier) => Math.abs(carrier.valence));
    expect(strengths).toEqual([...strengths].sort((a, b) => b - a));
  });

  it('finds a flat statement neutral', () => {
    const summary = analyzeEmotion('The train leaves at nine and the station is on Main Street.');

    expect(summary.label).toBe('neutral');
    expect(summary.neutral).toBe(1);
    expect(summary.carriers).toEqual([]);
  });

  it('finds a message of joy and sorrow together mixed', () => {
    const summary = analyzeEmotion('We laughed and cried. It was wonderful and painful, beautiful and sad.');

    expect(summary.label).toBe('mixed');
    expect(summary.positive).toBeGreaterThanOrEqual(0.2);
    expect(summary.negative).toBeGreaterThanOrEqual(0.2);
    expect(summary.carriers.some((carrier) => carrier.valence > 0)).toBe(true);
    expect(summary.carriers.some((carrier) => carrier.valence < 0)).toBe(true);
  });

  it('finds empty text neutral with no carriers', () => {
    const summary = analyzeEmotion('');

    expect(summary).toMatchObject({ label: 'neutral', compound: 0, positive: 0, negative: 0, carriers: [] });
  });
});
