// Money in the profile against the demo, at 375 and 1280 px: my cashback,
// the withdrawal history and methods, the card and phone forms step by step,
// exactly one withdrawal per intent (double click, Enter twice, a slow
// network, a timed-out request retried), client and server refusals, the
// unconfirmed e-mail, axe on every screen.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page, Request } from 'playwright-core';
import { startDemo, launch, open, settled, axe, screenshot, WIDTHS, type Demo } from '../setup/browser';

const test = suite('withdrawal');
let demo: Demo;
let browser: Browser;

const SIZES = [WIDTHS.mobile, WIDTHS.desktop] as const;
const SUCCESS = 'Вітаемо. Все пройшло успішно. Кошти будуть нараховані протягом 24 годин';
const CARD = '4111 1111 1111 1111';

test.before(async () => {
  demo = await startDemo();
  browser = await launch();
});
test.after(async () => {
  await browser?.close();
  await demo?.close();
});

interface DbUser { id: number; email: string; current_balance: number }
interface DbWithdrawal { id: number; user_id: number; amount: number; status: string; withdrawal_method: string; created_at: string }
const db = () => demo.server.db as { users: DbUser[]; withdrawals: DbWithdrawal[] };
const account = (email: string) => db().users.find((u) => u.email === email)!;
const withdrawalsOf = (email: string) => db().withdrawals.filter((w) => w.user_id === account(email).id);
/** The same text as the UI: '1 250,50 грн' with no-break spaces. */
const money = (n: number) =>
  `${new Intl.NumberFormat('uk-UA', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)}\u00a0грн`;

const app = (page: Page) => page.locator('[data-cashback="app"]');
const field = (page: Page, name: string) => app(page).locator(`input[name="${name}"]`);
const submit = (page: Page) => app(page).locator('button[type="submit"]');
const isWithdrawalPost = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/withdrawal');

async function visit(page: Page, path: string) {
  page.setDefaultTimeout(10_000);
  await page.goto(path);
  await settled(page);
  await app(page).locator('.cb-money').first().waitFor();
}

async function assertAxe(page: Page, where: string) {
  const violations = await axe(page);
  assert.equal(violations, [], `${where}: ${violations.join('\n')}`);
}

/** Types like a person, key by key. */
async function typeSlowly(page: Page, name: string, text: string) {
  await field(page, name).click();
  await field(page, name).pressSequentially(text);
}

async function fillCard(page: Page, amount: string, shots?: string) {
  await typeSlowly(page, 'card_number', '4111111111111111');
  assert.is(await field(page, 'card_number').inputValue(), CARD);
  if (shots) await screenshot(page, `${shots}-2-name`);
  await typeSlowly(page, 'full_name', 'Олена Коваленко');
  if (shots) await screenshot(page, `${shots}-3-amount`);
  await typeSlowly(page, 'amount', amount);
}

test('my cashback: balances, orders with search and period, the methods', async () => {
  for (const width of SIZES) {
    const { page, context, errors } = await open(browser, demo, { width, as: 'user@example.com' });
    await visit(page, '/user-profile/my-cashback');
    const user = account('user@example.com');
    const balances = app(page).locator('.cb-money-balance__amount');
    await assert.is(await balances.first().textContent(), money(user.current_balance));
    assert.is(await balances.nth(1).textContent(), money(320));
    const rows = app(page).locator('.cb-money-tx');
    await rows.first().waitFor();
    const all = await rows.count();
    assert.ok(all >= 10, `orders shown: ${all}`);
    assert.equal(
      await app(page).locator('select option').allTextContents(),
      ['за весь час', 'за місяць', 'за пів року', 'поточний рік', 'вся історія'],
    );
    const firstShop = (await rows.first().locator('.cb-money-tx__title').textContent())!;
    await app(page).getByRole('searchbox', { name: 'Пошук за назвою магазину' }).fill(firstShop.slice(0, 4).toUpperCase());
    assert.ok((await rows.count()) < all || all === 1);
    assert.ok((await rows.allTextContents()).every((t) => t.toLowerCase().includes(firstShop.slice(0, 4).toLowerCase())));
    await app(page).getByRole('searchbox').fill('такого магазину немає');
    await app(page).getByText('Замовлень не знайдено').waitFor();
    await app(page).getByRole('searchbox').fill('');
    await app(page).getByRole('combobox', { name: 'Період' }).selectOption({ label: 'за місяць' });
    assert.ok((await rows.count()) < all, 'a month shows fewer orders than 18 months');
    await app(page).getByRole('combobox', { name: 'Період' }).selectOption({ label: 'за весь час' });
    assert.is(await rows.count(), all);
    const methods = app(page).locator('.cb-money-method');
    assert.equal(await methods.locator('.cb-money-method__title').allTextContents(), ['Благодійність', 'Банківська картка', 'Мобільний телефон']);
    assert.is(await app(page).getByText('Благодійність').locator('xpath=ancestor::a').count(), 0, 'charity has no link');
    await assertAxe(page, `my cashback ${width}`);
    await screenshot(page, `money-my-cashback-${width}`);
    assert.equal(errors, []);
    await context.close();
  }
});

