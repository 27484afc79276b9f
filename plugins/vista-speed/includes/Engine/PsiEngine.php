<?php
/**
 * Scores through an endpoint that speaks PageSpeed Insights API v5: Google's own (with an optional
 * API key), or the self-hosted runner shipped with this plugin (runner/), which answers in the same
 * shape and wants its shared secret in a header.
 *
 * @package Vista\Speed
 */

declare( strict_types=1 );

namespace Vista\Speed\Engine;

defined( 'ABSPATH' ) || exit;

/**
 * One engine over HTTP.
 */
final class PsiEngine implements Engine {

	/** Google's endpoint. */
	public const GOOGLE_ENDPOINT = 'https://www.googleapis.com/pagespeedonline/v5/runPagespeed';

	/** The header the runner reads its shared secret from. */
	public const SECRET_HEADER = 'X-Vista-Runner-Secret';

	/** A Lighthouse run on a loaded server can take a minute; two minutes is a hung engine. */
	public const TIMEOUT_SECONDS = 120;

	/**
	 * The engine.
	 *
	 * @param string $endpoint runPagespeed address.
	 * @param string $key      Google API key ('' for none), sent as the `key` query argument.
	 * @param string $secret   Runner's shared secret ('' for none), sent in a header.
	 */
	public function __construct(
		private string $endpoint,
		private string $key = '',
		private string $secret = ''
	) {}

	/**
	 * {@inheritDoc}
	 *
	 * @param string $url      Address to audit.
	 * @param string $strategy 'mobile' or 'desktop'.
	 */
	public function audit( string $url, string $strategy ) {
		$query = array(
			'url'      => $url,
			'strategy' => 'desktop' === $strategy ? 'desktop' : 'mobile',
			'category' => 'performance',
		);
		if ( '' !== $this->key ) {
			$query['key'] = $this->key;
		}
		$headers = '' !== $this->secret ? array( self::SECRET_HEADER => $this->secret ) : array();
		// Not wp_safe_remote_get(): the runner listens on loopback by design. The address it is
		// asked to audit is the one checked (TargetGuard); this endpoint comes from the settings.
		$response = wp_remote_get(
			add_query_arg( array_map( 'rawurlencode', $query ), $this->endpoint ),
			array(
				'timeout'     => self::TIMEOUT_SECONDS,
				'headers'     => $headers,
				'redirection' => 0,
			)
		);
		if ( is_wp_error( $response ) ) {
			return new \WP_Error( 'vista_speed_engine_unreachable', $response->get_error_message() );
		}
		return PsiResponse::parse( (int) wp_remote_retrieve_response_code( $response ), (string) wp_remote_retrieve_body( $response ) );
	}
}
