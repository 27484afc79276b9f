/**
 * An embedded entry of a type the plugin does not know is delegated to an extension event
 * (000 §3.3), once per holder.
 */
import {
	EMBED_EVENT,
	delegateExtensionEmbeds,
	type EmbedEventDetail,
} from '../../../../src/gallery/common/embeds';

it( 'tells an add-on about each unknown embed once, with its type and address', () => {
	document.body.innerHTML = `<div id="gallery">
		<div class="vista-embed vista-embed--extension" data-filetype="TIKTOK_VIDEO" data-url="https://example.com/v/1"></div>
		<iframe class="vista-embed vista-embed--player"></iframe>
	</div>`;
	const heard: EmbedEventDetail[] = [];
	const listener = ( event: Event ) =>
		heard.push( ( event as CustomEvent< EmbedEventDetail > ).detail );
	document.addEventListener( EMBED_EVENT, listener );
	const gallery = document.getElementById( 'gallery' )!;
	delegateExtensionEmbeds( gallery );
	expect( heard ).toEqual( [
		{ filetype: 'TIKTOK_VIDEO', url: 'https://example.com/v/1' },
	] );

	// Load more appends another one: only the new holder is announced.
	gallery.insertAdjacentHTML(
		'beforeend',
		'<div class="vista-embed vista-embed--extension" data-filetype="OTHER"></div>'
	);
	delegateExtensionEmbeds( gallery );
	expect( heard ).toEqual( [
		{ filetype: 'TIKTOK_VIDEO', url: 'https://example.com/v/1' },
		{ filetype: 'OTHER', url: '' },
	] );
	document.removeEventListener( EMBED_EVENT, listener );
} );
