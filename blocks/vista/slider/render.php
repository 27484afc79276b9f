<?php
/**
 * Server render of vista/slider (000 §2.5, §9.4): every inner block is a slide in a list that
 * scrolls sideways by itself, so the slides are all readable without JavaScript; the view script
 * turns it into a slider with the kind's numbers.
 *
 * @package Vista\Theme
 *
 * @var array<string, mixed> $attributes Block attributes.
 * @var \WP_Block            $block      The block, with its inner blocks.
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$vista_labels = array(
	'hero'         => __( 'Highlights', 'vista' ),
	'testimonials' => __( 'Testimonials', 'vista' ),
	'logos'        => __( 'Our clients', 'vista' ),
);
$vista_kind   = isset( $attributes['kind'] ) && isset( $vista_labels[ $attributes['kind'] ] ) ? (string) $attributes['kind'] : 'hero';
$vista_label  = isset( $attributes['label'] ) && '' !== trim( (string) $attributes['label'] ) ? (string) $attributes['label'] : $vista_labels[ $vista_kind ];

$vista_slides = '';
foreach ( $block->inner_blocks as $vista_inner ) {
	$vista_slide   = $vista_inner->render();
	$vista_slides .= '<li class="splide__slide">' . ( '' === $vista_slides ? $vista_slide : \Vista\Theme\SlideImages::later_slide( $vista_slide ) ) . '</li>';
}
if ( '' === $vista_slides ) {
	return;
}
// Splide's labels, in the site's language (its defaults are English).
$vista_i18n = array(
	'prev'       => __( 'Previous slide', 'vista' ),
	'next'       => __( 'Next slide', 'vista' ),
	'first'      => __( 'Go to first slide', 'vista' ),
	'last'       => __( 'Go to last slide', 'vista' ),
	/* translators: %s: slide number. */
	'slideX'     => __( 'Go to slide %s', 'vista' ),
	/* translators: %s: page number. */
	'pageX'      => __( 'Go to page %s', 'vista' ),
	'play'       => __( 'Start autoplay', 'vista' ),
	'pause'      => __( 'Pause autoplay', 'vista' ),
	'carousel'   => __( 'carousel', 'vista' ),
	'select'     => __( 'Select a slide to show', 'vista' ),
	'slide'      => __( 'slide', 'vista' ),
	/* translators: first %s: slide number, second %s: number of slides (Splide fills them in order). */
	'slideLabel' => __( '%s of %s', 'vista' ),
);
?>
<section <?php echo get_block_wrapper_attributes( // Escaped by core.
	array(
		'class'              => 'splide vista-slider vista-slider--' . $vista_kind,
		'aria-label'         => $vista_label,
		'data-vista-feature' => 'slider',
		'data-vista-slider'  => $vista_kind,
		'data-vista-slider-i18n' => (string) wp_json_encode( $vista_i18n ),
	)
); ?>>
	<div class="splide__track">
		<ul class="splide__list"><?php echo $vista_slides; // Rendered blocks. ?></ul>
	</div>
</section>
