/**
 * A gallery theme as custom properties: the live preview uses the names and values that
 * Themes\ThemeStyle prints on a gallery (GalleryThemesTest checks the server's side).
 */
import {
	themeFields,
	themeProperties,
	type GalleryTheme,
} from '../../../../src/gallery/themes/theme';

const theme: GalleryTheme = {
	id: 4,
	name: 'Framed',
	thumbBorderWidth: 3,
	thumbBorderColor: '#112233',
	thumbRadius: 10,
	thumbSpacing: 12,
	thumbHover: 'lift',
	titleColor: '#884400',
	titleFont: 'serif',
	titleSize: 22,
	pagingColor: '#ffffff',
	pagingBackground: '#224466',
	pagingRadius: 4,
	filterColor: '#1e1e1e',
	filterActiveColor: '#ffffff',
	filterActiveBackground: '#662244',
	lightboxBackground: '#203040',
	lightboxBarColor: '#101010',
};

describe( 'theme properties', () => {
	it( 'gives sizes in px, colours and fonts as set', () => {
		const properties = themeProperties( theme );
		expect( properties ).toMatchObject( {
			'--vista-theme-thumb-border-width': '3px',
			'--vista-theme-thumb-border-color': '#112233',
			'--vista-theme-thumb-radius': '10px',
			'--vista-theme-thumb-spacing': '12px',
			'--vista-theme-title-font': 'serif',
			'--vista-theme-title-size': '22px',
			'--vista-theme-paging-radius': '4px',
			'--vista-theme-lb-background': '#203040',
			'--vista-theme-lb-bar': '#101010',
		} );
		expect( Object.keys( properties ) ).toHaveLength( 18 );
	} );

	it( 'turns each hover effect into the stylesheet’s scale, lift and opacity', () => {
		const hover = ( thumbHover: GalleryTheme[ 'thumbHover' ] ) => {
			const p = themeProperties( { ...theme, thumbHover } );
			return [
				p[ '--vista-theme-hover-scale' ],
				p[ '--vista-theme-hover-lift' ],
				p[ '--vista-theme-hover-opacity' ],
			];
		};
		expect( hover( 'none' ) ).toEqual( [ '1', '0px', '1' ] );
		expect( hover( 'zoom' ) ).toEqual( [ '1.08', '0px', '1' ] );
		expect( hover( 'lift' ) ).toEqual( [ '1', '-4px', '1' ] );
		expect( hover( 'fade' ) ).toEqual( [ '1', '0px', '0.75' ] );
	} );

	it( 'saves every field but the id', () => {
		const fields = themeFields( theme );
		expect( fields ).not.toHaveProperty( 'id' );
		expect( Object.keys( fields ) ).toHaveLength( 17 );
	} );
} );
