import { createContext, useContext, useId } from 'react';

export interface IslandInfo {
  /** The island's name, e.g. `header`. */
  name: string;
  /** Unique per mounted placeholder, so ids never collide across islands. */
  prefix: string;
}

export const IslandContext = createContext<IslandInfo>({ name: '', prefix: 'cb-' });

/** `useId` with the island's own prefix: safe to use in `id`/`htmlFor`. */
export function useIslandId(): string {
  const { prefix } = useContext(IslandContext);
  return prefix + useId().replace(/[^a-zA-Z0-9_-]/g, '');
}
