<?php
/**
 * Router for PHP's built-in web server: files that exist are served as they are, everything else
 * goes to WordPress's index.php, which is what Apache's rewrite rules do for pretty permalinks.
 *
 * The built-in server reads no .htaccess, so what a production server's configuration refuses is
 * refused here (the README's nginx rules say the same): the SQLite database folder, dot-files
 * (.htaccess, .ht.sqlite, .git), logs (mail.log holds password-reset mails, debug.log paths and
 * queries), the forms' upload folder, whose files only the entries screen hands out, and the
 * statistics' spool folder of version 4 (this version's is a dot-folder, or outside the web root).
 *
 * @package Vista\Tools
 */

declare( strict_types=1 );

$vista_path = urldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
$vista_file = $_SERVER['DOCUMENT_ROOT'] . $vista_path;

/**
 * Whether a path is one a visitor may never fetch as a file.
 *
 * @param string $path Decoded path of the request.
 */
function vista_router_refuses( string $path ): bool {
	// Backslashes and repeated slashes must not slip a path past the patterns below.
	$path = strtolower( (string) preg_replace( '#[\\\\/]+#', '/', $path ) );
	if ( str_starts_with( $path, '/.well-known/' ) ) {
		return false; // Certificates and other well-known files are meant to be public.
	}
	return 1 === preg_match( '#(^|/)\.|^/wp-content/database(/|$)|\.log$|^/wp-content/uploads/vista-forms(/|$)|^/wp-content/vista-stats-spool(/|$)#', $path );
}

if ( vista_router_refuses( $vista_path ) ) {
	http_response_code( 403 );
	header( 'Content-Type: text/plain; charset=utf-8' );
	echo "Forbidden\n";
	return true;
}

/*
 * The bench site (VISTA_COMPRESS=1) sends text gzip-compressed, as production web servers do
 * (nginx's gzip, Apache's mod_deflate); the built-in server compresses nothing, and Lighthouse's
 * mobile network model would charge every uncompressed byte of a page and its styles and scripts.
 * PHP endpoints requested by their own path (admin-ajax, the hit path) are served as they are.
 */
$vista_gzip  = '1' === getenv( 'VISTA_COMPRESS' ) && str_contains( (string) ( $_SERVER['HTTP_ACCEPT_ENCODING'] ?? '' ), 'gzip' );
$vista_types = array(
	'css'  => 'text/css; charset=utf-8',
	'js'   => 'text/javascript; charset=utf-8',
	'mjs'  => 'text/javascript; charset=utf-8',
	'json' => 'application/json',
	'svg'  => 'image/svg+xml',
);
$vista_type  = $vista_types[ strtolower( pathinfo( $vista_path, PATHINFO_EXTENSION ) ) ] ?? null;
if ( $vista_gzip && null !== $vista_type && is_file( $vista_file ) ) {
	header( 'Content-Type: ' . $vista_type );
	header( 'Content-Encoding: gzip' );
	header( 'Vary: Accept-Encoding' );
	echo gzencode( (string) file_get_contents( $vista_file ), 6 );
	return true;
}

/*
 * A network of subdirectory sites (site.sh with VISTA_MULTISITE=1, which leaves .network beside the
 * WordPress folder): what WordPress's multisite .htaccess rewrites, rewritten the same way. A
 * site's /<site>/wp-admin/..., /<site>/wp-includes/..., /<site>/wp-content/... and /<site>/<x>.php
 * are the main folder's files; the request keeps its address, by which WordPress finds the site.
 */
if ( ! is_file( $vista_file ) && is_file( dirname( $_SERVER['DOCUMENT_ROOT'] ) . '/.network' ) ) {
	if ( 1 === preg_match( '#^/[_0-9a-zA-Z-]+/wp-admin$#', $vista_path ) ) {
		header( 'Location: ' . $vista_path . '/', true, 301 );
		return true;
	}
	if ( 1 === preg_match( '#^/[_0-9a-zA-Z-]+(/wp-(?:content|admin|includes)(?:/.*)?|/[^/]+\.php)$#', $vista_path, $vista_site_path ) ) {
		$vista_script = vista_router_network_file( $vista_site_path[1] );
		if ( null !== $vista_script ) {
			// In the global scope, as WordPress's scripts expect their variables to be.
			chdir( dirname( $vista_script ) );
			require $vista_script;
		}
		return true;
	}
}

/**
 * A main-folder file asked for under a site's path: a PHP script is handed back to run as if asked
 * for directly (as Apache's internal rewrite runs it); any other file is sent with its type here.
 *
 * @param string $path The path without the site's folder, e.g. /wp-admin/.
 * @return string|null The script to run, or null when the answer is sent.
 */
function vista_router_network_file( string $path ): ?string {
	$file = $_SERVER['DOCUMENT_ROOT'] . $path;
	if ( is_dir( $file ) ) {
		$path = rtrim( $path, '/' ) . '/index.php';
		$file = $_SERVER['DOCUMENT_ROOT'] . $path;
	}
	$refused = vista_router_refuses( $path );
	if ( $refused || ! is_file( $file ) ) {
		http_response_code( $refused ? 403 : 404 );
		header( 'Content-Type: text/plain; charset=utf-8' );
		echo $refused ? "Forbidden\n" : "Not Found\n";
		return null;
	}
	if ( str_ends_with( $path, '.php' ) ) {
		$_SERVER['SCRIPT_NAME']     = $path;
		$_SERVER['SCRIPT_FILENAME'] = $file;
		$_SERVER['PHP_SELF']        = $path;
		return $file;
	}
	$types = array(
		'css'   => 'text/css; charset=utf-8',
		'js'    => 'text/javascript; charset=utf-8',
		'mjs'   => 'text/javascript; charset=utf-8',
		'json'  => 'application/json',
		'svg'   => 'image/svg+xml',
		'woff2' => 'font/woff2',
		'woff'  => 'font/woff',
	);
	header( 'Content-Type: ' . ( $types[ strtolower( pathinfo( $file, PATHINFO_EXTENSION ) ) ] ?? mime_content_type( $file ) ) );
	header( 'Content-Length: ' . filesize( $file ) );
	readfile( $file );
	return null;
}

// A folder with its own index.php (wp-admin/) is served by it; the site's root is WordPress's
// index.php below, so the front page is compressed like every other page.
if ( is_file( $vista_file ) || ( '/' !== $vista_path && is_dir( $vista_file ) && is_file( rtrim( $vista_file, '/' ) . '/index.php' ) ) ) {
	return false;
}

if ( $vista_gzip ) {
	ob_start( 'ob_gzhandler' );
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
require $_SERVER['SCRIPT_FILENAME'];
