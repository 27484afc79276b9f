// The parts of wp.editor the page-speed panel uses beyond those typed in src/forms/editor
// (ambient module declarations merge).
declare module '@wordpress/editor' {
	import type { ComponentType, ReactNode } from 'react';

	export const PluginMoreMenuItem: ComponentType< {
		href?: string;
		icon?: unknown;
		children?: ReactNode;
	} >;
}
