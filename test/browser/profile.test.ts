// The profile island in Chromium against the demo: the shell and tab bar,
// personal, my friends and settings, as each demo account at 375 and 1280 px.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { axe, browserSuite, open, settled, screenshot, WIDTHS } from '../setup/browser';

const { test, env } = browserSuite('profile island');

const ACCOUNTS = ['user@example.com', 'new@example.com', 'admin@example.com'] as const;
const SIZES = [WIDTHS.mobile, WIDTHS.desktop] as const;
const CHILDREN: [child: string, tab: string, current: 'page' | 'true'][] = [
  ['personal', 'Особисті дані', 'page'],
  ['my-cashback', 'Мій кешбек', 'page'],
  ['withdrawal-money', 'Виведення коштів', 'page'],
  ['withdrawal-money/bank-card', 'Виведення коштів', 'true'],
  ['withdrawal-money/mobile-phone', 'Виведення коштів', 'true'],
  ['success-withdrawal', 'Виведення коштів', 'true'],
  ['my-friends', 'Мої друзі', 'page'],
  ['settings', 'Налаштування', 'page'],
];
const MINE: Record<string, string> = { personal: 'Особисті дані', 'my-friends': 'Мої друзі', settings: 'Налаштування' };

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

const dbUser = (email: string) => env.demo.server.db.users.find((u: { email: string }) => u.email === email);
const short = (email: string) => email.split('@')[0];

const app = (page: Page) => page.locator('[data-cashback="app"]');
const heading = (page: Page) => app(page).locator('.cb-profile__main h2').first();

/** Opens a profile child and waits for its screen. */
async function visit(page: Page, child: string) {
  await page.goto(`/user-profile/${child}`);
  await settled(page);
  await heading(page).waitFor();
}

test('deep links open every child with its tab current; my screens pass axe; screenshots', async () => {
  for (const as of ACCOUNTS) {
    for (const width of SIZES) {
      const { page, context, errors } = await open(env.browser, env.demo, { width, as });
      // Every child as user@example.com; the other accounts open the screens of this suite.
      for (const [child, tab, current] of CHILDREN.filter(([child]) => as === 'user@example.com' || MINE[child])) {
        await visit(page, child);
        assert.is(new URL(page.url()).pathname, `/user-profile/${child}`);
        const marked = app(page).locator('nav a[aria-current]');
        assert.is(await marked.count(), 1, `${child}: one current tab`);
        assert.is((await marked.textContent())?.trim(), tab, child);
        assert.is(await marked.getAttribute('aria-current'), current, child);
        if (MINE[child]) {
          assert.is((await heading(page).textContent())?.trim(), MINE[child]);
          assert.equal(await axe(page), [], `${as} ${width} ${child}`);
          await screenshot(page, `profile-${child}-${short(as)}-${width}`);
        }
      }
      assert.equal(errors, [], `${as} ${width}: console errors`);
      await context.close();
    }
  }
});

test('the tab bar navigates without a page load; chips scroll on mobile, a sidebar card on desktop', async () => {
  for (const width of SIZES) {
    const { page, context } = await open(env.browser, env.demo, { width, as: 'user@example.com' });
    await visit(page, 'personal');
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await app(page).getByRole('link', { name: 'Мої друзі' }).click();
    await page.waitForURL('**/user-profile/my-friends');
    await heading(page).filter({ hasText: 'Мої друзі' }).waitFor();
    assert.ok(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), 'no page load');
    const layout = await page.evaluate(() => {
      const list = document.querySelector('.cb-profile__tabs')!;
      const side = document.querySelector('.cb-profile__user')!;
      return { scrolls: getComputedStyle(list).overflowX, column: getComputedStyle(list).flexDirection, card: getComputedStyle(side).display };
    });
    if (width < 992) assert.equal([layout.scrolls, layout.card], ['auto', 'none']);
    else assert.equal([layout.column, layout.card], ['column', 'flex']);
    const pageWidth = await page.evaluate(() => document.querySelector('.cb-profile')!.scrollWidth);
    assert.ok(pageWidth <= width, `the profile fits ${width}px (${pageWidth})`);
    await context.close();
  }
});

