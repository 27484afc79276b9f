/**
 * The shipped French translation (issue 32, item 3): with the site in French, what a visitor sees
 * of every plugin and the theme, and each plugin's settings screen, reads in French, the text the
 * scripts write on the page too (from the translations compiled into each plugin's languages/).
 *
 * The language is switched per request by the test site's mu-plugin (tests/e2e/mu-plugins/
 * vista-e2e.php): the cookie vista_e2e_locale stands for the site's language and the user's own.
 * Changing WPLANG, or the admin user's `locale` setting, would change the language of every page
 * the tests running beside these ones read (they log in as the same admin), so the cookie keeps
 * the French to these tests' own requests and lets them run in parallel with the rest.
 * WordPress's own French is not installed (offline): only Vista's texts are translated.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { BrowserContext } from '@playwright/test';
import {
	decidedConsentCookie,
	demoPages,
	newVisitor,
	visitor,
	watchForErrors,
} from '../utils/site';
import {
	lightboxPost,
	openPage,
	popup,
	thumbLink,
} from '../gallery/lightbox-helpers';
import { CONTACT_PAGE, row } from '../forms/client-helpers';

/**
 * Puts the browser's requests in French.
 * @param context The test's browser context.
 */
async function inFrench( context: BrowserContext ) {
	const { domain, path } = decidedConsentCookie();
	await context.addCookies( [
		{ name: 'vista_e2e_locale', value: 'fr_FR', domain, path },
	] );
}

test.describe( 'a first-time visitor', () => {
	test.use( newVisitor );

	test( 'reads the cookie notice in French, its default texts included', async ( {
		context,
		page,
	} ) => {
		await inFrench( context );
		await page.goto( demoPages.consent );
		const notice = page.getByRole( 'dialog', {
			name: 'Consentement aux cookies',
		} );
		await expect( notice ).toBeVisible();
		await expect( notice ).toContainText(
			'Nous utilisons les cookies nécessaires au fonctionnement de ce site.'
		);
		await expect(
			notice.getByRole( 'button', { name: 'Accepter', exact: true } )
		).toBeVisible();
		await expect(
			notice.getByRole( 'button', { name: 'Refuser', exact: true } )
		).toBeVisible();
		await expect(
			notice.getByRole( 'button', { name: 'Fermer et refuser' } )
		).toBeVisible();
	} );
} );

