/**
 * Accessibility scans with axe-core (issue 20): a page's serious and critical violations, and the
 * ones a Vista page has beyond a baseline page of WordPress's own scanned in the same run (a
 * plain post on the front end, the Dashboard in the admin), compared by rule id.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export interface Finding {
	rule: string;
	impact: string;
	help: string;
	/** Where on the page: the first few elements' selectors. */
	targets: string[];
}

/** The impacts that fail a page. */
const BLOCKING = new Set( [ 'serious', 'critical' ] );

/**
 * Serious and critical violations of the page as it is now (WCAG 2.x A and AA rules and axe's
 * best practices, as axe runs them by default, and the label-in-name rule).
 * @param page The loaded page.
 */
export async function seriousFindings( page: Page ): Promise< Finding[] > {
	const results = await new AxeBuilder( { page } )
		// WCAG 2.5.3 (label in name), which axe still marks experimental and so skips by default.
		.options( {
			rules: { 'label-content-name-mismatch': { enabled: true } },
		} )
		.analyze();
	return results.violations
		.filter( ( violation ) => BLOCKING.has( violation.impact ?? '' ) )
		.map( ( violation ) => ( {
			rule: violation.id,
			impact: violation.impact ?? '',
			help: violation.help,
			targets: violation.nodes
				.slice( 0, 5 )
				.map( ( node ) => node.target.join( ' ' ) ),
		} ) );
}

/**
 * The findings whose rule the baseline page does not break too.
 * @param findings Findings of the page under test.
 * @param baseline Findings of the baseline page.
 */
export function beyondBaseline(
	findings: Finding[],
	baseline: Finding[]
): Finding[] {
	const known = new Set( baseline.map( ( finding ) => finding.rule ) );
	return findings.filter( ( finding ) => ! known.has( finding.rule ) );
}
