import {
	changedFields,
	draftFrom,
	FORM_FIELDS,
	valueForSaving,
} from '../../../../src/stats/settings/draft';
import { draftAfterSave } from '../../../../src/shared/settings/draft';
import type { StatsSettings } from '../../../../src/stats/settings/types';

const saved: StatsSettings = {
	onlineTracking: true,
	linkTracking: true,
	downloadTracking: true,
	downloadExtensions: [ 'pdf', 'zip' ],
	respectDnt: true,
	bypassAdBlockers: false,
	consentIntegration: 'auto',
	consentLevel: 'statistics',
	anonymousTracking: false,
	excludedRoles: [ 'administrator' ],
	excludeBots: true,
	excludedIps: [ '10.0.0.0/8' ],
	excludedUrls: [],
	retentionDays: 180,
	jsCheckTime: 60,
};

describe( 'draftFrom', () => {
	it( 'turns lists into the text the fields edit', () => {
		const draft = draftFrom( saved );
		expect( draft.downloadExtensions ).toBe( 'pdf, zip' );
		expect( draft.excludedIps ).toBe( '10.0.0.0/8' );
		expect( draft.excludedUrls ).toBe( '' );
		expect( draft.excludedRoles ).toEqual( [ 'administrator' ] );
		expect( draft.retentionDays ).toBe( 180 );
	} );

	it( 'does not share the saved roles with the draft', () => {
		const draft = draftFrom( saved );
		draft.excludedRoles.push( 'editor' );
		expect( saved.excludedRoles ).toEqual( [ 'administrator' ] );
	} );
} );

describe( 'FORM_FIELDS', () => {
	it( 'names every setting once', () => {
		expect( [ ...FORM_FIELDS ].sort() ).toEqual(
			Object.keys( saved ).sort()
		);
	} );
} );

describe( 'valueForSaving', () => {
	it( 'sends text lists as lists and everything else as it is', () => {
		expect( valueForSaving( 'excludedUrls', '/a/\n\n/b/*\n' ) ).toEqual( [
			'/a/',
			'/b/*',
		] );
		expect( valueForSaving( 'downloadExtensions', 'PDF, .zip' ) ).toEqual( [
			'pdf',
			'zip',
		] );
		expect( valueForSaving( 'retentionDays', '-5' ) ).toBe( '-5' );
		expect( valueForSaving( 'excludeBots', false ) ).toBe( false );
	} );
} );

describe( 'changedFields', () => {
	it( 'finds nothing in an unedited draft', () => {
		expect( changedFields( saved, draftFrom( saved ) ) ).toEqual( {} );
	} );

	it( 'ignores edits that save the same lists', () => {
		const draft = {
			...draftFrom( saved ),
			downloadExtensions: ' PDF,zip , pdf',
			excludedIps: '10.0.0.0/8\n\n',
			excludedUrls: '\n  \n',
		};
		expect( changedFields( saved, draft ) ).toEqual( {} );
	} );

	it( 'gives only the fields edited, as they are sent', () => {
		const draft = {
			...draftFrom( saved ),
			excludedIps: '10.0.0.0/8\n10.0.0.0/33',
			excludedUrls: '/cart/*',
			excludedRoles: [ 'administrator', 'editor' ],
			consentIntegration: 'none' as const,
			retentionDays: '-5',
			jsCheckTime: 60,
		};
		expect( changedFields( saved, draft ) ).toEqual( {
			excludedIps: [ '10.0.0.0/8', '10.0.0.0/33' ],
			excludedUrls: [ '/cart/*' ],
			excludedRoles: [ 'administrator', 'editor' ],
			consentIntegration: 'none',
			retentionDays: '-5',
		} );
	} );

	it( 'notices a list emptied and an order changed', () => {
		expect(
			changedFields( saved, { ...draftFrom( saved ), excludedIps: '' } )
		).toEqual( { excludedIps: [] } );
		expect(
			changedFields( saved, {
				...draftFrom( saved ),
				downloadExtensions: 'zip, pdf',
			} )
		).toEqual( { downloadExtensions: [ 'zip', 'pdf' ] } );
	} );
} );

describe( 'after a save', () => {
	it( 'shows the server’s lists and keeps edits made meanwhile', () => {
		const sent = {
			...draftFrom( saved ),
			downloadExtensions: 'PDF, zip, pdf',
		};
		const current = { ...sent, excludedUrls: '/new/' };
		const answer = { ...saved, downloadExtensions: [ 'pdf', 'zip' ] };
		const after = draftAfterSave( current, sent, draftFrom( answer ) );
		expect( after.downloadExtensions ).toBe( 'pdf, zip' );
		expect( after.excludedUrls ).toBe( '/new/' );
		expect( changedFields( answer, after ) ).toEqual( {
			excludedUrls: [ '/new/' ],
		} );
	} );
} );
