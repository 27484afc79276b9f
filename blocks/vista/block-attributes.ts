/**
 * Generated from blocks/vista/<block>/block.json by `npm run generate` (tools/generate): do not edit.
 * Change an attribute in its block.json and run the command again.
 */

/** The attributes of vista/counter (vista/counter/block.json). */
export type CounterAttributes = {
	number: number;
	prefix: string;
	suffix: string;
	label: string;
	delay: number;
	time: number;
};

/** The attributes of vista/slider (vista/slider/block.json). */
export type SliderAttributes = {
	/** One of "hero", "testimonials", "logos". */
	kind: string;
	label: string;
};
