/**
 * The form script starts after the page's first paint (issue 18 goal 3), once, and in a tab that
 * paints no frame after a bounded wait.
 */
import { afterPaint } from '../../../src/shared/after-paint';
import { fakeView } from './fake-view';

beforeEach( () => jest.useFakeTimers() );
afterEach( () => jest.useRealTimers() );

it( 'waits for the next frame and a task after it, then runs once', () => {
	const { view, paint } = fakeView();
	const work = jest.fn();
	afterPaint( work, view );
	jest.advanceTimersByTime( 0 );
	expect( work ).not.toHaveBeenCalled();
	paint();
	expect( work ).not.toHaveBeenCalled();
	jest.advanceTimersByTime( 0 );
	expect( work ).toHaveBeenCalledTimes( 1 );
	jest.advanceTimersByTime( 1000 );
	expect( work ).toHaveBeenCalledTimes( 1 );
} );

it( 'runs after the bounded wait where no frame comes (a background tab)', () => {
	const { view } = fakeView();
	const work = jest.fn();
	afterPaint( work, view, 250 );
	jest.advanceTimersByTime( 249 );
	expect( work ).not.toHaveBeenCalled();
	jest.advanceTimersByTime( 1 );
	expect( work ).toHaveBeenCalledTimes( 1 );
} );
