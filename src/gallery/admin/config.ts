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
	};
}
