import { atom, onMount, task } from 'nanostores';
import { asPosters, fetchPosters } from '../api/posters';
import type { Poster } from '../api/types';
import { isAuthenticated } from './auth';
import { persistentAtom } from './persistent';

/**
 * The slider's posters, kept in localStorage (`activePosters`) so a returning
 * user sees them at once; refreshed from the API when first used. Only
 * signed-in users see the slider, so a guest page does not fetch them.
 *
 * @example
 * const posters = useStore($posters);
 */
export const $posters = persistentAtom<Poster[]>('activePosters', [], asPosters);

/**
 * True once a load of the posters has ended (either way): until then an
 * empty `$posters` may only mean "not here yet", and the slider keeps its space.
 *
 * @example
 * const known = useStore($postersKnown);
 */
export const $postersKnown = atom(false);

onMount($posters, () => {
  if (isAuthenticated()) void refreshPosters();
});

/** Loads the posters; on failure the stored ones stay. @example await refreshPosters() */
export const refreshPosters = (): Promise<void> =>
  task(async () => {
    try {
      $posters.set(await fetchPosters());
    } catch (error) {
      console.error('[cashback] could not load the posters', error);
    } finally {
      $postersKnown.set(true);
    }
  });
