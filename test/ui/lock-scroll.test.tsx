import { resetDom } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../setup/render';
import { lockBodyScroll, useBodyScrollLock } from '../../src/ui/lock-scroll';

const test = suite('body scroll lock');
test.before.each(() => resetDom());

function Locked({ label }: { label: string }) {
  useBodyScrollLock();
  return <p>{label}</p>;
}

test('the body is locked in the commit that shows the component and unlocked in the one that removes it', () => {
  const host = document.createElement('div');
  document.body.append(host);
  render(<Locked label="modal" />, host);
  assert.is(document.body.style.overflow, 'hidden');
  render(null, host);
  assert.is(document.body.getAttribute('style'), null, 'no empty style="" left behind');
});

test('two locks at once (a modal over the mobile menu): the body is free only when both are gone, and as the host styled it', () => {
  document.body.setAttribute('style', 'overflow: auto; color: red');
  const menu = document.createElement('div');
  const modal = document.createElement('div');
  document.body.append(menu, modal);
  render(<Locked label="menu" />, menu);
  render(<Locked label="modal" />, modal);
  render(null, menu);
  assert.is(document.body.style.overflow, 'hidden', 'the modal is still open');
  render(null, modal);
  assert.is(document.body.style.overflow, 'auto');
  assert.is(document.body.style.color, 'red');
});

test('an unlock after the host swapped its body puts the old body back and leaves the new one as sent', () => {
  document.body.removeAttribute('style');
  const unlock = lockBodyScroll();
  const old = document.body;
  const next = document.createElement('body');
  document.documentElement.replaceChild(next, old);
  assert.is(lockBodyScroll()(), undefined);
  unlock();
  unlock(); // twice is harmless
  assert.is(old.getAttribute('style'), null);
  assert.is(next.getAttribute('style'), null);
});

test.run();
