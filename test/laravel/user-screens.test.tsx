// The signed-in header the Laravel package renders with a host's user (laravel/src/Screens/UserScreen.php),
// rendered through PHP (package-driver.php) and through the island (the real header, as the build's
// prerender renders it: each lazy part marked as not yet loaded, as hydration meets it), for the seed's
// users and hostile ones: byte for byte the same after normalising white space.
import * as assert from 'uvu/assert';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Header from '../../widgets/header/header';
import { IslandRoot } from '../../src/runtime/island-root';
import { renderer } from '../setup/render';
import { assertSameHtml, assertUserBlock, equalitySuite, parts, primeUser, renderCold, seedUsers, type Raw } from './screen-equality';
import { withoutProfileScreen } from './without-screen';

const { test, dist, php } = equalitySuite('the signed-in header PHP renders with the user is the island\'s');

interface Case { label: string; user: Raw }

const long = 'Дуже довге імʼя з <b>розміткою</b> & «лапками» '.repeat(200);
const seed: Case[] = seedUsers();
const base = seed[0]!.user;
const user = (fields: Raw): Raw => ({ ...base, ...fields });
const hostile: Case[] = [
  { label: 'HTML and script in the name and e-mail', user: user({ full_name: '<script>alert("x")</script> & \'Ще\' "лапки" </span><!--', email: '"><img src=x onerror=alert(1)>@x.ua' }) },
  { label: 'very long strings', user: user({ full_name: long, email: `${'a'.repeat(3000)}@example.com` }) },
  { label: 'zeros', user: user({ current_balance: 0, pending_balance: 0, role: 0 }) },
  { label: 'negatives (and minus zero)', user: user({ current_balance: -1250.5, pending_balance: -0.004, role: -1 }) },
  { label: 'large amounts', user: user({ current_balance: 123456789012.345, pending_balance: 99999999.995 }) },
  { label: 'fractions and their rounding', user: user({ current_balance: 1.005, pending_balance: 2.675 }) },
  { label: 'numbers as Laravel sends them (strings)', user: user({ id: '1', current_balance: '1250.50', pending_balance: ' 320 ', role: '1', total_balance: '3100.00' }) },
  { label: 'missing optional fields', user: { id: 5, email: 'min@example.com', notification_settings: { cashback_status: 0, service_updates: 1, sales: '0' } } },
  { label: 'no name: the e-mail stands in', user: user({ full_name: '', email: 'їжак@example.com' }) },
  { label: 'a blank name, an emoji e-mail', user: user({ full_name: ' \n\t\u00a0', email: '🛒@example.com' }) },
  { label: 'initials of two words, lower case', user: user({ full_name: 'ґанна  єва третя', avatar: null }) },
  { label: 'an avatar (root-relative and absolute)', user: user({ avatar: '/avatars/1.png' }) },
  { label: 'an absolute avatar', user: user({ avatar: 'https://cdn.example.ua/a/1.png?s=36&x=1' }) },
  { label: 'an unsafe avatar: the initials', user: user({ avatar: 'javascript:alert(1)' }) },
  { label: 'wrapped in data, as a resource', user: { data: user({ full_name: 'Обгорнута' }) } },
];
/** What the island would refuse as a user, or values PHP leaves to the browser. */
const leftToTheIsland: Case[] = [
  { label: 'no e-mail', user: user({ email: undefined }) },
  { label: 'a balance that is not a number', user: user({ current_balance: 'abc' }) },
  { label: 'notification settings that are no booleans', user: user({ notification_settings: { cashback_status: 'yes', service_updates: true, sales: true } }) },
  { label: 'a birth date that is no string', user: user({ birth_date: 19910417 }) },
  { label: 'initials PHP cannot be sure to upper-case', user: user({ full_name: 'ǆemal', avatar: null }) },
  { label: 'an amount Intl would write', user: user({ current_balance: 1e21 }) },
];

/** The header handed the user on a page. */
const header = (url: string, user: Raw) => ({ url, auth: 'user' as const, island: 'header', data: { user } });

/** The header as the browser renders it first: the user the primer stored, read as the store reads it. */
async function island(url: string, block: string): Promise<string> {
  primeUser(url, block);
  return renderCold(<IslandRoot name="header" prefix="cbp-header-" label='<div data-cashback="header">'><Header /></IslandRoot>);
}

const snippet = readFileSync(path.join(dist, 'prerender/header.user.html'), 'utf8');

test('seed and hostile users: the header PHP writes is the island\'s, its JSON block the data handed', async () => {
  const cases = [...seed, ...hostile].flatMap((c) => ['/', '/shops/1', '/about'].map((url) => ({ ...c, url })));
  const written = php(cases.map((c) => header(c.url, c.user)));
  for (const [i, c] of cases.entries()) {
    const page = parts(written[i]!);
    const what = `${c.label} (${c.url})`;
    assertUserBlock(page, c.user, what);
    assert.is(`<!--cashback ${page.marker}-->`, /^<!--cashback .*?-->/.exec(snippet)![0], `${what}: the marker of the header's snippet`);
    const expected = await island(c.url, page.json!);
    assertSameHtml(page.content, expected, what);
  }
  assert.ok(written.some((html) => html.includes('1\u00a0250,50\u00a0грн')), 'the seed user\'s balance as the islands write it');
  console.log(`  ${cases.length} headers compared (${seed.length} seed users and ${hostile.length} hostile ones, on 3 pages, ${renderer})`);
});

test('a user the island would refuse, or values PHP leaves to the browser: the header as without data', () => {
  const written = php(leftToTheIsland.map((c) => header('/', c.user)));
  for (const [i, c] of leftToTheIsland.entries()) {
    assert.not.match(written[i]!, 'data-cashback-get', c.label);
    assert.ok(written[i]!.includes(snippet), `${c.label}: the header's snippet, as without data`);
  }
});

test('a page whose app snippet shows the user without a template for it (a profile screen\'s skeleton): the header as without data, so that snippet hydrates as built', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'cashback-no-screen-'));
  try {
    const [profile] = php([header('/user-profile/settings', seed[0]!.user)], withoutProfileScreen(dist, scratch, '/user-profile/settings'));
    assert.not.match(profile!, 'data-cashback-get');
    assert.ok(profile!.includes(snippet));
    // The same page of the build itself: the header painted with the user.
    assert.match(php([header('/user-profile/settings', seed[0]!.user)])[0]!, 'data-cashback-store="activeUser"');
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});

test.run();
