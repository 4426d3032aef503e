let pending: Promise<void> | null = null;

/**
 * Runs `load` (the `GET /sanctum/csrf-cookie` call) once per page and shares
 * the result; a failed attempt is forgotten so the next call tries again.
 */
export function ensureCsrf(load: () => Promise<unknown>): Promise<void> {
  pending ??= load().then(
    () => undefined,
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** Forgets the cookie, e.g. after a 419 (the session or token expired). */
export function resetCsrf(): void {
  pending = null;
}
