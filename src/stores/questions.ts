import { fetchQuestions } from '../api/questions';
import { createResource } from './resource';

/**
 * The FAQ, loaded when first used.
 *
 * @example
 * const { data: questions } = useStore($questions);
 */
export const $questions = createResource(fetchQuestions, [], { label: 'questions' });
