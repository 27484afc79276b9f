/**
 * One plugin's card: what it does, its main screen, the one-click sample and, once the sample
 * exists, "Add to a page".
 */
import { useState } from '@wordpress/element';
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	Notice,
} from '@wordpress/components';
import { speak } from '@wordpress/a11y';
import { makeSample } from './api';
import { AddToPageDialog } from './AddToPageDialog';
import { TurnOnButton } from './TurnOnButton';
import { useBusyAction } from './use-busy-action';
import type { StarterCard, StarterItem, StarterStrings } from './types';

interface Props {
	card: StarterCard;
	strings: StarterStrings;
}

export function StarterCardView( { card, strings }: Props ) {
	const [ sample, setSample ] = useState< StarterItem | null >( card.sample );
	const [ dialogOpen, setDialogOpen ] = useState( false );
	const {
		busy,
		error,
		run: make,
	} = useBusyAction( async () => {
		setSample( await makeSample( card.path ) );
		speak( strings.sampleReady );
	}, strings.failed );

	const headingId = `vista-starter-${ card.plugin }`;
	return (
		<Card
			className="vista-starter__card"
			aria-labelledby={ headingId }
			as="section"
		>
			<CardHeader>
				<h2 id={ headingId }>{ card.title }</h2>
			</CardHeader>
			<CardBody>
				<p>{ card.description }</p>
				{ card.turnOn && (
					<TurnOnButton setting={ card.turnOn } strings={ strings } />
				) }
				<div className="vista-starter__actions">
					{ card.demoLabel && ! sample && (
						<Button
							variant="primary"
							isBusy={ busy }
							disabled={ busy }
							onClick={ make }
						>
							{ busy ? strings.working : card.demoLabel }
						</Button>
					) }
					{ sample && (
						<Button
							variant="primary"
							onClick={ () => setDialogOpen( true ) }
							aria-label={ `${ strings.addToPage }: ${ sample.title }` }
						>
							{ strings.addToPage }
						</Button>
					) }
					{ sample && (
						<a href={ sample.editUrl }>{ strings.openSample }</a>
					) }
					<a href={ card.screenUrl }>{ card.screenLabel }</a>
				</div>
				{ error && (
					<Notice status="error" isDismissible={ false }>
						{ error }
					</Notice>
				) }
			</CardBody>
			{ dialogOpen && sample && (
				<AddToPageDialog
					item={ sample }
					path={ card.path }
					strings={ strings }
					onClose={ () => setDialogOpen( false ) }
				/>
			) }
		</Card>
	);
}
