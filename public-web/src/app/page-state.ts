/** The id of the inert JSON element that carries the server's query cache into the browser (backend/src/platform/http/public-site-pages.ts). */
export const PAGE_STATE_ID = 'mh-state';
