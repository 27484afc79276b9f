/**
 * What fetch() resolves to, for the calls' tests (jsdom has no Response).
 *
 * @param body   JSON body.
 * @param status HTTP status.
 */
export function jsonResponse( body: unknown, status = 200 ): Response {
	return {
		ok: status >= 200 && status < 300,
		status,
		text: async () => JSON.stringify( body ),
	} as Response;
}
