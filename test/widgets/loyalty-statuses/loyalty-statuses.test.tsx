import { resetDom, tick } from '../../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../../setup/render';
import { allTasks, cleanStores } from 'nanostores';
import { configureHttp } from '../../../src/api/http';
import { $user } from '../../../src/stores/user';
import LoyaltyStatuses from '../../../widgets/loyalty-statuses/loyalty-statuses';
import { fakeFetch } from '../../api/helpers';

const test = suite('loyalty statuses');

const tiers = () => [...document.querySelectorAll('li')].map((li) => li.textContent!.replace(/\u00a0/g, ' '));
const current = () => [...document.querySelectorAll('li[aria-current="true"]')].map((li) => li.querySelector('.cb-loyalty__name')!.textContent);
const text = () => document.body.textContent!.replace(/\u00a0/g, ' ');

const account = (total: number) => ({
  id: 7, email: 'user@example.com', full_name: 'Олена Коваль', avatar: null, gender: '', birth_date: null, status: 'gold',
  total_balance: total, current_balance: 10, pending_balance: 0, email_verified_at: null, referral_link: 'https://x.ua/r',
  role: 0, notification_settings: { cashback_status: true, service_updates: false, sales: false },
});

/** Signs in a user with `total` and waits until `tier` is marked as theirs. */
async function asUser(total: number, tier: string) {
  (window as { isAuthenticated?: boolean }).isAuthenticated = true;
  const api = fakeFetch((req) => (req.path === '/api/user' ? { json: account(total) } : { status: 404, json: {} }));
  configureHttp({ fetch: api.fetch, getRetries: 0 });
  render(<LoyaltyStatuses />, document.body);
  for (let i = 0; i < 200 && current()[0] !== tier; i++) await tick(5);
  assert.equal(current(), [tier]);
}

async function signOut() {
  render(null, document.body);
  await allTasks();
  cleanStores($user);
  $user.set(null);
}

test.before.each(() => resetDom());
test.after.each(async () => {
  await signOut();
  configureHttp({});
});

test('Starter, Silver, Gold and Platinum with thresholds 250, 2 500, 5 000 and bonuses +10/20/30%', () => {
  render(<LoyaltyStatuses />, document.body);
  assert.is(document.querySelector('h2')!.textContent, 'Статуси лояльності');
  const [starter, silver, gold, platinum] = tiers();
  assert.match(starter!, /Starter.*до 250 грн.*Базовий кешбек/);
  assert.match(silver!, /Silver.*від 250 грн.*\+10% до кешбеку/);
  assert.match(gold!, /Gold.*від 2 500 грн.*\+20% до кешбеку/);
  assert.match(platinum!, /Platinum.*від 5 000 грн.*\+30% до кешбеку/);
});

test('a guest sees no tier of their own', () => {
  render(<LoyaltyStatuses />, document.body);
  assert.equal(current(), []);
  assert.not.match(text(), /Ваш статус|залишилось/);
});

test('a user with 3 100 грн in total is Gold, 1 900 грн from Platinum', async () => {
  await asUser(3100, 'Gold');
  assert.match(text(), /Ваш статус/);
  assert.match(text(), /До статусу Platinum залишилось 1 900,00 грн/);
});

test('the thresholds themselves: 249.99 is Starter, 250 is Silver, 5 000 is Platinum', async () => {
  await asUser(249.99, 'Starter');
  assert.match(text(), /До статусу Silver залишилось 0,01 грн/);
  await signOut();
  await asUser(250, 'Silver');
  await signOut();
  await asUser(5000, 'Platinum');
  assert.match(text(), /найвищий статус/);
});

test.run();
