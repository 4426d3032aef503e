/**
 * Imports a chunk, retrying once after a short pause when the first attempt
 * fails (a flaky mobile link). Same idea as Astro's `importWithRetry`.
 */
export async function importWithRetry<T>(load: () => Promise<T>, delayMs = 300): Promise<T> {
  try {
    return await load();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return load();
  }
}
