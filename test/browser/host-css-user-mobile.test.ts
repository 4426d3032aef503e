// Host CSS cannot reach in: the user states at 375 px (see host-css-suite.ts).
import { hostCssSuite } from './host-css-suite';

hostCssSuite('user', 'mobile');