test('/user-profile is replaced by personal; an unknown child goes home; a guest goes to login', async () => {
  const { page, context } = await open(env.browser, env.demo, { as: 'user@example.com' });
  await page.goto('/');
  await settled(page);
  await page.goto('/user-profile');
  await page.waitForURL('**/user-profile/personal');
  await heading(page).filter({ hasText: 'Особисті дані' }).waitFor();
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 5000 });
  await page.goto('/user-profile/nonsense');
  await page.waitForURL((url) => url.pathname === '/');
  await context.close();

  const guest = await open(env.browser, env.demo);
  await guest.page.goto('/user-profile/settings');
  await guest.page.waitForURL('**/login');
  await guest.context.close();
});

test('standalone on a host page without the app island: screens by location, a guest is invited to log in', async () => {
  for (const as of ['user@example.com', undefined]) {
    const { page, context } = await open(env.browser, env.demo, { width: WIDTHS.mobile, as });
    await page.route((url) => url.pathname.startsWith('/user-profile'), async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/(<main\b[^>]*\s)data-cashback="app"/, '$1data-cashback="profile"');
      await route.fulfill({ response, body });
    });
    await page.goto('/user-profile/settings');
    await settled(page);
    const island = page.locator('[data-cashback="profile"]');
    if (as) {
      await island.locator('h2', { hasText: 'Налаштування' }).waitFor();
      assert.is(await island.locator('a[aria-current="page"]').textContent(), 'Налаштування');
      await island.getByRole('link', { name: 'Мої друзі' }).click();
      await page.waitForURL('**/user-profile/my-friends');
      await island.locator('h2', { hasText: 'Мої друзі' }).waitFor();
    } else {
      await island.getByRole('heading', { name: 'Увійдіть до особистого кабінету' }).waitFor();
      assert.is(await island.getByRole('link', { name: 'Увійти' }).getAttribute('href'), '/login');
      await screenshot(page, 'profile-standalone-guest-375');
    }
    assert.equal(await axe(page), [], `standalone, ${as ?? 'guest'}`);
    await context.close();
  }
});

test('avatar: a PNG is uploaded, stored and served; a .txt is refused with a message', async () => {
  for (const width of SIZES) {
    const { page, context } = await open(env.browser, env.demo, { width, as: 'user@example.com' });
    await visit(page, 'personal');
    const input = app(page).locator('input[type="file"]');
    assert.is(await input.getAttribute('accept'), 'image/*');

    let posts = 0;
    page.on('request', (r) => { if (r.url().endsWith('/api/upload-avatar')) posts++; });
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await app(page).getByRole('alert').filter({ hasText: 'Оберіть файл зображення' }).waitFor();
    assert.is(posts, 0, 'a non-image is never sent');

    const before = dbUser('user@example.com').avatar;
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    const photo = app(page).locator('.cb-personal__photo img');
    await page.waitForFunction(() => /\/demo-assets\/avatars\//.test(document.querySelector('.cb-personal__photo img')?.getAttribute('src') ?? ''));
    const src = (await photo.getAttribute('src'))!;
    const stored = dbUser('user@example.com').avatar as string;
    assert.ok(stored.startsWith('/demo-assets/avatars/') && stored !== before, stored);
    assert.ok(src.endsWith(stored), `${src} shows ${stored}`);
    assert.ok(env.demo.server.db.avatars.has(stored.split('/').pop()), 'the file is in the demo db');
    // decode() waits for the file (it may still be on its way) and fails for a broken one.
    assert.is(await photo.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth, () => 0)), 1, 'the served image loads');
    await app(page).getByText('Фото оновлено').or(page.getByText('Фото оновлено')).first().waitFor();
    // The sidebar and the header follow the store.
    if (width >= 992) assert.ok((await app(page).locator('.cb-profile__user img').getAttribute('src'))!.endsWith(stored));
    await context.close();
  }
});

