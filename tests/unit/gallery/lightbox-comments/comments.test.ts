/**
 * The comments panel's pure parts: the 000 §5 checks and call 5's comments block.
 */
import {
	captchaSrc,
	firstInvalid,
	isEmail,
	parseCommentsBlock,
	serverErrors,
	validateComment,
} from '../../../../src/gallery/lightbox-comments/comments';

const filled = {
	comment_name: 'Ann',
	comment_email: '',
	comment_text: 'Lovely',
	comment_captcha: '',
	privacy_policy: false,
};
const noExtras = { email: true, captcha: false, privacy: false };

describe( 'comment form checks (000 §5)', () => {
	it( 'accepts a name and a comment with the email left empty', () => {
		expect( validateComment( filled, noExtras ) ).toEqual( {} );
	} );

	it( "asks for required fields as '{label} field is required'", () => {
		const errors = validateComment(
			{ ...filled, comment_name: '  ', comment_text: '' },
			noExtras
		);
		expect( errors ).toEqual( {
			comment_name: 'Name field is required',
			comment_text: 'Comment field is required',
		} );
		expect( firstInvalid( errors ) ).toBe( 'comment_name' );
	} );

	it( 'checks the trimmed email against a standard pattern', () => {
		expect( isEmail( ' ann@example.org ' ) ).toBe( true );
		expect( isEmail( 'ann@example' ) ).toBe( false );
		expect( isEmail( 'ann example.org' ) ).toBe( false );
		expect( isEmail( 'a<b>@example.org' ) ).toBe( false );
		expect(
			validateComment( { ...filled, comment_email: 'nope' }, noExtras )
		).toEqual( { comment_email: 'This is not a valid email address.' } );
		expect(
			validateComment(
				{ ...filled, comment_email: 'nope' },
				{ ...noExtras, email: false }
			)
		).toEqual( {} );
	} );

	it( 'requires the captcha and the privacy checkbox only when shown', () => {
		const rules = { email: true, captcha: true, privacy: true };
		expect( validateComment( filled, rules ) ).toEqual( {
			comment_captcha: 'Verification code field is required',
			privacy_policy: 'Privacy policy field is required',
		} );
		expect(
			validateComment(
				{ ...filled, comment_captcha: 'AB3CD', privacy_policy: true },
				rules
			)
		).toEqual( {} );
	} );

	it( 'keeps server messages of known fields only', () => {
		expect(
			serverErrors( {
				comment_captcha: 'Incorrect security code.',
				other: 'x',
				comment_name: 3,
			} )
		).toEqual( { comment_captcha: 'Incorrect security code.' } );
		expect( serverErrors( [] ) ).toEqual( {} );
		expect( serverErrors( null ) ).toEqual( {} );
	} );
} );

describe( 'comments block (call 5)', () => {
	it( 'reads each comment as text, with its delete right', () => {
		const block = parseCommentsBlock(
			'<div class="bwg_comments_block" data-image-id="4" data-comment-count="2">' +
				'<div class="bwg_single_comment" data-comment-id="9" data-can-delete="1"><p class="bwg_comment_header"><span class="bwg_comment_author">Eve &lt;b&gt;</span> <time class="bwg_comment_date" datetime="2026-01-02T03:04:05+00:00">2 Jan</time></p><div class="bwg_comment_body">a &lt; b\nline two</div><button class="bwg_comment_delete_btn" data-comment-id="9">Delete</button></div>' +
				'<div class="bwg_single_comment" data-comment-id="8" data-can-delete="0"><p class="bwg_comment_header"><span class="bwg_comment_author">Bo</span> <time class="bwg_comment_date" datetime="x">1 Jan</time></p><div class="bwg_comment_body">Hi</div></div>' +
				'</div>'
		);
		expect( block ).toEqual( {
			count: 2,
			comments: [
				{
					id: 9,
					author: 'Eve <b>',
					date: '2 Jan',
					datetime: '2026-01-02T03:04:05+00:00',
					text: 'a < b\nline two',
					canDelete: true,
				},
				{
					id: 8,
					author: 'Bo',
					date: '1 Jan',
					datetime: 'x',
					text: 'Hi',
					canDelete: false,
				},
			],
		} );
	} );

	it( 'gives null for an error answer', () => {
		expect(
			parseCommentsBlock( '<p class="bwg_comment_error">expired</p>' )
		).toBeNull();
	} );
} );

describe( 'captcha address', () => {
	it( 'changes only the random suffix', () => {
		expect(
			captchaSrc(
				'/wp-admin/admin-ajax.php?action=vista_gallery_captcha',
				'abc'
			)
		).toBe( '/wp-admin/admin-ajax.php?action=vista_gallery_captcha&i=abc' );
		expect( captchaSrc( '/captcha', 'x' ) ).toBe( '/captcha?i=x' );
	} );
} );
