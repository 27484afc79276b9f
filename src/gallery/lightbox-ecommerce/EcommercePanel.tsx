/**
 * The ecommerce side panel of the lightbox (000 §2.3, §4.1), loaded on first open. It asks the
 * server for the image's price list sections (the shop panel request, 000 §7 call 4) on open and
 * on each image change, shows them under tabs "Prints and products" and "Downloads" (the hidden
 * field `type` takes the selected tab's id), keeps a live total (two decimals, comma thousands),
 * and adds the item to the cart (the add-to-cart request, 000 §7 call 9), showing the server's
 * message and the number of products in the cart. "View cart" goes to the cart page (000 §7
 * call 10). The requests and the form's reading are in shop.ts.
 */
import {
	useCallback,
	useEffect,
	useRef,
	useState,
	type FocusEvent,
	type FormEvent,
	type KeyboardEvent,
	type RefObject,
} from 'react';
import { __ } from '@wordpress/i18n';
import type { SidePanelProps } from '../common/lightbox-types';
import { normalizeQuantity } from './cart-math';
import {
	addToCart,
	cartData,
	requestPanel,
	SECTIONS,
	writeTotals,
	type PanelContent,
	type Section,
} from './shop';
import './ecommerce.css';

/**
 * The image's price list sections: asked for on open and on each image change; the tab shown
 * stays if the new image has it, else the first it has.
 * @param panel The panel's props.
 */
function usePanelContent( panel: SidePanelProps ) {
	const { image, settings, onClose } = panel;
	const [ content, setContent ] = useState< PanelContent | null >( null );
	const [ status, setStatus ] = useState< 'loading' | 'ready' | 'error' >(
		'loading'
	);
	const [ active, setActive ] = useState< Section | '' >( '' );
	const [ message, setMessage ] = useState( '' );

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
		requestPanel(
			settings.ecommerce_url,
			settings.nonce,
			image.id,
			controller.signal
		)
			.then( ( parsed ) => {
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
	// A tuple, not an object: the minifier shortens the names it is read into, never an
	// object's property names, and this chunk loads on a visitor's click.
	return [ content, status, active, setActive, message, setMessage ] as const;
}

interface ShopFormProps {
	panel: SidePanelProps;
	content: PanelContent;
	state: ReturnType< typeof usePanelContent >;
}

/**
 * The tabs "Prints and products" and "Downloads" and their panels (the server's sections). A
 * plain function rather than a component: its arguments need no property names.
 * @param imageId   The image's id (the panels' keys).
 * @param content   The server's sections.
 * @param active    The tab shown.
 * @param setActive Shows a tab.
 * @param formRef   The form (to focus a tab).
 */
function shopTabs(
	imageId: number,
	content: PanelContent,
	active: Section | '',
	setActive: ( section: Section ) => void,
	formRef: RefObject< HTMLFormElement | null >
) {
	const tabs = SECTIONS.filter( ( section ) => content.sections[ section ] );
	const labels: Record< Section, string > = {
		manual: __( 'Prints and products', 'vista-gallery' ),
		downloads: __( 'Downloads', 'vista-gallery' ),
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
	return (
		<>
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
					key={ `${ imageId }-${ section }` }
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
		</>
	);
}

/**
 * The form: the tabs, the server's options and add-to-cart button, the live totals, the message
 * and the link to the cart.
 * @param props         The form's props.
 * @param props.panel   The panel's props.
 * @param props.content The server's sections, options and button.
 * @param props.state   The panel's state (usePanelContent's).
 */
function ShopForm( { panel, content, state }: ShopFormProps ) {
	const { image, settings } = panel;
	const [ , status, active, setActive, message, setMessage ] = state;
	const [ busy, setBusy ] = useState( false );
	const formRef = useRef< HTMLFormElement >( null );

	const updateTotals = useCallback( () => {
		if ( formRef.current ) {
			writeTotals( formRef.current, content.symbol );
		}
	}, [ content, formRef ] );
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
		const item = section && cartData( section, active );
		if ( typeof item === 'string' ) {
			setMessage( item );
		}
		if ( ! item || typeof item === 'string' ) {
			return;
		}
		setBusy( true );
		setMessage( '' );
		try {
			setMessage(
				await addToCart( settings, form, image.id, active, item.data )
			);
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
			{ shopTabs( image.id, content, active, setActive, formRef ) }
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
	);
}

export default function EcommercePanel( panel: SidePanelProps ) {
	const state = usePanelContent( panel );
	const [ content, status ] = state;
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
					className="wp-element-button vista-ecommerce__close"
					onClick={ panel.onClose }
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
				<ShopForm panel={ panel } content={ content } state={ state } />
			) }
		</aside>
	);
}
