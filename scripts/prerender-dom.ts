// A browser-like global scope for rendering islands in Node (the same
// happy-dom the component tests use).
import { GlobalRegistrator } from '@happy-dom/global-registrator';

/** Registers happy-dom's window as the global scope; nothing is fetched. */
export function setUpDom(): void {
  GlobalRegistrator.register({ url: 'http://localhost/', width: 1280, height: 800 });
  // Every call stays pending, so each island renders what it shows while its data loads (its skeleton).
  const never = () => new Promise<Response>(() => {});
  globalThis.fetch = never;
  window.fetch = never;
}
