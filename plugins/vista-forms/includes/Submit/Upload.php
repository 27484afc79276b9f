<?php
/**
 * Files of a submission (upload fields and signatures): checked by their content, kept in a folder
 * the web server refuses to list or serve, under random names, and handed out to administrators
 * only, through an authenticated download.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Submit;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Validation\Validator;
use Vista\Forms\View\Messages;
use Vista\Forms\Entries\PdfCache;

/**
 * Checks, stores and deletes uploaded files (EntryFileDownload hands them to administrators).
 */
final class Upload {

	public const FOLDER      = 'vista-forms';
	public const HARD_CAP_MB = 20;

	/** Extensions an upload field may allow at all, whatever its settings say. */
	public const SAFE_EXTENSIONS = array( 'jpg', 'jpeg', 'png', 'gif', 'webp', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'odp', 'txt', 'csv', 'rtf', 'zip', 'mp3', 'wav', 'mp4', 'mov' );

	public const IMAGE_EXTENSIONS = array( 'jpg', 'jpeg', 'png', 'gif', 'webp' );

	public const DEFAULT_FILE_EXTENSIONS = array( 'jpg', 'jpeg', 'png', 'gif', 'pdf', 'doc', 'docx', 'txt' );

	/** Extensions that must never appear inside a name either (x.php.jpg). */
	private const DANGEROUS = array( 'php', 'php3', 'php4', 'php5', 'php7', 'php8', 'phtml', 'phar', 'pht', 'phps', 'pl', 'py', 'cgi', 'asp', 'aspx', 'jsp', 'sh', 'bash', 'exe', 'bat', 'cmd', 'com', 'dll', 'js', 'mjs', 'html', 'htm', 'shtml', 'xhtml', 'svg', 'svgz', 'htaccess', 'ini', 'inc', 'hta' );

	/**
	 * @param bool $uploaded_only Accept only files PHP received by HTTP upload (false in tests, which
	 *                            hand in files from disk).
	 */
	public function __construct( private bool $uploaded_only = true ) {}

	/**
	 * The folder of stored files (created with its guards on first use).
	 */
	public static function base_dir(): string {
		return trailingslashit( wp_upload_dir( null, false )['basedir'] ) . self::FOLDER;
	}

	/**
	 * Whether a stored path is one of ours: a random folder and a random name, nothing else.
	 *
	 * @param string $path Path relative to base_dir().
	 */
	public static function is_stored_path( string $path ): bool {
		return 1 === preg_match( '#^[a-f0-9]{32}/[a-f0-9]{32}\.[a-z0-9]{1,5}$#', $path );
	}

	/**
	 * Checks the posted files of a form's upload fields.
	 *
	 * @param FormDefinition                      $form  Form.
	 * @param array<string, array<string, mixed>> $files $_FILES.
	 * @return array{files: array<string, array<int, array<string, mixed>>>, errors: array<string, string>}
	 *         Accepted files by field id (tmp, name, size, ext, type) and messages by field id.
	 */
	public function check( FormDefinition $form, array $files ): array {
		$accepted = array();
		$errors   = array();
		foreach ( $form->fields() as $id => $field ) {
			if ( ! in_array( $field['type'], Validator::UPLOAD_TYPES, true ) ) {
				continue;
			}
			$posted = self::normalise( $files[ "evf_{$form->id}_{$id}" ] ?? $files[ "everest_forms_{$form->id}_{$id}" ] ?? null );
			if ( array() === $posted ) {
				if ( $field['required'] ) {
					$errors[ $id ] = Messages::get( 'i18n_messages_required' );
				}
				continue;
			}
			$max_files = max( 1, (int) ( $field['max_files'] ?? 1 ) );
			if ( count( $posted ) > $max_files ) {
				$errors[ $id ] = Messages::server( 'file_count', array( '#' => $max_files ) );
				continue;
			}
			foreach ( $posted as $file ) {
				$checked = $this->check_file( $field, $file );
				if ( is_string( $checked ) ) {
					$errors[ $id ] = $checked;
					unset( $accepted[ $id ] );
					break;
				}
				$accepted[ $id ][] = $checked;
			}
		}
		return array(
			'files'  => $accepted,
			'errors' => $errors,
		);
	}

