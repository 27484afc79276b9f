/**
 * The notice message as the preview shows it. The message may contain links, bold and italic text
 * (includes/Settings.php: message_html()); the preview builds React elements for those only and
 * shows any other markup as its text, so nothing typed in the field runs in the admin.
 */
import { createElement, Fragment } from '@wordpress/element';
import type { ReactNode } from 'react';

const ALLOWED = new Set( [ 'a', 'strong', 'em', 'b', 'i', 'br' ] );

/** Elements whose content is not text to show. */
const SKIPPED = new Set( [
	'script',
	'style',
	'template',
	'noscript',
	'iframe',
	'object',
	'embed',
	'svg',
	'math',
] );

/**
 * Whether a link address is one WordPress keeps in the message: http, https, mailto or relative.
 * @param href The address.
 */
export function isSafeHref( href: string ): boolean {
	// Browsers ignore control characters and spaces inside a scheme ("java\tscript:").
	const compact = href.replace( /[\u0000-\u0020\u007f]/g, '' );
	const scheme = /^([a-z][a-z0-9+.-]*):/i.exec( compact );
	return (
		! scheme ||
		[ 'http', 'https', 'mailto' ].includes( scheme[ 1 ].toLowerCase() )
	);
}

function convert( node: Node, key: string ): ReactNode {
	if ( node.nodeType === node.TEXT_NODE ) {
		return node.textContent;
	}
	if ( node.nodeType !== node.ELEMENT_NODE ) {
		return null;
	}
	const element = node as Element;
	const tag = element.tagName.toLowerCase();
	if ( SKIPPED.has( tag ) ) {
		return null;
	}
	if ( tag === 'br' ) {
		return createElement( 'br', { key } );
	}
	const children = Array.from( element.childNodes, ( child, index ) =>
		convert( child, `${ key }-${ index }` )
	);
	if ( ! ALLOWED.has( tag ) ) {
		return createElement( Fragment, { key }, ...children );
	}
	const props: Record< string, string > = { key };
	const href = element.getAttribute( 'href' );
	if ( tag === 'a' && href !== null && isSafeHref( href ) ) {
		props.href = href;
	}
	return createElement( tag, props, ...children );
}

/**
 * The message's content as React nodes: text, links (safe addresses only), bold, italic and line
 * breaks.
 * @param html The message as typed.
 */
export function messageNodes( html: string ): ReactNode[] {
	const body = new window.DOMParser().parseFromString(
		`<!doctype html><body>${ html }`,
		'text/html'
	).body;
	return Array.from( body.childNodes, ( child, index ) =>
		convert( child, String( index ) )
	);
}
