<?php
/**
 * The demo forms: slug => title, field blocks and settings. The seed creates the missing ones;
 * the demo pages embed them by slug. "everything" holds every field type of 001 §3 with
 * realistic settings; "contact" is the plain contact form of the bench.
 *
 * @package Vista\Tools
 */

declare( strict_types=1 );

/**
 * The block comment of one field block.
 *
 * @param string               $type       Field type.
 * @param string               $id         Field id.
 * @param array<string, mixed> $attributes Other attributes.
 */
function vista_demo_field( string $type, string $id, array $attributes = array() ): string {
	return '<!-- wp:vista-forms/field-' . $type . ' ' . serialize_block_attributes( array( 'fieldId' => $id ) + $attributes ) . " /-->\n\n";
}

/**
 * Field blocks side by side in two columns.
 *
 * @param string $left  Blocks of the left column.
 * @param string $right Blocks of the right column.
 */
function vista_demo_columns( string $left, string $right ): string {
	return "<!-- wp:columns -->\n<div class=\"wp-block-columns\"><!-- wp:column -->\n<div class=\"wp-block-column\">" . $left
		. "</div>\n<!-- /wp:column -->\n\n<!-- wp:column -->\n<div class=\"wp-block-column\">" . $right
		. "</div>\n<!-- /wp:column --></div>\n<!-- /wp:columns -->\n\n";
}

$vista_choices = static fn ( array $labels ) => array_map( static fn ( $label ) => array( 'label' => $label, 'value' => $label ), $labels );

