/**
 * The summary of issue 18's goals at the end of `npm run bench`: one row per goal with its ratio
 * and peer, from the rows measured earlier in the same run, then "Goals met: n of 4: …".
 * A goal whose rows were not measured (a skipped part of the bench) counts as not met.
 */

const mark = ( ok ) => ( ok ? '✓' : '✗' );
const fixed = ( value, digits = 2 ) =>
	Number.isFinite( value ) ? value.toFixed( digits ) : '–';

/**
 * Goal 1: the lean hit path at least 1.0x the file-append floor on SQLite and MariaDB, 0 lost.
 *
 * @param {Object} report The bench report.
 */
function hitPath( report ) {
	const sqlite = ( report.throughputBudgets ?? [] ).find(
		( row ) => row.database === 'SQLite'
	);
	const mariadb = report.hitFloorMariadb;
	const ok =
		!! sqlite?.ok &&
		!! report.hitsStored?.ok &&
		!! mariadb?.goal.ok &&
		!! mariadb?.hitsStored.ok;
	const lost =
		( report.hitsStored
			? report.hitsStored.sent - report.hitsStored.stored
			: NaN ) +
		( mariadb ? mariadb.hitsStored.sent - mariadb.hitsStored.stored : NaN );
	return {
		name: 'hit path',
		ok,
		detail: `lean hits ${ fixed( sqlite?.ratio ) }x (SQLite), ${ fixed(
			mariadb?.goal.ratio
		) }x (MariaDB) the file-append floor's throughput, ${
			Number.isFinite( lost ) ? lost : '–'
		} lost (goal ≥ 1.0x, 0 lost; peer: a file-append collector)`,
	};
}

/**
 * Goal 2: the popup within 100 ms of the press, the full image within 0.6x PhotoSwipe's time.
 *
 * @param {Object} report The bench report.
 */
function lightbox( report ) {
	const peer = report.lightboxPeer;
	return {
		name: 'lightbox',
		ok:
			!! peer?.goals.feedbackWithin100ms &&
			!! peer?.goals.imageWithin06OfPeer,
		detail: `first feedback ${ fixed(
			peer?.vista.feedbackMs,
			0
		) } ms (goal ≤ 100; PhotoSwipe ${ fixed(
			peer?.photoswipe.feedbackMs,
			0
		) } ms), full image ${ fixed(
			peer?.imageRatio
		) }x PhotoSwipe's (goal ≤ 0.6x; peer: PhotoSwipe 5)`,
	};
}

/**
 * Goal 3: each page within 0.03 of a plain post in Lighthouse mobile, same run.
 *
 * @param {Object} report The bench report.
 */
function pages( report ) {
	const rows = [
		...( report.pageScores?.pages ?? [] ).map( ( page ) => ( {
			label: page.path,
			drop: -page.difference,
			ok: page.ok,
		} ) ),
		...( report.videoLighthouse
			? [
					{
						label: '/video/',
						drop: report.videoLighthouse.drop,
						ok: report.videoLighthouse.ok,
					},
				]
			: [] ),
	];
	const worst = rows.reduce(
		( most, row ) => ( ! most || row.drop > most.drop ? row : most ),
		null
	);
	return {
		name: 'pages',
		ok: rows.length === 5 && rows.every( ( row ) => row.ok ),
		detail: `${ rows.length } pages scored, largest drop ${
			worst ? `${ fixed( worst.drop ) } (${ worst.label })` : '–'
		} below the plain post's ${ fixed(
			report.pageScores?.plain.score
		) } (goal ≤ 0.03; peer: a plain post, Lighthouse mobile)`,
	};
}

/**
 * Goal 4: layout shift within budgets a visitor can see, printed with enough digits.
 *
 * @param {Object} report The bench report.
 */
function layoutShift( report ) {
	const rows = report.layoutShift ?? [];
	const worst = Math.max( ...rows.map( ( row ) => row.cls ), 0 );
	return {
		name: 'CLS',
		ok: rows.length > 0 && rows.every( ( row ) => row.ok ),
		detail: `${ rows.length } pages, largest CLS ${
			rows.length ? String( Number( worst.toPrecision( 3 ) ) ) : '–'
		} (budgets ≤ 0.001 for pages with the notice, ≤ 0.01 for galleries and video)`,
	};
}

/**
 * Prints each goal's row and the summary line; returns the rows.
 *
 * @param {Object} report The bench report.
 * @return {Array<{name: string, ok: boolean, detail: string}>} One row per goal.
 */
export function printGoals( report ) {
	const goals = [ hitPath, lightbox, pages, layoutShift ].map( ( goal ) =>
		goal( report )
	);
	console.log( '\nIssue 18 goals (ratios measured in this run)' );
	goals.forEach( ( goal, index ) =>
		console.log(
			`  ${ index + 1 }. ${ mark( goal.ok ) } ${ goal.name }: ${
				goal.detail
			}`
		)
	);
	console.log(
		`Goals met: ${ goals.filter( ( goal ) => goal.ok ).length } of ${
			goals.length
		}: ${ goals
			.map( ( goal ) => `${ goal.name } ${ mark( goal.ok ) }` )
			.join( ', ' ) }`
	);
	return goals;
}
