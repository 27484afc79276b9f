/**
 * What screen readers hear while an entry of a sortable list moves (translated here, with the
 * plugin's text domain).
 */
import type { Announcements } from '@dnd-kit/core';
import { __, sprintf } from '@wordpress/i18n';

export function sortAnnouncements(
	ids: readonly ( string | number )[],
	name: ( id: string | number ) => string
): Announcements {
	const position = ( id: string | number ) => ids.indexOf( id ) + 1;
	return {
		onDragStart: ( { active } ) =>
			sprintf(
				/* translators: 1: item name, 2: position, 3: count. */
				__(
					'Picked up %1$s at position %2$d of %3$d.',
					'vista-gallery'
				),
				name( active.id ),
				position( active.id ),
				ids.length
			),
		onDragOver: ( { active, over } ) =>
			over
				? sprintf(
						/* translators: 1: item name, 2: position, 3: count. */
						__(
							'%1$s moved to position %2$d of %3$d.',
							'vista-gallery'
						),
						name( active.id ),
						position( over.id ),
						ids.length
					)
				: undefined,
		onDragEnd: ( { active, over } ) =>
			over
				? sprintf(
						/* translators: 1: item name, 2: position, 3: count. */
						__(
							'%1$s dropped at position %2$d of %3$d.',
							'vista-gallery'
						),
						name( active.id ),
						position( over.id ),
						ids.length
					)
				: undefined,
		onDragCancel: ( { active } ) =>
			sprintf(
				/* translators: %s: item name. */
				__( 'Moving %s was cancelled.', 'vista-gallery' ),
				name( active.id )
			),
	};
}

export const sortInstructions = () =>
	__(
		'To move it, press Space or Enter, then the arrow keys, then Space or Enter to drop it, or Escape to cancel.',
		'vista-gallery'
	);
