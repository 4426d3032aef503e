// The profile screens the Laravel package renders with a host's user (laravel/src/Screens/ProfileScreen.php):
// every signed-in child of /user-profile, rendered through PHP (package-driver.php) and through
// the app island (as the build's prerender renders it, each lazy part marked as not yet loaded), for the
// seed's users and hostile ones: byte for byte the same after normalising white space.
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import App from '../../widgets/app/app';
import { IslandRoot } from '../../src/runtime/island-root';
import { renderer } from '../setup/render';
import { assertSameHtml, assertUserBlock, equalitySuite, parts, primeUser, renderCold, seedUsers, type Raw } from './screen-equality';

const { test, dist, php } = equalitySuite('the profile screens PHP renders with the user are the island\'s');

interface Case { label: string; user: Raw }

const SCREENS = [
  '/user-profile/personal', '/user-profile/my-cashback', '/user-profile/settings', '/user-profile/my-friends', '/user-profile/withdrawal-money',
  '/user-profile/withdrawal-money/bank-card', '/user-profile/withdrawal-money/mobile-phone', '/user-profile/success-withdrawal',
];
const long = 'Дуже довге імʼя з <b>розміткою</b> & «лапками» '.repeat(70);
const seed: Case[] = seedUsers();
const base = seed[0]!.user;
const user = (fields: Raw): Raw => ({ ...base, ...fields });
const hostile: Case[] = [
  { label: 'HTML and script in the name and e-mail, unverified', user: user({ full_name: '<script>alert("x")</script> & \'Ще\' "лапки" </p><!--', email: '"><img src=x onerror=alert(1)>@x.ua', email_verified_at: null }) },
  { label: '3,000-character strings', user: user({ full_name: long, email: `${'a'.repeat(3000)}@example.com`, email_verified_at: null }) },
  { label: 'zeros', user: user({ total_balance: 0, current_balance: 0, pending_balance: 0 }) },
  { label: 'negatives (and minus zero)', user: user({ total_balance: -1250.5, current_balance: -1250.5, pending_balance: -0.004 }) },
  { label: 'large amounts: the last tier', user: user({ total_balance: 123456789012.345, current_balance: 123456789012.345, pending_balance: 99999999.995 }) },
  { label: 'fractions: 1 250,50 грн', user: user({ total_balance: 1250.5, current_balance: 1250.5, pending_balance: 2.675 }) },
  { label: 'just under a tier', user: user({ total_balance: 249.999, current_balance: 1.005 }) },
  { label: 'on a tier\'s threshold', user: user({ total_balance: 2500 }) },
  { label: 'a hair under the last tier', user: user({ total_balance: 4999.995 }) },
  { label: 'at the last tier', user: user({ total_balance: 5000 }) },
  { label: 'numbers as Laravel sends them (strings)', user: user({ id: '1', total_balance: '3100.00', current_balance: '1250.50', pending_balance: ' 320 ', role: '1' }) },
  { label: 'missing optional fields (no avatar, no e-mail confirmation)', user: { id: 5, email: 'min@example.com', notification_settings: { cashback_status: 0, service_updates: 1, sales: '0' } } },
  { label: 'no name: the e-mail and the island\'s words stand in', user: user({ full_name: '', email: 'їжак@example.com' }) },
  { label: 'a blank name, an empty confirmation date', user: user({ full_name: ' \n\t\u00a0', email: '🛒@example.com', email_verified_at: '' }) },
  { label: 'initials of two words, lower case', user: user({ full_name: 'ґанна  єва третя', avatar: null }) },
  { label: 'a root-relative avatar', user: user({ avatar: '/avatars/1.png' }) },
  { label: 'an absolute avatar', user: user({ avatar: 'https://cdn.example.ua/a/1.png?s=36&x=1' }) },
  { label: 'an unsafe avatar: the initials', user: user({ avatar: 'javascript:alert(1)' }) },
  { label: 'male, a birth date, switches as Laravel sends them, a referral link with markup', user: user({ gender: 'male', birth_date: '1991-04-17', notification_settings: { cashback_status: '1', service_updates: 0, sales: 'false' }, referral_link: 'https://cashback.example/r/"><b>x</b>&a=1' }) },
  { label: 'female, every switch off', user: user({ gender: 'female', notification_settings: { cashback_status: false, service_updates: false, sales: false } }) },
  { label: 'a gender the island does not know, no birth date, no referral link', user: user({ gender: 'other', birth_date: null, referral_link: '' }) },
  { label: 'a birth date not as the API writes it: shown as it is', user: user({ birth_date: '17.04.1991' }) },
  { label: 'a birth date with a trailing newline: shown as it is', user: user({ birth_date: '1991-04-17\n', gender: 'male' }) },
  { label: 'an empty birth date, a blank referral link', user: user({ birth_date: '', referral_link: ' ' }) },
  { label: 'wrapped in data, as a resource', user: { data: user({ full_name: 'Обгорнута', total_balance: 260 }) } },
];

