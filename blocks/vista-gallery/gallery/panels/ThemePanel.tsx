/**
 * The block's theme (000 §3.10 theme_id): one of the themes made under Galleries → Themes, or the
 * default. Signed with the block's other options, so a page shows the theme the editor chose.
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import apiFetch from '@wordpress/api-fetch';
import { PanelBody, SelectControl } from '@wordpress/components';
import type { PanelProps } from '../attributes';

interface ThemeChoice {
	id: number;
	name: string;
}

export default function ThemePanel( {
	attributes,
	setAttributes,
}: PanelProps ) {
	const [ themes, setThemes ] = useState< ThemeChoice[] >( [] );
	useEffect( () => {
		apiFetch< { themes: ThemeChoice[] } >( {
			path: '/vista-gallery/v1/themes',
		} )
			.then( ( answer ) => setThemes( answer.themes ) )
			.catch( () => setThemes( [] ) );
	}, [] );
	const known = themes.some( ( theme ) => theme.id === attributes.themeId );
	return (
		<PanelBody
			title={ __( 'Theme', 'vista-gallery' ) }
			initialOpen={ false }
		>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Gallery theme', 'vista-gallery' ) }
				help={ __(
					'Themes are made under Galleries → Themes.',
					'vista-gallery'
				) }
				value={ String( attributes.themeId ) }
				options={ [
					...( themes.length
						? themes.map( ( theme ) => ( {
								value: String( theme.id ),
								label: theme.name,
							} ) )
						: [
								{
									value: '0',
									label: __( 'Default', 'vista-gallery' ),
								},
							] ),
					...( known || attributes.themeId === 0
						? []
						: [
								{
									value: String( attributes.themeId ),
									label: __(
										'A deleted theme (the default is shown)',
										'vista-gallery'
									),
								},
							] ),
				] }
				onChange={ ( value ) =>
					setAttributes( { themeId: Number( value ) || 0 } )
				}
			/>
		</PanelBody>
	);
}
