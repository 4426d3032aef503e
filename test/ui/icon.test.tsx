import { resetDom } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../setup/render';
import { Icon } from '../../src/ui/icon';
import { iconData } from '../../src/ui/icon-data';

const test = suite('Icon');
test.before.each(() => resetDom());

/** The 27 names of spec section 9. */
const SPEC_ICONS = ['world', 'wallet', 'user_add', 'user', 'star_light', 'sign_out', 'setting', 'search', 'question',
  'mobile_menu', 'meatballs_menu', 'google', 'gift', 'facebook', 'close', 'arrow_left', 'apple', 'slider_next',
  'slider_prev', 'account', 'close_icon', 'arrow_down', 'add_image', 'mail', 'arrow_down_big', 'edit', 'arrow_right'];

test('every icon of the specification exists and draws a path', () => {
  assert.is(SPEC_ICONS.length, 27);
  for (const name of SPEC_ICONS) {
    render(<Icon name={name} />, document.body);
    const path = document.body.querySelector('svg path');
    assert.ok(path && path.getAttribute('d')!.length > 10, name);
    assert.ok(name in iconData, name);
  }
});

test('decorative by default, named when labelled', () => {
  render(<div><Icon name="search" /><Icon name="gift" label="Подарунок" /></div>, document.body);
  const [plain, named] = [...document.body.querySelectorAll('svg')];
  assert.is(plain!.getAttribute('aria-hidden'), 'true');
  assert.is(named!.getAttribute('role'), 'img');
  assert.is(named!.getAttribute('aria-label'), 'Подарунок');
});

test('an unknown name renders nothing and is reported in the console only', () => {
  const logged: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => logged.push(args);
  try {
    render(<Icon name="unicorn" />, document.body);
  } finally {
    console.error = original;
  }
  assert.is(document.body.querySelector('svg'), null);
  assert.is(logged.length, 1);
  assert.match(String(logged[0]![0]), /unknown icon "unicorn"/);
});

test.run();
