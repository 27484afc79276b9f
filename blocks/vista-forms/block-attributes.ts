/**
 * Generated from blocks/vista-forms/<block>/block.json by `npm run generate` (tools/generate): do not edit.
 * Change an attribute in its block.json and run the command again.
 */

/** The attributes of vista-forms/field-address (vista-forms/field-address/block.json). */
export type FieldAddressAttributes = {
	fieldId: string;
	label: string;
	required: boolean;
	placeholder: string;
	description: string;
	default: string;
	css: string;
};

/** The attributes of vista-forms/field-checkbox (vista-forms/field-checkbox/block.json). */
export type FieldCheckboxAttributes = {
	quiz_points: number;
	fieldId: string;
	label: string;
	required: boolean;
	placeholder: string;
	description: string;
	default: string;
	css: string;
	choices: Array< Record< string, unknown > >;
	choice_limit: number;
	select_all: boolean;
};

/** The attributes of vista-forms/field-country (vista-forms/field-country/block.json). */
export type FieldCountryAttributes = {
	fieldId: string;
	label: string;
	required: boolean;
	placeholder: string;
	description: string;
	default: string;
	css: string;
};

/** The attributes of vista-forms/field-credit-card (vista-forms/field-credit-card/block.json). */
export type FieldCreditCardAttributes = {
	fieldId: string;
	label: string;
	required: boolean;
	placeholder: string;
	description: string;
	default: string;
	css: string;
};

/** The attributes of vista-forms/field-date-time (vista-forms/field-date-time/block.json). */
export type FieldDateTimeAttributes = {
	fieldId: string;
	label: string;
	required: boolean;
	placeholder: string;
	description: string;
	default: string;
	css: string;
	date: Record< string, unknown >;
};

/** The attributes of vista-forms/field-email (vista-forms/field-email/block.json). */
export type FieldEmailAttributes = {
	fieldId: string;
	label: string;
	required: boolean;
	placeholder: string;
	description: string;
	default: string;
	css: string;
	confirm: boolean;
};

/** The attributes of vista-forms/field-file-upload (vista-forms/field-file-upload/block.json). */
export type FieldFileUploadAttributes = {
	fieldId: string;
	label: string;
	required: boolean;
	placeholder: string;
	description: string;
	default: string;
	css: string;
	extensions: string;
	max_size_mb: number;
	max_files: number;
};

/** The attributes of vista-forms/field-hidden (vista-forms/field-hidden/block.json). */
export type FieldHiddenAttributes = {
	fieldId: string;
	label: string;
	required: boolean;
	placeholder: string;
	description: string;
	default: string;
	css: string;
};

/** The attributes of vista-forms/field-image-upload (vista-forms/field-image-upload/block.json). */
export type FieldImageUploadAttributes = {
	fieldId: string;
	label: string;
	required: boolean;
	placeholder: string;
	description: string;
	default: string;
	css: string;
	extensions: string;
	max_size_mb: number;
	max_files: number;
};

/** The attributes of vista-forms/field-likert (vista-forms/field-likert/block.json). */
export type FieldLikertAttributes = {
	fieldId: string;
	label: string;
	required: boolean;
	placeholder: string;
	description: string;
	default: string;
	css: string;
	rows: Array< string >;
	columns: Array< string >;
};

/** The attributes of vista-forms/field-number (vista-forms/field-number/block.json). */
export type FieldNumberAttributes = {
	fieldId: string;
	label: string;
	required: boolean;
	placeholder: string;
	description: string;
	default: string;
	css: string;
	min: string;
	max: string;
	step: string;
};

/** The attributes of vista-forms/field-password (vista-forms/field-password/block.json). */
export type FieldPasswordAttributes = {
	fieldId: string;
	label: string;
	required: boolean;
	placeholder: string;
	description: string;
	default: string;
	css: string;
	confirm: boolean;
	min_length: number;
};

