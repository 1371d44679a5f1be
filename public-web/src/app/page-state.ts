/** The id of the inert JSON element that carries the server's query cache into the browser (web-assets.ts). */
export const PAGE_STATE_ID = 'mh-state';
