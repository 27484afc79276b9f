/**
 * The bench's fresh sites (tools/site/site.sh): the rows that need a site of their own (the hit
 * floors, forms and statistics at scale) start one the same way, named 'bench' on the bench's port
 * and on the database of the row, and stop it when their rows are done.
 */
import { execFileSync } from 'child_process';

/**
 * How the rows name a database.
 *
 * @param {string} database 'sqlite' or 'mariadb'.
 */
export const databaseLabel = ( database ) =>
	database === 'mariadb' ? 'MariaDB' : 'SQLite';

/**
 * Throws away the 'bench' site of a database and makes a fresh one; synchronous, so rows that run
 * without awaiting can use it too. Call stop() in a finally block.
 *
 * @param {string}  root                The repository.
 * @param {string}  port                The bench port.
 * @param {string}  database            'sqlite' or 'mariadb'.
 * @param {Object}  [options]
 * @param {boolean} [options.serveless] Only the site and its database, no web server (site.sh
 *                                      reset-prepare), for rows that drive PHP directly.
 * @return {{ label: string, wordpress: string, baseURL: string, stop: () => void }} The site.
 */
export function startBenchSite( root, port, database, options = {} ) {
	const env = {
		...process.env,
		VISTA_SITE: 'bench',
		VISTA_PORT: String( port ),
		VISTA_DB: database,
	};
	const site = ( command, stdio = 'ignore' ) =>
		execFileSync( 'bash', [ 'tools/site/site.sh', command ], {
			cwd: root,
			env,
			stdio: [ 'ignore', stdio, 'inherit' ],
		} );
	const stop = () => site( 'stop' );
	site( options.serveless ? 'reset-prepare' : 'reset' );
	try {
		return {
			label: databaseLabel( database ),
			wordpress: site( 'path', 'pipe' ).toString().trim(),
			baseURL: `http://localhost:${ port }`,
			stop,
		};
	} catch ( error ) {
		stop();
		throw error;
	}
}
