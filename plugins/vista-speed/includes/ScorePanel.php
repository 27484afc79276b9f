<?php
/**
 * The score area of a post (000 §2.6), the same wherever it shows (admin bar, list row,
 * notification): the "not optimized" state with its check button, the optimizing state, and the
 * optimized view with a desktop and a mobile circle, the loading overlay with its reload indicator,
 * and the details. The admin-bar script draws the circles from the data attributes.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed;

defined( 'ABSPATH' ) || exit;

/**
 * Server-rendered markup; every value escaped here.
 */
final class ScorePanel {

	/** A drop of this many points or more between two checks is a regression. */
	public const REGRESSION_POINTS = 10;

	/**
	 * The panel of a post.
	 *
	 * @param int                       $post_id Post.
	 * @param string                    $context 'admin-bar', 'list' or 'notification'.
	 * @param array<string, mixed>|null $checks  The post's checks() when the caller read them
	 *                                           already (the admin bar, for its dot too).
	 */
	public static function html( int $post_id, string $context, ?array $checks = null ): string {
		$checks ??= self::checks( $post_id );
		$latest   = $checks['latest'];
		$status   = $latest['status'] ?? 'notstarted';
		$history  = $checks['history'];
		$shown   = self::shown( $latest, $history );
		$state   = Results::IN_PROGRESS === $status ? 'optimizing' : ( null !== $shown || Results::FAILED === $status ? 'optimized' : 'notoptimized' );
		$error   = Results::FAILED === $status;
		$before  = self::before_optimisation( $history );
		ob_start();
		?>
		<div class="vista-speed-panel is-<?php echo esc_attr( $context ); ?>" data-post-id="<?php echo esc_attr( (string) $post_id ); ?>" data-state="<?php echo esc_attr( $state ); ?>" data-status="<?php echo esc_attr( Results::IN_PROGRESS === $status ? 'inprogress' : $status ); ?>">
			<div class="vista-speed-notoptimized"<?php echo 'notoptimized' === $state ? '' : ' hidden'; ?>>
				<?php if ( 'list' === $context ) : ?>
					<?php // One quiet line per row of the Pages list, not a call to action in each. ?>
					<span class="vista-speed-not-checked"><?php esc_html_e( 'Not checked yet', 'vista-speed' ); ?></span>
					<button type="button" class="button-link vista-speed-check" data-post-id="<?php echo esc_attr( (string) $post_id ); ?>"><?php esc_html_e( 'Check', 'vista-speed' ); ?><span class="screen-reader-text"> <?php echo esc_html( get_the_title( $post_id ) ); ?></span></button>
				<?php else : ?>
					<p><?php esc_html_e( 'Not checked yet: see how fast this page loads on phones and computers.', 'vista-speed' ); ?></p>
					<button type="button" class="button vista-speed-check" data-post-id="<?php echo esc_attr( (string) $post_id ); ?>"><?php esc_html_e( 'Check the score', 'vista-speed' ); ?></button>
				<?php endif; ?>
			</div>
			<div class="vista-speed-optimizing" role="status"<?php echo 'optimizing' === $state ? '' : ' hidden'; ?>>
				<span class="vista-speed-spinner" aria-hidden="true"></span>
				<?php esc_html_e( 'Checking the page speed…', 'vista-speed' ); ?>
			</div>
			<div class="vista-speed-optimized"<?php echo 'optimized' === $state ? '' : ' hidden'; ?>>
				<div class="vista-speed-circles">
					<?php
					// Mobile first, in the order of the metrics table's columns (and PageSpeed's).
					self::circle( 'mobile', __( 'Mobile score', 'vista-speed' ), $shown['mobile_score'] ?? 0, $shown['mobile_tti'] ?? 0, $before['mobile_score'] ?? null );
					self::circle( 'desktop', __( 'Desktop score', 'vista-speed' ), $shown['desktop_score'] ?? 0, $shown['desktop_tti'] ?? 0, $before['desktop_score'] ?? null );
					?>
					<div class="vista-speed-overlay"<?php echo $error ? '' : ' hidden'; ?>>
						<button type="button" class="vista-speed-reload" data-post-id="<?php echo esc_attr( (string) $post_id ); ?>" aria-label="<?php esc_attr_e( 'The check failed: check again', 'vista-speed' ); ?>"></button>
					</div>
				</div>
				<?php
				if ( 'list' !== $context ) {
					self::details( $shown, $history );
				}
				?>
			</div>
		</div>
		<?php
		return (string) ob_get_clean();
	}

