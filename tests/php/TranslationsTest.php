<?php
/**
 * The shipped translations reach WordPress (issue 32 item 3): every block script that uses
 * translations looks for them in its own plugin's (or the theme's) languages/ folder, and the
 * French compiled by the build is what the PHP says once the site is in French.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests;

/**
 * The translation paths of the blocks' scripts, and the French .mo files.
 */
final class TranslationsTest extends VistaTestCase {

	private const DOMAINS = array( 'vista-consent', 'vista-gallery', 'vista-video', 'vista-stats', 'vista-forms', 'vista-speed', 'vista' );

	protected function tearDown(): void {
		// Unload the French while it is still the locale (WordPress unloads a domain's files of
		// the current locale only), then again in the site's own, each time reloadable on demand:
		// later tests read the plugins' texts in English.
		foreach ( array( true, false ) as $french ) {
			foreach ( self::DOMAINS as $domain ) {
				unload_textdomain( $domain, true );
			}
			if ( $french ) {
				remove_filter( 'locale', array( self::class, 'french' ) );
				remove_filter( 'determine_locale', array( self::class, 'french' ) );
			}
		}
		parent::tearDown();
	}

	/**
	 * The locale of a site in French.
	 */
	public static function french(): string {
		return 'fr_FR';
	}

	/**
	 * WordPress sets a block script's text domain but, given no path, looks only in
	 * wp-content/languages, where a plugin that is not on WordPress.org has nothing.
	 */
	public function test_every_block_script_with_a_text_domain_reads_its_own_languages_folder(): void {
		$scripts = wp_scripts();
		$checked = 0;
		foreach ( \WP_Block_Type_Registry::get_instance()->get_all_registered() as $type ) {
			if ( ! str_starts_with( $type->name, 'vista/' ) ) {
				continue;
			}
			$handles = array_merge( $type->editor_script_handles, $type->script_handles, $type->view_script_handles );
			foreach ( $handles as $handle ) {
				$script = $scripts->registered[ $handle ] ?? null;
				if ( null === $script || empty( $script->textdomain ) ) {
					continue;
				}
				$folder = 'vista' === $script->textdomain ? get_stylesheet_directory() : WP_PLUGIN_DIR . '/' . $script->textdomain;
				$this->assertSame( realpath( $folder . '/languages' ), realpath( (string) $script->translations_path ), $handle );
				++$checked;
			}
		}
		// The editor scripts of the six plugins' and the theme's blocks at least.
		$this->assertGreaterThanOrEqual( 10, $checked );
	}

	/**
	 * A text of each plugin and of the theme, in French once the site is.
	 */
	public function test_the_php_speaks_french_with_the_site(): void {
		// The site's language (WordPress's own French is not installed, so switch_to_locale()
		// would refuse it); the domains load again, in French, when next asked.
		add_filter( 'locale', array( self::class, 'french' ) );
		add_filter( 'determine_locale', array( self::class, 'french' ) );
		array_map( 'unload_textdomain', self::DOMAINS );
		$this->assertSame( 'Nécessaires', __( 'Necessary', 'vista-consent' ) );
		$this->assertSame( 'Image suivante', __( 'Next image', 'vista-gallery' ) );
		$this->assertSame( 'Accepter et lire', __( 'Accept and play', 'vista-video' ) );
		$this->assertSame( 'Visites de ce site', __( 'Visits to this site', 'vista-stats' ) );
		$this->assertSame( 'Ce champ est obligatoire.', __( 'This field is required.', 'vista-forms' ) );
		$this->assertSame( 'Vitesse de la page', __( 'Page speed', 'vista-speed' ) );
		$this->assertSame( 'Retour en haut', __( 'Back to top', 'vista' ) );
		$this->assertSame( '3 vues', sprintf( _n( '%s view', '%s views', 3, 'vista-stats' ), '3' ) );
		$this->assertSame( '1 vue', sprintf( _n( '%s view', '%s views', 1, 'vista-stats' ), '1' ) );
	}
}
