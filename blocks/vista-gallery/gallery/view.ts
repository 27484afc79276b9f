/**
 * Front end of vista/gallery: takes over each server-rendered gallery instance.
 */
import { onDocumentReady } from '@vista/shared/feature-ready';
import { initGallery } from '../../../src/gallery/view/gallery';
import './view.css';
import '../../../src/gallery/playback/controls.css';
import '../../../src/gallery/slideshow/slideshow.css';
import '../../../src/gallery/carousel/carousel.css';

onDocumentReady( () =>
	document
		.querySelectorAll< HTMLElement >( '[data-vista-feature="gallery"]' )
		.forEach( initGallery )
);
