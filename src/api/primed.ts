// GETs the runtime started before the API client was loaded
// (src/runtime/preload.ts); each is taken once, by the first request for its URL.
import { Global } from '../runtime/shared';

const PRIMED = Symbol.for(Global.Primed);

/** The response already on its way for `url` (a GET), once; undefined when none was started. */
export function takePrimed(url: string): Promise<Response> | undefined {
  const store = (globalThis as unknown as Record<symbol, Map<string, Promise<Response>> | undefined>)[PRIMED];
  const response = store?.get(url);
  if (response) store?.delete(url);
  return response;
}
