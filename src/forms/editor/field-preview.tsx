/**
 * What a field looks like in the editor: the same elements and classes as the server's markup
 * (FieldMarkup), inert, so the theme styles it as on the page.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { FieldAttributes, FieldType } from './field-types';

const ADDRESS_PARTS = (): Array< [ string, string ] > => [
	[ 'address1', __( 'Address line 1', 'vista-forms' ) ],
	[ 'address2', __( 'Address line 2', 'vista-forms' ) ],
	[ 'city', __( 'City', 'vista-forms' ) ],
	[ 'state', __( 'State / Province / Region', 'vista-forms' ) ],
	[ 'postal', __( 'Zip / Postal code', 'vista-forms' ) ],
	[ 'country', __( 'Country', 'vista-forms' ) ],
];

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
			{ kind === 'checkbox' && attributes.select_all && (
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

function Scale( { values }: { values: string[] } ) {
	return (
		<ul className="evf-field-choices evf-scale">
			{ values.map( ( value ) => (
				<li key={ value }>
					<span className="everest-forms-field-label-inline">
						<input type="radio" readOnly tabIndex={ -1 } />{ ' ' }
						{ value }
					</span>
				</li>
			) ) }
		</ul>
	);
}

function range( from: number, to: number ): string[] {
	const values: string[] = [];
	for ( let n = from; n <= to && values.length < 101; n++ ) {
		values.push( String( n ) );
	}
	return values;
}

function Control( {
	type,
	attributes,
}: {
	type: FieldType;
	attributes: FieldAttributes;
} ) {
	const text = {
		className: 'input-text',
		placeholder: attributes.placeholder,
		defaultValue: attributes.default,
		readOnly: true,
		tabIndex: -1,
	};
	switch ( type ) {
		case 'textarea':
			return <textarea { ...text } rows={ 3 } />;
		case 'number':
			return <input type="number" { ...text } />;
		case 'email':
		case 'password':
			return (
				<div className="evf-field-row">
					<input type={ type } { ...text } defaultValue="" />
					{ attributes.confirm && (
						<input
							type={ type }
							className="input-text"
							readOnly
							tabIndex={ -1 }
							aria-label={
								type === 'email'
									? __( 'Confirm email', 'vista-forms' )
									: __( 'Confirm password', 'vista-forms' )
							}
							placeholder={
								type === 'email'
									? __( 'Confirm email', 'vista-forms' )
									: __( 'Confirm password', 'vista-forms' )
							}
						/>
					) }
				</div>
			);
		case 'select':
		case 'country':
			return (
				<select className="input-text" tabIndex={ -1 } disabled>
					<option>
						{ attributes.placeholder ||
							__( '— Select —', 'vista-forms' ) }
					</option>
					{ ( attributes.choices ?? [] ).map( ( choice, index ) => (
						<option key={ index }>{ choice.label }</option>
					) ) }
				</select>
			);
		case 'radio':
			return <Choices attributes={ attributes } kind="radio" />;
		case 'checkbox':
			return <Choices attributes={ attributes } kind="checkbox" />;
		case 'payment-checkbox':
			return (
				<Choices attributes={ attributes } kind="checkbox" withPrice />
			);
		case 'hidden':
			return (
				<p className="evf-field-description">
					{ sprintf(
						/* translators: %s: value of a hidden field */
						__( 'Hidden, posts: %s', 'vista-forms' ),
						attributes.default
					) }
				</p>
			);
		case 'address':
			return (
				<div className="evf-field-row">
					{ ADDRESS_PARTS().map( ( [ part, label ] ) => (
						<div
							key={ part }
							className={ `evf-field-row-block evf-address-${ part }` }
						>
							<input
								type="text"
								className="input-text"
								readOnly
								tabIndex={ -1 }
								aria-label={ label }
							/>
							<span className="evf-field-sublabel">
								{ label }
							</span>
						</div>
					) ) }
				</div>
			);
		case 'likert':
			return (
				<table className="evf-likert-table">
					<thead>
						<tr>
							<td />
							{ ( attributes.columns ?? [] ).map(
								( column, index ) => (
									<th key={ index } scope="col">
										{ column }
									</th>
								)
							) }
						</tr>
					</thead>
					<tbody>
						{ ( attributes.rows ?? [] ).map( ( row, r ) => (
							<tr key={ r }>
								<th scope="row">{ row }</th>
								{ ( attributes.columns ?? [] ).map(
									( column, c ) => (
										<td key={ c }>
											<input
												type="radio"
												readOnly
												tabIndex={ -1 }
												aria-label={ `${ row }: ${ column }` }
											/>
										</td>
									)
								) }
							</tr>
						) ) }
					</tbody>
				</table>
			);
		case 'phone':
			return <input type="tel" { ...text } />;
		case 'url':
			return <input type="url" { ...text } />;
		case 'payment-single':
			return attributes.user_input ? (
				<input
					type="text"
					{ ...text }
					defaultValue={ attributes.price }
				/>
			) : (
				<div className="evf-payment-price-display">
					{ attributes.currency_symbol ?? '$' }
					{ attributes.price }
				</div>
			);
		case 'image-upload':
		case 'file-upload':
			return (
				<div className="evf-uploader-preview">
					<input type="file" disabled tabIndex={ -1 } />
					<p className="evf-field-description">
						{ sprintf(
							/* translators: 1: file extensions, 2: size in MB */
							__( 'Allowed: %1$s, up to %2$s MB', 'vista-forms' ),
							attributes.extensions ?? '',
							String( attributes.max_size_mb ?? '' )
						) }
					</p>
				</div>
			);
		case 'signature':
			return (
				<div
					className="evf-signature-wrapper"
					style={ {
						border: '1px dashed currentColor',
						height: 120,
					} }
				/>
			);
		case 'date-time':
			return (
				<input
					type="text"
					{ ...text }
					placeholder={
						attributes.placeholder ||
						attributes.date?.dateFormat ||
						''
					}
				/>
			);
		case 'range-slider':
			return (
				<input
					type="range"
					readOnly
					tabIndex={ -1 }
					min={ attributes.min }
					max={ attributes.max }
					step={ attributes.step }
				/>
			);
		case 'scale-rating':
			return (
				<Scale
					values={ range(
						attributes.scale_min ?? 1,
						attributes.scale_max ?? 10
					) }
				/>
			);
		case 'rating':
			return (
				<div className="evf-rating" aria-hidden="true">
					{ '★'.repeat(
						Math.max(
							1,
							Math.min( 20, attributes.max_rating ?? 5 )
						)
					) }
				</div>
			);
		case 'privacy-policy':
			return (
				<span className="everest-forms-field-label-inline">
					<input type="checkbox" readOnly tabIndex={ -1 } />{ ' ' }
					{ ( attributes.privacy_text ?? '' ).replace(
						/<[^>]*>/g,
						''
					) }
				</span>
			);
		case 'credit-card':
			return (
				<div className="evf-credit-card">
					<input
						type="text"
						className="input-text"
						readOnly
						tabIndex={ -1 }
						placeholder="•••• •••• •••• ••••"
					/>
				</div>
			);
		default:
			return <input type="text" { ...text } />;
	}
}

export function FieldPreview( {
	type,
	attributes,
}: {
	type: FieldType;
	attributes: FieldAttributes;
} ) {
	return (
		<div
			className={ `evf-field evf-field-${ type } form-row${
				attributes.required ? ' validate-required' : ''
			}` }
		>
			<div className="evf-field-label">
				{ attributes.label }
				{ attributes.required && (
					<abbr
						className="required"
						title={ __( 'required', 'vista-forms' ) }
					>
						{ ' *' }
					</abbr>
				) }
			</div>
			<Control type={ type } attributes={ attributes } />
			{ attributes.description && (
				<div className="evf-field-description">
					{ attributes.description }
				</div>
			) }
		</div>
	);
}
