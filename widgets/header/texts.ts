/**
 * The strings of the header as it first renders. Its lazy parts keep theirs
 * beside this file, in their own chunks: the search results in
 * texts-search.ts, a signed-in user's area in texts-user.ts.
 */
export const texts = {
  home: 'Повертай — на головну',
  nav: 'Головне меню',
  menu: 'Меню',
  shops: 'Магазини',
  about: 'Як це працює',
  searchLabel: 'Пошук магазинів і категорій',
  searchPlaceholder: 'Пошук магазинів',
  clearSearch: 'Очистити пошук',
  loading: 'Завантаження…',
  loadFailed: 'Не вдалося завантажити магазини',
  retry: 'Спробувати ще раз',
  retryUser: 'Спробувати ще раз завантажити профіль',
  login: 'Увійти',
  register: 'Реєстрація',
  personal: 'Особисті дані',
} as const;
