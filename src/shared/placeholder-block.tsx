/**
 * Editor side of a block whose front end is still rendered by a placeholder on the server.
 * Shared by every plugin so that each block's editor entry is two lines.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { Placeholder } from '@wordpress/components';

export interface PlaceholderText {
	label: string;
	instructions: string;
}

/** block.json as imported: TypeScript widens its literals, WordPress validates it at registration. */
export interface BlockMetadata {
	name: string;
	[ field: string ]: unknown;
}

export function registerPlaceholderBlock(
	metadata: BlockMetadata,
	text: PlaceholderText
): void {
	const Edit = () => (
		<div { ...useBlockProps() }>
			<Placeholder
				label={ text.label }
				instructions={ text.instructions }
			/>
		</div>
	);
	registerBlockType( metadata.name, {
		...( metadata as unknown as BlockConfiguration ),
		edit: Edit,
		save: () => null,
	} );
}
