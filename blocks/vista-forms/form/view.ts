import { markFeatureReady, onDocumentReady } from '@vista/shared/feature-ready';

onDocumentReady( () => markFeatureReady( 'form' ) );