/** The attributes of vista-forms/field-payment-checkbox (vista-forms/field-payment-checkbox/block.json). */
export type FieldPaymentCheckboxAttributes = {
	fieldId: string;
	label: string;
	required: boolean;
	placeholder: string;
	description: string;
	default: string;
	css: string;
	choices: Array< Record< string, unknown > >;
	currency_symbol: string;
};

/** The attributes of vista-forms/field-payment-single (vista-forms/field-payment-single/block.json). */
export type FieldPaymentSingleAttributes = {
	fieldId: string;
	label: string;
	required: boolean;
	placeholder: string;
	description: string;
	default: string;
	css: string;
	price: string;
	user_input: boolean;
	currency_symbol: string;
};

/** The attributes of vista-forms/field-phone (vista-forms/field-phone/block.json). */
export type FieldPhoneAttributes = {
	fieldId: string;
	label: string;
	required: boolean;
	placeholder: string;
	description: string;
	default: string;
	css: string;
	smart_phone: boolean;
	mask: string;
};

/** The attributes of vista-forms/field-privacy-policy (vista-forms/field-privacy-policy/block.json). */
export type FieldPrivacyPolicyAttributes = {
	fieldId: string;
	label: string;
	required: boolean;
	placeholder: string;
	description: string;
	default: string;
	css: string;
	privacy_text: string;
};

/** The attributes of vista-forms/field-radio (vista-forms/field-radio/block.json). */
export type FieldRadioAttributes = {
	quiz_points: number;
	fieldId: string;
	label: string;
	required: boolean;
	placeholder: string;
	description: string;
	default: string;
	css: string;
	choices: Array< Record< string, unknown > >;
};

/** The attributes of vista-forms/field-range-slider (vista-forms/field-range-slider/block.json). */
export type FieldRangeSliderAttributes = {
	fieldId: string;
	label: string;
	required: boolean;
	placeholder: string;
	description: string;
	default: string;
	css: string;
	min: string;
	max: string;
	step: string;
};

/** The attributes of vista-forms/field-rating (vista-forms/field-rating/block.json). */
export type FieldRatingAttributes = {
	fieldId: string;
	label: string;
	required: boolean;
	placeholder: string;
	description: string;
	default: string;
	css: string;
	max_rating: number;
};

/** The attributes of vista-forms/field-scale-rating (vista-forms/field-scale-rating/block.json). */
export type FieldScaleRatingAttributes = {
	fieldId: string;
	label: string;
	required: boolean;
	placeholder: string;
	description: string;
	default: string;
	css: string;
	scale_min: number;
	scale_max: number;
};

/** The attributes of vista-forms/field-select (vista-forms/field-select/block.json). */
export type FieldSelectAttributes = {
	quiz_points: number;
	fieldId: string;
	label: string;
	required: boolean;
	placeholder: string;
	description: string;
	default: string;
	css: string;
	choices: Array< Record< string, unknown > >;
};

/** The attributes of vista-forms/field-signature (vista-forms/field-signature/block.json). */
export type FieldSignatureAttributes = {
	fieldId: string;
	label: string;
	required: boolean;
	placeholder: string;
	description: string;
	default: string;
	css: string;
};

/** The attributes of vista-forms/field-text (vista-forms/field-text/block.json). */
export type FieldTextAttributes = {
	fieldId: string;
	label: string;
	required: boolean;
	placeholder: string;
	description: string;
	default: string;
	css: string;
	min_length: number;
	min_words: number;
	mask: string;
	autocomplete: string;
};

/** The attributes of vista-forms/field-textarea (vista-forms/field-textarea/block.json). */
export type FieldTextareaAttributes = {
	fieldId: string;
	label: string;
	required: boolean;
	placeholder: string;
	description: string;
	default: string;
	css: string;
	min_length: number;
	min_words: number;
};

/** The attributes of vista-forms/field-url (vista-forms/field-url/block.json). */
export type FieldUrlAttributes = {
	fieldId: string;
	label: string;
	required: boolean;
	placeholder: string;
	description: string;
	default: string;
	css: string;
};

/** The attributes of vista/form (vista-forms/form/block.json). */
export type FormAttributes = {
	formId: number;
	formSlug: string;
};
