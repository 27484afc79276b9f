const path = require( 'path' );
const defaults = require( '@wordpress/scripts/config/jest-unit.config' );

const root = path.resolve( __dirname, '../..' );

module.exports = {
	...defaults,
	rootDir: root,
	roots: [ '<rootDir>/tests/unit' ],
	testEnvironment: 'jsdom',
	reporters: [ 'default' ],
	moduleNameMapper: {
		'^@vista/shared/(.*)$': '<rootDir>/src/shared/$1',
		'\\.css$': '<rootDir>/tests/unit/style-stub.js',
	},
};
