/**
 * The popup's slides as media: stopping the players of a slide that leaves, and marking an image
 * ready once decoded.
 */

/**
 * Stops the players of a slide that is leaving: YouTube and Vimeo by their message API, other
 * frames by reloading them, video and audio elements by pausing.
 * @param slide The slide.
 */
export function pauseMedia( slide: Element | null | undefined ): void {
	slide?.querySelectorAll( 'iframe' ).forEach( ( frame ) => {
		const player = frame.contentWindow;
		if ( /youtube(-nocookie)?\.com/.test( frame.src ) ) {
			player?.postMessage(
				'{"event":"command","func":"pauseVideo","args":""}',
				'*'
			);
		} else if ( /vimeo\.com/.test( frame.src ) ) {
			player?.postMessage( '{"method":"pause"}', '*' );
		} else {
			frame.setAttribute( 'src', frame.src );
		}
	} );
	slide
		?.querySelectorAll( 'video, audio' )
		.forEach( ( media ) => ( media as HTMLMediaElement ).pause() );
}

/**
 * Marks the current image as shown once it is decoded (the bench and the tests wait for this).
 * @param image The image element.
 */
export function markReady( image: HTMLImageElement ): void {
	const done = () =>
		image
			.closest( '.vista-lightbox__slide' )
			?.setAttribute( 'data-ready', '' );
	image.decode().then( done, done );
}
