<?php
/**
 * The galleries' suggested text in Settings → Privacy → Policy Guide.
 *
 * @package Vista\Gallery
 */

declare( strict_types=1 );

namespace Vista\Gallery\Privacy;

defined( 'ABSPATH' ) || exit;

/**
 * What the plugin stores, for how long, and which cookies it sets.
 */
final class PolicyText {

	/**
	 * Suggests the text (admin_init).
	 */
	public static function suggest(): void {
		if ( function_exists( 'wp_add_privacy_policy_content' ) ) {
			wp_add_privacy_policy_content( __( 'Vista Gallery', 'vista-gallery' ), wp_kses_post( wpautop( self::text(), false ) ) );
		}
	}

	/**
	 * The text, paragraphs separated by blank lines.
	 */
	public static function text(): string {
		return implode(
			"\n\n",
			array(
				__( 'Comments on gallery images are WordPress comments: we store the name, e-mail address and text you enter, your IP address and your browser’s identification, and keep them until the comment is deleted. They are exported and erased with your other comments.', 'vista-gallery' ),
				__( 'Ratings: when you rate an image signed in, the rating is stored with your account; otherwise it is stored under a keyed hash of a random id in your browser and your IP address, which cannot be turned back into either and which we cannot tie to you. Ratings are kept as long as the image. When you ask us to erase your personal data, your ratings stay in the images’ averages without the link to your account.', 'vista-gallery' ),
				__( 'Print orders: we store the name, e-mail address, postal address and note you enter at checkout, with the prints you ordered and the total, until a site administrator deletes the order. When you ask us to erase your personal data, the order stays in our accounts without your name, e-mail address, postal address and note.', 'vista-gallery' ),
				sprintf(
					/* translators: 1: visitor cookie, 2: comment cookie, 3: cart cookie, 4: captcha cookie */
					__( 'Cookies: %1$s (a random id, one year) remembers the images you rated; %2$s (30 days) lets you delete a comment you posted without an account; %3$s (30 days, one day for a cart you never came back to) keeps your cart; %4$s (until you close the browser) checks the verification code of the comment form. None of them holds your name, e-mail address or IP address.', 'vista-gallery' ),
					'<code>vista_gallery_visitor</code>',
					'<code>vista_gallery_comment_{comment}</code>',
					'<code>vista_gallery_cart</code>',
					'<code>vista_gallery_captcha</code>'
				),
			)
		);
	}
}
