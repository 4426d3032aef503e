import { formatWholeMoney } from '../../src/lib/money-whole';

/** Spec 9: 50 грн to each side once the friend's confirmed purchases reach 250 грн. */
export const REFERRAL_BONUS = 50;
export const REFERRAL_THRESHOLD = 250;

/** Every string of the referral banner. */
export const TEXTS = {
  title: `Запросіть друга — і кожен з вас отримає ${formatWholeMoney(REFERRAL_BONUS)}`,
  text: `Поділіться своїм посиланням. Щойно підтверджені покупки друга сягнуть ${formatWholeMoney(REFERRAL_THRESHOLD)}, ${formatWholeMoney(REFERRAL_BONUS)} отримаєте ви і ${formatWholeMoney(REFERRAL_BONUS)} — ваш друг.`,
  you: 'Вам',
  friend: 'Другу',
  cta: 'Запросити друзів',
} as const;
