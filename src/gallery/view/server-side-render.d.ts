/**
 * The server-side-render package is a WordPress script (wp.serverSideRender) that the build leaves
 * external; only its type is declared here, so no package is added for it.
 */
declare module '@wordpress/server-side-render' {
	import type { ComponentType } from 'react';

	const ServerSideRender: ComponentType< {
		block: string;
		attributes?: Record< string, unknown >;
		skipBlockSupportAttributes?: boolean;
	} >;
	export default ServerSideRender;
}
