<?php
/**
 * The Contact template: who is writing and what about.
 * Read by FormTemplates: a form template as data (title, description, field blocks' attributes in
 * order, settings); its texts are translated when a form is made from it.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

return array(
	'title'       => __( 'Contact', 'vista-forms' ),
	'description' => __( 'A name, an email address, a subject and a message.', 'vista-forms' ),
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
			'id'    => 'subject',
			'label' => __( 'Subject', 'vista-forms' ),
		),
		array(
			'type'     => 'textarea',
			'id'       => 'message',
			'label'    => __( 'Message', 'vista-forms' ),
			'required' => true,
		),
	),
	'settings'    => array(
		'submit_label'    => __( 'Send message', 'vista-forms' ),
		'success_message' => __( 'Thank you for your message. We will answer you soon.', 'vista-forms' ),
	),
);
