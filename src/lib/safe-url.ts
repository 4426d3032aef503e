/**
 * The URL when it is an absolute `http:`/`https:` one (normalised), else null.
 * With `relative`, a root-relative path (`/x.png`) passes too. Unlike React 19,
 * Preact renders a `javascript:` href as it is, so every link from the API
 * goes through this.
 *
 * @example
 * safeUrl('https://rozetka.com.ua') // 'https://rozetka.com.ua/'
 * safeUrl('javascript:alert(1)')    // null
 */
export function safeUrl(value: unknown, { relative = false } = {}): string | null {
  if (typeof value !== 'string') return null;
  const raw = value.trim();
  if (relative && /^\/(?![/\\])/.test(raw) && !/[\s\\]/.test(raw)) return raw;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/**
 * An image URL from the API when it is safe to put in `<img src>`: `http:`,
 * `https:` or a same-origin root-relative path; null otherwise (render a
 * placeholder). Every image from the API goes through this.
 *
 * @example
 * imageUrl('/logos/7.svg')          // '/logos/7.svg'
 * imageUrl('javascript:alert(1)')   // null
 */
export const imageUrl = (value: unknown): string | null => safeUrl(value, { relative: true });
