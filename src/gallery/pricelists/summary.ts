/**
 * What the price lists table shows of a list: the sections it sells and the galleries using it.
 */
import { __ } from '@wordpress/i18n';
import type { GalleryChoice, PriceList, Section } from './types';

/**
 * "Prints and products, Downloads".
 * @param sections The sections sold.
 */
export function sectionNames( sections: readonly Section[] ): string {
	return sections
		.map( ( section ) =>
			section === 'manual'
				? __( 'Prints and products', 'vista-gallery' )
				: __( 'Downloads', 'vista-gallery' )
		)
		.join( ', ' );
}

/**
 * The titles of the galleries using a list, in the galleries' order, or a dash when none does.
 * @param list      The price list.
 * @param galleries Every gallery.
 */
export function galleryTitles(
	list: Pick< PriceList, 'galleries' >,
	galleries: readonly GalleryChoice[]
): string {
	return (
		galleries
			.filter( ( gallery ) => list.galleries.includes( gallery.id ) )
			.map( ( gallery ) => gallery.title )
			.join( ', ' ) || '—'
	);
}
