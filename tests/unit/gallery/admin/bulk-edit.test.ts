import {
	buildBulkRequest,
	emptyDraft,
	isEmptyRequest,
	mergeImages,
	sharedFields,
	showsMixed,
	tagSummary,
	toggledRemoval,
} from '../../../../src/gallery/admin/bulk-edit';
import type { GalleryImage } from '../../../../src/gallery/admin/types';

const image = ( id: number, fields: Partial< GalleryImage > = {} ) => ( {
	id,
	title: `Photo ${ id }`,
	alt_text: '',
	description: 'Same',
	redirect_url: '',
	filetype: '',
	embed_url: '',
	tags: [],
	thumb_url: '',
	filename: `photo-${ id }.jpg`,
	mime_type: 'image/jpeg',
	...fields,
} );

describe( 'bulk edit', () => {
	const images = [
		image( 1, { tags: [ 'sea', 'sky' ] } ),
		image( 2, { tags: [ 'sky' ] } ),
	];
	const shared = sharedFields( images );

	it( 'shows a shared value, or "mixed" where the images differ', () => {
		expect( shared.description ).toEqual( { value: 'Same', mixed: false } );
		expect( shared.title ).toEqual( { value: '', mixed: true } );
		expect( shared.alt_text ).toEqual( { value: '', mixed: false } );
	} );

	it( 'sorts tags into those on all images and those on some', () => {
		expect( tagSummary( images ) ).toEqual( {
			all: [ 'sky' ],
			some: [ 'sea' ],
		} );
		expect( tagSummary( [] ) ).toEqual( { all: [], some: [] } );
	} );

	it( 'sends only the fields the user changed', () => {
		const request = buildBulkRequest( [ 1, 2 ], shared, {
			fields: { title: ' Harbour ', description: 'Same', alt_text: '' },
			tagsAdd: [],
			tagsRemove: [],
		} );
		expect( request.changes ).toEqual( { title: 'Harbour' } );
		expect( request.ids ).toEqual( [ 1, 2 ] );
	} );

	it( 'sends a mixed field once typed in, even when emptied', () => {
		const request = buildBulkRequest( [ 1, 2 ], shared, {
			...emptyDraft(),
			fields: { title: '' },
		} );
		expect( request.changes ).toEqual( { title: '' } );
	} );

	it( 'sends the embed URL with a new file type, and clears it for a plain image', () => {
		expect(
			buildBulkRequest( [ 1 ], shared, {
				...emptyDraft(),
				fields: {
					filetype: 'VIMEO_VIDEO',
					embed_url: 'https://vimeo.com/1',
				},
			} ).changes
		).toEqual( {
			filetype: 'VIMEO_VIDEO',
			embed_url: 'https://vimeo.com/1',
		} );
		const embeds = sharedFields( [
			image( 1, { filetype: 'IMGUR', embed_url: 'https://imgur.com/a' } ),
		] );
		expect(
			buildBulkRequest( [ 1 ], embeds, {
				...emptyDraft(),
				fields: { filetype: '' },
			} ).changes
		).toEqual( { filetype: '', embed_url: '' } );
		expect(
			buildBulkRequest( [ 1 ], embeds, {
				...emptyDraft(),
				fields: { filetype: 'VIMEO_VIDEO' },
			} ).changes
		).toEqual( {
			filetype: 'VIMEO_VIDEO',
			embed_url: 'https://imgur.com/a',
		} );
	} );

	it( 'adds and removes tags, trimmed and once; adding wins over removing', () => {
		const request = buildBulkRequest( [ 1, 2 ], shared, {
			fields: {},
			tagsAdd: [ ' night ', 'night', '', 'sea' ],
			tagsRemove: [ 'sky', 'sea' ],
		} );
		expect( request.tags_add ).toEqual( [ 'night', 'sea' ] );
		expect( request.tags_remove ).toEqual( [ 'sky' ] );
	} );

	it( 'knows an empty request', () => {
		expect(
			isEmptyRequest( buildBulkRequest( [ 1 ], shared, emptyDraft() ) )
		).toBe( true );
	} );

	it( 'replaces updated images and keeps the others', () => {
		const before = new Map(
			images.map( ( entry ) => [ entry.id, entry ] )
		);
		const after = mergeImages( before, [ image( 2, { title: 'New' } ) ] );
		expect( after.get( 2 )?.title ).toBe( 'New' );
		expect( after.get( 1 ) ).toBe( before.get( 1 ) );
		expect( before.get( 2 )?.title ).toBe( 'Photo 2' );
	} );

	it( 'shows "mixed" for a field the images differ in until it is typed in', () => {
		expect( showsMixed( shared, emptyDraft(), 'title' ) ).toBe( true );
		expect( showsMixed( shared, emptyDraft(), 'description' ) ).toBe(
			false
		);
		expect(
			showsMixed(
				shared,
				{ ...emptyDraft(), fields: { title: '' } },
				'title'
			)
		).toBe( false );
	} );

	it( 'marks a tag for removal, and keeps it again on a second press', () => {
		expect( toggledRemoval( [ 'sea' ], 'sky' ) ).toEqual( [
			'sea',
			'sky',
		] );
		expect( toggledRemoval( [ 'sea', 'sky' ], 'sea' ) ).toEqual( [
			'sky',
		] );
	} );
} );
