#!/usr/bin/env bash
# Installs the Debian packages a group of Vista tasks needs, only those missing.
# Usage: system-deps.sh [php] [lint] [mariadb] [browser] [phpunit] [cluster] [all]
set -euo pipefail

want=("$@")
[ ${#want[@]} -gt 0 ] || want=(php)

packages=()
need() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed' || packages+=("$1"); }

for group in "${want[@]}"; do
	case "$group" in
		php | all)
			for p in php8.2-cli php8.2-sqlite3 php8.2-mysql php8.2-gd php8.2-mbstring php8.2-xml \
				php8.2-curl php8.2-zip php8.2-intl unzip ca-certificates ffmpeg; do need "$p"; done ;;&
		lint | all) need php8.2-cli; need php-codesniffer ;;&
		mariadb | all) need mariadb-server ;;&
		# Firefox ESR: the visitor suite's second browser (tests/visitor), driven over WebDriver BiDi.
		browser | all) need chromium; need firefox-esr; need fonts-dejavu-core ;;&
		phpunit | all) need phpunit ;;&
		# The production-like cluster (tools/cluster): nginx and PHP-FPM, started as the current user.
		cluster | all) need nginx; need php8.2-fpm; need mariadb-server ;;
	esac
done

[ ${#packages[@]} -gt 0 ] || exit 0

echo "vista: installing Debian packages: ${packages[*]}"
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
	command -v sudo >/dev/null || { echo "vista: need root or sudo to install ${packages[*]}" >&2; exit 1; }
	sudo_cmd=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
# Debian's maintainer scripts try to start services; ours are started by the project's scripts instead.
printf '#!/bin/sh\nexit 101\n' | "${sudo_cmd[@]}" tee /usr/sbin/policy-rc.d >/dev/null
"${sudo_cmd[@]}" chmod +x /usr/sbin/policy-rc.d
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
"${sudo_cmd[@]}" rm -f /usr/sbin/policy-rc.d
