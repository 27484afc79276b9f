/**
 * Field ids: generated once when a field block is inserted, kept in its `fieldId` attribute, and
 * regenerated only when a duplicate (or a pasted copy) would share one (docs/FORMS.md field definition:
 * `[a-z0-9_-]{1,40}`, unique in the form, stable).
 */
export const FIELD_ID_PATTERN = /^[a-z0-9_-]{1,40}$/;

/**
 * A new id for a field of that type, unlike any of the taken ones.
 * @param type   Field type, such as `date-time`.
 * @param taken  Ids already used in the form.
 * @param random Source of randomness (tests pass their own).
 */
export function newFieldId(
	type: string,
	taken: ReadonlySet< string >,
	random: () => number = Math.random
): string {
	const prefix = type.replace( /[^a-z0-9]+/g, '_' ).slice( 0, 30 );
	for (;;) {
		const suffix = Math.floor( random() * 36 ** 6 )
			.toString( 36 )
			.padStart( 6, '0' );
		const id = `${ prefix }_${ suffix }`;
		if ( ! taken.has( id ) ) {
			return id;
		}
	}
}

/**
 * Whether a block must take a new id: it has none, a malformed one, or one an earlier block of
 * the form already uses (the copy is the one that changes).
 * @param id         The block's id.
 * @param earlierIds Ids of the field blocks before it, in document order.
 */
export function needsNewFieldId(
	id: string | undefined,
	earlierIds: readonly string[]
): boolean {
	return ! id || ! FIELD_ID_PATTERN.test( id ) || earlierIds.includes( id );
}
