import { get } from './http';
import { asShop, complete, isObj, keep, listOf, str, strOr, toNumber, type Reader } from './shapes';
import type { Category } from './types';

export const asCategory: Reader<Category> = (v) =>
  isObj(v)
    ? complete<Category>(
        {
          id: toNumber(v.id),
          name: str(v.name),
          image: strOr(v.image, ''),
          shops: Array.isArray(v.shops) ? keep(v.shops, asShop, 'shop') : undefined,
        },
        ['shops'],
      )
    : null;

export const asCategories = listOf(asCategory, 'category');

/** `GET /api/categories`. */
export const fetchCategories = (): Promise<Category[]> => get('/api/categories', asCategories);

/** `GET /api/category/{id}`: one category with its shops. */
export const fetchCategory = (id: number): Promise<Category> => get(`/api/category/${id}`, asCategory);
