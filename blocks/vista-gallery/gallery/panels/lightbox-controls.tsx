/**
 * The lightbox panel's controls, each bound to one attribute of its type: a toggle for a boolean,
 * a range for a number, a select for a string, and a group heading.
 */
import {
	RangeControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import type { GalleryAttributes, PanelProps } from '../attributes';

export type Flag = {
	[ K in keyof GalleryAttributes ]: GalleryAttributes[ K ] extends boolean
		? K
		: never;
}[ keyof GalleryAttributes ];

export type Numeric = {
	[ K in keyof GalleryAttributes ]: GalleryAttributes[ K ] extends number
		? K
		: never;
}[ keyof GalleryAttributes ];

export type Text = {
	[ K in keyof GalleryAttributes ]: GalleryAttributes[ K ] extends string
		? K
		: never;
}[ keyof GalleryAttributes ];

export interface Choice {
	value: string;
	label: string;
}

/**
 * The control makers for the block's attributes.
 * @param props The panel's attributes and setter.
 */
export function lightboxControls( props: PanelProps ) {
	const { attributes: a, setAttributes } = props;
	// One attribute at a time; the key's own type is checked where the control is made.
	const set = ( key: keyof GalleryAttributes, value: unknown ) =>
		setAttributes( { [ key ]: value } as Partial< GalleryAttributes > );
	const toggle = ( key: Flag, label: string ) => (
		<ToggleControl
			label={ label }
			checked={ a[ key ] }
			onChange={ ( value ) => set( key, value ) }
			__nextHasNoMarginBottom
		/>
	);
	const range = (
		key: Numeric,
		label: string,
		min: number,
		max: number,
		step = 1
	) => (
		<RangeControl
			label={ label }
			value={ a[ key ] }
			min={ min }
			max={ max }
			step={ step }
			onChange={ ( value ) => set( key, value ?? a[ key ] ) }
			__nextHasNoMarginBottom
		/>
	);
	const select = ( key: Text, label: string, options: Choice[] ) => (
		<SelectControl
			label={ label }
			value={ a[ key ] }
			options={ options }
			onChange={ ( value ) => set( key, value ) }
			__nextHasNoMarginBottom
		/>
	);
	const group = ( heading: string ) => (
		<h3 className="vista-gallery-panel__group">{ heading }</h3>
	);

	return { toggle, range, select, group };
}
