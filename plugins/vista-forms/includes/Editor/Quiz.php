<?php
/**
 * A form as a quiz (001 §7 call 5: quiz_result_shown, quiz_reporting): the choice fields whose
 * choices are marked correct are questions worth their points. The server scores what it stored,
 * never what the page says, keeps the result with the entry and answers the score and the
 * per-question report as escaped HTML.
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Editor;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Entries\EntryStore;

/**
 * Scoring, storing and reporting a quiz.
 */
final class Quiz {

	/** The entry meta row holding the result; a colon never occurs in a field id. */
	public const ENTRY_FIELD = 'vista:quiz';

	/** Field types that can be questions. */
	private const QUESTION_TYPES = array( 'radio', 'checkbox', 'select' );

	/**
	 * Whether the form is a quiz with at least one question.
	 *
	 * @param FormDefinition $form Form.
	 */
	public static function is_quiz( FormDefinition $form ): bool {
		return ! empty( $form->settings()['quiz'] ) && array() !== self::questions( $form );
	}

	/**
	 * The questions: choice fields with at least one choice marked correct.
	 *
	 * @param FormDefinition $form Form.
	 * @return array<string, array{label: string, correct: string[], points: int}>
	 */
	public static function questions( FormDefinition $form ): array {
		$questions = array();
		foreach ( $form->fields() as $id => $field ) {
			if ( ! in_array( $field['type'], self::QUESTION_TYPES, true ) ) {
				continue;
			}
			$correct = array();
			foreach ( $field['choices'] ?? array() as $choice ) {
				if ( ! empty( $choice['correct'] ) ) {
					// Stored values are labels (Fields\Choice), so the key is the label.
					$correct[] = '' !== $choice['label'] ? $choice['label'] : $choice['value'];
				}
			}
			if ( array() !== $correct ) {
				$questions[ (string) $id ] = array(
					'label'   => '' !== $field['label'] ? $field['label'] : (string) $id,
					'correct' => $correct,
					'points'  => max( 1, (int) ( $field['quiz_points'] ?? 0 ) ),
				);
			}
		}
		return $questions;
	}

	/**
	 * Scores clean values: a question earns its points when the answers given are exactly its
	 * correct ones (all of them for checkboxes, none extra).
	 *
	 * @param FormDefinition       $form   Form.
	 * @param array<string, mixed> $values Validated values by field id (labels).
	 * @return array{score: int, total: int, questions: list<array{id: string, label: string, given: string[], correct: string[], points: int, earned: int}>}
	 */
	public static function score( FormDefinition $form, array $values ): array {
		$score = 0;
		$total = 0;
		$rows  = array();
		foreach ( self::questions( $form ) as $id => $question ) {
			$given = $values[ $id ] ?? array();
			$given = array_values( array_filter( array_map( 'strval', is_array( $given ) ? $given : array( $given ) ), 'strlen' ) );
			$right = array() !== $given && self::same_set( $given, $question['correct'] );
			$rows[] = array(
				'id'      => $id,
				'label'   => $question['label'],
				'given'   => $given,
				'correct' => $question['correct'],
				'points'  => $question['points'],
				'earned'  => $right ? $question['points'] : 0,
			);
			$total += $question['points'];
			$score += $right ? $question['points'] : 0;
		}
		return array(
			'score'     => $score,
			'total'     => $total,
			'questions' => $rows,
		);
	}

	/**
	 * Scores and stores the result with the entry.
	 *
	 * @param FormDefinition       $form     Form.
	 * @param int                  $entry_id Entry just stored.
	 * @param array<string, mixed> $values   Validated values.
	 */
	public static function store( FormDefinition $form, int $entry_id, array $values ): void {
		if ( self::is_quiz( $form ) ) {
			EntryStore::set_value( $entry_id, self::ENTRY_FIELD, self::score( $form, $values ) );
		}
	}

