/**
 * The form settings of quizzes, the preview confirmation and timed forms (001 §7 call 5's quiz
 * and preview fields; §3 duration display, §4 countdown), and whether a visitor may send the form
 * again. Part of the Form settings panel. The correct answers are off by default and sending again
 * can be turned off (issue 31 item 18): the server enforces both.
 */
import { __ } from '@wordpress/i18n';
import { SelectControl, ToggleControl } from '@wordpress/components';
import { NumberSetting } from './fields/controls';

export interface QuizSettings {
	quiz: boolean;
	quiz_result_shown: boolean;
	quiz_reporting: boolean;
	quiz_show_correct_answers: boolean;
	allow_send_again: boolean;
	preview_confirmation: 'off' | 'replace' | 'beside';
	time_limit: number;
}

export const DEFAULT_QUIZ_SETTINGS: QuizSettings = {
	quiz: false,
	quiz_result_shown: true,
	quiz_reporting: true,
	quiz_show_correct_answers: false,
	allow_send_again: true,
	preview_confirmation: 'off',
	time_limit: 0,
};

export function QuizSettingsFields( {
	settings,
	set,
}: {
	settings: QuizSettings;
	set: ( patch: Partial< QuizSettings > ) => void;
} ) {
	return (
		<>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Score as a quiz', 'vista-forms' ) }
				help={ __(
					'Mark the right choices and points in each multiple choice, checkbox or dropdown field.',
					'vista-forms'
				) }
				checked={ settings.quiz }
				onChange={ ( quiz ) => set( { quiz } ) }
			/>
			{ settings.quiz && (
				<>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Show the score', 'vista-forms' ) }
						checked={ settings.quiz_result_shown }
						onChange={ ( shown ) =>
							set( { quiz_result_shown: shown } )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Show each question’s result',
							'vista-forms'
						) }
						checked={ settings.quiz_reporting }
						onChange={ ( reporting ) =>
							set( { quiz_reporting: reporting } )
						}
					/>
					{ settings.quiz_reporting && (
						<ToggleControl
							__nextHasNoMarginBottom
							label={ __(
								'Show the correct answers',
								'vista-forms'
							) }
							help={ __(
								'Under each wrong answer. Leave off when a visitor could copy them into another try.',
								'vista-forms'
							) }
							checked={ settings.quiz_show_correct_answers }
							onChange={ ( shown ) =>
								set( { quiz_show_correct_answers: shown } )
							}
						/>
					) }
				</>
			) }
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Allow sending again', 'vista-forms' ) }
				help={ __(
					'Off: each visitor (one account, or one connection) can send this form once; the server refuses another entry.',
					'vista-forms'
				) }
				checked={ settings.allow_send_again }
				onChange={ ( again ) => set( { allow_send_again: again } ) }
			/>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Preview of what was sent', 'vista-forms' ) }
				value={ settings.preview_confirmation }
				options={ [
					{ value: 'off', label: __( 'None', 'vista-forms' ) },
					{
						value: 'beside',
						label: __( 'With the message', 'vista-forms' ),
					},
					{
						value: 'replace',
						label: __( 'Instead of the message', 'vista-forms' ),
					},
				] }
				onChange={ ( value ) =>
					set( {
						preview_confirmation:
							value as QuizSettings[ 'preview_confirmation' ],
					} )
				}
			/>
			<NumberSetting
				label={ __( 'Time limit (seconds)', 'vista-forms' ) }
				help={ __(
					'Shows the time left; entries sent well after it are refused. 0 for none.',
					'vista-forms'
				) }
				value={ settings.time_limit }
				onChange={ ( limit ) => set( { time_limit: limit } ) }
			/>
		</>
	);
}
