import type { ComponentType } from 'react';
import { lazyComponent } from '../../src/runtime/lazy-component';

/**
 * A part of the header in its own chunk (`lazyComponent`); if it cannot be
 * loaded, `Fallback` renders instead of breaking the whole header.
 */
export function lazyPart<P>(load: () => Promise<{ default: ComponentType<P> }>, Fallback: ComponentType<P>, what: string) {
  const Part = lazyComponent(load, { fallback: Fallback, what: `header: ${what}` });
  return { Part, preload: Part.preload };
}
