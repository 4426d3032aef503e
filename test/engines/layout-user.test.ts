// Every route of a signed-in user, at 375 and 1280 px, in Firefox and WebKit beside Chromium (test/engines/layout.ts).
import { USER_ROUTES } from '../setup/routes';
import { layoutSuite } from './layout';

layoutSuite('user', USER_ROUTES).run();
