import { fetchCategories } from '../api/categories';
import { createResource } from './resource';

/**
 * All categories, loaded when first used.
 *
 * @example
 * const { data: categories } = useStore($categories);
 */
export const $categories = createResource(fetchCategories, [], { label: 'categories' });
