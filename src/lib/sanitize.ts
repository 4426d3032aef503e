// HTML from the API (shop descriptions) is untrusted. The browser's own
// sanitiser does the work where it exists; elsewhere DOMPurify, loaded only
// then (about 10 KB brotli), so pages without descriptions never pay for it.
// Either way a final pass keeps only the allow-list below.

import { safeUrl } from './safe-url';

/** Formatting a description may use; everything else goes. */
export const SAFE_TAGS = ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'h2', 'h3', 'h4', 'blockquote', 'div', 'span'];
const SAFE_ATTRIBUTES = ['href', 'title'];
/** Removed together with their content (not unwrapped). */
const DROP = /^(script|style|iframe|frame|object|embed|template|noscript|svg|math|textarea|select|form|button|input|title|head|link|meta|img|video|audio)$/i;

/** Keeps only the allow-list in `root`; links keep a safe href and open in a new tab, or become text. */
function harden(root: Element): void {
  for (const element of [...root.querySelectorAll('*')]) {
    if (!root.contains(element)) continue; // inside a dropped element
    const tag = element.localName;
    if (!SAFE_TAGS.includes(tag) || element.namespaceURI !== root.namespaceURI) {
      if (DROP.test(tag) || element.namespaceURI !== root.namespaceURI) element.remove();
      else element.replaceWith(...element.childNodes);
      continue;
    }
    for (const { name } of [...element.attributes]) {
      if (!SAFE_ATTRIBUTES.includes(name) || (name === 'href' && tag !== 'a')) element.removeAttribute(name);
    }
    if (tag === 'a') {
      const href = safeUrl(element.getAttribute('href'));
      if (href) {
        element.setAttribute('href', href);
        element.setAttribute('target', '_blank');
        element.setAttribute('rel', 'noopener noreferrer nofollow');
      } else {
        element.replaceWith(...element.childNodes); // a link to nowhere is just text
      }
    }
  }
}

// Support: Element.setHTML (the HTML Sanitizer API) is in Firefox 148+ and
// Chromium 146+; older engines take the DOMPurify path.
type SetHtml = (html: string, options: { sanitizer: { elements: string[]; attributes: string[] } }) => void;

function nativeSanitize(box: HTMLElement, html: string): boolean {
  const setHTML = (box as unknown as { setHTML?: SetHtml }).setHTML;
  if (typeof setHTML !== 'function') return false;
  try {
    setHTML.call(box, html, { sanitizer: { elements: SAFE_TAGS, attributes: SAFE_ATTRIBUTES } });
    return true;
  } catch {
    return false; // an engine with an older configuration format
  }
}

/** The one Trusted Types policy of the bundle; a host that lists policies (`trusted-types`) allows this name. */
export const TRUSTED_TYPES_POLICY = 'cashback-sanitize';

interface TrustedTypePolicyLike {
  createHTML(input: string): unknown;
  createScriptURL(input: string): unknown;
}
let policy: TrustedTypePolicyLike | null | undefined;

/**
 * Under `require-trusted-types-for 'script'` the only string-to-HTML step,
 * DOMPurify's parse of the description into an inert document, goes through
 * this policy (setHTML is a safe sink and needs none). It passes strings
 * through, so it stays private to this module and is handed only to DOMPurify.
 */
function trustedTypesPolicy(): TrustedTypePolicyLike | null {
  if (policy === undefined) {
    // Support: Trusted Types (Chromium 83+; other engines are adding it); without it DOMPurify parses plain strings.
    const factory = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: TrustedTypePolicyLike): TrustedTypePolicyLike } }).trustedTypes;
    try {
      policy = factory?.createPolicy(TRUSTED_TYPES_POLICY, { createHTML: (s) => s, createScriptURL: (s) => s }) ?? null;
    } catch {
      policy = null; // a host's `trusted-types` list without our name: DOMPurify then tries its own ('dompurify')
    }
  }
  return policy;
}

/**
 * `html` sanitised into a fragment for `element.replaceChildren(...)`:
 * formatting tags and http/https links survive; scripts, handlers, styles,
 * frames, images and other links do not.
 *
 * @example
 * ref.current.replaceChildren(await sanitizeHtml(shop.description));
 */
export async function sanitizeHtml(html: string, { native = true } = {}): Promise<DocumentFragment> {
  const box = document.createElement('div');
  if (!(native && nativeSanitize(box, html))) {
    const { default: DOMPurify } = await import('dompurify');
    const trusted = trustedTypesPolicy();
    box.replaceChildren(
      DOMPurify.sanitize(html, {
        ALLOWED_TAGS: SAFE_TAGS,
        ALLOWED_ATTR: SAFE_ATTRIBUTES,
        ALLOWED_URI_REGEXP: /^https?:/i,
        RETURN_DOM_FRAGMENT: true,
        ...(trusted && { TRUSTED_TYPES_POLICY: trusted as never }),
      }),
    );
  }
  harden(box);
  const fragment = document.createDocumentFragment();
  fragment.append(...box.childNodes);
  return fragment;
}
