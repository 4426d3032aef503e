import { fetchCategory } from '../api/categories';
import type { Category } from '../api/types';
import { createKeyedResource } from './resource';

/**
 * One category with its shops, by id; `data` is null until loaded.
 *
 * @example
 * const { status, data: category } = useStore(categoryById(id));
 */
export const categoryById = createKeyedResource<number, Category | null>(fetchCategory, null, { label: 'the category' });
