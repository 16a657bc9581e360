import { describe, expect, it } from 'vitest';
import { assessLegacyProgress, type LegacyProgressCounts } from './legacy-progress';

const NOTHING: LegacyProgressCounts = {
  scheduledMessages: 0,
  voicesKept: 0,
  peopleInTree: 0,
  relativesInCircle: 0,
  legacyContacts: 0,
  lastWishesAnswered: 0,
  lastWishesSections: 9,
};

describe('assessLegacyProgress', () => {
  it('starts a new account at nothing done, with a message as the next step', () => {
    const progress = assessLegacyProgress(NOTHING);
    expect(progress.doneCount).toBe(0);
    expect(progress.percent).toBe(0);
    expect(progress.nextStep?.key).toBe('message');
    expect(progress.steps.map((step) => step.status)).toEqual([
      'No message scheduled yet',
      'No voice recording yet',
      'No tree yet',
      'Nobody invited yet',
      'No legacy contact yet',
      '0 of 9 sections written',
    ]);
  });

  it('counts each step from its own figure and names the first one left', () => {
    const progress = assessLegacyProgress({ ...NOTHING, scheduledMessages: 2, voicesKept: 1, relativesInCircle: 3 });
    expect(progress.steps.filter((step) => step.isDone).map((step) => step.key)).toEqual([
      'message',
      'voice',
      'circle',
    ]);
    expect(progress.doneCount).toBe(3);
    expect(progress.percent).toBe(50);
    expect(progress.nextStep?.key).toBe('tree');
    expect(progress.steps[0]!.status).toBe('2 messages scheduled');
    expect(progress.steps[1]!.status).toBe('1 voice recording kept');
    expect(progress.steps[3]!.status).toBe('3 relatives in your family circle');
  });

  it('asks for relatives beside yourself before the tree counts, and for every section of the wishes', () => {
    const alone = assessLegacyProgress({ ...NOTHING, peopleInTree: 1, lastWishesAnswered: 8 });
    expect(alone.steps.find((step) => step.key === 'tree')).toMatchObject({
      isDone: false,
      status: '1 person in your tree',
      action: 'Add relatives',
    });
    expect(alone.steps.find((step) => step.key === 'wishes')?.isDone).toBe(false);
    const family = assessLegacyProgress({ ...NOTHING, peopleInTree: 3, lastWishesAnswered: 9 });
    expect(family.steps.find((step) => step.key === 'tree')?.isDone).toBe(true);
    expect(family.steps.find((step) => step.key === 'wishes')?.isDone).toBe(true);
  });

  it('has no next step once everything is done', () => {
    const progress = assessLegacyProgress({
      scheduledMessages: 1,
      voicesKept: 1,
      peopleInTree: 2,
      relativesInCircle: 1,
      legacyContacts: 2,
      lastWishesAnswered: 9,
      lastWishesSections: 9,
    });
    expect(progress.percent).toBe(100);
    expect(progress.nextStep).toBeNull();
  });
});
