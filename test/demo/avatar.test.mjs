import * as assert from 'uvu/assert';
import { demoSuite } from '../setup/demo-server.mjs';

const { test, demo } = demoSuite('demo API: avatar upload');

// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

function form(bytes, type, name = 'avatar.png') {
  const data = new FormData();
  data.append('avatar', new Blob([bytes], { type }), name);
  return data;
}

test('an image: 200 { data: user } with its URL, served back with the sniffed type', async () => {
  const s = demo.session();
  await s.login();
  const res = await s.postForm('/api/upload-avatar', form(PNG, 'application/octet-stream'));
  assert.is(res.status, 200);
  const { avatar } = res.body.data;
  assert.match(avatar, new RegExp(`^${demo.url}/demo-assets/avatars/1-\\w+\\.png$`));
  assert.is((await s.get('/api/user')).body.avatar, avatar);
  const served = await fetch(avatar);
  assert.is(served.status, 200);
  assert.is(served.headers.get('content-type'), 'image/png');
  assert.equal(Buffer.from(await served.arrayBuffer()), PNG);

  const jpeg = await s.postForm('/api/upload-avatar', form(JPEG_HEAD, 'image/jpeg', 'me.jpg'));
  assert.match(jpeg.body.data.avatar, /\.jpg$/);
  assert.is((await fetch(jpeg.body.data.avatar)).headers.get('content-type'), 'image/jpeg');
  assert.is((await fetch(avatar)).status, 404, 'the replaced upload is gone');
});

test('not an image, whatever its declared type: 422', async () => {
  const s = demo.session();
  await s.login('new@example.com');
  for (const [bytes, type] of [['hello', 'image/png'], ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml']]) {
    const res = await s.postForm('/api/upload-avatar', form(Buffer.from(bytes), type));
    assert.is(res.status, 422);
    assert.equal(res.body, { message: 'Файл має бути зображенням.', errors: { avatar: ['Файл має бути зображенням.'] } });
  }
  const text = new FormData();
  text.append('avatar', 'just a string');
  assert.equal((await s.postForm('/api/upload-avatar', text)).body.errors, { avatar: ['Файл має бути зображенням.'] });
  assert.equal((await s.postForm('/api/upload-avatar', new FormData())).body.errors, { avatar: ['Оберіть файл зображення.'] });
  assert.is((await s.get('/api/user')).body.avatar, null);
});

test('over 2 MB: 422; over 5 MB: 413 before reading', async () => {
  const s = demo.session();
  await s.login('new@example.com');
  const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
  const res = await s.postForm('/api/upload-avatar', form(big, 'image/png'));
  assert.is(res.status, 422);
  assert.equal(res.body.errors, { avatar: ['Розмір файлу не може перевищувати 2 МБ.'] });
  const huge = await s.postForm('/api/upload-avatar', form(Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]), 'image/png'));
  assert.is(huge.status, 413);
  assert.match(huge.headers.get('content-type'), /^application\/json/);
});

test('a multipart body needs the CSRF token too: 419 without it', async () => {
  const s = demo.session();
  await s.login();
  const before = (await s.get('/api/user')).body.avatar;
  const res = await s.postForm('/api/upload-avatar', form(PNG, 'image/png'), { headers: { 'x-xsrf-token': '' } });
  assert.is(res.status, 419);
  assert.is((await s.get('/api/user')).body.avatar, before, 'nothing stored');
});

test.run();
