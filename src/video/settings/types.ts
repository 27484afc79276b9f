/**
 * The video settings as the settings route sends and takes them.
 */
import type { SectionProps } from '@vista/shared/settings/section-props';

export interface VideoSettings {
	consentGate: 'auto' | 'on' | 'off';
	contentFacade: boolean;
	pageSize: number;
	columns: number;
	showTitle: boolean;
	showPaging: boolean;
	autonext: boolean;
	thumbplay: boolean;
	pauseOthers: boolean;
	cacheMinutes: number;
}

export interface SettingsResponse {
	settings: VideoSettings;
	apiKeySet: boolean;
	vistaConsent: boolean;
}

export type Flag =
	| 'contentFacade'
	| 'showTitle'
	| 'showPaging'
	| 'autonext'
	| 'thumbplay'
	| 'pauseOthers';

export type PanelProps = SectionProps< VideoSettings >;
