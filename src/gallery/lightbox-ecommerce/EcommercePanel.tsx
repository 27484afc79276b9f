/**
 * The ecommerce side panel of the lightbox (000 §2.3, §4.1), loaded on first open. It asks the
 * server for the image's price list sections (the shop panel request, 000 §7 call 4) on open and
 * on each image change, shows them under tabs "Prints and products" and "Downloads" (the hidden
 * field `type` takes the selected tab's id), keeps a live total (two decimals, comma thousands),
 * and adds the item to the cart (the add-to-cart request, 000 §7 call 9), showing the server's
 * message and the number of products in the cart. "View cart" goes to the cart page (000 §7
 * call 10).
 */
import {
	useCallback,
	useEffect,
	useRef,
	useState,
	type FocusEvent,
	type FormEvent,
	type KeyboardEvent,
} from 'react';
import { __ } from '@wordpress/i18n';
import type { SidePanelProps } from '../common/lightbox-types';
import { readDownloads, readManual } from './cart-form';
import { formatMoney, normalizeQuantity } from './cart-math';
import './ecommerce.css';

type Section = 'manual' | 'downloads';

const SECTIONS: Section[] = [ 'manual', 'downloads' ];

/** What the shop panel request answered, split by section. */
interface PanelContent {
	sections: Partial< Record< Section, string > >;
	options: string;
	addToCart: string;
	symbol: string;
}

interface CartAnswer {
	msg?: unknown;
	products_in_cart?: unknown;
	redirect?: unknown;
}

/**
 * The sections of the shop panel request's HTML.
 * @param html The answer.
 */
function parsePanel( html: string ): PanelContent | null {
	const doc = new DOMParser().parseFromString( html, 'text/html' );
	const container = doc.querySelector< HTMLElement >(
		'.bwg_ecommerce_container'
	);
	if ( ! container ) {
		return null;
	}
	const sections: PanelContent[ 'sections' ] = {};
	for ( const section of SECTIONS ) {
		const element = container.querySelector(
			`.bwg_ecommerce_${ section }`
		);
		if ( element ) {
			sections[ section ] = element.outerHTML;
		}
	}
	return {
		sections,
		options:
			container.querySelector( '.bwg_ecommerce_options' )?.outerHTML ??
			'',
		addToCart:
			container.querySelector( '.bwg_add_to_cart' )?.outerHTML ?? '',
		symbol: container.dataset.currencySymbol ?? '',
	};
}

