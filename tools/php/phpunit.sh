#!/usr/bin/env bash
# PHPUnit against the WordPress of the 'test' site, once on SQLite and once on MariaDB, so every
# query of ours runs on both. JUnit reports go to artifacts/ for the test summary.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
bash tools/setup/system-deps.sh php mariadb phpunit
mkdir -p artifacts
status=0
for db in ${VISTA_PHPUNIT_DBS:-sqlite mariadb}; do
	echo "vista: PHPUnit on $db"
	VISTA_SITE=test VISTA_DB=$db bash tools/site/site.sh reset-prepare >/dev/null || { status=1; continue; }
	VISTA_WP_DIR="$(VISTA_SITE=test VISTA_DB=$db bash tools/site/site.sh path)" VISTA_DB=$db \
		phpunit --configuration phpunit.xml.dist --log-junit "artifacts/phpunit-$db.xml" "$@" || status=1
	[ "$db" = mariadb ] && VISTA_SITE=test VISTA_DB=$db bash tools/site/site.sh stop >/dev/null
done
exit $status
