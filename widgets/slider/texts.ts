/** Every string of the poster slider. */
export const TEXTS = {
  label: 'Акції та пропозиції',
  slide: 'слайд',
  slideOf: (n: number, count: number) => `${n} з ${count}`,
  dot: (n: number, count: number) => `Слайд ${n} з ${count}`,
  dots: 'Вибір слайда',
  prev: 'Попередній слайд',
  next: 'Наступний слайд',
  loading: 'Завантажуємо акції…',
  /** Spec 'Home', letter for letter. */
  cta: 'За покупками',
} as const;
