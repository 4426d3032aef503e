// Nothing shifts on any route a guest reaches (the guard sends a guest from
// the profile, /policy, /cookie and /user-license to /login), at 375 and
// 1280 px, on a first and a returning visit, the API answering late.
import { browserSuite } from '../setup/browser';
import { routeShifts, SLOW_API } from './layout-shift';
import { GUEST_ROUTES } from '../setup/routes';

const { test, env } = browserSuite('layout shift: guest routes', SLOW_API);

routeShifts(test, env, GUEST_ROUTES);

test.run();
