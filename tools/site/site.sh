#!/usr/bin/env bash
# The local WordPress: native PHP's built-in server on WordPress 6.8, with SQLite (default) or a
# MariaDB server of its own (VISTA_DB=mariadb), everything kept under .vista/ in the repository.
#
#   site.sh start   install and seed on first run, then serve (quick when the site exists)
#   site.sh prepare install and seed if needed, start the database but not the web server
#   site.sh stop    stop the web server (and MariaDB) of the site
#   site.sh reset   throw the site away and start a fresh one
#   site.sh reset-prepare  a fresh site with its database up, without the web server (PHPUnit)
#   site.sh status  print whether it runs, and where
#   site.sh path    print the site's WordPress folder
#
# Environment: VISTA_SITE (dev | test | any name, default dev), VISTA_PORT (default 8888 for dev,
# 8889 otherwise), VISTA_SITE_DIR (default .vista/sites/<site>-<db>), VISTA_DB (sqlite | mariadb, default sqlite), VISTA_RUNNER_PORT (the page-speed
# runner's, default the site's port + 7: 8895 for dev, 8896 for test), VISTA_BARE=1 (a plain WordPress
# without Vista: nothing of this repository linked but the local mu-plugin, no demo content, no
# page-speed runner; the release tests upload the zips into it), VISTA_MULTISITE=1 (the site is a
# multisite network of subdirectory sites, as Tools → Network Setup makes it; router.php serves
# /<site>/wp-admin/... and the other paths WordPress's multisite .htaccess rewrites).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"

