// The main flows in Firefox ESR (test/engines/flows.ts).
import { engineFlows } from './flows';

engineFlows('firefox').run();
