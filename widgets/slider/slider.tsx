import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { safeUrl } from '../../src/lib/sanitize';
import { $posters } from '../../src/stores/posters';
import { SliderView, type Slide } from './slider-view';

/**
 * The poster slider (spec 'Slider'): posters from `$posters`, one at a time.
 * Nothing at all when there are none. Only http(s) and root-relative image
 * URLs are shown.
 */
export default function Slider() {
  const posters = useStore($posters);
  const slides = useMemo(
    () =>
      posters.flatMap((poster, i): Slide[] => {
        const src = safeUrl(poster.image_url, { relative: true });
        return src ? [{ key: `${poster.id ?? 'i'}-${i}`, src, alt: poster.title ?? '' }] : [];
      }),
    [posters],
  );
  return slides.length ? <SliderView slides={slides} /> : null;
}
