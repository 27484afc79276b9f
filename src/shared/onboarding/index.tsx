/**
 * The suite's getting started screen (Dashboard → Getting started), mounted by each plugin's thin
 * entry (src/<plugin>/onboarding/index.ts) so every plugin ships it in its own build; the kit
 * (kit/GettingStarted.php) registers the screen once, from whichever plugin answers first, and
 * hands it every active plugin's card and the translated texts as window.vistaGettingStarted.
 */
import { createRoot } from '@wordpress/element';
import { StarterCardView } from './StarterCardView';
import type { GettingStartedData } from './types';
import './onboarding.css';

declare global {
	interface Window {
		vistaGettingStarted?: GettingStartedData;
	}
}

/**
 * The screen.
 * @param props         The server's data.
 * @param props.cards   The active plugins' cards.
 * @param props.strings The translated texts.
 */
function GettingStartedScreen( { cards, strings }: GettingStartedData ) {
	return (
		<div className="vista-starter">
			<p className="vista-starter__intro">{ strings.intro }</p>
			<div className="vista-starter__cards">
				{ cards.map( ( card ) => (
					<StarterCardView
						key={ card.plugin }
						card={ card }
						strings={ strings }
					/>
				) ) }
			</div>
		</div>
	);
}

/** Renders the screen into its mount point, when the page has one. */
export function mountGettingStarted(): void {
	const root = document.getElementById( 'vista-getting-started' );
	const data = window.vistaGettingStarted;
	if ( root && data ) {
		createRoot( root ).render( <GettingStartedScreen { ...data } /> );
	}
}
