/**
 * The strings a built script asks for (tools/i18n/script-strings.cjs), which decide what each
 * script's compiled translations hold (issue 32 item 3): found in minified code whatever the
 * translation function was renamed to, in the plugin's own text domain only.
 */
const { keysUsed } = require( '../../../../tools/i18n/script-strings.cjs' );

describe( 'keysUsed', () => {
	it( 'finds __, _x, _n and _nx calls in minified code, under any name', () => {
		const code =
			'(()=>{var r=window.wp.i18n;const o=r.__;' +
			'a.title=(0,r.__)("Close (Escape)","vista-gallery");' +
			'b.textContent=o("Or type your name to sign","vista-gallery");' +
			'c=(0,r._x)("Post","noun","vista-gallery");' +
			'd=(0,r._n)("%d image","%d images",n,"vista-gallery");' +
			'e=(0,r._nx)("%d item","%d items",n,"cart","vista-gallery");' +
			'f=`${(0,r.__)(`Next image`,"vista-gallery")}`})();';
		expect( [ ...keysUsed( code, 'vista-gallery' ) ].sort() ).toEqual(
			[
				'%d image',
				'Close (Escape)',
				'Next image',
				'Or type your name to sign',
				'cart\u0004%d item',
				'noun\u0004Post',
			].sort()
		);
	} );

	it( 'leaves out other domains and calls that are not a translation', () => {
		const code =
			'(0,r.__)("Close","default");' +
			'(0,r.__)("Close","vista-forms");' +
			'window.consentApi.consent("vista-gallery");' +
			'(0,r.__)(label,"vista-gallery");' +
			'(0,r._n)("%d","%d",n,"x","y","vista-gallery");';
		expect( [ ...keysUsed( code, 'vista-gallery' ) ] ).toEqual( [] );
	} );
} );