return array(
	'contact'    => array(
		'title'    => 'Contact',
		'content'  => vista_demo_field( 'text', 'name', array( 'label' => 'Name', 'required' => true, 'autocomplete' => 'name' ) )
			. vista_demo_field( 'email', 'email', array( 'label' => 'Email', 'required' => true ) )
			. vista_demo_field( 'textarea', 'message', array( 'label' => 'Message', 'required' => true, 'min_words' => 3 ) ),
		'settings' => array(
			'message_location' => 'top',
			'success_message'  => 'Thanks for your message! We will get back to you soon.',
			'ajax_submission'  => true,
			'process_text'     => 'Sending…',
			'submit_label'     => 'Send message',
		),
	),
	'everything' => array(
		'title'    => 'Every field',
		'content'  => "<!-- wp:heading {\"level\":3} -->\n<h3 class=\"wp-block-heading\">About you</h3>\n<!-- /wp:heading -->\n\n"
			. vista_demo_columns(
				vista_demo_field( 'text', 'first_name', array( 'label' => 'First name', 'required' => true, 'autocomplete' => 'given-name', 'placeholder' => 'Ada' ) ),
				vista_demo_field( 'text', 'last_name', array( 'label' => 'Last name', 'required' => true, 'autocomplete' => 'family-name', 'placeholder' => 'Lovelace' ) )
			)
			. vista_demo_field( 'email', 'email', array( 'label' => 'Email', 'required' => true, 'confirm' => true, 'description' => 'We reply to this address.' ) )
			. vista_demo_field( 'password', 'password', array( 'label' => 'Password', 'confirm' => true, 'min_length' => 8 ) )
			. vista_demo_field( 'phone', 'phone', array( 'label' => 'Phone', 'smart_phone' => true ) )
			. vista_demo_field( 'url', 'website', array( 'label' => 'Website', 'placeholder' => 'https://example.com' ) )
			. vista_demo_field( 'address', 'address', array( 'label' => 'Address' ) )
			. vista_demo_field( 'country', 'country', array( 'label' => 'Country of residence', 'default' => 'FR' ) )
			. "<!-- wp:heading {\"level\":3} -->\n<h3 class=\"wp-block-heading\">Your project</h3>\n<!-- /wp:heading -->\n\n"
			. vista_demo_field( 'select', 'topic', array( 'label' => 'Topic', 'required' => true, 'placeholder' => 'Choose a topic', 'choices' => $vista_choices( array( 'Photography', 'Video', 'Web design', 'Print', 'Events', 'Weddings', 'Portraits', 'Products', 'Architecture', 'Nature', 'Travel', 'Food' ) ) ) )
			. vista_demo_field( 'radio', 'contact_by', array( 'label' => 'Contact me by', 'required' => true, 'choices' => $vista_choices( array( 'Email', 'Phone', 'Post' ) ), 'default' => 'Email' ) )
			. vista_demo_field( 'checkbox', 'services', array( 'label' => 'Services', 'choices' => $vista_choices( array( 'Shooting', 'Editing', 'Printing', 'Framing' ) ), 'choice_limit' => 3, 'description' => 'Pick up to three.' ) )
			. vista_demo_field( 'number', 'guests', array( 'label' => 'Number of guests', 'min' => '1', 'max' => '500', 'step' => '1' ) )
			. vista_demo_field( 'date-time', 'event_date', array( 'label' => 'Event date', 'required' => true, 'date' => array( 'mode' => 'single', 'dateFormat' => 'Y-m-d', 'minDate' => 'today', 'maxDate' => '', 'minDateRange' => '', 'maxDateRange' => '', 'disableDates' => '2030-12-25', 'pastDisableDate' => true, 'dateTime' => 'date', 'timeInterval' => 5, 'style' => 'picker', 'minHour' => 0, 'maxHour' => 23, 'minMinute' => 0, 'maxMinute' => 59 ) ) )
			. vista_demo_field( 'date-time', 'call_time', array( 'label' => 'Best time to call', 'date' => array( 'mode' => 'single', 'dateFormat' => 'H:i', 'minDate' => '', 'maxDate' => '', 'minDateRange' => '', 'maxDateRange' => '', 'disableDates' => '', 'pastDisableDate' => false, 'dateTime' => 'time', 'timeInterval' => 15, 'style' => 'dropdown', 'minHour' => 8, 'maxHour' => 18, 'minMinute' => 0, 'maxMinute' => 45 ) ) )
			. vista_demo_field( 'range-slider', 'budget', array( 'label' => 'Budget (k€)', 'min' => '1', 'max' => '50', 'step' => '1', 'default' => '10' ) )
			. vista_demo_field( 'text', 'reference', array( 'label' => 'Order reference (SSN format)', 'mask' => 'ssn', 'placeholder' => '123-45-6789' ) )
			. vista_demo_field( 'text', 'server_ip', array( 'label' => 'Server IP', 'mask' => 'ip' ) )
			. vista_demo_field( 'text', 'vehicle', array( 'label' => 'Vehicle (VIN)', 'mask' => 'vin' ) )
			. vista_demo_field( 'text', 'postcode', array( 'label' => 'Postcode (custom mask)', 'mask' => '99999' ) )
			. vista_demo_field( 'textarea', 'details', array( 'label' => 'Details', 'required' => true, 'min_words' => 5, 'min_length' => 20, 'placeholder' => 'Tell us about your project' ) )
			. vista_demo_field( 'likert', 'satisfaction', array( 'label' => 'How satisfied are you with…', 'required' => true, 'rows' => array( 'Our website', 'Our prices', 'Our support' ), 'columns' => array( 'Unhappy', 'Neutral', 'Happy' ) ) )
			. vista_demo_field( 'scale-rating', 'recommend', array( 'label' => 'How likely are you to recommend us?', 'scale_min' => 0, 'scale_max' => 10 ) )
			. vista_demo_field( 'rating', 'stars', array( 'label' => 'Rate your last visit', 'max_rating' => 5 ) )
			. "<!-- wp:heading {\"level\":3} -->\n<h3 class=\"wp-block-heading\">Files and payment</h3>\n<!-- /wp:heading -->\n\n"
			. vista_demo_field( 'image-upload', 'photo', array( 'label' => 'A photo of the venue', 'extensions' => 'jpg,jpeg,png', 'max_size_mb' => 2, 'max_files' => 1 ) )
			. vista_demo_field( 'file-upload', 'brief', array( 'label' => 'Your brief', 'extensions' => 'pdf,txt', 'max_size_mb' => 1, 'max_files' => 1 ) )
			. vista_demo_field( 'payment-single', 'deposit', array( 'label' => 'Deposit', 'price' => '50.00', 'currency_symbol' => '€' ) )
			. vista_demo_field( 'payment-checkbox', 'extras', array( 'label' => 'Extras', 'currency_symbol' => '€', 'choices' => array( array( 'label' => 'Photo album', 'value' => '120.00' ), array( 'label' => 'Second photographer', 'value' => '300.00' ), array( 'label' => 'Drone shots', 'value' => '150.00' ) ) ) )
			. vista_demo_field( 'credit-card', 'card', array( 'label' => 'Card' ) )
			. vista_demo_field( 'signature', 'signature', array( 'label' => 'Signature' ) )
			. vista_demo_field( 'hidden', 'source', array( 'label' => 'Source', 'default' => 'demo-page' ) )
			. vista_demo_field( 'privacy-policy', 'consent', array( 'label' => 'Privacy', 'required' => true, 'privacy_text' => 'I agree to the <a href="/privacy-policy/">privacy policy</a>.' ) ),
		'settings' => array(
			'message_location'          => 'top',
			'success_message'           => 'Thank you! Your request has been received.',
			'form_state_type'           => 'reset',
			'ajax_submission'           => true,
			'process_text'              => 'Sending…',
			'submit_label'              => 'Send request',
			'submission_message_scroll' => true,
		),
	),
);
