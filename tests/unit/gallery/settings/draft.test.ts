/**
 * Galleries → Settings: the views list keeps the server's order, only changed fields are sent,
 * and the fields shown follow the watermark type.
 */
import {
	changedFields,
	draftFrom,
	togglePlace,
} from '../../../../src/gallery/settings/draft';
import { visibleFields } from '../../../../src/gallery/settings/visible-fields';
import type { GallerySettings } from '../../../../src/gallery/settings/types';

const saved: GallerySettings = {
	watermark_type: 'none',
	watermark_text: '',
	watermark_font_size: 24,
	watermark_color: '#ffffff',
	watermark_opacity: 60,
	watermark_position: 'bottom-right',
	watermark_image_id: 0,
	watermark_width: 120,
	watermark_height: 60,
	watermark_apply: [ 'image_browser', 'blog_style', 'slideshow', 'lightbox' ],
};

describe( 'togglePlace', () => {
	it( 'keeps the server order, so switching back is no change', () => {
		const off = togglePlace( saved.watermark_apply, 'blog_style', false );
		expect( off ).toEqual( [ 'image_browser', 'slideshow', 'lightbox' ] );
		const on = togglePlace( off, 'blog_style', true );
		expect( on ).toEqual( saved.watermark_apply );
		expect(
			changedFields( saved, {
				...draftFrom( saved ),
				watermark_apply: on,
			} )
		).toEqual( {} );
	} );
} );

describe( 'changedFields', () => {
	it( 'sends what changed, numbers as typed for the server to check', () => {
		const draft = {
			...draftFrom( saved ),
			watermark_type: 'text' as const,
			watermark_text: 'Mine',
			watermark_opacity: '12px',
		};
		expect( changedFields( saved, draft ) ).toEqual( {
			watermark_type: 'text',
			watermark_text: 'Mine',
			watermark_opacity: '12px',
		} );
	} );

	it( 'does not share the saved list with the draft', () => {
		const draft = draftFrom( saved );
		draft.watermark_apply.pop();
		expect( saved.watermark_apply ).toHaveLength( 4 );
	} );
} );

describe( 'visibleFields', () => {
	it( 'shows the fields of the chosen type', () => {
		expect( [ ...visibleFields( 'none' ) ] ).toEqual( [
			'watermark_type',
			'watermark_apply',
		] );
		expect( visibleFields( 'text' ).has( 'watermark_color' ) ).toBe( true );
		expect( visibleFields( 'text' ).has( 'watermark_image_id' ) ).toBe(
			false
		);
		expect( visibleFields( 'image' ).has( 'watermark_image_id' ) ).toBe(
			true
		);
		expect( visibleFields( 'image' ).has( 'watermark_text' ) ).toBe(
			false
		);
	} );
} );
