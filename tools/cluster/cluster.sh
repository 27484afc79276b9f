#!/usr/bin/env bash
# The production-like Vista stack on loopback, everything under .vista/cluster/<site>/, no root
# daemons: nginx (load balancer, FastCGI page cache, gzip) in front of two PHP-FPM masters standing
# for two web servers (each its own opcache, temp folders and sessions), one MariaDB, and one
# WordPress whose uploads folder both servers share, as a network file system would be.
#
#   cluster.sh start   install and seed the site on first run (MariaDB), then start FPM and nginx
#   cluster.sh stop    stop nginx, both FPM masters and MariaDB
#   cluster.sh reset   throw the cluster's site away and start a fresh one
#   cluster.sh status  print what runs, and where
#
# Ports (loopback): the load balancer on VISTA_PORT (default 8880 for the dev cluster), server A
# alone on VISTA_PORT + 1 and server B alone on VISTA_PORT + 2 (no page cache on those two: tests
# and the bench address one server explicitly there). VISTA_SITE names the cluster (dev | test |
# bench ...; the 'test' one links the end-to-end tests' mu-plugins, as tools/site/site.sh does).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"

site="${VISTA_SITE:-dev}"
port="${VISTA_PORT:-8880}"
port_a=$((port + 1))
port_b=$((port + 2))
dir="$root/.vista/cluster/$site"
wp="$dir/site/wordpress"
export VISTA_SITE="$site" VISTA_PORT="$port" VISTA_DB=mariadb VISTA_SITE_DIR="$dir/site"

say() { echo "vista cluster: $*"; }
fail() {
	echo "vista cluster: $*" >&2
	exit 1
}

