/**
 * The files of an import: how many are uploaded, the button that starts the upload of those
 * waiting, and each file with its size, status and, when it was refused or failed, why.
 */
import { Button } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';
import { formatSize } from './file-checks';
import { statusLabels } from './import-messages';
import { importCounts, waitingEntries, type ImportEntry } from './import-queue';

interface Props {
	entries: ImportEntry[];
	running: boolean;
	onStart: () => void;
}

function FileRows( { entries }: { entries: ImportEntry[] } ) {
	const labels = statusLabels();
	return (
		<ul className="vista-gallery-import__files">
			{ entries.map( ( entry ) => (
				<li key={ entry.key } className={ `is-${ entry.status }` }>
					<span className="vista-gallery-import__name">
						{ entry.name }
					</span>{ ' ' }
					<span>({ formatSize( entry.size ) })</span>{ ' ' }
					<strong>{ labels[ entry.status ] }</strong>
					{ entry.message && <span>: { entry.message }</span> }
				</li>
			) ) }
		</ul>
	);
}

export function ImportProgress( { entries, running, onStart }: Props ) {
	const counts = importCounts( entries );
	const waiting = waitingEntries( entries ).length;
	return (
		<div className="vista-gallery-import__progress">
			<label htmlFor="vista-gallery-import-progress">
				{ sprintf(
					/* translators: 1: files handled, 2: files to upload, 3: failed. */
					__(
						'%1$d of %2$d files uploaded (%3$d failed)',
						'vista-gallery'
					),
					counts.done,
					counts.total,
					counts.failed
				) }
			</label>
			<progress
				id="vista-gallery-import-progress"
				max={ Math.max( counts.total, 1 ) }
				value={ counts.finished }
			/>
			<Button
				variant="primary"
				onClick={ onStart }
				disabled={ running || waiting === 0 }
				accessibleWhenDisabled
				isBusy={ running }
			>
				{ sprintf(
					/* translators: %d: number of files. */
					_n(
						'Import %d file',
						'Import %d files',
						waiting,
						'vista-gallery'
					),
					waiting
				) }
			</Button>
			<FileRows entries={ entries } />
		</div>
	);
}
