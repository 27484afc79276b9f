/**
 * Select options with plain string values, for the block's panels.
 */
export interface Choice {
	label: string;
	value: string;
}

/**
 * Select options with plain string values.
 * @param list Options.
 */
export const choices = ( list: Choice[] ): Choice[] => list;
