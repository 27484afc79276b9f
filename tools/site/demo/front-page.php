<?php
/**
 * The demo site's front page: a one-page site built from the theme's parts (issue 17): the hero
 * slider, sections reached from the menu, counters, testimonials, client logos, a parallax cover,
 * an embedded video, and the links to every other demo page. Also the header menu that reaches
 * those sections.
 *
 * @package Vista\Tools
 */

declare( strict_types=1 );

/**
 * One block's comment delimiters around its HTML.
 *
 * @param string               $name       Block name without "core/".
 * @param array<string, mixed> $attributes Attributes.
 * @param string               $html       Saved HTML; empty for a self-closing block.
 */
function vista_demo_block( string $name, array $attributes, string $html = '' ): string {
	$json = $attributes ? ' ' . wp_json_encode( $attributes, JSON_UNESCAPED_SLASHES ) : '';
	if ( '' === $html ) {
		return "<!-- wp:{$name}{$json} /-->\n";
	}
	return "<!-- wp:{$name}{$json} -->\n{$html}\n<!-- /wp:{$name} -->\n";
}

/**
 * A cover block with an image from the Media Library.
 *
 * @param int    $image      Attachment id.
 * @param string $inner      Inner blocks.
 * @param int    $min_height Height in px.
 * @param string $class_name Extra class (a block style).
 */
function vista_demo_cover( int $image, string $inner, int $min_height, string $class_name = '' ): string {
	$url        = (string) wp_get_attachment_image_url( $image, 'large' );
	$attributes = array(
		'url'       => $url,
		'id'        => $image,
		'dimRatio'  => 40,
		'minHeight' => $min_height,
		'isDark'    => true,
	);
	if ( '' !== $class_name ) {
		$attributes['className'] = $class_name;
	}
	return vista_demo_block(
		'cover',
		$attributes,
		sprintf(
			'<div class="wp-block-cover is-dark%1$s" style="min-height:%2$dpx"><img class="wp-block-cover__image-background wp-image-%3$d" alt="" src="%4$s" data-object-fit="cover"/><span aria-hidden="true" class="wp-block-cover__background has-background-dim-40 has-background-dim"></span><div class="wp-block-cover__inner-container">%5$s</div></div>',
			'' !== $class_name ? ' ' . esc_attr( $class_name ) : '',
			$min_height,
			$image,
			esc_url( $url ),
			$inner
		)
	);
}

/**
 * A heading block.
 *
 * @param string $text  Text.
 * @param int    $level Level.
 * @param string $align Text alignment, or empty.
 */
function vista_demo_heading( string $text, int $level = 2, string $align = '' ): string {
	$attributes = 2 === $level ? array() : array( 'level' => $level );
	$class      = 'wp-block-heading';
	if ( '' !== $align ) {
		$attributes['textAlign'] = $align;
		$class                  .= ' has-text-align-' . $align;
	}
	return vista_demo_block( 'heading', $attributes, sprintf( '<h%1$d class="%2$s">%3$s</h%1$d>', $level, $class, esc_html( $text ) ) );
}

/**
 * A paragraph block.
 *
 * @param string $html Inline HTML.
 */
function vista_demo_paragraph( string $html ): string {
	return vista_demo_block( 'paragraph', array(), "<p>{$html}</p>" );
}

/**
 * A section reached from the menu: a group with an anchor.
 *
 * @param string $anchor     Its id.
 * @param string $inner      Inner blocks.
 * @param string $class_name Extra class.
 */
function vista_demo_section( string $anchor, string $inner, string $class_name = '' ): string {
	$attributes = array(
		'anchor' => $anchor,
		'layout' => array( 'type' => 'constrained' ),
	);
	if ( '' !== $class_name ) {
		$attributes['className'] = $class_name;
	}
	return vista_demo_block(
		'group',
		$attributes,
		sprintf( '<div id="%1$s" class="wp-block-group%2$s">%3$s</div>', esc_attr( $anchor ), '' !== $class_name ? ' ' . esc_attr( $class_name ) : '', $inner )
	);
}

/**
 * The front page's blocks.
 *
 * @param string[] $links   List items linking the other demo pages.
 * @param int[]    $samples Sample image ids.
 */
