#!/usr/bin/env bash
# The Debian packages Heirloom's tests and media processing need — the one list, used by `npm test`
# and by .ci/run, so that `npm ci && npm test` works on a fresh Debian machine. Installs the missing
# ones when it can (as root with apt-get); otherwise stops at once and prints the one command to
# run. The server's own check of the same tools at start-up is server/src/lib/system-tools.ts.
#
# chromium drives the Playwright journeys; ffmpeg rewrites browser recordings so they carry a duration
# and makes video posters, waveforms and playable copies; poppler-utils' pdftoppm, pdfinfo and pdftotext
# render PDF previews and read their text; perl runs ExifTool (npm exiftool-vendored.pl), which strips
# the location from served photos; pocketsphinx (with its US English model) transcribes voice
# recordings offline; age (the reference implementation) encrypts stored files at disk speed (without
# it the server falls back to JavaScript); libheif-examples' heif-convert (libheif with libde265)
# decodes iPhone HEIC photos and heif-enc makes them in tests; espeak-ng speaks and sox makes noise
# for the transcription tests; the fonts are those the PDFs embed.
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg)
command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
command -v perl >/dev/null 2>&1 || missing+=(perl)
command -v pocketsphinx_continuous >/dev/null 2>&1 || missing+=(pocketsphinx)
[ -d /usr/share/pocketsphinx/model/en-us ] || missing+=(pocketsphinx-en-us)
command -v age >/dev/null 2>&1 || missing+=(age)
command -v heif-convert >/dev/null 2>&1 || missing+=(libheif-examples)
command -v espeak-ng >/dev/null 2>&1 || missing+=(espeak-ng)
command -v sox >/dev/null 2>&1 || missing+=(sox)
# The fonts print-ready PDFs embed (server/src/lib/pdf-fonts.ts): DejaVu for Latin, Greek and
# Cyrillic, Droid Sans Fallback for Chinese, Japanese and Korean names.
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
[ -f /usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf ] || missing+=(fonts-droid-fallback)

[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi

echo "The tests need Debian packages this machine lacks: ${missing[*]}" >&2
echo "Install them, then run the tests again:" >&2
echo "  sudo apt-get install -y ${missing[*]}" >&2
exit 1
