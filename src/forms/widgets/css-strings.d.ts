/** Stylesheets imported as text (css-loader's string export), injected by the widget that needs them. */
declare module '!!css-loader?exportType=string!*' {
	const css: string;
	export default css;
}