function vista_demo_front_page( array $links, array $samples ): string {
	$image  = static fn ( int $n ): int => (int) $samples[ $n % max( 1, count( $samples ) ) ];
	$slides = '';
	foreach ( array( 'Photo galleries that load fast', 'Forms that never lose a word', 'Statistics you own' ) as $n => $title ) {
		$slides .= vista_demo_cover( $image( $n ), vista_demo_heading( $title, 2, 'center' ) . vista_demo_paragraph( 'Slide ' . ( $n + 1 ) . ' of the Vista hero slider.' ), 420 );
	}
	$content = vista_demo_block( 'vista/slider', array( 'align' => 'full' ), $slides );

	$services = vista_demo_heading( 'What we do' );
	foreach ( array( 'Galleries and albums with a lightbox.', 'Forms with payments and uploads.', 'Cookie consent that blocks what it should.' ) as $text ) {
		$services .= vista_demo_paragraph( esc_html( $text ) );
	}
	$content .= vista_demo_section( 'services', $services, 'is-style-vista-stretch has-accent-5-background-color has-background' );

	$counters = '';
	foreach ( array( array( 1250, '', '', 'Happy visitors' ), array( 98, '', '%', 'Satisfied owners' ), array( 24, '', '/7', 'Support' ) ) as [ $number, $prefix, $suffix, $label ] ) {
		$counters .= vista_demo_block(
			'column',
			array(),
			'<div class="wp-block-column">' . vista_demo_block(
				'vista/counter',
				array(
					'number' => $number,
					'prefix' => $prefix,
					'suffix' => $suffix,
					'label'  => $label,
				)
			) . '</div>'
		);
	}
	$content .= vista_demo_section(
		'numbers',
		vista_demo_heading( 'In numbers' )
			. vista_demo_block( 'columns', array(), '<div class="wp-block-columns">' . $counters . '</div>' )
			. vista_demo_paragraph( 'Over <span class="vista-count-up">250</span> pages built with the page-builder helpers.' )
	);

	$quotes = '';
	foreach ( array( 'Ana' => 'The gallery finally loads on my phone.', 'Ben' => 'Our forms stopped losing entries.', 'Chloe' => 'Setting up cookie consent took five minutes.', 'Dev' => 'The statistics match what we see in the logs.' ) as $name => $quote ) {
		$quotes .= vista_demo_block( 'quote', array(), '<blockquote class="wp-block-quote">' . vista_demo_paragraph( esc_html( $quote ) ) . '<cite>' . esc_html( $name ) . '</cite></blockquote>' );
	}
	$content .= vista_demo_section( 'testimonials', vista_demo_heading( 'What owners say' ) . vista_demo_block( 'vista/slider', array( 'kind' => 'testimonials' ), $quotes ) );

	$content .= vista_demo_cover( $image( 4 ), vista_demo_heading( 'A parallax cover', 2, 'center' ), 480, 'is-style-vista-parallax' );

	$logos = '';
	for ( $n = 0; $n < 6; $n++ ) {
		$id     = $image( $n + 6 );
		$logos .= vista_demo_block(
			'image',
			array(
				'id'       => $id,
				'sizeSlug' => 'thumbnail',
			),
			sprintf( '<figure class="wp-block-image size-thumbnail"><img src="%1$s" alt="Client %2$d" class="wp-image-%3$d" width="150" height="150"/></figure>', esc_url( (string) wp_get_attachment_image_url( $id, 'thumbnail' ) ), $n + 1, $id )
		);
	}
	$content .= vista_demo_section( 'clients', vista_demo_heading( 'Our clients' ) . vista_demo_block( 'vista/slider', array( 'kind' => 'logos' ), $logos ) );

	// A frame that keeps the demo offline, sized like a 16:9 player: its page (written into the
	// frame) plays the first sample clip of the video demo page, from the Media Library.
	$content .= vista_demo_section( 'video', vista_demo_heading( 'Watch' ) . vista_demo_block( 'html', array(), vista_demo_player() ) );

	$content .= vista_demo_section(
		'pages',
		vista_demo_heading( 'Every demo page' )
			. vista_demo_paragraph( 'Each page shows one Vista plugin at work.' )
			. vista_demo_block( 'list', array(), '<ul class="wp-block-list">' . implode( '', $links ) . '</ul>' )
	);
	return $content;
}

/**
 * The stand-in player of the front page's video section: a frame whose page is a video element
 * with the browser's controls, playing the first sample clip (a click on it plays it).
 */
function vista_demo_player(): string {
	$clips  = function_exists( 'vista_demo_video_clips' ) ? vista_demo_video_clips() : array();
	$clip   = $clips ? (string) wp_get_attachment_url( $clips[0] ) : '';
	$poster = $clips ? (string) get_the_post_thumbnail_url( $clips[0], 'full' ) : '';
	$page   = sprintf(
		'<body style="margin:0;height:100vh;background:#1d2b3a"><video controls playsinline preload="metadata" style="display:block;width:100%%;height:100%%" poster="%1$s" src="%2$s" aria-label="Vista demo video">Vista demo video</video></body>',
		esc_url( $poster ),
		esc_url( $clip )
	);
	return sprintf( '<iframe width="560" height="315" title="Vista demo video" srcdoc="%s"></iframe>', esc_attr( $page ) );
}

/**
 * The header menu: the front page's sections, then the demo pages in a submenu. WordPress's
 * navigation block shows the newest menu when the header names none.
 *
 * @param array<string, string> $pages Title => address of each demo page.
 */
function vista_demo_navigation( array $pages ): void {
	if ( get_page_by_path( 'vista-demo-menu', OBJECT, 'wp_navigation' ) ) {
		return;
	}
	$link  = static fn ( string $label, string $url ): string => vista_demo_block(
		'navigation-link',
		array(
			'label' => $label,
			'url'   => $url,
			'kind'  => 'custom',
		)
	);
	$items = '';
	foreach ( array( 'services' => 'Services', 'numbers' => 'Numbers', 'testimonials' => 'Testimonials', 'clients' => 'Clients', 'video' => 'Video' ) as $anchor => $label ) {
		$items .= $link( $label, home_url( '/#' . $anchor ) );
	}
	$demos = '';
	foreach ( $pages as $title => $url ) {
		$demos .= $link( $title, $url );
	}
	$items .= vista_demo_block(
		'navigation-submenu',
		array(
			'label' => 'Demos',
			'url'   => home_url( '/#pages' ),
			'kind'  => 'custom',
		),
		$demos
	);
	wp_insert_post(
		array(
			'post_type'    => 'wp_navigation',
			'post_status'  => 'publish',
			'post_name'    => 'vista-demo-menu',
			'post_title'   => 'Vista demo menu',
			'post_content' => $items,
		)
	);
}
