/**
 * `@wordpress/element` for the visitor-side popups that must not fetch WordPress's React runtime
 * (the gallery lightbox, issue 36 goal 2): the names they use, from Preact's React-compatible
 * layer, bundled (about 8 KB gzipped against React DOM's 45 KB). webpack.config.js points
 * `@wordpress/element`, `react` and `react/jsx-runtime` here (or to Preact's own runtime) only
 * for the modules under its PREACT_SOURCES; everything else keeps WordPress's React. A name the
 * popups start to use must be added here (the build warns of a missing export).
 */
import { options } from 'preact';

// Effects run after the frame is painted, as React's scheduler runs them: by a message to the
// page itself rather than Preact's default animation frame and timer, which a page whose timers
// are held (a backgrounded tab, a test's paused clock) would never run.
options.requestAnimationFrame = ( callback: () => void ) => {
	const channel = new MessageChannel();
	channel.port1.onmessage = () => {
		channel.port1.close();
		callback();
	};
	channel.port2.postMessage( null );
};

export {
	Fragment,
	Suspense,
	createElement,
	lazy,
	useCallback,
	useEffect,
	useLayoutEffect,
	useMemo,
	useRef,
	useState,
} from 'preact/compat';
export { createRoot } from 'preact/compat/client';
