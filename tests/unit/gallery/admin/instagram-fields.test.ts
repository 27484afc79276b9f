import {
	initialInstagramFields,
	updateFlagOf,
	wholePostOf,
	withGallery,
} from '../../../../src/gallery/admin/instagram-fields';

describe( 'the Instagram import fields', () => {
	it( 'turns a daily replace into a daily add once an existing gallery is chosen', () => {
		const fields = {
			...initialInstagramFields(),
			update_flag: 'replace' as const,
		};
		expect( withGallery( fields, '12' ) ).toMatchObject( {
			gallery_id: '12',
			update_flag: 'add',
		} );
		// A new gallery may be replaced daily.
		expect( withGallery( fields, '' ) ).toMatchObject( {
			gallery_id: '',
			update_flag: 'replace',
		} );
	} );

	it( 'keeps the other update choices when a gallery is chosen', () => {
		const once = initialInstagramFields();
		expect( withGallery( once, '12' ).update_flag ).toBe( '' );
		expect(
			withGallery( { ...once, update_flag: 'add' }, '12' ).update_flag
		).toBe( 'add' );
	} );

	it( 'reads only the choices the radios offer', () => {
		expect( updateFlagOf( 'add' ) ).toBe( 'add' );
		expect( updateFlagOf( 'replace' ) ).toBe( 'replace' );
		expect( updateFlagOf( 'weekly' ) ).toBe( '' );
		expect( wholePostOf( '1' ) ).toBe( '1' );
		expect( wholePostOf( 'yes' ) ).toBe( '0' );
	} );
} );
