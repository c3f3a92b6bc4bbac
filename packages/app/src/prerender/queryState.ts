/**
 * The id of the `<script type="application/json">` holding the data a server-rendered page was
 * drawn with (React Query's dehydrated cache): the browser starts from it, so its first render
 * matches the HTML. Not executed, so the CSP's `script-src 'self'` is untouched.
 */
export const QUERY_STATE_ID = 'laqta-query-state';
