<?php
/**
 * The form markup the Jest tests of the form script run on (tests/unit/forms/fixtures/*.html),
 * rendered here by the real FormRenderer so the unit fixtures cannot drift from the server.
 *
 * Each fixture is a whole form of id 7 made from plain data. The committed file must equal a
 * fresh render; run with VISTA_UPDATE_FIXTURES=1 to rewrite the files after a deliberate change
 * of the markup (then review the diff and run the unit tests).
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

namespace Vista\Tests\Forms;

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\View\FormRenderer;

require_once __DIR__ . '/FormTestCase.php';

/**
 * Renders the unit fixtures and compares them to the committed files.
 */
final class UnitFixturesTest extends FormTestCase {

	public const FORM_ID = 7;

	/** Where the Jest tests read the fixtures. */
	private const DIR = __DIR__ . '/../../unit/forms/fixtures';

	/** The settings every fixture form shares: their values differ from every default. */
	private const SETTINGS = array(
		'ajax_submission'  => true,
		'process_text'     => 'Sending…',
		'message_location' => 'top',
		'success_message'  => 'Thanks from the form',
		'form_state_type'  => 'reset',
		'submit_label'     => 'Send it',
	);

	/**
	 * The fixture forms: file name => fields.
	 *
	 * @return array<string, array<int, array<string, mixed>>>
	 */
	public static function forms(): array {
		$letters = static fn ( string ...$values ) => array_map( static fn ( $v ) => array( 'label' => strtoupper( $v ), 'value' => $v ), $values );
		return array(
			// The contact form of the submission tests and of the row states.
			'contact' => array(
				array( 'id' => 'name', 'type' => 'text', 'label' => 'Name', 'required' => true ),
				array( 'id' => 'mail', 'type' => 'email', 'label' => 'Email', 'required' => true ),
				array( 'id' => 'msg', 'type' => 'textarea', 'label' => 'Message' ),
			),
			// One field of each kind the validation and widget tests need.
			'fields'  => array(
				array( 'id' => 'note', 'type' => 'text', 'label' => 'Note' ),
				array( 'id' => 'gone', 'type' => 'text', 'label' => 'Gone', 'required' => true ),
				array( 'id' => 'q', 'type' => 'text', 'label' => 'Question', 'required' => true ),
				array( 'id' => 'short', 'type' => 'text', 'label' => 'Short', 'min_length' => 5 ),
				array( 'id' => 'msg', 'type' => 'textarea', 'label' => 'Message', 'min_words' => 3 ),
				array( 'id' => 'mail', 'type' => 'email', 'label' => 'Email' ),
				array( 'id' => 'm', 'type' => 'email', 'label' => 'Email twice', 'confirm' => true ),
				array( 'id' => 'f_email', 'type' => 'email', 'label' => 'Email' ),
				array( 'id' => 'f_url', 'type' => 'url', 'label' => 'Site' ),
				array( 'id' => 'f_number', 'type' => 'number', 'label' => 'Number' ),
				array( 'id' => 'f_phone', 'type' => 'phone', 'label' => 'Phone' ),
				array( 'id' => 'site', 'type' => 'url', 'label' => 'Site' ),
				array( 'id' => 'tel', 'type' => 'phone', 'label' => 'Phone' ),
				array(
					'id'       => 'pick',
					'type'     => 'select',
					'label'    => 'Pick',
					'required' => true,
					'choices'  => array( 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven' ),
				),
				array( 'id' => 'c', 'type' => 'checkbox', 'label' => 'Choices', 'required' => true, 'choices' => $letters( 'a', 'b' ) ),
				array( 'id' => 'lim', 'type' => 'checkbox', 'label' => 'Limited', 'choice_limit' => 2, 'choices' => $letters( 'a', 'b', 'c' ), 'default' => array( 'a', 'b', 'c' ) ),
				array( 'id' => 'z', 'type' => 'checkbox', 'label' => 'Unlimited', 'choices' => $letters( 'a', 'b' ), 'default' => array( 'a', 'b' ) ),
				array( 'id' => 'all', 'type' => 'checkbox', 'label' => 'With select-all', 'select_all' => true, 'choices' => $letters( '0', '1', '2' ) ),
				array( 'id' => 'addr', 'type' => 'address', 'label' => 'Address', 'required' => true ),
				array( 'id' => 'lk', 'type' => 'likert', 'label' => 'Likert', 'rows' => array( 'Row 1', 'Row 2' ), 'columns' => array( 'Bad', 'Good' ) ),
				array( 'id' => 'pay', 'type' => 'payment-single', 'label' => 'Price', 'required' => true, 'price' => 10 ),
				array( 'id' => 'pay2', 'type' => 'payment-single', 'label' => 'Your price', 'required' => true, 'user_input' => true, 'price' => 5 ),
				array( 'id' => 'card', 'type' => 'credit-card', 'label' => 'Card', 'required' => true ),
				array( 'id' => 'card_opt', 'type' => 'credit-card', 'label' => 'Card (optional)' ),
				array( 'id' => 'sig', 'type' => 'signature', 'label' => 'Signature', 'required' => true ),
				array( 'id' => 'up', 'type' => 'file-upload', 'label' => 'File' ),
				array( 'id' => 'r', 'type' => 'range-slider', 'label' => 'Range', 'min' => 0, 'max' => 10, 'default' => '4' ),
				array( 'id' => 'stars', 'type' => 'rating', 'label' => 'Rating', 'max_rating' => 5 ),
			),
		);
	}

	/**
	 * What varies from one run or site to the next, in one place: the form nonce, the submission
	 * start times (the visitor's and the signed one) and the site's address. The committed files hold the normalised markup, and a
	 * fresh render is normalised the same way before the two are compared.
	 *
	 * @param string $html Rendered or committed markup.
	 */
	public static function normalise( string $html ): string {
		$html = (string) preg_replace( '/(name="_wpnonce\d+" value=")[^"]*"/', '$1form-nonce"', $html );
		$html = (string) preg_replace( '/(name="evf_submission_start_time" value=")\d+"/', '${1}1"', $html );
		$html = (string) preg_replace( '/(name="vista_forms_started" value=")[^"]*"/', '${1}signed-start"', $html );
		$home = untrailingslashit( home_url() );
		$html = str_replace( array( $home, esc_url( $home ) ), '', $html );
		// One line per row and per part of the form, so a change reads well in a diff.
		$html = (string) preg_replace( '/\n?(<div class="evf-field evf-field-|<input type="hidden" name="everest_forms\[id\]"|<div class="evf-submit-container"|<\/form>)/', "\n$1", $html );
		return rtrim( $html, "\n" ) . "\n";
	}

	/**
	 * The fixture file of a form.
	 */
	private static function file( string $name ): string {
		return self::DIR . '/' . $name . '.html';
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public static function fixture_names(): array {
		$names = array();
		foreach ( array_keys( self::forms() ) as $name ) {
			$names[ $name ] = array( $name );
		}
		return $names;
	}

	/**
	 * @dataProvider fixture_names
	 */
	public function test_the_committed_fixture_is_what_the_renderer_gives( string $name ): void {
		$fresh = self::normalise(
			FormRenderer::render( FormDefinition::from_array( self::FORM_ID, self::forms()[ $name ], self::SETTINGS, 'Fixture ' . $name ) )
		);
		$file  = self::file( $name );
		$relative = 'tests/unit/forms/fixtures/' . $name . '.html';

		if ( getenv( 'VISTA_UPDATE_FIXTURES' ) ) {
			if ( ! is_dir( self::DIR ) ) {
				mkdir( self::DIR, 0777, true );
			}
			file_put_contents( $file, $fresh );
		}

		$this->assertFileExists( $file, "$relative is missing: run PHPUnit with VISTA_UPDATE_FIXTURES=1 to write it." );
		$this->assertSame(
			$fresh,
			self::normalise( (string) file_get_contents( $file ) ),
			"$relative differs from what FormRenderer renders now. If the markup change is deliberate, run "
				. '`VISTA_UPDATE_FIXTURES=1 bash tools/php/phpunit.sh --filter UnitFixtures`, review the diff and run the '
				. 'unit tests of tests/unit/forms against the new markup.'
		);
	}

	public function test_normalising_twice_changes_nothing_and_leaves_no_run_value(): void {
		$html  = FormRenderer::render( FormDefinition::from_array( self::FORM_ID, self::forms()['contact'], self::SETTINGS ) );
		$once  = self::normalise( $html );
		$this->assertSame( $once, self::normalise( $once ) );
		$this->assertStringNotContainsString( wp_create_nonce( FormRenderer::NONCE_ACTION ), $once );
		$this->assertStringNotContainsString( home_url(), $once );
		$this->assertStringContainsString( 'name="evf_submission_start_time" value="1"', $once );
	}
}
