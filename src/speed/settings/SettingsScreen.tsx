/**
 * The settings form.
 */
import apiFetch from '@wordpress/api-fetch';
import {
	Button,
	Card,
	CardBody,
	Notice,
	RadioControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

export interface PublicSettings {
	engine: 'psi' | 'runner';
	runner_url: string;
	psi_key_set: boolean;
	runner_secret_set: boolean;
	runner_from_config: boolean;
	convert_uploads: boolean;
	avif: boolean;
	lazy_iframes: boolean;
}

type Switch = 'convert_uploads' | 'avif' | 'lazy_iframes';

interface Props {
	initial: PublicSettings;
}

interface SaveError {
	message?: string;
	data?: { errors?: Record< string, string > };
}

export function SettingsScreen( { initial }: Props ) {
	const [ settings, setSettings ] = useState( initial );
	const [ engine, setEngine ] = useState( initial.engine );
	const [ runnerUrl, setRunnerUrl ] = useState( initial.runner_url );
	const [ psiKey, setPsiKey ] = useState( '' );
	const [ runnerSecret, setRunnerSecret ] = useState( '' );
	const [ switches, setSwitches ] = useState< Record< Switch, boolean > >( {
		convert_uploads: initial.convert_uploads,
		avif: initial.avif,
		lazy_iframes: initial.lazy_iframes,
	} );
	const [ saving, setSaving ] = useState( false );
	const [ notice, setNotice ] = useState< {
		status: 'success' | 'error';
		text: string;
	} | null >( null );

	const save = async () => {
		setSaving( true );
		setNotice( null );
		const changes: Record< string, string | boolean > = {
			...switches,
			engine,
			psi_key: psiKey,
			runner_secret: runnerSecret,
		};
		if ( ! settings.runner_from_config ) {
			changes.runner_url = runnerUrl;
		}
		try {
			const answer = await apiFetch< { settings: PublicSettings } >( {
				path: '/vista-speed/v1/settings',
				method: 'POST',
				data: changes,
			} );
			setSettings( answer.settings );
			setPsiKey( '' );
			setRunnerSecret( '' );
			setNotice( {
				status: 'success',
				text: __( 'Settings saved.', 'vista-speed' ),
			} );
		} catch ( error ) {
			const failure = error as SaveError;
			const fields = Object.values( failure.data?.errors ?? {} );
			setNotice( {
				status: 'error',
				text: [ failure.message, ...fields ]
					.filter( Boolean )
					.join( ' ' ),
			} );
		} finally {
			setSaving( false );
		}
	};

	return (
		<Card className="vista-speed-settings-form">
			<CardBody>
				{ notice && (
					<Notice
						status={ notice.status }
						onRemove={ () => setNotice( null ) }
					>
						{ notice.text }
					</Notice>
				) }
				<RadioControl
					label={ __( 'Scoring engine', 'vista-speed' ) }
					selected={ engine }
					options={ [
						{
							label: __(
								'Google PageSpeed Insights',
								'vista-speed'
							),
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
						setEngine( value as PublicSettings[ 'engine' ] )
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
					help={
						settings.psi_key_set
							? __(
									'A key is stored. Type a new one to replace it.',
									'vista-speed'
								)
							: __(
									'Without a key, Google allows fewer checks a day.',
									'vista-speed'
								)
					}
					value={ psiKey }
					onChange={ setPsiKey }
				/>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					type="url"
					label={ __( 'Runner address', 'vista-speed' ) }
					help={
						settings.runner_from_config
							? __(
									'Set in wp-config.php (VISTA_SPEED_RUNNER_URL).',
									'vista-speed'
								)
							: __(
									'For example http://127.0.0.1:8895',
									'vista-speed'
								)
					}
					disabled={ settings.runner_from_config }
					value={ runnerUrl }
					onChange={ setRunnerUrl }
				/>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					type="password"
					autoComplete="off"
					label={ __( 'Runner secret', 'vista-speed' ) }
					help={
						settings.runner_secret_set
							? __(
									'A secret is set. Type a new one to replace it.',
									'vista-speed'
								)
							: __(
									'The secret the runner was started with.',
									'vista-speed'
								)
					}
					value={ runnerSecret }
					onChange={ setRunnerSecret }
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __(
						'Convert new uploads to WebP and AVIF',
						'vista-speed'
					) }
					help={ __(
						'Each new image and all its sizes get smaller copies as soon as it is uploaded.',
						'vista-speed'
					) }
					checked={ switches.convert_uploads }
					onChange={ ( checked ) =>
						setSwitches( { ...switches, convert_uploads: checked } )
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __(
						'Make AVIF copies too, where the server can',
						'vista-speed'
					) }
					help={ __(
						'AVIF is smaller than WebP but slower to make.',
						'vista-speed'
					) }
					checked={ switches.avif }
					onChange={ ( checked ) =>
						setSwitches( { ...switches, avif: checked } )
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __(
						'Lazy-load iframes below the fold',
						'vista-speed'
					) }
					help={ __(
						'Embedded videos and maps after the first one load when the visitor scrolls near them.',
						'vista-speed'
					) }
					checked={ switches.lazy_iframes }
					onChange={ ( checked ) =>
						setSwitches( { ...switches, lazy_iframes: checked } )
					}
				/>
				<Button
					variant="primary"
					isBusy={ saving }
					disabled={ saving }
					onClick={ save }
				>
					{ saving
						? __( 'Saving…', 'vista-speed' )
						: __( 'Save settings', 'vista-speed' ) }
				</Button>
			</CardBody>
		</Card>
	);
}
