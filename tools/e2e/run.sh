#!/usr/bin/env bash
# End-to-end tests in Debian's Chromium against a fresh 'test' site on its own port (8889 unless
# VISTA_TEST_PORT says otherwise), so a running dev site on 8888 is untouched.
#
# The Playwright projects run one after the other, each as its own invocation with --no-deps: the
# config chains them (chromium → stats → consent → release) so that a plain `npx playwright test` keeps their
# order, but a chain skips every later project once one test fails. Here each project runs and
# reports whatever happened before it; each writes artifacts/playwright-<project>.json, which
# tools/test-summary.mjs adds up. Extra arguments go to every invocation
# (`npm run test:e2e -- tests/e2e/theme`); a project with no matching test is not a failure, but a
# run in which no project found any test is.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
bash tools/setup/system-deps.sh php browser
# VISTA_CLUSTER=1: the 'cluster' project against a fresh test cluster (tools/cluster/cluster.sh:
# nginx on the port, server A alone on port + 1, server B alone on port + 2), on MariaDB.
cluster="${VISTA_CLUSTER:-0}"
if [ "$cluster" = 1 ]; then port="${VISTA_TEST_PORT:-8870}"; else port="${VISTA_TEST_PORT:-8889}"; fi
site_script=tools/site/site.sh
[ "$cluster" = 1 ] && site_script=tools/cluster/cluster.sh && export VISTA_DB=mariadb \
	VISTA_WP_DIR="$root/.vista/cluster/test/site/wordpress"
export VISTA_SITE=test VISTA_PORT="$port" VISTA_DB="${VISTA_DB:-sqlite}"
export WP_BASE_URL="http://localhost:$port"
# A site that cannot start fails the run loudly, with its log (never a silent skip).
bash "$site_script" reset >artifacts-site.log 2>&1 || { cat artifacts-site.log; rm -f artifacts-site.log; echo "e2e: the test site did not start" >&2; exit 1; }
rm -f artifacts-site.log
mkdir -p artifacts
# The cluster run comes after the plain one in `npm test`: it keeps the plain run's reports.
if [ "$cluster" = 1 ]; then rm -f artifacts/playwright-cluster.json artifacts/php-log-cluster.json; else rm -f artifacts/playwright.json artifacts/playwright-*.json artifacts/php-log*.json; fi
projects=(chromium stats consent release)
[ "$cluster" = 1 ] && projects=(cluster)
for arg in "$@"; do
	# Projects named on the command line: one invocation, as asked (with their dependencies).
	case "$arg" in --project | --project=*) projects=(selected) ;; esac
done
status=0
for project in "${projects[@]}"; do
	if [ "$project" = selected ]; then
		PLAYWRIGHT_JSON_OUTPUT_FILE="artifacts/playwright-$project.json" npx playwright test "$@" || status=1
		continue
	fi
	echo
	echo "── Playwright project $project"
	PLAYWRIGHT_JSON_OUTPUT_FILE="artifacts/playwright-$project.json" \
		npx playwright test --project="$project" --no-deps --pass-with-no-tests "$@" || status=1
done
bash "$site_script" stop >/dev/null
# --pass-with-no-tests keeps a project without matching tests from failing the run; a filter that
# matched nothing anywhere (a mistyped path) still fails, as Playwright alone would.
if [ "$status" -eq 0 ] && ! node -e '
	const fs = require( "fs" );
	let tests = 0;
	for ( const project of process.argv.slice( 1 ) ) {
		const file = `artifacts/playwright-${ project }.json`;
		if ( fs.existsSync( file ) ) {
			const { stats } = JSON.parse( fs.readFileSync( file, "utf8" ) );
			tests += stats.expected + stats.unexpected + stats.flaky + stats.skipped;
		}
	}
	process.exit( tests > 0 ? 0 : 1 );
' "${projects[@]}"; then
	echo "Error: No tests found in any project" >&2
	status=1
fi
exit $status
