import { get } from './http';
import { asPosters } from './shapes';
import type { Poster } from './types';

/** `GET /api/posters/`: the slider's posters. */
export const fetchPosters = (): Promise<Poster[]> => get('/api/posters/', asPosters);
