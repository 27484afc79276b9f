/**
 * The entries screen's page links: previous, "page n of m", next.
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

interface Props {
	page: number;
	totalPages: number;
	onPage: ( page: number ) => void;
}

export function EntryPages( { page, totalPages, onPage }: Props ) {
	return (
		<nav
			className="vista-forms-entries__pages"
			aria-label={ __( 'Entry pages', 'vista-forms' ) }
		>
			<Button
				variant="secondary"
				disabled={ page <= 1 }
				onClick={ () => onPage( page - 1 ) }
			>
				{ __( 'Previous page', 'vista-forms' ) }
			</Button>
			<span>
				{ sprintf(
					/* translators: 1: current page, 2: number of pages. */
					__( 'Page %1$d of %2$d', 'vista-forms' ),
					page,
					totalPages
				) }
			</span>
			<Button
				variant="secondary"
				disabled={ page >= totalPages }
				onClick={ () => onPage( page + 1 ) }
			>
				{ __( 'Next page', 'vista-forms' ) }
			</Button>
		</nav>
	);
}
