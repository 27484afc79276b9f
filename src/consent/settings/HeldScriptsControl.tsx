/**
 * The scripts held back until consent: rows of a script handle and the category it waits for.
 */
import { Button, SelectControl, TextControl } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { fieldProps, helpWithError } from '@vista/shared/settings/field';
import {
	addRow,
	duplicateRows,
	isValidHandle,
	MAX_HELD_SCRIPTS,
	removeRow,
	updateRow,
} from './held-scripts';
import type { Category, HeldScript } from './types';

interface Props {
	rows: HeldScript[];
	onChange: ( rows: HeldScript[] ) => void;
	error?: string;
}

export function HeldScriptsControl( { rows, onChange, error }: Props ) {
	const listRef = useRef< HTMLDivElement >( null );
	const addRef = useRef< HTMLButtonElement >( null );
	// After adding a row its handle field takes the focus; after removing one, the Add button does.
	const [ focusTarget, setFocusTarget ] = useState< number | 'add' | null >(
		null
	);
	const duplicates = duplicateRows( rows );
	const categoryOptions: Array< { value: Category; label: string } > = [
		{ value: 'statistics', label: __( 'Statistics', 'vista-consent' ) },
		{ value: 'marketing', label: __( 'Marketing', 'vista-consent' ) },
	];

	useEffect( () => {
		if ( focusTarget === null ) {
			return;
		}
		if ( focusTarget === 'add' ) {
			addRef.current?.focus();
		} else {
			listRef.current
				?.querySelectorAll< HTMLInputElement >(
					'.vista-consent-held__handle input'
				)
				[ focusTarget ]?.focus();
		}
		setFocusTarget( null );
	}, [ focusTarget ] );

	return (
		<fieldset className="vista-consent-held">
			<legend className="vista-consent-held__legend">
				{ __( 'Scripts held back until consent', 'vista-consent' ) }
			</legend>
			<p className="vista-consent-held__intro">
				{ __(
					'Scripts listed here are printed inert and run only once the visitor allows their category. Use the handle the theme or plugin registered the script with: it is the id of its <script> tag without "-js".',
					'vista-consent'
				) }
			</p>
			{ rows.length === 0 ? (
				<p className="vista-consent-held__empty">
					{ __( 'No scripts are held back.', 'vista-consent' ) }
				</p>
			) : (
				<div className="vista-consent-held__rows" ref={ listRef }>
					{ rows.map( ( row, index ) => (
						<HeldScriptRow
							key={ index }
							row={ row }
							rows={ rows }
							index={ index }
							duplicate={ duplicates.includes( index ) }
							categoryOptions={ categoryOptions }
							onChange={ onChange }
							onRemove={ () => setFocusTarget( 'add' ) }
						/>
					) ) }
				</div>
			) }
			{ error && (
				<p className="vista-consent-held__error">
					{ helpWithError( error ) }
				</p>
			) }
			<Button
				__next40pxDefaultSize
				ref={ addRef }
				variant="secondary"
				disabled={ rows.length >= MAX_HELD_SCRIPTS }
				accessibleWhenDisabled
				onClick={ () => {
					if ( rows.length >= MAX_HELD_SCRIPTS ) {
						return;
					}
					onChange( addRow( rows ) );
					setFocusTarget( rows.length );
				} }
			>
				{ __( 'Add a script', 'vista-consent' ) }
			</Button>
			{ rows.length >= MAX_HELD_SCRIPTS && (
				<p className="vista-consent-held__limit">
					{ sprintf(
						/* translators: %d: maximum number of scripts. */
						__(
							'At most %d scripts can be held back.',
							'vista-consent'
						),
						MAX_HELD_SCRIPTS
					) }
				</p>
			) }
		</fieldset>
	);
}

interface RowProps {
	row: HeldScript;
	rows: HeldScript[];
	index: number;
	/** Whether another row holds the same handle. */
	duplicate: boolean;
	categoryOptions: Array< { value: Category; label: string } >;
	onChange: ( rows: HeldScript[] ) => void;
	/** After the row is removed. */
	onRemove: () => void;
}

// One held-back script: its handle, its category and its remove button.
function HeldScriptRow( {
	row,
	rows,
	index,
	duplicate,
	categoryOptions,
	onChange,
	onRemove,
}: RowProps ) {
	const number = index + 1;
	const handleError = ! isValidHandle( row.handle )
		? __( 'Use letters, digits, ".", "-" and "_" only.', 'vista-consent' )
		: undefined;
	return (
		<div className="vista-consent-held__row">
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ sprintf(
					/* translators: %d: row number. */
					__( 'Script handle %d', 'vista-consent' ),
					number
				) }
				value={ row.handle }
				onChange={ ( handle: string ) =>
					onChange( updateRow( rows, index, { handle } ) )
				}
				{ ...fieldProps(
					handleError,
					duplicate
						? __(
								'Listed more than once: the last row’s category counts.',
								'vista-consent'
							)
						: undefined,
					'vista-consent-held__handle'
				) }
				autoComplete="off"
				spellCheck={ false }
			/>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ sprintf(
					/* translators: %d: row number. */
					__( 'Category %d', 'vista-consent' ),
					number
				) }
				value={ row.category }
				options={ categoryOptions }
				onChange={ ( category: string ) =>
					onChange(
						updateRow( rows, index, {
							category: category as Category,
						} )
					)
				}
			/>
			<Button
				__next40pxDefaultSize
				variant="tertiary"
				isDestructive
				className="vista-consent-held__remove"
				label={ sprintf(
					/* translators: 1: row number, 2: script handle. */
					__( 'Remove script %1$d (%2$s)', 'vista-consent' ),
					number,
					row.handle.trim() || __( 'no handle', 'vista-consent' )
				) }
				showTooltip={ false }
				onClick={ () => {
					onChange( removeRow( rows, index ) );
					onRemove();
				} }
			>
				{ __( 'Remove', 'vista-consent' ) }
			</Button>
		</div>
	);
}
