// Every UI string of the profile island, one const object per part; a copy
// edit is one line. (Shared file: each part keeps to its own object.)
import type { SettingsProblem } from '../../src/lib/settings-rules';

/* ---- shell and tab bar ---- */
export const profileTexts = {
  title: 'Особистий кабінет',
  nav: 'Розділи кабінету',
  tabs: {
    personal: 'Особисті дані',
    'my-cashback': 'Мій кешбек',
    'withdrawal-money': 'Виведення коштів',
    'my-friends': 'Мої друзі',
    settings: 'Налаштування',
  },
  status: 'Статус',
  guestTitle: 'Увійдіть до особистого кабінету',
  guestText: 'Тут ваш кешбек, виведення коштів, запрошення друзів і налаштування.',
  login: 'Увійти',
  register: 'Зареєструватися',
  loadFailed: 'Не вдалося завантажити ваш профіль.',
};

/* ---- personal ---- */
export const personalTexts = {
  title: 'Особисті дані',
  changePhoto: 'Змінити фото',
  uploading: 'Завантажуємо фото…',
  uploaded: 'Фото оновлено',
  notImage: 'Оберіть файл зображення: JPG, PNG, GIF або WebP.',
  avatarAlt: (name: string) => `Фото профілю: ${name}`,
  previewAlt: 'Нове фото профілю',
  noName: "Ім'я не вказано",
  verifyTitle: 'Підтвердіть електронну пошту',
  verifyText: (email: string) => `Ми надішлемо лист на ${email}. Після підтвердження ви зможете виводити кошти.`,
  verifySend: 'Надіслати лист',
  verifyAgain: 'Надіслати ще раз',
  verifySending: 'Надсилаємо…',
  verifySent: (email: string) => `Лист для підтвердження надіслано на ${email}`,
  loyaltyTitle: 'Програма лояльності',
  currentStatus: 'Ваш статус',
  bonus: (percent: number) => `+${percent}% до кешбеку`,
  total: 'Загальна сума кешбеку',
  progress: (name: string) => `Прогрес до рівня ${name}`,
  left: (name: string, money: string) => `До рівня ${name} залишилось ${money}`,
  top: (name: string) => `Вітаємо! У вас найвищий рівень ${name} — максимальний бонус до кешбеку.`,
};

/* ---- my friends ---- */
export const friendsTexts = {
  title: 'Мої друзі',
  lead: 'Запрошуйте друзів і отримуйте по 50 грн за кожного',
  linkLabel: 'Ваше реферальне посилання',
  copy: 'Копіювати',
  copyLabel: 'Копіювати реферальне посилання',
  copied: 'Скопійовано в буфер обміну',
  copyManual: 'Посилання виділено: натисніть Ctrl+C (на телефоні — «Копіювати»), щоб скопіювати.',
  noLink: 'Реферальне посилання ще не готове. Спробуйте пізніше.',
  howTitle: 'Як це працює',
  steps: [
    'Надішліть другові своє реферальне посилання.',
    'Друг реєструється за ним і купує з кешбеком у магазинах-партнерах.',
    'Коли підтверджені покупки друга сягнуть 250 грн, ви обоє отримаєте по 50 грн.',
  ],
  rulesTitle: 'Правила',
  bonusRules: {
    title: 'Умови реферального бонусу',
    items: [
      'Бонус 50 грн отримують обидві сторони: і ви, і запрошений друг.',
      'Бонус нараховується, коли сума підтверджених покупок друга досягне 250 грн.',
      'Кешбек, нарахований вручну, до цієї суми не враховується.',
      'Усі суми вказано без ПДВ.',
    ],
  },
  banRules: {
    title: 'Заборонені дії',
    lead: 'За порушення правил акаунт блокується без можливості виведення коштів. Заборонено:',
    items: [
      'використовувати домени з назвами брендів;',
      'поширювати підроблені застосунки;',
      'запускати контекстну рекламу;',
      'розсилати спам;',
      'реєструватися за власним посиланням;',
      'створювати кілька акаунтів на одному пристрої.',
    ],
  },
};

/* ---- settings ---- */
export const settingsTexts = {
  title: 'Налаштування',
  profile: 'Профіль',
  fields: {
    email: 'Email',
    full_name: "Ім'я та прізвище",
    birth_date: 'Дата народження',
  },
  edit: (label: string) => `Змінити: ${label}`,
  empty: 'Не вказано',
  save: 'Зберегти',
  cancel: 'Скасувати',
  saving: 'Зберігаємо…',
  saved: 'Зміни збережено',
  nameHint: "Ім'я та прізвище: від 9 до 50 символів",
  problems: {
    required: "Це поле обов'язкове",
    short: 'Значення повинно бути більше 3 символів',
    email: 'Введить коректний Email',
    name: "Вкажіть ім'я та прізвище: від 9 до 50 символів",
    date: 'Вкажіть справжню дату народження',
  } satisfies Record<SettingsProblem, string>,
  gender: 'Стать',
  genders: { female: 'Жіноча', male: 'Чоловіча', '': 'Не вказано' },
  notifications: 'Сповіщення на email',
  switches: {
    cashback_status: 'Зміна статусу кешбеку',
    service_updates: 'Оновлення сервісу',
    sales: 'Акції та розпродажі',
  },
  switchFailed: 'Не вдалося змінити сповіщення. Спробуйте ще раз.',
  genderFailed: 'Не вдалося зберегти стать. Спробуйте ще раз.',
  account: 'Акаунт',
  logout: 'Вийти',
  loggingOut: 'Виходимо…',
  phone: {
    title: 'Підтвердження телефону',
    phone: 'Номер телефону',
    phoneHint: '10 цифр, наприклад 0671234567',
    phoneError: 'Номер має містити рівно 10 цифр',
    sendCode: 'Отримати код',
    code: 'Код із SMS',
    codeHint: '6 цифр',
    codeError: 'Код має містити рівно 6 цифр',
    confirm: 'Підтвердити',
    confirmed: 'Телефон підтверджено',
    unavailable: 'Підтвердження телефону поки недоступне.',
  },
};

