/**
 * Issue 13 item 10: the local site's router (tools/site/router.php) refuses what a production
 * server's configuration refuses, since PHP's built-in server reads no .htaccess: the SQLite
 * database, dot-files, logs (mail.log holds password-reset mails) and the forms' upload folder.
 * Each file is made to exist first, by the way a visitor would make it or by the site itself.
 */
import fs from 'fs';
import path from 'path';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { visitor, wordpressDir } from '../utils/site';

test.use( visitor );

const content = path.join( wordpressDir, 'wp-content' );

test( 'the database, dot-files, logs and form uploads are refused', async ( {
	request,
} ) => {
	// A password reset asked for by anyone writes its mail, with the reset link, to mail.log.
	await request.post( '/wp-login.php?action=lostpassword', {
		form: {
			user_login: 'admin',
			redirect_to: '',
			'wp-submit': 'Get New Password',
		},
	} );
	expect(
		fs.readFileSync( path.join( content, 'mail.log' ), 'utf8' )
	).toContain( 'action=rp' );
	// The forms' upload folder with a stored file, as a submission leaves it.
	const uploads = path.join( content, 'uploads/vista-forms/e2e-router' );
	fs.mkdirSync( uploads, { recursive: true } );
	fs.writeFileSync( path.join( uploads, 'cv.txt' ), 'private' );

	const refused = [
		'/wp-content/database/.ht.sqlite',
		'/wp-content/database/',
		'/wp-content/mail.log',
		'/wp-content/MAIL.LOG',
		'/wp-content//mail.log',
		'/wp-content/debug.log',
		'/wp-content/uploads/vista-forms/e2e-router/cv.txt',
		'/wp-content/uploads/vista-forms/.htaccess',
		'/wp-content/uploads/vista-forms/index.php',
		'/wp-content/plugins/../database/.ht.sqlite',
		'/.htaccess',
		'/wp-content/%2e%2e/wp-content/database/.ht.sqlite',
		// The statistics' spool: this version's dot-folder, version 4's PHP files (issue 31 item 10).
		'/wp-content/.vista-stats-spool/server/1234.spool',
		'/wp-content/vista-stats-spool/',
		'/wp-content/vista-stats-spool/server/1234.php',
	];
	for ( const address of refused ) {
		const response = await request.get( address, { maxRedirects: 0 } );
		expect( response.status(), address ).toBe( 403 );
		const body = await response.text();
		expect( body, address ).not.toContain( 'action=rp' );
		expect( body, address ).not.toContain( 'SQLite format' );
		expect( body, address ).not.toContain( 'private' );
	}

	// What a visitor needs still comes through.
	expect(
		( await request.get( '/wp-includes/css/dashicons.min.css' ) ).status()
	).toBe( 200 );
	expect( ( await request.get( '/' ) ).status() ).toBe( 200 );
} );
