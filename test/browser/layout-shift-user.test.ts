// Nothing shifts on any route of a signed-in user, at 375 and 1280 px, on a
// first visit (nothing in localStorage) and a returning one (user, posters
// and lists stored), the API answering late. The home page with its posters
// held back longer: layout-shift.test.ts.
import { browserSuite } from '../setup/browser';
import { routeShifts } from './layout-shift';

const { test, env } = browserSuite('layout shift: signed-in routes');

routeShifts(test, env, [
  '/', '/shops', '/shops?tab=greatest', '/shops?tab=categories', '/shops?tab=favorite', '/shops/1', '/shops/category/1', '/about', '/policy', '/cookie', '/user-license',
  '/user-profile/personal', '/user-profile/my-cashback', '/user-profile/withdrawal-money',
  '/user-profile/withdrawal-money/bank-card', '/user-profile/withdrawal-money/mobile-phone',
  '/user-profile/my-friends', '/user-profile/settings',
], 'user@example.com');

test.run();
