import { resetDom, tick } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render, typeInto } from '../setup/render';
import { useState } from 'react';
import { TextField } from '../../src/ui/text-field';

const test = suite('TextField');

test.before.each(() => resetDom());
test.after.each(() => render(null, document.body));

const input = () => document.querySelector('input')!;
const describedBy = () => (input().getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent);

test('the label names the input; the hint describes it', () => {
  render(<TextField label="Email" value="" onChange={() => {}} hint="Ми не розсилаємо спам" type="email" autoComplete="email" />, document.body);
  const label = document.querySelector('label')!;
  assert.is(label.htmlFor, input().id);
  assert.ok(input().id.length > 3);
  assert.is(input().getAttribute('autocomplete'), 'email');
  assert.equal(describedBy(), ['Ми не розсилаємо спам']);
  assert.is(input().getAttribute('aria-invalid'), null);
});

test('an error replaces the hint, marks the input invalid and is what describes it', () => {
  render(<TextField label="Email" value="x" onChange={() => {}} hint="hint" error="Введить коректний Email" valid />, document.body);
  assert.is(input().getAttribute('aria-invalid'), 'true');
  assert.equal(describedBy(), ['Введить коректний Email']);
  assert.ok(input().classList.contains('cb-input--invalid'));
  assert.not.ok(input().classList.contains('cb-input--valid'), 'an error wins over the success state');
  assert.not.ok(document.body.textContent!.includes('hint'));
});

test('valid gives the success style; typing reports the new value', async () => {
  function Host() {
    const [value, setValue] = useState('');
    return <TextField label="Пароль" value={value} onChange={setValue} valid={value.length >= 8} />;
  }
  render(<Host />, document.body);
  typeInto(input(), 'password');
  await tick();
  assert.is(input().value, 'password');
  assert.ok(input().classList.contains('cb-input--valid'));
});

test('two fields never share an id', () => {
  render(<><TextField label="A" value="" onChange={() => {}} /><TextField label="B" value="" onChange={() => {}} /></>, document.body);
  const ids = [...document.querySelectorAll('input')].map((i) => i.id);
  assert.is(new Set(ids).size, 2);
});

test.run();
