/**
 * A choice field as a quiz question: which choices are right and what the question is worth.
 * The server scores the answers (plugins/vista-forms Quiz) when the form's Quiz setting is on.
 */
import { __, sprintf } from '@wordpress/i18n';
import { CheckboxControl } from '@wordpress/components';
import { NumberSetting, SettingsGroup } from './controls';
import type { SettingsProps } from './types';

const QUESTION_TYPES = [ 'radio', 'checkbox', 'select' ];

export function QuizPanel( {
	type,
	attributes,
	setAttributes,
}: SettingsProps ) {
	if ( ! QUESTION_TYPES.includes( type ) || ! attributes.choices ) {
		return null;
	}
	const choices = attributes.choices;
	return (
		<SettingsGroup
			title={ __( 'Quiz answer', 'vista-forms' ) }
			initialOpen={ false }
		>
			{ choices.map( ( choice, index ) => (
				<CheckboxControl
					key={ index }
					__nextHasNoMarginBottom
					label={ sprintf(
						/* translators: %s: the choice's label */
						__( 'Right answer: %s', 'vista-forms' ),
						choice.label
					) }
					checked={ !! choice.correct }
					onChange={ ( correct ) =>
						setAttributes( {
							choices: choices.map( ( each, i ) =>
								i === index ? { ...each, correct } : each
							),
						} )
					}
				/>
			) ) }
			<NumberSetting
				label={ __( 'Points', 'vista-forms' ) }
				help={ __(
					'What a right answer is worth; 0 counts as 1. Used when the form is a quiz.',
					'vista-forms'
				) }
				value={ attributes.quiz_points }
				onChange={ ( points ) =>
					setAttributes( { quiz_points: points } )
				}
			/>
		</SettingsGroup>
	);
}
