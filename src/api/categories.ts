import { get } from './http';
import { asCategories, asCategory } from './shapes';
import type { Category } from './types';

/** `GET /api/categories`. */
export const fetchCategories = (): Promise<Category[]> => get('/api/categories', asCategories);

/** `GET /api/category/{id}`: one category with its shops. */
export const fetchCategory = (id: number): Promise<Category> => get(`/api/category/${id}`, asCategory);
