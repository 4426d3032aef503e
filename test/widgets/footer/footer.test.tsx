import { resetDom, tick } from '../../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../../setup/render';
import { $appMounted } from '../../../src/stores/router';
import Footer from '../../../widgets/footer/footer';

const test = suite('footer');

const links = () => [...document.body.querySelectorAll('a')];
const byText = (label: string) => links().find((a) => a.textContent?.trim() === label);

test.before.each(() => resetDom());
test.after.each(() => {
  render(null, document.body);
  $appMounted.set(false);
});

test('social links: the five networks, https, a name each, new tab without opener', () => {
  render(<Footer />, document.body);
  const social = [...document.body.querySelectorAll<HTMLAnchorElement>('.cb-footer__social a')];
  assert.equal(social.map((a) => a.getAttribute('aria-label')?.split(' ')[0]), ['Telegram', 'Instagram', 'Facebook', 'YouTube', 'TikTok']);
  assert.is(social[0]!.getAttribute('href'), 'https://t.me/povertai');
  for (const a of social) {
    assert.match(a.getAttribute('href')!, /^https:\/\//);
    assert.is(a.getAttribute('target'), '_blank');
    assert.is(a.getAttribute('rel'), 'noopener noreferrer');
    assert.ok(a.getAttribute('aria-label')!.includes('нов'), 'says it opens a new tab');
  }
});

test('support links and documents', () => {
  render(<Footer />, document.body);
  const mail = links().find((a) => a.getAttribute('href')?.startsWith('mailto:'));
  assert.is(mail?.getAttribute('href'), 'mailto:support@povertai.ua');
  assert.is(mail?.textContent, 'support@povertai.ua');
  const bot = links().find((a) => a.textContent?.startsWith('Telegram-бот'));
  assert.match(bot!.getAttribute('href')!, /^https:\/\/t\.me\//);
  assert.is(bot!.getAttribute('rel'), 'noopener noreferrer');
  assert.is(byText('Питання та відповіді')?.getAttribute('href'), '/about');
  assert.is(byText('Політика конфіденційності')?.getAttribute('href'), '/policy');
  assert.is(byText('Угода користувача')?.getAttribute('href'), '/user-license');
  assert.is(byText('Файли cookie')?.getAttribute('href'), '/cookie');
  assert.is(document.querySelector('.cb-brand')?.getAttribute('href'), '/');
});

test('the copyright carries the current year', () => {
  render(<Footer />, document.body);
  assert.ok(document.body.textContent?.includes(`© ${new Date().getFullYear()} Повертай`));
});

test('inner links navigate the app island when there is one', async () => {
  $appMounted.set(true);
  render(<Footer />, document.body);
  byText('Політика конфіденційності')!.click();
  await tick();
  assert.is(location.pathname, '/policy');
});

test.run();
