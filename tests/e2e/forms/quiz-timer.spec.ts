/**
 * A visitor takes a quiz (001 §7 call 5: quiz_result_shown, quiz_reporting, the preview of what
 * was sent) and fills a timed form (001 §3 duration display, §4 countdown, §9 1 s tick). The
 * forms are made by quiz-fixture.php; the countdown runs on the page clock.
 */
import { execFileSync } from 'child_process';
import path from 'path';
import { test, expect } from '@playwright/test';
import { visitor, wordpressDir } from '../utils/site';
import { NEVER_TOO_QUICK, field, spamGuardMinimum } from './client-helpers';

test.use( visitor );

interface FormPage {
	formId: number;
	url: string;
}

let forms: { quiz: FormPage; timed: FormPage };

test.beforeAll( () => {
	forms = JSON.parse(
		execFileSync(
			'php',
			[ path.resolve( __dirname, 'quiz-fixture.php' ), wordpressDir ],
			{ encoding: 'utf8' }
		)
	);
} );

test( 'a visitor takes the quiz and sees the score, each question and what was sent', async ( {
	page,
} ) => {
	await spamGuardMinimum( page, NEVER_TOO_QUICK );
	await page.goto( forms.quiz.url );
	await field( page, 'name' ).fill( 'Ada <b>Lovelace</b>' );
	await page.getByRole( 'radio', { name: 'Lyon' } ).check();
	await page.getByRole( 'checkbox', { name: 'Two' } ).check();
	await page.getByRole( 'checkbox', { name: 'Three' } ).check();
	await page.getByRole( 'button', { name: 'Submit' } ).click();

	const notice = page.locator( '.everest-forms-notice--success' );
	await expect( notice ).toContainText( 'Thanks for taking the quiz.' );
	// Lyon is wrong (2 points lost), both primes are right (1 point, the default).
	await expect( notice.locator( '.evf-quiz-score' ) ).toHaveText(
		'Your score: 1 out of 3'
	);
	const questions = notice.locator( '.evf-quiz-question' );
	await expect( questions ).toHaveCount( 2 );
	await expect( questions.nth( 0 ) ).toContainText( 'Capital of France' );
	await expect( questions.nth( 0 ) ).toContainText( 'Wrong' );
	await expect( questions.nth( 0 ) ).toContainText( 'Correct answer: Paris' );
	await expect( questions.nth( 1 ) ).toContainText( 'Correct' );
	await expect( questions.nth( 1 ) ).toContainText(
		'Your answer: Two, Three'
	);

	// The preview beside the message shows what was stored: the visitor's tags never become markup.
	const preview = notice.locator( '.evf-preview-confirmation' );
	await expect( preview.locator( 'dt' ).first() ).toHaveText( 'Your name' );
	await expect( preview.locator( 'dd' ).first() ).toHaveText(
		'Ada Lovelace'
	);
	await expect( preview.locator( 'dd' ).nth( 1 ) ).toHaveText( 'Lyon' );
	await expect( preview.locator( 'b' ) ).toHaveCount( 0 );
} );

test( 'a timed form counts its time down every second and says when it is up', async ( {
	page,
} ) => {
	await spamGuardMinimum( page, NEVER_TOO_QUICK );
	await page.clock.install();
	await page.goto( forms.timed.url );
	const display = page.locator( '.evf-duration' );
	const countdown = display.locator( '.evf-countdown' );
	await expect( countdown ).toHaveText( '90' );
	await expect( countdown ).toHaveAttribute( 'role', 'timer' );
	// The script fetched a start the server signed (the page may come from a cache).
	await expect(
		page.locator( 'input[name="vista_forms_timer"]' )
	).toHaveValue( /^\d+\.[a-f0-9]{64}$/ );

	// The page's clock ran in real time until now (a loaded machine may have passed a second or
	// two since the page loaded): stop it, then count from what it shows.
	await page.clock.pauseAt( Date.now() + 500 );
	const shown = Number( await countdown.textContent() );
	expect( shown ).toBeGreaterThan( 60 );
	expect( shown ).toBeLessThanOrEqual( 90 );
	await page.clock.runFor( 1000 );
	await expect( countdown ).toHaveText( String( shown - 1 ) );
	await page.clock.runFor( 29_000 );
	await expect( countdown ).toHaveText( String( shown - 30 ) );

	// Within the limit the entry is taken.
	await field( page, 'answer' ).fill( 'In time' );
	await page.getByRole( 'button', { name: 'Submit' } ).click();
	await expect(
		page.locator( '.everest-forms-notice--success' )
	).toBeVisible();

	await page.clock.runFor( 60_000 );
	await expect( countdown ).toHaveCount( 0 );
	await expect( display ).toHaveText( 'The time for this form is up.' );
	await expect( display ).toHaveAttribute( 'role', 'alert' );
} );