test('the server refuses an image it cannot read: its message, the old avatar stays', async () => {
  const { page, context } = await open(env.browser, env.demo, { as: 'admin@example.com' });
  await visit(page, 'personal');
  // Claims to be a PNG; the demo checks the bytes, as Laravel's `image` rule does.
  await app(page).locator('input[type="file"]').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('plain text') });
  await app(page).getByRole('alert').filter({ hasText: 'Файл має бути зображенням.' }).waitFor();
  assert.is(dbUser('admin@example.com').avatar, null);
  assert.is(await app(page).locator('.cb-personal__photo img').count(), 0, 'still the initials');
  await context.close();
});

test('new@example.com: the e-mail prompt sends the link once and confirms it', async () => {
  for (const width of SIZES) {
    const { page, context } = await open(env.browser, env.demo, { width, as: 'new@example.com' });
    await visit(page, 'personal');
    const logged = () => env.demo.logs.filter((line) => line.includes('Email verification link for new@example.com')).length;
    const before = logged();
    const button = app(page).getByRole('button', { name: 'Надіслати лист' });
    await button.click();
    await app(page).getByRole('status').filter({ hasText: 'Лист для підтвердження надіслано на new@example.com' }).waitFor();
    assert.is(logged(), before + 1, 'the demo logged one link');
    await app(page).getByRole('button', { name: 'Надіслати ще раз' }).waitFor();
    await screenshot(page, `profile-personal-verify-sent-${width}`);
    await context.close();
  }
  // A verified account sees no prompt.
  const { page, context } = await open(env.browser, env.demo, { as: 'user@example.com' });
  await visit(page, 'personal');
  assert.is(await app(page).getByText('Підтвердіть електронну пошту').count(), 0);
  await context.close();
});

test('loyalty progress: user Gold with 1 900,00 грн to Platinum; new Starter; admin Silver', async () => {
  const expected: Record<string, [string, string]> = {
    'user@example.com': ['Gold', 'До рівня Platinum залишилось 1 900,00 грн'],
    'new@example.com': ['Starter', 'До рівня Silver залишилось 250,00 грн'],
    'admin@example.com': ['Silver', 'До рівня Gold залишилось 1 600,00 грн'],
  };
  for (const as of ACCOUNTS) {
    const { page, context } = await open(env.browser, env.demo, { width: WIDTHS.mobile, as });
    await visit(page, 'personal');
    const [status, left] = expected[as]!;
    assert.is((await app(page).locator('.cb-level__badge').textContent())?.trim(), status, as);
    const shown = (await app(page).locator('.cb-level__left').textContent())!.replace(/\u00a0/g, ' ');
    assert.is(shown, left, as);
    await context.close();
  }
});

test('a stored status that differs from the computed one is sent once with PUT /api/user/{id}', async () => {
  const account = dbUser('admin@example.com');
  account.status = 'platinum'; // total 900 → Silver
  const { page, context } = await open(env.browser, env.demo, { as: 'admin@example.com' });
  const puts: string[] = [];
  page.on('request', (r) => { if (r.method() === 'PUT') puts.push(`${new URL(r.url()).pathname} ${r.postData()}`); });
  await visit(page, 'personal');
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('activeUser') ?? '{}').status === 'silver');
  await app(page).getByRole('link', { name: 'Налаштування' }).click();
  await heading(page).filter({ hasText: 'Налаштування' }).waitFor();
  await app(page).getByRole('link', { name: 'Особисті дані' }).click();
  await heading(page).filter({ hasText: 'Особисті дані' }).waitFor();
  assert.equal(puts, [`/api/user/${account.id} {"status":"silver"}`]);
  assert.is(account.status, 'silver');
  // Already in step: nothing is sent.
  await page.reload();
  await heading(page).waitFor();
  await page.waitForLoadState('networkidle');
  assert.is(puts.length, 1);
  await context.close();
});

