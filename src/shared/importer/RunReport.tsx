/**
 * A finished run's report: what was imported, updated and skipped by kind, the skipped items with
 * their reasons, and the word that the original's data was left as it was.
 */
import { format } from './format';
import type { ImportRun, ImporterStrings } from './types';

interface Props {
	run: ImportRun;
	strings: ImporterStrings;
}

export function RunReport( { run, strings }: Props ) {
	return (
		<section className="vista-kit-importer__report">
			<h2>{ strings.finished }</h2>
			{ run.started !== '' && (
				<p>{ format( strings.times, run.started, run.finished ) }</p>
			) }
			<table className="widefat striped">
				<caption>{ strings.report }</caption>
				<thead>
					<tr>
						<th scope="col">{ strings.items }</th>
						<th scope="col">{ strings.imported }</th>
						<th scope="col">{ strings.updated }</th>
						<th scope="col">{ strings.skipped }</th>
					</tr>
				</thead>
				<tbody>
					{ run.report.map( ( row ) => (
						<tr key={ row.kind }>
							<td>{ row.label }</td>
							<td>{ row.importedText }</td>
							<td>{ row.updatedText }</td>
							<td>{ row.skippedText }</td>
						</tr>
					) ) }
				</tbody>
			</table>
			{ run.skips.length > 0 && (
				<>
					<h3 id="vista-kit-importer-skipped">
						{ strings.skippedItems }
					</h3>
					<ul aria-labelledby="vista-kit-importer-skipped">
						{ run.skips.map( ( skip, index ) => (
							<li key={ index }>
								{ format(
									strings.skip,
									skip.kind,
									skip.original,
									skip.reason
								) }
							</li>
						) ) }
					</ul>
				</>
			) }
			<p>{ strings.unchanged }</p>
		</section>
	);
}
