<?php
/**
 * The hit path's store on a bare PDO connection, for the lean endpoint: the database of
 * wp-config.php (MySQL/MariaDB, or the SQLite file of WordPress's SQLite integration), no WordPress.
 *
 * @package Vista\Stats
 */

declare( strict_types=1 );

namespace Vista\Stats\Storage;

defined( 'ABSPATH' ) || exit;

use Vista\Stats\Tracker\UserAgent;
use Vista\Stats\Tracker\PageView;
use Vista\Stats\Tracker\Signer;

/**
 * PDO on the site's database.
 */
final class LeanStore implements HitStore {

	/** Rows per INSERT of an import on SQLite: 800 bound values, under every SQLite build's limit. */
	private const ROWS_PER_INSERT = 80;

	/** Rows per INSERT on MySQL/MariaDB (10,000 bound values of its 65,535): fewer statements. */
	private const ROWS_PER_INSERT_MYSQL = 1000;

	/**
	 * @param \PDO   $pdo    Connection.
	 * @param string $prefix Table prefix of the site.
	 */
	public function __construct( private readonly \PDO $pdo, private readonly string $prefix ) {}

	/**
	 * Connects to the site's database as wp-config.php describes it; null when the site uses a
	 * database layer this path does not know (another db.php drop-in).
	 *
	 * @param string $abspath    WordPress's folder.
	 * @param string $content    wp-content folder.
	 * @param string $prefix     Table prefix.
	 */
	public static function connect( string $abspath, string $content, string $prefix ): ?self {
		$options = array(
			\PDO::ATTR_ERRMODE            => \PDO::ERRMODE_EXCEPTION,
			\PDO::ATTR_EMULATE_PREPARES   => false,
			\PDO::ATTR_DEFAULT_FETCH_MODE => \PDO::FETCH_ASSOC,
			\PDO::ATTR_TIMEOUT            => 10,
			// A worker keeps its connection for its next hits: no connect, no close (on SQLite, no
			// WAL checkpoint and file deletion by a last connection) per hit (issue 18).
			\PDO::ATTR_PERSISTENT         => true,
		);
		$source = self::source( $content );
		if ( null === $source ) {
			return null;
		}
		[ $dsn, $user, $password ] = $source;
		$pdo                       = new \PDO( $dsn, $user, $password, $options );
		if ( str_starts_with( $dsn, 'sqlite:' ) ) {
			// Concurrent writers wait their turn instead of failing: no hit is lost to a lock.
			$pdo->exec( 'PRAGMA busy_timeout = 10000' );
			$pdo->exec( 'PRAGMA synchronous = NORMAL' );
		}
		return new self( $pdo, $prefix );
	}

	/**
	 * Where the site's database is, as wp-config.php and the SQLite drop-in say: PDO's data source
	 * name, user and password; null when the site uses a database layer this path does not know
	 * (another db.php drop-in).
	 *
	 * @param string $content wp-content folder.
	 * @return array{0: string, 1: string|null, 2: string|null}|null
	 */
	public static function source( string $content ): ?array {
		$dropin = $content . '/db.php';
		if ( is_file( $dropin ) ) {
			if ( ! str_contains( (string) file_get_contents( $dropin, false, null, 0, 4096 ), 'SQLITE_DB_DROPIN_VERSION' ) ) {
				return null;
			}
			$file = ( defined( 'DB_DIR' ) ? DB_DIR : $content . '/database/' ) . ( defined( 'DB_FILE' ) ? DB_FILE : '.ht.sqlite' );
			return array( 'sqlite:' . $file, null, null );
		}
		[ $host, $port, $socket ] = self::mysql_host( DB_HOST );
		return array( 'mysql:dbname=' . DB_NAME . ';charset=utf8mb4;' . ( $socket ? 'unix_socket=' . $socket : 'host=' . $host . ( $port ? ';port=' . $port : '' ) ), DB_USER, DB_PASSWORD );
	}

