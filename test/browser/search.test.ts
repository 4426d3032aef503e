// The header search as shoppers type, key by key, at 375 and 1280 px: the
// other alphabet, the wrong keyboard layout, a typo. Each finds its shop or
// category at the top, with the matched part marked.
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { browserSuite, open, settled, axe, screenshot, WIDTHS } from '../setup/browser';

const { test, env } = browserSuite('header search');

const header = (page: Page) => page.locator('[data-cashback="header"]');

/** The search combobox: in the bar on a desktop, in the burger panel on a phone. */
async function searchBox(page: Page, width: number): Promise<Locator> {
  if (width < 992) {
    await header(page).getByRole('button', { name: 'Меню', exact: true }).click();
    await header(page).locator('.cb-header__panel').waitFor();
  }
  return header(page).getByRole('combobox', { name: 'Пошук магазинів і категорій' }).locator('visible=true');
}

/** [typed, the first option's group, the name it shows, the marked part] */
const TYPED: [string, 'Магазини' | 'Категорії', string, string][] = [
  ['hjptnrf', 'Магазини', 'Rozetka', 'Rozetka'],
  ['кщяуелф', 'Магазини', 'Rozetka', 'Rozetka'],
  ['фокстрот', 'Магазини', 'Foxtrot', 'Foxtrot'],
  ['комфі', 'Магазини', 'Comfy', 'Comfy'],
  ['цитрус', 'Магазини', 'Citrus', 'Citrus'],
  ['rozteka', 'Магазини', 'Rozetka', 'Rozetka'],
  ['ельдорало', 'Магазини', 'Eldorado', 'Eldorado'],
  ['tktrnhjy', 'Категорії', 'Електроніка', 'Електрон'],
  ['zdorov', 'Категорії', "Краса і здоров'я", 'здоров'],
];

for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
  test(`${width} px: typed every way, the right name comes first`, async () => {
    const { page, context, errors } = await open(env.browser, env.demo, { width });
    page.setDefaultTimeout(10_000);
    const scripts: string[] = [];
    page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname); });
    await page.goto('/');
    await settled(page);
    await page.waitForLoadState('networkidle');
    const searchCode = () => scripts.filter((p) => /search-popup/.test(p));
    assert.equal(searchCode(), [], 'a guest\'s home page loads no search code');
    const box = await searchBox(page, width);
    await box.click();
    const listbox = header(page).getByRole('listbox');
    // Before the first key the options are already laid out for it (search-popup.tsx), unseen and unannounced.
    const waiting = header(page).locator('.cb-search__popup');
    await waiting.locator('.cb-search__option').first().waitFor({ state: 'attached' });
    assert.not.ok(await waiting.isVisible(), 'nothing shows before a key');
    assert.is(await listbox.count(), 0, 'no listbox before a key');
    assert.is(await box.getAttribute('aria-expanded'), 'false');
    const before = await axe(page);
    assert.equal(before, [], before.join('\n'));
    for (const [typed, group, name, marked] of TYPED) {
      await box.fill('');
      await box.pressSequentially(typed);
      const first = listbox.getByRole('group', { name: group }).getByRole('option').first();
      await first.locator('.cb-search__name', { hasText: name }).waitFor();
      // While results show, a key's results follow a frame after it (search-popup.tsx): the last key's, marked.
      await first.locator('mark', { hasText: new RegExp(`^${marked}$`) }).waitFor();
      assert.is(await first.locator('.cb-search__name').innerText(), name, typed);
      assert.is(await first.locator('mark').innerText(), marked, `${typed}: the marked part`);
      const label = group === 'Магазини' ? new RegExp(`^${name} до \\d+(,\\d)?%$`) : new RegExp(`^${name}$`);
      const named = listbox.getByRole('option', { name: label }).first();
      assert.is(await named.getAttribute('id'), await first.getAttribute('id'), `${typed}: the mark leaves the option's accessible name whole`);
    }
    assert.is(searchCode().length, 1, 'the search code came when the search was first used');
    await box.fill('');
    await box.pressSequentially('rjvas');
    await listbox.getByRole('option', { name: /Comfy/ }).waitFor();
    const violations = await axe(page);
    assert.equal(violations, [], violations.join('\n'));
    await screenshot(page, `header-search-marked-${width}`, { viewport: true });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/shops\/\d+$/);
    await page.getByRole('heading', { name: 'Comfy' }).first().waitFor();
    assert.equal(errors, []);
    await context.close();
  });
}

test.run();
