<?php
/**
 * The Blank template: a form with no fields, to build from scratch.
 * Read by FormTemplates: a form template as data (title, description, field blocks' attributes in
 * order, settings); its texts are translated when a form is made from it.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

return array(
	'title'       => __( 'Blank', 'vista-forms' ),
	'description' => __( 'Start from an empty form and add the fields you need.', 'vista-forms' ),
	'fields'      => array(),
);
