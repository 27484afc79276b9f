/**
 * Settings → Video: the consent gate, the facade for embeds in post content, the defaults of new
 * galleries, how long answers of video hosts are cached, and the API key (ApiKeyPanel).
 */
import { __ } from '@wordpress/i18n';
import { useEffect, useState } from '@wordpress/element';
import apiFetch from '@wordpress/api-fetch';
import {
	Button,
	Notice,
	Panel,
	PanelBody,
	RangeControl,
	SelectControl,
	Spinner,
	ToggleControl,
} from '@wordpress/components';
import { ApiKeyPanel } from './ApiKeyPanel';

interface VideoSettings {
	consentGate: 'auto' | 'on' | 'off';
	contentFacade: boolean;
	pageSize: number;
	columns: number;
	showTitle: boolean;
	showPaging: boolean;
	autonext: boolean;
	thumbplay: boolean;
	pauseOthers: boolean;
	cacheMinutes: number;
}

interface Answer {
	settings: VideoSettings;
	apiKeySet: boolean;
	vistaConsent: boolean;
}

const PATH = '/vista-video/v1/settings';

type Flag =
	| 'contentFacade'
	| 'showTitle'
	| 'showPaging'
	| 'autonext'
	| 'thumbplay'
	| 'pauseOthers';

export function SettingsScreen() {
	const [ answer, setAnswer ] = useState< Answer | null >( null );
	const [ draft, setDraft ] = useState< VideoSettings | null >( null );
	const [ notice, setNotice ] = useState< {
		ok: boolean;
		message: string;
	} | null >( null );
	const [ saving, setSaving ] = useState( false );

	useEffect( () => {
		apiFetch< Answer >( { path: PATH } ).then(
			( loaded ) => {
				setAnswer( loaded );
				setDraft( loaded.settings );
			},
			() =>
				setNotice( {
					ok: false,
					message: __(
						'The settings could not be loaded.',
						'vista-video'
					),
				} )
		);
	}, [] );

	if ( ! answer || ! draft ) {
		return notice ? (
			<Notice status="error" isDismissible={ false }>
				{ notice.message }
			</Notice>
		) : (
			<Spinner />
		);
	}
	const update = ( changes: Partial< VideoSettings > ) =>
		setDraft( { ...draft, ...changes } );
	const toggles: Array< [ Flag, string ] > = [
		[
			'contentFacade',
			__(
				'Give YouTube and Vimeo embeds in post content the same facade and consent gate',
				'vista-video'
			),
		],
		[ 'showTitle', __( 'New galleries show titles', 'vista-video' ) ],
		[
			'showPaging',
			__( 'New galleries show paging buttons', 'vista-video' ),
		],
		[
			'autonext',
			__( 'New galleries play the next video at the end', 'vista-video' ),
		],
		[
			'thumbplay',
			__( 'A chosen thumbnail plays at once', 'vista-video' ),
		],
		[
			'pauseOthers',
			__( 'A video that starts pauses the other players', 'vista-video' ),
		],
	];

	return (
		<form
			className="vista-video-settings"
			onSubmit={ async ( event ) => {
				event.preventDefault();
				setSaving( true );
				setNotice( null );
				try {
					const saved = await apiFetch< Answer >( {
						path: PATH,
						method: 'POST',
						data: draft,
					} );
					setAnswer( saved );
					setDraft( saved.settings );
					setNotice( {
						ok: true,
						message: __( 'Settings saved.', 'vista-video' ),
					} );
				} catch ( error ) {
					const data = error as {
						data?: { errors?: Record< string, string > };
						message?: string;
					};
					const details = Object.values(
						data.data?.errors ?? {}
					).join( ' ' );
					setNotice( {
						ok: false,
						message: `${ data.message ?? '' } ${ details }`.trim(),
					} );
				} finally {
					setSaving( false );
				}
			} }
		>
			<Panel>
				<PanelBody title={ __( 'Privacy', 'vista-video' ) }>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __(
							'Ask for consent before a hosted video plays',
							'vista-video'
						) }
						help={
							answer.vistaConsent
								? __(
										'Vista Consent is active: "When the site asks for consent" asks until the visitor accepts marketing cookies or presses "Accept and play".',
										'vista-video'
									)
								: __(
										'"When the site asks for consent" asks only while Vista Consent is active.',
										'vista-video'
									)
						}
						value={ draft.consentGate }
						options={ [
							{
								value: 'auto',
								label: __(
									'When the site asks for consent',
									'vista-video'
								),
							},
							{
								value: 'on',
								label: __( 'Always', 'vista-video' ),
							},
							{
								value: 'off',
								label: __( 'Never', 'vista-video' ),
							},
						] }
						onChange={ ( consentGate ) =>
							update( {
								consentGate:
									consentGate as VideoSettings[ 'consentGate' ],
							} )
						}
					/>
				</PanelBody>
				<PanelBody
					title={ __( 'Defaults of new galleries', 'vista-video' ) }
				>
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Videos per page', 'vista-video' ) }
						min={ 1 }
						max={ 50 }
						value={ draft.pageSize }
						onChange={ ( pageSize ) =>
							update( { pageSize: pageSize ?? 6 } )
						}
					/>
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Columns', 'vista-video' ) }
						min={ 1 }
						max={ 8 }
						value={ draft.columns }
						onChange={ ( columns ) =>
							update( { columns: columns ?? 3 } )
						}
					/>
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __(
							'Keep answers of video hosts for (minutes)',
							'vista-video'
						) }
						min={ 5 }
						max={ 10080 }
						value={ draft.cacheMinutes }
						onChange={ ( cacheMinutes ) =>
							update( { cacheMinutes: cacheMinutes ?? 60 } )
						}
					/>
					{ toggles.map( ( [ name, label ] ) => (
						<ToggleControl
							__nextHasNoMarginBottom
							key={ name }
							label={ label }
							checked={ draft[ name ] }
							onChange={ ( value ) =>
								update( { [ name ]: value } )
							}
						/>
					) ) }
				</PanelBody>
				<ApiKeyPanel
					keySet={ answer.apiKeySet }
					onSaved={ ( apiKeySet ) =>
						setAnswer( { ...answer, apiKeySet } )
					}
				/>
			</Panel>
			<p>
				<Button
					variant="primary"
					type="submit"
					isBusy={ saving }
					disabled={ saving }
				>
					{ __( 'Save changes', 'vista-video' ) }
				</Button>
			</p>
			{ notice && (
				<Notice
					status={ notice.ok ? 'success' : 'error' }
					isDismissible={ false }
				>
					<span role="status">{ notice.message }</span>
				</Notice>
			) }
		</form>
	);
}
