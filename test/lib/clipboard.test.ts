import { resetDom } from '../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { copyText, copyWithTextarea } from '../../src/lib/clipboard';

const test = suite('clipboard');

let commands: string[] = [];
let copied: string | null = null;
/** happy-dom has no execCommand: this one records what the hidden textarea held. */
function fakeExecCommand(works: boolean | 'throws') {
  (document as unknown as { execCommand: (c: string) => boolean }).execCommand = (command: string) => {
    commands.push(command);
    if (works === 'throws') throw new Error('SecurityError');
    copied = works ? (document.activeElement as HTMLTextAreaElement | null)?.value ?? null : null;
    return works;
  };
}

test.before.each(() => {
  resetDom();
  commands = [];
  copied = null;
  delete (document as unknown as { execCommand?: unknown }).execCommand;
});

test('the Clipboard API first', async () => {
  const written: string[] = [];
  fakeExecCommand(true);
  const result = await copyText('https://x.ua/r?ref=1', { clipboard: { writeText: async (t) => void written.push(t) } });
  assert.is(result, 'copied');
  assert.equal(written, ['https://x.ua/r?ref=1']);
  assert.equal(commands, [], 'no fallback needed');
});

test('no Clipboard API: a hidden textarea and execCommand("copy"), removed afterwards; focus comes back', async () => {
  fakeExecCommand(true);
  const button = document.createElement('button');
  document.body.appendChild(button);
  button.focus();
  assert.is(await copyText('link', { clipboard: null }), 'copied');
  assert.equal(commands, ['copy']);
  assert.is(copied, 'link');
  assert.is(document.querySelector('textarea'), null);
  assert.is(document.activeElement, button);
});

test('the Clipboard API refuses: falls back', async () => {
  fakeExecCommand(true);
  const refusing = { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) };
  assert.is(await copyText('link', { clipboard: refusing }), 'copied');
  assert.equal(commands, ['copy']);
});

test('nothing works: the field is selected for Ctrl+C', async () => {
  fakeExecCommand(false);
  const field = document.createElement('input');
  field.value = 'https://x.ua/r?ref=1';
  document.body.appendChild(field);
  assert.is(await copyText(field.value, { clipboard: null, field }), 'manual');
  assert.is(document.activeElement, field);
  assert.is(field.selectionStart, 0);
  assert.is(field.selectionEnd, field.value.length);
});

test('execCommand missing or throwing counts as not copied', () => {
  assert.is(copyWithTextarea('x'), false);
  fakeExecCommand('throws');
  assert.is(copyWithTextarea('x'), false);
  assert.is(document.querySelector('textarea'), null);
});

test.run();