	/**
	 * One circle: the score and time to interactive as data for the script, and as text.
	 *
	 * @param string     $device 'desktop' or 'mobile'.
	 * @param string     $label  Its name.
	 * @param int|null   $score  0-100.
	 * @param float|null $tti    Seconds.
	 * @param int|null   $was    The score before the latest image optimisation, when the latest
	 *                           check is the first since it.
	 */
	/**
	 * The colour of a page's latest shown score (the lower of its two), as the admin bar's dot
	 * shows it: red at 49 or below, green from 90, orange between (000 §5); '' when the page was
	 * never checked.
	 *
	 * @param array<string, mixed> $checks The page's checks().
	 */
	public static function colour( array $checks ): string {
		$shown = self::shown( $checks['latest'], $checks['history'] );
		if ( null === $shown ) {
			return '';
		}
		$score = min( (int) $shown['mobile_score'], (int) $shown['desktop_score'] );
		return $score <= 49 ? 'red' : ( $score >= 90 ? 'green' : 'orange' );
	}

	/**
	 * What a panel shows of a post: its latest check, whatever its status, and its completed
	 * ones, oldest first. Read once per page and handed to both html() and colour().
	 *
	 * @param int $post_id Post.
	 * @return array{latest: array<string, mixed>|null, history: list<array<string, mixed>>}
	 */
	public static function checks( int $post_id ): array {
		return array(
			'latest'  => Results::latest( $post_id ),
			'history' => Results::history( $post_id ),
		);
	}

	/**
	 * The result a panel shows: the latest when it completed, else the last in the history.
	 *
	 * @param array<string, mixed>|null       $latest  The latest check.
	 * @param list<array<string, mixed>>      $history The completed checks, oldest first.
	 * @return array<string, mixed>|null
	 */
	private static function shown( ?array $latest, array $history ): ?array {
		if ( Results::COMPLETED === ( $latest['status'] ?? '' ) ) {
			return $latest;
		}
		return $history ? $history[ count( $history ) - 1 ] : null;
	}

	private static function circle( string $device, string $label, ?int $score, ?float $tti, ?int $was = null ): void {
		printf(
			'<div class="vista-speed-score is-%1$s"><div class="vista-speed-circle" data-device="%1$s" data-score="%2$d" data-tti="%3$s"><span class="vista-speed-circle-value">%2$d</span></div><div class="vista-speed-score-text"><span class="vista-speed-score-name">%4$s</span> <span class="vista-speed-load">%5$s</span>%6$s</div></div>',
			esc_attr( $device ),
			(int) $score,
			esc_attr( (string) ( $tti ?? 0 ) ),
			esc_html( $label ),
			/* translators: %s: seconds until the page is interactive. */
			esc_html( sprintf( __( 'Load time: %ss', 'vista-speed' ), number_format_i18n( (float) $tti, 1 ) ) ),
			/* translators: %d: the score before the image optimisation. */
			null === $was ? '' : ' <span class="vista-speed-was">' . esc_html( sprintf( __( 'was %d', 'vista-speed' ), $was ) ) . '</span>'
		);
	}

	/**
	 * The check before the latest image optimisation, when the latest check followed it (the
	 * previous check ended before the optimisation, the latest began after it); else null.
	 *
	 * @param array<int, array<string, mixed>> $history Completed checks, oldest first.
	 * @return array<string, mixed>|null
	 */
	public static function before_optimisation( array $history ): ?array {
		$count     = count( $history );
		$optimised = (int) get_option( Images\BulkJob::OPTIMISED_OPTION, 0 );
		if ( $count < 2 || $optimised <= 0 ) {
			return null;
		}
		$before = $history[ $count - 2 ];
		$ended  = strtotime( (string) $before['finished_at'] . ' UTC' );
		$began  = strtotime( (string) $history[ $count - 1 ]['started_at'] . ' UTC' );
		return false !== $ended && false !== $began && $ended <= $optimised && $optimised <= $began ? $before : null;
	}

