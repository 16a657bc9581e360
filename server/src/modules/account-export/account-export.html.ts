/**
 * index.html of the export ("export everything"): one plain page, no scripts and no outside files,
 * that lists everything in the archive with links to the files beside it, so a family can browse it
 * offline in any browser. Every text is escaped (escape-html); links are the archive's own
 * relative paths, percent-encoded.
 */
import escapeHtml from 'escape-html';

/** What the archive holds, as index.json says it (paths relative to the archive's root). */
export interface ExportIndex {
  productName: string;
  exportedAt: string;
  account: { name: string; email: string };
  vault: {
    id: string;
    title: string;
    kind: string;
    description: string;
    takenAt: string | null;
    addedAt: string;
    contentType: string;
    sizeBytes: number;
    file: string;
  }[];
  messages: {
    id: string;
    title: string;
    kind: string;
    status: string;
    occasion: string;
    deliverAt: string | null;
    deliveredAt: string | null;
    timeZone: string;
    createdAt: string;
    recipients: {
      name: string;
      email: string;
      relationship: string;
      /** What the recipient calls the author; empty: the author's own name. */
      authorName: string;
      deliveredAt: string | null;
      openedAt: string | null;
    }[];
    letterFile: string | null;
    recordingFile: string | null;
  }[];
  /**
   * The owner's albums, each with the files of this archive's vault folder it holds (a relative's
   * additions are not in it) and its own folder's page showing them (`page`, albums/…/index.html).
   */
  albums: { name: string; files: string[]; page: string }[];
  familyTrees: { file: string }[];
  /** The owner's scrapbooks as PDFs (each recording named by its file in the vault folder, not by a QR code). */
  scrapbooks: { title: string; file: string }[];
  recipes: {
    id: string;
    title: string;
    cookName: string;
    tags: string[];
    createdAt: string;
    updatedAt: string;
    /** The card as plain text (common/src/utils/recipe-text-export.ts). */
    textFile: string;
    /** schema.org Recipe JSON-LD, for programs. */
    jsonFile: string;
    /** The photos kept in this archive's vault folder (a relative's photo is not in it). */
    photoFiles: string[];
    voiceFile: string | null;
  }[];
  lastWishes: { file: string; printable: string } | null;
}

/** A relative path percent-encoded part by part ("../" stays as it is). */
const encodePath = (path: string) =>
  path
    .split('/')
    .map((part) => (part === '..' ? part : encodeURIComponent(part)))
    .join('/');
const link = (path: string, label: string) => `<a href="${escapeHtml(encodePath(path))}">${escapeHtml(label)}</a>`;
const day = (instant: string | null) => (instant ? escapeHtml(instant.slice(0, 10)) : '—');
const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function section(title: string, count: number, body: string, empty: string) {
  return `<section><h2>${escapeHtml(title)} <span class="count">(${count})</span></h2>${count ? body : `<p class="empty">${escapeHtml(empty)}</p>`}</section>`;
}

const STYLE = `body{margin:0 auto;max-width:900px;padding:24px 16px;font:16px/1.6 Georgia,'Times New Roman',serif;color:#2f2420;background:#fbf7f2}
h1{font-weight:normal;margin:0 0 4px}h2{font-weight:normal;border-bottom:1px solid #e4d8cb;padding-bottom:4px;margin-top:32px}
.count,.note,.meta,.empty{color:#5c4a42;font-size:14px}table{width:100%;border-collapse:collapse}
th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #eee3d6;vertical-align:top}a{color:#8a3f1f}
ul.messages li{margin-bottom:10px}ul.album{list-style:none;padding:0;display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(200px,1fr))}
ul.album img{width:100%;aspect-ratio:1;object-fit:cover;border-radius:8px}`;

/**
 * An album's own page, in its folder two levels below the archive's root: each photo shown, every
 * other file linked, from the vault folder (nothing is copied); `titleOf` gives a file's title.
 */
