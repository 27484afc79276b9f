#!/usr/bin/env bash
# End-to-end tests in Debian's Chromium against a fresh 'test' site on its own port (8889 unless
# VISTA_TEST_PORT says otherwise), so a running dev site on 8888 is untouched.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
bash tools/setup/system-deps.sh php browser
port="${VISTA_TEST_PORT:-8889}"
export VISTA_SITE=test VISTA_PORT="$port" VISTA_DB="${VISTA_DB:-sqlite}"
export WP_BASE_URL="http://localhost:$port"
bash tools/site/site.sh reset >artifacts-site.log 2>&1 || { cat artifacts-site.log; rm -f artifacts-site.log; exit 1; }
rm -f artifacts-site.log
status=0
npx playwright test "$@" || status=$?
bash tools/site/site.sh stop >/dev/null
exit $status
