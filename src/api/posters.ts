import { get } from './http';
import { complete, isObj, listOf, str, toNumber, type Reader } from './shapes';
import type { Poster } from './types';

export const asPoster: Reader<Poster> = (v) =>
  isObj(v)
    ? complete<Poster>({ id: toNumber(v.id), image_url: str(v.image_url), title: str(v.title) }, ['id', 'title'])
    : null;

export const asPosters = listOf(asPoster, 'poster');

/** `GET /api/posters/`: the slider's posters. */
export const fetchPosters = (): Promise<Poster[]> => get('/api/posters/', asPosters);
