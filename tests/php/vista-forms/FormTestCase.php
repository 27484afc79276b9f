<?php
/**
 * Fixtures of the form tests: forms made from plain data or as published posts, and the rendered
 * markup as a DOM to query.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms;

use Vista\Forms\Editor\FormDefinition;
use Vista\Tests\VistaTestCase;

/**
 * Creates forms and reads their markup.
 */
abstract class FormTestCase extends VistaTestCase {

	/** @var int[] Posts made by the test. */
	private array $posts = array();

	protected function tearDown(): void {
		foreach ( $this->posts as $id ) {
			wp_delete_post( $id, true );
		}
		$this->posts = array();
		parent::tearDown();
	}

	/**
	 * A published form post with the given block content and settings.
	 *
	 * @param string               $content  Field blocks.
	 * @param array<string, mixed> $settings Settings meta.
	 * @param string               $status   Post status.
	 */
	protected function form_post( string $content, array $settings = array(), string $status = 'publish' ): int {
		$id            = (int) wp_insert_post(
			array(
				'post_type'    => FormDefinition::POST_TYPE,
				'post_status'  => $status,
				'post_title'   => 'Test form',
				'post_name'    => 'test-form-' . wp_generate_password( 6, false, false ),
				'post_content' => wp_slash( $content ),
			)
		);
		if ( $settings ) {
			update_post_meta( $id, FormDefinition::SETTINGS_META, wp_slash( $settings ) );
		}
		$this->posts[] = $id;
		return $id;
	}

	/**
	 * A published page.
	 *
	 * @param string $content Content.
	 */
	protected function page( string $content ): int {
		$id            = (int) wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Test page',
				'post_content' => wp_slash( $content ),
			)
		);
		$this->posts[] = $id;
		return $id;
	}

	/**
	 * The block comment of a field block.
	 *
	 * @param string               $type  Field type.
	 * @param string               $id    Field id.
	 * @param array<string, mixed> $attrs Other attributes.
	 */
	protected static function field_block( string $type, string $id, array $attrs = array() ): string {
		return '<!-- wp:vista-forms/field-' . $type . ' ' . serialize_block_attributes( array( 'fieldId' => $id ) + $attrs ) . " /-->\n";
	}

	/**
	 * Markup as a DOM query.
	 *
	 * @param string $html Markup.
	 */
	protected static function dom( string $html ): \DOMXPath {
		$doc = new \DOMDocument();
		libxml_use_internal_errors( true );
		$doc->loadHTML( '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>' . $html . '</body></html>' );
		libxml_clear_errors();
		return new \DOMXPath( $doc );
	}

	/**
	 * Attribute values of the elements an XPath query finds.
	 *
	 * @param \DOMXPath $xpath     Document.
	 * @param string    $query     XPath.
	 * @param string    $attribute Attribute.
	 * @return string[]
	 */
	protected static function attr_values( \DOMXPath $xpath, string $query, string $attribute ): array {
		$values = array();
		foreach ( $xpath->query( $query ) ?: array() as $node ) {
			if ( $node instanceof \DOMElement ) {
				$values[] = $node->getAttribute( $attribute );
			}
		}
		return $values;
	}
}