site="${VISTA_SITE:-dev}"
db="${VISTA_DB:-sqlite}"
case "$db" in sqlite | mariadb) ;; *) echo "vista: VISTA_DB must be sqlite or mariadb, not '$db'" >&2; exit 2 ;; esac
if [ "$site" = dev ]; then port="${VISTA_PORT:-8888}"; else port="${VISTA_PORT:-8889}"; fi
url="http://localhost:$port"
runner_port="${VISTA_RUNNER_PORT:-$((port + 7))}"
# VISTA_SITE_DIR: where the site lives, for tools that keep their sites elsewhere (tools/cluster).
dir="${VISTA_SITE_DIR:-$root/.vista/sites/$site-$db}"
bare="${VISTA_BARE:-0}"
multisite="${VISTA_MULTISITE:-0}"
wp="$dir/wordpress"
mysql_data="$dir/mariadb"
mysql_socket="$dir/mysqld.sock"
# A Unix socket path is limited to about 107 bytes; deep checkouts use a short one in /tmp.
if [ ${#mysql_socket} -gt 100 ]; then mysql_socket="/tmp/vista-$(echo "$dir" | md5sum | cut -c1-12).sock"; fi

say() { echo "vista: $*"; }

server_running() { [ -f "$dir/server.pid" ] && kill -0 "$(cat "$dir/server.pid")" 2>/dev/null; }
mariadb_running() { [ -f "$dir/mariadb.pid" ] && kill -0 "$(cat "$dir/mariadb.pid")" 2>/dev/null; }
port_busy() { (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; }

wait_for() { # seconds description command...
	local seconds=$1 what=$2
	shift 2
	for _ in $(seq 1 $((seconds * 10))); do
		if "$@" 2>/dev/null; then return 0; fi
		sleep 0.1
	done
	echo "vista: $what did not come up in ${seconds}s" >&2
	return 1
}

start_mariadb() {
	mariadb_running && return 0
	if [ ! -d "$mysql_data/mysql" ]; then
		say "creating the MariaDB data folder..."
		mkdir -p "$mysql_data"
		mariadb-install-db --no-defaults --datadir="$mysql_data" --user="$(id -un)" \
			--auth-root-authentication-method=normal --skip-test-db >"$dir/mariadb-install.log" 2>&1
	fi
	say "starting MariaDB..."
	setsid nohup mariadbd --no-defaults --datadir="$mysql_data" --socket="$mysql_socket" \
		--skip-networking --user="$(id -un)" --pid-file="$dir/mariadb.pid" \
		--log-error="$dir/mariadb.log" --innodb-buffer-pool-size=128M </dev/null >/dev/null 2>&1 &
	wait_for 30 MariaDB mariadb-admin --no-defaults --socket="$mysql_socket" -uroot ping >/dev/null
	mariadb --no-defaults --socket="$mysql_socket" -uroot <<-SQL
		CREATE DATABASE IF NOT EXISTS wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
		CREATE USER IF NOT EXISTS 'vista'@'localhost' IDENTIFIED BY 'vista';
		GRANT ALL PRIVILEGES ON wordpress.* TO 'vista'@'localhost';
	SQL
}

stop_mariadb() {
	mariadb_running || return 0
	local pid
	pid=$(cat "$dir/mariadb.pid")
	mariadb-admin --no-defaults --socket="$mysql_socket" -uroot shutdown 2>/dev/null || kill "$pid"
	wait_for 30 "MariaDB shutdown" bash -c "! kill -0 $pid" || true
	rm -f "$dir/mariadb.pid"
	say "stopped MariaDB"
}

write_config() {
	local db_config
	if [ "$db" = mariadb ]; then
		db_config="define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'vista' );
define( 'DB_PASSWORD', 'vista' );
define( 'DB_HOST', 'localhost:$mysql_socket' );"
	else
		db_config="define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', '' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', '' );
define( 'DB_DIR', __DIR__ . '/wp-content/database/' );
define( 'DB_FILE', '.ht.sqlite' );"
	fi
	# Vista Speed's runner (plugins/vista-speed/runner): its address and shared secret. A bare site
	# has none: it is WordPress as a site owner gets it.
	local runner_config=""
	if [ "$bare" != 1 ]; then
		[ -s "$dir/runner.secret" ] || head -c 32 /dev/urandom | base64 | tr -d '\n/+=' >"$dir/runner.secret"
		runner_config="define( 'VISTA_SPEED_RUNNER_URL', 'http://127.0.0.1:$runner_port' );
define( 'VISTA_SPEED_RUNNER_SECRET', '$(cat "$dir/runner.secret")' );"
	fi
	local salts
	salts=$(for key in AUTH_KEY SECURE_AUTH_KEY LOGGED_IN_KEY NONCE_KEY AUTH_SALT SECURE_AUTH_SALT LOGGED_IN_SALT NONCE_SALT; do
		printf "define( '%s', '%s' );\n" "$key" "$(head -c 48 /dev/urandom | base64 | tr -d '\n/+=')"
	done)
	# The bench sends every hit from loopback: no per-address quota of page views there.
	local bench_config=""
	[ "$site" = bench ] && bench_config="define( 'VISTA_STATS_HITS_PER_ADDRESS_HOUR', 0 );"
	# A network keeps each site's address in its tables: WP_HOME and WP_SITEURL would give every site
	# the main site's. Before the network is set up (install.php), the site is a single one.
	local address_config="define( 'WP_HOME', '$url' );
define( 'WP_SITEURL', '$url' );"
	if [ -f "$dir/.network" ]; then
		address_config="define( 'MULTISITE', true );
define( 'SUBDOMAIN_INSTALL', false );
define( 'DOMAIN_CURRENT_SITE', 'localhost:$port' );
define( 'PATH_CURRENT_SITE', '/' );
define( 'SITE_ID_CURRENT_SITE', 1 );
define( 'BLOG_ID_CURRENT_SITE', 1 );"
	fi
	cat >"$wp/wp-config.php" <<-PHP
		<?php
		// Written by tools/site/site.sh for the local '$site' site ($db); not for production.
		$db_config
		define( 'DB_CHARSET', 'utf8mb4' );
		define( 'DB_COLLATE', '' );
		$salts
		// A test may load a throw-away site of its own beside this one (tests/php/lifecycle).
		\$table_prefix = defined( 'VISTA_TABLE_PREFIX' ) ? VISTA_TABLE_PREFIX : 'wp_';
		$address_config
		define( 'WP_ENVIRONMENT_TYPE', 'local' );
		define( 'WP_DEBUG', true );
		define( 'WP_DEBUG_LOG', __DIR__ . '/wp-content/debug.log' );
		define( 'WP_DEBUG_DISPLAY', false );
		define( 'SCRIPT_DEBUG', false );
		define( 'DISABLE_WP_CRON', true );
		define( 'AUTOMATIC_UPDATER_DISABLED', true );
		define( 'WP_AUTO_UPDATE_CORE', false );
		define( 'WP_HTTP_BLOCK_EXTERNAL', true );
		define( 'WP_ACCESSIBLE_HOSTS', 'localhost,127.0.0.1' );
		define( 'FS_METHOD', 'direct' );
		$runner_config
		$bench_config
		if ( ! defined( 'ABSPATH' ) ) {
			define( 'ABSPATH', __DIR__ . '/' );
		}
		require_once ABSPATH . 'wp-settings.php';
	PHP
}

link_project() {
	local content="$wp/wp-content" target
	mkdir -p "$content/plugins" "$content/themes" "$content/mu-plugins" "$content/uploads" "$content/database"
	if [ "$bare" = 1 ]; then
		# Only the local site's settings (mail to a file, no update checks): Vista comes as zips.
		ln -sfn "$here/mu-plugins/vista-local.php" "$content/mu-plugins/vista-local.php"
		return 0
	fi
	for target in "$root"/plugins/*/; do
		ln -sfn "${target%/}" "$content/plugins/$(basename "$target")"
	done
	ln -sfn "$root/themes/vista" "$content/themes/vista"
	for target in "$here"/mu-plugins/*.php; do
		ln -sfn "$target" "$content/mu-plugins/$(basename "$target")"
	done
	# The test site also gets the end-to-end tests' own switches, which act only on requests that
	# ask for them (tests/e2e/mu-plugins).
	if [ "$site" = test ]; then
		for target in "$root"/tests/e2e/mu-plugins/*.php; do
			ln -sfn "$target" "$content/mu-plugins/$(basename "$target")"
		done
	fi
}

create_site() {
	say "[1/4] preparing WordPress in .vista/sites/$site-$db ..."
	bash "$here/fetch-wordpress.sh"
	rm -rf "$dir" && mkdir -p "$dir"
	cp -r "$root/.vista/cache/wordpress" "$wp"
	cp -r "$root/.vista/cache/sqlite-database-integration" "$wp/wp-content/plugins/sqlite-database-integration"
	if [ "$db" = sqlite ]; then
		sed -e "s#{SQLITE_IMPLEMENTATION_FOLDER_PATH}#$wp/wp-content/plugins/sqlite-database-integration#" \
			-e "s#{SQLITE_PLUGIN}#sqlite-database-integration/load.php#" \
			"$wp/wp-content/plugins/sqlite-database-integration/db.copy" >"$wp/wp-content/db.php"
	else
		start_mariadb
	fi
	link_project
	write_config
	say "[2/4] installing WordPress..."
	php "$here/install.php" "$wp"
	if [ "$multisite" = 1 ]; then
		php "$here/network.php" "$wp" "localhost:$port"
		touch "$dir/.network"
		write_config
	fi
	if [ "$bare" != 1 ]; then
		say "[3/4] seeding demo content..."
		php -d memory_limit=512M "$here/seed.php" "$wp"
	fi
	touch "$dir/.seeded"
}

start_server() {
	if server_running; then
		say "already running at $url"
		return 0
	fi
	if port_busy; then
		echo "vista: port $port is taken by another program; stop it or set VISTA_PORT" >&2
		exit 1
	fi
	say "[4/4] starting PHP at $url ..."
	(
		cd "$wp"
		PHP_CLI_SERVER_WORKERS="${VISTA_PHP_WORKERS:-4}" setsid nohup php \
			-d memory_limit=512M -d upload_max_filesize=64M -d post_max_size=64M \
			-d opcache.enable_cli=1 -d opcache.validate_timestamps=1 -d opcache.revalidate_freq=0 \
			-d display_errors=stderr -d log_errors=0 \
			-S "127.0.0.1:$port" -t "$wp" "$here/router.php" </dev/null >>"$dir/server.log" 2>&1 &
		echo $! >"$dir/server.pid"
	)
	wait_for 30 "the web server" bash -c "(exec 3<>/dev/tcp/127.0.0.1/$port)"
	say "WordPress is running at $url  (log in at $url/wp-admin with admin / password)"
	start_runner
}

runner_running() { [ -f "$dir/runner.pid" ] && kill -0 "$(cat "$dir/runner.pid")" 2>/dev/null; }

# Vista Speed's Lighthouse runner for this site, on loopback (it starts Chromium on first audit).
start_runner() {
	runner_running && return 0
	[ -s "$dir/runner.secret" ] || return 0
	VISTA_RUNNER_PORT="$runner_port" VISTA_RUNNER_SECRET_FILE="$dir/runner.secret" VISTA_RUNNER_ALLOW="$url" \
		setsid nohup node "$root/plugins/vista-speed/runner/runner.mjs" </dev/null >>"$dir/runner.log" 2>&1 &
	echo $! >"$dir/runner.pid"
	# Not fatal: without the runner the site works, only its page-speed checks fail.
	if wait_for 30 "the page-speed runner" bash -c "(exec 3<>/dev/tcp/127.0.0.1/$runner_port)"; then
		say "page-speed runner on 127.0.0.1:$runner_port"
	else
		say "the page-speed runner did not start (see $dir/runner.log); page-speed checks will fail"
	fi
}

stop_runner() {
	runner_running || { rm -f "$dir/runner.pid"; return 0; }
	local pid
	pid=$(cat "$dir/runner.pid")
	kill -- "-$pid" 2>/dev/null || kill "$pid" 2>/dev/null || true
	wait_for 10 "runner shutdown" bash -c "! kill -0 -- -$pid" || true
	rm -f "$dir/runner.pid"
}

# The site installed, seeded and its database up, without the web server (for PHPUnit).
prepare() {
	bash "$root/tools/setup/system-deps.sh" php $([ "$db" = mariadb ] && echo mariadb)
	if [ "$bare" != 1 ] && [ ! -f "$root/plugins/vista-gallery/build/blocks/gallery/block.json" ]; then
		say "building the client bundles (first run)..."
		(cd "$root" && npm run --silent build >/dev/null)
	fi
	if [ -f "$dir/.seeded" ]; then
		[ "$db" = mariadb ] && start_mariadb
		link_project
	else
		create_site
	fi
}

start() {
	prepare
	start_server
}

stop() {
	if server_running; then
		local pid
		pid=$(cat "$dir/server.pid")
		# setsid made the server a process group of its own: its worker processes go with it.
		kill -- "-$pid" 2>/dev/null || kill "$pid" 2>/dev/null || true
		wait_for 10 "web server shutdown" bash -c "! kill -0 -- -$pid" || true
		say "stopped the web server of '$site' ($db)"
	fi
	rm -f "$dir/server.pid"
	stop_runner
	stop_mariadb
}

case "${1:-start}" in
	start) start ;;
	prepare) prepare ;;
	stop) stop ;;
	reset)
		stop
		rm -rf "$dir"
		start
		;;
	reset-prepare)
		stop
		rm -rf "$dir"
		prepare
		;;
	status)
		if server_running; then echo "running at $url ($dir)"; else echo "stopped ($dir)"; fi
		;;
	path) echo "$wp" ;;
	*)
		echo "usage: site.sh start|stop|reset|status|path" >&2
		exit 2
		;;
esac
