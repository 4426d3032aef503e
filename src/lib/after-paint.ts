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

/**
 * Resolves once the frame now being made has painted, or after 100 ms where no
 * frame comes (a hidden tab has none); at once where there are no frames at all.
 */
export function painted(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') return resolve();
    const cancel = afterPaint(resolve);
    setTimeout(() => {
      cancel();
      resolve();
    }, 100);
  });
}
