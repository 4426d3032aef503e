/** Generated SVG images: shop logos, category tiles, posters and the default avatar. */
import { escapeMarkup } from '../escape.mjs';
import { hashString } from '../seed/random.mjs';

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

const hue = (name) => hashString(name) % 360;

/** "Tech Market 153" → "TM", "Rozetka" → "Ro". */
export function initials(name) {
  const words = String(name).split(/[\s.-]+/).filter((word) => /^\p{L}/u.test(word));
  if (words.length >= 2) return (words[0][0] + words[1][0]).toUpperCase();
  const word = words[0] ?? '?';
  return word.slice(0, 1).toUpperCase() + word.slice(1, 2).toLowerCase();
}

/** Bold white text centred on a 120×120 tile. */
const tileText = (text, size) =>
  `<text x="60" y="61" dy=".35em" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#fff">${escapeMarkup(text)}</text>`;

const svg = (width, height, content, label) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeMarkup(label)}">${content}</svg>`;

/** 120×120 rounded square in a colour derived from the name, with the shop's initials. */
export function logoSvg(name) {
  const h = hue(name);
  return svg(
    120,
    120,
    `<rect width="120" height="120" rx="24" fill="hsl(${h} 62% 46%)"/>${tileText(initials(name), 44)}`,
    name,
  );
}

/** White line pictograms on a 120×120 grid, by category id (falls back to the first letter). */
const PICTOGRAMS = {
  1: '<rect x="40" y="24" width="40" height="72" rx="8"/><path d="M56 84h8"/>',
  2: '<path d="M46 28 28 40l8 14 8-4v42h32V50l8 4 8-14-18-12c-2 8-8 12-14 12s-12-4-14-12z"/>',
  3: '<path d="M60 92S26 72 26 48a16 16 0 0 1 34-8 16 16 0 0 1 34 8c0 24-34 44-34 44z"/>',
  4: '<path d="M28 56 60 30l32 26M38 48v42h44V48"/><path d="M54 90V70h12v20"/>',
  5: '<circle cx="60" cy="50" r="22"/><path d="M60 72v8c0 6-8 8-8 14"/><path d="M54 42a8 8 0 0 1 8-6"/>',
  6: '<rect x="28" y="42" width="64" height="46" rx="8"/><path d="M48 42v-8a6 6 0 0 1 6-6h12a6 6 0 0 1 6 6v8M28 60h64"/>',
  7: '<path d="M26 50h68l-8 38H34z"/><path d="M44 50l12-22M76 50 64 28M48 62v14M60 62v14M72 62v14"/>',
  8: '<path d="M22 60h76M34 44v32M44 38v44M76 38v44M86 44v32"/>',
  9: '<circle cx="60" cy="74" r="14"/><circle cx="38" cy="52" r="7"/><circle cx="52" cy="38" r="7"/><circle cx="68" cy="38" r="7"/><circle cx="82" cy="52" r="7"/>',
  10: '<path d="M60 38c-8-6-20-8-32-6v52c12-2 24 0 32 6 8-6 20-8 32-6V32c-12-2-24 0-32 6zM60 38v52"/>',
};

/** 120×120 gradient tile with the category's pictogram. */
export function categorySvg(id, name) {
  const h = hue(`category-${id}`);
  const picture = PICTOGRAMS[id]
    ? `<g fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">${PICTOGRAMS[id]}</g>`
    : tileText(name.slice(0, 1), 54);
  return svg(
    120,
    120,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 80% 62%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360} 75% 45%)"/></linearGradient></defs>` +
      `<rect width="120" height="120" rx="28" fill="url(#g)"/>${picture}`,
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
      `<text x="80" y="190" font-family="${FONT}" font-size="48" font-weight="800" fill="#fff">${escapeMarkup(title)}</text>` +
      `<text x="80" y="250" font-family="${FONT}" font-size="30" fill="#fff" fill-opacity=".9">${escapeMarkup(subtitle)}</text>`,
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
