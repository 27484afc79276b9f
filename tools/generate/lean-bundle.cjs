/**
 * The statistics plugin's lean hit-path bundle (plugins/vista-stats/lean/classes.php), as
 * Vista\Stats\Tracker\LeanBundle builds it from the class files; PHP builds it (tools/generate/lean-bundle.php).
 */
const path = require( 'path' );
const { execFileSync } = require( 'child_process' );
const { root } = require( '../targets.cjs' );

/**
 * The bundle.
 *
 * @return {{ file: string, content: string }[]} The one file.
 */
function outputs() {
	const content = execFileSync(
		'php',
		[ path.join( root, 'tools/generate/lean-bundle.php' ) ],
		{ encoding: 'utf8' }
	);
	return [
		{
			file: path.join( root, 'plugins/vista-stats/lean/classes.php' ),
			content,
		},
	];
}

module.exports = { outputs };
