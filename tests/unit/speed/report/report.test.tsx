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
