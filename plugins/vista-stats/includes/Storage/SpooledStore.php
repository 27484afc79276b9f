<?php
/**
 * The lean endpoint's store: a page view goes to this server's spool (one line, appended before the
 * hit is answered) and reaches the hits table in the next batch; online pings go to the database
 * as before. The settings come from the spool's copy while it is at most a second old, so a hit
 * opens no database connection unless its flush is due (issue 18 goal 1). Where the spool folder
 * cannot be written, a hit is inserted directly.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Storage;

defined( 'ABSPATH' ) || exit;

use Vista\Stats\Settings\Settings;

/**
 * Spool for hits, database for the rest.
 */
final class SpooledStore implements HitStore {

	/**
	 * @param \Closure $database Returns the site's database (LeanStore), connecting on first use.
	 * @param HitSpool $spool    This server's spool.
	 */
	public function __construct( private readonly \Closure $database, private readonly HitSpool $spool ) {}

	public function insert_hit( array $row ): bool {
		HitSpool::test_point( 'accepted' );
		$line = HitSpool::encode_row( $row );
		if ( null !== $line && $this->spool->append( $line ) ) {
			return true;
		}
		return $this->database()->insert_hit( $row );
	}

	public function touch_online( array $row ): bool {
		return $this->database()->touch_online( $row );
	}

	/**
	 * The settings over their defaults, from this server's copy while it is fresh.
	 *
	 * @return array<string, mixed>
	 */
	public function settings(): array {
		$settings = $this->spool->settings( time() );
		if ( null === $settings ) {
			$settings = self::over_defaults( $this->database() );
			$this->spool->store_settings( $settings );
		}
		return $settings;
	}

	/**
	 * The stored settings over their defaults, read from the database.
	 *
	 * @param LeanStore $database The site's database.
	 * @return array<string, mixed>
	 */
	public static function over_defaults( LeanStore $database ): array {
		return array_merge( Settings::defaults(), $database->settings() );
	}

	/**
	 * The site's database.
	 */
	private function database(): LeanStore {
		return ( $this->database )();
	}
}
