/**
 * A widget library's stylesheet goes into the page as a `<style>` element the first time its
 * widget starts: no extra stylesheet request, and nothing at all on forms without that widget.
 * @param id  Element id, so the sheet goes in once.
 * @param css The stylesheet.
 */
export function injectStyle( id: string, css: string ): void {
	if ( document.getElementById( id ) ) {
		return;
	}
	const style = document.createElement( 'style' );
	style.id = id;
	style.textContent = css;
	document.head.append( style );
}
