// localStorage that never throws: it may be missing or refuse access (Safari
// private mode, disabled cookies), be full (quota), or hold corrupt JSON.

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The parsed JSON under `key`, or null when missing, corrupt or unreadable. */
export function readJson(key: string): unknown {
  try {
    const raw = store()?.getItem(key);
    return raw == null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

/** Stores `value` as JSON; false when the storage refused it. */
export function writeJson(key: string, value: unknown): boolean {
  try {
    const storage = store();
    storage?.setItem(key, JSON.stringify(value));
    return storage !== null;
  } catch {
    return false;
  }
}

export function removeItem(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // nothing to clean up where there is no storage
  }
}
