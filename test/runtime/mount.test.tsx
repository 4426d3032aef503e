import './../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseProps, describePlaceholder } from '../../src/runtime/mount';

const test = suite('parseProps');

const el = (html: string) => {
  document.body.innerHTML = html;
  return document.body.firstElementChild!;
};

test('reads a JSON object', () => {
  assert.equal(parseProps(el(`<div data-cashback="shop" data-props='{"id":3}'></div>`), 'x'), { id: 3 });
});

test('missing or blank props are an empty object', () => {
  assert.equal(parseProps(el('<div data-cashback="faq"></div>'), 'x'), {});
  assert.equal(parseProps(el('<div data-cashback="faq" data-props=" "></div>'), 'x'), {});
});

test('bad JSON names the placeholder', () => {
  const node = el(`<div data-cashback="shop" data-props='{id:3'></div>`);
  assert.throws(() => parseProps(node, describePlaceholder(node)), /<div data-cashback="shop">: data-props is not valid JSON/);
});

test('a JSON array is refused', () => {
  assert.throws(() => parseProps(el(`<div data-cashback="shop" data-props='[1]'></div>`), 'p'), /must be a JSON object/);
});

test.run();
