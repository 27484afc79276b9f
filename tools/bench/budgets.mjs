/**
 * Size budgets the issues set, checked by `npm run bench` against the gzipped (level 9) size of
 * the built file. Each row names its peer where the issue gives one.
 */
export const sizeBudgets = [
	{
		file: 'plugins/vista-gallery/build/blocks/gallery/view.js',
		label: 'gallery script (thumbnails)',
		maxGzipBytes: 12 * 1024,
		peer: 'issue 6 budget: 12 KB',
	},
	{
		file: 'plugins/vista-gallery/build/gallery-lightbox.js',
		label: 'lightbox popup chunk',
		maxGzipBytes: 20 * 1024,
		peer: 'PhotoSwipe 5 with its opener: 20.9 KB',
	},
	{
		file: 'plugins/vista-stats/build/tracker.js',
		label: 'statistics tracker script',
		maxGzipBytes: 2 * 1024,
		peer: 'issue 4 budget: 2 KB',
	},
	{
		// What a page with a plain contact form (name, email, message) loads of the form script:
		// the widgets are chunks the contact form never fetches. The sending code and the answer's
		// display (build/forms-answer.js) are fetched when a visitor first focuses the form.
		file: 'plugins/vista-forms/build/blocks/form/view.js',
		label: 'form script (contact form)',
		maxGzipBytes: 8 * 1024,
		peer: 'issue 5 budget: 8 KB',
	},
	{
		// Before any interaction: YouTube's player API loads only on the first press.
		file: 'plugins/vista-video/build/blocks/video-gallery/view.js',
		label: 'video page script',
		maxGzipBytes: 4 * 1024,
		peer: 'lite-youtube: 4 KB',
	},
	{
		file: 'plugins/vista-consent/build/notice.js',
		label: 'cookie notice script',
		maxGzipBytes: 3 * 1024,
		peer: 'vanilla-cookieconsent 3: 10.2 KB',
	},
];

/**
 * Pages whose Cumulative Layout Shift is measured, as a first-time visitor sees them. The notice
 * pages' budget is what a visitor can see (issue 18): a shift below 0.001 is a fraction of a pixel
 * row, where a budget of 0 failed on 0.0000206.
 */
export const layoutShiftPages = [
	{
		path: '/consent/',
		label: 'consent demo page, notice shown',
		maxCls: 0.001,
	},
	{ path: '/', label: 'front page, notice shown', maxCls: 0.001 },
	{
		path: '/gallery/',
		label: 'gallery demo page (four galleries and an album)',
		maxCls: 0.01,
	},
	{
		path: '/video/',
		label: 'video demo page (clips and facades)',
		maxCls: 0.01,
	},
	{
		path: '/gallery-100/',
		label: 'gallery of 100 photos, 30 a page',
		maxCls: 0.01,
	},
];
