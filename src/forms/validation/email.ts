/**
 * The email rule of 001 §5, kept apart from the other value rules: every form needs it, the
 * others load only with the fields that use them.
 */
/*
 * The long permissive address pattern of the original form script (RFC 5322 quoted local parts,
 * unicode letters), kept as one expression so the client refuses exactly what it always refused.
 */
const UNICODE = '\\u00A0-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFEF';
const ATOM = `([a-z]|\\d|[!#\\$%&'\\*\\+\\-\\/=\\?\\^_\`{\\|}~]|[${ UNICODE }])`;
const QUOTED =
	`((\\x22)((((\\x20|\\x09)*(\\x0d\\x0a))?(\\x20|\\x09)+)?(([\\x01-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f]|\\x21|[\\x23-\\x5b]|[\\x5d-\\x7e]|[${ UNICODE }])|` +
	`(\\\\([\\x01-\\x09\\x0b\\x0c\\x0d-\\x7f]|[${ UNICODE }]))))*(((\\x20|\\x09)*(\\x0d\\x0a))?(\\x20|\\x09)+)?(\\x22))`;
const LABEL_START = `([a-z]|\\d|[${ UNICODE }])`;
const LABEL_MIDDLE = `([a-z]|\\d|-|\\.|_|~|[${ UNICODE }])`;
const TLD_START = `([a-z]|[${ UNICODE }])`;
export const EMAIL_PATTERN = new RegExp(
	`^((${ ATOM }+(\\.${ ATOM }+)*)|${ QUOTED })@` +
		`((${ LABEL_START }|(${ LABEL_START }${ LABEL_MIDDLE }*${ LABEL_START }))\\.)+` +
		`(${ TLD_START }|(${ TLD_START }${ LABEL_MIDDLE }*${ TLD_START }))$`,
	'i'
);

export function isValidEmail( value: string ): boolean {
	return EMAIL_PATTERN.test( value );
}
