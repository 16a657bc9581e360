/**
 * Makes the demo family's files (docs/product/overview.md "Demo family") in
 * server/assets/demo-family from server/src/modules/demo/demo-family.content.ts: each voice spoken
 * by espeak-ng and encoded as a small Ogg Opus with ffmpeg, each photo drawn as an SVG scene and
 * written as a JPEG with sharp. Run it after changing the content:
 * `node --import tsx scripts/make-demo-family.ts`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_VOICES } from '../server/src/modules/demo';

const OUT = path.resolve(import.meta.dirname, '../server/assets/demo-family');

/** A 960 × 640 print with a white border and a handwritten-style caption under the scene. */
const print = (scene: string, caption: string) => `
<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640" viewBox="0 0 960 640">
  <rect width="960" height="640" fill="#f6f1e7"/>
  <svg x="32" y="28" width="896" height="520" viewBox="0 0 896 520">${scene}</svg>
  <text x="480" y="602" font-family="DejaVu Serif" font-style="italic" font-size="30" fill="#4a3f35" text-anchor="middle">${caption}</text>
</svg>`;

const sky = (top: string, bottom: string) => `
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect width="896" height="520" fill="url(#sky)"/>`;

const SCENES: Record<string, string> = {
  'apple-tree-1970.jpg': print(
    `${sky('#9fc9e8', '#e8f1f5')}
    <circle cx="760" cy="90" r="46" fill="#f7d774"/>
    <path d="M0 360 Q220 300 448 340 T896 330 V520 H0 Z" fill="#7fae5a"/>
    <path d="M0 420 Q300 380 896 430 V520 H0 Z" fill="#6a9a48"/>
    <rect x="420" y="230" width="26" height="140" rx="8" fill="#7a5230"/>
    <circle cx="433" cy="200" r="90" fill="#4f8a3a"/><circle cx="370" cy="230" r="60" fill="#5b9842"/><circle cx="500" cy="225" r="64" fill="#5b9842"/>
    ${[
      [400, 190],
      [455, 170],
      [480, 235],
      [372, 245],
      [430, 250],
      [515, 200],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="#c8372d"/>`)
      .join('')}
    <rect x="250" y="300" width="16" height="80" rx="6" fill="#3d4f7a"/><circle cx="258" cy="285" r="16" fill="#e2b896"/>
    <rect x="600" y="305" width="16" height="75" rx="6" fill="#b0413e"/><circle cx="608" cy="290" r="15" fill="#e8c3a0"/>`,
    'Maple Street, spring 1970',
  ),
  'lake-summer-1998.jpg': print(
    `${sky('#f2b880', '#fbe3c4')}
    <circle cx="448" cy="250" r="70" fill="#fbd46d"/>
    <path d="M0 250 L140 150 L260 230 L380 140 L520 240 L660 160 L800 230 L896 190 V280 H0 Z" fill="#5f6f8a"/>
    <rect y="270" width="896" height="250" fill="#3f7fa6"/>
    ${[300, 330, 360, 395, 430]
      .map(
        (y, i) =>
          `<rect x="${120 + i * 37}" y="${y}" width="${640 - i * 74}" height="4" rx="2" fill="#f7d79a" opacity="0.55"/>`,
      )
      .join('')}
    <path d="M560 420 L700 420 L680 445 L580 445 Z" fill="#8a5a3b"/><rect x="628" y="350" width="4" height="70" fill="#5b3b26"/>
    <path d="M632 352 L632 415 L676 415 Z" fill="#f4efe6"/>`,
    'Sebago Lake, summer 1998',
  ),
  'house-maple-street.jpg': print(
    `${sky('#b9d7ea', '#eef5f8')}
    <rect y="400" width="896" height="120" fill="#86b26a"/>
    <rect x="290" y="220" width="320" height="200" fill="#f1e3c8"/>
    <path d="M270 230 L450 110 L630 230 Z" fill="#9c4a3c"/>
    <rect x="420" y="320" width="60" height="100" fill="#5b7ba6"/>
    <rect x="320" y="260" width="70" height="60" fill="#dbe9f3" stroke="#fff" stroke-width="6"/>
    <rect x="510" y="260" width="70" height="60" fill="#dbe9f3" stroke="#fff" stroke-width="6"/>
    <rect x="650" y="300" width="22" height="110" rx="6" fill="#7a5230"/><circle cx="661" cy="270" r="60" fill="#5b9842"/>
    <rect x="120" y="380" width="120" height="10" fill="#fff"/>${[130, 160, 190, 220].map((x) => `<rect x="${x}" y="360" width="8" height="40" fill="#fff"/>`).join('')}`,
    '14 Maple Street, 1975',
  ),
  'birthday-cake-2016.jpg': print(
    `<rect width="896" height="520" fill="#f4d6dc"/>
    ${[80, 240, 660, 800].map((x, i) => `<circle cx="${x}" cy="${90 + (i % 2) * 60}" r="${26 + i * 3}" fill="${['#f0a6b5', '#a8d0e6', '#f7d774', '#b8e0a8'][i]}"/>`).join('')}
    <rect x="150" y="410" width="596" height="24" rx="12" fill="#e9e4de"/>
    <rect x="280" y="270" width="336" height="140" rx="14" fill="#fff6ea"/>
    <rect x="280" y="320" width="336" height="22" fill="#e98aa0"/>
    <path d="M280 282 Q322 306 364 282 T448 282 T532 282 T616 282 V270 H280 Z" fill="#f7c6d2"/>
    ${Array.from({ length: 8 }, (_, i) => 312 + i * 39)
      .map(
        (x) =>
          `<rect x="${x}" y="222" width="10" height="48" rx="3" fill="#8fb8de"/><ellipse cx="${x + 5}" cy="210" rx="7" ry="12" fill="#f7b733"/>`,
      )
      .join('')}`,
    "Lily's eighth birthday, 2016",
  ),
};

/** A portrait: a soft oval vignette of a face and shoulders in the colours of an old photograph. */
const portrait = (hair: string, hairColour: string, top: string, name: string) => `
<svg xmlns="http://www.w3.org/2000/svg" width="480" height="560" viewBox="0 0 480 560">
  <rect width="480" height="560" fill="#f6f1e7"/>
  <defs><radialGradient id="bg" cx="0.5" cy="0.4" r="0.7"><stop offset="0" stop-color="#d9c6a5"/><stop offset="1" stop-color="#8c7558"/></radialGradient></defs>
  <rect x="24" y="24" width="432" height="440" fill="url(#bg)"/>
  <path d="M104 464 Q110 340 240 330 Q370 340 376 464 Z" fill="${top}"/>
  <rect x="214" y="280" width="52" height="60" fill="#e0bfa0"/>
  <ellipse cx="240" cy="220" rx="86" ry="104" fill="#e8cbb0"/>
  <path d="${hair}" fill="${hairColour}"/>
  <circle cx="210" cy="222" r="7" fill="#4a3f35"/><circle cx="270" cy="222" r="7" fill="#4a3f35"/>
  <path d="M212 272 Q240 292 268 272" stroke="#9c5a4a" stroke-width="5" fill="none" stroke-linecap="round"/>
  <text x="240" y="518" font-family="DejaVu Serif" font-style="italic" font-size="30" fill="#4a3f35" text-anchor="middle">${name}</text>
