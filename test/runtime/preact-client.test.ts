// The Preact build's react-dom/client (src/runtime/preact-client.ts) tells the placeholder when
// hydrating had to create an element, also in a lazy part that resumes hydrating after
// hydrateRoot has returned. It relies on a private hook of the pinned Preact: these cases fail
// when that hook stops being called. Preact only (the React pass runs *.test.tsx files alone).
import { resetDom, tick, until } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createElement as h, lazy, Suspense, type ComponentType } from 'react';
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { hydrateRoot, type Root } from 'react-dom/client';

const test = suite('react-dom/client in the Preact build');
let root: Root | undefined;

test.before.each(() => resetDom());
test.after.each(() => root?.unmount());

/** A placeholder holding `html`, and the `cashback:mismatch` events it gets. */
function placeholder(html: string) {
  const element = document.createElement('main');
  element.innerHTML = html;
  document.body.append(element);
  const told: Event[] = [];
  element.addEventListener('cashback:mismatch', (event) => told.push(event));
  return { element, told };
}

/** A lazy part whose chunk arrives when `arrive` is called. */
function part<P>(Component: ComponentType<P>) {
  let arrive!: () => void;
  const chunk = new Promise<{ default: ComponentType<P> }>((resolve) => (arrive = () => resolve({ default: Component })));
  return { Part: lazy(() => chunk), arrive };
}

const Card = ({ prompt }: { prompt: boolean }) =>
  h('div', null, prompt && h('p', { className: 'prompt' }, 'Підтвердіть e-mail'), h('section', { className: 'level' }, 'Gold'));

test('a lazy part that does not match the HTML, hydrating once its chunk is in: the placeholder is told, once the chunk is', async () => {
  const { element, told } = placeholder('<h2>Профіль</h2><div><section class="level">Gold</section></div>');
  const { Part, arrive } = part(Card);
  root = hydrateRoot(element, [h('h2', { key: 'h' }, 'Профіль'), h(Suspense, { key: 's', fallback: null }, h(Part, { prompt: true }))]);
  await tick();
  assert.is(told.length, 0, 'nothing yet: the part waits for its chunk');
  arrive();
  await until(() => told.length > 0, 'the placeholder told');
  assert.ok(element.querySelector('.prompt'), 'Preact mended it by creating the element');
});

test('a lazy part that matches, and then a store update that adds an element: the placeholder is never told', async () => {
  const { element, told } = placeholder('<div><section class="level">Gold</section></div>');
  const { Part, arrive } = part(Card);
  const $prompt = atom(false);
  const Screen = () => h(Suspense, { fallback: null }, h(Part, { prompt: useStore($prompt) }));
  const section = element.querySelector('section');
  root = hydrateRoot(element, h(Screen, null));
  arrive();
  await tick();
  $prompt.set(true);
  await until(() => element.querySelector('.prompt') !== null, 'the update rendered');
  assert.is(element.querySelector('section'), section, 'the hydrated nodes stayed');
  assert.is(told.length, 0);
});

test.run();
