/**
 * Slideshow music (000 §3.8 `enable_slideshow_music`): a track from the Media Library plays with
 * the slideshow's autoplay once the visitor has interacted with the page, pauses with it, and has
 * a mute button for keyboards and screen readers; a slideshow without music makes no audio
 * element and no request for one.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Page } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { visitor, watchForErrors } from '../utils/site';
import { galleryPost } from './helpers';

test.use( visitor );

/**
 * Two seconds of a 440 Hz tone as an 8-bit, 8 kHz mono WAV file.
 */
function toneWav(): Buffer {
	const rate = 8000;
	const samples = rate * 2;
	const data = Buffer.alloc( samples );
	for ( let i = 0; i < samples; i++ ) {
		data[ i ] =
			128 +
			Math.round( 60 * Math.sin( ( 2 * Math.PI * 440 * i ) / rate ) );
	}
	const header = Buffer.alloc( 44 );
	header.write( 'RIFF', 0 );
	header.writeUInt32LE( 36 + samples, 4 );
	header.write( 'WAVEfmt ', 8 );
	header.writeUInt32LE( 16, 16 );
	header.writeUInt16LE( 1, 20 );
	header.writeUInt16LE( 1, 22 );
	header.writeUInt32LE( rate, 24 );
	header.writeUInt32LE( rate, 28 );
	header.writeUInt16LE( 1, 32 );
	header.writeUInt16LE( 8, 34 );
	header.write( 'data', 36 );
	header.writeUInt32LE( samples, 40 );
	return Buffer.concat( [ header, data ] );
}

const music = ( page: Page ) =>
	page.evaluate( () => {
		const audio = document.querySelector< HTMLAudioElement >(
			'audio.vista-slideshow__music'
		);
		return audio ? { playing: ! audio.paused, muted: audio.muted } : null;
	} );

/**
 * Makes the page report user activation only after a trusted input event, as a visitor's browser
 * does. Playwright's Chromium evaluates every locator check with CDP's userGesture set, which grants
 * the page activation without any input: a check that ran before the slideshow's script made the
 * music start at once (1 run in 20 failed so).
 * @param page The visitor's page.
 */
const activationOnlyByInput = ( page: Page ) =>
	page.addInitScript( () => {
		let active = false;
		for ( const name of [ 'pointerdown', 'keydown', 'touchend' ] ) {
			window.addEventListener(
				name,
				( event ) => {
					active ||= event.isTrusted;
				},
				true
			);
		}
		Object.defineProperty( Navigator.prototype, 'userActivation', {
			configurable: true,
			get: () => ( { hasBeenActive: active, isActive: active } ),
		} );
	} );

const slideshow = {
	layout: 'slideshow',
	gallerySlug: 'skies',
	slideshowAutoplay: true,
};

test( 'the track plays with the autoplay after an interaction, mutes and pauses with it', async ( {
	page,
	requestUtils,
} ) => {
	const file = path.join( os.tmpdir(), `vista-music-${ Date.now() }.wav` );
	fs.writeFileSync( file, toneWav() );
	const track = ( await requestUtils.uploadMedia( file ) ) as unknown as {
		id: number;
		source_url: string;
	};
	const url = await galleryPost( requestUtils, 'Slideshow music', [
		{ ...slideshow, slideshowMusic: true, slideshowMusicId: track.id },
		{ ...slideshow },
	] );
	const asked: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().endsWith( '.wav' ) ) {
			asked.push( request.url() );
		}
	} );
	const errors = watchForErrors( page );
	await activationOnlyByInput( page );
	await page.goto( url );
	const first = page.locator( '[data-gallery-n="1"] .vista-slideshow' );
	await expect( first ).toHaveClass( /is-enhanced/ );
	await expect( first.locator( '.vista-slideshow__play' ) ).toHaveClass(
		/is-playing/
	);
	// Autoplay runs, but the visitor has done nothing yet: no sound, no track requested.
	await page.waitForLoadState( 'networkidle' );
	expect( await music( page ) ).toBeNull();
	expect( asked ).toEqual( [] );
	// The other slideshow has no music: no button.
	await expect(
		page.locator( '[data-gallery-n="2"] .vista-slideshow__mute' )
	).toHaveCount( 0 );

	// An interaction with the page: the track plays.
	await page.locator( 'h1' ).first().click();
	await expect
		.poll( () => music( page ) )
		.toEqual( {
			playing: true,
			muted: false,
		} );
	expect( asked[ 0 ] ).toBe( track.source_url );

	// The mute button, by keyboard, with its state and label for screen readers.
	const mute = page.getByRole( 'button', {
		name: 'Mute the slideshow music',
	} );
	await expect( mute ).toHaveAttribute( 'aria-pressed', 'false' );
	await mute.focus();
	await page.keyboard.press( 'Enter' );
	const unmute = page.getByRole( 'button', {
		name: 'Unmute the slideshow music',
	} );
	await expect( unmute ).toHaveAttribute( 'aria-pressed', 'true' );
	expect( await music( page ) ).toEqual( { playing: true, muted: true } );
	await page.keyboard.press( 'Space' );
	await expect( mute ).toHaveAttribute( 'aria-pressed', 'false' );
	expect( ( await music( page ) )?.muted ).toBe( false );

	// Pausing the slideshow pauses the music; playing again resumes it.
	await first.locator( '.vista-slideshow__play' ).click();
	await expect( first.locator( '.vista-slideshow__play' ) ).not.toHaveClass(
		/is-playing/
	);
	await expect
		.poll( async () => ( await music( page ) )?.playing )
		.toBe( false );
	await first.locator( '.vista-slideshow__play' ).click();
	await expect
		.poll( async () => ( await music( page ) )?.playing )
		.toBe( true );
	expect( errors ).toEqual( [] );
	fs.rmSync( file, { force: true } );
} );
