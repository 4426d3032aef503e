import { resetDom, tick } from '../../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render, typeInto } from '../../setup/render';
import { $appMounted } from '../../../src/stores/router';

const { default: SignupTeaser, registrationPath } = await import('../../../widgets/signup-teaser/signup-teaser');

const test = suite('signup teaser');

const $ = <T extends Element = HTMLElement>(selector: string) => document.body.querySelector<T>(selector);
const email = () => {
  const label = [...document.querySelectorAll('label')].find((l) => l.textContent === 'Ваш Email');
  const input = label && document.getElementById(label.htmlFor);
  if (!(input instanceof HTMLInputElement)) throw new Error('no field labelled "Ваш Email"');
  return input;
};
const type = async (value: string) => {
  typeInto(email(), value);
  await tick();
};
const submit = async () => {
  $('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  await tick();
};
const described = () => document.getElementById(email().getAttribute('aria-describedby') ?? '')?.textContent ?? null;

test.before.each(() => {
  resetDom();
  $appMounted.set(true); // navigate within the page, as on the home route
});
test.after.each(() => {
  render(null, document.body);
  $appMounted.set(false);
});

test('a headline about cashback in Ukrainian shops and a labelled e-mail field', () => {
  render(<SignupTeaser />, document.body);
  assert.match($('h1')!.textContent!, /кешбек|частину грошей/i);
  assert.match($('h1')!.textContent!, /українських магазинах/);
  assert.is(email().type, 'email');
  assert.is(email().getAttribute('autocomplete'), 'email');
});

test("invalid input shows exactly 'Введить коректний Email' and stays on the page", async () => {
  render(<SignupTeaser />, document.body);
  for (const value of ['', 'user', 'user@example', 'user @example.com', 'user@@example.com']) {
    await type(value);
    await submit();
    assert.is(described(), 'Введить коректний Email', JSON.stringify(value));
    assert.is(email().getAttribute('aria-invalid'), 'true');
    assert.is(location.pathname, '/');
  }
});

test('typing clears the message', async () => {
  render(<SignupTeaser />, document.body);
  await type('nope');
  await submit();
  assert.is(described(), 'Введить коректний Email');
  await type('nope@');
  assert.is(described(), null);
  assert.is(email().getAttribute('aria-invalid'), null);
});

test('a valid e-mail leads to the register route carrying it', async () => {
  render(<SignupTeaser />, document.body);
  await type('  olena.koval@example.com ');
  await submit();
  assert.is(location.pathname, '/registration/olena.koval%40example.com');
  assert.is(decodeURIComponent(location.pathname.split('/').pop()!), 'olena.koval@example.com');
});

test('the e-mail is encoded as one path segment', () => {
  assert.is(registrationPath('a+b/c@example.com'), '/registration/a%2Bb%2Fc%40example.com');
});

test.run();
