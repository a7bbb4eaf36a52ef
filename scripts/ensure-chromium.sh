#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium (the end-to-end tests drive it).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing: run 'sudo apt-get update && sudo apt-get install -y chromium', then npm test again." >&2
  exit 1
fi
echo "Installing Chromium (apt-get, about a minute)..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version
