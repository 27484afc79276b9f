/**
 * A likert table: its rows and columns, one per line.
 */
import { __ } from '@wordpress/i18n';
import { Lines, SettingsGroup } from './controls';
import type { FieldEditor, PreviewProps, SettingsProps } from './types';

function Settings( { attributes, setAttributes }: SettingsProps ) {
	return (
		<SettingsGroup title={ __( 'Likert scale', 'vista-forms' ) }>
			<Lines
				label={ __( 'Rows', 'vista-forms' ) }
				value={ attributes.rows ?? [] }
				onChange={ ( rows ) => setAttributes( { rows } ) }
			/>
			<Lines
				label={ __( 'Columns', 'vista-forms' ) }
				value={ attributes.columns ?? [] }
				onChange={ ( columns ) => setAttributes( { columns } ) }
			/>
		</SettingsGroup>
	);
}

function Preview( { attributes }: PreviewProps ) {
	return (
		<table className="evf-likert-table">
			<thead>
				<tr>
					<td />
					{ ( attributes.columns ?? [] ).map( ( column, index ) => (
						<th key={ index } scope="col">
							{ column }
						</th>
					) ) }
				</tr>
			</thead>
			<tbody>
				{ ( attributes.rows ?? [] ).map( ( row, r ) => (
					<tr key={ r }>
						<th scope="row">{ row }</th>
						{ ( attributes.columns ?? [] ).map( ( column, c ) => (
							<td key={ c }>
								<input
									type="radio"
									readOnly
									tabIndex={ -1 }
									aria-label={ `${ row }: ${ column }` }
								/>
							</td>
						) ) }
					</tr>
				) ) }
			</tbody>
		</table>
	);
}

export const likert: FieldEditor = { Preview, Settings };