test('withdrawal money: history with the status chips of the spec, then a card form step by step', async () => {
  for (const width of SIZES) {
    const { page, context, errors } = await open(browser, demo, { width, as: 'user@example.com' });
    await visit(page, '/user-profile/withdrawal-money');
    const chips = app(page).locator('.cb-money-chip');
    await chips.first().waitFor();
    const labels = await chips.allTextContents();
    for (const label of ['Прийнятий', 'В обробці', 'Відхилен', 'Завершено']) assert.ok(labels.includes(label), label);
    await assertAxe(page, `withdrawal money ${width}`);
    await screenshot(page, `money-withdrawal-money-${width}`);

    await app(page).getByRole('link', { name: /Банківська картка/ }).click();
    await field(page, 'card_number').waitFor();
    assert.is(new URL(page.url()).pathname, '/user-profile/withdrawal-money/bank-card');
    assert.ok(await field(page, 'full_name').isDisabled());
    await assertAxe(page, `card form ${width}`);
    await screenshot(page, `money-card-${width}-1-card`);
    await fillCard(page, '100', `money-card-${width}`);
    assert.ok(await submit(page).isEnabled());
    await assertAxe(page, `card form filled ${width}`);
    await screenshot(page, `money-card-${width}-4-ready`);
    assert.equal(errors, []);
    await context.close();
  }
});


test('a card withdrawal of 100 lowers the balance by exactly 100,00 грн and heads the history as Прийнятий', async () => {
  for (const width of SIZES) {
    const { page, context, errors } = await open(browser, demo, { width, as: 'user@example.com' });
    const before = account('user@example.com').current_balance;
    const count = withdrawalsOf('user@example.com').length;
    const posts: Request[] = [];
    page.on('request', (r) => { if (isWithdrawalPost(r)) posts.push(r); });
    await visit(page, '/user-profile/withdrawal-money/bank-card');
    await fillCard(page, '100');
    const summary = app(page).locator('.cb-wform__details');
    assert.match((await summary.textContent())!, 'Картка •••• 1111');
    assert.match((await summary.textContent())!, money(before - 100));
    await submit(page).click();
    await page.waitForURL('**/user-profile/success-withdrawal');
    await app(page).getByText(SUCCESS, { exact: true }).waitFor();
    const after = account('user@example.com').current_balance;
    assert.is(Math.round((before - after) * 100), 10000, 'the server charged exactly 100');
    assert.is(withdrawalsOf('user@example.com').length, count + 1);
    assert.is(posts.length, 1);
    const made = withdrawalsOf('user@example.com').at(-1)!;
    assert.equal([made.amount, made.status, made.withdrawal_method], [100, 'requested', 'card']);
    const first = app(page).locator('.cb-money-tx').first();
    await first.locator('.cb-money-chip', { hasText: 'Прийнятий' }).waitFor();
    assert.is(await first.locator('.cb-money-tx__amount').textContent(), money(100));
    // Fresh balances everywhere: the header and my cashback.
    const header = page.locator('[data-cashback="header"]');
    await header.getByText(money(after)).first().waitFor({ state: 'attached' });
    await assertAxe(page, `success ${width}`);
    await screenshot(page, `money-success-${width}`);
    await app(page).getByRole('link', { name: 'До мого кешбеку' }).click();
    await app(page).locator('.cb-money-balance__amount').first().waitFor();
    assert.is(await app(page).locator('.cb-money-balance__amount').first().textContent(), money(after));
    assert.equal(errors, []);
    await context.close();
  }
});