export function renderAlbumHtml(
  productName: string,
  album: ExportIndex['albums'][number],
  titleOf: (file: string) => string,
): string {
  const fromAlbum = (file: string) => `../../${file}`;
  const isImage = (file: string) => /\.(jpe?g|png|gif|webp|avif)$/i.test(file);
  const entries = album.files
    .map((file) =>
      isImage(file)
        ? `<li><a href="${escapeHtml(encodePath(fromAlbum(file)))}"><img src="${escapeHtml(encodePath(fromAlbum(file)))}" alt="${escapeHtml(titleOf(file))}"></a><div class="note">${escapeHtml(titleOf(file))}</div></li>`
        : `<li>${link(fromAlbum(file), titleOf(file))}</li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(album.name)}: ${escapeHtml(productName)} export</title>
<style>${STYLE}</style></head>
<body>
<p class="meta">${link('../../index.html', 'Everything in this export')}</p>
<h1>${escapeHtml(album.name)}</h1>
${album.files.length ? `<ul class="album">${entries}</ul>` : '<p class="empty">This album held none of your files.</p>'}
</body></html>
`;
}

/** The page's HTML: a heading, then the vault, albums, messages, family trees, scrapbooks, recipes and last wishes. */
export function renderExportIndexHtml(index: ExportIndex): string {
  const vault = `<table><thead><tr><th>Title</th><th>Kind</th><th>Date</th><th>Size</th></tr></thead><tbody>${index.vault
    .map(
      (item) =>
        `<tr><td>${link(item.file, item.title || 'Untitled')}${item.description ? `<div class="note">${escapeHtml(item.description)}</div>` : ''}</td><td>${escapeHtml(item.kind)}</td><td>${day(item.takenAt ?? item.addedAt)}</td><td>${size(item.sizeBytes)}</td></tr>`,
    )
    .join('')}</tbody></table>`;
  const messages = `<ul class="messages">${index.messages
    .map((message) => {
      const files = [
        message.letterFile ? link(message.letterFile, 'Letter') : '',
        message.recordingFile ? link(message.recordingFile, message.kind === 'video' ? 'Video' : 'Recording') : '',
      ].filter(Boolean);
      const recipients = message.recipients.map((recipient) => escapeHtml(recipient.name)).join(', ') || 'nobody yet';
      return `<li><strong>${escapeHtml(message.title || 'Untitled')}</strong> — ${escapeHtml(message.status)}, for ${recipients}; ${message.deliveredAt ? `delivered ${day(message.deliveredAt)}` : `delivery ${day(message.deliverAt)}`}${files.length ? `<div>${files.join(' · ')}</div>` : ''}</li>`;
    })
    .join('')}</ul>`;
  const titleOf = new Map(index.vault.map((item) => [item.file, item.title || 'Untitled']));
  const albums = `<ul class="messages">${index.albums
    .map(
      (album) =>
        `<li><strong>${link(album.page, album.name)}</strong> <span class="note">(${album.files.length} of yours)</span>${album.files.length ? `<div>${album.files.map((file) => link(file, titleOf.get(file) ?? file)).join(' · ')}</div>` : ''}</li>`,
    )
    .join('')}</ul>`;
  const treeFormat = (file: string) =>
    file.endsWith('.gdz')
      ? 'GEDZIP: the tree with its photos and recordings'
      : 'GEDCOM 7.0: opens in any genealogy program';
  const trees = `<ul>${index.familyTrees.map((tree) => `<li>${link(tree.file, tree.file.split('/').pop()!)} (${treeFormat(tree.file)})</li>`).join('')}</ul>`;
  const scrapbooks = `<ul>${index.scrapbooks.map((scrapbook) => `<li>${link(scrapbook.file, scrapbook.title || 'Untitled')} (PDF)</li>`).join('')}</ul>`;
  const recipes = `<ul class="messages">${index.recipes
    .map((recipe) => {
      const files = [
        link(recipe.textFile, 'Recipe card'),
        recipe.voiceFile ? link(recipe.voiceFile, 'The cook’s voice') : '',
        ...recipe.photoFiles.map((file, position) => link(file, `Photo ${position + 1}`)),
        link(recipe.jsonFile, 'JSON'),
      ].filter(Boolean);
      return `<li><strong>${escapeHtml(recipe.title)}</strong>${recipe.cookName ? ` — from ${escapeHtml(recipe.cookName)}` : ''}${recipe.tags.length ? ` <span class="note">(${escapeHtml(recipe.tags.join(', '))})</span>` : ''}<div>${files.join(' · ')}</div></li>`;
    })
    .join('')}</ul>`;
  const wishes = index.lastWishes
    ? `<ul><li>${link(index.lastWishes.printable, 'Last wishes (PDF)')}</li><li>${link(index.lastWishes.file, 'Last wishes (JSON)')}</li></ul>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(index.productName)} export of ${escapeHtml(index.account.name)}</title>
<style>${STYLE}</style></head>
<body>
<h1>${escapeHtml(index.productName)}: everything of ${escapeHtml(index.account.name)}</h1>
<p class="meta">${escapeHtml(index.account.email)} · exported ${escapeHtml(index.exportedAt.replace('T', ' ').slice(0, 16))} UTC · the same list, for programs: ${link('index.json', 'index.json')}</p>
${section('Memory vault', index.vault.length, vault, 'Your memory vault was empty.')}
${section('Albums', index.albums.length, albums, 'You had no albums.')}
${section('Messages', index.messages.length, messages, 'You had no messages.')}
${section('Family tree', index.familyTrees.length, trees, 'You had no family tree.')}
${section('Scrapbooks', index.scrapbooks.length, scrapbooks, 'You had no scrapbooks.')}
${section('Family recipes', index.recipes.length, recipes, 'You had no recipes.')}
${section('Last wishes', index.lastWishes ? 1 : 0, wishes, 'You had not written last wishes.')}
</body></html>
`;
}
