// Host CSS cannot reach in: the user states at 1280 px (see host-css-suite.ts).
import { hostCssSuite } from './host-css-suite';

hostCssSuite('user', 'desktop');
