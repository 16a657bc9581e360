/**
 * `npm run bench`: the project's performance figures, printed as lines. Runs on SQLite,
 * and on PostgreSQL too when TEST_DATABASE_URL is set. Figures depend on the machine: README.md
 * records the ones measured on the project's 2-core machine. `npm run bench -- NAME…` runs only
 * the named benches (the keys of SECTIONS).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** SQLite (undefined) and, when TEST_DATABASE_URL is set, PostgreSQL; only one in a process runDatabasesApart started. */
const databases =
  process.env.BENCH_DATABASE_URL === undefined
    ? [undefined, process.env.TEST_DATABASE_URL].filter((url, index) => index === 0 || url)
    : [process.env.BENCH_DATABASE_URL || undefined];

/**
 * Runs bench `name` once per database, each in a process of its own (this file again, with
 * BENCH_DATABASE_URL set, empty for SQLite): a bench that reads its process's peak memory must not
 * start on the heap an earlier database's run left behind.
 */
function runDatabasesApart(name: string) {
  for (const databaseUrl of databases) runInOwnProcess(name, { BENCH_DATABASE_URL: databaseUrl ?? '' });
}

/** Runs bench `name` in a process of its own: this file again, with that one name and `env` added. */
function runInOwnProcess(name: string, env: Record<string, string> = {}) {
  const bench = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), name], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (bench.status !== 0) throw new Error(`bench ${name} failed (exit ${bench.status ?? bench.signal})`);
}

