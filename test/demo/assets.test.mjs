import * as assert from 'uvu/assert';
import { initials } from '../../demo/assets/svg.mjs';
import { demoSuite } from '../setup/demo-server.mjs';

const { test, demo } = demoSuite('demo generated images', {
  seed: (db) => {
    db.shops[1].name = '<script>alert(1)</script> & Co';
  },
});

const svg = async (path) => {
  const res = await fetch(`${demo.url}${path}`);
  return { res, text: await res.text() };
};

test('initials', () => {
  assert.is(initials('Tech Market 153'), 'TM');
  assert.is(initials('Rozetka'), 'Ro');
  assert.is(initials('Booking.com'), 'BC');
});

test('logos: 120×120 SVG with the initials, scripts neutralised', async () => {
  const { res, text } = await svg('/demo-assets/logos/1.svg');
  assert.is(res.status, 200);
  assert.is(res.headers.get('content-type'), 'image/svg+xml');
  assert.match(res.headers.get('content-security-policy'), "default-src 'none'");
  assert.match(text, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="120" height="120"/);
  assert.match(text, '>Ro</text>');
  const hostile = await svg('/demo-assets/logos/2.svg');
  assert.not.match(hostile.text, '<script>');
  assert.match(hostile.text, 'aria-label="&#60;script&#62;alert(1)&#60;/script&#62; &#38; Co"');
});

test('categories, posters and the default avatar', async () => {
  const category = await svg('/demo-assets/categories/1.svg');
  assert.match(category.text, 'aria-label="Електроніка"');
  assert.match(category.text, 'stroke="#fff"', 'a pictogram');
  const poster = await svg('/demo-assets/posters/1.svg');
  assert.match(poster.text, 'width="1200" height="400"');
  assert.match(poster.text, 'Кешбек до 15% на електроніку');
  assert.is((await svg('/demo-assets/avatars/default.svg')).res.status, 200);
});

test('unknown images: 404', async () => {
  for (const path of ['/demo-assets/logos/999.svg', '/demo-assets/posters/9.svg', '/demo-assets/avatars/nobody.png', '/demo-assets/x']) {
    assert.is((await svg(path)).res.status, 404, path);
  }
});

test.run();
