/**
 * Every plugin ships the shared PHP kit (kit/*.php) as its own copy under its own namespace; a copy
 * that differs from the kit in any line is a fork that would drift again.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';

const copies = require( '../../../../tools/kit/copies.cjs' );

describe( 'the PHP kit copies', () => {
	it( 'are exactly the kit, with each plugin’s namespace, text domain and prefix', () => {
		expect( copies.drift() ).toEqual( [] );
	} );

	it( 'exist in every plugin of the list, one per kit file', () => {
		const names = copies.kitFiles();
		expect( names ).toEqual(
			expect.arrayContaining( [
				'Bootstrap.php',
				'AdminPage.php',
				'SettingsStore.php',
				'SettingsRoute.php',
				'Validate.php',
				'Ajax.php',
			] )
		);
		for ( const plugin of copies.suite.plugins ) {
			expect( fs.readdirSync( copies.copyDir( plugin ) ).sort() ).toEqual(
				names
			);
		}
	} );

	it( 'puts a copy in the plugin’s namespace and text domain', () => {
		const source = [
			'<?php',
			' * @package Vista\\Kit',
			'namespace Vista\\Kit;',
			"__( 'Saved.', 'vista-kit' ); new \\WP_Error( 'vista_kit_invalid' );",
			'',
		].join( '\n' );
		const copy = copies.copyOf(
			source,
			{ slug: 'vista-stats', namespace: 'Vista\\Stats' },
			'Example.php'
		);
		expect( copy ).toContain( 'namespace Vista\\Stats\\Kit;' );
		expect( copy ).toContain( '@package Vista\\Stats' );
		expect( copy ).toContain( "'vista-stats'" );
		expect( copy ).toContain( "'vista_stats_invalid'" );
		expect( copy ).not.toMatch( /vista-kit|vista_kit_|Vista\\Kit;/ );
	} );

	it( 'reports a copy with a line removed, or a file the kit does not have', () => {
		const plugin = copies.suite.plugins[ 0 ];
		const dir = copies.copyDir( plugin );
		const file = path.join( dir, 'Validate.php' );
		const original = fs.readFileSync( file, 'utf8' );
		const stray = path.join( dir, 'Stray.php' );
		const backup = path.join(
			os.tmpdir(),
			`kit-copy-${ process.pid }.php`
		);
		fs.writeFileSync( backup, original );
		try {
			const lines = original.split( '\n' );
			lines.splice(
				lines.findIndex( ( l ) => l.includes( 'return' ) ),
				1
			);
			fs.writeFileSync( file, lines.join( '\n' ) );
			fs.writeFileSync( stray, '<?php\n' );
			const problems = copies
				.drift()
				.map( ( p: { file: string; problem: string } ) => [
					path.basename( p.file ),
					p.problem,
				] );
			expect( problems ).toEqual(
				expect.arrayContaining( [
					[ 'Validate.php', 'differs from the kit' ],
					[ 'Stray.php', 'is not in the kit' ],
				] )
			);
		} finally {
			fs.writeFileSync( file, original );
			fs.rmSync( stray, { force: true } );
			fs.rmSync( backup, { force: true } );
		}
		expect( copies.drift() ).toEqual( [] );
	} );
} );
