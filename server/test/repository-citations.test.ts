/**
 * The repository explains itself: no file cites a document the repository does not hold or a
 * ticket number, and every citation of the repository's own documents points at something that
 * exists. What may be cited, and how, is set out in docs/product/README.md "How to cite":
 *
 * - a product page, `docs/product/<page>.md`, then a heading of that page in double quotes;
 * - a decision record, `docs/decisions/<nnn>` or `docs/decisions/<nnn>-<name>.md`, optionally
 *   followed by one of its headings or bold labels in double quotes;
 * - ARCHITECTURE.md, followed by one of its headings or bold paragraph labels in double quotes.
 *
 * Files are those `git ls-files` lists (binary files skipped), so a new file is checked as soon as
 * it is added.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Outside documents and ticket numbers; the names are split so this file does not match itself. */
const OUTSIDE_REFERENCE = new RegExp(
  [...['SPEC', 'PRODUCT', 'ENGINEERING'].map((name) => `\\b${name}\\.md\\b`), '\\b[Ii]ssues? #?\\d'].join('|'),
);

/** A quoted heading after a citation, allowing the comment's line break and leader between them. */
const QUOTED = String.raw`(?:\s*(?:\*|\/\/|#)?\s*\(?"([^"\n]+)")?`;

/** Every text file git tracks: its path (relative to the repository) and its lines. */
function trackedTextFiles(): { file: string; text: string }[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  })
    .toString('utf8')
    .split('\0')
    .filter(Boolean);
  return listed.flatMap((file) => {
    const absolute = path.join(root, file);
    if (!existsSync(absolute)) return [];
    const bytes = readFileSync(absolute);
    if (bytes.subarray(0, 8000).includes(0)) return [];
    return [{ file, text: bytes.toString('utf8') }];
  });
}

/** The headings (`#` to `######`) and bold labels opening a paragraph or list item of a Markdown file. */
function anchorsOf(markdownFile: string): Set<string> {
  const text = readFileSync(path.join(root, markdownFile), 'utf8');
  const headings = [...text.matchAll(/^#{1,6}\s+(.+?)\s*$/gm)].map((match) => match[1]!);
  const labels = [...text.matchAll(/^(?:[-*]\s+)?\*\*(.+?)\.?\*\*/gm)].map((match) => match[1]!.replace(/\.$/, ''));
  return new Set([...headings, ...labels]);
}

const files = trackedTextFiles();

describe('citations', () => {
  it('cite no document outside the repository and no ticket number', () => {
    const offending = files.flatMap(({ file, text }) =>
      text
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => OUTSIDE_REFERENCE.test(line))
        .map(({ line, index }) => `${file}:${index + 1}: ${line.trim()}`),
    );
    expect(offending).toEqual([]);
  });

  it('of the product pages, the decision records and ARCHITECTURE.md name what exists', () => {
    const decisions = readdirSync(path.join(root, 'docs/decisions'));
    const broken: string[] = [];
    let checked = 0;
    for (const { file, text } of files) {
      for (const match of text.matchAll(new RegExp(String.raw`docs/product/([a-z0-9-]+)\.md` + QUOTED, 'g'))) {
        checked += 1;
        const page = `docs/product/${match[1]}.md`;
        if (!existsSync(path.join(root, page))) broken.push(`${file}: ${page} does not exist`);
        else if (match[2] && !anchorsOf(page).has(match[2])) broken.push(`${file}: ${page} has no "${match[2]}"`);
      }
      for (const match of text.matchAll(
        new RegExp(String.raw`docs/decisions/(\d{3})(-[a-z0-9-]+\.md)?` + QUOTED, 'g'),
      )) {
        checked += 1;
        const record = match[2]
          ? decisions.find((name) => name === `${match[1]}${match[2]}`)
          : decisions.find((name) => name.startsWith(`${match[1]}-`));
        if (!record) broken.push(`${file}: docs/decisions/${match[1]}${match[2] ?? ''} does not exist`);
        else if (match[3] && !anchorsOf(`docs/decisions/${record}`).has(match[3]))
          broken.push(`${file}: docs/decisions/${record} has no "${match[3]}"`);
      }
      for (const match of text.matchAll(new RegExp(String.raw`ARCHITECTURE\.md` + QUOTED, 'g'))) {
        checked += 1;
        if (match[1] && !anchorsOf('ARCHITECTURE.md').has(match[1]))
          broken.push(`${file}: ARCHITECTURE.md has no "${match[1]}"`);
      }
    }
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });
});