</svg>`;

const PORTRAITS: Record<string, string> = {
  'portrait-rose.jpg': portrait(
    'M150 210 Q150 100 240 104 Q336 100 332 220 Q318 150 240 150 Q170 150 150 210 Z M150 210 Q140 290 168 310 Q156 250 160 210 Z M332 220 Q346 290 312 310 Q326 250 322 214 Z',
    '#8a4b2f',
    '#7a8fb8',
    'Rose, 1968',
  ),
  'portrait-walter.jpg': portrait(
    'M158 190 Q170 112 240 112 Q312 112 324 190 Q300 146 240 150 Q182 146 158 190 Z',
    '#3b2f28',
    '#5d5348',
    'Walter, 1966',
  ),
};

async function writeImages(): Promise<void> {
  for (const [file, svg] of Object.entries({ ...SCENES, ...PORTRAITS })) {
    await sharp(Buffer.from(svg)).jpeg({ quality: 72, mozjpeg: true }).toFile(path.join(OUT, file));
  }
}

function writeVoices(): void {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'demo-voices-'));
  try {
    for (const voice of Object.values(DEMO_VOICES)) {
      const wav = path.join(folder, 'voice.wav');
      const settings = ['-v', voice.espeakVoice, '-p', String(voice.pitch), '-s', String(voice.speed)];
      execFileSync('espeak-ng', [...settings, '-w', wav, voice.words]);
      // Mono Opus at 20 kbit/s: a few kilobytes per second of speech, played by every browser.
      const codec = ['-ac', '1', '-ar', '24000', '-c:a', 'libopus', '-b:a', '20k', '-application', 'voip'];
      execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-i', wav, ...codec, path.join(OUT, voice.file)]);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

await writeImages();
writeVoices();
const files = [
  ...Object.keys(SCENES),
  ...Object.keys(PORTRAITS),
  ...Object.values(DEMO_VOICES).map((voice) => voice.file),
];
const total = files.reduce((sum, file) => sum + statSync(path.join(OUT, file)).size, 0);
console.log(`${files.length} files, ${(total / 1024).toFixed(0)} KiB in ${OUT}`);
