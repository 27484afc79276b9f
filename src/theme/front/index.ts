/**
 * The theme's script on every page (000 §2.5): the sticky header's shadow, one-page navigation and
 * the scroll-to-top link. No dependencies; what only some pages need (sliders, counters, parallax,
 * video resize) is loaded by those pages alone.
 */
import { onDocumentReady } from '@vista/shared/feature-ready';
import { initStickyHeader } from '../header/sticky-header';
import { initOnePage } from '../one-page/one-page';
import { initScrollToTop } from '../scroll-to-top/scroll-to-top';
import '../scroll-to-top/scroll-to-top.css';
import './front.css';

onDocumentReady( () => {
	initStickyHeader();
	initOnePage();
	const link = document.querySelector< HTMLElement >( '.vista-scroll-top' );
	if ( link ) {
		initScrollToTop( link );
	}
} );
