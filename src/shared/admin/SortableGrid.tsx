/**
 * A list or grid whose entries are sorted by drag and drop (mouse, touch) and by keyboard: focus
 * an entry's handle, Space or Enter to pick it up, the arrow keys to move it, Space or Enter to drop
 * it, Escape to cancel. Built on @dnd-kit; screen readers hear each step through its live region.
 * Texts come from the caller, translated with its plugin's text domain.
 */
import {
	DndContext,
	KeyboardSensor,
	PointerSensor,
	closestCenter,
	useSensor,
	useSensors,
	type Announcements,
	type DragEndEvent,
	type DraggableAttributes,
	type DraggableSyntheticListeners,
} from '@dnd-kit/core';
import {
	SortableContext,
	rectSortingStrategy,
	sortableKeyboardCoordinates,
	useSortable,
	verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';

export type SortableId = string | number;

/** Spread on the element that picks an entry up (a button). */
export interface HandleProps {
	attributes: DraggableAttributes;
	listeners: DraggableSyntheticListeners;
	ref: ( element: HTMLElement | null ) => void;
}

interface Props< Id extends SortableId > {
	ids: Id[];
	onMove: ( activeId: Id, overId: Id ) => void;
	renderItem: (
		id: Id,
		handle: HandleProps,
		isDragging: boolean
	) => ReactNode;
	layout?: 'grid' | 'list';
	className?: string;
	/** The label of the list for assistive technology. */
	label: string;
	/** What screen readers hear when an entry's handle gets focus. */
	instructions: string;
	announcements: Announcements;
}

function SortableEntry< Id extends SortableId >( {
	id,
	renderItem,
}: {
	id: Id;
	renderItem: Props< Id >[ 'renderItem' ];
} ) {
	const {
		attributes,
		listeners,
		setNodeRef,
		setActivatorNodeRef,
		transform,
		transition,
		isDragging,
	} = useSortable( { id } );
	return (
		<li
			ref={ setNodeRef }
			className={ `vista-sortable__item${
				isDragging ? ' is-dragging' : ''
			}` }
			style={ {
				transform: CSS.Translate.toString( transform ),
				transition,
			} }
		>
			{ renderItem(
				id,
				{ attributes, listeners, ref: setActivatorNodeRef },
				isDragging
			) }
		</li>
	);
}

export function SortableGrid< Id extends SortableId >( {
	ids,
	onMove,
	renderItem,
	layout = 'grid',
	className,
	label,
	instructions,
	announcements,
}: Props< Id > ) {
	const sensors = useSensors(
		useSensor( PointerSensor, { activationConstraint: { distance: 4 } } ),
		useSensor( KeyboardSensor, {
			coordinateGetter: sortableKeyboardCoordinates,
		} )
	);
	const onDragEnd = ( event: DragEndEvent ) => {
		if ( event.over && event.active.id !== event.over.id ) {
			onMove( event.active.id as Id, event.over.id as Id );
		}
	};
	return (
		<DndContext
			sensors={ sensors }
			collisionDetection={ closestCenter }
			onDragEnd={ onDragEnd }
			accessibility={ {
				announcements,
				screenReaderInstructions: { draggable: instructions },
			} }
		>
			<SortableContext
				items={ ids }
				strategy={
					layout === 'grid'
						? rectSortingStrategy
						: verticalListSortingStrategy
				}
			>
				<ul
					className={ [
						'vista-sortable',
						`is-${ layout }`,
						className,
					]
						.filter( Boolean )
						.join( ' ' ) }
					aria-label={ label }
				>
					{ ids.map( ( id ) => (
						<SortableEntry
							key={ id }
							id={ id }
							renderItem={ renderItem }
						/>
					) ) }
				</ul>
			</SortableContext>
		</DndContext>
	);
}
