/**
 * The endpoints `npm run bench` loads. The first is the baseline every other row is compared with:
 * the smallest admin-ajax action of a full WordPress (defined by the local sites' mu-plugin).
 * Issues that add a server path add its row here.
 */
export const scenarios = [
	{
		name: 'admin-ajax baseline (full WordPress)',
		path: '/wp-admin/admin-ajax.php',
		method: 'POST',
		body: 'action=vista_bench_baseline',
	},
	{
		name: 'gallery demo page (GET /gallery/)',
		path: '/gallery/',
	},
];
