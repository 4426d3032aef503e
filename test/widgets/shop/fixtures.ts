// The shop island's tests: a shop, its category and reviews served by a fake `fetch`, and resets.
import { allTasks, cleanStores, type Store } from 'nanostores';
import { render } from '../../setup/render';
import { configureHttp } from '../../../src/api/http';
import type { Shop, ShopFeedback } from '../../../src/api/types';
import { $categories } from '../../../src/stores/categories';
import { feedbacksByShop } from '../../../src/stores/feedbacks';
import { $appMounted } from '../../../src/stores/router';
import { shopById } from '../../../src/stores/shop';
import { $user } from '../../../src/stores/user';
import { fakeFetch, type Handler, type Reply, type Sent } from '../../api/helpers';

export const shop = (over: Partial<Shop> = {}): Shop => ({
  id: 7, name: 'Rozetka', image: '/logos/7.svg', link: 'https://rozetka.com.ua', cashback_percent: 11, is_sale: true,
  avg_stars: 4.5, pending_payment: 41, categoryId: 1,
  description: '<p><strong>Rozetka</strong> пропонує техніку.</p><ul><li>Перше</li><li>Друге</li></ul>',
  users_actions: [{ name: 'Нове замовлення', rev: 5 }, { name: 'Повторне замовлення', rev: 2.5 }],
  ...over,
});

export const review = (id: number, over: Partial<ShopFeedback> = {}): ShopFeedback => ({
  id, name: `Автор ${id}`, user_thumbnail: null, user_id: 100 + id, shop_id: 7, text: `Відгук ${id}`, stars: 4,
  created_at: `2026-0${id}-10T10:00:00.000Z`, ...over,
});

export const account = {
  id: 3, email: 'user@example.com', full_name: 'Олена Коваль', avatar: 'https://cdn.example/a.png', gender: '', birth_date: null,
  status: 'gold', total_balance: 3100, current_balance: 1250.5, pending_balance: 320, email_verified_at: '2026-01-01T00:00:00Z',
  referral_link: 'https://x.ua/r', role: 0, notification_settings: { cashback_status: true, service_updates: false, sales: false },
};

interface Catalogue {
  shop?: Shop;
  reviews?: ShopFeedback[];
  /** Answers a request first; undefined falls through. */
  override?: (req: Sent) => Reply | undefined | Promise<Reply | undefined>;
}

/** Serves one shop (id 7), its category, its reviews and the user; POSTed reviews are stored. */
export function serve({ shop: served = shop(), reviews = [review(1), review(3), review(2)], override }: Catalogue = {}) {
  const stored = [...reviews];
  const handler: Handler = async (req) => {
    const custom = await override?.(req);
    if (custom) return custom;
    if (req.path === `/api/shops/${served.id}`) return { json: { data: served } };
    if (req.path.startsWith('/api/shops/')) return { status: 404, json: { message: 'Магазин не знайдено.' } };
    if (req.path === '/api/categories') return { json: { data: [{ id: 1, name: 'Електроніка', image: '/c/1.svg' }] } };
    if (req.path === `/api/shop-feedbacks/${served.id}`) return { json: { data: stored } };
    if (req.path === '/api/user') return { json: account };
    if (req.method === 'POST' && req.path === '/api/shop-feedbacks/') {
      const body = req.body as Omit<ShopFeedback, 'created_at'>;
      const created = { ...body, id: 99, created_at: '2026-12-01T09:00:00.000Z' };
      stored.push(created);
      return { status: 201, json: { data: created } };
    }
    return { status: 404, json: { message: 'Not found' } };
  };
  const api = fakeFetch(handler);
  configureHttp({ fetch: api.fetch, getRetries: 0 });
  return api;
}

/**
 * happy-dom lays nothing out, and its IntersectionObserver never reports: here
 * every observed element is near the screen at once (the reviews load), unless
 * a test holds the reports back (`nearScreen.hold = true`) and sends them itself.
 */
export const nearScreen = {
  hold: false,
  pending: [] as (() => void)[],
  report() {
    this.pending.splice(0).forEach((send) => send());
  },
};
globalThis.IntersectionObserver = class {
  #callback: IntersectionObserverCallback;
  #live = true;
  constructor(callback: IntersectionObserverCallback) {
    this.#callback = callback;
  }
  observe(target: Element) {
    const send = () => this.#live && this.#callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    if (nearScreen.hold) nearScreen.pending.push(send);
    else queueMicrotask(send);
  }
  unobserve() {}
  disconnect() {
    this.#live = false;
  }
  takeRecords() {
    return [];
  }
} as unknown as typeof IntersectionObserver;

export const $ = <T extends Element = HTMLElement>(selector: string) => document.body.querySelector<T>(selector);
export const $$ = <T extends Element = HTMLElement>(selector: string) => [...document.body.querySelectorAll<T>(selector)];
export const text = (element: Element | null = document.body) => (element?.textContent ?? '').replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();

export const button = (name: string) => {
  const found = $$<HTMLButtonElement>('button').find((b) => text(b) === name || b.getAttribute('aria-label') === name);
  if (!found) throw new Error(`no button "${name}"`);
  return found;
};

/** The control a <label> names (by its text), as a screen reader finds it. */
export function labelled<T extends HTMLElement>(name: string): T {
  const label = $$<HTMLLabelElement>('label').find((l) => text(l) === name);
  const control = label && (label.htmlFor ? document.getElementById(label.htmlFor) : label.querySelector('input,textarea'));
  if (!control) throw new Error(`no control labelled "${name}"`);
  return control as T;
}

export async function cleanup() {
  nearScreen.hold = false;
  nearScreen.pending = [];
  render(null, document.body);
  await allTasks();
  // The keyed stores clean every store they made (see createKeyedResource).
  cleanStores(shopById as unknown as Store, feedbacksByShop as unknown as Store, $categories, $user);
  ($categories as unknown as { set(v: unknown): void }).set({ status: 'idle', data: [], error: null });
  $user.set(null);
  $appMounted.set(false);
  configureHttp({});
}
