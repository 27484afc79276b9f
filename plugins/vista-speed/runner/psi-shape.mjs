// @ts-check
/**
 * PageSpeed Insights API v5 shapes: the runPagespeed result built from a Lighthouse result, and
 * the Google API error object.
 */
export const PERFORMANCE_AUDITS = [
	'first-contentful-paint',
	'largest-contentful-paint',
	'total-blocking-time',
	'cumulative-layout-shift',
	'speed-index',
	'interactive',
];

/**
 * The runPagespeed answer for a Lighthouse result (lhr).
 *
 * @param {import('lighthouse').Result} lhr
 */
export function psiResult( lhr ) {
	/** @type {Record<string, Object>} */
	const audits = {};
	for ( const id of PERFORMANCE_AUDITS ) {
		const audit = lhr.audits?.[ id ];
		if ( audit ) {
			const { title, score, numericValue, numericUnit, displayValue } =
				audit;
			audits[ id ] = {
				id,
				title,
				score,
				numericValue,
				numericUnit,
				displayValue,
			};
		}
	}
	const performance = lhr.categories?.performance ?? {};
	return {
		captchaResult: 'CAPTCHA_NOT_NEEDED',
		kind: 'pagespeedonline#result',
		id: lhr.finalDisplayedUrl ?? lhr.requestedUrl,
		analysisUTCTimestamp: lhr.fetchTime,
		lighthouseResult: {
			requestedUrl: lhr.requestedUrl,
			finalUrl: lhr.finalDisplayedUrl,
			finalDisplayedUrl: lhr.finalDisplayedUrl,
			lighthouseVersion: lhr.lighthouseVersion,
			userAgent: lhr.userAgent,
			fetchTime: lhr.fetchTime,
			runtimeError: lhr.runtimeError,
			configSettings: {
				formFactor: lhr.configSettings?.formFactor,
				onlyCategories: [ 'performance' ],
			},
			categories: {
				performance: {
					id: 'performance',
					title: performance.title ?? 'Performance',
					score: performance.score ?? null,
				},
			},
			audits,
		},
	};
}

/**
 * A Google API error answer.
 *
 * @param {number} code
 * @param {string} message
 * @param {string} status  e.g. INVALID_ARGUMENT, RESOURCE_EXHAUSTED
 * @param {string} reason  e.g. badRequest, rateLimitExceeded
 */
export function psiError( code, message, status, reason ) {
	return {
		error: {
			code,
			message,
			errors: [ { message, domain: 'global', reason } ],
			status,
		},
	};
}