	/**
	 * Moves accepted files into a new random folder.
	 *
	 * @param array<string, array<int, array<string, mixed>>> $accepted Files by field id, from check().
	 * @return array<string, array<int, array<string, mixed>>>|null Stored values by field id, null on failure.
	 */
	public function store( array $accepted ): ?array {
		if ( array() === $accepted ) {
			return array();
		}
		$folder = self::new_folder();
		if ( null === $folder ) {
			return null;
		}
		$stored = array();
		foreach ( $accepted as $id => $files ) {
			foreach ( $files as $file ) {
				$path   = $folder . '/' . bin2hex( random_bytes( 16 ) ) . '.' . $file['ext'];
				$target = self::base_dir() . '/' . $path;
				$moved  = $this->uploaded_only ? move_uploaded_file( (string) $file['tmp'], $target ) : copy( (string) $file['tmp'], $target );
				if ( ! $moved ) {
					return null;
				}
				$stored[ $id ][] = array(
					'name' => (string) $file['name'],
					'path' => $path,
					'size' => (int) $file['size'],
					'type' => (string) $file['type'],
				);
			}
		}
		return $stored;
	}

	/**
	 * Stores a signature image.
	 *
	 * @param string $png PNG bytes (checked by Validator).
	 * @return array<int, array<string, mixed>>|null The stored value.
	 */
	public static function store_png( string $png ): ?array {
		$folder = self::new_folder();
		if ( null === $folder ) {
			return null;
		}
		$path = $folder . '/' . bin2hex( random_bytes( 16 ) ) . '.png';
		if ( false === file_put_contents( self::base_dir() . '/' . $path, $png ) ) { // Plain file write in our own folder.
			return null;
		}
		return array(
			array(
				'name' => 'signature.png',
				'path' => $path,
				'size' => strlen( $png ),
				'type' => 'image/png',
			),
		);
	}

	/**
	 * Deletes a stored file, and its folder once empty.
	 *
	 * @param string $path Path relative to base_dir().
	 */
	public static function delete_file( string $path ): void {
		if ( ! self::is_stored_path( $path ) ) {
			return;
		}
		$file = self::base_dir() . '/' . $path;
		if ( is_file( $file ) ) {
			wp_delete_file( $file );
		}
		$dir  = dirname( $file );
		$left = glob( $dir . '/*' ) ?: array();
		if ( is_dir( $dir ) && array( $dir . '/index.php' ) === $left ) {
			wp_delete_file( $dir . '/index.php' );
			rmdir( $dir ); // Our own empty folder.
		}
	}

	/**
	 * Deletes every stored file and the folder (uninstall).
	 */
	public static function remove_all(): void {
		$base = self::base_dir();
		foreach ( glob( $base . '/*', GLOB_ONLYDIR ) ?: array() as $dir ) {
			// The upload folders, and the cache of built entry PDFs (PdfCache).
			if ( 1 !== preg_match( '#/([a-f0-9]{32}|' . PdfCache::FOLDER . ')$#', $dir ) ) {
				continue;
			}
			foreach ( glob( $dir . '/*' ) ?: array() as $file ) {
				wp_delete_file( $file );
			}
			rmdir( $dir ); // Our own folder, emptied above.
		}
		foreach ( array( 'index.php', '.htaccess' ) as $guard ) {
			wp_delete_file( $base . '/' . $guard );
		}
		if ( is_dir( $base ) && array() === ( glob( $base . '/{,.}[!.,!..]*', GLOB_BRACE ) ?: array() ) ) {
			rmdir( $base ); // Our own empty folder.
		}
	}

