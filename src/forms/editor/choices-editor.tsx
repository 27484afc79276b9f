/**
 * The choices of a select, radio, checkbox or payment list: add, remove, reorder, and an image
 * per choice for image choices.
 */
import { __, sprintf } from '@wordpress/i18n';
import { Button, TextControl, Flex, FlexBlock } from '@wordpress/components';
import { MediaUpload, MediaUploadCheck } from '@wordpress/block-editor';
import type { Choice } from './field-types';

export function ChoicesEditor( {
	choices,
	onChange,
	valueLabel,
}: {
	choices: Choice[];
	onChange: ( next: Choice[] ) => void;
	valueLabel: string;
} ) {
	const update = ( index: number, patch: Partial< Choice > ) =>
		onChange(
			choices.map( ( choice, i ) =>
				i === index ? { ...choice, ...patch } : choice
			)
		);
	const move = ( index: number, by: number ) => {
		const next = [ ...choices ];
		const [ moved ] = next.splice( index, 1 );
		next.splice( index + by, 0, moved );
		onChange( next );
	};
	return (
		<div className="vista-forms-choices">
			{ choices.map( ( _choice, index ) => (
				<ChoiceRow
					key={ index }
					choices={ choices }
					index={ index }
					update={ update }
					move={ move }
					onChange={ onChange }
					valueLabel={ valueLabel }
				/>
			) ) }
			<Button
				variant="secondary"
				onClick={ () => {
					const label = sprintf(
						/* translators: %d: choice number */
						__( 'Choice %d', 'vista-forms' ),
						choices.length + 1
					);
					onChange( [ ...choices, { label, value: label } ] );
				} }
			>
				{ __( 'Add choice', 'vista-forms' ) }
			</Button>
		</div>
	);
}

interface ChoiceRowProps {
	choices: Choice[];
	index: number;
	update: ( index: number, patch: Partial< Choice > ) => void;
	move: ( index: number, by: number ) => void;
	onChange: ( next: Choice[] ) => void;
	valueLabel: string;
}

// One choice: its label and value, and the buttons that move or remove it.
function ChoiceRow( {
	choices,
	index,
	update,
	move,
	onChange,
	valueLabel,
}: ChoiceRowProps ) {
	const choice = choices[ index ];
	return (
		<fieldset className="vista-forms-choice" style={ { marginBottom: 12 } }>
			<legend className="screen-reader-text">
				{ sprintf(
					/* translators: %d: choice number */
					__( 'Choice %d', 'vista-forms' ),
					index + 1
				) }
			</legend>
			<Flex align="flex-end">
				<FlexBlock>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ sprintf(
							/* translators: %d: choice number */
							__( 'Choice %d', 'vista-forms' ),
							index + 1
						) }
						value={ choice.label }
						onChange={ ( label ) =>
							update( index, {
								label,
								value:
									choice.value === choice.label
										? label
										: choice.value,
							} )
						}
					/>
				</FlexBlock>
				<FlexBlock>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ valueLabel }
						value={ choice.value }
						onChange={ ( value ) => update( index, { value } ) }
					/>
				</FlexBlock>
			</Flex>
			<Flex justify="flex-start" gap={ 1 }>
				<Button
					size="small"
					icon="arrow-up-alt2"
					label={ __( 'Move up', 'vista-forms' ) }
					disabled={ index === 0 }
					accessibleWhenDisabled
					onClick={ () => move( index, -1 ) }
				/>
				<Button
					size="small"
					icon="arrow-down-alt2"
					label={ __( 'Move down', 'vista-forms' ) }
					disabled={ index === choices.length - 1 }
					accessibleWhenDisabled
					onClick={ () => move( index, 1 ) }
				/>
				<MediaUploadCheck>
					<MediaUpload
						allowedTypes={ [ 'image' ] }
						onSelect={ ( media ) =>
							update( index, {
								image: String( media.url ?? '' ),
							} )
						}
						render={ ( { open }: { open: () => void } ) => (
							<Button
								size="small"
								variant="tertiary"
								onClick={ open }
							>
								{ choice.image
									? __( 'Change image', 'vista-forms' )
									: __( 'Add image', 'vista-forms' ) }
							</Button>
						) }
					/>
				</MediaUploadCheck>
				{ choice.image && (
					<Button
						size="small"
						variant="tertiary"
						onClick={ () => update( index, { image: '' } ) }
					>
						{ __( 'Remove image', 'vista-forms' ) }
					</Button>
				) }
				<Button
					size="small"
					icon="trash"
					isDestructive
					label={ __( 'Remove choice', 'vista-forms' ) }
					onClick={ () =>
						onChange( choices.filter( ( _, i ) => i !== index ) )
					}
				/>
			</Flex>
		</fieldset>
	);
}
