/**
 * Bench rows of vista-video (issue 15): call 13's server time for page 2 of the demo page's Media
 * Library gallery (a server-time scenario, against the admin-ajax baseline of the same run), and the
 * Lighthouse mobile score of /video/ against a plain post of the same site (budget: within 0.03).
 */
import { lighthouseMedians } from './lighthouse.mjs';

const decode = ( value ) =>
	value
		.replace( /&quot;/g, '"' )
		.replace( /&#0?38;/g, '&' )
		.replace( /&amp;/g, '&' );

/**
 * Call 13 as the view script posts it for page 2 of the first gallery of /video/.
 *
 * @param {string} baseURL
 */
async function callThirteenBody( baseURL ) {
	const html = await ( await fetch( `${ baseURL }/video/` ) ).text();
	const security = html.match( /data-security="([^"]+)"/ )?.[ 1 ];
	const options = html.match( /data-options="([^"]+)"/ )?.[ 1 ];
	if ( ! security || ! options ) {
		throw new Error( 'bench: /video/ shows no video gallery' );
	}
	const parsed = JSON.parse( decode( options ) );
	const body = new URLSearchParams( {
		action: 'my_embedplus_gallery_page',
		security,
	} );
	for ( const field of [
		'playlistId',
		'pageSize',
		'columns',
		'showTitle',
		'showPaging',
		'autonext',
		'thumbplay',
	] ) {
		body.append(
			`options[${ field }]`,
			String( Number( parsed[ field ] ) || parsed[ field ] )
		);
	}
	body.append( 'options[pageToken]', '2' );
	return body.toString();
}

/**
 * The video rows of the server-time table.
 *
 * @param {string} baseURL
 */
export async function videoServerTimeScenarios( baseURL ) {
	return [
		{
			name: 'video call 13, page 2 of the Media Library gallery',
			path: '/wp-admin/admin-ajax.php',
			method: 'POST',
			body: await callThirteenBody( baseURL ),
			expect: 'vista-video__thumb',
		},
	];
}

/**
 * Lighthouse mobile, median of runs: /video/ against a plain post of the same site.
 *
 * @param {string}          baseURL
 * @param {{runs?: number}} options
 */
export async function videoLighthouse( baseURL, { runs = 3 } = {} ) {
	const plain = `${ baseURL }/hello-world/`;
	const video = `${ baseURL }/video/`;
	const medians = await lighthouseMedians( [ plain, video ], {
		runs,
		formFactor: 'mobile',
	} );
	const row = {
		label: 'Lighthouse mobile, /video/ vs a plain post',
		video: medians[ video ],
		plain: medians[ plain ],
		maxDrop: 0.03,
		runs,
	};
	// Scores have two decimals: compare them as such, not their floating-point difference.
	row.drop = Math.round( ( row.plain.score - row.video.score ) * 100 ) / 100;
	row.ok = row.drop <= row.maxDrop;
	console.log(
		`\n${ row.ok ? 'ok  ' : 'OVER' } ${ row.label }: ${ row.video.score.toFixed(
			2
		) } vs ${ row.plain.score.toFixed( 2 ) } (drop ${ row.drop.toFixed(
			2
		) }, budget ${ row.maxDrop }; LCP ${ Math.round(
			row.video.lcp
		) } vs ${ Math.round( row.plain.lcp ) } ms, CLS ${ row.video.cls.toFixed(
			3
		) }; median of ${ runs })`
	);
	return row;
}
