/**
 * The document sidebar panel: the server's score panel of the post being edited, with its circles
 * drawn here.
 */
import apiFetch from '@wordpress/api-fetch';
import { useSelect } from '@wordpress/data';
import { PluginDocumentSettingPanel } from '@wordpress/editor';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { drawIn } from '../admin-bar/draw';

interface EditorSelectors {
	getCurrentPostId: () => number;
	isCurrentPostPublished: () => boolean;
}

export function SpeedPanel() {
	const { postId, published } = useSelect( ( select ) => {
		const editor = select( 'core/editor' ) as unknown as EditorSelectors;
		return {
			postId: editor.getCurrentPostId(),
			published: editor.isCurrentPostPublished(),
		};
	}, [] );
	const [ html, setHtml ] = useState< string | null >( null );

	useEffect( () => {
		let current = true;
		apiFetch< { html: string } >( {
			path: `/vista-speed/v1/panel/${ postId }`,
		} )
			.then( ( answer ) => current && setHtml( answer.html ) )
			.catch( () => current && setHtml( '' ) );
		return () => {
			current = false;
		};
	}, [ postId, published ] );

	// A callback ref: the panel's body mounts again each time the panel is opened.
	const mount = useCallback(
		( element: HTMLDivElement | null ) => {
			if ( element && html ) {
				// Markup from our own server, escaped there.
				element.innerHTML = html;
				drawIn( element );
			}
		},
		[ html ]
	);

	return (
		<PluginDocumentSettingPanel
			name="vista-speed"
			title={ __( 'Page speed', 'vista-speed' ) }
			className="vista-speed-editor-panel"
		>
			{ html === '' && (
				<p>{ __( 'The score could not be loaded.', 'vista-speed' ) }</p>
			) }
			<div ref={ mount } />
		</PluginDocumentSettingPanel>
	);
}
