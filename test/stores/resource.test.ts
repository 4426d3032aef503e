import { resetDom, tick } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { allTasks, cleanStores, STORE_UNMOUNT_DELAY } from 'nanostores';
import { ApiError } from '../../src/api/errors';
import { createKeyedResource, createResource, type Resource } from '../../src/stores/resource';
import { quiet } from '../api/helpers';

const test = suite('createResource');

/** A fetcher whose answers the test sets, counting its calls. */
function source<T>(...answers: (T | Error)[]) {
  const calls: unknown[] = [];
  const fetcher = async (key?: unknown) => {
    calls.push(key);
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { fetcher, calls };
}

// A keyed resource is cleaned like nanostores' mapCreator, but is not typed as one.
const stores: unknown[] = [];
test.before.each(() => resetDom());
test.after.each(async () => {
  await allTasks();
  cleanStores(...(stores as Parameters<typeof cleanStores>));
  stores.length = 0;
});

/** Subscribes as an island would, recording the statuses it sees. */
const watch = <T>(store: { subscribe(cb: (v: Resource<T>) => void): () => void }) => {
  const seen: string[] = [];
  const off = store.subscribe((value) => seen.push(value.status));
  return { seen, off };
};

test('nothing is fetched until an island subscribes; then idle → loading → ready', async () => {
  const { fetcher, calls } = source(['a']);
  const $list = createResource(fetcher, [] as string[], { label: 'list' });
  stores.push($list);
  await Promise.resolve();
  assert.is(calls.length, 0);
  assert.is($list.value?.status, 'idle');
  const { seen } = watch($list);
  await allTasks();
  assert.is(calls.length, 1);
  assert.equal(seen, ['loading', 'ready']);
  assert.equal($list.get(), { status: 'ready', data: ['a'], error: null });
});

test('a failure keeps the previous data, exposes the ApiError and is logged; reload retries', async () => {
  const { fetcher } = source<string[]>(['old'], new ApiError('network'), ['new']);
  const $list = createResource(fetcher, [], { label: 'shops' });
  stores.push($list);
  watch($list);
  await allTasks();
  const errors: unknown[][] = [];
  const { error: log } = console;
  console.error = (...args: unknown[]) => errors.push(args);
  await $list.reload().finally(() => (console.error = log));
  const state = $list.get();
  assert.is(state.status, 'error');
  assert.equal(state.data, ['old']);
  assert.is(state.error?.kind, 'network');
  assert.match(String(errors[0]?.[0]), /could not load shops/);
  await $list.reload();
  assert.equal($list.get(), { status: 'ready', data: ['new'], error: null });
});

test('a reload while one is running shares it', async () => {
  const { fetcher, calls } = source(['a']);
  const $list = createResource(fetcher, [] as string[], { label: 'list' });
  stores.push($list);
  watch($list);
  await Promise.all([$list.reload(), $list.reload()]);
  assert.is(calls.length, 1);
});

test('a ready store is not fetched again when islands come back; an errored one is', async () => {
  const { fetcher, calls } = source(['a']);
  const $list = createResource(fetcher, [] as string[], { label: 'list' });
  stores.push($list);
  watch($list).off();
  await allTasks();
  await tick(STORE_UNMOUNT_DELAY + 50);
  watch($list).off();
  await allTasks();
  assert.is(calls.length, 1);

  const failing = source<string[]>(new ApiError('network'), ['b']);
  const $other = createResource(failing.fetcher, [], { label: 'other' });
  stores.push($other);
  await quiet(async () => {
    watch($other).off();
    await allTasks();
  });
  await tick(STORE_UNMOUNT_DELAY + 50);
  watch($other);
  await allTasks();
  assert.equal($other.get().data, ['b']);
  assert.is(failing.calls.length, 2);
});

test('disabled (a guest): not fetched, empty and ready', async () => {
  const { fetcher, calls } = source(['secret']);
  const $list = createResource(fetcher, [] as string[], { label: 'list', enabled: () => false });
  stores.push($list);
  watch($list);
  await allTasks();
  assert.is(calls.length, 0);
  assert.equal($list.get(), { status: 'ready', data: [], error: null });
});

test('setData replaces the data locally', async () => {
  const { fetcher } = source(['a']);
  const $list = createResource(fetcher, [] as string[], { label: 'list' });
  stores.push($list);
  watch($list);
  await allTasks();
  $list.setData((list) => ['b', ...list]);
  assert.equal($list.get().data, ['b', 'a']);
});

test('keyed: one store per key, fetched with its key, cached', async () => {
  const { fetcher, calls } = source('shop');
  const byId = createKeyedResource((id: number) => fetcher(id), null as string | null, { label: 'shop', cacheSize: 2 });
  stores.push(byId);
  assert.is(byId(1), byId(1));
  assert.is.not(byId(1), byId(2));
  watch(byId(1));
  watch(byId(2));
  await allTasks();
  assert.equal(calls, [1, 2]);
  assert.is(byId(1).get().data, 'shop');
  const first = byId(1);
  byId(3);
  byId(4);
  assert.is.not(byId(1), first, 'the oldest entries are forgotten past the cache size');
});

test('cleanStores forgets what a resource loaded', async () => {
  const { fetcher } = source(['a']);
  const $list = createResource(fetcher, [] as string[], { label: 'list' });
  watch($list);
  await allTasks();
  cleanStores($list);
  assert.equal($list.value, { status: 'idle', data: [], error: null });
});

test('a failing first load leaves the empty data and the error', async () => {
  const { fetcher } = source<string[]>(new ApiError('http', 500));
  const $list = createResource(fetcher, [], { label: 'list' });
  stores.push($list);
  await quiet(async () => {
    watch($list);
    await allTasks();
  });
  assert.is($list.get().status, 'error');
  assert.equal($list.get().data, []);
  assert.is($list.get().error?.status, 500);
});

test.run();
