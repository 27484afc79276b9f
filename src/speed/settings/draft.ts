/**
 * The page-speed settings as the page gets them and as the form edits them. The API key and the
 * runner's secret are write-only: the page only knows whether each is set, the form starts them
 * empty, and an empty one is not sent (it keeps the stored one).
 */
import { changedFields as sharedChangedFields } from '@vista/shared/settings/draft';
import type { SectionProps } from '@vista/shared/settings/section-props';

export interface PublicSettings {
	engine: 'psi' | 'runner';
	runner_url: string;
	psi_key_set: boolean;
	runner_secret_set: boolean;
	runner_from_config: boolean;
	convert_uploads: boolean;
	avif: boolean;
	lazy_iframes: boolean;
}

export interface SettingsResponse {
	settings: PublicSettings;
}

export interface DraftSettings {
	engine: PublicSettings[ 'engine' ];
	runner_url: string;
	/** A new API key, or empty to keep the stored one. */
	psi_key: string;
	/** A new runner secret, or empty to keep the stored one. */
	runner_secret: string;
	convert_uploads: boolean;
	avif: boolean;
	lazy_iframes: boolean;
}

export interface SpeedSectionProps extends SectionProps< DraftSettings > {
	/** The settings as saved. */
	saved: PublicSettings;
}

export const FORM_FIELDS: ReadonlySet< string > = new Set<
	keyof DraftSettings
>( [
	'engine',
	'runner_url',
	'psi_key',
	'runner_secret',
	'convert_uploads',
	'avif',
	'lazy_iframes',
] );

/**
 * A draft to edit, from the saved settings: the secrets start empty.
 * @param settings The saved settings.
 */
export function draftFrom( settings: PublicSettings ): DraftSettings {
	return {
		engine: settings.engine,
		runner_url: settings.runner_url,
		psi_key: '',
		runner_secret: '',
		convert_uploads: settings.convert_uploads,
		avif: settings.avif,
		lazy_iframes: settings.lazy_iframes,
	};
}

/**
 * What the form sends: the changed fields, a secret only when one is typed, and the runner's
 * address only when wp-config.php does not set it.
 * @param saved The saved settings.
 * @param draft The settings as edited.
 */
export function changedFields(
	saved: PublicSettings,
	draft: DraftSettings
): Record< string, unknown > {
	const changes = sharedChangedFields< DraftSettings >(
		{ ...saved, psi_key: '', runner_secret: '' },
		draft
	);
	if ( saved.runner_from_config ) {
		delete changes.runner_url;
	}
	return changes;
}
