/**
 * "Add to a page": put an item (a gallery, a form) on a new draft page or at the end of an
 * existing page, published at once if the user asks; or copy its block or shortcode.
 */
import { useEffect, useState } from '@wordpress/element';
import {
	Button,
	CheckboxControl,
	Modal,
	Notice,
	SelectControl,
} from '@wordpress/components';
import { speak } from '@wordpress/a11y';
import { format } from '../importer/format';
import { addToPage, editablePages, type PageChoice } from './api';
import { CopyField } from './CopyField';
import type { StarterItem, StarterPage, StarterStrings } from './types';
import './dialog.css';

interface Props {
	item: StarterItem;
	path: string;
	strings: StarterStrings;
	onClose: () => void;
}

/**
 * The text of one page in the list.
 * @param page    The page.
 * @param strings The screen's texts.
 */
function pageLabel( page: PageChoice, strings: StarterStrings ) {
	const status =
		page.status === 'publish' ? strings.published : strings.draft;
	return format( strings.pageOption, page.title || strings.untitled, status );
}

export function AddToPageDialog( { item, path, strings, onClose }: Props ) {
	const [ pages, setPages ] = useState< PageChoice[] >( [] );
	const [ pageId, setPageId ] = useState( 0 );
	const [ publish, setPublish ] = useState( false );
	const [ busy, setBusy ] = useState( false );
	const [ added, setAdded ] = useState< StarterPage | null >( null );
	const [ error, setError ] = useState( '' );

	useEffect( () => {
		editablePages().then( setPages, () => setPages( [] ) );
	}, [] );

	const add = async () => {
		setBusy( true );
		setError( '' );
		try {
			const page = await addToPage( path, item.id, pageId, publish );
			setAdded( page );
			speak(
				format(
					page.status === 'publish'
						? strings.addedLive
						: strings.addedDraft,
					page.title
				)
			);
		} catch ( failure ) {
			setError(
				( failure as { message?: string } ).message ?? strings.failed
			);
		} finally {
			setBusy( false );
		}
	};

	return (
		<Modal
			title={ format( strings.dialogTitle, item.title ) }
			onRequestClose={ onClose }
			className="vista-starter__dialog"
		>
			<section>
				<h2>{ strings.createHeading }</h2>
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ strings.pageLabel }
					value={ String( pageId ) }
					options={ [
						{ value: '0', label: strings.newPage },
						...pages.map( ( page ) => ( {
							value: String( page.id ),
							label: pageLabel( page, strings ),
						} ) ),
					] }
					onChange={ ( value ) => setPageId( Number( value ) ) }
				/>
				<CheckboxControl
					__nextHasNoMarginBottom
					label={ strings.publishNow }
					checked={ publish }
					onChange={ setPublish }
				/>
				<Button
					variant="primary"
					isBusy={ busy }
					disabled={ busy }
					onClick={ add }
				>
					{ busy ? strings.working : strings.addButton }
				</Button>
				{ error && (
					<Notice status="error" isDismissible={ false }>
						{ error }
					</Notice>
				) }
				{ added && (
					<div className="vista-starter__added" role="status">
						<p>
							{ format(
								added.status === 'publish'
									? strings.addedLive
									: strings.addedDraft,
								added.title
							) }
						</p>
						<p className="vista-starter__links">
							<a href={ added.editUrl }>{ strings.editPage }</a>
							<a href={ added.viewUrl }>{ strings.viewPage }</a>
						</p>
					</div>
				) }
			</section>
			<section>
				<h2>{ strings.copyHeading }</h2>
				<p>{ strings.copyHelp }</p>
				<CopyField
					label={ strings.blockLabel }
					buttonLabel={ strings.copyBlock }
					text={ item.block }
					strings={ strings }
				/>
				{ item.shortcode && (
					<CopyField
						label={ strings.shortcodeLabel }
						buttonLabel={ strings.copyShortcode }
						text={ item.shortcode }
						strings={ strings }
					/>
				) }
			</section>
		</Modal>
	);
}
