import { get } from './http';
import { asQuestions } from './shapes';
import type { Question } from './types';

/** `GET /api/questions/`: the FAQ. */
export const fetchQuestions = (): Promise<Question[]> => get('/api/questions/', asQuestions);
