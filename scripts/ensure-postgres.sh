#!/usr/bin/env bash
# Makes sure Debian's PostgreSQL 15 server binaries are at /usr/lib/postgresql/15/bin
# (tests/supabase/postgres15.test.ts starts a temporary cluster with them).
set -euo pipefail
if [ -x /usr/lib/postgresql/15/bin/initdb ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "PostgreSQL 15 is missing: run 'sudo apt-get update && sudo apt-get install -y postgresql-15', then npm test again." >&2
  exit 1
fi
echo "Installing PostgreSQL 15 (apt-get, about a minute)..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq postgresql-15 >/dev/null
/usr/lib/postgresql/15/bin/postgres --version
