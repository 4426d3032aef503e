import { iconFacebook } from '../../src/ui/icons/facebook';
import { iconInstagram } from '../../src/ui/icons/instagram';
import { iconTelegram } from '../../src/ui/icons/telegram';
import { iconTiktok } from '../../src/ui/icons/tiktok';
import { iconYoutube } from '../../src/ui/icons/youtube';
/** Every string and address of the footer island. */
export const texts = {
  home: 'Повертай — на головну',
  tagline: 'Кешбек з покупок в українських інтернет-магазинах. Купуйте як завжди — ми повертаємо частину грошей.',
  social: 'Ми в соцмережах',
  socialLinks: [
    { href: 'https://t.me/povertai', label: 'Telegram', icon: iconTelegram },
    { href: 'https://www.instagram.com/povertai', label: 'Instagram', icon: iconInstagram },
    { href: 'https://www.facebook.com/povertai', label: 'Facebook', icon: iconFacebook },
    { href: 'https://www.youtube.com/@povertai', label: 'YouTube', icon: iconYoutube },
    { href: 'https://www.tiktok.com/@povertai', label: 'TikTok', icon: iconTiktok },
  ],
  newTab: '(відкриється в новій вкладці)',
  service: 'Сервіс',
  serviceLinks: [
    { href: '/shops', label: 'Магазини' },
    { href: '/about', label: 'Як це працює' },
    { href: '/about', label: 'Питання та відповіді' },
  ],
  support: 'Підтримка',
  email: 'support@povertai.ua',
  bot: { href: 'https://t.me/povertai_support_bot', label: 'Telegram-бот підтримки' },
  supportHours: 'Щодня з 9:00 до 21:00',
  documents: 'Документи',
  documentLinks: [
    { href: '/policy', label: 'Політика конфіденційності' },
    { href: '/user-license', label: 'Угода користувача' },
    { href: '/cookie', label: 'Файли cookie' },
  ],
  copyright: (year: number) => `© ${year} Повертай. Усі права захищено.`,
} as const;
