import { resetDom, tick, until } from '../../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../../setup/render';
import Shop from '../../../widgets/shop/shop';
import { quiet } from '../../api/helpers';
import { $, $$, button, cleanup, nearScreen, review, serve, shop, text } from './fixtures';

const test = suite('shop');

const loaded = () => until(() => $('h1'), 'the shop');
const link = (name: string) => $$<HTMLAnchorElement>('a').find((a) => text(a).startsWith(name));

test.before.each(() => resetDom('http://localhost:8080/shops/7'));
test.after.each(cleanup);

test('a skeleton while loading, then breadcrumbs, name, image, percent and rating', async () => {
  serve();
  render(<Shop id={7} />, document.body);
  assert.ok($('[role="status"]'), 'a loading skeleton');
  await loaded();
  assert.is(text($('h1')), 'Rozetka');
  const crumbs = $('nav[aria-label="Навігаційний ланцюжок"]')!;
  await until(() => text(crumbs).includes('Електроніка'), 'the category crumb');
  assert.equal($$('nav li').map((li) => text(li)), ['Головна', 'Магазини', 'Електроніка', 'Rozetka']);
  assert.equal($$<HTMLAnchorElement>('nav a').map((a) => a.getAttribute('href')), ['/', '/shops', '/shops/category/1']);
  assert.is($('nav li:last-child')!.getAttribute('aria-current'), 'page');
  assert.is($<HTMLImageElement>('.cb-shop__logo img')!.getAttribute('src'), '/logos/7.svg');
  assert.is(text($('.cb-shop__rate')), 'до 11%');
  assert.is($('[role="img"]')!.getAttribute('aria-label'), 'Рейтинг 4,5 з 5');
  assert.match(text(), /Кешбек збільшено/);
});

test("'Купити з кешбеком' opens the shop's http(s) link in a new tab", async () => {
  serve();
  render(<Shop id={7} />, document.body);
  await loaded();
  const buy = link('Купити з кешбеком')!;
  assert.is(buy.getAttribute('href'), 'https://rozetka.com.ua/');
  assert.is(buy.getAttribute('target'), '_blank');
  assert.is(buy.getAttribute('rel'), 'noopener noreferrer nofollow');
});