	/**
	 * The stored result of an entry, or null.
	 *
	 * @param array<string, string> $stored Stored values of the entry.
	 * @return array<string, mixed>|null
	 */
	public static function stored_result( array $stored ): ?array {
		$result = json_decode( $stored[ self::ENTRY_FIELD ] ?? '', true );
		return is_array( $result ) && isset( $result['score'], $result['total'], $result['questions'] ) ? $result : null;
	}

	/**
	 * Whether the form shows the visitor the score or each question's result.
	 *
	 * @param FormDefinition $form Form.
	 */
	public static function shows_result( FormDefinition $form ): bool {
		$settings = $form->settings();
		return ! empty( $settings['quiz_result_shown'] ) || ! empty( $settings['quiz_reporting'] );
	}

	/**
	 * The answer fields of call 5 for a stored quiz entry.
	 *
	 * @param FormDefinition        $form   Form.
	 * @param array<string, string> $stored Stored values of the entry.
	 * @return array<string, string>
	 */
	public static function answer_data( FormDefinition $form, array $stored ): array {
		$result   = self::stored_result( $stored );
		$settings = $form->settings();
		if ( null === $result || ! self::shows_result( $form ) ) {
			return array();
		}
		return array(
			'quiz_result_shown' => ! empty( $settings['quiz_result_shown'] ) ? '1' : '0',
			'quiz_reporting'    => self::report_html( $result, ! empty( $settings['quiz_result_shown'] ), ! empty( $settings['quiz_reporting'] ), ! empty( $settings['quiz_show_correct_answers'] ) ),
		);
	}

	/**
	 * The score and the per-question report, escaped. The right answers of a question answered
	 * wrongly are shown only when the form's settings say so (off by default, issue 31 item 18).
	 *
	 * @param array<string, mixed> $result       A score() result.
	 * @param bool                 $with_score   Show the score.
	 * @param bool                 $with_report  Show each question.
	 * @param bool                 $with_correct Show the right answers of a wrong one.
	 */
	public static function report_html( array $result, bool $with_score, bool $with_report, bool $with_correct = false ): string {
		$html = '<div class="evf-quiz-result">';
		if ( $with_score ) {
			/* translators: 1: points scored, 2: points possible. */
			$html .= '<p class="evf-quiz-score">' . esc_html( sprintf( __( 'Your score: %1$d out of %2$d', 'vista-forms' ), (int) $result['score'], (int) $result['total'] ) ) . '</p>';
		}
		if ( $with_report ) {
			$html .= '<ol class="evf-quiz-report">';
			foreach ( $result['questions'] as $row ) {
				$right = (int) $row['earned'] > 0;
				$html .= sprintf(
					'<li class="evf-quiz-question evf-quiz-question--%1$s"><strong>%2$s</strong> <span class="evf-quiz-verdict">%3$s</span><br>%4$s%5$s</li>',
					$right ? 'correct' : 'wrong',
					esc_html( (string) $row['label'] ),
					esc_html( $right ? __( 'Correct', 'vista-forms' ) : __( 'Wrong', 'vista-forms' ) ),
					/* translators: %s: the visitor's answers. */
					esc_html( sprintf( __( 'Your answer: %s', 'vista-forms' ), array() !== $row['given'] ? implode( ', ', (array) $row['given'] ) : __( '(none)', 'vista-forms' ) ) ),
					$right || ! $with_correct ? '' : '<br>' . esc_html(
						/* translators: %s: the correct answers. */
						sprintf( __( 'Correct answer: %s', 'vista-forms' ), implode( ', ', (array) $row['correct'] ) )
					)
				);
			}
			$html .= '</ol>';
		}
		return $html . '</div>';
	}

	/**
	 * Whether two lists hold the same items, order aside.
	 *
	 * @param string[] $one   A list.
	 * @param string[] $other Another.
	 */
	private static function same_set( array $one, array $other ): bool {
		$one   = array_unique( $one );
		$other = array_unique( $other );
		sort( $one );
		sort( $other );
		return $one === $other;
	}
}
