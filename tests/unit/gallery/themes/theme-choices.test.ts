/**
 * The theme picker: the default theme (id 0) only starts new themes, and a new theme shows in the
 * picker under its name until it is saved.
 */
import type { GalleryTheme } from '../../../../src/gallery/themes/theme';
import {
	choiceValue,
	isDefaultTheme,
	newThemeFrom,
	themeChoices,
	themeOfChoice,
	themeToShow,
} from '../../../../src/gallery/themes/theme-choices';

const look = ( id: number | undefined, name: string, radius: number ) =>
	( {
		id,
		name,
		thumbRadius: radius,
	} ) as GalleryTheme;

describe( 'the theme picker', () => {
	const defaults = look( undefined, 'Default', 6 );
	const base = look( 0, 'Default', 0 );
	const framed = look( 4, 'Framed', 10 );
	const themes = [ base, framed ];

	it( 'offers the saved themes, and the new one until it is saved', () => {
		expect( themeChoices( themes, framed ) ).toEqual( [
			{ value: '0', label: 'Default' },
			{ value: '4', label: 'Framed' },
		] );
		const fresh = newThemeFrom( framed, defaults, 'New theme' );
		expect( themeChoices( themes, fresh ) ).toContainEqual( {
			value: 'new',
			label: 'New theme',
		} );
		expect( choiceValue( fresh ) ).toBe( 'new' );
		expect( choiceValue( framed ) ).toBe( '4' );
	} );

	it( 'finds the theme chosen, or falls back on the default', () => {
		expect( themeOfChoice( themes, '4' ) ).toBe( framed );
		expect( themeOfChoice( themes, 'new' ) ).toBe( base );
		expect( themeToShow( themes, 4 ) ).toBe( framed );
		expect( themeToShow( themes ) ).toBe( base );
	} );

	it( 'starts a new theme from the one shown, or from the default look', () => {
		expect( newThemeFrom( framed, defaults, 'Copy' ) ).toEqual( {
			id: undefined,
			name: 'Copy',
			thumbRadius: 10,
		} );
		expect( newThemeFrom( base, defaults, 'Copy' ) ).toEqual( {
			id: undefined,
			name: 'Copy',
			thumbRadius: 6,
		} );
		expect( isDefaultTheme( base ) ).toBe( true );
		expect( isDefaultTheme( framed ) ).toBe( false );
	} );
} );
