#!/usr/bin/env bash
# The PHP lint behind `npm run lint:php`, in four steps that all run; non-zero if any finds anything:
#   1. php -l over every PHP file of the project;
#   2. PHP_CodeSniffer with phpcs.xml.dist (generic, PSR-12 and security sniffs, and our own
#      Vista sniffs in tools/php/Vista: strict types, direct-request guards, no request input in SQL);
#   3. every phpcs annotation names a sniff the ruleset runs and gives a reason (annotations.php);
#   4. the self-test of our own checks against the fixtures in tests/php-lint (selftest.php).
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
bash tools/setup/system-deps.sh lint
status=0

# One php process per file (`php -l` reads only its first file argument), two at a time.
files="$(mktemp)"
lint_log="$(mktemp)"
find kit plugins themes blocks tools tests -name '*.php' -not -path '*/build/*' -not -path '*/node_modules/*' -print0 >"$files"
count=$(tr -cd '\0' <"$files" | wc -c)
xargs -0 -r -n1 -P2 sh -c 'php -d display_errors=1 -l "$0" >/dev/null 2>&1 || php -d display_errors=1 -l "$0"' <"$files" >"$lint_log" 2>&1
failed=$(grep -c '^Errors parsing' "$lint_log" || true)
cat "$lint_log"
rm -f "$files" "$lint_log"
echo "php -l: $count files, $failed with errors"
[ "$failed" -eq 0 ] || status=1

# Warnings fail too: the ruleset only keeps sniffs we mean to obey.
start=$SECONDS
if phpcs -q --report-width=120; then
	echo "phpcs: no findings ($((SECONDS - start))s)"
else
	echo "phpcs: findings above ($((SECONDS - start))s); \`phpcbf\` fixes the spacing ones"
	status=1
fi

sniffs="$(mktemp)"
trap 'rm -f "$sniffs"' EXIT
phpcs -e >"$sniffs"
if php tools/php/annotations.php "$sniffs" kit plugins themes blocks tools tests; then
	echo "phpcs annotations: all name a sniff of the ruleset and a reason"
else
	status=1
fi

# The fixtures are meant to fail; the self-test compares their findings with the expected ones.
{ phpcs -q --standard=tools/php/Vista --extensions=php --report=json tests/php-lint || true; } |
	php tools/php/selftest.php tests/php-lint || status=1
{ php tools/php/annotations.php "$sniffs" tests/php-lint || true; } |
	php tools/php/selftest.php tests/php-lint annotation || status=1

exit $status
