/**
 * The lightbox's media check (000 §9.2, every 200 ms): while an embedded video of the image shown
 * plays, the slideshow's autoplay waits; once it stops, autoplay goes on an interval later. The
 * player is a stand-in for YouTube's embed (the test site has no way out), answering the iframe
 * API's documented `listening` handshake with `onStateChange` messages. Page time only
 * (page.clock), however slow the machine.
 */
import type { Frame, Page } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { visitor, watchForErrors } from '../utils/site';
import { stopClock } from '../theme/theme-site';
import {
	currentSlide,
	lightboxPost,
	openPage,
	popup,
	thumbLink,
} from './lightbox-helpers';

test.use( visitor );

/** YouTube's player, as far as its iframe API goes: the handshake and state changes. */
const STAND_IN_PLAYER = `<!doctype html><title>stand-in</title><script>
let parentWindow = null;
addEventListener( 'message', ( event ) => {
	let message = {};
	try { message = JSON.parse( event.data ); } catch ( error ) { return; }
	if ( message.event === 'listening' ) {
		parentWindow = event.source;
		document.title = 'listening';
	} else if ( message.func === 'pauseVideo' ) {
		send( 2 );
	}
} );
function send( state ) {
	parentWindow.postMessage( JSON.stringify( { event: 'onStateChange', info: state, id: 'vista' } ), '*' );
}
window.playVideo = () => send( 1 );
window.stopVideo = () => send( 0 );
</script>`;

const INTERVAL_S = 2;

async function standInFrame( page: Page ): Promise< Frame > {
	await expect
		.poll( () =>
			page
				.frames()
				.some( ( frame ) => frame.url().includes( 'stand-in-' ) )
		)
		.toBe( true );
	return page
		.frames()
		.find( ( frame ) => frame.url().includes( 'stand-in-' ) )!;
}

/**
 * Runs the page clock in media-check steps until the popup's marker is as wanted.
 * @param page    The page.
 * @param playing Whether the popup should say media plays.
 */
async function untilMarked( page: Page, playing: boolean ) {
	await expect
		.poll( async () => {
			await page.clock.runFor( 200 );
			return (
				( await popup( page ).getAttribute( 'data-media-playing' ) ) !==
				null
			);
		} )
		.toBe( playing );
}

test( 'stand-in YouTube player: autoplay waits while the embedded video plays', async ( {
	page,
	requestUtils,
} ) => {
	await page.route( 'https://www.youtube-nocookie.com/embed/**', ( route ) =>
		route.fulfill( { contentType: 'text/html', body: STAND_IN_PLAYER } )
	);
	const url = await lightboxPost( requestUtils, 'Lightbox media check' );
	const errors = watchForErrors( page );
	await stopClock( page );
	const { settings } = await openPage(
		page,
		url,
		{
			open_with_autoplay: 1,
			slideshow_interval: INTERVAL_S,
			slideshow_effect_duration: 0.2,
		},
		( index ) =>
			index === 1
				? {
						filetype: 'EMBED_OEMBED_YOUTUBE_VIDEO',
						embed_html:
							'<iframe class="vista-embed vista-embed--player" src="https://www.youtube-nocookie.com/embed/stand-in-1?enablejsapi=1" title="Video" width="800" height="450"></iframe>',
					}
				: {}
	);
	const ids = settings.data.map( ( image ) => String( image.id ) );
	await thumbLink( page, 1 ).click();
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		ids[ 1 ]
	);
	const player = await standInFrame( page );
	// The popup asked the player to report (the iframe API's handshake).
	await expect.poll( () => player.title() ).toBe( 'listening' );

	await player.evaluate( () =>
		( window as unknown as { playVideo: () => void } ).playVideo()
	);
	await untilMarked( page, true );
	// Three intervals of page time: the video plays on, the slideshow waits.
	await page.clock.runFor( 3 * INTERVAL_S * 1000 );
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		ids[ 1 ]
	);

	// The video ends: an interval later the next image comes.
	await player.evaluate( () =>
		( window as unknown as { stopVideo: () => void } ).stopVideo()
	);
	await untilMarked( page, false );
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		ids[ 1 ]
	);
	await page.clock.runFor( INTERVAL_S * 1000 );
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		ids[ 2 ]
	);
	expect( errors ).toEqual( [] );
} );

test( 'images without media: autoplay goes on at its interval', async ( {
	page,
	requestUtils,
} ) => {
	const url = await lightboxPost( requestUtils, 'Lightbox media check off' );
	await stopClock( page );
	const { settings } = await openPage( page, url, {
		open_with_autoplay: 1,
		slideshow_interval: INTERVAL_S,
		slideshow_effect_duration: 0.2,
	} );
	const ids = settings.data.map( ( image ) => String( image.id ) );
	await thumbLink( page, 0 ).click();
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		ids[ 0 ]
	);
	await page.clock.runFor( INTERVAL_S * 1000 - 200 );
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		ids[ 0 ]
	);
	await expect( popup( page ) ).not.toHaveAttribute( 'data-media-playing' );
	await page.clock.runFor( 400 );
	await expect( currentSlide( page ) ).toHaveAttribute(
		'data-image-id',
		ids[ 1 ]
	);
} );
