/**
 * What a settings screen or record editor shows before its form: a spinner while the settings or
 * the record load, or why they could not be loaded with a button to try again. Texts come from
 * the caller, translated with its plugin's text domain.
 */
import { Button, Notice, Spinner } from '@wordpress/components';

interface Props {
	/** Why loading failed, if it did. */
	error: string | null;
	/** Loads again. */
	onRetry: () => void;
	labels: {
		loading: string;
		retry: string;
	};
}

export function LoadState( { error, onRetry, labels }: Props ) {
	if ( error ) {
		return (
			<Notice status="error" isDismissible={ false }>
				<p>{ error }</p>
				<Button variant="secondary" onClick={ onRetry }>
					{ labels.retry }
				</Button>
			</Notice>
		);
	}
	return (
		<p className="vista-settings-loading">
			<Spinner />
			{ labels.loading }
		</p>
	);
}
