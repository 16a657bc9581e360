/**
 * Benchmark: a generated GEDCOM 7.0 file of 50,000 individuals with the events a genealogy
 * program's export holds, imported (preview + job, target ≤ 30 s, the server's memory during it
 * ≤ 300 MB above idle) and exported as 7.0 (≤ 10 s) over HTTP by the built server in a process of
 * its own, on SQLite, and on PostgreSQL (a database of its own) when a URL is given; the focus call
 * with 4 generations each way (median of 20 after a warm-up, ≤ 50 ms); a name search (median of
 * 20, ≤ 100 ms); and the chart's first render of that tree in headless chromium (navigation to the
 * focus card drawn, ≤ 1.5 s). Needs `npm run build`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import type { ChartPerson } from '@heirloom/common/contracts/family-tree-chart';
import type { ImportPreview, TreeImport } from '@heirloom/common/contracts/family-tree';
import { startBuiltServer } from './built-server';
import { CookieClient } from '../test/cookie-client';

const PORT = 3196;
const ORIGIN = `http://localhost:${PORT}`;
const INDIVIDUALS = 50_000;

/** Surnames as real files hold them: particles, diacritics, another script. */
const SURNAMES = [
  'Kowalczyk',
  'Müller',
  'von Berg',
  'Nguyễn',
  'Ó Briain',
  'Øvergaard',
  'Петров',
  'García',
  'Smith',
  'Jönsson',
];
const OCCUPATIONS = ['Farmer', 'Weaver', 'Teacher', 'Blacksmith', 'Nurse', 'Clerk', 'Miner', 'Seamstress'];
const SOURCES = 200;

/**
 * A GEDCOM 7.0 family of `count` individuals, shaped like a genealogy program's export: two
 * founders; each couple has three children, each child marries someone from outside the tree. Every
 * person has a NAME with GIVN and SURN pieces, a birth (date, place, a source citation with a page),
 * every second one a christening, adults an occupation and a residence, every tenth one a note; the
 * older generations a death and a burial; every couple a marriage with a place; 200 SOUR records.
 * `middleXref` is a person halfway down the generations who has parents.
 */
