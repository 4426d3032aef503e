/** Generated SVG images: shop logos, category tiles, posters and the default avatar. */
import { hashString } from '../seed/random.mjs';

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** Escapes text for XML content and attributes. */
export const escapeXml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]);

const hue = (name) => hashString(name) % 360;

/** "Tech Market 153" → "TM", "Rozetka" → "Ro". */
export function initials(name) {
  const words = String(name).split(/[\s.\-]+/).filter((word) => /^\p{L}/u.test(word));
  if (words.length >= 2) return (words[0][0] + words[1][0]).toUpperCase();
  const word = words[0] ?? '?';
  return word.slice(0, 1).toUpperCase() + word.slice(1, 2).toLowerCase();
}

const svg = (width, height, content, label) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${content}</svg>`;

/** 120×120 rounded square in a colour derived from the name, with the shop's initials. */
export function logoSvg(name) {
  const h = hue(name);
  return svg(
    120,
    120,
    `<rect width="120" height="120" rx="24" fill="hsl(${h} 62% 46%)"/>` +
      `<text x="60" y="60" dy=".35em" text-anchor="middle" font-family="${FONT}" font-size="44" font-weight="700" fill="#fff">${escapeXml(initials(name))}</text>`,
    name,
  );
}

/** 120×120 gradient tile with the category's first letter. */
export function categorySvg(id, name) {
  const h = hue(`category-${id}`);
  return svg(
    120,
    120,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 80% 62%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360} 75% 45%)"/></linearGradient></defs>` +
      `<rect width="120" height="120" rx="28" fill="url(#g)"/><circle cx="96" cy="24" r="30" fill="#fff" fill-opacity=".15"/>` +
      `<text x="60" y="62" dy=".35em" text-anchor="middle" font-family="${FONT}" font-size="54" font-weight="700" fill="#fff">${escapeXml(name.slice(0, 1))}</text>`,
    name,
  );
}

/** 1200×400 gradient banner with a headline and a sub-line. */
export function posterSvg({ title, subtitle, colors: [from, to] }) {
  return svg(
    1200,
    400,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="1200" height="400" fill="url(#bg)"/>` +
      `<circle cx="1040" cy="80" r="220" fill="#fff" fill-opacity=".12"/><circle cx="1120" cy="360" r="140" fill="#fff" fill-opacity=".10"/>` +
      `<circle cx="930" cy="250" r="70" fill="#fff" fill-opacity=".18"/>` +
      `<text x="80" y="185" font-family="${FONT}" font-size="52" font-weight="800" fill="#fff">${escapeXml(title)}</text>` +
      `<text x="80" y="250" font-family="${FONT}" font-size="30" fill="#fff" fill-opacity=".9">${escapeXml(subtitle)}</text>`,
    title,
  );
}

/** A neutral person silhouette. */
export const avatarSvg = () =>
  svg(
    120,
    120,
    '<rect width="120" height="120" rx="60" fill="#e5e7eb"/><circle cx="60" cy="48" r="22" fill="#9ca3af"/><path d="M20 104c6-22 22-32 40-32s34 10 40 32" fill="#9ca3af"/>',
    'Аватар',
  );
