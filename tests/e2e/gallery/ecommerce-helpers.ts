/**
 * Shared helpers of the ecommerce tests: a price list with every 000 §3.7 parameter type made
 * through the REST route, and the id of a seeded gallery.
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * The id of a seeded gallery.
 * @param requestUtils WordPress REST helpers.
 * @param slug         Its slug.
 */
export async function galleryId(
	requestUtils: RequestUtils,
	slug: string
): Promise< number > {
	const found = await requestUtils.rest< Array< { id: number } > >( {
		path: '/wp/v2/vista-galleries',
		params: { slug, status: 'publish' },
	} );
	return found[ 0 ].id;
}

/**
 * A price list of every parameter type, two items and two downloads, used by the galleries given.
 * Parameter ids are 1-5 in the order below.
 * @param requestUtils WordPress REST helpers.
 * @param title        Its name.
 * @param galleries    Gallery ids.
 */
export async function fullPriceList(
	requestUtils: RequestUtils,
	title: string,
	galleries: number[]
): Promise< number > {
	const list = await requestUtils.rest< { id: number } >( {
		path: '/vista-gallery/v1/pricelists',
		method: 'POST',
		data: {
			title,
			currency: 'USD',
			currency_symbol: '$',
			manual_price: '10.00',
			sections: [ 'manual', 'downloads' ],
			manual_items: [
				{ name: 'Print 20x30', price: '12.50' },
				{ name: 'Canvas', price: '1200' },
			],
			parameters: [
				{ title: 'Dedication', type: 2 },
				{ title: 'Instructions', type: 3 },
				{
					title: 'Paper',
					type: 4,
					values: [
						{ value: 'Matte', price: '+2.00' },
						{ value: 'Glossy', price: '0' },
					],
				},
				{
					title: 'Frame',
					type: 5,
					values: [
						{ value: 'None', price: '0' },
						{ value: 'Oak', price: '+30.00' },
					],
				},
				{
					title: 'Extras',
					type: 6,
					values: [
						{ value: 'Signed', price: '+5.25' },
						{ value: 'Gift wrap', price: '+1.00' },
					],
				},
			],
			downloads: [
				{ name: 'Web', longest_side: 1024, price: '5.00' },
				{ name: 'Poster', longest_side: 4000, price: '25.00' },
			],
			galleries,
		},
	} );
	return list.id;
}

/**
 * Deletes a price list.
 * @param requestUtils WordPress REST helpers.
 * @param id           Its id.
 */
export function deletePriceList( requestUtils: RequestUtils, id: number ) {
	return requestUtils.rest( {
		path: `/vista-gallery/v1/pricelists/${ id }`,
		method: 'DELETE',
	} );
}
