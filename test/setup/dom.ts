// happy-dom as the global DOM for component tests. Import it first in a test
// file; call `resetDom()` in `before.each` so every case starts clean.
import { GlobalRegistrator } from '@happy-dom/global-registrator';

if (!GlobalRegistrator.isRegistered) {
  GlobalRegistrator.register({ url: 'http://localhost:8080/', width: 1280, height: 800 });
}

/** Empties the document and storage and resets the URL and the auth flag. */
export function resetDom(url = 'http://localhost:8080/'): void {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  localStorage.clear();
  history.replaceState(null, '', url);
  delete (window as { isAuthenticated?: boolean }).isAuthenticated;
}

/** Lets pending promises, effects and timers of 0 ms run. */
export const tick = (ms = 0) => new Promise<void>((resolve) => setTimeout(resolve, ms));
