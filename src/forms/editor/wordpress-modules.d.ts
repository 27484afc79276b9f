// WordPress scripts the build leaves external (wp.plugins, wp.editor, wp.coreData): only the
// parts the form editor uses are typed here, so no package is added for them.
declare module '@wordpress/plugins' {
	import type { ComponentType } from 'react';

	export function registerPlugin(
		name: string,
		settings: { render: ComponentType; icon?: unknown }
	): unknown;
}

declare module '@wordpress/editor' {
	import type { ComponentType, ReactNode } from 'react';

	export const PluginDocumentSettingPanel: ComponentType< {
		name: string;
		title: string;
		className?: string;
		children?: ReactNode;
	} >;
	export const store: string;
}

declare module '@wordpress/core-data' {
	export function useEntityProp< T = unknown >(
		kind: string,
		name: string,
		prop: string
	): [ T, ( value: T ) => void ];
}
