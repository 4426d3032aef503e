/** Shop reviews for the first shops, spread over the last three months. */
import { createRandom } from './random.mjs';

const AUTHORS = ['Андрій Мельник', 'Ірина Шевченко', 'Богдан Ткаченко', 'Марія Бондаренко', 'Олег Кравченко', 'Наталія Литвин', 'Софія Поліщук'];
const TEXTS = [
  ['Кешбек прийшов через тиждень, усе чітко. Замовляю тут постійно.', 5],
  ['Доставка швидка, кешбек нарахували без проблем.', 5],
  ['Все добре, але чекати підтвердження довелося майже місяць.', 4],
  ['Зручно, що видно статус замовлення. Рекомендую.', 5],
  ['Перший раз кешбек не зарахувався, підтримка допомогла за два дні.', 4],
  ['Нормально, хоча відсоток могли б зробити більшим.', 3],
  ['Купувала подарунки на свята — повернулося майже 200 грн!', 5],
];
const REVIEWED_SHOPS = 12;
const DAY = 24 * 60 * 60 * 1000;

/** @param {number} shopCount @param {number} now */
export function createReviews(shopCount, now) {
  const random = createRandom(2024);
  const reviews = [];
  for (let shopId = 1; shopId <= Math.min(REVIEWED_SHOPS, shopCount); shopId++) {
    const count = random.int(2, 4);
    // Distinct authors and texts within a shop: consecutive picks from random starting points.
    const firstAuthor = random.int(0, AUTHORS.length - 1);
    const firstText = random.int(0, TEXTS.length - 1);
    for (let i = 0; i < count; i++) {
      const authorIndex = (firstAuthor + i) % AUTHORS.length;
      const [text, stars] = TEXTS[(firstText + i * 3) % TEXTS.length];
      reviews.push({
        id: reviews.length + 1,
        name: AUTHORS[authorIndex],
        user_thumbnail: authorIndex % 2 ? '/demo-assets/avatars/default.svg' : null,
        user_id: 100 + authorIndex,
        shop_id: shopId,
        text,
        stars,
        created_at: new Date(now - random.int(1, 90) * DAY - random.int(0, DAY)).toISOString(),
      });
    }
  }
  return reviews;
}
