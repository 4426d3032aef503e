import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';

/**
 * Renders with every lazy part resolved (React's static prerender waits for
 * all Suspense, and marks every boundary: `cold` changes nothing here).
 */
export async function renderIsland(tree: ReactElement, _options: { cold?: boolean } = {}): Promise<string> {
  const { prelude } = await prerender(tree);
  return new Response(prelude).text();
}
