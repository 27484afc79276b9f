#!/usr/bin/env bash
# Fills .vista/cache with WordPress core (from Debian's trixie packages), the Twenty Twenty-Five
# theme and the SQLite Database Integration (from an npm tarball). Idempotent: does nothing when the
# cache is complete. See shared notes "local-wordpress.md" for why these sources.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
# shellcheck source=versions.sh
. "$here/versions.sh"

cache="$root/.vista/cache"
core="$cache/wordpress"
sqlite="$cache/sqlite-database-integration"
mkdir -p "$cache"

apt_mirror() {
	# The machine's own Debian mirror, read at run time so no host is written into the repository.
	local uri
	uri=$(grep -hs '^URIs:' /etc/apt/sources.list.d/*.sources | grep -v -- '-security' | head -n1 | awk '{print $2}')
	if [ -z "$uri" ]; then
		uri=$(grep -hs '^deb ' /etc/apt/sources.list /etc/apt/sources.list.d/*.list | grep -v -- '-security' | head -n1 | sed -E 's/^deb (\[[^]]*\] )?([^ ]+).*/\2/')
	fi
	[ -n "$uri" ] || { echo "vista: no Debian mirror found in the apt configuration" >&2; exit 1; }
	echo "$uri"
}

if [ ! -f "$core/wp-includes/version.php" ]; then
	echo "vista: [1/2] fetching WordPress core from Debian ($WORDPRESS_DEBIAN_SUITE)..."
	work="$cache/apt"
	rm -rf "$work" && mkdir -p "$work/lists/partial" "$work/archives/partial" "$work/debs" "$work/root"
	echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $(apt_mirror) $WORDPRESS_DEBIAN_SUITE main" >"$work/sources.list"
	apt_opts=(-o "Dir::Etc::sourcelist=$work/sources.list" -o "Dir::Etc::sourceparts=-"
		-o "Dir::State::Lists=$work/lists" -o "Dir::Cache::archives=$work/archives"
		-o "APT::Get::List-Cleanup=0" -o "APT::Sandbox::User=root" -qq)
	apt-get "${apt_opts[@]}" update
	(cd "$work/debs" && apt-get "${apt_opts[@]}" download wordpress wordpress-theme-twentytwentyfive \
		libjs-lodash libjs-underscore libjs-cropper php-getid3)
	for deb in "$work"/debs/*.deb; do dpkg -x "$deb" "$work/root"; done
	tree="$work/root/usr/share/wordpress"
	# Links that point outside the unpacked tree: the CA bundle comes from the host, the rest is Debian glue.
	rm -f "$tree/.htaccess" "$tree/wp-config.php"
	rm -f "$tree/wp-includes/certificates/ca-bundle.crt"
	if [ -f /etc/ssl/certs/ca-certificates.crt ]; then
		cp /etc/ssl/certs/ca-certificates.crt "$tree/wp-includes/certificates/ca-bundle.crt"
	else
		: >"$tree/wp-includes/certificates/ca-bundle.crt"
	fi
	rm -rf "$core.tmp" && cp -rL "$tree" "$core.tmp"
	rm -rf "$core" && mv "$core.tmp" "$core"
	rm -rf "$work"
	version=$(sed -nE "s/^\\\$wp_version = '([^']+)';/\1/p" "$core/wp-includes/version.php")
	echo "vista:       WordPress $version"
fi

if [ ! -f "$sqlite/load.php" ]; then
	echo "vista: [2/2] fetching the SQLite Database Integration..."
	work="$cache/npm-pack"
	rm -rf "$work" && mkdir -p "$work"
	(cd "$work" && npm pack --silent "@wp-playground/cli@$PLAYGROUND_CLI_VERSION" >/dev/null)
	tar -xzf "$work"/*.tgz -C "$work" package/sqlite-database-integration.zip
	unzip -q -o "$work/package/sqlite-database-integration.zip" -d "$work/unzipped"
	rm -rf "$sqlite" && mv "$work/unzipped"/* "$sqlite"
	rm -rf "$work"
fi
