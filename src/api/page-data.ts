// The answers a host wrote into the page for the GETs a first screen makes
// (the Laravel package, handed the data: the README's "Data in the first
// paint"), as JSON blocks:
//   <script type="application/json" data-cashback-get="/api/shops/12">{…}</script>
// The build's inline primer (src/runtime/primer.ts) hands them to the API
// client as answers already in (no GET is sent); a store reads one here, at
// once, so its island's first render is the screen the host rendered.
import { unwrap, type Reader } from './shapes';

/** The host's answer to GET `path` (`/api/shops/12`), read by `read`; null when there is none or it does not read. */
export function pageData<T>(path: string, read: Reader<T>): T | null {
  // querySelectorAll: the build's prerender has no querySelector (scripts/prerender-dom.ts).
  const block = typeof document === 'undefined' ? undefined : document.querySelectorAll(`script[data-cashback-get="${path}"]`)[0];
  try {
    return block ? read(unwrap(JSON.parse(block.textContent ?? ''))) : null;
  } catch {
    return null; // not JSON: the island asks the API as it would without
  }
}
