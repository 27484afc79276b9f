<?php
/**
 * The plugin's importers in Tools → Import: each registered with WordPress's register_importer()
 * (so import.php lists it with its "Run Importer" link to admin.php?import=<id>), and its screen
 * there, the kit's importer bundle (src/shared/importer, built into each plugin as
 * build/importer.js). Bound only on import.php and admin.php?import=…, so no other request loads
 * an importer's class.
 *
 * @package Vista\Kit
 */

declare( strict_types=1 );

namespace Vista\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * Tools → Import.
 */
final class ImportAdmin {

	/**
	 * The element the screen renders into.
	 */
	public const MOUNT_ID = 'vista-kit-importer';

	/**
	 * Registers the plugin's importers (admin_init, on Tools → Import's requests only).
	 */
	public static function register(): void {
		if ( ! Bootstrap::is_import_request() || ! function_exists( 'register_importer' ) ) {
			return;
		}
		foreach ( ImportDriver::sources() as $id => $source ) {
			register_importer( $id, $source->label(), $source->description(), array( self::class, 'render' ) );
			add_action( 'load-importer-' . $id, array( self::class, 'enqueue' ) );
		}
	}

	/**
	 * Loads the screen's bundle (load-importer-<id>, before the admin's header is printed).
	 */
	public static function enqueue(): void {
		$source = self::current();
		if ( null === $source ) {
			return;
		}
		AdminBundle::enqueue(
			'importer',
			Bootstrap::slug() . '-importer',
			'vistaKitImporter',
			array(
				'path'    => ImportRoute::path( $source->id() ),
				'strings' => ImportStrings::all( $source->label() ),
			)
		);
	}

	/**
	 * The screen: its heading and the mount point of the bundle.
	 */
	public static function render(): void {
		$source = self::current();
		if ( null === $source ) {
			return;
		}
		AdminBundle::render_mount(
			/* translators: %s: the original plugin's name. */
			sprintf( __( 'Import from %s', 'vista-kit' ), $source->label() ),
			self::MOUNT_ID,
			__( 'The importer needs JavaScript: turn it on in your browser, or run the import with WP-CLI.', 'vista-kit' ),
			array( 'class' => 'vista-kit-importer' )
		);
	}

	/**
	 * The importer of the screen being shown.
	 */
	private static function current(): ?ImportSource {
		// WordPress's admin.php has checked the capability and that this importer is registered.
		$id = isset( $_GET['import'] ) ? sanitize_key( wp_unslash( $_GET['import'] ) ) : '';
		return ImportDriver::source( $id );
	}
}
