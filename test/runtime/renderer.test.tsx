// The render helper really renders with the renderer CASHBACK_REACT names:
// preact/compat (the shipped alias) by default, real React with `react`.
import { resetDom } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { useEffect, useState } from 'react';
import { render, renderer } from '../setup/render';

const test = suite(`renderer (${renderer})`);

test.before.each(() => resetDom());

test('the tree is rendered by the renderer the switch names', () => {
  render(<p>Привіт</p>);
  assert.is(document.body.textContent, 'Привіт');
  // React marks its roots with a __reactContainer$ property; Preact does not.
  const reactRoot = Object.keys(document.body).some((key) => key.startsWith('__reactContainer'));
  assert.is(reactRoot, renderer === 'react');
});

test('effects run and their updates commit', async () => {
  function Counter() {
    const [n, setN] = useState(0);
    useEffect(() => setN(1), []);
    return <output>{n}</output>;
  }
  render(<Counter />);
  for (let i = 0; i < 50 && document.body.textContent !== '1'; i++) await new Promise((r) => setTimeout(r, 10));
  assert.is(document.body.textContent, '1');
});

test.run();