/** Holds every withdrawal POST for `ms` before it reaches the server. */
async function slowNetwork(page: Page, ms: number) {
  await page.route('**/api/withdrawal/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test('a double click and Enter twice on a slow network send exactly one request each', async () => {
  for (const width of SIZES) {
    const { page, context, errors } = await open(browser, demo, { width, as: 'user@example.com' });
    const posts: Request[] = [];
    page.on('request', (r) => { if (isWithdrawalPost(r)) posts.push(r); });
    await slowNetwork(page, 700);

    let count = withdrawalsOf('user@example.com').length;
    let before = account('user@example.com').current_balance;
    await visit(page, '/user-profile/withdrawal-money/bank-card');
    await fillCard(page, '55');
    await submit(page).dblclick();
    await app(page).getByRole('button', { name: 'Надсилаємо запит…' }).waitFor();
    await screenshot(page, `money-card-${width}-5-sending`);
    await page.waitForURL('**/user-profile/success-withdrawal');
    assert.is(posts.length, 1, 'double click: one request');
    assert.is(withdrawalsOf('user@example.com').length, count + 1, 'double click: one withdrawal');
    assert.is(Math.round((before - account('user@example.com').current_balance) * 100), 5500);

    count = withdrawalsOf('user@example.com').length;
    before = account('user@example.com').current_balance;
    await visit(page, '/user-profile/withdrawal-money/bank-card');
    assert.is(await field(page, 'card_number').inputValue(), '', 'a new form after a success');
    await fillCard(page, '60');
    await field(page, 'amount').press('Enter');
    await field(page, 'amount').press('Enter');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/user-profile/success-withdrawal');
    assert.is(posts.length, 2, 'Enter twice: one more request');
    assert.is(withdrawalsOf('user@example.com').length, count + 1, 'Enter twice: one withdrawal');
    assert.is(Math.round((before - account('user@example.com').current_balance) * 100), 6000);
    assert.is.not(posts[0]!.headers()['idempotency-key'], posts[1]!.headers()['idempotency-key'], 'a new intent, a new key');
    assert.equal(errors, []);
    await context.close();
  }
});

test('a timed-out request retried reuses the Idempotency-Key: the demo makes one withdrawal', async () => {
  for (const width of SIZES) {
    const { page, context, errors } = await open(browser, demo, { width, as: 'user@example.com' });
    await page.clock.install();
    const posts: Request[] = [];
    page.on('request', (r) => { if (isWithdrawalPost(r)) posts.push(r); });
    // The first request reaches the server (which makes the withdrawal) but its answer never comes back.
    let held = 0;
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/withdrawal/**', async (route) => {
      if (held++ === 0) {
        await route.fetch();
        await hold;
        await route.abort('timedout').catch(() => {});
      } else {
        await route.continue();
      }
    });
    const count = withdrawalsOf('user@example.com').length;
    const before = account('user@example.com').current_balance;
    await visit(page, '/user-profile/withdrawal-money/bank-card');
    await fillCard(page, '70');
    await submit(page).click();
    await expectWithdrawalCount(count + 1);
    await page.clock.fastForward(21_000);
    const failure = app(page).locator('.cb-wform__failure');
    await failure.getByText('Сервер не відповів вчасно').waitFor();
    assert.is(await field(page, 'amount').inputValue(), '70', 'the form keeps what was typed');
    assert.is(await field(page, 'card_number').inputValue(), CARD);
    await assertAxe(page, `timeout ${width}`);
    await screenshot(page, `money-card-${width}-6-timeout`);
    release();
    await failure.getByRole('button', { name: 'Повторити запит' }).click();
    await page.waitForURL('**/user-profile/success-withdrawal');
    assert.is(posts.length, 2);
    const [first, second] = posts.map((p) => p.headers()['idempotency-key']);
    assert.ok(first && first.length >= 16, 'a key is sent');
    assert.is(second, first, 'the retry reuses the key');
    assert.is(withdrawalsOf('user@example.com').length, count + 1, 'one withdrawal');
    assert.is(Math.round((before - account('user@example.com').current_balance) * 100), 7000, 'charged once');
    assert.equal(errors.filter((e) => !e.includes('withdrawal failed') && !e.includes('ERR_TIMED_OUT')), []);
    await context.close();
  }
});

async function expectWithdrawalCount(n: number) {
  for (let i = 0; i < 200 && withdrawalsOf('user@example.com').length < n; i++) await new Promise((r) => setTimeout(r, 25));
  assert.is(withdrawalsOf('user@example.com').length, n, 'the server made the withdrawal');
}

