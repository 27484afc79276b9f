/**
 * The popup over a window of a large gallery (issue 36 goal 2): the windows join into one run,
 * and a step past the window's edge fetches the next window and then shows its first image.
 */
import { act } from 'react';
import { createRoot } from '@wordpress/element';
import Lightbox from '../../../../src/gallery/lightbox/Lightbox';
import {
	joinWindows,
	nextWindowStart,
	windowUrl,
	type ImageWindow,
} from '../../../../src/gallery/lightbox/image-window';
import type {
	LightboxImage,
	LightboxSettings,
} from '../../../../src/gallery/common/lightbox-types';

(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;

const image = ( id: number ) =>
	( {
		id,
		alt: `Image ${ id }`,
		description: '',
		filetype: 'JPG',
		image_url: `/img/${ id }.jpg`,
		thumb_url: `/img/${ id }-thumb.jpg`,
		pure_image_url: `/img/${ id }.jpg`,
		filename: `${ id }.jpg`,
		image_width: 800,
		image_height: 600,
		hit_count: 0,
		comment_count: 0,
		pricelist: 0,
		embed_html: '',
	} ) as unknown as LightboxImage;

/**
 * Images of ids from … to - 1, the id being the index in a list of 40.
 * @param from First id.
 * @param to   Past the last id.
 */
const range = ( from: number, to: number ) =>
	Array.from( { length: to - from }, ( _, at ) => image( from + at ) );

const win = ( from: number, to: number ): ImageWindow => ( {
	images: range( from, to ),
	offset: from,
	total: 40,
} );

describe( 'image windows', () => {
	it( 'join when they touch, keeping the images held, and say how indexes move', () => {
		const held = win( 10, 20 );
		held.images[ 0 ] = { ...held.images[ 0 ], hit_count: 7 };
		const before = joinWindows( held, win( 0, 10 ) );
		expect( before.win.offset ).toBe( 0 );
		expect( before.win.images.map( ( entry ) => entry.id ) ).toEqual(
			range( 0, 20 ).map( ( entry ) => entry.id )
		);
		expect( before.win.images[ 10 ].hit_count ).toBe( 7 );
		expect( before.shift ).toBe( 10 );
		const after = joinWindows( held, win( 15, 35 ) );
		expect( after.win.images ).toHaveLength( 25 );
		expect( after.shift ).toBe( 0 );
		const apart = joinWindows( held, win( 30, 40 ) );
		expect( apart.win.offset ).toBe( 30 );
		expect( apart.shift ).toBe( -20 );
	} );

	it( 'ask for the next one near an edge only when the list goes on', () => {
		expect( nextWindowStart( win( 10, 30 ), 16 ) ).toBe( 30 );
		expect( nextWindowStart( win( 10, 30 ), 10 ) ).toBeNull();
		expect( nextWindowStart( win( 10, 30 ), 2 ) ).toBe( 0 );
		expect( nextWindowStart( win( 20, 40 ), 19 ) ).toBeNull();
	} );

	it( 'are asked of the call that opened the popup, with its filters', () => {
		const url = new URL(
			windowUrl(
				'http://localhost/wp-admin/admin-ajax.php?action=vista_gallery_lightbox&image_id=12&filtersortby=title&open_comment=1',
				30
			)
		);
		expect( url.searchParams.get( 'window_start' ) ).toBe( '30' );
		expect( url.searchParams.get( 'window_size' ) ).toBe( '20' );
		expect( url.searchParams.get( 'image_id' ) ).toBe( '12' );
		expect( url.searchParams.get( 'filtersortby' ) ).toBe( 'title' );
		expect( url.searchParams.has( 'open_comment' ) ).toBe( false );
	} );
} );

describe( 'Lightbox over a window', () => {
	let container: HTMLDivElement;
	let root: ReturnType< typeof createRoot >;
	const asked: string[] = [];

	beforeEach( async () => {
		asked.length = 0;
		global.fetch = jest.fn( async ( url: string ) => {
			asked.push( url );
			const start = Number(
				new URL( url ).searchParams.get( 'window_start' )
			);
			const settings = {
				data: range( start, Math.min( 40, start + 20 ) ),
				data_offset: start,
				data_total: 40,
			};
			return {
				ok: true,
				text: async () =>
					`<div class="vista-lightbox-data" data-settings="${ JSON.stringify(
						settings
					).replace( /"/g, '&quot;' ) }"></div>`,
			};
		} ) as unknown as typeof fetch;
		const wire = {
			data: range( 10, 13 ),
			data_offset: 10,
			data_total: 40,
			data_url:
				'http://localhost/wp-admin/admin-ajax.php?action=vista_gallery_lightbox&image_id=12',
			current_image_id: 12,
			gallery_id: 2,
			enable_loop: 0,
			bwg_image_effect: 'none',
			slideshow_interval: 5,
			slideshow_effect_duration: 0,
			popup_enable_ctrl_btn: 1,
			lightbox_ctrl_btn_pos: 'bottom',
			enable_image_filmstrip: 0,
			lightbox_filmstrip_pos: 'bottom',
			lightbox_info_pos: 'top',
			lightbox_rate_pos: 'bottom',
			lightbox_hit_pos: 'bottom',
			lightbox_comment_pos: 'right',
			watermark: null,
			rate_url: '',
		} as unknown as LightboxSettings;
		container = document.createElement( 'div' );
		document.body.append( container );
		root = createRoot( container );
		await act( async () =>
			root.render( <Lightbox settings={ wire } onClose={ () => {} } /> )
		);
	} );

	afterEach( () => {
		act( () => root.unmount() );
		container.remove();
	} );

	const shownId = () =>
		container
			.querySelector( '.vista-lightbox__slide.is-current' )
			?.getAttribute( 'data-image-id' );

	it( 'goes on past the window, counting in the whole list', async () => {
		expect( shownId() ).toBe( '12' );
		await act( async () => {
			document.dispatchEvent(
				new KeyboardEvent( 'keydown', {
					key: 'ArrowRight',
					bubbles: true,
				} )
			);
		} );
		expect( shownId() ).toBe( '13' );
		expect(
			asked.map( ( url ) =>
				new URL( url ).searchParams.get( 'window_start' )
			)
		).toContain( '13' );
		expect(
			container.querySelector( '[aria-live="polite"]' )?.textContent
		).toBe( 'Image 14 of 40: Image 13' );
		// Back before the first window: the one before it is fetched and joined.
		for ( let press = 0; press < 4; press++ ) {
			await act( async () => {
				document.dispatchEvent(
					new KeyboardEvent( 'keydown', {
						key: 'ArrowLeft',
						bubbles: true,
					} )
				);
			} );
		}
		expect( shownId() ).toBe( '9' );
	} );
} );
