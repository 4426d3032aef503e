/** Every string of the shop-tabs island (spec 'Shop tabs'). */
export const TEXTS = {
  label: 'Магазини з кешбеком',
  tabs: {
    popular: 'Популярні',
    favorite: 'Збережені',
    categories: 'Категорії',
    greatest: 'Найбільший кешбек',
  },
  all: 'Всі магазини',
  noShops: 'Магазинів поки немає. Зазирніть трохи згодом.',
  guestFavorites: 'Увійдіть або зареєструйтеся, щоб зберігати улюблені магазини й швидко знаходити їх тут.',
  login: 'Увійти',
  register: 'Зареєструватися',
  noFavorites: 'Ви ще не зберегли жодного магазину. Натисніть зірочку на картці магазину, і він з’явиться тут.',
  noCategories: 'Категорій поки немає.',
  categoryShops: '100+ магазинів',
  loadingCategories: 'Завантажуємо категорії…',
};