	/**
	 * Checks one file against its field: upload error, size, name, allowed extension, content.
	 *
	 * @param array<string, mixed> $field Field.
	 * @param array<string, mixed> $file  One posted file (name, tmp_name, size, error).
	 * @return array<string, mixed>|string The accepted file, or the message.
	 */
	private function check_file( array $field, array $file ) {
		$max_mb = (float) ( is_numeric( $field['max_size_mb'] ?? null ) && (float) $field['max_size_mb'] > 0 ? $field['max_size_mb'] : self::HARD_CAP_MB );
		$max_mb = min( $max_mb, self::HARD_CAP_MB );
		$error  = (int) ( $file['error'] ?? UPLOAD_ERR_NO_FILE );
		if ( UPLOAD_ERR_INI_SIZE === $error || UPLOAD_ERR_FORM_SIZE === $error || (int) $file['size'] > $max_mb * MB_IN_BYTES ) {
			return Messages::server( 'file_size', array( '#' => $max_mb + 0 ) );
		}
		$tmp = (string) ( $file['tmp_name'] ?? '' );
		if ( UPLOAD_ERR_OK !== $error || '' === $tmp || ! is_file( $tmp ) || ( $this->uploaded_only && ! is_uploaded_file( $tmp ) ) ) {
			return Messages::server( 'file_failed' );
		}
		$name = sanitize_file_name( wp_basename( (string) $file['name'] ) );
		$ext  = self::extension_of( $name );
		if ( null === $ext || ! in_array( $ext, self::allowed_extensions( $field ), true ) ) {
			return Messages::server( 'file_type' );
		}
		$type = self::content_type( $tmp, $name, $ext );
		if ( null === $type ) {
			return Messages::server( 'file_type' );
		}
		return array(
			'tmp'  => $tmp,
			'name' => $name,
			'size' => (int) filesize( $tmp ),
			'ext'  => $ext,
			'type' => $type,
		);
	}

	/**
	 * The extension of a file name, or null when the name hides another extension (x.php.jpg,
	 * x.jpg.php) or has none.
	 *
	 * @param string $name File name.
	 */
	public static function extension_of( string $name ): ?string {
		$parts = explode( '.', strtolower( $name ) );
		if ( count( $parts ) < 2 ) {
			return null;
		}
		$ext    = (string) array_pop( $parts );
		$known  = array_merge( self::DANGEROUS, ...array_values( wp_get_ext_types() ) );
		$inner  = array_slice( $parts, 1 );
		$hidden = array_intersect( $inner, $known );
		return array() === $hidden && '' !== $ext ? $ext : null;
	}

	/**
	 * Extensions a field accepts: its own list, within the safe list (images only for image upload).
	 *
	 * @param array<string, mixed> $field Field.
	 * @return string[]
	 */
	public static function allowed_extensions( array $field ): array {
		$image = 'image-upload' === $field['type'];
		$own   = array_filter( array_map( static fn ( $ext ) => strtolower( trim( $ext, " .\t" ) ), explode( ',', (string) ( $field['extensions'] ?? '' ) ) ) );
		if ( array() === $own ) {
			$own = $image ? self::IMAGE_EXTENSIONS : self::DEFAULT_FILE_EXTENSIONS;
		}
		return array_values( array_intersect( $own, $image ? self::IMAGE_EXTENSIONS : self::SAFE_EXTENSIONS ) );
	}

