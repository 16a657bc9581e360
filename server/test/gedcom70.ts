/**
 * The official GEDCOM 7.0 test files (server/test/fixtures/gedcom70, copied unchanged from the GEDCOM
 * Steering Committee's gedcom.io repository; see its README): the family tree's import and export
 * must pass every one.
 */
import path from 'node:path';

/** Folder holding the `.ged` and `.gdz` test files. */
export const GEDCOM70_TESTDATA = path.resolve(import.meta.dirname, 'fixtures/gedcom70');
