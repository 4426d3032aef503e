// Nothing shifts on any route a guest reaches (the guard sends a guest from
// the profile, /policy, /cookie and /user-license to /login), at 375 and
// 1280 px, on a first and a returning visit, the API answering late.
import { browserSuite } from '../setup/browser';
import { routeShifts } from './layout-shift';

const { test, env } = browserSuite('layout shift: guest routes');

routeShifts(test, env, [
  '/', '/shops', '/shops?tab=greatest', '/shops?tab=categories', '/shops?tab=favorite', '/shops/1', '/shops/category/1', '/about',
  '/login', '/registration', '/registration/new@example.com', '/forgot-password', '/reset-password?token=abc&email=user@example.com',
]);

test.run();
