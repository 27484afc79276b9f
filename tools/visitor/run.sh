#!/usr/bin/env bash
# The visitor suite (tests/visitor): the same tests in Debian's Chromium and in Firefox ESR, one
# after the other, against one fresh test site (tools/site/site.sh, the site the end-to-end tests use, on
# VISTA_TEST_PORT or 8889). Each browser is its own Jest run, writing artifacts/visitor-<browser>.json
# for tools/test-summary.mjs; one test file at a time. Extra arguments go to Jest (a path keeps
# some test files).
#
# VISTA_VISITOR_BROWSERS=firefox runs one browser only; VISTA_VISITOR_LOCALE=ar puts every visitor's
# requests in that language (and the tests' idea of forward and back in its reading direction).
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
bash tools/setup/system-deps.sh php browser
port="${VISTA_TEST_PORT:-8889}"
export VISTA_SITE=test VISTA_PORT="$port" VISTA_DB="${VISTA_DB:-sqlite}"
export WP_BASE_URL="http://localhost:$port"
mkdir -p artifacts
# A run in another language reports as visitor-<browser>-<locale>.json, beside the default run's.
suffix="${VISTA_VISITOR_LOCALE:+-$VISTA_VISITOR_LOCALE}"
for browser in chromium firefox; do rm -f "artifacts/visitor-$browser$suffix.json"; done
# A site that cannot start fails the run loudly, with its log (never a silent skip).
log=artifacts/visitor-site.log
if ! bash tools/site/site.sh reset >"$log" 2>&1 ||
	! php tests/visitor/fixtures/site.php "$(bash tools/site/site.sh path)" >>"$log" 2>&1; then
	cat "$log"
	echo "visitor: the test site did not start" >&2
	bash tools/site/site.sh stop >/dev/null 2>&1
	exit 1
fi
rm -f "$log"

IFS=, read -r -a browsers <<<"${VISTA_VISITOR_BROWSERS:-chromium,firefox}"
# One browser after the other: run side by side on two loaded cores, touch moves reached the
# pages slowly enough that a swipe read as a drag, not a flick, and the slider snapped back.
status=0
for browser in "${browsers[@]}"; do
	VISTA_VISITOR_BROWSERS="$browser" npx wp-scripts test-unit-js --config tests/visitor/jest.config.js \
		--runInBand --json --outputFile="artifacts/visitor-$browser$suffix.json" "$@" \
		2>&1 | sed -u "s/^/[$browser$suffix] /"
	[ "${PIPESTATUS[0]}" -eq 0 ] || status=1
done
bash tools/site/site.sh stop >/dev/null
exit $status
