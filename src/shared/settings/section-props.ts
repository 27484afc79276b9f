/**
 * What every section of a settings form receives; each plugin adds what its sections need.
 */
import type { FieldErrors } from './errors';

export interface SectionProps< D > {
	/** The settings as edited. */
	draft: D;
	/** The server's messages, by field. */
	errors: FieldErrors;
	/** Changes one field of the draft. */
	update: < K extends keyof D >( key: K, value: D[ K ] ) => void;
}
