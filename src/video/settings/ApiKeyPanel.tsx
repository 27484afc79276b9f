/**
 * The YouTube Data API key: replaced or removed here, tested by the server. The key itself is never
 * sent back to the page; the screen only knows whether one is saved.
 */
import { __ } from '@wordpress/i18n';
import { useState } from '@wordpress/element';
import apiFetch from '@wordpress/api-fetch';
import { Button, Notice, PanelBody, TextControl } from '@wordpress/components';

interface Props {
	keySet: boolean;
	onSaved: ( keySet: boolean ) => void;
}

export function ApiKeyPanel( { keySet, onSaved }: Props ) {
	const [ key, setKey ] = useState( '' );
	const [ busy, setBusy ] = useState( false );
	const [ notice, setNotice ] = useState< {
		ok: boolean;
		message: string;
	} | null >( null );

	const call = async ( path: string, data?: object ) => {
		setBusy( true );
		setNotice( null );
		try {
			return await apiFetch< Record< string, unknown > >( {
				path,
				method: 'POST',
				data,
			} );
		} catch ( error ) {
			setNotice( {
				ok: false,
				message:
					( error as { message?: string } ).message ||
					__( 'The request failed.', 'vista-video' ),
			} );
			return null;
		} finally {
			setBusy( false );
		}
	};

	return (
		<PanelBody title={ __( 'YouTube Data API key', 'vista-video' ) }>
			<p>
				{ keySet
					? __(
							'A key is saved. Type a new one to replace it, or save an empty field to remove it.',
							'vista-video'
						)
					: __(
							'Only galleries of the "YouTube playlist (API key)" source need a key; the public feed, hand-picked addresses and the Media Library do not.',
							'vista-video'
						) }
			</p>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'API key', 'vista-video' ) }
				type="password"
				autoComplete="off"
				value={ key }
				onChange={ setKey }
			/>
			<Button
				variant="secondary"
				isBusy={ busy }
				disabled={ busy }
				onClick={ async () => {
					const answer = await call( '/vista-video/v1/api-key', {
						apiKey: key,
					} );
					if ( answer ) {
						setKey( '' );
						onSaved( answer.apiKeySet === true );
						setNotice( {
							ok: true,
							message: __( 'The key was saved.', 'vista-video' ),
						} );
					}
				} }
			>
				{ __( 'Save the key', 'vista-video' ) }
			</Button>{ ' ' }
			<Button
				variant="secondary"
				disabled={ busy || ! keySet }
				onClick={ async () => {
					const answer = await call( '/vista-video/v1/api-key/test' );
					if ( answer ) {
						setNotice( {
							ok: answer.ok === true,
							message: String( answer.message ),
						} );
					}
				} }
			>
				{ __( 'Test the key', 'vista-video' ) }
			</Button>
			{ notice && (
				<Notice
					status={ notice.ok ? 'success' : 'error' }
					isDismissible={ false }
				>
					<span role="status">{ notice.message }</span>
				</Notice>
			) }
		</PanelBody>
	);
}
