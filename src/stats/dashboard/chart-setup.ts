/**
 * Chart.js with only what the dashboard draws: a line chart (visitors and views over time), a bar
 * chart (browsers) and a doughnut (devices). Registering these alone keeps the bundle lean.
 */
import {
	ArcElement,
	BarController,
	BarElement,
	CategoryScale,
	Chart,
	DoughnutController,
	Filler,
	Legend,
	LinearScale,
	LineController,
	LineElement,
	PointElement,
	Tooltip,
} from 'chart.js';

Chart.register(
	ArcElement,
	BarController,
	BarElement,
	CategoryScale,
	DoughnutController,
	Filler,
	Legend,
	LinearScale,
	LineController,
	LineElement,
	PointElement,
	Tooltip
);

Chart.defaults.font.family =
	'-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Oxygen-Sans, Ubuntu, Cantarell, "Helvetica Neue", sans-serif';
Chart.defaults.color = '#50575e';

/**
 * Colours of the second series and the slices, in WordPress's admin palette (the main series
 * follows the user's scheme: series-color.ts).
 */
export const COLORS = {
	views: '#b26200',
	slices: [
		'#2271b1',
		'#00a32a',
		'#dba617',
		'#d63638',
		'#8c5ab0',
		'#135e96',
		'#50575e',
		'#a7aaad',
	],
};

/** Whether the user asked for less motion, in which case charts draw without animation. */
export function prefersReducedMotion(): boolean {
	return (
		typeof window !== 'undefined' &&
		typeof window.matchMedia === 'function' &&
		window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches
	);
}

export { Chart };
