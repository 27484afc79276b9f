<?php
/**
 * A signature pad, posted as [signature_image], a PNG data URL (001 §3).
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Fields;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\View\Messages;
use Vista\Forms\Validation\Validator;

/**
 * The signature type.
 */
final class Signature extends Field {

	public function types(): array {
		return array( 'signature' );
	}

	public function markup( FieldMarkup $markup ): string {
		return sprintf(
			'<div class="evf-signature-wrapper"><canvas class="evf-signature-canvas" width="400" height="150" role="img" aria-label="%1$s"></canvas><button type="button" class="evf-signature-reset button">%2$s</button><input%3$s></div>',
			esc_attr__( 'Signature pad: draw your signature', 'vista-forms' ),
			esc_html__( 'Clear', 'vista-forms' ),
			FieldMarkup::attrs(
				array(
					'type'     => 'hidden',
					'class'    => 'evf-signature-input',
					'id'       => $markup->base,
					'name'     => FieldMarkup::input_name( $markup->field['id'], '[signature_image]' ),
					'value'    => '',
					'required' => $markup->field['required'],
				)
			)
		);
	}

	/**
	 * A signature: a PNG data URL, really a PNG, not too large.
	 *
	 * @param array<string, mixed> $field     Field.
	 * @param mixed                $raw       Posted [signature_image], a data URL.
	 * @param Validator            $validator Validator.
	 * @return array{png: string}|null The decoded image.
	 */
	public function validate( array $field, mixed $raw, Validator $validator ): mixed {
		$raw = is_array( $raw ) ? ( $raw['signature_image'] ?? '' ) : $raw;
		$raw = is_string( $raw ) ? trim( $raw ) : '';
		if ( '' === $raw ) {
			return $field['required'] ? $validator->fail( $field, Messages::get( 'i18n_messages_required' ) ) : null;
		}
		$prefix = 'data:image/png;base64,';
		if ( ! str_starts_with( $raw, $prefix ) || strlen( $raw ) > (int) ceil( Validator::SIGNATURE_MAX_BYTES * 4 / 3 ) + strlen( $prefix ) + 4 ) {
			return $validator->fail( $field, Messages::server( 'signature' ) );
		}
		$png  = base64_decode( substr( $raw, strlen( $prefix ) ), true );
		$info = is_string( $png ) && str_starts_with( $png, "\x89PNG\r\n\x1a\n" ) ? @getimagesizefromstring( $png ) : false; // phpcs:ignore Generic.PHP.NoSilencedErrors -- a broken image is an answer here, not a warning.
		if ( false === $info || IMAGETYPE_PNG !== $info[2] || strlen( (string) $png ) > Validator::SIGNATURE_MAX_BYTES ) {
			return $validator->fail( $field, Messages::server( 'signature' ) );
		}
		return array( 'png' => (string) $png );
	}
}
