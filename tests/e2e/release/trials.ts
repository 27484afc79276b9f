/**
 * Each plugin's main feature as its owner first tries it (tests/e2e/release): its admin screen
 * opens, and a page with its block (the owner's media, gallery or form first) shows it. The same
 * trials run on a single site, on each site of a network, and after an upgrade.
 */
import fs from 'fs';
import path from 'path';
import { execFileSync } from 'child_process';
import { test, expect, type Page } from '@playwright/test';
import {
	root,
	rest,
	publishPage,
	uploadMedia,
	type OwnerContent,
} from './release-site';

/** One plugin's main feature, as its owner would first try it: an admin screen and a block. */
export type Trial = {
	slug: string;
	adminPage: string;
	heading: RegExp;
	/** Publishes a page that shows the plugin's block; returns its address. */
	publish: ( page: Page, owner: OwnerContent ) => Promise< string >;
	/** Who looks at that page: a visitor (the default) or the owner, logged in. */
	seenBy?: 'visitor' | 'owner';
	/** What they see of the plugin there. */
	shows: ( page: Page ) => Promise< void >;
};

export const trials: Trial[] = [
	{
		slug: 'vista-gallery',
		adminPage: 'admin.php?page=vista-galleries',
		heading: /^Galleries$/,
		publish: async ( page, owner ) => {
			const image = await uploadMedia(
				page,
				owner,
				path.join( root, 'docs/images/forms.png' ),
				'image/png'
			);
			const gallery = await rest( page, '/wp/v2/vista-galleries', {
				data: {
					title: 'Trying the gallery',
					status: 'publish',
					meta: { _vista_gallery_images: [ image ] },
				},
			} );
			owner.ids.push( gallery.id );
			return publishPage(
				page,
				owner,
				`<!-- wp:vista/gallery {"galleryId":${ gallery.id }} /-->`
			);
		},
		shows: async ( page ) =>
			expect(
				page.locator(
					'.wp-block-vista-gallery img.vista-gallery__image'
				)
			).toBeVisible(),
	},
	{
		slug: 'vista-video',
		adminPage: 'options-general.php?page=vista-video',
		heading: /Video/,
		publish: async ( page, owner ) => {
			const clip = path.join( test.info().outputDir, 'clip.webm' );
			fs.mkdirSync( path.dirname( clip ), { recursive: true } );
			execFileSync( 'ffmpeg', [
				...[
					'-hide_banner',
					'-loglevel',
					'error',
					'-y',
					'-f',
					'lavfi',
				],
				...[ '-i', 'color=c=navy:size=192x108:rate=10:duration=1' ],
				...[ '-c:v', 'libvpx', '-b:v', '60k', clip ],
			] );
			const video = await uploadMedia( page, owner, clip, 'video/webm' );
			return publishPage(
				page,
				owner,
				`<!-- wp:vista/video-gallery {"source":"media","ids":[${ video }]} /-->`
			);
		},
		shows: async ( page ) =>
			expect(
				page.locator(
					'[data-vista-feature="video-gallery"] .vista-video__thumb'
				)
			).toHaveCount( 1 ),
	},
	{
		slug: 'vista-speed',
		adminPage: 'admin.php?page=vista-speed',
		heading: /Page speed/,
		// No block: its widget is the admin bar's, on a published page seen by the owner.
		seenBy: 'owner',
		publish: ( page, owner ) =>
			publishPage(
				page,
				owner,
				'<!-- wp:paragraph --><p>Hello</p><!-- /wp:paragraph -->'
			),
		shows: async ( page ) =>
			expect(
				page.locator( '#wpadminbar .vista-speed-node' )
			).toContainText( 'Page speed' ),
	},
	{
		slug: 'vista-consent',
		adminPage: 'admin.php?page=vista-consent',
		heading: /Cookie consent/,
		publish: ( page, owner ) =>
			publishPage( page, owner, '<!-- wp:vista/consent-revoke /-->' ),
		shows: async ( page ) => {
			await expect(
				page.locator( '[data-vista-feature="consent-revoke"] button' )
			).toBeVisible();
			// The notice itself, for a visitor who has not chosen yet.
			await expect( page.locator( '#cookie-notice' ) ).toBeVisible();
		},
	},
	{
		slug: 'vista-stats',
		adminPage: 'admin.php?page=vista-stats',
		heading: /Statistics/,
		publish: ( page, owner ) =>
			publishPage( page, owner, '<!-- wp:vista/stats-summary /-->' ),
		shows: async ( page ) =>
			expect(
				page.locator( '[data-vista-feature="stats-summary"]' )
			).toBeVisible(),
	},
	{
		slug: 'vista-forms',
		adminPage: 'admin.php?page=vista-forms-entries',
		heading: /Form entries/,
		publish: async ( page, owner ) => {
			const form = await rest( page, '/wp/v2/vista-forms', {
				data: {
					title: 'Trying the form',
					status: 'publish',
					content:
						'<!-- wp:vista-forms/field-text {"fieldId":"name","label":"Your name"} /-->',
				},
			} );
			owner.ids.push( form.id );
			return publishPage(
				page,
				owner,
				`<!-- wp:vista/form {"formId":${ form.id }} /-->`
			);
		},
		shows: async ( page ) =>
			expect(
				page
					.locator( '.wp-block-vista-form form' )
					.getByLabel( 'Your name' )
			).toBeVisible(),
	},
];

/**
 * Opens the plugin's admin screen, publishes a page with its block, and looks at that page as a
 * visitor who has not answered any cookie notice (or as the owner, when the trial says so).
 * @param page  The owner's page (its context's address is the site tried).
 * @param trial The plugin's trial.
 * @param owner Where the ids of what the owner made are noted.
 */
export async function tryPlugin(
	page: Page,
	trial: Trial,
	owner: OwnerContent
) {
	await page.goto( `wp-admin/${ trial.adminPage }` );
	await expect(
		page.getByRole( 'heading', { level: 1, name: trial.heading } )
	).toBeVisible();
	const address = await trial.publish( page, owner );
	const viewer =
		trial.seenBy === 'owner'
			? page
			: await page.context().browser()!.newPage( {
					baseURL: test.info().project.use.baseURL,
				} );
	await viewer.goto( address );
	await trial.shows( viewer );
	if ( viewer !== page ) {
		await viewer.close();
	}
}
