#!/usr/bin/env bash
# Makes sure the Debian programs the tests drive are installed: Chromium (end-to-end tests),
# ffmpeg (preview copies of uploaded films, generated test films), Caddy (the deployment
# rehearsal in tests/deploy/), PostgreSQL 15's server (tests/supabase/postgres15.test.ts starts
# a temporary cluster with /usr/lib/postgresql/15/bin).
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/ffmpeg ] || missing+=(ffmpeg)
[ -x /usr/bin/caddy ] || missing+=(caddy)
[ -x /usr/lib/postgresql/15/bin/initdb ] || missing+=(postgresql-15)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing: ${missing[*]}. Run 'sudo apt-get update && sudo apt-get install -y ${missing[*]}', then npm test again." >&2
  exit 1
fi
echo "Installing ${missing[*]} (apt-get, a minute or two)..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${missing[@]}" >/dev/null
/usr/bin/chromium --version
