import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import {
  amountErrorKey, balanceAfter, checkAmount, isCompleteCard, isCompletePhone, isValidName, maxWithdrawal, MAX_BY_MASK, MIN_WITHDRAWAL, withdrawalStep,
} from '../../src/lib/withdrawal-rules';
import { maskAmount, maskCard, maskPhone } from '../../src/lib/masks';

const rules = suite('withdrawal rules');

rules('one minimum, 50, as the backend enforces', () => {
  assert.is(MIN_WITHDRAWAL, 50);
  assert.is(MAX_BY_MASK, 9999);
});

rules('amounts at the bounds: 49, 50, max, max + 1 (balance 1250.50 gives 1250)', () => {
  assert.is(maxWithdrawal(1250.5), 1250);
  assert.equal(checkAmount('49', 1250.5), { ok: false, problem: 'min' });
  assert.equal(checkAmount('50', 1250.5), { ok: true, amount: 50 });
  assert.equal(checkAmount('1250', 1250.5), { ok: true, amount: 1250 });
  assert.equal(checkAmount('1251', 1250.5), { ok: false, problem: 'max' });
  assert.equal(checkAmount('', 1250.5), { ok: false, problem: 'empty' });
  assert.equal(checkAmount('1e3', 1250.5), { ok: false, problem: 'empty' });
});

rules('the 4-digit cap and balances around the minimum', () => {
  assert.is(maxWithdrawal(20000), 9999);
  assert.equal(checkAmount('9999', 20000), { ok: true, amount: 9999 });
  assert.is(maxWithdrawal(49.99), 49);
  assert.equal(checkAmount('49', 49.99), { ok: false, problem: 'balance' });
  assert.equal(checkAmount('50', 50), { ok: true, amount: 50 });
  assert.equal(checkAmount('51', 50.99), { ok: false, problem: 'max' });
  assert.is(maxWithdrawal(0), 0);
  assert.is(maxWithdrawal(-5), 0);
  assert.is(maxWithdrawal(Number.NaN), 0);
  assert.is(maxWithdrawal(0.1 + 0.2 + 99.7), 100, 'float noise (99.99999…) never loses a hryvnia');
});

rules('property: an amount passes exactly when 50 ≤ amount ≤ min(floor(balance), 9999)', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 2_000_000 }), fc.integer({ min: 0, max: 9999 }), (kopecks, a) => {
      const balance = kopecks / 100;
      const max = Math.min(Math.floor(kopecks / 100), 9999);
      const result = checkAmount(maskAmount(String(a)).value, balance);
      assert.is(result.ok, a >= 50 && a <= max && max >= 50, `${a} of ${balance}`);
    }),
  );
});

rules('card: 19 characters, 16 digits in fours', () => {
  assert.ok(isCompleteCard('4111 1111 1111 1111'));
  assert.not.ok(isCompleteCard('4111 1111 1111 111'));
  assert.not.ok(isCompleteCard('4111111111111111'));
  assert.not.ok(isCompleteCard('4111 1111 1111 11111'));
});

rules('phone: +380 and 9 digits, 13 characters', () => {
  assert.ok(isCompletePhone('+380501234567'));
  assert.not.ok(isCompletePhone('+38050123456'));
  assert.not.ok(isCompletePhone('+3805012345678'));
  assert.not.ok(isCompletePhone('+390501234567'));
  assert.not.ok(isCompletePhone('380501234567'));
});

rules('name: more than 10 and at most 50 characters, ends not counted', () => {
  assert.not.ok(isValidName('Олена Кова'), '10');
  assert.ok(isValidName('Олена Ковал'), '11');
  assert.not.ok(isValidName('  Олена Кова  '), 'spaces at the ends do not count');
  assert.ok(isValidName('Я'.repeat(50)));
  assert.not.ok(isValidName('Я'.repeat(51)));
});

const money = suite('balance after a withdrawal, amount error');

money('the balance after is computed in kopecks: 1250.50 − 100 is 1150.50 exactly', () => {
  assert.is(balanceAfter(1250.5, 100), 1150.5);
  assert.is(balanceAfter(1250.5, 1250), 0.5);
  assert.is(balanceAfter(50, 50), 0);
  assert.is(balanceAfter(0.1 + 0.2, 0), 0.3, '0.1 + 0.2 is 30 kopecks, not 0.30000000000000004');
  assert.is(balanceAfter(0.1 + 0.2 + 99.7, 50), 50, 'float noise (99.99999…) is rounded to kopecks once');
  assert.is(balanceAfter(1.005 * 1000, 1000), 5, '1005 − 1000');
  assert.is(balanceAfter(100.07, 100), 0.07);
  assert.is(balanceAfter(Number.NaN, 0), 0);
});

