/**
 * Queries built and compiled once, then run with new values: for the few queries every request
 * makes (the session lookup, the owner's list). Kysely otherwise builds the query tree and compiles
 * its SQL on every call — about 20 µs, four times what SQLite takes to answer a primary-key lookup
 * (`npm run bench`). Only the SQL text is kept, never a row; the database then reuses the prepared
 * statement too: SQLite's statement cache, and on PostgreSQL a named statement per connection, parsed
 * and planned once (database.ts). Outside a transaction they run straight on the driver
 * (`setDirectRunner`), without Kysely's connection handling around them: on SQLite a synchronous
 * call (about a third of the session lookup's time went to the handling, by `npm run bench`).
 */
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './tables';

/** SQL text of every prepared query → its statement name on PostgreSQL (a few dozen at most). */
const statementNames = new Map<string, string>();

/** The PostgreSQL statement name of a prepared query's SQL; undefined for any other SQL. */
export const preparedStatementName = (sql: string): string | undefined => statementNames.get(sql);

/**
 * Runs SQL with its values on the database's driver; undefined when it cannot run it now (an open
 * SQLite transaction, whose connection Kysely holds: the query then waits for it like any other).
 */
export type DirectRunner = (sql: string, parameters: readonly unknown[]) => Promise<unknown[]> | unknown[] | undefined;

const directRunners = new WeakMap<Kysely<Database>, DirectRunner>();

/** Lets prepared queries on `db` (never a transaction's handle) run through `runner` (database.ts). */
export function setDirectRunner(db: Kysely<Database>, runner: DirectRunner): void {
  directRunners.set(db, runner);
}

/** Stand-ins the query is compiled with, replaced by the call's values (they never reach SQL). */
const placeholder = (index: number) => `\u0000prepared-query-parameter-${index}`;

/**
 * Wraps a query that takes string values (ids).
 * @param build makes the query from a database and one value per parameter; each value must be
 *   used as a plain parameter (not concatenated, not inside `in` lists of varying length)
 * @returns a function running the query on `db` with `values`, resolving to its rows
 * @throws Error on first use when a value does not appear as a parameter of the compiled SQL
 */
export function preparedQuery<Row, Values extends string[]>(
  build: (db: Kysely<Database>, ...values: Values) => Compilable<Row>,
): (db: Kysely<Database>, ...values: Values) => Promise<Row[]> {
  const compiledByDatabase = new WeakMap<Kysely<Database>, { query: CompiledQuery<Row>; slots: number[] }>();
  return async (db, ...values) => {
    let compiled = compiledByDatabase.get(db);
    if (!compiled) {
      const placeholders = values.map((_, index) => placeholder(index)) as Values;
      const query = build(db, ...placeholders).compile();
      const slots = query.parameters.map((parameter) => placeholders.indexOf(parameter as string));
      if (placeholders.some((_, index) => !slots.includes(index)))
        throw new Error(`A prepared query does not use all its values as parameters: ${query.sql}`);
      compiled = { query, slots };
      compiledByDatabase.set(db, compiled);
      if (!statementNames.has(query.sql)) statementNames.set(query.sql, `prepared_query_${statementNames.size + 1}`);
    }
    const { query, slots } = compiled;
    const parameters = query.parameters.map((constant, index) =>
      slots[index]! >= 0 ? values[slots[index]!] : constant,
    );
    const direct = directRunners.get(db)?.(query.sql, parameters);
    if (direct) return (await direct) as Row[];
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}
