<?php
// A copy of kit/SettingsStore.php for vista-forms, made by `npm run kit`: change the kit, not this file.
/**
 * A plugin's settings stored as one option: the defaults, reading over them, and validating a
 * change as a whole, so nothing is stored unless every field is allowed and each refused field
 * says what is.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Kit;

defined( 'ABSPATH' ) || exit;

/**
 * Extend it with the option's name, its defaults and one field's check.
 */
abstract class SettingsStore {

	/** The option the settings are stored in. */
	public const OPTION = '';

	/**
	 * Stored defaults, by field.
	 *
	 * @return array<string, mixed>
	 */
	abstract public static function defaults(): array;

	/**
	 * One field, normalised, or why it is refused.
	 *
	 * @param string $key   Field (one of the defaults' keys).
	 * @param mixed  $value Value sent.
	 * @return mixed|\WP_Error
	 */
	abstract protected static function validate_field( string $key, $value );

	/**
	 * Checks of fields together, once each field is valid on its own: field => message.
	 *
	 * @param array<string, mixed>  $settings The complete new settings.
	 * @param array<string, string> $errors   The fields refused so far.
	 * @return array<string, string>
	 */
	protected static function validate_together( array $settings, array $errors ): array {
		unset( $settings, $errors );
		return array();
	}

	/**
	 * The key of the errors that an unknown field's message is filed under: the name made safe by
	 * default. A store whose screen and tests read it under the name as sent overrides this (the
	 * message itself always names the field made safe, so it never echoes markup back).
	 *
	 * @param string $key Field as sent.
	 */
	protected static function unknown_field_key( string $key ): string {
		return sanitize_key( $key );
	}

	/**
	 * The stored settings over the defaults; fields no longer known are left out.
	 *
	 * @return array<string, mixed>
	 */
	public static function get(): array {
		$defaults = static::defaults();
		$stored   = get_option( static::OPTION, array() );
		return array_merge( $defaults, array_intersect_key( is_array( $stored ) ? $stored : array(), $defaults ) );
	}

	/**
	 * Validates a change against the current settings.
	 *
	 * @param array<string, mixed> $changes Fields to change.
	 * @return array<string, mixed>|\WP_Error The complete new settings, or the errors by field
	 *                                        (data `errors`, status 400).
	 */
	public static function validate( array $changes ) {
		$settings = static::get();
		$defaults = static::defaults();
		$errors   = array();
		foreach ( $changes as $key => $value ) {
			$key = (string) $key;
			if ( ! array_key_exists( $key, $defaults ) ) {
				/* translators: %s: a setting name. */
				$errors[ static::unknown_field_key( $key ) ] = sprintf( __( 'Unknown setting "%s".', 'vista-forms' ), sanitize_key( $key ) );
				continue;
			}
			$result = static::validate_field( $key, $value );
			if ( is_wp_error( $result ) ) {
				$errors[ $key ] = $result->get_error_message();
			} else {
				$settings[ $key ] = $result;
			}
		}
		$errors += static::validate_together( $settings, $errors );
		if ( $errors ) {
			return new \WP_Error(
				'vista_forms_invalid_settings',
				__( 'The settings were not saved: some values are not allowed.', 'vista-forms' ),
				array(
					'status' => 400,
					'errors' => $errors,
				)
			);
		}
		return $settings;
	}

	/**
	 * Validates and stores a change.
	 *
	 * @param array<string, mixed> $changes Fields to change.
	 * @return array<string, mixed>|\WP_Error The stored settings, or the errors.
	 */
	public static function save( array $changes ) {
		$settings = static::validate( $changes );
		if ( ! is_wp_error( $settings ) ) {
			update_option( static::OPTION, $settings );
		}
		return $settings;
	}
}