test.describe( 'a visitor', () => {
	test.use( visitor );

	test.beforeEach( async ( { context } ) => {
		await inFrench( context );
	} );

	test( 'browses a gallery and its lightbox in French, the popup written by its script', async ( {
		page,
		requestUtils,
	} ) => {
		const url = await lightboxPost( requestUtils, 'Galerie en français', {
			showSearch: true,
			showSort: true,
		} );
		const errors = watchForErrors( page );
		await openPage( page, url );
		const gallery = page.locator( '[data-gallery-n="1"]' );
		await expect(
			gallery.getByRole( 'searchbox', { name: 'Rechercher des images' } )
		).toBeVisible();
		await thumbLink( page, 0 ).click();
		await expect( popup( page ) ).toBeVisible();
		await expect(
			popup( page ).getByRole( 'button', {
				name: 'Image suivante (flèche droite)',
			} )
		).toBeVisible();
		await expect(
			popup( page ).getByRole( 'button', { name: 'Fermer (Échap)' } )
		).toBeVisible();
		expect( errors ).toEqual( [] );
	} );

	test( 'finds the video gallery’s paging and consent gate in French', async ( {
		page,
	} ) => {
		await page.goto( demoPages.video );
		await expect(
			page.getByRole( 'button', { name: 'Page suivante' } ).first()
		).toBeVisible();
		await expect(
			page
				.getByText(
					'Cette vidéo est hébergée par YouTube. La lire charge son lecteur, qui peut déposer des cookies.'
				)
				.first()
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: 'Accepter et lire' } ).first()
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: 'Vidéo sur YouTube' } ).first()
		).toBeVisible();
	} );

	test( 'reads the statistics block in French', async ( { page } ) => {
		await page.goto( demoPages.stats );
		const table = page.locator( '.vista-stats-block__table' ).first();
		await expect( table.locator( 'caption' ) ).toHaveText(
			/^Visites de ce (site|cette page)$/
		);
		await expect(
			table.getByRole( 'columnheader', { name: 'Visiteurs' } )
		).toBeVisible();
		await expect(
			table.getByRole( 'rowheader', { name: 'Aujourd’hui' } )
		).toBeVisible();
	} );

	test( 'is told in French what a form lacks, by the form script', async ( {
		page,
	} ) => {
		await page.goto( CONTACT_PAGE );
		await expect(
			page.locator( '[data-vista-feature="form"]' )
		).toHaveAttribute( 'data-vista-ready', 'true' );
		await page.getByRole( 'button', { name: 'Send message' } ).click();
		// Written beneath the field by the script, which sent nothing.
		await expect( row( page, 'name' ).locator( '.evf-error' ) ).toHaveText(
			'Ce champ est obligatoire.'
		);
	} );

	test( 'signs a form with a pad whose script-written texts are French', async ( {
		page,
	} ) => {
		await page.goto( demoPages.forms );
		const signature = row( page, 'signature' );
		await signature.hover();
		// The signature pad is a part the form script fetches when it is needed: its texts come
		// from that part's own compiled translations.
		await expect(
			signature.getByText( 'Ou tapez votre nom pour signer' )
		).toBeVisible();
		await expect(
			signature.getByRole( 'button', { name: 'Effacer la signature' } )
		).toBeVisible();
	} );

	test( 'finds the theme’s scroll-to-top link and slider buttons in French', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		// Hidden until the page has scrolled.
		await expect( page.locator( '.vista-scroll-top' ) ).toHaveAttribute(
			'aria-label',
			'Retour en haut'
		);
		const slider = page.getByRole( 'region', { name: 'Témoignages' } );
		await slider.scrollIntoViewIfNeeded();
		await expect(
			slider.getByRole( 'button', { name: 'Diapositive suivante' } )
		).toBeVisible();
	} );
} );

/** Each plugin's settings screen, and a text its script writes there. */
const SCREENS = [
	{
		plugin: 'vista-consent',
		path: 'admin.php',
		query: 'page=vista-consent',
		text: 'Catégories de consentement',
	},
	{
		plugin: 'vista-gallery',
		path: 'admin.php',
		query: 'page=vista-gallery-settings',
		text: 'Filigrane',
	},
	{
		plugin: 'vista-video',
		path: 'options-general.php',
		query: 'page=vista-video',
		text: 'Valeurs par défaut des nouvelles galeries',
	},
	{
		plugin: 'vista-stats',
		path: 'admin.php',
		query: 'page=vista-stats-settings',
		text: 'Confidentialité et consentement',
	},
	{
		plugin: 'vista-speed',
		path: 'admin.php',
		query: 'page=vista-speed',
		text: 'Moteur de mesure',
	},
	{
		plugin: 'vista-forms',
		path: 'edit.php',
		query: 'post_type=vista_form&page=vista-forms-settings',
		text: 'Détection du pays',
	},
];

test.describe( 'an administrator', () => {
	test.beforeEach( async ( { context } ) => {
		await inFrench( context );
	} );

	test( 'edits a block whose editor script speaks French', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost();
		await editor.insertBlock( { name: 'vista/stats-summary' } );
		await editor.openDocumentSettingsSidebar();
		// A block's scripts read their translations from the plugin's own languages/ folder.
		await expect(
			page.getByRole( 'checkbox', {
				name: 'Afficher les articles populaires',
			} )
		).toBeVisible();
	} );

	for ( const { plugin, path, query, text } of SCREENS ) {
		test( `reads the ${ plugin } settings screen in French`, async ( {
			admin,
			page,
		} ) => {
			await admin.visitAdminPage( path, query );
			const screen = page.locator( `#${ plugin }-settings` );
			await expect( screen.getByText( text ).first() ).toBeVisible();
			await expect(
				screen.getByRole( 'button', {
					name: 'Enregistrer les modifications',
				} )
			).toBeVisible();
		} );
	}
} );
