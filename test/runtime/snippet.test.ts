import './../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readSnippet, snippetMarker, snippetMismatch, type SnippetInfo } from '../../src/runtime/snippet';

const test = suite('prerendered snippet marker');

const header: SnippetInfo = { v: '1.2.3-rc.1', island: 'header', auth: 'guest', prefix: 'cbp-header-' };
const shops: SnippetInfo = { v: '1.2.3', island: 'app', auth: 'user', prefix: 'cbp-app-', path: '/shops', query: { tab: 'favorite' }, reads: ['tab'] };

const placeholder = (html: string) => {
  document.body.innerHTML = `<div data-cashback="x">${html}</div>`;
  return document.body.firstElementChild!;
};

test('the marker reads back as written, and keeps "--" out of the comment', () => {
  const marker = snippetMarker(header);
  assert.not.ok(marker.slice(4, -3).includes('--'));
  const read = readSnippet(placeholder(`\n  ${marker}<header></header>`));
  assert.equal(read?.info, header);
  assert.is(read?.marker.nodeType, 8);
});

test('no marker, another comment or a malformed one: null', () => {
  assert.is(readSnippet(placeholder('<header></header>')), null);
  assert.is(readSnippet(placeholder('<!-- a host comment --><header></header>')), null);
  assert.is(readSnippet(placeholder('<!--cashback {"v":--><header></header>')), null);
  assert.is(readSnippet(placeholder('')), null);
});

test('a snippet fits the page it was rendered for', () => {
  assert.is(snippetMismatch(header, '1.2.3-rc.1', 'header', false, new URL('https://x.ua/any/page?q=1')), null);
  assert.is(snippetMismatch(shops, '1.2.3', 'app', true, new URL('https://x.ua/shops/?tab=favorite&utm_source=x')), null);
});

test('another version, island, auth state, path or read parameter: the reason', () => {
  const url = new URL('https://x.ua/shops?tab=favorite');
  assert.is(snippetMismatch(shops, '1.2.4', 'app', true, url), 'version 1.2.3');
  assert.is(snippetMismatch(shops, '1.2.3', 'header', true, url), 'island app');
  assert.is(snippetMismatch(shops, '1.2.3', 'app', false, url), 'auth user');
  assert.is(snippetMismatch(shops, '1.2.3', 'app', true, new URL('https://x.ua/about?tab=favorite')), 'path /shops');
  assert.match(snippetMismatch(shops, '1.2.3', 'app', true, new URL('https://x.ua/shops'))!, /^query/);
  assert.match(snippetMismatch(shops, '1.2.3', 'app', true, new URL('https://x.ua/shops?tab=greatest'))!, /^query/);
});

test('a snippet for a route pattern fits every path it matches, and no other', () => {
  const shop: SnippetInfo = { v: '1.2.3', island: 'app', auth: 'guest', prefix: 'cbp-app-', pattern: '^/shops/0*[1-9][0-9]*$' };
  for (const path of ['/shops/1', '/shops/12/', '/shops/007']) assert.is(snippetMismatch(shop, '1.2.3', 'app', false, new URL(`https://x.ua${path}?tab=x`)), null, path);
  for (const path of ['/shops', '/shops/0', '/shops/abc', '/shops/category/3', '/x/shops/1']) {
    assert.is(snippetMismatch(shop, '1.2.3', 'app', false, new URL(`https://x.ua${path}`)), 'path ^/shops/0*[1-9][0-9]*$', path);
  }
});

test.run();
