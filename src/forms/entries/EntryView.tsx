/**
 * One entry in a modal: every field, files as authenticated download links, the PDF, star and
 * read toggles. Opening an entry marks it read.
 */
import { Button, Modal, Spinner } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { parseSaveError } from '@vista/shared/settings/errors';
import { fetchEntry, updateEntry } from './api';
import { formatDate, formatSize } from './format';
import { QuizResult } from './QuizResult';
import { EntryPayment } from './PaymentStatus';
import type { Entry } from './types';

interface Props {
	id: number;
	onClose: () => void;
	onDelete: () => void;
	onError: ( message: string ) => void;
}

export function EntryView( { id, onClose, onDelete, onError }: Props ) {
	const [ entry, setEntry ] = useState< Entry | null >( null );

	useEffect( () => {
		const fail = ( reason: unknown ) =>
			onError(
				parseSaveError(
					reason,
					__( 'The entry could not be loaded.', 'vista-forms' )
				).message
			);
		fetchEntry( id )
			.then( ( loaded ) =>
				loaded.read
					? setEntry( loaded )
					: updateEntry( id, { read: true } ).then( setEntry )
			)
			.catch( fail );
	}, [ id, onError ] );

	const change = ( flags: { starred?: boolean; read?: boolean } ) =>
		updateEntry( id, flags )
			.then( setEntry )
			.catch( ( reason ) =>
				onError(
					parseSaveError(
						reason,
						__(
							'The request failed. Please try again.',
							'vista-forms'
						)
					).message
				)
			);

	return (
		<Modal
			title={ sprintf(
				/* translators: %d: entry number. */
				__( 'Entry #%d', 'vista-forms' ),
				id
			) }
			onRequestClose={ onClose }
			size="medium"
		>
			{ ! entry ? (
				<Spinner />
			) : (
				<div className="vista-forms-entry">
					<p className="vista-forms-entry__meta">
						{ formatDate( entry.created ) }
					</p>
					<dl>
						{ entry.fields.map( ( field ) => (
							<div
								key={ field.id }
								className="vista-forms-entry__field"
							>
								<dt>{ field.label }</dt>
								<dd>
									{ field.files.length > 0 ? (
										<ul>
											{ field.files.map( ( file ) => (
												<li key={ file.url }>
													<a href={ file.url }>
														{ file.name }
													</a>{ ' ' }
													({ formatSize( file.size ) }
													)
												</li>
											) ) }
										</ul>
									) : (
										field.text || '—'
									) }
								</dd>
							</div>
						) ) }
					</dl>
					<EntryPayment payment={ entry.payment } />
					{ entry.quiz && <QuizResult result={ entry.quiz } /> }
					<div className="vista-forms-entry__actions">
						<Button
							variant="secondary"
							icon={
								entry.starred ? 'star-filled' : 'star-empty'
							}
							isPressed={ entry.starred }
							onClick={ () =>
								change( { starred: ! entry.starred } )
							}
						>
							{ entry.starred
								? __( 'Unstar', 'vista-forms' )
								: __( 'Star', 'vista-forms' ) }
						</Button>
						<Button
							variant="secondary"
							onClick={ () => change( { read: ! entry.read } ) }
						>
							{ entry.read
								? __( 'Mark unread', 'vista-forms' )
								: __( 'Mark read', 'vista-forms' ) }
						</Button>
						<Button
							variant="secondary"
							href={ entry.pdf_url }
							target="_blank"
						>
							{ __( 'PDF', 'vista-forms' ) }
						</Button>
						<Button
							variant="secondary"
							isDestructive
							onClick={ onDelete }
						>
							{ __( 'Delete', 'vista-forms' ) }
						</Button>
					</div>
				</div>
			) }
		</Modal>
	);
}
