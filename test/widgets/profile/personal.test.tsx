import { tick, writesLeft } from '../../setup/dom';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { render } from '../../setup/render';
import type { Reply } from '../../api/helpers';
import { $alert } from '../../../src/stores/alert';
import { $user } from '../../../src/stores/user';
import PersonalScreen from '../../../widgets/profile/personal/personal-screen';
import { tierProgress } from '../../../widgets/profile/personal/loyalty-progress';
import { isImageFile } from '../../../widgets/profile/personal/use-avatar-upload';
import { $, byText, cleanup, signedIn, text, until, user } from './shell-fixtures';

const test = suite('profile personal');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

test.after.each(cleanup);

function choose(file: File) {
  const input = $<HTMLInputElement>('input[type="file"]')!;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

test('name, e-mail, photo button, and no e-mail prompt for a verified user', () => {
  signedIn('http://localhost:8080/user-profile/personal', user());
  render(<PersonalScreen />, document.body);
  assert.is($('h2')!.textContent, 'Особисті дані');
  assert.ok(text().includes('Олена Коваленко') && text().includes('user@example.com'));
  assert.ok(byText('button', 'Змінити фото'));
  assert.is($('input[type="file"]')!.getAttribute('accept'), 'image/*');
  assert.not.ok(text().includes('Підтвердіть електронну пошту'));
});

test('loyalty progress: Gold at 3100, 1 900,00 грн left to Platinum', () => {
  signedIn('http://localhost:8080/user-profile/personal', user());
  render(<PersonalScreen />, document.body);
  assert.ok(text().includes('Gold'));
  assert.ok(text().includes('+20% до кешбеку'));
  assert.ok(text().includes('До рівня Platinum залишилось 1\u00a0900,00\u00a0грн'));
  const bar = $('[role="progressbar"]')!;
  assert.is(bar.getAttribute('aria-valuenow'), '24', '(3100 − 2500) / 2500');
  assert.is(bar.getAttribute('aria-label'), 'Прогрес до рівня Platinum');
});

test('loyalty: the status comes from total_balance, not the stored status; Platinum is congratulated', () => {
  signedIn('http://localhost:8080/user-profile/personal', user({ status: 'starter', total_balance: 5000 }));
  render(<PersonalScreen />, document.body);
  assert.ok(text().includes('Вітаємо! У вас найвищий рівень Platinum'));
  assert.not.ok($('[role="progressbar"]'));
});

test('tierProgress at and around the thresholds', () => {
  const cases: [number, number][] = [[0, 0], [125, 0.5], [249.99, 249.99 / 250], [250, 0], [2500, 0], [3750, 0.5], [4999.99, 2499.99 / 2500], [5000, 1], [-5, 0]];
  for (const [total, share] of cases) assert.ok(Math.abs(tierProgress(total) - share) < 1e-9, String(total));
});

test('unverified: the prompt sends the e-mail, the button is disabled meanwhile, then a confirmation', async () => {
  let answer: (value: Reply) => void = () => {};
  const api = signedIn('http://localhost:8080/user-profile/personal', user({ email: 'new@example.com', email_verified_at: null }), (req) =>
    req.path === '/api/email/verification-notification/' ? new Promise((resolve) => (answer = resolve)) : undefined);
  render(<PersonalScreen />, document.body);
  assert.ok(text().includes('Підтвердіть електронну пошту'));
  byText<HTMLButtonElement>('button', 'Надіслати лист')!.click();
  await tick();
  const busy = await until(() => byText<HTMLButtonElement>('button', 'Надсилаємо…'), 'the busy button');
  assert.is(busy.disabled, true);
  busy.click();
  answer({ json: { message: 'Лист для підтвердження надіслано.' } });
  await until(() => text().includes('Лист для підтвердження надіслано на new@example.com'), 'the confirmation');
  assert.is(api.calls().filter((r) => r.path === '/api/email/verification-notification/').length, 1, 'sent once');
  assert.ok($('[role="status"]')!.textContent!.includes('new@example.com'));
  assert.ok(byText('button', 'Надіслати ще раз'));
});

test('sending the e-mail fails with Laravel\'s 429: our text, not "Too Many Attempts.", and the button works again', async () => {
  signedIn('http://localhost:8080/user-profile/personal', user({ email_verified_at: null }), (req) =>
    req.path.startsWith('/api/email') ? { status: 429, json: { message: 'Too Many Attempts.' }, headers: { 'Retry-After': '60' } } : undefined);
  render(<PersonalScreen />, document.body);
  byText<HTMLButtonElement>('button', 'Надіслати лист')!.click();
  await until(() => $('[role="alert"]'), 'the error');
  assert.is($('[role="alert"]')!.textContent, 'Забагато запитів. Зачекайте трохи і спробуйте ще раз.');
  assert.is(byText<HTMLButtonElement>('button', 'Надіслати лист')!.disabled, false);
});

test('a non-image is refused on the client: nothing is sent, the old avatar stays', async () => {
  const api = signedIn('http://localhost:8080/user-profile/personal', user({ avatar: 'http://localhost:8080/a/old.png' }));
  render(<PersonalScreen />, document.body);
  choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
  await tick();
  assert.is($('[role="alert"]')!.textContent, 'Оберіть файл зображення: JPG, PNG, GIF або WebP.');
  await writesLeft();
  assert.is(api.writes().length, 0);
  assert.is($<HTMLImageElement>('.cb-personal__photo img')!.getAttribute('src'), 'http://localhost:8080/a/old.png');
});

test('an image: a preview while uploading, multipart `avatar`, then (on a 204) the user read again with the new avatar, and an alert', async () => {
  let answer: (value: Reply) => void = () => {};
  let uploaded = false;
  const api = signedIn('http://localhost:8080/user-profile/personal', user(), (req) => {
    if (req.path === '/api/upload-avatar') return new Promise((resolve) => (answer = resolve)).then((reply) => ((uploaded = true), reply as Reply));
    if (req.path === '/api/user' && uploaded) return { json: user({ avatar: 'http://localhost:8080/demo-assets/avatars/1-abc.png' }) };
    return undefined;
  });
  (URL as unknown as { createObjectURL: () => string }).createObjectURL = () => 'blob:http://localhost:8080/preview';
  (URL as unknown as { revokeObjectURL: () => void }).revokeObjectURL = () => {};
  render(<PersonalScreen />, document.body);
  assert.not.ok($('.cb-personal__photo img'), 'initials before');
  choose(new File([PNG], 'me.png', { type: 'image/png' }));
  const preview = await until(() => $<HTMLImageElement>('.cb-personal__photo img'), 'the preview');
  assert.is(preview.getAttribute('src'), 'blob:http://localhost:8080/preview');
  assert.ok(byText<HTMLButtonElement>('button', 'Завантажуємо фото…')!.disabled);
  await until(() => api.writes().length, 'the upload');
  const sent = api.writes()[0]!;
  assert.is(sent.path, '/api/upload-avatar');
  assert.instance(sent.body, FormData);
  assert.is(((sent.body as FormData).get('avatar') as File).name, 'me.png');
  answer({ status: 204 });
  await until(() => $('.cb-personal__photo img')?.getAttribute('src') === 'http://localhost:8080/demo-assets/avatars/1-abc.png', 'the new avatar');
  assert.is($user.get()!.avatar, 'http://localhost:8080/demo-assets/avatars/1-abc.png');
  assert.is($alert.get().text, 'Фото оновлено');
});

test('the server refuses the image: its first message, the old avatar kept', async () => {
  signedIn('http://localhost:8080/user-profile/personal', user(), (req) =>
    req.path === '/api/upload-avatar'
      ? { status: 422, json: { message: 'Розмір файлу не може перевищувати 2 МБ.', errors: { avatar: ['Розмір файлу не може перевищувати 2 МБ.'] } } }
      : undefined);
  (URL as unknown as { createObjectURL: () => string }).createObjectURL = () => 'blob:x';
  render(<PersonalScreen />, document.body);
  choose(new File([PNG], 'big.png', { type: 'image/png' }));
  await until(() => $('[role="alert"]'), 'the error');
  assert.is($('[role="alert"]')!.textContent, 'Розмір файлу не може перевищувати 2 МБ.');
  assert.not.ok($('.cb-personal__photo img'), 'back to the initials');
  assert.is($user.get()!.avatar, null);
  assert.is(byText<HTMLButtonElement>('button', 'Змінити фото')!.disabled, false);
});

test('isImageFile checks the type', () => {
  assert.ok(isImageFile({ type: 'image/png' }));
  assert.ok(isImageFile({ type: 'image/jpeg' }));
  assert.not.ok(isImageFile({ type: 'text/plain' }));
  assert.not.ok(isImageFile({ type: '' }));
  assert.not.ok(isImageFile({ type: 'application/x-image/png' }));
});

test.run();