test('my friends: copy with the Clipboard API, and the fallback without it', async () => {
  for (const width of SIZES) {
    const { page, context } = await open(env.browser, env.demo, { width, as: 'user@example.com' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.demo.url });
    await visit(page, 'my-friends');
    const field = app(page).getByLabel('Ваше реферальне посилання');
    const link = await field.inputValue();
    assert.match(link, /\/registration\?ref=CB\d+$/);
    assert.ok(await field.evaluate((input: HTMLInputElement) => input.readOnly));
    await app(page).getByRole('button', { name: 'Копіювати реферальне посилання' }).click();
    await page.locator('.cb-toast').filter({ hasText: 'Скопійовано в буфер обміну' }).waitFor();
    assert.is(await page.evaluate(() => navigator.clipboard.readText()), link);
    await context.close();
  }

  const { page, context } = await open(env.browser, env.demo, { width: WIDTHS.mobile, as: 'new@example.com' });
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true });
    const original = Document.prototype.execCommand;
    const copied: string[] = [];
    (window as unknown as { __copied: string[] }).__copied = copied;
    Document.prototype.execCommand = function (command: string, ...rest: [boolean?, string?]) {
      if (command === 'copy') copied.push(String(document.getSelection() ?? (document.activeElement as HTMLTextAreaElement)?.value));
      return original.call(this, command, ...rest);
    };
  });
  await visit(page, 'my-friends');
  assert.is(await page.evaluate(() => navigator.clipboard), undefined);
  const link = await app(page).getByLabel('Ваше реферальне посилання').inputValue();
  await app(page).getByRole('button', { name: 'Копіювати реферальне посилання' }).click();
  await page.locator('.cb-toast').filter({ hasText: 'Скопійовано в буфер обміну' }).waitFor();
  assert.equal(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied), [link], 'execCommand copied the link');
  assert.is(await page.locator('textarea').count(), 0, 'the helper textarea is gone');
  await context.close();
});

test('my friends: the rule accordions open and close from the keyboard', async () => {
  const { page, context } = await open(env.browser, env.demo, { width: WIDTHS.desktop, as: 'user@example.com' });
  await visit(page, 'my-friends');
  const [bonus, ban] = [app(page).locator('details').nth(0), app(page).locator('details').nth(1)];
  const open_ = (d: typeof bonus) => d.evaluate((el: HTMLDetailsElement) => el.open);
  assert.equal([await open_(bonus), await open_(ban)], [false, false]);
  await app(page).getByRole('button', { name: 'Копіювати реферальне посилання' }).focus();
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Умови реферального бонусу');
  await page.keyboard.press('Enter');
  assert.ok(await open_(bonus));
  await app(page).getByText('Кешбек, нарахований вручну, до цієї суми не враховується.').waitFor();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  assert.ok(await open_(ban));
  await app(page).getByText('створювати кілька акаунтів на одному пристрої.').waitFor();
  await page.keyboard.press('Enter');
  assert.not.ok(await open_(ban));
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  assert.not.ok(await open_(bonus));
  await bonus.locator('summary').click();
  await ban.locator('summary').click();
  assert.equal(await axe(page), []);
  await screenshot(page, 'profile-my-friends-rules-open-1280');
  await context.close();
});

test('settings on mobile: 2 characters read "Значення повинно бути більше 3 символів"', async () => {
  const { page, context } = await open(env.browser, env.demo, { width: WIDTHS.mobile, as: 'new@example.com' });
  let puts = 0;
  page.on('request', (r) => { if (r.method() === 'PUT') puts++; });
  await visit(page, 'settings');
  await app(page).getByRole('button', { name: "Змінити: Ім'я та прізвище" }).click();
  const input = app(page).getByLabel("Ім'я та прізвище");
  await input.fill('Ол');
  await app(page).getByText('Значення повинно бути більше 3 символів').waitFor();
  assert.is(await input.getAttribute('aria-invalid'), 'true');
  assert.ok(await app(page).getByRole('button', { name: 'Зберегти' }).isDisabled());
  await input.press('Enter');
  await screenshot(page, 'profile-settings-short-375');
  assert.is(puts, 0);
  await input.press('Escape');
  await app(page).getByRole('button', { name: "Змінити: Ім'я та прізвище" }).waitFor();
  assert.is(dbUser('new@example.com').full_name, 'Новий Користувач');
  await context.close();
});

