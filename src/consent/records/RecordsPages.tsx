/**
 * The records' page links: previous, "page n of m", next.
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

interface Props {
	page: number;
	totalPages: number;
	onPage: ( page: number ) => void;
}

export function RecordsPages( { page, totalPages, onPage }: Props ) {
	return (
		<nav
			className="vista-consent-records__pages"
			aria-label={ __( 'Record pages', 'vista-consent' ) }
		>
			<Button
				__next40pxDefaultSize
				variant="secondary"
				disabled={ page <= 1 }
				accessibleWhenDisabled
				onClick={ () => onPage( page - 1 ) }
			>
				{ __( 'Previous page', 'vista-consent' ) }
			</Button>
			<span>
				{ sprintf(
					/* translators: 1: current page, 2: number of pages. */
					__( 'Page %1$d of %2$d', 'vista-consent' ),
					page,
					totalPages
				) }
			</span>
			<Button
				__next40pxDefaultSize
				variant="secondary"
				disabled={ page >= totalPages }
				accessibleWhenDisabled
				onClick={ () => onPage( page + 1 ) }
			>
				{ __( 'Next page', 'vista-consent' ) }
			</Button>
		</nav>
	);
}