export function generateGedcom(count: number): { text: string; middleXref: string } {
  const lines = ['0 HEAD', '1 GEDC', '2 VERS 7.0', '1 SOUR HEIRLOOM-BENCH'];
  const people: { xref: string; sex: 'M' | 'F'; generation: number; famc?: string; fams: string[] }[] = [];
  const families: { xref: string; husband: string; wife: string; children: string[]; generation: number }[] = [];
  const person = (sex: 'M' | 'F', generation: number, famc?: string) => {
    const entry = { xref: `@I${people.length + 1}@`, sex, generation, famc, fams: [] as string[] };
    people.push(entry);
    return entry;
  };
  const marry = (husband: ReturnType<typeof person>, wife: ReturnType<typeof person>) => {
    const family = {
      xref: `@F${families.length + 1}@`,
      husband: husband.xref,
      wife: wife.xref,
      children: [] as string[],
      generation: husband.generation,
    };
    families.push(family);
    husband.fams.push(family.xref);
    wife.fams.push(family.xref);
    return family;
  };
  const queue = [marry(person('M', 0), person('F', 0))];
  while (people.length < count && queue.length) {
    const family = queue.shift()!;
    for (let index = 0; index < 3 && people.length < count; index++) {
      const child = person(index % 2 ? 'F' : 'M', family.generation + 1, family.xref);
      family.children.push(child.xref);
      if (people.length < count) {
        const spouse = person(child.sex === 'M' ? 'F' : 'M', family.generation + 1);
        queue.push(child.sex === 'M' ? marry(child, spouse) : marry(spouse, child));
      }
    }
  }
  for (const [index, entry] of people.entries()) {
    const born = 1700 + entry.generation * 28 + (index % 7);
    const surname = SURNAMES[(entry.famc ? entry.generation : index) % SURNAMES.length]!;
    const place = `Town ${index % 50}, County ${index % 9}, Country`;
    lines.push(`0 ${entry.xref} INDI`, `1 NAME Person${index + 1} /${surname}/`);
    lines.push(`2 GIVN Person${index + 1}`, `2 SURN ${surname}`, `1 SEX ${entry.sex}`);
    lines.push('1 BIRT', `2 DATE ${1 + (index % 28)} MAR ${born}`, `2 PLAC ${place}`);
    lines.push(`2 SOUR @S${1 + (index % SOURCES)}@`, `3 PAGE Register ${born}, entry ${index % 400}`);
    if (index % 2 === 0) lines.push('1 CHR', `2 DATE ${1 + (index % 28)} APR ${born}`, `2 PLAC Parish of ${place}`);
    if (born < 1990) {
      lines.push(`1 OCCU ${OCCUPATIONS[index % OCCUPATIONS.length]}`, `2 DATE FROM ${born + 18} TO ${born + 60}`);
      lines.push('1 RESI', `2 DATE ${born + 30}`, `2 PLAC ${place}`);
    }
    if (born < 1920) {
      lines.push('1 DEAT', `2 DATE ABT ${born + 70}`, `2 PLAC ${place}`);
      lines.push('1 BURI', `2 PLAC Churchyard of ${place}`);
    }
    if (index % 10 === 0) lines.push(`1 NOTE Remembered as the one who kept the family's letters, ${born}.`);
    if (entry.famc) lines.push(`1 FAMC ${entry.famc}`);
    for (const fams of entry.fams) lines.push(`1 FAMS ${fams}`);
  }
  for (const [index, family] of families.entries()) {
    lines.push(`0 ${family.xref} FAM`, `1 HUSB ${family.husband}`, `1 WIFE ${family.wife}`);
    lines.push('1 MARR', `2 DATE ${1725 + family.generation * 28}`, `2 PLAC Town ${index % 50}`);
    for (const child of family.children) lines.push(`1 CHIL ${child}`);
  }
  for (let source = 1; source <= SOURCES; source++) {
    lines.push(`0 @S${source}@ SOUR`, `1 TITL Parish register of Town ${source % 50}`, `1 AUTH Parish clerk`);
  }
  lines.push('0 TRLR', '');
  const middle = people.find((entry) => entry.generation === Math.floor(people.at(-1)!.generation / 2) && entry.famc)!;
  return { text: lines.join('\n'), middleXref: middle.xref };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** An HTTP client of the server on ORIGIN (cookies and CSRF by CookieClient) that throws on a failed answer. */
class BenchClient {
  private readonly http = new CookieClient(ORIGIN);

  /** `path`'s answer, whose body `read` takes (as JSON by default). @throws Error on a status other than 2xx */
  async request<T>(pathname: string, init: RequestInit = {}, read = (response: Response) => response.json()) {
    const response = await this.http.fetch(pathname, init);
    if (!response.ok)
      throw new Error(`${init.method ?? 'GET'} ${pathname}: ${response.status} ${await response.text()}`);
    return (await read(response)) as T;
  }

  /** The cookies held, as [name, value] pairs (to hand the session to a browser). */
  cookieList() {
    return this.http.cookieList();
  }

  post<T>(pathname: string, body?: object) {
    return this.request<T>(pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
  }
}

/** The median of 20 timed GETs of `pathname` after one untimed, in ms, and the untimed answer. */
async function timedGets<T>(client: BenchClient, pathname: string) {
  const answer = await client.request<T>(pathname);
  const times: number[] = [];
  for (let round = 0; round < 20; round++) {
    const started = performance.now();
    await client.request(pathname);
    times.push(performance.now() - started);
  }
  return { answer, ms: median(times) };
}

/** Signs a new account up and imports the GEDCOM `text` through the routes, waiting for the job to end. */
async function signUpAndImport(client: BenchClient, text: string) {
  await client.post('/api/auth/signup', {
    username: 'bench',
    email: 'bench@example.com',
    password: 'correct horse battery',
    browser: 'chrome',
    mobile: false,
  });
  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/plain' }), 'bench.ged');
  const preview = await client.request<ImportPreview>('/api/family-trees/imports', { method: 'POST', body: form });
  const previewMs = performance.now() - started;
  await client.post(`/api/family-trees/imports/${preview.id}/run`);
  let outcome: TreeImport;
  do {
    // The import job holds the server while it maps and writes 50,000 people, so a poll may wait
    // that long for its answer.
    await new Promise((resolve) => setTimeout(resolve, 100));
    outcome = await client.request<TreeImport>(`/api/family-trees/imports/${preview.id}`);
  } while (outcome.status === 'queued' || outcome.status === 'previewed');
  if (outcome.status !== 'done') throw new Error(`import ${outcome.status}: ${outcome.error}`);
  return { preview, previewMs, importMs: performance.now() - started, treeId: outcome.treeId! };
}

/**
 * Linux's figures for process `pid` from /proc/PID/status, in bytes: resident memory now (VmRSS)
 * and its peak since the last reset (VmHWM). Sampling from JavaScript cannot see a peak inside
 * synchronous work.
 */
function residentBytes(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]) * 1024;
  return { now: kilobytes('VmRSS'), peak: kilobytes('VmHWM') };
}

