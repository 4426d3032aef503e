import { atom } from 'nanostores';

/**
 * True while an `app` island is mounted on the page: links then navigate it
 * without a page load; otherwise they stay plain links.
 */
export const $appMounted = atom(false);
