/**
 * True when the host page says a user is signed in (`window.isAuthenticated`).
 * Read at call time: the host may set the flag after the bundle loaded.
 *
 * @example
 * if (!isAuthenticated()) navigate('/login');
 */
export const isAuthenticated = (): boolean => typeof window !== 'undefined' && window.isAuthenticated === true;
