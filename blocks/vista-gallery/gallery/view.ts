/**
 * Front end of vista/gallery: takes over each server-rendered gallery instance.
 */
import { onDocumentReady } from '@vista/shared/feature-ready';
import { initGallery } from '../../../src/gallery/view/gallery';
import './view.css';
import '../../../src/gallery/large-media/large-media.css';
import '../../../src/gallery/watermark/watermark.css';
import '../../../src/gallery/image-browser/image-browser.css';
import '../../../src/gallery/blog-style/blog-style.css';
import '../../../src/gallery/view/album.css';
import '../../../src/gallery/playback/controls.css';
import '../../../src/gallery/slideshow/slideshow.css';
import '../../../src/gallery/carousel/carousel.css';

onDocumentReady( () =>
	document
		.querySelectorAll< HTMLElement >( '[data-vista-feature="gallery"]' )
		.forEach( initGallery )
);