for (const bad of ['javascript:alert(document.cookie)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'rozetka.com.ua', '']) {
  test(`no buy link at all for ${JSON.stringify(bad)}`, async () => {
    serve({ shop: shop({ link: bad }) });
    render(<Shop id={7} />, document.body);
    await loaded();
    assert.is(link('Купити з кешбеком'), undefined);
    assert.not.match(document.body.innerHTML, /javascript:|data:text/i);
  });
}

test('the waiting time, the pending days and the per-action rates', async () => {
  serve();
  render(<Shop id={7} />, document.body);
  await loaded();
  const facts = $$('.cb-shop__facts > div').map((row) => [text(row.querySelector('dt')), text(row.querySelector('dd'))]);
  assert.equal(facts, [['Кешбек з’явиться', 'до 3 днів'], ['Очікування виплати', '41 день']]);
  assert.equal($$('.cb-shop__actions li').map((li) => text(li)), ['Нове замовлення — 5%', 'Повторне замовлення — 2,5%']);
  assert.match(text(), /Умови отримання кешбеку/);
  assert.match(text(), /Через 41 день після підтвердження/);
});

test('per-action rates with the same name both show, in order, with no key clash', async () => {
  const actions = [{ name: 'Покупка', rev: 5 }, { name: 'Покупка', rev: 7 }, { name: 'Покупка', rev: 5 }];
  serve({ shop: shop({ users_actions: actions }) });
  const logged: string[] = [];
  const { error } = console;
  console.error = (...args: unknown[]) => logged.push(args.map(String).join(' '));
  try {
    render(<Shop id={7} />, document.body);
    await loaded();
    serve({ shop: shop({ users_actions: [actions[1]!, actions[0]!] }) });
  } finally {
    console.error = error;
  }
  assert.equal($$('.cb-shop__actions li').map((li) => text(li)), ['Покупка — 5%', 'Покупка — 7%', 'Покупка — 5%']);
  assert.equal(logged.filter((line) => /key/i.test(line)), []);
});

test('the description is sanitised: formatting stays, script, handlers and bad links go', async () => {
  serve({
    shop: shop({
      description: '<p onclick="alert(1)">Техніка <strong>і</strong> <a href="javascript:alert(2)">шкода</a> <a href="https://rozetka.com.ua/sale">акції</a></p><script>alert(3)</script><img src=x onerror="alert(4)"><iframe srcdoc="x"></iframe><ul><li>Пункт</li></ul>',
    }),
  });
  render(<Shop id={7} />, document.body);
  await loaded();
  const box = $('.cb-shop__description')!;
  await until(() => box.textContent, 'the description');
  assert.is(text(box.querySelector('p')), 'Техніка і шкода акції');
  assert.is(text(box.querySelector('li')), 'Пункт');
  assert.is(box.children.length, 2);
  assert.is($$('.cb-shop__description script, .cb-shop__description img, .cb-shop__description iframe, .cb-shop__description [onclick]').length, 0);
  assert.equal($$<HTMLAnchorElement>('.cb-shop__description a').map((a) => a.getAttribute('href')), ['https://rozetka.com.ua/sale']);
  assert.ok($('.cb-shop__description strong'));
  assert.ok($('.cb-shop__description ul > li'));
});

test('an unknown shop: "Магазин не знайдено" with a way to all shops', async () => {
  serve();
  await quiet(async () => {
    render(<Shop id={8} />, document.body);
    await until(() => $('h1'), 'the message');
  });
  assert.is(text($('h1')), 'Магазин не знайдено');
  assert.is(link('До всіх магазинів')?.getAttribute('href'), '/shops');
  assert.not.match(text(), /Спробувати ще раз/);
});

test('an id that is not a number is not found, without asking the server', async () => {
  const api = serve();
  render(<Shop id="abc" />, document.body);
  assert.is(text($('h1')), 'Магазин не знайдено');
  await tick();
  assert.is(api.calls().length, 0);
});

test('a failure offers a retry that works', async () => {
  let failures = 1;
  serve({ override: (req) => (req.path === '/api/shops/7' && failures-- > 0 ? { status: 500, json: { message: 'Server Error' } } : undefined) });
  await quiet(async () => {
    render(<Shop id={7} />, document.body);
    await until(() => $('[role="alert"]'), 'the failure');
  });
  assert.match(text($('[role="alert"]')), /Помилка на сервері/);
  button('Спробувати ще раз').click();
  await loaded();
  assert.is(text($('h1')), 'Rozetka');
});

test('an answer about another shop (a wrong id) is a failure with a retry, not a skeleton for good', async () => {
  let wrong = 1;
  serve({ override: (req) => (req.path === '/api/shops/7' && wrong-- > 0 ? { json: { data: shop({ id: -1 }) } } : undefined) });
  await quiet(async () => {
    render(<Shop id={7} />, document.body);
    await until(() => $('[role="alert"]'), 'the failure');
  });
  assert.is($('.cb-skeleton'), null);
  button('Спробувати ще раз').click();
  await loaded();
  assert.is(text($('h1')), 'Rozetka');
});

test('reviews: newest first, with author, stars, a uk-UA date and the text as plain text', async () => {
  serve({ reviews: [review(1), review(3, { text: '<b>жирний?</b> <img src=x onerror=alert(1)>', stars: 2 }), review(2)] });
  render(<Shop id={7} />, document.body);
  await until(() => $$('.cb-review').length === 3, 'three reviews');
  assert.equal($$('.cb-review__name').map((n) => text(n)), ['Автор 3', 'Автор 2', 'Автор 1']);
  const first = $('.cb-review')!;
  assert.is(text(first.querySelector('.cb-review__text')), '<b>жирний?</b> <img src=x onerror=alert(1)>');
  assert.is(first.querySelector('.cb-review__text img'), null);
  assert.is(first.querySelector('[role="img"]')!.getAttribute('aria-label'), 'Оцінка 2 з 5');
  assert.is(text(first.querySelector('time')), '10 березня 2026 р.');
});

test('the reviews are asked for when their section nears the screen, not with the shop', async () => {
  nearScreen.hold = true;
  const api = serve();
  render(<Shop id={7} />, document.body);
  await loaded();
  await tick(20);
  const asked = () => api.sent.filter((r) => r.path === '/api/shop-feedbacks/7').length;
  assert.is(asked(), 0, 'no reviews asked for before the section nears the screen');
  assert.ok($('.cb-reviews [role="status"]'), 'their skeleton holds the place');
  nearScreen.report();
  await until(() => $$('.cb-review').length === 3, 'the reviews');
  assert.is(asked(), 1);
});

test('no reviews yet: a friendly empty state', async () => {
  serve({ reviews: [] });
  render(<Shop id={7} />, document.body);
  await until(() => $('.cb-status--empty'), 'the empty state');
  assert.match(text($('.cb-status--empty')), /Поки що немає відгуків/);
});

test('a guest is invited to log in instead of a form', async () => {
  serve();
  render(<Shop id={7} />, document.body);
  await loaded();
  assert.is($('textarea'), null);
  assert.match(text(), /Щоб залишити відгук, увійдіть або зареєструйтеся/);
  assert.is(link('Увійти')?.getAttribute('href'), '/login');
  assert.is(link('Зареєструватися')?.getAttribute('href'), '/registration');
});

test("'Задати питання' opens the support links; Escape closes it and focus returns", async () => {
  serve();
  render(<Shop id={7} />, document.body);
  await loaded();
  const ask = button('Задати питання');
  ask.focus();
  ask.click();
  // Its links follow the frame that shows the dialog (src/ui/modal.tsx).
  await until(() => $('[role="dialog"] a'), 'the dialog and its links');
  const dialog = $('[role="dialog"]')!;
  assert.is(dialog.getAttribute('aria-modal'), 'true');
  assert.is(text(document.getElementById(dialog.getAttribute('aria-labelledby')!)), 'Задати питання');
  const hrefs = [...dialog.querySelectorAll('a')].map((a) => a.getAttribute('href'));
  assert.ok(hrefs.some((h) => h!.startsWith('https://t.me/')), 'Telegram');
  assert.ok(hrefs.some((h) => h!.startsWith('viber://')), 'Viber');
  assert.ok(hrefs.some((h) => h!.startsWith('mailto:')), 'e-mail');
  await until(() => dialog.contains(document.activeElement), 'focus in the dialog');
  document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  await until(() => !$('[role="dialog"]'), 'the dialog to close');
  await until(() => document.activeElement === ask, 'focus back on the button');
});

test.run();
