<?php
/**
 * Server render of vista/counter (000 §2.5, §4.7): the final number is in the page, so visitors
 * without JavaScript and screen readers read it (once: the counting copy is hidden from them).
 * The view script counts the visible copy up from 0 when it scrolls into view.
 *
 * @package Vista\Theme
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$vista_number   = is_numeric( $attributes['number'] ?? null ) ? (float) $attributes['number'] : 0.0;
$vista_decimals = min( 3, max( 0, strlen( (string) strrchr( rtrim( rtrim( sprintf( '%.3F', $vista_number ), '0' ), '.' ), '.' ) ) - 1 ) );
$vista_shown    = number_format_i18n( $vista_number, $vista_decimals );
$vista_prefix   = sanitize_text_field( (string) ( $attributes['prefix'] ?? '' ) );
$vista_suffix   = sanitize_text_field( (string) ( $attributes['suffix'] ?? '' ) );
$vista_label    = sanitize_text_field( (string) ( $attributes['label'] ?? '' ) );
// 000 §9.4 defaults; a step shorter than 4 ms or a count longer than 10 s helps no one.
$vista_delay = min( 1000, max( 4, (int) ( $attributes['delay'] ?? 10 ) ) );
$vista_time  = min( 10000, max( $vista_delay, (int) ( $attributes['time'] ?? 1000 ) ) );
$vista_count = array(
	'to'    => $vista_number,
	'delay' => $vista_delay,
	'time'  => $vista_time,
);
?>
<div <?php echo get_block_wrapper_attributes( // Escaped by core.
	array(
		'data-vista-feature' => 'counter',
		'data-vista-counter' => (string) wp_json_encode( $vista_count ),
	)
); ?>>
	<p class="vista-counter__value" aria-hidden="true"><?php echo esc_html( $vista_prefix ); ?><span class="vista-counter__number" style="min-width:<?php echo (int) strlen( $vista_shown ); ?>ch"><?php echo esc_html( $vista_shown ); ?></span><?php echo esc_html( $vista_suffix ); ?></p>
	<p class="screen-reader-text"><?php echo esc_html( trim( $vista_prefix . $vista_shown . $vista_suffix . ' ' . $vista_label ) ); ?></p>
	<?php if ( '' !== $vista_label ) : ?>
		<p class="vista-counter__label" aria-hidden="true"><?php echo esc_html( $vista_label ); ?></p>
	<?php endif; ?>
</div>
