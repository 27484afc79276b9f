<?php
/**
 * The shared reading of a form: fields from its blocks, settings from its meta.
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms;

use Vista\Forms\Editor\FormDefinition;

require_once dirname( __DIR__ ) . '/FormTestCase.php';

/**
 * FormDefinition.
 */
final class FormDefinitionTest extends FormTestCase {

	public function test_fields_come_from_the_blocks_anywhere_in_the_content_with_block_defaults(): void {
		$content = "<!-- wp:group -->\n<div class=\"wp-block-group\">"
			. self::field_block( 'email', 'mail', array( 'label' => 'Email', 'required' => true, 'confirm' => true ) )
			. "</div>\n<!-- /wp:group -->\n"
			. self::field_block( 'checkbox', 'pick', array( 'choice_limit' => '2' ) )
			. self::field_block( 'text', 'Bad Id!' )
			. self::field_block( 'date-time', 'when' );
		$form    = FormDefinition::load( $this->form_post( $content, array( 'message_location' => 'popup', 'unknown' => 'x' ) ) );
		$this->assertNotNull( $form );
		$fields = $form->fields();
		$this->assertSame( array( 'mail', 'pick', 'when' ), array_keys( $fields ), 'malformed ids are left out' );
		$this->assertSame( 'email', $fields['mail']['type'] );
		$this->assertTrue( $fields['mail']['required'] );
		$this->assertTrue( $fields['mail']['confirm'] );
		$this->assertSame( 2, $fields['pick']['choice_limit'] );
		$this->assertFalse( $fields['pick']['select_all'], 'block.json default' );
		$this->assertSame( 'First choice', $fields['pick']['choices'][0]['label'] );
		$this->assertSame( 'Y-m-d', $fields['when']['date']['dateFormat'] );
		$this->assertSame( 'Checkboxes', $fields['pick']['label'], 'the default label of the type' );
		$this->assertSame( 'popup', $form->settings()['message_location'] );
		$this->assertArrayNotHasKey( 'unknown', $form->settings() );
		$this->assertTrue( $form->settings()['ajax_submission'], 'missing settings take their default' );
		$this->assertSame( 'Test form', $form->title );
	}

	public function test_only_published_forms_load(): void {
		$this->assertNull( FormDefinition::load( $this->form_post( self::field_block( 'text', 'a' ), array(), 'draft' ) ) );
		$this->assertNull( FormDefinition::load( $this->page( 'x' ) ) );
		$this->assertNull( FormDefinition::load( 0 ) );
		$this->assertNull( FormDefinition::load( PHP_INT_MAX ) );
	}

	public function test_from_array_keeps_the_first_of_duplicate_ids_and_casts_settings(): void {
		$form = FormDefinition::from_array(
			3,
			array(
				array( 'id' => 'a', 'type' => 'text', 'label' => 'First' ),
				array( 'id' => 'a', 'type' => 'text', 'label' => 'Second' ),
				array( 'id' => 'b', 'type' => 'nope' ),
				array( 'id' => 'c', 'type' => 'radio', 'choices' => array( 'x', array( 'label' => 'Y', 'value' => '' ), array( 'label' => array( 'bad' ) ), 5 ), 'label' => array( 'bad' ) ),
				array( 'id' => 'd', 'type' => 'number', 'min' => 'abc', 'max' => '10', 'required' => 'yes' ),
			)
		);
		$fields = $form->fields();
		$this->assertSame( array( 'a', 'c', 'd' ), array_keys( $fields ) );
		$this->assertSame( 'First', $fields['a']['label'] );
		$this->assertSame( '', $fields['c']['label'] );
		$this->assertSame(
			array(
				array( 'label' => 'x', 'value' => 'x', 'image' => '', 'correct' => false ),
				array( 'label' => 'Y', 'value' => 'Y', 'image' => '', 'correct' => false ),
				array( 'label' => '', 'value' => '', 'image' => '', 'correct' => false ),
				array( 'label' => '5', 'value' => '5', 'image' => '', 'correct' => false ),
			),
			$fields['c']['choices']
		);
		$this->assertSame( '', $fields['d']['min'] );
		$this->assertSame( '10', $fields['d']['max'] );
		$this->assertTrue( $fields['d']['required'] );
		$this->assertSame( $fields['d'], $form->field( 'd' ) );
		$this->assertNull( $form->field( 'zz' ) );
	}

	public function test_every_type_has_its_field_block(): void {
		foreach ( FormDefinition::TYPES as $type ) {
			$block = \WP_Block_Type_Registry::get_instance()->get_registered( FormDefinition::BLOCK_PREFIX . $type );
			$this->assertNotNull( $block, $type );
			foreach ( array( 'fieldId', 'label', 'required', 'placeholder', 'description', 'default', 'css' ) as $attribute ) {
				$this->assertArrayHasKey( $attribute, $block->attributes, "{$type} {$attribute}" );
			}
			$this->assertContains( 'vista-forms-editor', $block->editor_script_handles, $type );
		}
	}
}
