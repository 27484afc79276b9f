# Pinned versions of what the local site is built from.
WORDPRESS_DEBIAN_SUITE=trixie
WORDPRESS_MIN_VERSION=6.8
# The npm tarball that carries WordPress's SQLite Database Integration (3.0.2) as a zip.
PLAYGROUND_CLI_VERSION=3.1.56
