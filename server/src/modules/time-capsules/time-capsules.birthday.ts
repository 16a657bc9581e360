/**
 * Capsules that open "when Maya turns 18" (docs/product/capsules-scrapbooks-recipes.md "Time
 * capsules"): the opening instant worked out from the individual's exact birth date in a family
 * tree the owner may read — AGE_DELIVERY_HOUR on that birthday in the capsule's time zone, the same
 * rule as messages delivered "when you turn N" (domain/life-events.ts; a 29 February birthday falls
 * on 28 February in other years). A draft follows the tree: every read works the opening out again;
 * sealing fixes it.
 */
import { nameAsShown } from '@heirloom/common/contracts/family-tree-chart';
import type { Kysely } from 'kysely';
import { DateTime } from 'luxon';
import { TIME_CAPSULE_MESSAGES } from '@heirloom/common/contracts/time-capsules';
import { exactGedcomDay } from '@heirloom/common/domain/birthday-opening';
import { AGE_DELIVERY_HOUR, ageBirthday } from '@heirloom/common/domain/life-events';
import type { Database } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import { findReadableIndividual } from '../../policies/family-tree.policy';
import { findBirthRecord } from './time-capsules.repository';

/** A birthday opening worked out: its instant, or why there is none now; with the person's name. */
export type BirthdayOpening =
  | { individualId: string; age: number; name: string; opensAt: Date; problem: null }
  | { individualId: string; age: number; name: string; opensAt: null; problem: string };

/**
 * The opening of a capsule on `age`-th birthday of individual `individualId`, as `ownerId` may see
 * them in a family tree, at `now`.
 * @returns the instant, or the problem in words: the individual is gone or not in a tree (or
 *   branch) the owner reads, has no exact birth date, or the birthday has passed
 */
export async function workOutBirthdayOpening(
  db: Kysely<Database>,
  ownerId: string,
  opening: { individualId: string; age: number },
  timeZone: string,
  now: Date,
): Promise<BirthdayOpening> {
  const missing = {
    individualId: opening.individualId,
    age: opening.age,
    name: '',
    opensAt: null,
    problem: TIME_CAPSULE_MESSAGES.birthdayPersonNotFound,
  };
  const person = await findBirthRecord(db, opening.individualId);
  if (!person || !(await findReadableIndividual(db, ownerId, person.id)).isReadable) return missing;
  const name = nameAsShown(person.name_as_written) || person.nickname || 'This person';
  const base = { individualId: person.id, age: opening.age, name };
  if (!person.birth_date) return { ...base, opensAt: null, problem: TIME_CAPSULE_MESSAGES.birthDateMissing(name) };
  const day = exactGedcomDay(person.birth_date);
  if (!day)
    return { ...base, opensAt: null, problem: TIME_CAPSULE_MESSAGES.birthDateNotExact(name, person.birth_date) };
  const birthday = DateTime.fromISO(ageBirthday(day, opening.age)!, { zone: timeZone }).set({
    hour: AGE_DELIVERY_HOUR,
  });
  const opensAt = birthday.toJSDate();
  if (opensAt.getTime() <= now.getTime())
    return { ...base, opensAt: null, problem: TIME_CAPSULE_MESSAGES.birthdayPassed(name, opening.age) };
  return { ...base, opensAt, problem: null };
}

/**
 * The instant a draft's birthday opening gives now, for saving or sealing it.
 * @throws AppError `failure` with the problem in words when there is none
 */
export async function requireBirthdayOpening(
  db: Kysely<Database>,
  ownerId: string,
  opening: { individualId: string; age: number },
  timeZone: string,
  now: Date,
  failure: 'invalid' | 'conflict',
): Promise<Date> {
  const worked = await workOutBirthdayOpening(db, ownerId, opening, timeZone, now);
  if (worked.problem !== null) throw new AppError(failure, worked.problem);
  return worked.opensAt;
}
