/**
 * The importer's screen (Tools → Import → an original plugin, admin.php?import=<id>): what the
 * original left on this site with counts, the button that starts (or runs again) the import, its
 * progress, and the report once it is done. The contract other importers' e2e tests drive is in
 * the README ("Moving from the original plugins").
 */
import { useMemo } from '@wordpress/element';
import { format } from './format';
import { importerApi } from './api';
import { RunProgress } from './RunProgress';
import { RunReport } from './RunReport';
import { useImportRun } from './use-import-run';
import type { ImporterData } from './types';

export function ImporterScreen( { path, strings }: ImporterData ) {
	const api = useMemo( () => importerApi( path ), [ path ] );
	const {
		payload,
		inventory,
		loadError,
		stopped,
		starting,
		load,
		start,
		resume,
	} = useImportRun( api );

	if ( loadError !== null ) {
		return (
			<div className="notice notice-error inline">
				<p>{ [ strings.loadFailed, loadError ].join( ' ' ).trim() }</p>
				<p>
					<button type="button" className="button" onClick={ load }>
						{ strings.retry }
					</button>
				</p>
			</div>
		);
	}
	if ( payload === null ) {
		return <p aria-busy="true">{ strings.loading }</p>;
	}

	const run = payload.run;
	const running = run?.status === 'running';
	return (
		<div className="vista-kit-importer__screen">
			<p>{ payload.importer.description }</p>
			{ inventory.length === 0 ? (
				<p>{ strings.nothingFound }</p>
			) : (
				<table className="widefat striped vista-kit-importer__found">
					<caption>{ strings.found }</caption>
					<thead>
						<tr>
							<th scope="col">{ strings.items }</th>
							<th scope="col">{ strings.count }</th>
						</tr>
					</thead>
					<tbody>
						{ inventory.map( ( entry ) => (
							<tr key={ entry.stage }>
								<td>{ entry.label }</td>
								<td>{ entry.countText }</td>
							</tr>
						) ) }
					</tbody>
				</table>
			) }
			{ stopped !== null && (
				<div className="notice notice-error inline" role="alert">
					<p>
						{ format(
							strings.stopped,
							stopped === '' ? strings.noReason : stopped
						) }
					</p>
					{ running && (
						<p>
							<button
								type="button"
								className="button"
								onClick={ resume }
							>
								{ strings.continue }
							</button>
						</p>
					) }
				</div>
			) }
			{ inventory.length > 0 && ! running && (
				<p>
					<button
						type="button"
						className="button button-primary"
						onClick={ start }
						disabled={ starting }
						aria-describedby={
							run ? 'vista-kit-importer-again' : undefined
						}
					>
						{ run ? strings.runAgain : strings.start }
					</button>
					{ run && (
						<span
							id="vista-kit-importer-again"
							className="vista-kit-importer__note"
						>
							{ strings.againNote }
						</span>
					) }
				</p>
			) }
			{ run && running && (
				<RunProgress run={ run } strings={ strings } />
			) }
			{ run && ! running && (
				<RunReport run={ run } strings={ strings } />
			) }
		</div>
	);
}
