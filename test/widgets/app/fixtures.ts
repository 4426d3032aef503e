// Shared by the app page tests: a fake API, form helpers that act as a user
// would (by label, by typing, by clicking), and resets.
import { allTasks, cleanStores } from 'nanostores';
import type { User } from '../../../src/api/types';
import { aUser } from '../../setup/user';
import { render } from '../../setup/render';
import { configureHttp } from '../../../src/api/http';
import { setReloadTo } from '../../../src/lib/navigate-hard';
import { $alert, hideAlert } from '../../../src/stores/alert';
import { $appMounted } from '../../../src/stores/router';
import { $user } from '../../../src/stores/user';
import { fakeFetch, type Handler } from '../../api/helpers';
import { tick } from '../../setup/dom';

/** Every page load a screen asked for (`reloadTo`), instead of performing it. */
export const reloads: string[] = [];
setReloadTo((path) => reloads.push(path));

/** Answers the API with `handler` (after the CSRF cookie); returns the recorder. */
export function serve(handler: Handler) {
  const api = fakeFetch(handler);
  configureHttp({ fetch: api.fetch, getRetries: 0 });
  return api;
}

export const user = (over: Partial<User> = {}): User =>
  aUser({ id: 7, full_name: 'Олена Коваль', email_verified_at: '2026-01-01T00:00:00Z', referral_link: 'https://povertai.ua/r/ABC', ...over });

/** Laravel's 422 body. */
export const invalid = (errors: Record<string, string[]>) => ({
  status: 422, json: { message: Object.values(errors)[0]![0], errors },
});

export const $ = <T extends Element = HTMLElement>(selector: string) => document.body.querySelector<T>(selector);
export const $$ = <T extends Element = HTMLElement>(selector: string) => [...document.body.querySelectorAll<T>(selector)];

/** The input a label names, as a screen reader finds it. */
export function field(label: string): HTMLInputElement {
  const found = $$<HTMLLabelElement>('label').find((l) => l.textContent === label);
  const input = found && document.getElementById(found.htmlFor);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no input labelled "${label}"`);
  return input;
}

/** The text of the message an input is described by (its error or hint). */
export const description = (input: HTMLInputElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent).join(' ');

export { typeInto as type } from '../../setup/render';

export const button = (name: string) => {
  const found = $$<HTMLButtonElement>('button').find((b) => b.textContent?.trim() === name || b.getAttribute('aria-label') === name);
  if (!found) throw new Error(`no button "${name}"`);
  return found;
};

export const submitButton = () => $<HTMLButtonElement>('button[type="submit"]')!;

/** Submits the form as pressing its button would. */
export async function submit() {
  $<HTMLFormElement>('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  await tick();
}

export async function cleanup() {
  render(null, document.body);
  await allTasks();
  cleanStores($user);
  hideAlert();
  $alert.set({ show: false, type: 'success', text: '' });
  $appMounted.set(false);
  configureHttp({});
  reloads.length = 0;
}