export default function EcommercePanel( {
	image,
	settings,
	onClose,
}: SidePanelProps ) {
	const [ content, setContent ] = useState< PanelContent | null >( null );
	const [ status, setStatus ] = useState< 'loading' | 'ready' | 'error' >(
		'loading'
	);
	const [ active, setActive ] = useState< Section | '' >( '' );
	const [ message, setMessage ] = useState( '' );
	const [ busy, setBusy ] = useState( false );
	const formRef = useRef< HTMLFormElement >( null );

	const tabs = SECTIONS.filter( ( section ) => content?.sections[ section ] );
	const labels: Record< Section, string > = {
		manual: __( 'Prints and products', 'vista-gallery' ),
		downloads: __( 'Downloads', 'vista-gallery' ),
	};

	// 000 §4.1: an image without a price list closes the panel.
	useEffect( () => {
		if ( ! image.pricelist ) {
			onClose();
		}
	}, [ image.pricelist, onClose ] );

	useEffect( () => {
		if ( ! image.pricelist ) {
			return;
		}
		const controller = new AbortController();
		setStatus( 'loading' );
		setMessage( '' );
		const body = new FormData();
		body.append( 'action', 'vista_gallery_ecommerce' );
		body.append( 'ajax_task', 'display' );
		body.append( 'image_id', String( image.id ) );
		body.append( 'nonce', settings.nonce );
		fetch( settings.ecommerce_url, {
			method: 'POST',
			body,
			credentials: 'same-origin',
			signal: controller.signal,
		} )
			.then( ( response ) =>
				response.ok ? response.text() : Promise.reject( response )
			)
			.then( ( html ) => {
				const parsed = parsePanel( html );
				setContent( parsed );
				setStatus( parsed ? 'ready' : 'error' );
				setActive( ( current ) =>
					parsed &&
					current &&
					parsed.sections[ current as Section ] !== undefined
						? current
						: ( SECTIONS.find(
								( section ) =>
									parsed?.sections[ section ] !== undefined
							) ?? '' )
				);
			} )
			.catch( () => {
				if ( ! controller.signal.aborted ) {
					setStatus( 'error' );
				}
			} );
		return () => controller.abort();
	}, [ image.id, image.pricelist, settings.ecommerce_url, settings.nonce ] );

	/** Writes each section's expected total into its output. */
	const updateTotals = useCallback( () => {
		const form = formRef.current;
		if ( ! form || ! content ) {
			return;
		}
		const manual = form.querySelector( '.bwg_ecommerce_manual' );
		const downloads = form.querySelector( '.bwg_ecommerce_downloads' );
		const write = ( section: Section, cents: number ) => {
			const output = form.querySelector(
				`.bwg_ecommerce_total[data-section="${ section }"]`
			);
			if ( output ) {
				output.textContent = formatMoney( cents, content.symbol );
			}
		};
		if ( manual ) {
			write( 'manual', readManual( manual ).totalCents );
		}
		if ( downloads ) {
			write( 'downloads', readDownloads( downloads ).totalCents );
		}
	}, [ content ] );

	useEffect( updateTotals, [ updateTotals ] );

	/**
	 * 000 §5: a quantity below 1 is reset to 1 when the visitor leaves the field.
	 * @param event The focus leaving a field.
	 */
	const onBlur = ( event: FocusEvent< HTMLFormElement > ) => {
		const target = event.target as EventTarget;
		if ( target instanceof HTMLInputElement && target.name === 'count' ) {
			target.value = String( normalizeQuantity( target.value ) );
			updateTotals();
		}
	};

	const onTabKey = ( event: KeyboardEvent< HTMLButtonElement > ) => {
		const index = tabs.indexOf( active as Section );
		const next: Record< string, number > = {
			ArrowRight: index + 1,
			ArrowLeft: index - 1,
			Home: 0,
			End: tabs.length - 1,
		};
		if ( ! ( event.key in next ) || tabs.length === 0 ) {
			return;
		}
		event.preventDefault();
		const section =
			tabs[ ( next[ event.key ] + tabs.length ) % tabs.length ];
		setActive( section );
		formRef.current
			?.querySelector< HTMLButtonElement >(
				`#vista-ecommerce-tab-${ section }`
			)
			?.focus();
	};

	const onSubmit = async ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		const form = formRef.current;
		if ( ! form || busy ) {
			return;
		}
		if ( ! active ) {
			setMessage(
				__(
					'Please select Prints and products or Downloads',
					'vista-gallery'
				)
			);
			return;
		}
		const section = form.querySelector( `.bwg_ecommerce_${ active }` );
		if ( ! section ) {
			return;
		}
		let data: unknown;
		if ( active === 'manual' ) {
			const count = section.querySelector< HTMLInputElement >(
				'input[name="count"]'
			);
			if ( count ) {
				count.value = String( normalizeQuantity( count.value ) );
			}
			data = readManual( section ).item;
		} else {
			const { items } = readDownloads( section );
			if ( items.length === 0 ) {
				setMessage(
					__( 'You must select at least one item.', 'vista-gallery' )
				);
				return;
			}
			data = items;
		}
		const body = new FormData();
		body.append( 'action', 'add_cart' );
		body.append( 'task', 'add_cart' );
		body.append( 'controller', 'checkout' );
		body.append( 'image_id', String( image.id ) );
		body.append( 'type', active );
		body.append( 'data', JSON.stringify( data ) );
		body.append( 'nonce', settings.nonce );
		setBusy( true );
		setMessage( '' );
		try {
			const response = await fetch( settings.cart_url, {
				method: 'POST',
				body,
				credentials: 'same-origin',
			} );
			const answer = ( await response.json() ) as CartAnswer;
			setMessage(
				typeof answer.msg === 'string' && answer.msg !== ''
					? answer.msg
					: __( 'The cart could not be updated.', 'vista-gallery' )
			);
			const inCart = form.querySelector( '.bwg_products_in_cart' );
			if ( inCart && typeof answer.products_in_cart === 'number' ) {
				inCart.textContent = String( answer.products_in_cart );
			}
			if (
				response.ok &&
				Number( answer.redirect ) === 1 &&
				settings.checkout_url
			) {
				window.location.assign( settings.checkout_url );
			}
		} catch {
			setMessage(
				__(
					'The cart could not be updated. Please try again.',
					'vista-gallery'
				)
			);
		} finally {
			setBusy( false );
		}
	};

	return (
		<aside
			className="vista-lightbox__panel vista-ecommerce"
			aria-label={ __( 'Buy this image', 'vista-gallery' ) }
		>
			<div className="vista-ecommerce__header">
				<h2 className="vista-ecommerce__title">
					{ __( 'Buy this image', 'vista-gallery' ) }
				</h2>
				<button
					type="button"
					className="vista-ecommerce__close"
					onClick={ onClose }
					aria-label={ __( 'Close the shop panel', 'vista-gallery' ) }
				>
					×
				</button>
			</div>
			{ status === 'loading' && ! content && (
				<p className="vista-ecommerce__loading">
					{ __( 'Loading prices…', 'vista-gallery' ) }
				</p>
			) }
			{ status === 'error' && (
				<p className="vista-ecommerce__error" role="alert">
					{ __(
						'The prices of this image could not be loaded.',
						'vista-gallery'
					) }
				</p>
			) }
			{ content && status !== 'error' && (
				<form
					ref={ formRef }
					className="vista-ecommerce__form"
					onSubmit={ onSubmit }
					onInput={ updateTotals }
					onChange={ updateTotals }
					onBlur={ onBlur }
					aria-busy={ status === 'loading' || busy }
				>
					<input type="hidden" name="type" value={ active } />
					<div
						className="vista-ecommerce__tabs"
						role="tablist"
						aria-label={ __( 'What to buy', 'vista-gallery' ) }
					>
						{ tabs.map( ( section ) => (
							<button
								key={ section }
								type="button"
								role="tab"
								id={ `vista-ecommerce-tab-${ section }` }
								aria-selected={ active === section }
								aria-controls={ `vista-ecommerce-panel-${ section }` }
								tabIndex={ active === section ? 0 : -1 }
								className="vista-ecommerce__tab"
								onClick={ () => setActive( section ) }
								onKeyDown={ onTabKey }
							>
								{ labels[ section ] }
							</button>
						) ) }
					</div>
					{ tabs.map( ( section ) => (
						<div
							key={ `${ image.id }-${ section }` }
							role="tabpanel"
							id={ `vista-ecommerce-panel-${ section }` }
							aria-labelledby={ `vista-ecommerce-tab-${ section }` }
							hidden={ active !== section }
							className="vista-ecommerce__panel"
							dangerouslySetInnerHTML={ {
								__html: content.sections[ section ] ?? '',
							} }
						/>
					) ) }
					<div
						key={ `${ image.id }-options` }
						dangerouslySetInnerHTML={ { __html: content.options } }
					/>
					<div
						key={ `${ image.id }-add` }
						className="vista-ecommerce__add"
						dangerouslySetInnerHTML={ {
							__html: content.addToCart,
						} }
					/>
					<p
						className="vista-ecommerce__message"
						role="status"
						aria-live="polite"
					>
						{ message }
					</p>
					{ settings.checkout_url && (
						<p className="vista-ecommerce__view-cart">
							<a href={ settings.checkout_url }>
								{ __( 'View cart', 'vista-gallery' ) }
							</a>
						</p>
					) }
				</form>
			) }
		</aside>
	);
}
