#!/usr/bin/env bash
# Installs the Debian packages TouchLab needs, when any is missing.
# Runs as root, or through sudo; says clearly when neither is possible.
set -euo pipefail
packages=(libx11-dev libxi-dev libxext-dev libcairo2-dev libpango1.0-dev libgif-dev xvfb xdotool x11-utils
          fonts-dejavu-core fonts-wqy-microhei imagemagick xserver-xorg-core xserver-xorg-video-dummy
          xserver-xorg-dev valgrind jq man-db groff-base ffmpeg librsvg2-bin chromium)
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if ((${#missing[@]} == 0)); then
    exit 0
fi
echo "deps: installing ${missing[*]}"
if [[ $(id -u) -eq 0 ]]; then
    sudo=()
elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
    sudo=(sudo -n)
else
    echo "deps: missing Debian packages: ${missing[*]}" >&2
    echo "deps: run 'make deps' as root (or with passwordless sudo), or install them with apt-get." >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "deps: done"
