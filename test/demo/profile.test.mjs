import * as assert from 'uvu/assert';
import { demoSuite } from '../setup/demo-server.mjs';

const { test, demo } = demoSuite('demo API: profile and notification settings');

async function signedIn(email = 'admin@example.com') {
  const s = demo.session();
  const { body } = await s.login(email);
  return { s, id: body.data.id };
}

test('PUT /api/user/{id}: each field sticks and comes back as { data: user }', async () => {
  const { s, id } = await signedIn();
  const changes = [{ full_name: 'Ігор Петренко' }, { birth_date: '1990-02-28' }, { gender: 'male' }, { gender: '' }, { status: 'platinum' }];
  for (const change of changes) {
    const res = await s.put(`/api/user/${id}`, change);
    assert.is(res.status, 200, JSON.stringify(change));
    const [[field, value]] = Object.entries(change);
    assert.is(res.body.data[field], value);
    assert.is((await s.get('/api/user')).body[field], value);
  }
});

test('changing the e-mail resets email_verified_at; the new e-mail signs in', async () => {
  const { s, id } = await signedIn('user@example.com');
  const res = await s.put(`/api/user/${id}`, { email: 'olena@example.com' });
  assert.is(res.status, 200);
  assert.is(res.body.data.email, 'olena@example.com');
  assert.is(res.body.data.email_verified_at, null);
  assert.is((await demo.session().login('olena@example.com')).status, 200);
  const same = await s.put(`/api/user/${id}`, { email: 'olena@example.com' });
  assert.is(same.status, 200, 'keeping one\'s own e-mail is not "taken"');
});

test('PUT /api/user/{id} validation', async () => {
  const { s, id } = await signedIn();
  const cases = [
    [{ email: 'nope' }, 'email', 'Поле «email» має бути дійсною адресою електронної пошти.'],
    [{ email: 'new@example.com' }, 'email', 'Такий email вже зареєстровано.'],
    [{ full_name: 'Ян' }, 'full_name', "Ім'я має містити від 3 до 50 символів."],
    [{ full_name: 'я'.repeat(51) }, 'full_name', "Ім'я має містити від 3 до 50 символів."],
    [{ full_name: '' }, 'full_name', "Поле «ім'я та прізвище» є обов'язковим."],
    [{ birth_date: '1990-02-30' }, 'birth_date', null],
    [{ birth_date: '1899-12-31' }, 'birth_date', null],
    [{ birth_date: '2999-01-01' }, 'birth_date', null],
    [{ birth_date: '01.02.1990' }, 'birth_date', null],
    [{ gender: 'other' }, 'gender', null],
    [{ status: 'diamond' }, 'status', null],
    [{}, 'fields', null],
    [{ full_name: 'Ігор Петренко', gender: 'male' }, 'fields', null],
  ];
  for (const [change, field, message] of cases) {
    const res = await s.put(`/api/user/${id}`, change);
    assert.is(res.status, 422, JSON.stringify(change));
    assert.equal(Object.keys(res.body.errors), [field]);
    if (message) assert.equal(res.body.errors[field], [message]);
    assert.is(res.body.message, res.body.errors[field][0]);
  }
});

test('another user\'s id: 403 "Дія заборонена."', async () => {
  const { s } = await signedIn('new@example.com');
  for (const path of ['/api/user/1', '/api/user/updateNotificationSettings/1']) {
    const res = await s.put(path, { full_name: 'Зловмисник Іван', sales: true });
    assert.is(res.status, 403);
    assert.equal(res.body, { message: 'Дія заборонена.' });
  }
});

test('notification switches stick', async () => {
  const { s, id } = await signedIn();
  const off = await s.put(`/api/user/updateNotificationSettings/${id}`, { cashback_status: false });
  assert.is(off.status, 200);
  assert.is(off.body.data.notification_settings.cashback_status, false);
  await s.put(`/api/user/updateNotificationSettings/${id}`, { sales: true });
  assert.equal((await s.get('/api/user')).body.notification_settings, { cashback_status: false, service_updates: true, sales: true });
  const bad = await s.put(`/api/user/updateNotificationSettings/${id}`, { sales: 'maybe' });
  assert.is(bad.status, 422);
  assert.equal(bad.body.errors, { sales: ['Поле «акції та розпродажі» має бути логічним значенням.'] });
  const none = await s.put(`/api/user/updateNotificationSettings/${id}`, { email: 'x' });
  assert.is(none.status, 422);
});

test.run();
