/**
 * Controls the field types' panels and previews share.
 */
import { __ } from '@wordpress/i18n';
import {
	PanelBody,
	TextControl,
	TextareaControl,
	Flex,
} from '@wordpress/components';
import type { ReactNode } from 'react';
import type { FieldAttributes } from '../field-types';

export const common = {
	__next40pxDefaultSize: true,
	__nextHasNoMarginBottom: true,
};
export const toggle = { __nextHasNoMarginBottom: true };

/**
 * The space between two controls of a settings group: the controls are built without their own
 * bottom margin (__nextHasNoMarginBottom), so the group spaces them, one rhythm everywhere.
 */
export const SETTINGS_SPACING = 4;

/**
 * A panel of settings, its controls one under the other with the same gap between each.
 * @param props             The panel.
 * @param props.title       Its title.
 * @param props.initialOpen Whether it starts open (default: open).
 * @param props.children    Its controls.
 */
export function SettingsGroup( {
	title,
	initialOpen,
	children,
}: {
	title: string;
	initialOpen?: boolean;
	children: ReactNode;
} ) {
	return (
		<PanelBody title={ title } initialOpen={ initialOpen }>
			<Flex
				direction="column"
				gap={ SETTINGS_SPACING }
				align="stretch"
				justify="flex-start"
			>
				{ children }
			</Flex>
		</PanelBody>
	);
}

/**
 * The props of an inert text input showing the field's placeholder and default.
 * @param attributes The field's attributes.
 */
export function textProps( attributes: FieldAttributes ) {
	return {
		className: 'input-text',
		placeholder: attributes.placeholder,
		defaultValue: attributes.default,
		readOnly: true,
		tabIndex: -1,
		// The preview's label is editable text, not a <label>: screen readers still name the input.
		'aria-label': attributes.label,
	};
}

export function NumberSetting( {
	label,
	value,
	onChange,
	help,
	min = 0,
}: {
	label: string;
	value: number | undefined;
	onChange: ( value: number ) => void;
	help?: string;
	min?: number;
} ) {
	return (
		<TextControl
			{ ...common }
			type="number"
			min={ min }
			label={ label }
			help={ help }
			value={ String( value ?? 0 ) }
			onChange={ ( next ) => {
				const number = parseInt( next, 10 );
				onChange(
					Number.isNaN( number ) ? 0 : Math.max( min, number )
				);
			} }
		/>
	);
}

export function Lines( {
	label,
	value,
	onChange,
}: {
	label: string;
	value: string[];
	onChange: ( next: string[] ) => void;
} ) {
	return (
		<TextareaControl
			__nextHasNoMarginBottom
			label={ label }
			help={ __( 'One per line.', 'vista-forms' ) }
			value={ value.join( '\n' ) }
			onChange={ ( next ) =>
				onChange(
					next
						.split( '\n' )
						.map( ( line ) => line.trim() )
						.filter( Boolean )
				)
			}
		/>
	);
}
