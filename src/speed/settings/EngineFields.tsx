/**
 * Which engine scores pages (PageSpeed Insights or the self-hosted runner) and how to reach it.
 * The API key and the runner's secret are write-only: the fields start empty, and their help says
 * whether one is set.
 */
import { __ } from '@wordpress/i18n';
import { RadioControl, TextControl } from '@wordpress/components';
import { fieldProps, helpWithError } from '@vista/shared/settings/field';
import type { PublicSettings, SpeedSectionProps } from './draft';

export function EngineFields( {
	draft,
	errors,
	update,
	saved,
}: SpeedSectionProps ) {
	return (
		<>
			<RadioControl
				label={ __( 'Scoring engine', 'vista-speed' ) }
				help={ helpWithError( errors.engine ) }
				selected={ draft.engine }
				options={ [
					{
						label: __( 'Google PageSpeed Insights', 'vista-speed' ),
						value: 'psi',
					},
					{
						label: __(
							'Self-hosted Lighthouse runner',
							'vista-speed'
						),
						value: 'runner',
					},
				] }
				onChange={ ( value ) =>
					update( 'engine', value as PublicSettings[ 'engine' ] )
				}
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				type="password"
				autoComplete="off"
				label={ __(
					'PageSpeed Insights API key (optional)',
					'vista-speed'
				) }
				{ ...fieldProps(
					errors.psi_key,
					saved.psi_key_set
						? __(
								'A key is stored. Type a new one to replace it.',
								'vista-speed'
							)
						: __(
								'Without a key, Google allows fewer checks a day.',
								'vista-speed'
							)
				) }
				value={ draft.psi_key }
				onChange={ ( value ) => update( 'psi_key', value ) }
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				type="url"
				label={ __( 'Runner address', 'vista-speed' ) }
				{ ...fieldProps(
					errors.runner_url,
					saved.runner_from_config
						? __(
								'Set in wp-config.php (VISTA_SPEED_RUNNER_URL).',
								'vista-speed'
							)
						: __(
								'For example http://127.0.0.1:8895',
								'vista-speed'
							)
				) }
				disabled={ saved.runner_from_config }
				value={ draft.runner_url }
				onChange={ ( value ) => update( 'runner_url', value ) }
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				type="password"
				autoComplete="off"
				label={ __( 'Runner secret', 'vista-speed' ) }
				{ ...fieldProps(
					errors.runner_secret,
					saved.runner_secret_set
						? __(
								'A secret is set. Type a new one to replace it.',
								'vista-speed'
							)
						: __(
								'The secret the runner was started with.',
								'vista-speed'
							)
				) }
				value={ draft.runner_secret }
				onChange={ ( value ) => update( 'runner_secret', value ) }
			/>
		</>
	);
}
