<?php
/**
 * The Quote request template: what the visitor needs, by when, for how much.
 * Read by FormTemplates: a form template as data (title, description, field blocks' attributes in
 * order, settings); its texts are translated when a form is made from it.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

return array(
	'title'       => __( 'Quote request', 'vista-forms' ),
	'description' => __( 'Contact details, the service wanted, a budget, a deadline and the details of the project.', 'vista-forms' ),
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
			'type'  => 'text',
			'id'    => 'company',
			'label' => __( 'Company', 'vista-forms' ),
		),
		array(
			'type'  => 'phone',
			'id'    => 'phone',
			'label' => __( 'Phone', 'vista-forms' ),
		),
		array(
			'type'     => 'select',
			'id'       => 'service',
			'label'    => __( 'Service', 'vista-forms' ),
			'required' => true,
			'choices'  => array(
				array( 'label' => __( 'Design', 'vista-forms' ) ),
				array( 'label' => __( 'Development', 'vista-forms' ) ),
				array( 'label' => __( 'Consulting', 'vista-forms' ) ),
				array( 'label' => __( 'Something else', 'vista-forms' ) ),
			),
		),
		array(
			'type'    => 'radio',
			'id'      => 'budget',
			'label'   => __( 'Budget', 'vista-forms' ),
			'choices' => array(
				array( 'label' => __( 'Under 1,000', 'vista-forms' ) ),
				array( 'label' => __( '1,000 to 5,000', 'vista-forms' ) ),
				array( 'label' => __( 'Over 5,000', 'vista-forms' ) ),
			),
		),
		array(
			'type'  => 'date-time',
			'id'    => 'deadline',
			'label' => __( 'Needed by', 'vista-forms' ),
		),
		array(
			'type'     => 'textarea',
			'id'       => 'details',
			'label'    => __( 'Project details', 'vista-forms' ),
			'required' => true,
		),
	),
	'settings'    => array(
		'submit_label'    => __( 'Request a quote', 'vista-forms' ),
		'success_message' => __( 'Thank you: we will send you a quote soon.', 'vista-forms' ),
	),
);
