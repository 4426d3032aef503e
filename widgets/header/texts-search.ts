import { formatPercent } from '../../src/lib/percent';

/** The strings of the header's search results (search-popup.tsx, a chunk of its own); the box's own are in texts.ts. */
export const searchTexts = {
  groupShops: 'Магазини',
  groupCategories: 'Категорії',
  notFound: 'Нажаль нічого не знайдено',
  found: (n: number) => `Знайдено: ${n}`,
  cashbackUpTo: (percent: number) => `до ${formatPercent(percent)}%`,
} as const;
