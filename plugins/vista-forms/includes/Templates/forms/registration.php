<?php
/**
 * The Registration template: an account's details, its password confirmed, and consent.
 * Read by FormTemplates: a form template as data (title, description, field blocks' attributes in
 * order, settings); its texts are translated when a form is made from it.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

return array(
	'title'       => __( 'Registration', 'vista-forms' ),
	'description' => __( 'First and last name, an email and a password, each typed twice, a phone, a country and the privacy policy.', 'vista-forms' ),
	'fields'      => array(
		array(
			'type'     => 'text',
			'id'       => 'first-name',
			'label'    => __( 'First name', 'vista-forms' ),
			'required' => true,
		),
		array(
			'type'     => 'text',
			'id'       => 'last-name',
			'label'    => __( 'Last name', 'vista-forms' ),
			'required' => true,
		),
		array(
			'type'     => 'email',
			'id'       => 'email',
			'label'    => __( 'Email', 'vista-forms' ),
			'required' => true,
			'confirm'  => true,
		),
		array(
			'type'       => 'password',
			'id'         => 'password',
			'label'      => __( 'Password', 'vista-forms' ),
			'required'   => true,
			'confirm'    => true,
			'min_length' => 8,
		),
		array(
			'type'  => 'phone',
			'id'    => 'phone',
			'label' => __( 'Phone', 'vista-forms' ),
		),
		array(
			'type'  => 'country',
			'id'    => 'country',
			'label' => __( 'Country', 'vista-forms' ),
		),
		array(
			'type'     => 'privacy-policy',
			'id'       => 'privacy',
			'label'    => __( 'Privacy', 'vista-forms' ),
			'required' => true,
		),
	),
	'settings'    => array(
		'submit_label'    => __( 'Register', 'vista-forms' ),
		'success_message' => __( 'Thank you for registering.', 'vista-forms' ),
	),
);
