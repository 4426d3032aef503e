import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { guardRedirect, type RouteName } from '../../src/lib/route-guard';

const test = suite('route guard (spec section 2)');

const guestAllowed: RouteName[] = ['home', 'shops', 'shop', 'category-shops', 'about', 'login', 'register', 'forgot-password', 'reset-password'];
const guestRefused: RouteName[] = ['policy', 'cookie', 'user-license', 'user-profile'];

test('a guest opens only the routes the spec lists', () => {
  for (const route of guestAllowed) assert.is(guardRedirect(route, false), null, route);
});

test('any other route sends a guest to login', () => {
  for (const route of guestRefused) assert.is(guardRedirect(route, false), '/login', route);
});

test('a user who opens login or register goes home', () => {
  assert.is(guardRedirect('login', true), '/');
  assert.is(guardRedirect('register', true), '/');
});

test('a user opens everything else', () => {
  for (const route of [...guestAllowed, ...guestRefused].filter((r) => r !== 'login' && r !== 'register')) {
    assert.is(guardRedirect(route, true), null, route);
  }
});

test.run();
