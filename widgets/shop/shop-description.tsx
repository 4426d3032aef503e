import { useLayoutEffect, useRef, useState } from 'react';
import { sanitizeHtml } from '../../src/lib/sanitize';
import { TEXTS } from './texts';

/**
 * The shop's description, HTML from the API: sanitised (src/lib/sanitize.ts)
 * and put in through a ref, never as raw HTML.
 */
export function ShopDescription({ html }: { html: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [empty, setEmpty] = useState(!html.trim());

  // Before the first paint where the browser sanitises natively (the promise settles in a microtask), so the text below does not jump.
  useLayoutEffect(() => {
    let current = true;
    if (!html.trim()) {
      setEmpty(true);
      box.current?.replaceChildren();
      return;
    }
    sanitizeHtml(html)
      .then((fragment) => {
        if (!current || !box.current) return;
        box.current.replaceChildren(fragment);
        setEmpty(!box.current.textContent?.trim());
      })
      .catch((error: unknown) => {
        // The sanitiser's chunk failed to load: show the text, never the HTML.
        console.error('[cashback] could not sanitise the shop description', error);
        if (!current || !box.current) return;
        const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
        box.current.textContent = text;
        setEmpty(!text.trim());
      });
    return () => {
      current = false;
    };
  }, [html]);

  return (
    <>
      {empty && <p className="cb-hint">{TEXTS.noDescription}</p>}
      <div ref={box} className="cb-shop__description" hidden={empty} />
    </>
  );
}
