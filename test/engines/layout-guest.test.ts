// Every route a guest reaches, at 375 and 1280 px, in Firefox and WebKit beside Chromium (test/engines/layout.ts).
import { GUEST_ROUTES } from '../setup/routes';
import { layoutSuite } from './layout';

layoutSuite('guest', GUEST_ROUTES).run();
