/**
 * Front end of vista/video-gallery: takes over each server-rendered gallery. Dependency-free and
 * small: YouTube's player API loads only on the first press of a YouTube facade.
 */
import { markFeatureReady, onDocumentReady } from '@vista/shared/feature-ready';
import { initGallery } from '../../../src/video/gallery/gallery';
import './view.css';

onDocumentReady( () => {
	document
		.querySelectorAll< HTMLElement >(
			'[data-vista-feature="video-gallery"]'
		)
		.forEach( initGallery );
	markFeatureReady( 'video-gallery' );
} );