/**
 * Import, export, focus and search timings over HTTP against the built server, on SQLite or, with
 * `databaseUrl`, on PostgreSQL; and the server process's peak resident memory during the import
 * above its idle figure (MB).
 */
export async function benchmarkFamilyTree(databaseUrl?: string) {
  const { text, middleXref } = generateGedcom(INDIVIDUALS);
  const server = await startBuiltServer(PORT, databaseUrl);
  try {
    const client = new BenchClient();
    // Resets VmHWM to the current resident size (proc(5), /proc/pid/clear_refs).
    writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
    const idle = residentBytes(server.pid).now;
    const { preview, previewMs, importMs, treeId } = await signUpAndImport(client, text);
    const importPeakMB = (residentBytes(server.pid).peak - idle) / 1e6;
    const exportStarted = performance.now();
    const exported = await client.request<ArrayBuffer>(
      `/api/family-trees/${treeId}/export?format=gedcom7`,
      {},
      (response) => response.arrayBuffer(),
    );
    const exportMs = performance.now() - exportStarted;
    const search = await timedGets<ChartPerson[]>(
      client,
      `/api/family-trees/${treeId}/search?q=${encodeURIComponent(`Person${Number(middleXref.slice(2, -1))} `)}`,
    );
    const middle = search.answer[0]!;
    const focus = await timedGets<{ people: unknown[] }>(
      client,
      `/api/family-trees/${treeId}/individuals/${middle.id}/focus?generations=4`,
    );
    return {
      dialect: databaseUrl ? 'postgres' : 'sqlite',
      individuals: preview.counts.individuals,
      families: preview.counts.families,
      fileMB: Buffer.byteLength(text) / 1e6,
      previewMs,
      importMs,
      importPeakMB,
      exportMs,
      exportedMB: exported.byteLength / 1e6,
      focusMs: focus.ms,
      focusPeople: focus.answer.people.length,
      searchMs: search.ms,
    };
  } finally {
    await server.stop();
  }
}

/** The chart's first render of the 50,000-person tree in headless chromium against the built server. */
export async function benchmarkChartRender() {
  const { text, middleXref } = generateGedcom(INDIVIDUALS);
  const server = await startBuiltServer(PORT);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const client = new BenchClient();
    const { treeId } = await signUpAndImport(client, text);
    const name = `Person${Number(middleXref.slice(2, -1))} `;
    const [middle] = await client.request<ChartPerson[]>(
      `/api/family-trees/${treeId}/search?q=${encodeURIComponent(name)}`,
    );
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.context().addCookies(client.cookieList().map(([name, value]) => ({ name, value, url: ORIGIN })));
    /** The median of three navigations to `address` until the focus card is drawn (ms), after one to warm the cache. */
    const firstRender = async (address: string) => {
      // The first navigation warms the browser's cache of the app's scripts, as a returning visitor has it.
      const times: number[] = [];
      for (let round = 0; round < 4; round++) {
        await page.goto(`${ORIGIN}${address}`);
        await page.waitForSelector('[data-testid="tree-chart"] g[aria-current="true"]');
        if (round > 0) times.push(await page.evaluate(() => performance.now()));
      }
      return median(times);
    };
    const firstRenderMs = await firstRender(`/family-tree?tree=${treeId}&person=${middle!.id}`);
    const drawn = Number(await page.getAttribute('[data-testid="tree-chart"]', 'data-drawn'));
    // Without a person in the address, the chart opens on the default focus ("this is me", else the
    // most connected person), which the server finds over the whole tree's links.
    const defaultFocusMs = await firstRender(`/family-tree?tree=${treeId}`);
    return { firstRenderMs, defaultFocusMs, drawn };
  } finally {
    await browser.close();
    await server.stop();
  }
}
