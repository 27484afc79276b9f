/**
 * A run under way: the progress bar (its whole percent announced politely as it passes each tenth)
 * and each stage's "<done> of <count>".
 */
import { useEffect, useRef } from '@wordpress/element';
import { speak } from '@wordpress/a11y';
import { format } from './format';
import type { ImportRun, ImporterStrings } from './types';

interface Props {
	run: ImportRun;
	strings: ImporterStrings;
}

export function RunProgress( { run, strings }: Props ) {
	const percentText = format( strings.percent, run.percent );
	const announced = useRef( -1 );
	useEffect( () => {
		const tenth = Math.floor( run.percent / 10 );
		if ( tenth !== announced.current ) {
			announced.current = tenth;
			speak( percentText, 'polite' );
		}
	}, [ run.percent, percentText ] );

	return (
		<section className="vista-kit-importer__progress">
			<p>{ strings.running }</p>
			<div
				className="vista-kit-importer__bar"
				role="progressbar"
				aria-label={ strings.progress }
				aria-valuemin={ 0 }
				aria-valuemax={ 100 }
				aria-valuenow={ run.percent }
				aria-valuetext={ percentText }
			>
				<div
					className="vista-kit-importer__bar-done"
					style={ { width: `${ run.percent }%` } }
				/>
			</div>
			<p aria-hidden="true">{ percentText }</p>
			<ul className="vista-kit-importer__stages">
				{ run.stages.map( ( stage ) => (
					<li key={ stage.stage }>
						<span className="vista-kit-importer__stage">
							{ stage.label }
						</span>{ ' ' }
						<span>{ stage.progressText }</span>
					</li>
				) ) }
			</ul>
		</section>
	);
}
