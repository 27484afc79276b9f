import type { StarterStrings } from '@vista/shared/onboarding/types';

/** An Instagram account kept up to date (never its token). */
export interface InstagramAccountSummary {
	/** Instagram user id. */
	id: string;
	username: string;
	/** Unix time the token expires. */
	expiresAt: number;
	status: 'ok' | 'expired' | string;
	message: string;
	galleries: number;
}

/** The Instagram tab's data (includes/Instagram/InstagramScreen.php); null: no tab. */
export interface InstagramConfig {
	ajaxUrl: string;
	action: string;
	nonce: string;
	maxImages: number;
	accounts: InstagramAccountSummary[];
	/** Galleries the user may add the images to instead of a new one. */
	galleries: Array< { id: number; title: string } >;
	/** The action that disconnects an account (InstagramDisconnect.php). */
	disconnectAction: string;
}

/** The "Add to a page" dialog's route and texts; null when the user may not edit pages. */
export interface AddToPageConfig {
	path: string;
	strings: StarterStrings;
}

/**
 * What AdminScreens.php tells the app (window.vistaGalleryAdmin).
 */
export interface AdminConfig {
	screen: 'galleries' | 'albums' | 'import';
	embedTypes: string[];
	/** Largest upload, in bytes. */
	maxUploadSize: number;
	/** Image MIME types the site accepts. */
	imageTypes: string[];
	tagsUrl: string;
	canUpload: boolean;
	instagram: InstagramConfig | null;
	addToPage: AddToPageConfig | null;
}

declare global {
	interface Window {
		vistaGalleryAdmin?: Partial< AdminConfig >;
	}
}

export function adminConfig(): AdminConfig {
	const given = window.vistaGalleryAdmin ?? {};
	return {
		screen: given.screen ?? 'galleries',
		embedTypes: given.embedTypes ?? [],
		maxUploadSize: given.maxUploadSize ?? 2 * 1024 * 1024,
		imageTypes: given.imageTypes ?? [
			'image/jpeg',
			'image/png',
			'image/gif',
			'image/webp',
		],
		tagsUrl: given.tagsUrl ?? 'edit-tags.php?taxonomy=vista_tag',
		canUpload: given.canUpload ?? true,
		instagram: given.instagram ?? null,
		addToPage: given.addToPage ?? null,
	};
}
