/**
 * Stops the page behind a modal or menu from scrolling; the returned function
 * puts `body` back exactly as found (no empty `style=""` left behind) and
 * touches only that body, not a new one a host swapped in meanwhile.
 */
export function lockBodyScroll(): () => void {
  const body = document.body;
  const hadStyle = body.hasAttribute('style');
  const overflow = body.style.overflow;
  body.style.overflow = 'hidden';
  return () => {
    body.style.overflow = overflow;
    if (!hadStyle && !body.style.length) body.removeAttribute('style');
  };
}
