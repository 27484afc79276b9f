/**
 * The quiz result stored with an entry (plugins/vista-forms Quiz), in the entry view.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { QuizResult as Result } from './types';

export function QuizResult( { result }: { result: Result } ) {
	return (
		<section className="vista-forms-entry__quiz">
			<h3>
				{ sprintf(
					/* translators: 1: points scored, 2: points possible. */
					__( 'Quiz score: %1$d out of %2$d', 'vista-forms' ),
					result.score,
					result.total
				) }
			</h3>
			<ol>
				{ result.questions.map( ( question ) => (
					<li key={ question.id }>
						<strong>{ question.label }</strong>{ ' ' }
						{ question.earned > 0
							? sprintf(
									/* translators: %d: points earned. */
									__( 'Right (+%d)', 'vista-forms' ),
									question.earned
								)
							: sprintf(
									/* translators: %s: the right answers. */
									__(
										'Wrong; right answer: %s',
										'vista-forms'
									),
									question.correct.join( ', ' )
								) }
					</li>
				) ) }
			</ol>
		</section>
	);
}
