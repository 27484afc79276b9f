/**
 * Front end of vista/gallery: takes over each server-rendered gallery instance.
 *
 * view.css (the block's style) holds what every gallery needs: the grid layouts, the controls and
 * paging, and the watermark and visually hidden text the lightbox uses too. Each other layout's
 * stylesheet is built on its own from styles/ and linked by the renderer only where that layout
 * is shown (LayoutStyles, issue 18: a thumbnails page carries no slideshow style).
 */
import { onDocumentReady } from '@vista/shared/feature-ready';
import { initGallery } from '../../../src/gallery/view/gallery';
import './view.css';
import '../../../src/gallery/watermark/watermark.css';
import '../../../src/gallery/playback/controls.css';

onDocumentReady( () =>
	document
		.querySelectorAll< HTMLElement >( '[data-vista-feature="gallery"]' )
		.forEach( initGallery )
);
