/**
 * The Instagram accounts kept up to date (Galleries → Import, Instagram tab), each with a button
 * that disconnects it: the server deletes its token and its galleries stop updating; their images
 * stay (includes/Instagram/InstagramDisconnect.php).
 */
import { siteDate } from '@vista/shared/site-date';
import { Button, Notice } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { speak } from '@wordpress/a11y';
import type { InstagramAccountSummary, InstagramConfig } from './config';

/** What the disconnect endpoint answers. */
interface DisconnectAnswer {
	success?: boolean;
	data?: { accounts?: InstagramAccountSummary[]; message?: string };
}

/**
 * Asks the server to disconnect an account; the accounts left, or the reason it could not.
 * @param config  The tab's data.
 * @param account The account.
 */
export async function disconnectAccount(
	config: InstagramConfig,
	account: InstagramAccountSummary
): Promise< { accounts: InstagramAccountSummary[] } | { message: string } > {
	try {
		const response = await fetch( config.ajaxUrl, {
			method: 'POST',
			credentials: 'same-origin',
			body: new URLSearchParams( {
				action: config.disconnectAction,
				_wpnonce: config.nonce,
				instagram_user_id: account.id,
			} ),
		} );
		const answer = ( await response.json() ) as DisconnectAnswer;
		if ( answer.success && Array.isArray( answer.data?.accounts ) ) {
			return { accounts: answer.data.accounts };
		}
		return { message: answer.data?.message || notDisconnected() };
	} catch {
		return { message: notDisconnected() };
	}
}

function notDisconnected() {
	return __(
		'The account could not be disconnected. Reload the page and try again.',
		'vista-gallery'
	);
}

function describe( account: InstagramAccountSummary ) {
	return account.status === 'ok'
		? sprintf(
				/* translators: 1: number of galleries, 2: date. */
				__(
					'%1$d galleries; the access token is renewed automatically (valid until %2$s).',
					'vista-gallery'
				),
				account.galleries,
				siteDate( account.expiresAt * 1000 )
			)
		: account.message;
}

function AccountRow( {
	account,
	config,
	onGone,
}: {
	account: InstagramAccountSummary;
	config: InstagramConfig;
	onGone: ( accounts: InstagramAccountSummary[] ) => void;
} ) {
	const [ asking, setAsking ] = useState( false );
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState( '' );
	const disconnect = async () => {
		setBusy( true );
		const outcome = await disconnectAccount( config, account );
		setBusy( false );
		if ( 'message' in outcome ) {
			setError( outcome.message );
			return;
		}
		speak(
			sprintf(
				/* translators: %s: Instagram user name. */
				__( '@%s is disconnected.', 'vista-gallery' ),
				account.username
			)
		);
		onGone( outcome.accounts );
	};
	return (
		<li>
			<strong>@{ account.username }</strong> { describe( account ) }{ ' ' }
			{ ! asking && (
				<Button
					variant="link"
					isDestructive
					onClick={ () => setAsking( true ) }
				>
					{ sprintf(
						/* translators: %s: Instagram user name. */
						__( 'Disconnect @%s', 'vista-gallery' ),
						account.username
					) }
				</Button>
			) }
			{ asking && (
				<span role="group" aria-label={ account.username }>
					{ __(
						'Its access token is deleted from this site and its galleries stop updating; their images stay.',
						'vista-gallery'
					) }{ ' ' }
					<Button
						variant="secondary"
						isDestructive
						isBusy={ busy }
						disabled={ busy }
						accessibleWhenDisabled
						onClick={ disconnect }
					>
						{ __( 'Disconnect', 'vista-gallery' ) }
					</Button>{ ' ' }
					<Button
						variant="tertiary"
						disabled={ busy }
						accessibleWhenDisabled
						onClick={ () => setAsking( false ) }
					>
						{ __( 'Cancel', 'vista-gallery' ) }
					</Button>
				</span>
			) }
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
		</li>
	);
}

export function AccountList( { config }: { config: InstagramConfig } ) {
	const [ accounts, setAccounts ] = useState( config.accounts );
	if ( accounts.length === 0 ) {
		return null;
	}
	return (
		<div className="vista-gallery-instagram__accounts">
			<h3>{ __( 'Kept up to date daily', 'vista-gallery' ) }</h3>
			<ul>
				{ accounts.map( ( account ) => (
					<AccountRow
						key={ account.id || account.username }
						account={ account }
						config={ config }
						onGone={ setAccounts }
					/>
				) ) }
			</ul>
		</div>
	);
}
