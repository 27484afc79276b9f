<?php
/**
 * The quiz and timed-form end-to-end test's forms (tests/e2e/forms/quiz-timer.spec.ts): a quiz
 * with a preview of what was sent, and a form with a 90-second limit, each on a page of its own.
 * Prints their ids and page addresses.
 *
 * Usage: php quiz-fixture.php <wordpress dir>
 *
 * @package Vista\Tests
 */

declare( strict_types=1 );

if ( PHP_SAPI !== 'cli' || empty( $argv[1] ) || ! is_file( $argv[1] . '/wp-load.php' ) ) {
	fwrite( STDERR, "Usage: php quiz-fixture.php <wordpress dir>\n" );
	exit( 1 );
}

$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
require $argv[1] . '/wp-load.php';

use Vista\Forms\Editor\FormDefinition;

/**
 * A published form of field blocks with settings, and a page that embeds it.
 *
 * @param string                           $title    Title.
 * @param array<int, array{string, array}> $fields   Block name => attributes.
 * @param array<string, mixed>             $settings Form settings.
 * @return array{formId: int, url: string}
 */
function vista_e2e_form_page( string $title, array $fields, array $settings ): array {
	$content = '';
	foreach ( $fields as list( $block, $attrs ) ) {
		$content .= '<!-- wp:' . $block . ' ' . wp_json_encode( $attrs, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT ) . " /-->\n";
	}
	$form = (int) wp_insert_post(
		array(
			'post_type'    => FormDefinition::POST_TYPE,
			'post_status'  => 'publish',
			'post_title'   => $title,
			'post_content' => wp_slash( $content ),
		)
	);
	update_post_meta( $form, FormDefinition::SETTINGS_META, $settings );
	$page = (int) wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_title'   => $title,
			'post_content' => '<!-- wp:vista/form {"formId":' . $form . '} /-->',
		)
	);
	return array(
		'formId' => $form,
		'url'    => (string) get_permalink( $page ),
	);
}

$vista_suffix = wp_generate_password( 6, false );
echo wp_json_encode(
	array(
		'quiz'  => vista_e2e_form_page(
			'Quiz e2e ' . $vista_suffix,
			array(
				array( 'vista-forms/field-text', array( 'fieldId' => 'name', 'label' => 'Your name' ) ),
				array(
					'vista-forms/field-radio',
					array(
						'fieldId'     => 'capital',
						'label'       => 'Capital of France',
						'quiz_points' => 2,
						'choices'     => array(
							array( 'label' => 'Paris', 'value' => 'Paris', 'correct' => true ),
							array( 'label' => 'Lyon', 'value' => 'Lyon' ),
						),
					),
				),
				array(
					'vista-forms/field-checkbox',
					array(
						'fieldId' => 'primes',
						'label'   => 'Which are primes?',
						'choices' => array(
							array( 'label' => 'Two', 'value' => 'Two', 'correct' => true ),
							array( 'label' => 'Three', 'value' => 'Three', 'correct' => true ),
							array( 'label' => 'Four', 'value' => 'Four' ),
						),
					),
				),
			),
			array(
				'quiz'                      => true,
				'quiz_show_correct_answers' => true,
				'preview_confirmation'      => 'beside',
				'success_message'           => 'Thanks for taking the quiz.',
			)
		),
		'timed' => vista_e2e_form_page(
			'Timed e2e ' . $vista_suffix,
			array( array( 'vista-forms/field-text', array( 'fieldId' => 'answer', 'label' => 'Answer' ) ) ),
			array( 'time_limit' => 90 )
		),
	)
);
