/**
 * Client checks of files to import, before any upload (the server checks again): images only, of
 * a type the site accepts, not empty, not larger than the site's upload limit. Texts come from
 * the caller so this stays pure.
 */

export interface FileCheckOptions {
	/** Largest size in bytes. */
	maxSize: number;
	/** Accepted MIME types. */
	types: readonly string[];
}

export type FileProblem = 'not-image' | 'type' | 'empty' | 'too-large';

/** What the checks need of a File. */
export interface FileLike {
	name: string;
	size: number;
	type: string;
}

const EXTENSION_TYPES: Record< string, string > = {
	jpg: 'image/jpeg',
	jpeg: 'image/jpeg',
	jpe: 'image/jpeg',
	png: 'image/png',
	gif: 'image/gif',
	webp: 'image/webp',
	avif: 'image/avif',
	heic: 'image/heic',
	bmp: 'image/bmp',
	ico: 'image/x-icon',
	tif: 'image/tiff',
	tiff: 'image/tiff',
	svg: 'image/svg+xml',
};

/**
 * The file's MIME type, from the browser or else from its extension.
 * @param file The file.
 */
export function fileType( file: FileLike ): string {
	if ( file.type ) {
		return file.type.toLowerCase();
	}
	const extension = file.name.split( '.' ).pop()?.toLowerCase() ?? '';
	return EXTENSION_TYPES[ extension ] ?? '';
}

/**
 * What is wrong with a file, or null.
 * @param file    The file.
 * @param options Limits.
 */
export function checkFile(
	file: FileLike,
	options: FileCheckOptions
): FileProblem | null {
	const type = fileType( file );
	if ( ! type.startsWith( 'image/' ) ) {
		return 'not-image';
	}
	if ( ! options.types.includes( type ) ) {
		return 'type';
	}
	if ( file.size === 0 ) {
		return 'empty';
	}
	if ( file.size > options.maxSize ) {
		return 'too-large';
	}
	return null;
}

/**
 * Hidden files of a folder (".DS_Store", "._photo.jpg") are not offered at all.
 * @param file The file.
 */
export function isHiddenFile( file: FileLike ): boolean {
	return file.name.startsWith( '.' );
}

/**
 * A size for people: "1.5 MB".
 * @param bytes Size.
 */
export function formatSize( bytes: number ): string {
	if ( bytes < 1024 ) {
		return `${ bytes } B`;
	}
	if ( bytes < 1024 * 1024 ) {
		return `${ Math.round( bytes / 102.4 ) / 10 } KB`;
	}
	return `${ Math.round( bytes / ( 1024 * 102.4 ) ) / 10 } MB`;
}
