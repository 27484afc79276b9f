/**
 * The shared record editor hook, as an editor's user meets it: the record read into the form,
 * "unsaved" only while the form differs from what is saved, a save that keeps what was typed while
 * it was on its way, a refused save whose message lands next to its field (which takes the focus)
 * with nothing else lost, a check that refuses before anything is sent, and the browser's warning
 * before leaving with unsaved changes.
 */
import { act } from 'react';
import { createRoot } from '@wordpress/element';
import {
	useRecordEditor,
	withoutFields,
	type RecordEditor,
	type RecordEditorOptions,
} from '../../../../src/shared/record-editor/use-record-editor';

interface Album {
	id: number;
	title: string;
	items: number[];
}

const STRINGS = {
	saved: 'Album saved.',
	saveFailed: 'The album could not be saved.',
	loadFailed: 'The album could not be loaded.',
};

let editor: RecordEditor< Album >;

function Harness( { options }: { options: RecordEditorOptions< Album > } ) {
	editor = useRecordEditor( options );
	return (
		<form ref={ editor.formRef }>
			<input
				aria-label="Title"
				value={ editor.draft.title }
				aria-invalid={ editor.errors.title ? 'true' : undefined }
				onChange={ ( event ) =>
					editor.change( { title: event.target.value } )
				}
			/>
			<span>{ editor.errors.title }</span>
		</form>
	);
}

/** A promise with its settlers, to decide when the server answers. */
function deferred< T >() {
	let resolve!: ( value: T ) => void;
	let reject!: ( reason: unknown ) => void;
	const promise = new Promise< T >( ( res, rej ) => {
		resolve = res;
		reject = rej;
	} );
	return { promise, resolve, reject };
}

const STORED: Album = { id: 7, title: 'Summer', items: [ 1, 2 ] };

let container: HTMLDivElement;
let root: ReturnType< typeof createRoot >;

async function mount( overrides: Partial< RecordEditorOptions< Album > > ) {
	const options: RecordEditorOptions< Album > = {
		initial: { id: 7, title: '', items: [] },
		load: () => Promise.resolve( STORED ),
		save: ( album ) => Promise.resolve( album ),
		strings: STRINGS,
		...overrides,
	};
	await act( async () => {
		root.render( <Harness options={ options } /> );
	} );
}

const title = () =>
	container.querySelector( 'input[aria-label="Title"]' ) as HTMLInputElement;

/** Whether leaving the page now would ask first. */
function leavingAsks(): boolean {
	const event = new Event( 'beforeunload', { cancelable: true } );
	window.dispatchEvent( event );
	return event.defaultPrevented;
}

beforeEach( () => {
	(
		globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
	 ).IS_REACT_ACT_ENVIRONMENT = true;
	container = document.createElement( 'div' );
	document.body.appendChild( container );
	root = createRoot( container );
} );

afterEach( () => {
	act( () => root.unmount() );
	container.remove();
} );