running() { [ -f "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null; }
port_busy() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

wait_for() { # seconds description command...
	local seconds=$1 what=$2
	shift 2
	for _ in $(seq 1 $((seconds * 10))); do
		if "$@" 2>/dev/null; then return 0; fi
		sleep 0.1
	done
	return 1
}

# One PHP-FPM master per server: a master holds the opcache, so two masters share no PHP memory.
write_fpm_config() {
	local name=$1 server="$dir/fpm-$1"
	mkdir -p "$server/tmp" "$server/uploads-tmp" "$server/sessions"
	local user_lines=""
	if [ "$(id -u)" -eq 0 ]; then user_lines="user = root
group = root"; fi
	cat >"$server/php-fpm.conf" <<-CONF
		; Written by tools/cluster/cluster.sh: web server $name of the '$site' cluster.
		[global]
		pid = $server/php-fpm.pid
		error_log = $server/php-fpm.log
		daemonize = yes

		[$name]
		$user_lines
		listen = $server/php.sock
		listen.mode = 0600
		; Static, so a killed child is replaced at once and the bench's two servers are alike.
		pm = static
		pm.max_children = ${VISTA_CLUSTER_CHILDREN:-4}
		clear_env = yes
		env[VISTA_CLUSTER_SERVER] = $name
		catch_workers_output = yes
		php_admin_value[error_log] = $server/php-error.log
		php_admin_value[log_errors] = On
		php_admin_value[display_errors] = Off
		php_admin_value[memory_limit] = 512M
		php_admin_value[upload_max_filesize] = 64M
		php_admin_value[post_max_size] = 64M
		php_admin_value[sys_temp_dir] = $server/tmp
		php_admin_value[upload_tmp_dir] = $server/uploads-tmp
		php_admin_value[session.save_path] = $server/sessions
		; Opcache is on in PHP-FPM by default; each master has its own shared memory for it.
		php_admin_value[opcache.validate_timestamps] = 1
		php_admin_value[opcache.revalidate_freq] = 0
	CONF
}

write_nginx_config() {
	local web="$dir/nginx" user_line=""
	mkdir -p "$web/temp/body" "$web/temp/fastcgi" "$web/temp/proxy" "$web/temp/uwsgi" "$web/temp/scgi" "$web/cache"
	if [ "$(id -u)" -eq 0 ]; then user_line="user root;"; fi
	server_block() { # port pool cache
		cat <<-CONF
			server {
				listen 127.0.0.1:$1;
				server_name localhost;
				root $wp;
				set \$vista_pool $2;
				set \$vista_cache $3;
				set \$vista_host localhost:$port;
				set \$vista_port $port;
				include $here/wordpress.conf;
			}
		CONF
	}
	cat >"$web/nginx.conf" <<-CONF
		# Written by tools/cluster/cluster.sh for the '$site' cluster.
		$user_line
		worker_processes 2;
		pid $web/nginx.pid;
		error_log $web/error.log warn;
		events { worker_connections 1024; }
		http {
			include /etc/nginx/mime.types;
			default_type application/octet-stream;
			access_log $web/access.log;
			client_body_temp_path $web/temp/body;
			fastcgi_temp_path $web/temp/fastcgi;
			proxy_temp_path $web/temp/proxy;
			uwsgi_temp_path $web/temp/uwsgi;
			scgi_temp_path $web/temp/scgi;
			sendfile on;
			keepalive_timeout 65;
			client_max_body_size 64m;
			server_tokens off;

			gzip on;
			gzip_vary on;
			gzip_proxied any;
			gzip_comp_level 5;
			gzip_min_length 256;
			gzip_types text/css text/plain text/xml application/javascript application/json application/xml image/svg+xml application/rss+xml;

			# The page cache: one copy per address and consent choice (the cookie notice's cookie and
			# its categories), so no visitor is served another's consent state; kept a week.
			fastcgi_cache_path $web/cache levels=1:2 keys_zone=vista_pages:32m max_size=512m inactive=7d use_temp_path=off;
			fastcgi_cache_key "\$scheme\$request_method\$host\$request_uri|\$cookie_cookie_notice_accepted|\$cookie_vista_consent_categories";
			fastcgi_ignore_headers Expires;

			# The two web servers: round robin over both, or each alone.
			upstream vista_both { server unix:$dir/fpm-a/php.sock; server unix:$dir/fpm-b/php.sock; }
			upstream vista_a { server unix:$dir/fpm-a/php.sock; }
			upstream vista_b { server unix:$dir/fpm-b/php.sock; }

		$(server_block "$port" vista_both vista_pages)
		$(server_block "$port_a" vista_a off)
		$(server_block "$port_b" vista_b off)
		}
	CONF
}

# Vista Speed empties nginx's page cache when content changes (PageCachePurge): both servers' PHP
# writes the cache folder nginx keeps on this machine.
point_purge_at_cache() {
	local config="$wp/wp-config.php"
	grep -q "VISTA_PAGE_CACHE_DIR" "$config" && return 0
	sed -i "s|^if ( ! defined( 'ABSPATH' ) ) {|define( 'VISTA_PAGE_CACHE_DIR', '$dir/nginx/cache' );\n&|" "$config"
}

# The uploads folder lives beside the servers, as an NFS mount would; WordPress sees it at its
# usual place through a link.
share_uploads() {
	local uploads="$wp/wp-content/uploads"
	mkdir -p "$dir/shared"
	if [ ! -L "$uploads" ]; then
		rm -rf "$dir/shared/uploads"
		if [ -d "$uploads" ]; then mv "$uploads" "$dir/shared/uploads"; else mkdir -p "$dir/shared/uploads"; fi
		ln -s "$dir/shared/uploads" "$uploads"
	fi
}

start() {
	bash "$root/tools/setup/system-deps.sh" php mariadb cluster
	command -v nginx >/dev/null || fail "nginx is not installed (Debian package nginx)"
	command -v php-fpm8.2 >/dev/null || fail "php-fpm8.2 is not installed (Debian package php8.2-fpm)"
	for p in "$port" "$port_a" "$port_b"; do
		if port_busy "$p" && ! running "$dir/nginx/nginx.pid"; then
			fail "port $p is taken by another program; stop it or set VISTA_PORT"
		fi
	done
	mkdir -p "$dir"
	say "preparing WordPress on MariaDB in .vista/cluster/$site ..."
	bash "$root/tools/site/site.sh" prepare >"$dir/prepare.log" 2>&1 || {
		cat "$dir/prepare.log" >&2
		fail "the site could not be prepared (above)"
	}
	share_uploads
	point_purge_at_cache
	for name in a b; do
		running "$dir/fpm-$name/php-fpm.pid" && continue
		write_fpm_config "$name"
		local flags=()
		[ "$(id -u)" -eq 0 ] && flags=(--allow-to-run-as-root)
		php-fpm8.2 "${flags[@]}" --fpm-config "$dir/fpm-$name/php-fpm.conf" --prefix "$dir/fpm-$name" ||
			fail "PHP-FPM for server $name did not start (see $dir/fpm-$name/php-fpm.log)"
		wait_for 20 "PHP-FPM $name" test -S "$dir/fpm-$name/php.sock" ||
			fail "PHP-FPM for server $name did not open its socket (see $dir/fpm-$name/php-fpm.log)"
	done
	write_nginx_config
	nginx -t -p "$dir/nginx" -c "$dir/nginx/nginx.conf" -e "$dir/nginx/error.log" >"$dir/nginx/check.log" 2>&1 || {
		cat "$dir/nginx/check.log" >&2
		fail "nginx refused its configuration (above)"
	}
	if running "$dir/nginx/nginx.pid"; then
		nginx -p "$dir/nginx" -c "$dir/nginx/nginx.conf" -e "$dir/nginx/error.log" -s reload
	else
		nginx -p "$dir/nginx" -c "$dir/nginx/nginx.conf" -e "$dir/nginx/error.log" ||
			fail "nginx did not start (see $dir/nginx/error.log)"
	fi
	for p in "$port" "$port_a" "$port_b"; do
		wait_for 20 "nginx on $p" port_busy "$p" || fail "nginx is not listening on $p (see $dir/nginx/error.log)"
	done
	local answer
	answer=$(curl -s -o /dev/null -w '%{http_code}' "http://localhost:$port/" || true)
	[ "$answer" = 200 ] || fail "the front page answered $answer through nginx (see $dir/nginx/error.log, $dir/fpm-*/php-error.log)"
	say "running at http://localhost:$port (load balancer and page cache), server A alone at :$port_a, server B alone at :$port_b (log in with admin / password)"
}

stop_pid() { # pid-file what
	running "$1" || { rm -f "$1"; return 0; }
	local pid
	pid=$(cat "$1")
	kill -QUIT "$pid" 2>/dev/null || true
	wait_for 15 "$2 shutdown" bash -c "! kill -0 $pid" || kill -9 "$pid" 2>/dev/null || true
	rm -f "$1"
	say "stopped $2"
}

stop() {
	stop_pid "$dir/nginx/nginx.pid" nginx
	stop_pid "$dir/fpm-a/php-fpm.pid" "PHP-FPM server A"
	stop_pid "$dir/fpm-b/php-fpm.pid" "PHP-FPM server B"
	[ -d "$dir/site" ] && bash "$root/tools/site/site.sh" stop >/dev/null
	return 0
}

case "${1:-start}" in
	start) start ;;
	stop) stop ;;
	reset)
		stop
		rm -rf "$dir"
		start
		;;
	status)
		for what in nginx/nginx fpm-a/php-fpm fpm-b/php-fpm; do
			if running "$dir/$what.pid"; then echo "$what: running"; else echo "$what: stopped"; fi
		done
		;;
	path) echo "$wp" ;;
	*)
		echo "usage: cluster.sh start|stop|reset|status|path" >&2
		exit 2
		;;
esac
