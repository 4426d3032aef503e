/** `/demo-assets/*`: generated SVGs and uploaded avatars. */
import { findById } from '../api/lookups.mjs';
import { notFound } from '../http/respond.mjs';
import { avatarSvg, categorySvg, logoSvg, posterSvg } from './svg.mjs';

const SVG_HEADERS = {
  'content-type': 'image/svg+xml',
  'cache-control': 'public, max-age=300',
  // An SVG opened directly is a document; forbid scripts in it.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};

const svgReply = (body) => ({ status: 200, headers: SVG_HEADERS, body });

/** @type {[RegExp, (db: import('../seed/create-db.mjs').Db, id: string) => string | undefined][]} */
const GENERATED = [
  [/^logos\/(\d+)\.svg$/, (db, id) => { const shop = findById(db.shops, id); return shop && logoSvg(shop.name); }],
  [/^categories\/(\d+)\.svg$/, (db, id) => { const category = findById(db.categories, id); return category && categorySvg(category.id, category.name); }],
  [/^posters\/(\d+)\.svg$/, (db, id) => { const poster = findById(db.posters, id); return poster && posterSvg(poster); }],
  [/^avatars\/default\.svg$/, () => avatarSvg()],
];

/**
 * @param {import('../seed/create-db.mjs').Db} db
 * @param {string} path below `/demo-assets/`
 * @returns {import('../http/respond.mjs').Reply}
 */
export function serveAsset(db, path) {
  for (const [pattern, render] of GENERATED) {
    const found = pattern.exec(path);
    const body = found && render(db, found[1]);
    if (body) return svgReply(body);
  }
  const upload = path.startsWith('avatars/') && db.avatars.get(path.slice('avatars/'.length));
  if (upload) {
    return {
      status: 200,
      headers: { 'content-type': upload.type, 'cache-control': 'public, max-age=31536000, immutable' },
      body: upload.data,
    };
  }
  return notFound();
}
