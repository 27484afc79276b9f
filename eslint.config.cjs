const wordpressDefaults = require( '@wordpress/scripts/config/eslint.config.cjs' );

module.exports = [
	...wordpressDefaults,
	{
		ignores: [ '.vista/**', 'artifacts/**' ],
	},
	{
		// Command-line tools talk to the developer through the console.
		files: [ 'tools/**' ],
		rules: { 'no-console': 'off' },
	},
];
