// Hostile input, the other half, for a signed-in user: malformed answers to
// every GET the islands make (see hostile-malformed.ts), page load after page
// load at 1280 and 375 px in turn: the catalogue, the saved shops and a
// star's toggle, the mobile menu's account part and every profile screen.
// The same checks as the guest's half (hostile-malformed-guest.test.ts);
// together over 500 answers.
import type { Page } from 'playwright-core';
import { browserSuite } from '../setup/browser';
import type { Step } from './hostile-page';
import { catalogue, expectNoSymptom } from './hostile-malformed';

const { test, env } = browserSuite('hostile input: malformed responses, signed in');

/** The star on the first shop card: `GET /api/favorite-shops/{id}` toggles it. */
const star: Step = {
  name: 'star',
  act: async (page: Page) => {
    const first = page.locator('[data-cashback="app"] .cb-shop-card__star').first();
    if (await first.count()) await first.click();
  },
};

/** The burger on a narrow screen (a no-op on a wide one): the menu's account part shows the user, or a retry when the user failed to load. */
const burger = (name: string): Step => ({
  name,
  act: async (page: Page) => {
    const button = page.locator('[data-cashback="header"]').getByRole('button', { name: 'Меню', exact: true });
    if (await button.isVisible()) await button.click();
  },
});

const PROFILE = ['personal', 'my-cashback', 'withdrawal-money', 'my-friends', 'settings'].map((screen) => `/user-profile/${screen}`);

test('260 malformed responses or more to a signed-in user: no script, no unsafe URL, no uncaught error, no failed, blank or forever-loading island, no undefined/NaN/null on screen', () =>
  expectNoSymptom(env, {
    as: 'user@example.com',
    widths: [1280, 375],
    steps: (load) => [burger('menu opened'), burger('menu closed'), '/shops', star, '/shops?tab=favorite', ...catalogue(load), ...PROFILE, '/'],
    answers: Number(process.env.FUZZ_LIMIT ?? 260),
  }));

test.run();
