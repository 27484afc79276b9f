/**
 * The table of price lists: name, currency, what each sells and which galleries use it, with the
 * buttons that edit or delete it (named with the list, so each reads alone).
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { galleryTitles, sectionNames } from './summary';
import type { GalleryChoice, PriceList } from './types';

interface Props {
	pricelists: PriceList[];
	galleries: GalleryChoice[];
	onEdit: ( list: PriceList ) => void;
	onDelete: ( list: PriceList ) => void;
}

function PriceListRow( {
	list,
	galleries,
	onEdit,
	onDelete,
}: Omit< Props, 'pricelists' > & { list: PriceList } ) {
	return (
		<tr>
			<td>{ list.title }</td>
			<td>
				{ list.currency } ({ list.currency_symbol })
			</td>
			<td>{ sectionNames( list.sections ) }</td>
			<td>{ galleryTitles( list, galleries ) }</td>
			<td>
				<Button
					variant="secondary"
					onClick={ () => onEdit( list ) }
					aria-label={ sprintf(
						/* translators: %s: price list name */
						__( 'Edit %s', 'vista-gallery' ),
						list.title
					) }
				>
					{ __( 'Edit', 'vista-gallery' ) }
				</Button>{ ' ' }
				<Button
					variant="tertiary"
					isDestructive
					onClick={ () => onDelete( list ) }
					aria-label={ sprintf(
						/* translators: %s: price list name */
						__( 'Delete %s', 'vista-gallery' ),
						list.title
					) }
				>
					{ __( 'Delete', 'vista-gallery' ) }
				</Button>
			</td>
		</tr>
	);
}

export function PriceListTable( {
	pricelists,
	galleries,
	onEdit,
	onDelete,
}: Props ) {
	if ( pricelists.length === 0 ) {
		return <p>{ __( 'No price lists yet.', 'vista-gallery' ) }</p>;
	}
	return (
		<table className="widefat striped vista-pricelists__table">
			<thead>
				<tr>
					<th scope="col">{ __( 'Name', 'vista-gallery' ) }</th>
					<th scope="col">{ __( 'Currency', 'vista-gallery' ) }</th>
					<th scope="col">{ __( 'Sells', 'vista-gallery' ) }</th>
					<th scope="col">{ __( 'Galleries', 'vista-gallery' ) }</th>
					<th scope="col">
						<span className="screen-reader-text">
							{ __( 'Actions', 'vista-gallery' ) }
						</span>
					</th>
				</tr>
			</thead>
			<tbody>
				{ pricelists.map( ( list ) => (
					<PriceListRow
						key={ list.id }
						list={ list }
						galleries={ galleries }
						onEdit={ onEdit }
						onDelete={ onDelete }
					/>
				) ) }
			</tbody>
		</table>
	);
}
