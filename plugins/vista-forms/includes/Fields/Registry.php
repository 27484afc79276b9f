<?php
/**
 * The one list of field types and the class that renders and checks each.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Fields;

defined( 'ABSPATH' ) || exit;

/**
 * Field type name => its FieldType. A new type is a block (blocks/vista-forms/field-{type}, with
 * its "inserterOrder") and a class here (or a type added to a family's types()); TYPES follows.
 */
final class Registry {

	/**
	 * Every field type, in the order of the block inserter (001 §3 field types): one per field
	 * block, generated from their block.json files (FieldTypes, `npm run generate`).
	 */
	public const TYPES = FieldTypes::TYPES;

	/** The classes, each naming its types in types(). */
	public const CLASSES = array(
		Text::class,
		Hidden::class,
		Confirmable::class,
		Phone::class,
		Number::class,
		Choice::class,
		Address::class,
		Likert::class,
		Rating::class,
		DateTime::class,
		FileUpload::class,
		Signature::class,
		Payment::class,
		PrivacyPolicy::class,
	);

	/** @var array<string, FieldType>|null Type name => its class, built on first use. */
	private static ?array $by_type = null;

	/**
	 * The class of a type (one of TYPES).
	 *
	 * @param string $type Field type.
	 * @throws \InvalidArgumentException For a type no class renders.
	 */
	public static function get( string $type ): FieldType {
		$map = self::map();
		if ( ! isset( $map[ $type ] ) ) {
			throw new \InvalidArgumentException( 'Unknown field type: ' . esc_html( $type ) );
		}
		return $map[ $type ];
	}

	/**
	 * Type name => its class, for every class of CLASSES.
	 *
	 * @return array<string, FieldType>
	 */
	public static function map(): array {
		if ( null === self::$by_type ) {
			self::$by_type = array();
			foreach ( self::CLASSES as $class ) {
				$instance = new $class();
				foreach ( $instance->types() as $type ) {
					self::$by_type[ $type ] = $instance;
				}
			}
		}
		return self::$by_type;
	}
}
