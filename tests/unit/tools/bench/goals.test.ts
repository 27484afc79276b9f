/**
 * The summary line of `npm run bench` (issue 18): each goal met only when its rows of the same run
 * say so, and a goal whose rows are missing is not met.
 */
import { execFileSync } from 'child_process';
import path from 'path';

// The bench is ES modules, which this Jest cannot require: Node runs the module itself.
const goals = path.resolve( __dirname, '../../../../tools/bench/goals.mjs' );

const met = {
	throughputBudgets: [ { database: 'SQLite', ratio: 1.3, ok: true } ],
	hitsStored: { sent: 900, stored: 900, ok: true },
	hitFloorMariadb: {
		goal: { ratio: 1.1, ok: true },
		hitsStored: { sent: 400, stored: 400, ok: true },
	},
	lightboxPeer: {
		vista: { feedbackMs: 60, imageMs: 200 },
		photoswipe: { feedbackMs: 97, imageMs: 700 },
		imageRatio: 0.29,
		goals: { feedbackWithin100ms: true, imageWithin06OfPeer: true },
	},
	pageScores: {
		plain: { score: 0.94 },
		pages: [ '/a/', '/b/', '/c/', '/d/' ].map( ( page ) => ( {
			path: page,
			difference: -0.01,
			ok: true,
		} ) ),
	},
	videoLighthouse: { drop: 0.02, ok: true },
	layoutShift: [ { cls: 0.0000206, ok: true } ],
};

function summary( report: object ): string {
	const output = execFileSync( process.execPath, [
		'--input-type=module',
		'-e',
		`import { printGoals } from ${ JSON.stringify(
			goals
		) }; printGoals( JSON.parse( process.argv[ 1 ] ) );`,
		JSON.stringify( report ),
	] ).toString();
	return output.trim().split( '\n' ).pop() ?? '';
}

describe( 'the bench goals summary', () => {
	it( 'counts the goals met with their names', () => {
		expect( summary( met ) ).toBe(
			'Goals met: 4 of 4: hit path ✓, lightbox ✓, pages ✓, CLS ✓'
		);
	} );

	it( 'fails the hit path when a hit was lost or MariaDB is below the floor', () => {
		expect(
			summary( {
				...met,
				hitsStored: { sent: 900, stored: 899, ok: false },
			} )
		).toContain( 'Goals met: 3 of 4: hit path ✗' );
		expect(
			summary( {
				...met,
				hitFloorMariadb: {
					...met.hitFloorMariadb,
					goal: { ratio: 0.9, ok: false },
				},
			} )
		).toContain( 'hit path ✗' );
	} );

	it( 'does not count a goal whose rows were not measured', () => {
		const { lightboxPeer, videoLighthouse, ...partial } = met;
		expect( lightboxPeer && videoLighthouse ).toBeTruthy();
		expect( summary( partial ) ).toBe(
			'Goals met: 2 of 4: hit path ✓, lightbox ✗, pages ✗, CLS ✓'
		);
	} );
} );
