<?php
/**
 * The Event booking template: who comes, when, how many, and what they need.
 * Read by FormTemplates: a form template as data (title, description, field blocks' attributes in
 * order, settings); its texts are translated when a form is made from it.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

return array(
	'title'       => __( 'Event booking', 'vista-forms' ),
	'description' => __( 'Contact details, the date, the number of guests, the sessions, a meal choice and notes.', 'vista-forms' ),
	'fields'      => array(
		array(
			'type'     => 'text',
			'id'       => 'name',
			'label'    => __( 'Name', 'vista-forms' ),
			'required' => true,
		),
		array(
			'type'     => 'email',
			'id'       => 'email',
			'label'    => __( 'Email', 'vista-forms' ),
			'required' => true,
		),
		array(
			'type'  => 'phone',
			'id'    => 'phone',
			'label' => __( 'Phone', 'vista-forms' ),
		),
		array(
			'type'     => 'date-time',
			'id'       => 'date',
			'label'    => __( 'Date', 'vista-forms' ),
			'required' => true,
		),
		array(
			'type'     => 'number',
			'id'       => 'guests',
			'label'    => __( 'Number of guests', 'vista-forms' ),
			'required' => true,
			'default'  => '1',
			'min'      => '1',
			'max'      => '20',
			'step'     => '1',
		),
		array(
			'type'    => 'checkbox',
			'id'      => 'sessions',
			'label'   => __( 'Sessions', 'vista-forms' ),
			'choices' => array(
				array( 'label' => __( 'Morning', 'vista-forms' ) ),
				array( 'label' => __( 'Afternoon', 'vista-forms' ) ),
				array( 'label' => __( 'Evening', 'vista-forms' ) ),
			),
		),
		array(
			'type'    => 'select',
			'id'      => 'meal',
			'label'   => __( 'Meal', 'vista-forms' ),
			'choices' => array(
				array( 'label' => __( 'No preference', 'vista-forms' ) ),
				array( 'label' => __( 'Vegetarian', 'vista-forms' ) ),
				array( 'label' => __( 'Vegan', 'vista-forms' ) ),
				array( 'label' => __( 'Gluten-free', 'vista-forms' ) ),
			),
		),
		array(
			'type'  => 'textarea',
			'id'    => 'notes',
			'label' => __( 'Notes', 'vista-forms' ),
		),
	),
	'settings'    => array(
		'submit_label'    => __( 'Book', 'vista-forms' ),
		'success_message' => __( 'Thank you: your booking is received.', 'vista-forms' ),
	),
);
