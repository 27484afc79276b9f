#!/usr/bin/env bash
# The whole test run behind `npm test`: build, type check, lint (JS/TS, CSS, PHP), the import rules,
# Jest units,
# PHPUnit (SQLite and MariaDB), Playwright end to end, the visitor suite in Chromium and Firefox ESR,
# then Playwright on the nginx and PHP-FPM cluster. Every step runs even when one fails; the last line is the summary of all runners,
# "tests: N passed, N failed".
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
mkdir -p artifacts
rm -f artifacts/jest.json artifacts/phpunit-*.xml artifacts/playwright*.json artifacts/visitor-*.json artifacts/steps.txt

step() {
	local name=$1
	shift
	echo
	echo "━━ $name"
	if "$@"; then
		echo "$name ok" >>artifacts/steps.txt
	else
		echo "$name failed" >>artifacts/steps.txt
	fi
}

quiet_build() { { npx wp-scripts build && node tools/i18n/compile.mjs; } >artifacts/build.log 2>&1 || { cat artifacts/build.log; return 1; }; echo "built $(grep -c 'compiled successfully' artifacts/build.log) bundles groups"; }

step build quiet_build
step typecheck npx tsc --noEmit
step lint:js npm run --silent lint:js
step lint:css npm run --silent lint:css
step lint:php npm run --silent lint:php
# Import cycles and imports across plugins' client code (.dependency-cruiser.cjs).
step deps npm run --silent lint:deps
# Every generated file (kit copies, the stats lean bundle, block types and options, field types).
step generate node tools/generate/run.mjs --check
# Each readme.txt in WordPress.org's format, its Stable tag equal to the header's Version (issue 32).
step readme node tools/release/readme-check.mjs --self-test
step unit npx wp-scripts test-unit-js --config tests/unit/jest.config.js --json --outputFile=artifacts/jest.json
step phpunit bash tools/php/phpunit.sh
step e2e bash tools/e2e/run.sh
# What a visitor does, the same tests in Chromium and in Firefox ESR (tests/visitor, issue 35).
step visitor bash tools/visitor/run.sh
# The same suite on a right-to-left (Hebrew) site: forward is leftward for arrows, swipes, sliders.
step visitor:rtl env VISTA_VISITOR_LOCALE=he_IL bash tools/visitor/run.sh
# The production-like cluster (tools/cluster): nginx, two PHP-FPM servers, MariaDB (issue 19).
step e2e:cluster env VISTA_CLUSTER=1 bash tools/e2e/run.sh

echo
node tools/test-summary.mjs
