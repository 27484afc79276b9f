const wordpressDefaults = require( '@wordpress/scripts/config/eslint.config.cjs' );
const eslintComments = require( '@eslint-community/eslint-plugin-eslint-comments' );

module.exports = [
	...wordpressDefaults,
	{
		ignores: [ '.vista/**', 'artifacts/**' ],
	},
	{
		// Size and complexity limits for the plugins' client code (issue 12). Tests and tools are
		// left out: a test file is a list of independent cases, and its size says nothing of design.
		files: [ 'src/**/*.{js,jsx,ts,tsx}', 'blocks/**/*.{js,jsx,ts,tsx}' ],
		rules: {
			'max-lines': [
				'error',
				{ max: 400, skipBlankLines: true, skipComments: true },
			],
			complexity: [ 'error', 20 ],
		},
	},
	{
		// No function over 120 lines anywhere, React components and test callbacks included
		// (issue 30): past that a function holds two jobs. Blank lines and comments do not count.
		rules: {
			'max-lines-per-function': [
				'error',
				{
					max: 120,
					skipBlankLines: true,
					skipComments: true,
					IIFEs: true,
				},
			],
		},
	},
	{
		// Every eslint-disable comment names its rules and says why (issue 30).
		plugins: {
			'@eslint-community/eslint-comments': {
				rules: eslintComments.rules,
			},
		},
		rules: {
			'@eslint-community/eslint-comments/require-description': 'error',
			'@eslint-community/eslint-comments/no-unlimited-disable': 'error',
		},
	},
	{
		// Command-line tools talk to the developer through the console.
		files: [ 'tools/**' ],
		rules: { 'no-console': 'off' },
	},
];
