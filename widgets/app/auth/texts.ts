import type { FieldProblem } from '../../../src/lib/auth-form';

/** Every string of the login, registration, forgot- and reset-password screens. */
export const texts = {
  email: 'Email',
  emailPlaceholder: 'name@example.com',
  password: 'Пароль',
  newPassword: 'Новий пароль',
  passwordConfirmation: 'Повторіть пароль',
  passwordHint: 'Щонайменше 8 символів',
  showPassword: 'Показати пароль',
  hidePassword: 'Сховати пароль',
  sending: 'Зачекайте…',
  /** The submit button after a 429, until Retry-After has passed. */
  waitSeconds: (seconds: number) => `Спробуйте ще раз через ${seconds} с`,

  problems: {
    required: "Це поле обов'язкове",
    email: 'Введить коректний Email',
    short: 'Пароль має містити щонайменше 8 символів',
    mismatch: 'Паролі не збігаються',
  } satisfies Record<FieldProblem, string>,

  social: {
    title: 'або через соцмережі',
    google: 'Увійти через Google',
    facebook: 'Увійти через Facebook',
    apple: 'Увійти через Apple',
  },

  login: {
    title: 'Вхід',
    lead: 'Увійдіть, щоб отримувати кешбек за покупки.',
    submit: 'Увійти',
    forgot: 'Забули пароль?',
    noAccount: 'Ще не маєте акаунта?',
    register: 'Зареєструватися',
  },

  register: {
    title: 'Реєстрація',
    lead: 'Створіть акаунт і повертайте частину витрат на картку або телефон.',
    submit: 'Зареєструватися',
    hasAccount: 'Вже маєте акаунт?',
    login: 'Увійти',
    /** Spec 3: registration sends a fixed placeholder full_name. */
    fullName: 'Користувач',
  },

  forgot: {
    title: 'Відновлення пароля',
    lead: 'Вкажіть email акаунта, і ми надішлемо посилання для створення нового пароля.',
    submit: 'Надіслати посилання',
    sent: 'Ми надіслали посилання для створення нового пароля на вашу пошту.',
    reloading: 'Сторінка оновиться за кілька секунд.',
    back: 'Повернутися до входу',
  },

  reset: {
    title: 'Новий пароль',
    lead: 'Придумайте новий пароль для свого акаунта.',
    submit: 'Зберегти пароль',
    done: 'Пароль змінено. Увійдіть з новим паролем.',
    failed: 'Не вдалося змінити пароль. Спробуйте ще раз.',
    noToken: 'Посилання для скидання пароля неповне або застаріле. Запросіть нове посилання.',
    requestNew: 'Отримати нове посилання',
  },
};
