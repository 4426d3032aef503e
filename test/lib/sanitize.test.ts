import { resetDom } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { sanitizeHtml } from '../../src/lib/sanitize';
import { imageUrl, safeUrl } from '../../src/lib/safe-url';

const clean = async (html: string) => {
  const box = document.createElement('div');
  box.replaceChildren(await sanitizeHtml(html, { native: false }));
  return box;
};

const sanitize = suite('sanitizeHtml');
sanitize.before.each(() => resetDom());

sanitize('keeps paragraphs, lists, strong text and https links', async () => {
  const box = await clean('<p>Знижки <strong>до 10%</strong></p><ul><li>Перше</li><li>Друге</li></ul><p><a href="https://shop.ua/sale">Акції</a></p>');
  assert.is(box.querySelectorAll('p').length, 2);
  assert.is(box.querySelectorAll('ul > li').length, 2);
  assert.is(box.querySelector('strong')?.textContent, 'до 10%');
  const link = box.querySelector('a')!;
  assert.is(link.getAttribute('href'), 'https://shop.ua/sale');
  assert.is(link.getAttribute('target'), '_blank');
  assert.is(link.getAttribute('rel'), 'noopener noreferrer nofollow');
});

sanitize('removes scripts, handlers, frames and styles', async () => {
  const box = await clean(
    '<p onclick="alert(1)" style="color:red" class="x">Текст</p><script>alert(2)</script>' +
    '<img src="x" onerror="alert(3)"><iframe srcdoc="<script>alert(5)</script>"></iframe><style>p{display:none}</style>' +
    '<svg><script>alert(4)</script></svg><form action="/steal"><input name="x"></form>',
  );
  assert.is(box.innerHTML, '<p>Текст</p>');
});

sanitize('drops javascript:, data: and relative links but keeps their text', async () => {
  const box = await clean('<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="data:text/html,x">c</a><a href="/x">d</a>');
  assert.is(box.textContent, 'abcd');
  assert.is(box.querySelectorAll('a[href]').length, 0);
  assert.not.match(box.innerHTML, /javascript|data:/i);
});

sanitize('unwraps unknown harmless elements, keeping their text', async () => {
  const box = await clean('<section><p>Текст <font color="red">червоний</font></p></section>');
  assert.is(box.innerHTML, '<p>Текст червоний</p>');
});

sanitize('plain text stays text', async () => {
  const box = await clean('5 < 6 & "лапки"');
  assert.is(box.textContent, '5 < 6 & "лапки"');
});

sanitize('the native path: the allow-list still applies to what setHTML leaves', async () => {
  const calls: unknown[] = [];
  // An engine whose setHTML ignored our configuration and kept everything.
  (HTMLElement.prototype as unknown as { setHTML: unknown }).setHTML = function (this: HTMLElement, html: string, options: unknown) {
    calls.push(options);
    this.innerHTML = html;
  };
  try {
    const box = document.createElement('div');
    box.replaceChildren(await sanitizeHtml('<p style="x" onclick="y()">Так <a href="javascript:alert(1)">a</a> <a href="https://ok.ua">b</a></p><style>p{}</style>'));
    assert.is(calls.length, 1);
    assert.is(box.innerHTML, '<p>Так a <a href="https://ok.ua/" target="_blank" rel="noopener noreferrer nofollow">b</a></p>');
  } finally {
    delete (HTMLElement.prototype as unknown as { setHTML?: unknown }).setHTML;
  }
});

const url = suite('safeUrl');

url('accepts http and https, normalised', () => {
  assert.is(safeUrl('https://rozetka.com.ua'), 'https://rozetka.com.ua/');
  assert.is(safeUrl(' http://shop.ua/a?b=1 '), 'http://shop.ua/a?b=1');
});

url('refuses every other scheme, relative paths and non-strings', () => {
  for (const value of ['javascript:alert(1)', 'java\nscript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,x', 'vbscript:x', 'mailto:a@b.c', '/shops', '//evil.example', 'shop.ua', '', null, undefined, 42, {}]) {
    assert.is(safeUrl(value), null, String(value));
  }
});

url('root-relative paths only when asked', () => {
  assert.is(safeUrl('/demo-assets/posters/1.svg', { relative: true }), '/demo-assets/posters/1.svg');
  assert.is(safeUrl('//evil.example/x.svg', { relative: true }), null);
  assert.is(safeUrl('/\\evil.example', { relative: true }), null);
  assert.is(safeUrl('javascript:alert(1)', { relative: true }), null);
  assert.is(safeUrl('https://cdn.ua/p.png', { relative: true }), 'https://cdn.ua/p.png');
});

url('imageUrl: http, https and same-origin root-relative; nothing else', () => {
  assert.is(imageUrl('/logos/7.svg'), '/logos/7.svg');
  assert.is(imageUrl('https://cdn.ua/p.png'), 'https://cdn.ua/p.png');
  for (const value of ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.example/x.png', 'logos/7.svg', '', ' ', null, undefined, 7, {}]) {
    assert.is(imageUrl(value), null, String(value));
  }
});

sanitize.run();
url.run();
