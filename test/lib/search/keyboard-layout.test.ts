import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { otherLayout } from '../../../src/lib/search/keyboard-layout';

const test = suite('search: keyboard layout');

test('typed with the English layout active, read as Ukrainian', () => {
  assert.is(otherLayout('hjptnrf'), 'розетка');
  assert.is(otherLayout('HJPTNRF'), 'розетка', 'Caps Lock');
  assert.is(otherLayout('tktrnhjysrf'), 'електроніка');
  assert.is(otherLayout("'df"), 'єва', 'є is on the apostrophe key');
  assert.is(otherLayout('ufkuf'), 'галга');
  assert.is(otherLayout('\\fyjr'), 'ґанок', 'ґ is on the backslash key');
  assert.is(otherLayout('];fr'), 'їжак');
  assert.is(otherLayout('pljhjd`z'), "здоров'я", 'the apostrophe is on the ` key');
  assert.is(otherLayout('[kj,'), 'хлоб');
});

test('typed with the Ukrainian layout active, read as English', () => {
  assert.is(otherLayout('кщяуелф'), 'rozetka');
  assert.is(otherLayout('сщьан'), 'comfy');
  assert.is(otherLayout('фдшучзкуіі'), 'aliexpress');
  assert.is(otherLayout('ьфлугз'), 'makeup');
  assert.is(otherLayout('штеукещз'), 'intertop');
});

test('a Russian layout: ы, э, ъ, ё are on the keys of і, є, ї and the apostrophe', () => {
  assert.is(otherLayout('ыщтн'), 'sony');
  assert.is(otherLayout('э'), "'");
});

test('nothing to re-read gives an empty string', () => {
  assert.is(otherLayout('123 !'), '');
  assert.is(otherLayout(''), '');
});

test.run();
