/**
 * The comment requests of the lightbox (000 §7 calls 5-7): what each posts, and how answers read.
 */
import {
	addComment,
	deleteComment,
	readAnswer,
	requestComments,
} from '../../../../src/gallery/lightbox-comments/requests';

const sent: Array< { url: string; body: string } > = [];

/**
 * A stand-in for a fetch answer (jsdom has no Response).
 * @param text
 */
const answer = ( text: string ) =>
	( {
		json: () => Promise.resolve().then( () => JSON.parse( text ) ),
	} ) as unknown as Response;

beforeEach( () => {
	sent.length = 0;
	global.fetch = jest.fn( ( url: string, init: RequestInit ) => {
		sent.push( { url, body: String( init.body ) } );
		return Promise.resolve( answer( '{"error":0}' ) );
	} ) as unknown as typeof fetch;
} );

describe( 'the comment requests', () => {
	it( 'lists, adds and deletes with the action first and the task second', async () => {
		await requestComments( '/ajax', 7, 'n1', new AbortController().signal );
		await addComment( '/ajax', { comment_name: 'Ann', nonce: 'n1' } );
		await deleteComment( '/ajax', 7, 3, 'n1' );
		expect( sent.map( ( call ) => call.url ) ).toEqual( [
			'/ajax',
			'/ajax',
			'/ajax',
		] );
		expect( sent[ 0 ].body ).toBe(
			'action=vista_gallery_comment&ajax_task=display&image_id=7&comment_id=&bwg_name=&bwg_email=&bwg_comment=&bwg_captcha_input=&nonce=n1'
		);
		expect( sent[ 1 ].body ).toBe(
			'action=vista_gallery_comment&ajax_task=add_comment&comment_name=Ann&nonce=n1'
		);
		expect( sent[ 2 ].body ).toBe(
			'action=vista_gallery_comment&ajax_task=delete_comment&id_image=7&id_comment=3&nonce=n1'
		);
	} );

	it( 'answers null when the request fails or the answer is not JSON', async () => {
		global.fetch = jest.fn( () =>
			Promise.reject( new Error( 'offline' ) )
		) as unknown as typeof fetch;
		expect( await deleteComment( '/ajax', 1, 2, 'n' ) ).toBeNull();
		expect( await readAnswer( null ) ).toBeNull();
		expect( await readAnswer( answer( '<p>no</p>' ) ) ).toBeNull();
		expect( await readAnswer( answer( '{"error":0}' ) ) ).toEqual( {
			error: 0,
		} );
	} );
} );
