import {
	markFeatureReady,
	onDocumentReady,
	READY_ATTRIBUTE,
} from '@vista/shared/feature-ready';

describe( 'markFeatureReady', () => {
	beforeEach( () => {
		document.body.innerHTML = `
			<div id="a" data-vista-feature="gallery"></div>
			<div id="b" data-vista-feature="gallery"></div>
			<div id="c" data-vista-feature="form"></div>`;
	} );

	it( 'marks every container of the feature and no other', () => {
		expect( markFeatureReady( 'gallery' ) ).toBe( 2 );
		expect(
			document.getElementById( 'a' )?.getAttribute( READY_ATTRIBUTE )
		).toBe( 'true' );
		expect(
			document.getElementById( 'b' )?.getAttribute( READY_ATTRIBUTE )
		).toBe( 'true' );
		expect(
			document.getElementById( 'c' )?.hasAttribute( READY_ATTRIBUTE )
		).toBe( false );
	} );

	it( 'counts only containers it has not marked before', () => {
		markFeatureReady( 'gallery' );
		expect( markFeatureReady( 'gallery' ) ).toBe( 0 );
	} );

	it( 'treats the feature name as a value, not as selector syntax', () => {
		expect( markFeatureReady( 'gallery"], [id="c' ) ).toBe( 0 );
		expect(
			document.getElementById( 'c' )?.hasAttribute( READY_ATTRIBUTE )
		).toBe( false );
	} );
} );

describe( 'onDocumentReady', () => {
	it( 'runs at once when the document has loaded', () => {
		const callback = jest.fn();
		onDocumentReady( callback );
		expect( callback ).toHaveBeenCalledTimes( 1 );
	} );
} );
