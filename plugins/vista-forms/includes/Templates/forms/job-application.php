<?php
/**
 * The Job application template: the applicant, the position, a CV upload and a cover letter.
 * Read by FormTemplates: a form template as data (title, description, field blocks' attributes in
 * order, settings); its texts are translated when a form is made from it.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

return array(
	'title'       => __( 'Job application', 'vista-forms' ),
	'description' => __( 'Contact details, the position, a link to a profile, a CV upload, a start date and a cover letter.', 'vista-forms' ),
	'fields'      => array(
		array(
			'type'     => 'text',
			'id'       => 'name',
			'label'    => __( 'Full name', 'vista-forms' ),
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
			'type'     => 'select',
			'id'       => 'position',
			'label'    => __( 'Position', 'vista-forms' ),
			'required' => true,
			'choices'  => array(
				array( 'label' => __( 'Sales', 'vista-forms' ) ),
				array( 'label' => __( 'Support', 'vista-forms' ) ),
				array( 'label' => __( 'Engineering', 'vista-forms' ) ),
			),
		),
		array(
			'type'  => 'url',
			'id'    => 'profile',
			'label' => __( 'Portfolio or profile', 'vista-forms' ),
		),
		array(
			'type'        => 'file-upload',
			'id'          => 'cv',
			'label'       => __( 'CV', 'vista-forms' ),
			'required'    => true,
			'description' => __( 'PDF or Word, up to 5 MB.', 'vista-forms' ),
			'extensions'  => 'pdf,doc,docx',
			'max_size_mb' => 5,
			'max_files'   => 1,
		),
		array(
			'type'  => 'date-time',
			'id'    => 'start',
			'label' => __( 'Available from', 'vista-forms' ),
		),
		array(
			'type'  => 'textarea',
			'id'    => 'cover-letter',
			'label' => __( 'Cover letter', 'vista-forms' ),
		),
	),
	'settings'    => array(
		'submit_label'    => __( 'Apply', 'vista-forms' ),
		'success_message' => __( 'Thank you for your application.', 'vista-forms' ),
	),
);
