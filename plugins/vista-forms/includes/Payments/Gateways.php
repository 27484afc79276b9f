<?php
/**
 * The gateways the server can settle payments with, by id (FormDefinition::PAYMENT_GATEWAYS).
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * Gateway classes by id; a gateway not built yet has none (its forms refuse payments).
 */
final class Gateways {

	/** @var array<string, class-string<Gateway>> */
	public const CLASSES = array(
		'stripe'        => StripeGateway::class,
		'authorize_net' => AuthorizeNetGateway::class,
		'square'        => SquareGateway::class,
		'razorpay'      => RazorpayGateway::class,
	);

	/**
	 * The gateway of an id, or null.
	 *
	 * @param string $id Gateway id.
	 */
	public static function get( string $id ): ?Gateway {
		$class = self::CLASSES[ $id ] ?? null;
		return null === $class ? null : new $class();
	}
}