/** The app island handed the user on a profile page. */
const screen = (url: string, user: Raw) => ({ url, auth: 'user' as const, island: 'app', data: { user } });

/** The app island as the browser renders it first: the user the primer stored, read as the store reads it. */
async function island(url: string, block: string): Promise<string> {
  primeUser(url, block);
  return renderCold(<IslandRoot name="app" prefix="cbp-app-" label='<div data-cashback="app">'><App /></IslandRoot>);
}

const snippet = (url: string) => readFileSync(path.join(dist, `prerender/app.${url.slice(1).replace(/\//g, '.')}.user.html`), 'utf8');

test('seed and hostile users: each profile screen PHP writes is the island\'s, its JSON block the data handed', async () => {
  const cases = [...seed, ...hostile].flatMap((c) => SCREENS.map((url) => ({ ...c, url })));
  const written = php(cases.map((c) => screen(c.url, c.user)));
  for (const [i, c] of cases.entries()) {
    const page = parts(written[i]!);
    const what = `${c.label} (${c.url})`;
    assertUserBlock(page, c.user, what);
    assert.is(`<!--cashback ${page.marker}-->`, /^<!--cashback .*?-->/.exec(snippet(c.url))![0], `${what}: the marker of the screen's snippet`);
    const expected = await island(c.url, page.json!);
    assertSameHtml(page.content, expected, what);
  }
  const personal = written.filter((_, i) => cases[i]!.url === SCREENS[0]);
  assert.ok(personal.some((html) => html.includes('До рівня Platinum залишилось 1\u00a0900,00\u00a0грн')), 'the seed user\'s amount left to the next tier');
  assert.ok(personal.some((html) => html.includes('Підтвердіть електронну пошту')), 'an unverified user\'s e-mail prompt');
  assert.ok(written.some((html) => html.includes('1\u00a0250,50\u00a0грн')), 'a balance as the islands write it');
  assert.ok(written.some((html) => html.includes('>17.04.1991<')), 'a birth date as the settings write it');
  // (Preact writes `value="male" checked`, React `checked="" value="male"`.)
  assert.ok(written.some((html) => /<input type="radio" [^>]*(checked[^>]*value="male"|value="male" checked)/.test(html)), 'the user\'s gender checked');
  assert.ok(written.some((html) => html.includes('value="https://cashback.example/r/')), 'the referral link');
  assert.ok(written.some((html) => html.includes('cb-wform__balance">1\u00a0250,50\u00a0грн')), 'a withdrawal form\'s balance');
  assert.ok(written.some((html) => html.includes('Виводити кошти можна після підтвердження адреси')), 'the withdrawal\'s e-mail prompt');
  assert.not.ok(written.some((html) => / style="/.test(html)), 'no style attribute, which a nonce-based CSP refuses');
  console.log(`  ${cases.length} profile screens compared (${seed.length} seed users and ${hostile.length} hostile ones, on ${SCREENS.length} screens, ${renderer})`);
});

test('a user the island would refuse: the screen as without data', () => {
  const refused = [user({ email: undefined }), user({ total_balance: 'abc' }), user({ full_name: 'ǆemal', avatar: null }), user({ current_balance: 1e21 })];
  const written = php(refused.map((u) => screen(SCREENS[1]!, u)));
  for (const [i, html] of written.entries()) {
    assert.not.match(html, 'data-cashback-get', `case ${i}`);
    assert.ok(html.includes(snippet(SCREENS[1]!)), `case ${i}: the screen's snippet, as without data`);
  }
});

test('a page whose app shows no user (/about): the app as without data', () => {
  const [html] = php([screen('/about', base)]);
  assert.not.match(html!, 'data-cashback-get');
  assert.ok(html!.includes(snippet('/about')));
});

test.run();
