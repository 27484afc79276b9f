/**
 * Choice fields: select, country, radio buttons, checkboxes and payment checkboxes (with the
 * Price panel of payment.tsx).
 */
import { __ } from '@wordpress/i18n';
import { ToggleControl } from '@wordpress/components';
import { ChoicesEditor } from '../choices-editor';
import type { FieldAttributes } from '../field-types';
import { NumberSetting, toggle, SettingsGroup } from './controls';
import { PricePanel } from './payment';
import { QuizPanel } from './quiz';
import type { FieldEditor, PreviewProps, SettingsProps } from './types';

function ChoicesPanel( { type, attributes, setAttributes }: SettingsProps ) {
	const has = ( key: keyof FieldAttributes ) => key in attributes;
	if ( ! has( 'choices' ) ) {
		return null;
	}
	return (
		<SettingsGroup title={ __( 'Choices', 'vista-forms' ) }>
			<ChoicesEditor
				choices={ attributes.choices ?? [] }
				valueLabel={
					type === 'payment-checkbox'
						? __( 'Price', 'vista-forms' )
						: __( 'Value', 'vista-forms' )
				}
				onChange={ ( choices ) => setAttributes( { choices } ) }
			/>
			{ has( 'choice_limit' ) && (
				<NumberSetting
					label={ __( 'Choice limit', 'vista-forms' ) }
					help={ __(
						'Most boxes a visitor may check; 0 for no limit.',
						'vista-forms'
					) }
					value={ attributes.choice_limit }
					onChange={ ( choiceLimit ) =>
						setAttributes( { choice_limit: choiceLimit } )
					}
				/>
			) }
			{ has( 'select_all' ) && (
				<ToggleControl
					{ ...toggle }
					label={ __( 'Select-all box', 'vista-forms' ) }
					checked={ !! attributes.select_all }
					disabled={ selectAllBlocked( attributes ) }
					help={
						selectAllBlocked( attributes )
							? __(
									'Not shown while the choice limit is lower than the number of choices.',
									'vista-forms'
								)
							: undefined
					}
					onChange={ ( selectAll ) =>
						setAttributes( { select_all: selectAll } )
					}
				/>
			) }
		</SettingsGroup>
	);
}

/**
 * Whether a limit lower than the choices keeps the select-all box off the page (the server's
 * Choice::offers_select_all()): one click would check more boxes than the field accepts.
 * @param attributes The field's settings.
 */
export function selectAllBlocked( attributes: FieldAttributes ): boolean {
	const limit = Number( attributes.choice_limit ?? 0 );
	return limit > 0 && limit < ( attributes.choices ?? [] ).length;
}

function Settings( props: SettingsProps ) {
	return (
		<>
			<ChoicesPanel { ...props } />
			<QuizPanel { ...props } />
			<PricePanel { ...props } />
		</>
	);
}

function Choices( {
	attributes,
	kind,
	withPrice = false,
}: {
	attributes: FieldAttributes;
	kind: 'radio' | 'checkbox';
	withPrice?: boolean;
} ) {
	const choices = attributes.choices ?? [];
	return (
		<ul className="evf-field-choices">
			{ kind === 'checkbox' &&
				attributes.select_all &&
				! selectAllBlocked( attributes ) && (
					<li className="evf-select-all">
						<span className="everest-forms-field-label-inline">
							<input type="checkbox" readOnly tabIndex={ -1 } />{ ' ' }
							{ __( 'Select all', 'vista-forms' ) }
						</span>
					</li>
				) }
			{ choices.map( ( choice, index ) => (
				<li key={ index } className={ `choice-${ index + 1 }` }>
					<span className="everest-forms-field-label-inline">
						<input
							type={ kind }
							readOnly
							tabIndex={ -1 }
							checked={ attributes.default === choice.value }
						/>{ ' ' }
						{ choice.image && (
							<img
								src={ choice.image }
								alt=""
								width={ 48 }
								height={ 48 }
							/>
						) }
						{ choice.label }
						{ withPrice &&
							` ${ attributes.currency_symbol ?? '$' }${ choice.value }` }
					</span>
				</li>
			) ) }
		</ul>
	);
}

function Preview( { type, attributes }: PreviewProps ) {
	if ( type === 'radio' ) {
		return <Choices attributes={ attributes } kind="radio" />;
	}
	if ( type === 'checkbox' || type === 'payment-checkbox' ) {
		return (
			<Choices
				attributes={ attributes }
				kind="checkbox"
				withPrice={ type === 'payment-checkbox' }
			/>
		);
	}
	return (
		<select className="input-text" tabIndex={ -1 } disabled>
			<option>
				{ attributes.placeholder || __( '— Select —', 'vista-forms' ) }
			</option>
			{ ( attributes.choices ?? [] ).map( ( choice, index ) => (
				<option key={ index }>{ choice.label }</option>
			) ) }
		</select>
	);
}

export const choice: FieldEditor = { Preview, Settings };
