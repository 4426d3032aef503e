import * as assert from 'uvu/assert';
import { demoSuite } from '../setup/demo-server.mjs';

const { test, demo } = demoSuite('demo API: e-mail verification');

const LINK = /^Email verification link for new@example\.com: (http:\/\/\S+\/api\/email\/verify\/2\/\w+)$/;

test('unverified: 200, the link on the log; opening it verifies and redirects to the profile', async () => {
  const s = demo.session();
  await s.login('new@example.com');
  const res = await s.get('/api/email/verification-notification');
  assert.is(res.status, 200);
  assert.equal(res.body, { message: 'Лист для підтвердження надіслано.' });
  const link = demo.logs.map((line) => LINK.exec(line)?.[1]).find(Boolean);
  assert.ok(link, 'link logged');
  assert.ok(link.startsWith(`${demo.url}/api/email/verify/2/`));

  const tampered = await s.get(link.replace(/\w$/, (c) => (c === 'a' ? 'b' : 'a')));
  assert.is(tampered.status, 403);
  assert.is((await s.get('/api/user')).body.email_verified_at, null);

  const opened = await s.get(new URL(link).pathname);
  assert.is(opened.status, 302);
  assert.is(opened.headers.get('location'), '/user-profile/personal');
  const verifiedAt = (await s.get('/api/user')).body.email_verified_at;
  assert.ok(!Number.isNaN(Date.parse(verifiedAt)));

  const again = await s.get('/api/email/verification-notification/');
  assert.equal(again.body, { message: 'Email вже підтверджено.' });
});

test('already verified user: 200 "Email вже підтверджено."', async () => {
  const s = demo.session();
  await s.login('user@example.com');
  const res = await s.get('/api/email/verification-notification');
  assert.is(res.status, 200);
  assert.equal(res.body, { message: 'Email вже підтверджено.' });
});

test.run();