money('property: the balance after is a whole number of kopecks, exactly balance − amount', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 2_000_000 }), fc.integer({ min: 0, max: 9999 }), (kopecks, amount) => {
      const after = balanceAfter(kopecks / 100, amount);
      assert.is(after, (kopecks - amount * 100) / 100, `${kopecks / 100} − ${amount}`);
      assert.ok(Number.isInteger(Math.round(after * 100)) && Math.abs(after * 100 - Math.round(after * 100)) < 1e-6);
    }),
  );
});

money('amountErrorKey: every branch', () => {
  assert.is(amountErrorKey({ ok: true, amount: 100 }, true), null, 'a valid amount');
  assert.is(amountErrorKey({ ok: false, problem: 'balance' }, false), 'amountBalance', 'balance below the minimum, untouched');
  assert.is(amountErrorKey({ ok: false, problem: 'balance' }, true), 'amountBalance');
  assert.is(amountErrorKey({ ok: false, problem: 'max' }, false), 'amountMax', 'over the maximum, untouched');
  assert.is(amountErrorKey({ ok: false, problem: 'max' }, true), 'amountMax');
  assert.is(amountErrorKey({ ok: false, problem: 'min' }, false), null, 'under the minimum, not yet left');
  assert.is(amountErrorKey({ ok: false, problem: 'min' }, true), 'amountMin');
  assert.is(amountErrorKey({ ok: false, problem: 'empty' }, false), null);
  assert.is(amountErrorKey({ ok: false, problem: 'empty' }, true), null, 'empty: the field says nothing');
});

money('amountErrorKey on real checks (balance 1250.50)', () => {
  assert.is(amountErrorKey(checkAmount('49', 1250.5), true), 'amountMin');
  assert.is(amountErrorKey(checkAmount('1251', 1250.5), false), 'amountMax');
  assert.is(amountErrorKey(checkAmount('100', 49.99), false), 'amountBalance');
  assert.is(amountErrorKey(checkAmount('1250', 1250.5), true), null);
});

const steps = suite('three-step unlock');
const card = '4111 1111 1111 1111';
const name = 'Олена Коваленко';

steps('each step unlocks the next, in order', () => {
  assert.is(withdrawalStep('card', { target: '', name: '', amount: '' }, 1250.5), 1);
  assert.is(withdrawalStep('card', { target: '4111 1111 1111 111', name, amount: '100' }, 1250.5), 1, 'an incomplete card locks everything after it');
  assert.is(withdrawalStep('card', { target: card, name: '', amount: '' }, 1250.5), 2);
  assert.is(withdrawalStep('card', { target: card, name: 'Коротке', amount: '100' }, 1250.5), 2);
  assert.is(withdrawalStep('card', { target: card, name, amount: '' }, 1250.5), 3);
  assert.is(withdrawalStep('card', { target: card, name, amount: '49' }, 1250.5), 3);
  assert.is(withdrawalStep('card', { target: card, name, amount: '1251' }, 1250.5), 3);
  assert.is(withdrawalStep('card', { target: card, name, amount: '100' }, 1250.5), 4);
  assert.is(withdrawalStep('phone', { target: '+380501234567', name, amount: '100' }, 1250.5), 4);
  assert.is(withdrawalStep('phone', { target: card, name, amount: '100' }, 1250.5), 1, 'a card number is no phone');
});

steps('property: step 4 exactly when all three are valid; never a later step with an earlier one invalid', () => {
  fc.assert(
    fc.property(
      fc.constantFrom<'card' | 'phone'>('card', 'phone'),
      fc.string({ maxLength: 20 }),
      fc.string({ maxLength: 60 }),
      fc.string({ maxLength: 6 }),
      fc.integer({ min: 0, max: 500_000 }),
      (method, rawTarget, rawName, rawAmount, kopecks) => {
        const target = (method === 'card' ? maskCard : maskPhone)(rawTarget).value;
        const values = { target, name: rawName, amount: maskAmount(rawAmount).value };
        const step = withdrawalStep(method, values, kopecks / 100);
        const okTarget = method === 'card' ? isCompleteCard(target) : isCompletePhone(target);
        assert.is(step > 1, okTarget);
        if (step > 2) assert.ok(isValidName(rawName));
        assert.is(step === 4, okTarget && isValidName(rawName) && checkAmount(values.amount, kopecks / 100).ok);
      },
    ),
  );
});

rules.run();
money.run();
steps.run();
