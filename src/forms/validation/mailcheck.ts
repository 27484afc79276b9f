/**
 * Email typo suggestions in the manner of mailcheck: the domain typed is compared with known
 * domains, then its second-level and top-level parts with known ones, and the closest within an
 * edit distance of 2 is offered. Our own small implementation (optimal string alignment distance),
 * so the form script carries no extra library for it.
 */

export const DEFAULT_DOMAINS = (
	'msn.com bellsouth.net telus.net comcast.net optusnet.com.au' +
	' earthlink.net qq.com sky.com icloud.com mac.com sympatico.ca' +
	' googlemail.com att.net xtra.co.nz web.de cox.net gmail.com ymail.com' +
	' aim.com rogers.com verizon.net rocketmail.com google.com optonline.net' +
	' sbcglobal.net aol.com me.com btinternet.com charter.net shaw.ca'
).split( ' ' );

export const DEFAULT_SECOND_LEVEL_DOMAINS =
	'yahoo hotmail mail live outlook gmx'.split( ' ' );

export const DEFAULT_TOP_LEVEL_DOMAINS = (
	'com com.au com.tw ca co.nz co.uk de fr it ru net org edu gov jp nl kr' +
	' se eu ie co.il us at be dk hk es gr ch no cz in net.au info biz mil' +
	' co.jp sg hu uk'
).split( ' ' );

const THRESHOLD = 2;

/**
 * Edit distance counting insertions, deletions, substitutions and swaps of neighbours.
 * @param a One string.
 * @param b The other.
 */
export function editDistance( a: string, b: string ): number {
	const rows: number[][] = [];
	for ( let i = 0; i <= a.length; i++ ) {
		rows[ i ] = [ i ];
	}
	for ( let j = 0; j <= b.length; j++ ) {
		rows[ 0 ][ j ] = j;
	}
	for ( let i = 1; i <= a.length; i++ ) {
		for ( let j = 1; j <= b.length; j++ ) {
			const cost = a[ i - 1 ] === b[ j - 1 ] ? 0 : 1;
			rows[ i ][ j ] = Math.min(
				rows[ i - 1 ][ j ] + 1,
				rows[ i ][ j - 1 ] + 1,
				rows[ i - 1 ][ j - 1 ] + cost
			);
			if (
				i > 1 &&
				j > 1 &&
				a[ i - 1 ] === b[ j - 2 ] &&
				a[ i - 2 ] === b[ j - 1 ]
			) {
				rows[ i ][ j ] = Math.min(
					rows[ i ][ j ],
					rows[ i - 2 ][ j - 2 ] + 1
				);
			}
		}
	}
	return rows[ a.length ][ b.length ];
}

function closest( word: string, candidates: string[] ): string | null {
	if ( ! word ) {
		return null;
	}
	let best: string | null = null;
	let bestDistance = Infinity;
	for ( const candidate of candidates ) {
		if ( candidate === word ) {
			return word;
		}
		const distance = editDistance( word, candidate );
		if ( distance < bestDistance ) {
			bestDistance = distance;
			best = candidate;
		}
	}
	return bestDistance <= THRESHOLD ? best : null;
}

export interface Suggestion {
	address: string;
	domain: string;
	full: string;
}

export interface MailcheckLists {
	domains?: string[];
	topLevelDomains?: string[];
}

/**
 * A corrected address for a likely typo, or null.
 * @param email Address typed.
 * @param lists Extra domains and top-level domains (page parameters).
 */
export function suggestEmail(
	email: string,
	lists: MailcheckLists = {}
): Suggestion | null {
	const parts = email.trim().toLowerCase().split( '@' );
	if ( parts.length < 2 || parts.some( ( part ) => part === '' ) ) {
		return null;
	}
	const domain = parts.pop() as string;
	const address = parts.join( '@' );
	const labels = domain.split( '.' );
	const secondLevel = labels.length > 1 ? labels[ 0 ] : '';
	const topLevel =
		labels.length > 1 ? labels.slice( 1 ).join( '.' ) : labels[ 0 ];
	const domains = [ ...DEFAULT_DOMAINS, ...( lists.domains ?? [] ) ];
	const topLevels = [
		...DEFAULT_TOP_LEVEL_DOMAINS,
		...( lists.topLevelDomains ?? [] ),
	];
	const suggestion = ( suggested: string ) =>
		suggested === domain
			? null
			: {
					address,
					domain: suggested,
					full: `${ address }@${ suggested }`,
				};

	if (
		DEFAULT_SECOND_LEVEL_DOMAINS.includes( secondLevel ) &&
		topLevels.includes( topLevel )
	) {
		return null;
	}
	const closestDomain = closest( domain, domains );
	if ( closestDomain ) {
		return suggestion( closestDomain );
	}
	const closestSecond = closest( secondLevel, DEFAULT_SECOND_LEVEL_DOMAINS );
	const closestTop = closest( topLevel, topLevels );
	let corrected = domain;
	if ( closestSecond && closestSecond !== secondLevel ) {
		corrected = corrected.replace( secondLevel, closestSecond );
	}
	if ( closestTop && closestTop !== topLevel && secondLevel !== '' ) {
		corrected = corrected.replace(
			new RegExp( `${ topLevel.replace( /\./g, '\\.' ) }$` ),
			closestTop
		);
	}
	return suggestion( corrected );
}
