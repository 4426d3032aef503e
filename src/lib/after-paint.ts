/** Runs `run` once the next frame has painted (that frame's callback, then a task); returns a cancel. */
export function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** How long `painted` waits for a frame before it resolves without one. */
export const NO_FRAME_MS = 100;

/**
 * Resolves once the frame now being made has painted, or after NO_FRAME_MS where
 * no frame comes (a hidden tab has none); at once where there are no frames at all.
 */
export function painted(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') return resolve();
    const cancel = afterPaint(resolve);
    setTimeout(() => {
      cancel();
      resolve();
    }, NO_FRAME_MS);
  });
}