describe( 'useRecordEditor', () => {
	it( 'shows the record read and is unsaved only while the form differs from it', async () => {
		await mount( {} );
		expect( editor.loaded ).toBe( true );
		expect( title().value ).toBe( 'Summer' );
		expect( editor.dirty ).toBe( false );
		expect( leavingAsks() ).toBe( false );

		act( () => editor.change( { title: 'Winter' } ) );
		expect( editor.dirty ).toBe( true );
		expect( leavingAsks() ).toBe( true );

		act( () => editor.change( { title: 'Summer' } ) );
		expect( editor.dirty ).toBe( false );
		expect( leavingAsks() ).toBe( false );
	} );

	it( 'says why the record could not be read, and reads it again on demand', async () => {
		const load = jest
			.fn()
			.mockRejectedValueOnce( { code: 'fetch_error' } )
			.mockResolvedValueOnce( STORED );
		await mount( { load } );
		expect( editor.loaded ).toBe( false );
		expect( editor.loadError ).toBe( 'The album could not be loaded.' );

		await act( async () => editor.reload() );
		expect( editor.loaded ).toBe( true );
		expect( title().value ).toBe( 'Summer' );
	} );

	it( 'saves the draft, says so, and keeps what was typed while the save was on its way', async () => {
		const answer = deferred< Album >();
		const save = jest.fn( () => answer.promise );
		await mount( { save } );
		act( () => editor.change( { title: 'Winter' } ) );

		let saving!: Promise< void >;
		act( () => {
			saving = editor.submit();
		} );
		expect( editor.saving ).toBe( true );
		expect( save ).toHaveBeenCalledWith( { ...STORED, title: 'Winter' } );
		act( () => editor.change( { items: [ 2, 1 ] } ) );

		await act( async () => {
			answer.resolve( { ...STORED, title: 'Winter' } );
			await saving;
		} );
		expect( editor.saving ).toBe( false );
		expect( editor.notice ).toEqual( {
			status: 'success',
			message: 'Album saved.',
		} );
		expect( editor.draft ).toEqual( {
			...STORED,
			title: 'Winter',
			items: [ 2, 1 ],
		} );
		// The order changed during the save is not saved yet.
		expect( editor.dirty ).toBe( true );

		act( () => editor.change( { items: [ 1, 2 ] } ) );
		expect( editor.dirty ).toBe( false );
		expect( leavingAsks() ).toBe( false );
	} );

	it( 'takes the id the server gives a new record', async () => {
		const onSaved = jest.fn();
		await mount( {
			load: null,
			initial: { id: 0, title: 'New', items: [] },
			save: ( album ) => Promise.resolve( { ...album, id: 12 } ),
			onSaved,
		} );
		expect( editor.loaded ).toBe( true );
		expect( editor.dirty ).toBe( false );

		await act( () => editor.submit() );
		expect( editor.draft.id ).toBe( 12 );
		expect( editor.dirty ).toBe( false );
		expect( onSaved ).toHaveBeenCalledWith( {
			id: 12,
			title: 'New',
			items: [],
		} );
	} );

	it( 'shows a refused save’s message next to its field, focused, and keeps the draft', async () => {
		const save = jest.fn().mockRejectedValue( {
			code: 'rest_invalid_param',
			message: 'The album was not saved.',
			data: { status: 400, errors: { title: 'The title is too long.' } },
		} );
		await mount( { save } );
		act( () => editor.change( { title: 'W'.repeat( 300 ) } ) );

		await act( () => editor.submit() );
		expect( editor.notice ).toEqual( {
			status: 'error',
			message: 'The album was not saved.',
		} );
		expect( container.textContent ).toContain( 'The title is too long.' );
		expect( title().getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( title().ownerDocument.activeElement ).toBe( title() );
		expect( title().value ).toBe( 'W'.repeat( 300 ) );
		expect( editor.dirty ).toBe( true );
		expect( leavingAsks() ).toBe( true );

		// Editing the field clears its message.
		act( () => editor.change( { title: 'Winter' } ) );
		expect( container.textContent ).not.toContain( 'too long' );
		expect( title().getAttribute( 'aria-invalid' ) ).toBeNull();
	} );

	it( 'refuses a draft its check refuses, without sending it', async () => {
		const save = jest.fn();
		await mount( {
			save,
			check: ( album ) =>
				album.title.trim() === '' ? 'Give the album a title.' : null,
		} );
		act( () => editor.change( { title: '  ' } ) );

		await act( () => editor.submit() );
		expect( save ).not.toHaveBeenCalled();
		expect( editor.notice ).toEqual( {
			status: 'error',
			message: 'Give the album a title.',
		} );
	} );
} );

describe( 'withoutFields', () => {
	it( 'drops the messages of a field and of the fields within it', () => {
		const errors = {
			downloads: 'Add a download.',
			'downloads.0.price': 'Two decimals at most.',
			downloads_note: 'Kept.',
			title: 'Kept too.',
		};
		expect( withoutFields( errors, [ 'downloads' ] ) ).toEqual( {
			downloads_note: 'Kept.',
			title: 'Kept too.',
		} );
		expect( withoutFields( errors, [ 'currency' ] ) ).toBe( errors );
	} );
} );
