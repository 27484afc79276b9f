/**
 * One colour of the notice: a button showing the colour that opens a colour picker.
 */
import {
	Button,
	ColorIndicator,
	ColorPicker,
	Dropdown,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { helpWithError } from '@vista/shared/settings/field';

interface Props {
	label: string;
	value: string;
	onChange: ( value: string ) => void;
	error?: string;
}

export function ColorSetting( { label, value, onChange, error }: Props ) {
	return (
		<div
			className={
				'vista-consent-color' +
				( error ? ' vista-settings-has-error' : '' )
			}
		>
			<Dropdown
				popoverProps={ { placement: 'bottom-start' } }
				renderToggle={ ( { isOpen, onToggle } ) => (
					<Button
						__next40pxDefaultSize
						className="vista-consent-color__toggle"
						onClick={ onToggle }
						aria-expanded={ isOpen }
						aria-label={ sprintf(
							/* translators: 1: a colour setting such as "Bar colour", 2: its hex value. */
							__( '%1$s: %2$s', 'vista-consent' ),
							label,
							value
						) }
					>
						<ColorIndicator colorValue={ value } />
						<span className="vista-consent-color__label">
							{ label }
						</span>
						<code className="vista-consent-color__value">
							{ value }
						</code>
					</Button>
				) }
				renderContent={ () => (
					<div className="vista-consent-color__picker">
						<ColorPicker
							color={ value }
							enableAlpha={ false }
							onChange={ ( next: string ) =>
								onChange( next.toLowerCase() )
							}
						/>
					</div>
				) }
			/>
			{ error && (
				<p className="vista-consent-color__error">
					{ helpWithError( error ) }
				</p>
			) }
		</div>
	);
}