	/**
	 * The MIME type of a file judged by its content, when it matches its extension; null otherwise
	 * (also for files an import brings from the original plugin's folder).
	 *
	 * @param string $tmp  File on disk.
	 * @param string $name Its name.
	 * @param string $ext  Its extension.
	 */
	public static function content_type( string $tmp, string $name, string $ext ): ?string {
		$mimes = array();
		foreach ( wp_get_mime_types() as $exts => $mime ) {
			if ( in_array( $ext, explode( '|', $exts ), true ) ) {
				$mimes[ $exts ] = $mime;
			}
		}
		if ( array() === $mimes ) {
			return null;
		}
		$wp = wp_check_filetype_and_ext( $tmp, $name, $mimes );
		if ( empty( $wp['ext'] ) || empty( $wp['type'] ) || ! empty( $wp['proper_filename'] ) ) {
			return null;
		}
		$sniffed = function_exists( 'finfo_open' ) ? (string) finfo_file( finfo_open( FILEINFO_MIME_TYPE ), $tmp ) : '';
		if ( in_array( $ext, self::IMAGE_EXTENSIONS, true ) ) {
			$info = @getimagesize( $tmp ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- a broken image is an answer here.
			return false !== $info && $info['mime'] === $wp['type'] && $sniffed === $wp['type'] ? (string) $wp['type'] : null;
		}
		if ( 'pdf' === $ext ) {
			return 'application/pdf' === $sniffed ? 'application/pdf' : null;
		}
		// Text formats must not carry markup or code a browser or server could run.
		if ( str_starts_with( $sniffed, 'text/' ) && ! in_array( $sniffed, array( 'text/plain', 'text/csv', 'text/rtf' ), true ) ) {
			return null;
		}
		return (string) $wp['type'];
	}

	/**
	 * The posted files of one field as a list of single files (PHP nests multiple ones).
	 *
	 * @param mixed $posted One $_FILES entry.
	 * @return array<int, array<string, mixed>>
	 */
	private static function normalise( $posted ): array {
		if ( ! is_array( $posted ) || ! isset( $posted['name'] ) ) {
			return array();
		}
		$files = array();
		foreach ( (array) $posted['name'] as $i => $name ) {
			$one = array(
				'name'     => is_array( $posted['name'] ) ? $name : $posted['name'],
				'tmp_name' => is_array( $posted['tmp_name'] ?? null ) ? ( $posted['tmp_name'][ $i ] ?? '' ) : ( $posted['tmp_name'] ?? '' ),
				'size'     => is_array( $posted['size'] ?? null ) ? ( $posted['size'][ $i ] ?? 0 ) : ( $posted['size'] ?? 0 ),
				'error'    => is_array( $posted['error'] ?? null ) ? ( $posted['error'][ $i ] ?? UPLOAD_ERR_NO_FILE ) : ( $posted['error'] ?? UPLOAD_ERR_NO_FILE ),
			);
			if ( ! is_string( $one['name'] ) || UPLOAD_ERR_NO_FILE === (int) $one['error'] ) {
				continue;
			}
			$files[] = $one;
		}
		return $files;
	}

	/**
	 * A new random folder inside base_dir(), which is guarded on first use.
	 *
	 * @return string|null Folder name.
	 */
	private static function new_folder(): ?string {
		$base = self::base_dir();
		if ( ! self::guard( $base, true ) ) {
			return null;
		}
		$folder = bin2hex( random_bytes( 16 ) );
		return self::guard( $base . '/' . $folder, false ) ? $folder : null;
	}

	/**
	 * Creates a folder with an empty index.php (and, at the top, a .htaccess that denies access).
	 *
	 * @param string $dir      Folder.
	 * @param bool   $htaccess Write the deny file.
	 */
	public static function guard( string $dir, bool $htaccess ): bool {
		if ( ! wp_mkdir_p( $dir ) ) {
			return false;
		}
		// Plain files in our own folder.
		if ( ! is_file( $dir . '/index.php' ) ) {
			file_put_contents( $dir . '/index.php', "<?php\n// Silence is golden.\n" );
		}
		if ( $htaccess && ! is_file( $dir . '/.htaccess' ) ) {
			file_put_contents( $dir . '/.htaccess', "Options -Indexes\n<IfModule mod_authz_core.c>\n\tRequire all denied\n</IfModule>\n<IfModule !mod_authz_core.c>\n\tOrder deny,allow\n\tDeny from all\n</IfModule>\n" );
		}
		return is_file( $dir . '/index.php' );
	}
}
