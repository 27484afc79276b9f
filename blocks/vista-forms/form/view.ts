/**
 * The visitor's form script (001 §2): validation, submission and the field widgets of every
 * Vista form on the page. Heavy widgets are loaded on demand (src/forms/view/widgets.ts).
 */
import { markFeatureReady, onDocumentReady } from '@vista/shared/feature-ready';
import { clearMarksWhenOffline } from '../../../src/forms/validation/binding';
import { afterPaint } from '../../../src/shared/after-paint';
import { initForms } from '../../../src/forms/view/form';
import { readParams } from '../../../src/forms/common/params';
import { registerPaymentAdapter } from '../../../src/forms/submit/payment-adapters';
import './view.css';

declare global {
	interface Window {
		vistaForms?: {
			registerPaymentAdapter: typeof registerPaymentAdapter;
			init: () => void;
		};
		jQuery?: ( target: unknown ) => {
			on: ( event: string, handler: () => void ) => void;
		};
	}
}

onDocumentReady( () => {
	const params = readParams();
	const init = () => initForms( params );
	clearMarksWhenOffline();
	// Gateway scripts take over payment answers through this (001 §4 payment branches).
	window.vistaForms = { registerPaymentAdapter, init };
	// Page-builder popups render their forms late: start those when the popup shows (001 §2).
	window.jQuery?.( document ).on( 'elementor/popup/show', init );
	// The server-rendered form works as a plain one meanwhile (a send posts it).
	afterPaint( () => {
		init();
		markFeatureReady( 'form' );
	} );
} );
