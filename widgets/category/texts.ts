/** Every string of the category island (spec 'Category page'). */
export const TEXTS = {
  back: 'Усі категорії',
  count: (n: number) => {
    const last = n % 10;
    const teen = n % 100 >= 11 && n % 100 <= 14;
    const word = last === 1 && !teen ? 'магазин' : last >= 2 && last <= 4 && !teen ? 'магазини' : 'магазинів';
    return `${n.toLocaleString('uk-UA')} ${word} з кешбеком`;
  },
  empty: 'У цій категорії поки немає магазинів. Загляньте до інших категорій.',
  notFound: 'Такої категорії немає. Можливо, її перейменували або прибрали.',
  loading: 'Завантажуємо категорію…',
};