	/**
	 * DB_HOST as WordPress reads it: host, host:port, host:/socket, or :/socket.
	 *
	 * @param string $db_host DB_HOST.
	 * @return array{0: string, 1: int|null, 2: string|null}
	 */
	public static function mysql_host( string $db_host ): array {
		$host   = $db_host;
		$port   = null;
		$socket = null;
		if ( preg_match( '/^(.*?):(\/.+)$/', $db_host, $m ) ) {
			$host   = $m[1];
			$socket = $m[2];
		} elseif ( preg_match( '/^(.+):(\d+)$/', $db_host, $m ) ) {
			$host = $m[1];
			$port = (int) $m[2];
		}
		return array( '' === $host ? 'localhost' : $host, $port, $socket );
	}

	public function insert_hit( array $row ): bool {
		$network = (string) ( $row['network_hash'] ?? '' );
		unset( $row['network_hash'] );
		$row = UserAgent::classified( $row );
		$this->in_transaction(
			function () use ( $row, $network ): void {
				$kept = $this->within_quota( array( array_merge( array_values( $row ), array( $network ) ) ) );
				$this->insert_rows( array_keys( $row ), $kept );
			}
		);
		return true;
	}

	/**
	 * Runs $work in one transaction: committed when it returns, rolled back when it throws.
	 *
	 * On SQLite the transaction takes the write lock first (BEGIN IMMEDIATE), so a writer busy
	 * elsewhere is waited for (busy_timeout). A deferred transaction reads, then asks for the lock,
	 * and when another connection has written in between SQLite refuses it at once, whatever the
	 * timeout ("database is locked"): under parallel roll-ups one import in six failed so, and its
	 * hits waited for the next flush.
	 *
	 * @template T
	 * @param callable(): T $work The statements.
	 * @return T What $work returned.
	 * @throws \PDOException From $work, after the rollback.
	 */
	private function in_transaction( callable $work ): mixed {
		$sqlite = 'sqlite' === $this->pdo->getAttribute( \PDO::ATTR_DRIVER_NAME );
		if ( $sqlite ) {
			$this->pdo->exec( 'BEGIN IMMEDIATE' );
		} else {
			$this->pdo->beginTransaction();
		}
		try {
			$result = $work();
			if ( $sqlite ) {
				$this->pdo->exec( 'COMMIT' );
			} else {
				$this->pdo->commit();
			}
			return $result;
		} catch ( \PDOException $e ) {
			// A persistent connection must never carry an open transaction into its next request.
			if ( $sqlite ) {
				try {
					$this->pdo->exec( 'ROLLBACK' );
				} catch ( \PDOException $ignored ) {
					unset( $ignored ); // A failed COMMIT may have ended the transaction already.
				}
			} else {
				$this->pdo->rollBack();
			}
			throw $e;
		}
	}

	/**
	 * Inserts a batch of spooled hits in one transaction with its name in the import ledger; a batch
	 * the ledger already holds is not inserted again (issue 18: a batch imported twice counts once).
	 *
	 * @param string                        $batch   Unique name of the batch.
	 * @param string[]                      $columns Columns of the hits table, in the rows' order.
	 * @param array<int, array<int, mixed>> $rows    Values.
	 * @return int Hits inserted (0 for a batch imported before).
	 */
	public function import_hits( string $batch, array $columns, array $rows ): int {
		return $this->import_batches( array( $batch => $rows ), $columns );
	}

