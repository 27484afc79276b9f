import { releaseHeldScripts } from '../../../../src/consent/notice/held-scripts';

describe( 'releaseHeldScripts', () => {
	beforeEach( () => {
		document.body.innerHTML = `
			<script type="text/plain" data-vista-consent="statistics" id="stats-js-before">window.ran = ( window.ran || [] ).concat( 'stats' );</script>
			<script type="text/plain" data-vista-consent="marketing" id="ads-js">window.ran = ( window.ran || [] ).concat( 'ads' );</script>
			<script type="application/ld+json" id="data">{}</script>`;
		( window as unknown as { ran?: string[] } ).ran = [];
	} );

	it( 'runs only the scripts of allowed categories, keeping their attributes', async () => {
		const released = await releaseHeldScripts(
			( category ) => category === 'statistics'
		);
		expect( released ).toBe( 1 );
		expect( ( window as unknown as { ran: string[] } ).ran ).toEqual( [
			'stats',
		] );
		const stats = document.getElementById(
			'stats-js-before'
		) as HTMLScriptElement;
		expect( stats.hasAttribute( 'type' ) ).toBe( false );
		expect( stats.hasAttribute( 'data-vista-consent' ) ).toBe( false );
		expect(
			document.getElementById( 'ads-js' )?.getAttribute( 'type' )
		).toBe( 'text/plain' );
		expect(
			document.getElementById( 'data' )?.getAttribute( 'type' )
		).toBe( 'application/ld+json' );
	} );

	it( 'runs nothing twice', async () => {
		await releaseHeldScripts( () => true );
		await releaseHeldScripts( () => true );
		expect( ( window as unknown as { ran: string[] } ).ran ).toEqual( [
			'stats',
			'ads',
		] );
	} );
} );
