<?php
/**
 * The field registry: every type has one class, every class names only listed types, and the
 * types are the field blocks (their block.json files are the one source of the list).
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms;

use Vista\Forms\Fields\FieldType;
use Vista\Forms\Fields\Registry;
use Vista\Forms\Editor\FormDefinition;

require_once dirname( __DIR__ ) . '/FormTestCase.php';

/**
 * Fields\Registry.
 */
final class FieldRegistryTest extends FormTestCase {

	public function test_every_type_has_exactly_one_class_and_no_class_names_an_unlisted_type(): void {
		$this->assertSame( Registry::TYPES, FormDefinition::TYPES );
		$map = Registry::map();
		$this->assertEqualsCanonicalizing( Registry::TYPES, array_keys( $map ) );
		$named = array();
		foreach ( Registry::CLASSES as $class ) {
			$named = array_merge( $named, ( new $class() )->types() );
		}
		$this->assertSame( count( $named ), count( array_unique( $named ) ), 'a type is named by two classes' );
		foreach ( Registry::TYPES as $type ) {
			$this->assertInstanceOf( FieldType::class, Registry::get( $type ) );
			$this->assertContains( Registry::get( $type )->layout( $type ), array( FieldType::LAYOUT_LABEL, FieldType::LAYOUT_FIELDSET, FieldType::LAYOUT_HIDDEN ), $type );
		}
	}

	public function test_the_types_are_the_field_blocks_in_their_inserter_order(): void {
		$blocks = array();
		foreach ( glob( dirname( __DIR__, 4 ) . '/blocks/vista-forms/field-*/block.json' ) ?: array() as $file ) {
			$json                             = json_decode( (string) file_get_contents( $file ), true );
			$blocks[ $json['inserterOrder'] ] = substr( $json['name'], strlen( FormDefinition::BLOCK_PREFIX ) );
		}
		ksort( $blocks );
		$this->assertSame( array_values( $blocks ), Registry::TYPES, 'a field block changed: run `npm run generate`' );
		foreach ( Registry::TYPES as $type ) {
			$this->assertNotNull( \WP_Block_Type_Registry::get_instance()->get_registered( FormDefinition::BLOCK_PREFIX . $type ), $type );
		}
	}

	public function test_an_unknown_type_is_refused(): void {
		$this->expectException( \InvalidArgumentException::class );
		Registry::get( 'no-such-type' );
	}
}
