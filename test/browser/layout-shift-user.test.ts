// Nothing shifts on any route of a signed-in user, at 375 and 1280 px, on a
// first visit (nothing in localStorage) and a returning one (user, posters
// and lists stored), the API answering late. The home page with its posters
// held back longer: layout-shift.test.ts.
import { browserSuite } from '../setup/browser';
import { routeShifts, SLOW_API } from './layout-shift';
import { USER_ROUTES } from '../setup/routes';

const { test, env } = browserSuite('layout shift: signed-in routes', SLOW_API);

routeShifts(test, env, USER_ROUTES, 'user@example.com');

test.run();
