/**
 * Issue 30, wiring as data: a visitor's request for a plain post loads few of the suite's classes,
 * and none of the admin, the REST API or admin-ajax.php. Each plugin's hooks.php says where each
 * hook applies and the kit loads a class only when one of its hooks fires; this counts what PHP
 * really loaded to answer the page (the test site's mu-plugin vista-e2e-classes.php lists it).
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { newVisitor } from '../utils/site';

/** At most this many classes of the six plugins together, kit copies included. */
const BUDGET = 25;

/** A folder or a name that says admin, REST or admin-ajax. */
const BACK_OFFICE_NAME =
	/\\(Admin|Rest)\\|\\[A-Za-z]*(Admin|Rest|Ajax)[A-Za-z]*$|(Controller|Screen|Calls)$/;

interface Loaded {
	classes: string[];
	traits: string[];
	lines: number;
	/** The classes the plugins' hooks.php bind only in the admin, REST or admin-ajax groups. */
	backOffice: string[];
}

test.use( newVisitor );

test( 'a plain post loads at most 25 classes of the plugins, none of the back office', async ( {
	request,
	requestUtils,
} ) => {
	const post = await requestUtils.createPost( {
		title: 'A plain post',
		content:
			'<!-- wp:paragraph --><p>Just words, as WordPress writes them.</p><!-- /wp:paragraph -->',
		status: 'publish',
		date_gmt: new Date().toISOString(),
	} );
	const response = await request.get( post.link, {
		headers: { 'X-Vista-E2E-Classes': '1' },
	} );
	expect( response.status() ).toBe( 200 );
	const body = await response.text();
	expect( body ).toContain( 'Just words' );
	const report = /<!-- vista-e2e-classes (\{.*\}) -->/.exec( body );
	expect(
		report,
		'the test site lists the classes it loaded'
	).not.toBeNull();
	const loaded = JSON.parse( ( report as RegExpExecArray )[ 1 ] ) as Loaded;
	// The theme is not one of the plugins.
	const plugins = loaded.classes.filter(
		( name ) => ! name.startsWith( 'Vista\\Theme\\' )
	);

	expect(
		plugins.filter( ( name ) => BACK_OFFICE_NAME.test( name ) ),
		'classes named for the admin, REST or admin-ajax'
	).toEqual( [] );
	expect(
		plugins.filter( ( name ) => loaded.backOffice.includes( name ) ),
		'classes hooks.php binds only in the admin, REST or admin-ajax'
	).toEqual( [] );
	expect(
		plugins.length,
		`loaded ${ plugins.length } classes: ${ plugins.join( ', ' ) }`
	).toBeLessThanOrEqual( BUDGET );
} );
