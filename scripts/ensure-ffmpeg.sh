#!/usr/bin/env bash
# Makes sure Debian's ffmpeg and ffprobe are on the PATH: the server makes films' preview copies
# with them (docs/video-previews.md), and the preview tests and the bench generate films with them.
set -euo pipefail
if command -v ffmpeg >/dev/null && command -v ffprobe >/dev/null; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "ffmpeg is missing: run 'sudo apt-get update && sudo apt-get install -y ffmpeg', then npm test again." >&2
  exit 1
fi
echo "Installing ffmpeg (apt-get, about a minute)..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq ffmpeg >/dev/null
ffmpeg -version | head -1
