/**
 * Tools → Page speed: an empty report says how to check a page and offers no empty download; a
 * report with pages offers the CSV and lists them.
 */
import { act } from 'react';
import { createRoot } from '@wordpress/element';
import { Report } from '../../../../src/speed/report/index';
import type { ReportRow } from '../../../../src/speed/report/sort';

(
	globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
 ).IS_REACT_ACT_ENVIRONMENT = true;

function mountReport( rows: ReportRow[] ): HTMLElement {
	document.body.innerHTML = '<div></div>';
	const mount = document.body.firstElementChild as HTMLElement;
	act( () => {
		createRoot( mount ).render(
			<Report rows={ rows } exportUrl="/export.csv" />
		);
	} );
	return mount;
}

describe( 'the site report', () => {
	it( 'tells how to check a page, without a download, while none is checked', () => {
		const report = mountReport( [] );
		expect( report.textContent ).toContain(
			'No page has been checked yet.'
		);
		expect( report.textContent ).toContain( 'Check the score' );
		const links = [ ...report.querySelectorAll( 'a' ) ];
		expect( links.map( ( link ) => link.getAttribute( 'href' ) ) ).toEqual(
			[ 'edit.php?post_type=page' ]
		);
		expect( report.querySelector( 'table' ) ).toBeNull();
	} );

	it( 'offers the CSV and lists the checked pages', () => {
		const report = mountReport( [
			{
				postId: 7,
				title: 'Gallery',
				url: '/gallery/',
				type: 'page',
				mobileScore: 91,
				desktopScore: 99,
				mobileTti: 1.2,
				desktopTti: 0.6,
				checkedAt: '2026-11-26 10:00:00',
			},
		] );
		const download = [ ...report.querySelectorAll( 'a' ) ].find(
			( link ) => link.textContent === 'Download as CSV'
		);
		expect( download?.getAttribute( 'href' ) ).toBe( '/export.csv' );
		expect( report.querySelectorAll( 'tbody tr' ) ).toHaveLength( 1 );
		expect( report.textContent ).not.toContain(
			'No page has been checked'
		);
	} );
} );

describe( "the site report's colours and history", () => {
	it( 'counts pages per rating by their lower score and colours each score with its rating in words', () => {
		const row = ( postId: number, mobile: number, desktop: number ) => ( {
			postId,
			title: `Page ${ postId }`,
			url: `/${ postId }/`,
			type: 'page',
			mobileScore: mobile,
			desktopScore: desktop,
			mobileTti: 1,
			desktopTti: 1,
			checkedAt: '2026-11-26 10:00:00',
		} );
		const report = mountReport( [
			row( 1, 95, 99 ),
			row( 2, 49, 99 ),
			row( 3, 89, 90 ),
			row( 4, 50, 30 ),
		] );
		const summary = [
			...report.querySelectorAll( '.vista-speed-summary__item' ),
		].map( ( item ) => item.textContent );
		expect( summary ).toEqual( [
			'2 Poor',
			'1 Needs improvement',
			'1 Good',
		] );
		const badges = [ ...report.querySelectorAll( '.vista-speed-badge' ) ];
		// Worst mobile first: 49, 50, 89, 95; each row mobile then desktop.
		expect(
			badges.map( ( badge ) => [ badge.className, badge.textContent ] )
		).toEqual( [
			[ 'vista-speed-badge is-red', '49 Poor' ],
			[ 'vista-speed-badge is-green', '99 Good' ],
			[ 'vista-speed-badge is-orange', '50 Needs improvement' ],
			[ 'vista-speed-badge is-red', '30 Poor' ],
			[ 'vista-speed-badge is-orange', '89 Needs improvement' ],
			[ 'vista-speed-badge is-green', '90 Good' ],
			[ 'vista-speed-badge is-green', '95 Good' ],
			[ 'vista-speed-badge is-green', '99 Good' ],
		] );
	} );

	it( "draws each page's score history, oldest on the left, and says it in words", () => {
		const report = mountReport( [
			{
				postId: 7,
				title: 'Gallery',
				url: '/gallery/',
				type: 'page',
				mobileScore: 90,
				desktopScore: 100,
				mobileTti: 1.2,
				desktopTti: 0.6,
				checkedAt: '2026-11-26 10:00:00',
				history: [
					{ at: '2026-11-20 10:00:00', mobile: 40, desktop: 80 },
					{ at: '2026-11-23 10:00:00', mobile: 60, desktop: 90 },
					{ at: '2026-11-26 10:00:00', mobile: 90, desktop: 100 },
				],
			},
			{
				postId: 8,
				title: 'Forms',
				url: '/forms/',
				type: 'page',
				mobileScore: 70,
				desktopScore: 80,
				mobileTti: 1.2,
				desktopTti: 0.6,
				checkedAt: '2026-11-26 10:00:00',
				history: [
					{ at: '2026-11-26 10:00:00', mobile: 70, desktop: 80 },
				],
			},
		] );
		const chart = report.querySelector( 'svg.vista-speed-chart' );
		expect( chart?.getAttribute( 'role' ) ).toBe( 'img' );
		expect( chart?.getAttribute( 'aria-label' ) ).toBe(
			'3 checks. Mobile: 40, 60, 90. Desktop: 80, 90, 100.'
		);
		// 160 × 40: x from 0 to 160, a score of 100 at the top (y 0), 40 at y 24.
		expect(
			chart
				?.querySelector( '.vista-speed-chart__line.is-mobile' )
				?.getAttribute( 'points' )
		).toBe( '0,24 80,16 160,4' );
		expect(
			chart
				?.querySelector( '.vista-speed-chart__line.is-desktop' )
				?.getAttribute( 'points' )
		).toBe( '0,8 80,4 160,0' );
		expect(
			report.querySelectorAll( 'svg.vista-speed-chart' )
		).toHaveLength( 1 );
		expect( report.textContent ).toContain( 'One check so far' );
	} );
} );
