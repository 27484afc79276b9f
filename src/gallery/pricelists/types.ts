/**
 * A price list as the REST route `vista-gallery/v1/pricelists` reads and writes it: prices as
 * plain decimals ("12.50"), price differences with their sign ("+2.00").
 */
export type Section = 'manual' | 'downloads';

/** 000 §3.7: 2 text, 3 textarea, 4 select, 5 radio, 6 checkboxes. */
export type ParameterType = 2 | 3 | 4 | 5 | 6;

export interface ParameterValue {
	id?: number;
	value: string;
	price: string;
}

export interface Parameter {
	id?: number;
	title: string;
	type: ParameterType;
	values: ParameterValue[];
}

export interface ManualItem {
	id?: number;
	name: string;
	price: string;
}

export interface DownloadItem {
	id?: number;
	name: string;
	longest_side: number | string;
	price: string;
}

export interface PriceList {
	id?: number;
	title: string;
	currency: string;
	currency_symbol: string;
	manual_price: string;
	sections: Section[];
	manual_items: ManualItem[];
	parameters: Parameter[];
	downloads: DownloadItem[];
	galleries: number[];
}

export interface GalleryChoice {
	id: number;
	title: string;
	pricelist: number;
}

export interface IndexAnswer {
	pricelists: PriceList[];
	galleries: GalleryChoice[];
}

export interface ShopSettings {
	cart_redirect: boolean;
	cart_url: string;
	checkout_url: string;
	orders_url: string;
}