	/**
	 * Inserts several batches in ONE transaction (one commit, so one log flush on MariaDB, per
	 * flush of the spool), each batch's name in the ledger; batches the ledger holds are skipped,
	 * and hits past their address's hourly quota are left out (see within_quota()).
	 *
	 * @param array<string, array<int, array<int, mixed>>> $batches Rows by unique batch name: the
	 *                                                              columns' values, then the
	 *                                                              address's key ('' or none: no quota).
	 * @param string[]                                     $columns Columns of the hits table.
	 * @return int Hits inserted.
	 */
	public function import_batches( array $batches, array $columns ): int {
		$ledger = $this->prefix . 'vista_stats_imports';
		$names  = array_map( 'strval', array_keys( $batches ) );
		if ( ! $names ) {
			return 0;
		}
		return $this->in_transaction(
			function () use ( $ledger, $names, $batches, $columns ): int {
				// SQL: the table prefix of wp-config.php, one bound mark per name.
				$known = $this->pdo->prepare( 'SELECT batch FROM ' . $ledger . ' WHERE batch IN (' . implode( ', ', array_fill( 0, count( $names ), '?' ) ) . ')' );
				$known->execute( $names );
				$done = array_fill_keys( $known->fetchAll( \PDO::FETCH_COLUMN ), true );
				// SQL: the table prefix of wp-config.php, the values bound.
				$record   = $this->pdo->prepare( 'INSERT INTO ' . $ledger . ' (batch, imported_at, hits) VALUES (?, ?, ?)' );
				$imported = array();
				foreach ( $batches as $name => $rows ) {
					if ( ! isset( $done[ (string) $name ] ) ) {
						// The ledger's primary key still refuses a name recorded meanwhile: all rolls back.
						$record->execute( array( (string) $name, gmdate( 'Y-m-d H:i:s' ), count( $rows ) ) );
						array_push( $imported, ...$rows );
					}
				}
				$imported = $this->within_quota( $imported );
				$this->insert_rows( $columns, $imported );
				return count( $imported );
			}
		);
	}

	/**
	 * The rows within their address's quota (PageView::hits_per_address_hour() page views an
	 * hour, by the hour of each hit), without the address key; what they use of the quota is
	 * recorded, and records older than two hours are deleted. Run inside the import's transaction;
	 * servers flushing at once may each fill a quota, so the bound holds per server.
	 *
	 * @param array<int, array<int, mixed>> $rows Values of the columns, then the address's key.
	 * @return array<int, array<int, mixed>> The rows kept, values of the columns only.
	 */
	private function within_quota( array $rows ): array {
		$quota = $this->prefix . 'vista_stats_quota';
		$count = count( HitSpool::COLUMNS );
		$limit = PageView::hits_per_address_hour();
		$used  = array();
		foreach ( $limit > 0 ? $rows : array() as $row ) {
			$network = (string) ( $row[ $count ] ?? '' );
			if ( '' !== $network ) {
				$used[ substr( (string) $row[0], 0, 13 ) . '|' . $network ] = 0;
			}
		}
		foreach ( array_chunk( array_keys( $used ), 200 ) as $keys ) {
			$pairs = array();
			foreach ( $keys as $key ) {
				array_push( $pairs, ...explode( '|', $key, 2 ) );
			}
			// SQL: the table prefix of wp-config.php, two bound marks per address and hour.
			$read = $this->pdo->prepare( 'SELECT hour, network_hash, SUM(hits) AS used FROM ' . $quota . ' WHERE ' . implode( ' OR ', array_fill( 0, count( $keys ), '(hour = ? AND network_hash = ?)' ) ) . ' GROUP BY hour, network_hash' );
			$read->execute( $pairs );
			foreach ( $read->fetchAll() as $found ) {
				$used[ $found['hour'] . '|' . $found['network_hash'] ] = (int) $found['used'];
			}
		}
		$kept  = array();
		$added = array();
		foreach ( $rows as $row ) {
			$network = (string) ( $row[ $count ] ?? '' );
			if ( '' !== $network && $limit > 0 ) {
				$key = substr( (string) $row[0], 0, 13 ) . '|' . $network;
				if ( $used[ $key ] + ( $added[ $key ] ?? 0 ) >= $limit ) {
					continue;
				}
				$added[ $key ] = ( $added[ $key ] ?? 0 ) + 1;
			}
			$kept[] = array_slice( $row, 0, $count );
		}
		foreach ( array_chunk( $added, 200, true ) as $chunk ) {
			$values = array();
			foreach ( $chunk as $key => $hits ) {
				array_push( $values, ...explode( '|', (string) $key, 2 ) );
				$values[] = $hits;
			}
			// SQL: the table prefix of wp-config.php, the values bound.
			$this->pdo->prepare( 'INSERT INTO ' . $quota . ' (hour, network_hash, hits) VALUES ' . implode( ', ', array_fill( 0, count( $chunk ), '(?, ?, ?)' ) ) )->execute( $values );
		}
		if ( $added ) {
			// SQL: the table prefix of wp-config.php, the value bound.
			$this->pdo->prepare( 'DELETE FROM ' . $quota . ' WHERE hour < ?' )->execute( array( gmdate( 'Y-m-d H', time() - 7200 ) ) );
		}
		return $kept;
	}