/** Each bench by name, in the order `npm run bench` runs them. */
const SECTIONS: Record<string, () => Promise<void>> = {
  scheduler: async () => {
    const { benchmarkSchedulerTick } = await import('./scheduler.bench');
    for (const databaseUrl of databases) {
      const result = await benchmarkSchedulerTick(databaseUrl);
      console.log(
        `scheduler tick [${result.dialect}]: 100,000 scheduled, ${result.decided} due → ${result.emails} e-mails queued in ` +
          `${result.tickMs.toFixed(0)} ms (seeded in ${result.seedSeconds.toFixed(1)} s)\n  due-row query plan: ${result.plan}`,
      );
    }
  },
  'job-queue': async () => {
    const { benchmarkClaims, benchmarkIdleInstance } = await import('./job-queue.bench');
    for (const databaseUrl of databases) {
      const idle = await benchmarkIdleInstance(databaseUrl);
      const claims = await benchmarkClaims(databaseUrl);
      console.log(
        `job queue [${idle.dialect}]: an idle instance used ${idle.cpuSecondsPerMinute.toFixed(2)} s of CPU a minute` +
          (idle.transactionsPerMinute === undefined
            ? ''
            : ` and ran ${idle.transactionsPerMinute} transactions a minute`) +
          `; with 1,000,000 finished jobs, an idle lane's query ${claims.idleQueryMs.toFixed(2)} ms, a claim ${claims.claimMs.toFixed(2)} ms (medians of 50)`,
      );
    }
  },
  requests: async () => {
    const { benchmarkRequests, formatRequestBench } = await import('./requests.bench');
    for (const databaseUrl of databases) console.log(formatRequestBench(await benchmarkRequests(databaseUrl)));
  },
  upload: async () => {
    const { benchmarkUpload } = await import('./upload.bench');
    const upload = await benchmarkUpload();
    console.log(
      `vault upload of ${upload.megabytes} MB (tus, encrypted as it arrives): ratio to a raw disk write in the same round ` +
        `${upload.ratios.map((ratio) => ratio.toFixed(2)).join(', ')} (median round: ${upload.uploadMBps.toFixed(0)} MB/s through the server vs ` +
        `${upload.rawMBps.toFixed(0)} MB/s raw); heap and buffers peak ${upload.peakAboveIdleMB.toFixed(1)} MB above idle (the server's process)`,
    );
  },
  media: async () => {
    const { benchmarkThumbnails, benchmarkTranscription } = await import('./media.bench');
    const thumbnails = await benchmarkThumbnails();
    console.log(`photo thumbnail (1600×1200 JPEG → 480 px WebP): ${thumbnails.msPerPhoto.toFixed(0)} ms per photo`);
    const transcription = await benchmarkTranscription();
    console.log(
      transcription
        ? `transcription (${transcription.provider}, ${transcription.audioSeconds.toFixed(1)} s of speech): real-time factor ${transcription.realTimeFactor.toFixed(2)}`
        : 'transcription: no transcriber installed',
    );
  },
  'family-tree': async () => {
    if (databases.length > 1) return runDatabasesApart('family-tree');
    const { benchmarkFamilyTree } = await import('./family-tree.bench');
    for (const databaseUrl of databases) {
      const tree = await benchmarkFamilyTree(databaseUrl);
      console.log(
        `family tree [${tree.dialect}]: GEDCOM 7.0 of ${tree.individuals} individuals, ${tree.families} families (${tree.fileMB.toFixed(1)} MB): ` +
          `import ${(tree.importMs / 1000).toFixed(1)} s (preview ${(tree.previewMs / 1000).toFixed(1)} s), peak memory ${tree.importPeakMB.toFixed(0)} MB above idle; ` +
          `export ${(tree.exportMs / 1000).toFixed(1)} s (${tree.exportedMB.toFixed(1)} MB); ` +
          `focus with 4 generations each way (${tree.focusPeople} people): ${tree.focusMs.toFixed(0)} ms median; name search ${tree.searchMs.toFixed(0)} ms median`,
      );
    }
  },
  'scrapbook-pdf': async () => {
    const { benchmarkScrapbookPdf } = await import('./scrapbook-pdf.bench');
    const scrapbookPdf = await benchmarkScrapbookPdf();
    console.log(
      `scrapbook PDF (A4 with bleed, ${scrapbookPdf.pages} pages, ${scrapbookPdf.photos} photos of 2400×1800 at 300 ppi): ` +
        `${scrapbookPdf.seconds.toFixed(1)} s, peak ${scrapbookPdf.peakExtraMB.toFixed(0)} MB above the start, ${scrapbookPdf.pdfMB.toFixed(0)} MB PDF`,
    );
  },
  chart: async () => {
    const { benchmarkChartRender } = await import('./family-tree.bench');
    const chart = await benchmarkChartRender();
    console.log(
      `family tree chart first render (50,000 individuals, headless chromium): ${chart.firstRenderMs.toFixed(0)} ms, ${chart.drawn} cards drawn; ` +
        `on the default focus (no person in the address): ${chart.defaultFocusMs.toFixed(0)} ms`,
    );
  },
  lighthouse: async () => {
    const { benchmarkLighthouse, LIGHTHOUSE_RUNS } = await import('./lighthouse.bench');
    const lighthouse = await benchmarkLighthouse();
    console.log(
      `Lighthouse (mobile, medians of ${LIGHTHOUSE_RUNS} runs): path · performance · accessibility · best practices · SEO · FCP · LCP · CLS`,
    );
    for (const result of lighthouse.results) {
      console.log(
        `  ${result.path}${result.isSignedIn ? ' (signed in)' : ''} · ${result.performance} · ${result.accessibility} · ` +
          `${result.bestPractices} · ${result.seo} · ${(result.firstContentfulPaintMs / 1000).toFixed(2)} s · ` +
          `${(result.largestContentfulPaintMs / 1000).toFixed(2)} s · ${result.layoutShift.toFixed(3)}`,
      );
    }
    console.log(`home page initial JavaScript: ${lighthouse.homeJavaScriptKbGzip.toFixed(1)} KB gzip`);
  },
};

// `npm run bench -- lighthouse upload` runs only the named benches; without names, all of them. Each
// runs in a process of its own (this file again, with one name), so no bench measures its server
// beside what an earlier one loaded or left behind (a heap of lighthouse and 100,000 messages made
// every garbage collection of the upload bench slower).
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in SECTIONS));
if (unknown.length)
  throw new Error(`Unknown bench ${unknown.join(', ')}; choose from ${Object.keys(SECTIONS).join(', ')}`);
const names = Object.keys(SECTIONS).filter((name) => !chosen.length || chosen.includes(name));
if (names.length === 1) await SECTIONS[names[0]!]!();
else for (const name of names) runInOwnProcess(name);
