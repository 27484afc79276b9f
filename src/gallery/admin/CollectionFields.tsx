/**
 * The way back to the list and the title and description of a gallery or an album: the start of
 * both editors.
 */
import { TextControl, TextareaControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

interface Props {
	/** The list's address. */
	backUrl: string;
	/** The link's text ("← All albums"). */
	backLabel: string;
	title: string;
	description: string;
	onChange: ( fields: { title?: string; description?: string } ) => void;
}

export function CollectionFields( {
	backUrl,
	backLabel,
	title,
	description,
	onChange,
}: Props ) {
	return (
		<>
			<p>
				<a href={ backUrl }>{ backLabel }</a>
			</p>
			<div className="vista-gallery-editor__fields">
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Title', 'vista-gallery' ) }
					value={ title }
					onChange={ ( value ) => onChange( { title: value } ) }
				/>
				<TextareaControl
					__nextHasNoMarginBottom
					label={ __( 'Description', 'vista-gallery' ) }
					value={ description }
					rows={ 3 }
					onChange={ ( value ) => onChange( { description: value } ) }
				/>
			</div>
		</>
	);
}
