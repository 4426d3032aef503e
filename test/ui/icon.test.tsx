import { resetDom } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../setup/render';
import { readdirSync } from 'node:fs';
import { Icon } from '../../src/ui/icon';
import { iconGift } from '../../src/ui/icons/gift';
import { iconSearch } from '../../src/ui/icons/search';
import { iconStar } from '../../src/ui/icons/star';

const test = suite('Icon');
test.before.each(() => resetDom());

/** The 27 names of spec section 9. */
const SPEC_ICONS = ['world', 'wallet', 'user_add', 'user', 'star_light', 'sign_out', 'setting', 'search', 'question',
  'mobile_menu', 'meatballs_menu', 'google', 'gift', 'facebook', 'close', 'arrow_left', 'apple', 'slider_next',
  'slider_prev', 'account', 'close_icon', 'arrow_down', 'add_image', 'mail', 'arrow_down_big', 'edit', 'arrow_right'];

test('every icon of the specification is a module of its own and draws a path', async () => {
  assert.is(SPEC_ICONS.length, 27);
  const files = readdirSync('src/ui/icons');
  for (const name of SPEC_ICONS) {
    const file = `${name.replace(/_/g, '-')}.ts`;
    assert.ok(files.includes(file), file);
    const glyphs = Object.values(await import(`../../src/ui/icons/${file}`)) as string[];
    assert.is(glyphs.length, 1, file);
    render(<Icon icon={glyphs[0]!} />, document.body);
    const path = document.body.querySelector('svg path');
    assert.ok(path && path.getAttribute('d')!.length > 10, name);
  }
});

test('decorative by default, named when labelled', () => {
  render(<div><Icon icon={iconSearch} /><Icon icon={iconGift} label="Подарунок" /></div>, document.body);
  const [plain, named] = [...document.body.querySelectorAll('svg')];
  assert.is(plain!.getAttribute('aria-hidden'), 'true');
  assert.is(named!.getAttribute('role'), 'img');
  assert.is(named!.getAttribute('aria-label'), 'Подарунок');
});

test('outline glyphs are stroked, filled ones filled', () => {
  const host = document.body.appendChild(document.createElement('div'));
  render(<div><Icon icon={iconSearch} /><Icon icon={iconStar} /></div>, host);
  const [outline, filled] = [...host.querySelectorAll('svg')];
  assert.is(outline!.getAttribute('fill'), 'none');
  assert.is(filled!.getAttribute('fill'), 'currentColor');
  assert.not.match(filled!.querySelector('path')!.getAttribute('d')!, /^F/);
});

test.run();
