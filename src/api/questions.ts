import { get } from './http';
import { complete, isObj, listOf, str, strOr, toNumber, type Reader } from './shapes';
import type { Question } from './types';

export const asQuestion: Reader<Question> = (v) =>
  isObj(v)
    ? complete<Question>({ id: toNumber(v.id), name: str(v.name), description: strOr(v.description, '') }, ['id'])
    : null;

export const asQuestions = listOf(asQuestion, 'question');

/** `GET /api/questions/`: the FAQ. */
export const fetchQuestions = (): Promise<Question[]> => get('/api/questions/', asQuestions);
