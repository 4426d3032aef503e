/** Avatar upload: an image by its bytes, at most 2 MB, stored in memory and served back. */
import { randomBytes } from 'node:crypto';
import { json } from '../http/respond.mjs';
import { check, required, validate } from '../validation.mjs';
import { presentUser } from './present.mjs';

/** @typedef {import('../context.mjs').Context} Context */

const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
const AVATAR_PREFIX = '/demo-assets/avatars/';

/** Raster formats by their magic bytes; SVG is refused, as Laravel's `image` rule does since 11. */
const SIGNATURES = [
  { type: 'image/png', ext: 'png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/jpeg', ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', ext: 'gif', test: (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')) },
  { type: 'image/webp', ext: 'webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

/** @param {Buffer} bytes */
export const sniffImage = (bytes) => SIGNATURES.find((signature) => signature.test(bytes)) ?? null;

/** `POST /api/upload-avatar` (multipart field `avatar`). */
async function uploadAvatar(/** @type {Context} */ ctx) {
  const user = ctx.requireUser();
  const { avatar } = await ctx.input();
  const bytes = avatar instanceof File ? Buffer.from(await avatar.arrayBuffer()) : null;
  const image = bytes && sniffImage(bytes);
  validate({ avatar }, {
    avatar: [
      required('Оберіть файл зображення.'),
      check(() => Boolean(image), 'Файл має бути зображенням.'),
      check(() => bytes.length <= MAX_AVATAR_BYTES, 'Розмір файлу не може перевищувати 2 МБ.'),
    ],
  });
  const { avatars } = ctx.db;
  if (user.avatar?.startsWith(AVATAR_PREFIX)) avatars.delete(user.avatar.slice(AVATAR_PREFIX.length));
  const name = `${user.id}-${randomBytes(6).toString('hex')}.${image.ext}`;
  avatars.set(name, { type: image.type, data: bytes });
  user.avatar = AVATAR_PREFIX + name;
  return json(200, { data: presentUser(user, ctx.origin) });
}

/** @type {import('../http/router.mjs').RouteEntry[]} */
export const avatarRoutes = [['POST', '/api/upload-avatar', uploadAvatar]];
