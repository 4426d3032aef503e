// Host CSS cannot reach in, at 375 px: see host-css-suite.ts.
import { hostCssSuite } from './host-css-suite';

hostCssSuite('mobile');
