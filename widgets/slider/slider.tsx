import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { Poster } from '../../src/api/types';
import { imageUrl } from '../../src/lib/safe-url';
import { isAuthenticated } from '../../src/stores/auth';
import { $posters, $postersKnown } from '../../src/stores/posters';
import { SliderView, type Slide } from './slider-view';
import { TEXTS } from './texts';

/** The slides of `posters`: those whose image URL is safe to show (a host's first screen, scripts/poster-screens.ts, shows the same). */
export const slidesOf = (posters: Poster[]): Slide[] =>
  posters.flatMap((poster, i) => {
    const src = imageUrl(poster.image_url);
    return src ? [{ key: `${poster.id ?? 'i'}-${i}`, src, alt: poster.title ?? '' }] : [];
  });

/**
 * The poster slider (spec 'Slider'): posters from `$posters`, one at a time.
 * While a signed-in user's first posters load, a skeleton of the slider's
 * size (the home page's placeholder) holds the space, so nothing below
 * jumps; nothing at all once the list is known to be empty. Only http(s) and
 * root-relative image URLs are shown.
 */
export default function Slider() {
  const posters = useStore($posters);
  const known = useStore($postersKnown);
  const slides = useMemo(() => slidesOf(posters), [posters]);
  if (slides.length) return <SliderView slides={slides} />;
  if (known || !isAuthenticated()) return null;
  return <div className="cb-slider__placeholder cb-skeleton__item" role="status" aria-label={TEXTS.loading} />;
}
