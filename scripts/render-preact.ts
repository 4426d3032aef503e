import type { ReactElement } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';

/** Renders with every lazy part resolved; suspended parts are marked `<!--$s-->` for hydration. */
export const renderIsland = async (tree: ReactElement): Promise<string> =>
  renderToStringAsync(tree as unknown as Parameters<typeof renderToStringAsync>[0]);