	/**
	 * Multi-row INSERTs of hits. Each statement is prepared once per import and size, then run for
	 * every chunk of that size: parsing a statement of 800 marks costs the database more than
	 * inserting its 80 rows (issue 18 goal 1).
	 *
	 * @param string[]                      $columns Columns of the hits table, in the rows' order.
	 * @param array<int, array<int, mixed>> $rows    Values.
	 */
	private function insert_rows( array $columns, array $rows ): void {
		$size       = 'mysql' === $this->pdo->getAttribute( \PDO::ATTR_DRIVER_NAME ) ? self::ROWS_PER_INSERT_MYSQL : self::ROWS_PER_INSERT;
		$statements = array();
		foreach ( array_chunk( $rows, $size ) as $chunk ) {
			$count = count( $chunk );
			if ( ! isset( $statements[ $count ] ) ) {
				$marks = implode( ', ', array_fill( 0, $count, '(' . implode( ', ', array_fill( 0, count( $columns ), '?' ) ) . ')' ) );
				// SQL: table and column names are ours; the values are bound.
				$statements[ $count ] = $this->pdo->prepare( 'INSERT INTO ' . $this->prefix . 'vista_stats_hits (' . implode( ', ', $columns ) . ') VALUES ' . $marks );
			}
			$statements[ $count ]->execute( array_merge( ...$chunk ) );
		}
	}

	public function touch_online( array $row ): bool {
		// REPLACE is one statement on MySQL and SQLite alike: the last ping wins, none is lost.
		return $this->write( 'REPLACE INTO', $this->prefix . 'vista_stats_online', $row );
	}

	public function settings(): array {
		$names = array( 'vista_stats_settings', Signer::FAST_SINCE_OPTION, Schema::VERSION_OPTION );
		// SQL: the table prefix of wp-config.php, the names bound.
		$statement = $this->pdo->prepare( 'SELECT option_name, option_value FROM ' . $this->prefix . 'options WHERE option_name IN (?, ?, ?)' );
		$statement->execute( $names );
		$values = $statement->fetchAll( \PDO::FETCH_KEY_PAIR );
		$value  = $values['vista_stats_settings'] ?? null;
		// Option values are serialised by WordPress; objects are never rebuilt from them here.
		$settings = is_string( $value ) ? @unserialize( $value, array( 'allowed_classes' => false ) ) : array(); // phpcs:ignore Generic.PHP.NoSilencedErrors, Generic.PHP.ForbiddenFunctions -- WordPress's own format, no objects; a damaged value reads as no settings.
		$settings = is_array( $settings ) ? $settings : array();
		// Not a setting: carried in this server's copy of them, for the Signer of each hit.
		$settings[ Signer::FAST_SINCE_OPTION ] = Signer::fast_since( $values[ Signer::FAST_SINCE_OPTION ] ?? null, (int) ( $values[ Schema::VERSION_OPTION ] ?? 0 ), time() );
		return $settings;
	}

	/**
	 * One prepared write.
	 *
	 * @param string                    $verb  INSERT INTO or REPLACE INTO.
	 * @param string                    $table Table.
	 * @param array<string, string|int> $row   Columns (names are ours, values bound).
	 */
	private function write( string $verb, string $table, array $row ): bool {
		$columns = implode( ', ', array_keys( $row ) );
		$marks   = implode( ', ', array_fill( 0, count( $row ), '?' ) );
		// SQL: verb, table and column names are ours; the values are bound.
		return $this->pdo->prepare( "{$verb} {$table} ({$columns}) VALUES ({$marks})" )->execute( array_values( $row ) );
	}
}
