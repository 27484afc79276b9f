<?php
/**
 * The Survey template: a likert table, a star rating and a 0 to 10 scale.
 * Read by FormTemplates: a form template as data (title, description, field blocks' attributes in
 * order, settings); its texts are translated when a form is made from it.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

return array(
	'title'       => __( 'Survey', 'vista-forms' ),
	'description' => __( 'How satisfied visitors are, a star rating, how likely they are to recommend you, and their comments.', 'vista-forms' ),
	'fields'      => array(
		array(
			'type'     => 'likert',
			'id'       => 'satisfaction',
			'label'    => __( 'How satisfied are you with…', 'vista-forms' ),
			'required' => true,
			'rows'     => array(
				__( 'The quality', 'vista-forms' ),
				__( 'The price', 'vista-forms' ),
				__( 'The service', 'vista-forms' ),
			),
			'columns'  => array(
				__( 'Unsatisfied', 'vista-forms' ),
				__( 'Neutral', 'vista-forms' ),
				__( 'Satisfied', 'vista-forms' ),
			),
		),
		array(
			'type'       => 'rating',
			'id'         => 'rating',
			'label'      => __( 'Your overall rating', 'vista-forms' ),
			'max_rating' => 5,
		),
		array(
			'type'      => 'scale-rating',
			'id'        => 'recommend',
			'label'     => __( 'How likely are you to recommend us to a friend?', 'vista-forms' ),
			'scale_min' => 0,
			'scale_max' => 10,
		),
		array(
			'type'  => 'textarea',
			'id'    => 'comments',
			'label' => __( 'Comments', 'vista-forms' ),
		),
		array(
			'type'        => 'email',
			'id'          => 'email',
			'label'       => __( 'Email', 'vista-forms' ),
			'description' => __( 'If you would like an answer.', 'vista-forms' ),
		),
	),
	'settings'    => array(
		'submit_label'    => __( 'Send my answers', 'vista-forms' ),
		'success_message' => __( 'Thank you for your answers.', 'vista-forms' ),
	),
);
