/** The id of the inert JSON element carrying the server's query cache to the browser (backend: public-site-pages.ts). */
export const PAGE_STATE_ID = 'mh-state';
