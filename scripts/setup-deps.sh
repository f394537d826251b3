#!/bin/sh
# Installs every Debian 12 package Synsema needs to build, test and package.
# Does nothing when they are all present. Runs apt-get as root (via sudo when
# started by another user).
set -eu

PACKAGES="
build-essential cmake ninja-build pkg-config git
qt6-base-dev qt6-base-dev-tools qt6-svg-dev libqt6svg6 libgl-dev
libspdlog-dev libssl-dev nlohmann-json3-dev libpcre2-dev libutf8proc-dev
libpoppler-qt6-dev libquazip1-qt6-dev libseccomp-dev libedlib-dev
libtesseract-dev libleptonica-dev tesseract-ocr-eng tesseract-ocr-osd
tesseract-ocr-deu tesseract-ocr-fra tesseract-ocr-spa tesseract-ocr-nld
clang-14 libclang-rt-14-dev clang-tidy-14
wamerican wbritish wngerman wspanish wfrench wportuguese wdutch poppler-utils xvfb xauth
desktop-file-utils lintian help2man appstream
"

missing=""
for p in $PACKAGES; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing="$missing $p"
  fi
done

if [ -z "$missing" ]; then
  echo "setup-deps: all packages present"
  exit 0
fi

echo "setup-deps: installing:$missing"
if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
# shellcheck disable=SC2086
$SUDO apt-get install -y --no-install-recommends $missing