test('settings: edits of full_name and birth_date stick after a reload; a taken e-mail shows the server message', async () => {
  for (const width of SIZES) {
    const { page, context } = await open(env.browser, env.demo, { width, as: 'admin@example.com' });
    await visit(page, 'settings');
    const name = `Олександр Тестовий ${width}`;
    await app(page).getByRole('button', { name: "Змінити: Ім'я та прізвище" }).click();
    await app(page).getByLabel("Ім'я та прізвище").fill(name);
    await app(page).getByLabel("Ім'я та прізвище").press('Enter');
    await app(page).locator('.cb-setting__value', { hasText: name }).waitFor();
    await app(page).getByRole('button', { name: 'Змінити: Дата народження' }).click();
    await app(page).getByLabel('Дата народження').fill('1988-09-30');
    await app(page).getByRole('button', { name: 'Зберегти' }).click();
    await app(page).getByText('30.09.1988').waitFor();
    assert.equal([dbUser('admin@example.com').full_name, dbUser('admin@example.com').birth_date], [name, '1988-09-30']);

    await app(page).getByRole('button', { name: 'Змінити: Email' }).click();
    const email = app(page).getByLabel('Email');
    await email.fill('new@example');
    await app(page).getByText('Введить коректний Email').waitFor();
    await email.fill('new@example.com');
    await email.press('Enter');
    const message = app(page).locator('.cb-setting--editing .cb-error');
    await message.filter({ hasText: 'Такий email вже зареєстровано.' }).waitFor();
    assert.is(await email.inputValue(), 'new@example.com', 'the input keeps what was typed');
    assert.is(dbUser('admin@example.com').email, 'admin@example.com');
    assert.equal(await axe(page), []);
    await screenshot(page, `profile-settings-email-refused-${width}`);

    await page.reload();
    await heading(page).waitFor();
    await app(page).locator('.cb-setting__value', { hasText: name }).waitFor();
    await app(page).getByText('30.09.1988').waitFor();
    await context.close();
  }
});

test('settings: gender and the notification switches stick after a reload', async () => {
  for (const width of SIZES) {
    const { page, context } = await open(env.browser, env.demo, { width, as: 'user@example.com' });
    await visit(page, 'settings');
    const account = dbUser('user@example.com');
    const gender = width < 992 ? 'male' : '';
    const label = gender === 'male' ? 'Чоловіча' : 'Не вказано';
    const genderSaved = page.waitForResponse((r) => r.url().endsWith(`/api/user/${account.id}`));
    await app(page).getByRole('radio', { name: label }).check();
    await genderSaved;
    const sales = app(page).getByRole('switch', { name: 'Акції та розпродажі' });
    const before = account.notification_settings.sales;
    assert.is(await sales.getAttribute('aria-checked'), String(before));
    const saved = page.waitForResponse((r) => r.url().includes('/api/user/updateNotificationSettings/'));
    await sales.click();
    assert.is(await sales.getAttribute('aria-checked'), String(!before), 'flips at once');
    await saved;
    assert.is(account.notification_settings.sales, !before);
    const switched = page.waitForResponse((r) => r.url().includes('/api/user/updateNotificationSettings/'));
    await app(page).getByRole('switch', { name: 'Оновлення сервісу' }).press('Space');
    await switched;
    assert.is(account.gender, gender);

    await page.reload();
    await heading(page).waitFor();
    assert.ok(await app(page).getByRole('radio', { name: label }).isChecked());
    assert.is(await app(page).getByRole('switch', { name: 'Акції та розпродажі' }).getAttribute('aria-checked'), String(!before));
    assert.is(await app(page).getByRole('switch', { name: 'Оновлення сервісу' }).getAttribute('aria-checked'), String(account.notification_settings.service_updates));
    await context.close();
  }
});

test('logout reloads the home page as a guest', async () => {
  for (const width of SIZES) {
    const { page, context } = await open(env.browser, env.demo, { width, as: 'new@example.com' });
    await visit(page, 'settings');
    await app(page).getByRole('button', { name: 'Вийти' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForFunction(() => (window as { isAuthenticated?: boolean }).isAuthenticated === false);
    await settled(page);
    assert.is(await page.evaluate(() => localStorage.getItem('activeUser')), null);
    await page.goto('/user-profile/settings');
    await page.waitForURL('**/login');
    await context.close();
  }
});

test.run();
