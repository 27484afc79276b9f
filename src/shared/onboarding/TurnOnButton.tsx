/**
 * A card's one-click "turn on" (kit/PlainCard.php): a button while the setting is off; once on,
 * what the card says and where to see it.
 */
import { useState } from '@wordpress/element';
import { Button, Notice } from '@wordpress/components';
import { speak } from '@wordpress/a11y';
import { turnOn } from './api';
import { useBusyAction } from './use-busy-action';
import type { StarterStrings, StarterTurnOn } from './types';

interface Props {
	setting: StarterTurnOn;
	strings: StarterStrings;
}

export function TurnOnButton( { setting, strings }: Props ) {
	const [ on, setOn ] = useState( setting.on );
	const {
		busy,
		error,
		run: click,
	} = useBusyAction( async () => {
		await turnOn( setting.path );
		setOn( true );
		speak( setting.onText );
	}, strings.failed );

	if ( on ) {
		return (
			<p className="vista-starter__on">
				{ setting.onText }{ ' ' }
				<a href={ setting.linkUrl }>{ setting.linkLabel }</a>
			</p>
		);
	}
	return (
		<>
			<div className="vista-starter__actions">
				<Button
					variant="primary"
					isBusy={ busy }
					disabled={ busy }
					onClick={ click }
				>
					{ busy ? strings.working : setting.label }
				</Button>
			</div>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
		</>
	);
}
