let navigate = (path: string): void => window.location.assign(path);

/**
 * A full page load of `path` (after login or logout the host page must render
 * again with its new auth flag).
 *
 * @example
 * reloadTo('/');
 */
export const reloadTo = (path: string): void => navigate(path);

/** Tests: observe navigations instead of performing them. Returns the previous function. */
export function setReloadTo(fn: (path: string) => void): (path: string) => void {
  const previous = navigate;
  navigate = fn;
  return previous;
}
