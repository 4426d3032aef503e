import { resetDom, until } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../setup/render';
import { Suspense, type ComponentType } from 'react';
import { importWithRetry, lazyComponent } from '../../src/runtime/lazy-component';
import { IslandBoundary } from '../../src/runtime/island-root';
import { quiet } from '../api/helpers';

const test = suite('lazyComponent');

test.before.each(() => resetDom());
test.after.each(() => render(null, document.body));

/** A chunk loader that fails `failures` times first; counts its calls. */
function chunk<P>(Component: ComponentType<P>, failures: number) {
  const loader = async () => {
    loader.calls += 1;
    if (loader.calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: Component };
  };
  loader.calls = 0;
  return loader;
}

const Greeting = ({ name }: { name: string }) => <p>Привіт, {name}</p>;
const text = () => document.body.textContent ?? '';

test('retries a failed chunk load once', async () => {
  let calls = 0;
  const value = await importWithRetry(async () => {
    calls += 1;
    if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module');
    return 'module';
  }, 1);
  assert.is(value, 'module');
  assert.is(calls, 2);
});

test('gives up after the second failure', async () => {
  let calls = 0;
  try {
    await importWithRetry(async () => {
      calls += 1;
      throw new Error(`attempt ${calls}`);
    }, 1);
    assert.unreachable('should have thrown');
  } catch (error) {
    assert.instance(error, Error);
    assert.is((error as Error).message, 'attempt 2');
  }
  assert.is(calls, 2);
});

test('renders the component once its chunk loads, retrying one failure', async () => {
  const load = chunk(Greeting, 1);
  const Lazy = lazyComponent(load);
  render(<Suspense fallback={<p>…</p>}><Lazy name="Олена" /></Suspense>, document.body);
  await until(() => text() === 'Привіт, Олена', 'the component');
  assert.is(load.calls, 2);
});

test('two failures render the fallback with the same props, and say so in the console', async () => {
  const load = chunk(Greeting, 2);
  const Lazy = lazyComponent(load, { fallback: ({ name }) => <p>Запасний для {name}</p>, what: 'the greeting' });
  const errors: string[] = [];
  const { error } = console;
  console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
  try {
    render(<Suspense fallback={null}><Lazy name="Олена" /></Suspense>, document.body);
    await until(() => text() === 'Запасний для Олена', 'the fallback');
  } finally {
    console.error = error;
  }
  assert.ok(errors.some((e) => e.includes('could not load the greeting')), errors.join('\n'));
});

test('without a fallback, two failures reach the error boundary', async () => {
  const Lazy = lazyComponent(chunk(Greeting, 2));
  const element = document.createElement('div');
  document.body.append(element);
  await quiet(async () => {
    render(<IslandBoundary label="test" element={element}><Suspense fallback={null}><Lazy name="Олена" /></Suspense></IslandBoundary>, element);
    await until(() => element.getAttribute('data-cashback-state') === 'failed', 'the failed state');
  });
});

test('preload fetches the chunk once, ahead of the render', async () => {
  const load = chunk(Greeting, 0);
  const Lazy = lazyComponent(load);
  Lazy.preload();
  Lazy.preload();
  render(<Suspense fallback={null}><Lazy name="Олена" /></Suspense>, document.body);
  await until(() => text() === 'Привіт, Олена', 'the component');
  assert.is(load.calls, 1);
});

test.run();
