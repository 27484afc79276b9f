<?php
/**
 * block.json is the one source of the gallery block's options (issue 30 item 2): the defaults,
 * the server's checks and the typed view options are all derived from it, so adding an option is
 * one edit to block.json (then `npm run generate`). Each test fails when a derived list drifts.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Gallery;

require_once dirname( __DIR__ ) . '/GalleryTestCase.php';

use Vista\Gallery\Browsing\GalleryQuery;
use Vista\Gallery\Browsing\GalleryRequest;
use Vista\Gallery\Browsing\GallerySchema;
use Vista\Gallery\Browsing\ViewOptions;

/**
 * GallerySchema, ViewOptions and GalleryRequest::options() against block.json.
 */
final class GallerySchemaTest extends GalleryTestCase {

	/** PHP's type of each block.json type. */
	private const PHP_TYPES = array(
		'string'  => 'string',
		'integer' => 'int',
		'number'  => 'float',
		'boolean' => 'bool',
	);

	/**
	 * The attributes of the source block.json, in its order.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function attributes(): array {
		$file = dirname( __DIR__, 4 ) . '/blocks/vista-gallery/gallery/block.json';
		return json_decode( (string) file_get_contents( $file ), true )['attributes'];
	}

	public function test_the_defaults_are_block_json_s_in_its_order(): void {
		$this->assertSame( array_map( static fn ( $a ) => $a['default'], self::attributes() ), GallerySchema::DEFAULTS, 'block.json changed: run `npm run generate`' );
		$this->assertSame( GallerySchema::DEFAULTS, GalleryRequest::DEFAULTS );
	}

	public function test_the_registered_block_has_the_same_attributes(): void {
		$block = \WP_Block_Type_Registry::get_instance()->get_registered( 'vista/gallery' );
		$this->assertNotNull( $block );
		// WordPress adds the attributes of the block's supports (align, className, lock, metadata).
		$declared = array_intersect_key( $block->attributes, GallerySchema::DEFAULTS );
		$this->assertSame( array_keys( GallerySchema::DEFAULTS ), array_keys( $declared ), 'the built block.json (build/blocks) is the source' );
		$this->assertSame( GallerySchema::DEFAULTS, array_map( static fn ( $a ) => $a['default'], $declared ) );
	}

	public function test_view_options_has_one_typed_property_per_attribute(): void {
		$properties = array();
		foreach ( ( new \ReflectionClass( ViewOptions::class ) )->getProperties() as $property ) {
			$properties[ $property->getName() ] = (string) $property->getType();
		}
		$expected = array_map( static fn ( $a ) => self::PHP_TYPES[ $a['type'] ], self::attributes() );
		$this->assertSame( $expected, $properties );
	}

	public function test_every_attribute_is_checked_as_block_json_says(): void {
		foreach ( self::attributes() as $name => $attribute ) {
			$rule = GallerySchema::RULES[ $name ] ?? null;
			$this->assertNotNull( $rule, $name );
			if ( isset( $attribute['enum'] ) ) {
				$this->assertSame( $attribute['enum'], $rule[1], $name );
			} elseif ( isset( $attribute['clamp'] ) ) {
				$this->assertSame( array( $attribute['clamp']['min'], $attribute['clamp']['max'] ?? PHP_INT_MAX ), array( $rule[1], $rule[2] ), $name );
			} elseif ( isset( $attribute['slug'] ) ) {
				$this->assertSame( array( 'slug', $attribute['slug']['maxLength'] ), $rule, $name );
			} else {
				$this->assertSame( 'boolean', $attribute['type'], $name . ' needs an enum, a clamp or a slug in block.json' );
			}
		}
		$this->assertSame( array_keys( self::attributes() ), array_keys( GallerySchema::RULES ) );
	}

	public function test_the_validator_applies_block_json_s_bounds_and_values(): void {
		$attributes = self::attributes();
		$defaults   = GalleryRequest::options( array() );
		$this->assertEquals( GallerySchema::DEFAULTS, $defaults, 'no attribute given: every default' );
		$this->assertSame( array_keys( $attributes ), array_keys( $defaults ) );
		foreach ( $attributes as $name => $attribute ) {
			if ( isset( $attribute['clamp'] ) ) {
				$low  = GalleryRequest::options( array( $name => $attribute['clamp']['min'] - 1 ) )[ $name ];
				$this->assertEquals( $attribute['clamp']['min'], $low, $name . ' below its clamp' );
				if ( isset( $attribute['clamp']['max'] ) ) {
					$high = GalleryRequest::options( array( $name => $attribute['clamp']['max'] + 1 ) )[ $name ];
					$this->assertEquals( $attribute['clamp']['max'], $high, $name . ' above its clamp' );
				}
			}
			if ( isset( $attribute['enum'] ) && 'layout' !== $name && 'source' !== $name ) {
				$last = end( $attribute['enum'] );
				$this->assertSame( $last, GalleryRequest::options( array( $name => $last ) )[ $name ], $name );
				$this->assertSame( $attribute['default'], GalleryRequest::options( array( $name => 'not-listed' ) )[ $name ], $name );
			}
		}
		$this->assertSame( 'a-b', GalleryRequest::options( array( 'gallerySlug' => 'A b' ) )['gallerySlug'] );
		$this->assertSame( 200, strlen( GalleryRequest::options( array( 'albumSlug' => str_repeat( 'x', 300 ) ) )['albumSlug'] ) );
	}

	public function test_block_json_agrees_with_the_query_s_limits(): void {
		$attributes = self::attributes();
		$this->assertSame( GalleryQuery::SORTS, $attributes['sortBy']['enum'] );
		$this->assertSame( GalleryQuery::MAX_PER_PAGE, $attributes['imagesPerPage']['clamp']['max'] );
		$this->assertSame( GalleryQuery::MAX_PER_PAGE, $attributes['albumItemsPerPage']['clamp']['max'] );
		$this->assertSame( array_merge( GalleryRequest::LAYOUTS, GalleryRequest::ALBUM_LAYOUTS ), $attributes['layout']['enum'] );
	}
}