test('a phone withdrawal: any usual way of writing the number', async () => {
  for (const width of SIZES) {
    const { page, context, errors } = await open(browser, demo, { width, as: 'user@example.com' });
    const before = account('user@example.com').current_balance;
    await visit(page, '/user-profile/withdrawal-money');
    await app(page).getByRole('link', { name: /Мобільний телефон/ }).click();
    await field(page, 'phone').waitFor();
    assert.is(new URL(page.url()).pathname, '/user-profile/withdrawal-money/mobile-phone');
    await screenshot(page, `money-phone-${width}-1-phone`);
    await typeSlowly(page, 'phone', '0501234567');
    assert.is(await field(page, 'phone').inputValue(), '+380501234567');
    await field(page, 'phone').fill('');
    await field(page, 'phone').click();
    await page.keyboard.insertText('+38 (050) 123-45-67');
    assert.is(await field(page, 'phone').inputValue(), '+380501234567', 'pasted');
    await typeSlowly(page, 'full_name', 'Олена Коваленко');
    await typeSlowly(page, 'amount', '80');
    await screenshot(page, `money-phone-${width}-4-ready`);
    await assertAxe(page, `phone form ${width}`);
    await submit(page).click();
    await page.waitForURL('**/user-profile/success-withdrawal');
    const made = withdrawalsOf('user@example.com').at(-1)!;
    assert.equal([made.amount, made.withdrawal_method, made.status], [80, 'phone', 'requested']);
    assert.is(Math.round((before - account('user@example.com').current_balance) * 100), 8000);
    assert.equal(errors, []);
    await context.close();
  }
});

test('below the minimum and above the balance are refused on the client; a server 422 keeps the values', async () => {
  for (const width of SIZES) {
    const { page, context, errors } = await open(browser, demo, { width, as: 'user@example.com' });
    const posts: Request[] = [];
    page.on('request', (r) => { if (isWithdrawalPost(r)) posts.push(r); });
    await visit(page, '/user-profile/withdrawal-money/bank-card');
    const max = Math.floor(account('user@example.com').current_balance);
    await fillCard(page, '49');
    await field(page, 'amount').press('Tab');
    await app(page).getByText('Мінімальна сума виведення — 50\u00a0грн', { exact: true }).waitFor();
    assert.ok(await submit(page).isDisabled(), '49 cannot be sent');
    await screenshot(page, `money-card-${width}-7-below-minimum`);
    await field(page, 'amount').fill(String(max + 1));
    await app(page).getByText(`Максимальна сума — ${new Intl.NumberFormat('uk-UA').format(max)}\u00a0грн`, { exact: true }).waitFor();
    assert.ok(await submit(page).isDisabled(), 'more than the balance cannot be sent');
    await field(page, 'amount').press('Enter');
    assert.is(posts.length, 0, 'nothing sent');
    await assertAxe(page, `amount errors ${width}`);

    await page.route('**/api/withdrawal/**', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Картку відхилено банком.', errors: { card_number: ['Картку відхилено банком.'] } }),
      }));
    await field(page, 'amount').fill('100');
    await submit(page).click();
    await app(page).getByText('Картку відхилено банком.').waitFor();
    assert.is(await field(page, 'card_number').getAttribute('aria-invalid'), 'true');
    assert.is(await field(page, 'card_number').inputValue(), CARD);
    assert.is(await field(page, 'full_name').inputValue(), 'Олена Коваленко');
    assert.is(await field(page, 'amount').inputValue(), '100');
    assert.is(new URL(page.url()).pathname, '/user-profile/withdrawal-money/bank-card');
    await assertAxe(page, `server 422 ${width}`);
    await screenshot(page, `money-card-${width}-8-server-422`);
    assert.equal(errors.filter((e) => !e.includes('422') && !e.includes('withdrawal failed')), []);
    await context.close();
  }
});

test('new@example.com: the confirmation prompt instead of the methods, on every money screen', async () => {
  for (const width of SIZES) {
    const { page, context, errors } = await open(browser, demo, { width, as: 'new@example.com' });
    await visit(page, '/user-profile/my-cashback');
    assert.is(await app(page).locator('.cb-money-balance__amount').first().textContent(), money(0));
    await app(page).getByText('У вас ще немає замовлень').waitFor();
    assert.is(await app(page).locator('.cb-money-method').count(), 0, 'no methods');
    await app(page).getByRole('button', { name: 'Надіслати лист підтвердження' }).click();
    await app(page).getByText('Лист надіслано на new@example.com').waitFor();
    await assertAxe(page, `new user my cashback ${width}`);
    await screenshot(page, `money-new-my-cashback-${width}`);
    await visit(page, '/user-profile/withdrawal-money');
    await app(page).getByRole('button', { name: 'Надіслати лист підтвердження' }).waitFor();
    await app(page).getByText('Ви ще не виводили кошти').waitFor();
    assert.is(await app(page).locator('.cb-money-method').count(), 0);
    await assertAxe(page, `new user withdrawal money ${width}`);
    await screenshot(page, `money-new-withdrawal-money-${width}`);
    await visit(page, '/user-profile/withdrawal-money/bank-card');
    await app(page).getByRole('button', { name: 'Надіслати лист підтвердження' }).waitFor();
    assert.is(await field(page, 'card_number').count(), 0, 'no form');
    await assertAxe(page, `new user card form ${width}`);
    assert.equal(errors, []);
    await context.close();
  }
});

test.run();
