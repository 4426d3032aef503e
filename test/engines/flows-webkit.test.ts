// The main flows in WebKitGTK, the engine of every iOS browser (test/engines/flows.ts).
import { engineFlows } from './flows';

engineFlows('webkit').run();
