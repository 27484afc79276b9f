/**
 * How long detailed records are kept (the daily roll-up keeps the totals, includes/Rollup.php) and
 * how often open pages check in for the online count.
 */
import { TextControl } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';
import { numberInput } from '@vista/shared/settings/draft';
import { SettingsSection } from '@vista/shared/settings/Section';
import { fieldProps } from '@vista/shared/settings/field';
import { durationOfDays } from './duration';
import type { SectionProps } from './section-props';

/**
 * "That is about 6 months." under the retention field, or nothing for a value that is not a
 * whole number of days.
 * @param days Days, as typed.
 */
function retentionInWords( days: number | string ): string {
	const duration = durationOfDays( days );
	if ( ! duration ) {
		return '';
	}
	const { count, unit } = duration;
	switch ( unit ) {
		case 'years':
			return sprintf(
				/* translators: %d: number of years. */
				_n(
					'That is about %d year.',
					'That is about %d years.',
					count,
					'vista-stats'
				),
				count
			);
		case 'months':
			return sprintf(
				/* translators: %d: number of months. */
				_n(
					'That is about %d month.',
					'That is about %d months.',
					count,
					'vista-stats'
				),
				count
			);
		case 'weeks':
			return sprintf(
				/* translators: %d: number of weeks. */
				_n(
					'That is %d week.',
					'That is %d weeks.',
					count,
					'vista-stats'
				),
				count
			);
		default:
			return '';
	}
}

export function DataSection( { draft, errors, update }: SectionProps ) {
	const inWords = retentionInWords( draft.retentionDays );
	return (
		<SettingsSection id="data" title={ __( 'Data', 'vista-stats' ) }>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				type="number"
				min={ 7 }
				max={ 3650 }
				step={ 1 }
				label={ __(
					'Keep detailed records for, in days',
					'vista-stats'
				) }
				value={ String( draft.retentionDays ) }
				onChange={ ( value: string ) =>
					update( 'retentionDays', numberInput( value ) )
				}
				{ ...fieldProps(
					errors.retentionDays,
					[
						__(
							'Each visit and event is kept this long; after that only the daily totals remain. From 7 to 3650 days.',
							'vista-stats'
						),
						inWords,
					]
						.filter( Boolean )
						.join( ' ' )
				) }
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				type="number"
				min={ 10 }
				max={ 3600 }
				step={ 1 }
				label={ __(
					'Online check interval, in seconds',
					'vista-stats'
				) }
				value={ String( draft.jsCheckTime ) }
				onChange={ ( value: string ) =>
					update( 'jsCheckTime', numberInput( value ) )
				}
				{ ...fieldProps(
					errors.jsCheckTime,
					__(
						'How often an open page tells the site that its visitor is still there. Shorter is more exact and sends more requests. From 10 to 3600 seconds.',
						'vista-stats'
					)
				) }
			/>
		</SettingsSection>
	);
}