	/**
	 * The hover details: metrics, last check, previous score, regression notice, sparkline data
	 * and the settings link.
	 *
	 * @param array<string, mixed>|null        $shown   The check shown.
	 * @param array<int, array<string, mixed>> $history Completed checks, oldest first.
	 */
	private static function details( ?array $shown, array $history ): void {
		echo '<div class="vista-speed-details">';
		if ( null !== $shown ) {
			self::metrics( $shown );
			$when = strtotime( (string) ( $shown['finished_at'] ?? '' ) . ' UTC' );
			if ( false !== $when ) {
				/* translators: %s: date and time of the check. */
				printf( '<p class="vista-speed-last-check">%s</p>', esc_html( sprintf( __( 'Last checked: %s', 'vista-speed' ), wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $when ) ) ) );
			}
		}
		$count = count( $history );
		if ( $count >= 2 ) {
			$before = $history[ $count - 2 ];
			$now    = $history[ $count - 1 ];
			/* translators: 1: previous mobile score, 2: previous desktop score. */
			printf( '<p class="vista-speed-previous">%s</p>', esc_html( sprintf( __( 'Previous check: mobile %1$d, desktop %2$d', 'vista-speed' ), (int) $before['mobile_score'], (int) $before['desktop_score'] ) ) );
			if ( self::regressed( $before, $now ) ) {
				printf( '<p class="vista-speed-regression" role="alert">%s</p>', esc_html__( 'The score dropped by 10 points or more since the previous check.', 'vista-speed' ) );
			}
		}
		printf(
			'<svg class="vista-speed-sparkline" width="120" height="24" role="img" aria-label="%s" data-history="%s"></svg>',
			esc_attr__( 'Mobile score history', 'vista-speed' ),
			esc_attr( (string) wp_json_encode( array_map( static fn ( $row ) => (int) $row['mobile_score'], $history ) ) )
		);
		printf( '<a class="vista-speed-settings-link" href="%s">%s</a>', esc_url( SettingsScreen::page()->url() ), esc_html__( 'Optimisation settings', 'vista-speed' ) );
		echo '</div>';
	}

	/**
	 * The metrics of both devices.
	 *
	 * @param array<string, mixed> $shown The check.
	 */
	private static function metrics( array $shown ): void {
		$names = array(
			'lcp' => __( 'Largest Contentful Paint', 'vista-speed' ),
			'tbt' => __( 'Total Blocking Time', 'vista-speed' ),
			'cls' => __( 'Cumulative Layout Shift', 'vista-speed' ),
			'fcp' => __( 'First Contentful Paint', 'vista-speed' ),
			'si'  => __( 'Speed Index', 'vista-speed' ),
		);
		echo '<table class="vista-speed-metrics"><thead><tr><th scope="col"></th><th scope="col">' . esc_html__( 'Mobile', 'vista-speed' ) . '</th><th scope="col">' . esc_html__( 'Desktop', 'vista-speed' ) . '</th></tr></thead><tbody>';
		foreach ( $names as $key => $name ) {
			printf(
				'<tr><th scope="row">%s</th><td>%s</td><td>%s</td></tr>',
				esc_html( $name ),
				esc_html( self::metric( $key, $shown['details']['mobile'][ $key ] ?? null ) ),
				esc_html( self::metric( $key, $shown['details']['desktop'][ $key ] ?? null ) )
			);
		}
		echo '</tbody></table>';
	}

	/**
	 * A metric as read: seconds, milliseconds for TBT, unitless CLS.
	 *
	 * @param string $key   Metric.
	 * @param mixed  $value Raw value.
	 */
	private static function metric( string $key, $value ): string {
		if ( ! is_numeric( $value ) ) {
			return '–';
		}
		return match ( $key ) {
			'cls' => number_format_i18n( (float) $value, 3 ),
			'tbt' => number_format_i18n( (float) $value ) . ' ms',
			default => number_format_i18n( (float) $value / 1000, 1 ) . ' s',
		};
	}

	/**
	 * Whether either device's score dropped by REGRESSION_POINTS or more.
	 *
	 * @param array<string, mixed> $before Previous check.
	 * @param array<string, mixed> $now    Latest check.
	 */
	public static function regressed( array $before, array $now ): bool {
		foreach ( array( 'mobile_score', 'desktop_score' ) as $key ) {
			if ( (int) $before[ $key ] - (int) $now[ $key ] >= self::REGRESSION_POINTS ) {
				return true;
			}
		}
		return false;
	}
}
