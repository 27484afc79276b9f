/**
 * The consent log: whether choices are recorded, how many are, and the CSV download.
 */
import { Button, ToggleControl } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';
import { helpWithError } from '@vista/shared/settings/field';
import { SettingsSection } from '@vista/shared/settings/Section';
import type { SectionProps } from './section-props';

export function LogSection( { draft, errors, update, admin }: SectionProps ) {
	return (
		<SettingsSection
			id="log"
			title={ __( 'Consent log', 'vista-consent' ) }
		>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Record every choice', 'vista-consent' ) }
				checked={ draft.log }
				onChange={ ( value: boolean ) => update( 'log', value ) }
				help={ helpWithError(
					errors.log,
					__(
						'As proof of consent: the time, the choice, the categories and the page, with the visitor known only by a hashed id. No IP address is stored.',
						'vista-consent'
					)
				) }
			/>
			<p className="vista-consent-log__count">
				{ sprintf(
					/* translators: %s: number of entries. */
					_n(
						'The log holds %s entry.',
						'The log holds %s entries.',
						admin.logCount,
						'vista-consent'
					),
					admin.logCount.toLocaleString()
				) }
			</p>
			{ ( admin.recordsUrl || admin.exportUrl ) && (
				<div className="vista-consent-log__actions">
					{ admin.recordsUrl && (
						<Button
							__next40pxDefaultSize
							variant="secondary"
							href={ admin.recordsUrl }
						>
							{ __( 'View the records', 'vista-consent' ) }
						</Button>
					) }{ ' ' }
					{ admin.exportUrl && (
						<Button
							__next40pxDefaultSize
							variant="secondary"
							href={ admin.exportUrl }
						>
							{ __( 'Download CSV', 'vista-consent' ) }
						</Button>
					) }
				</div>
			) }
		</SettingsSection>
	);
}
