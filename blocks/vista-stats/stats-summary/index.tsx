/**
 * Editor script of vista/stats-summary. Its stylesheet, imported here, is built as style-index.css,
 * which block.json gives the front end as well: the block itself has no script there.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { SummaryEdit, type SummaryAttributes } from './edit';
import metadata from './block.json';
import './style.css';

registerBlockType(
	metadata as unknown as BlockConfiguration< SummaryAttributes >,
	{ edit: SummaryEdit, save: () => null }
);
