import { resetDom } from '../../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../../setup/render';
import ReferralBanner from '../../../widgets/referral-banner/referral-banner';

const test = suite('referral banner');

test.before.each(() => resetDom());
test.after.each(() => render(null, document.body));

const text = () => document.body.textContent!.replace(/\u00a0/g, ' ');

test('50 грн to the inviter and 50 грн to the friend, once purchases reach 250 грн (spec 9)', () => {
  render(<ReferralBanner />, document.body);
  const heading = document.querySelector('h2')!;
  assert.match(heading.textContent!.replace(/\u00a0/g, ' '), /50 грн/);
  assert.match(text(), /50 грн отримаєте ви і 50 грн — ваш друг/);
  assert.match(text(), /250 грн/);
  assert.is(document.querySelector('section')!.getAttribute('aria-labelledby'), heading.id);
});

test("leads to the user's friends page", () => {
  render(<ReferralBanner />, document.body);
  const link = document.querySelector('a')!;
  assert.is(link.getAttribute('href'), '/user-profile/my-friends');
  assert.is(link.textContent!.trim(), 'Запросити друзів');
});

test.run();
