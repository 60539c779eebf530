/** Ukrainian page frame texts (see ../en/layout.ts). */
import type { layout as source } from '../en/layout.ts';
import type { Translation } from '../../types.ts';

export const layout: Translation<typeof source> = {
  // Common actions
  'common.close': 'Закрити',
  'common.cancel': 'Скасувати',
  'common.back': 'Назад',
  'common.more': 'Читати далі',
  'common.loading': 'Завантаження…',
  'common.retry': 'Спробувати ще раз',
  'common.backHome': 'Повернутися на головну',
  'common.previous': 'Попередній слайд',
  'common.next': 'Наступний слайд',

  // Store views
  'store.pl.name': 'Польська',
  'store.en.name': 'Англійська (Європа)',
  'store.tn.name': 'Французька (Туніс)',
  'store.hr.name': 'Хорватська',
  'store.us.name': 'Англійська (США)',
  'store.ro.name': 'Румунська',
  'store.ua.name': 'Українська',

  // Home page
  'home.heading': 'Догляд за чутливою шкірою, створений разом із дерматологами',
  'home.intro': 'Знайдіть відповідний догляд Dermeya для своєї шкіри: за потребами, проблемою шкіри або лінією продуктів.',
  'home.hero': 'Рекомендуємо',
  'home.slide': 'Слайд {value} з {count}',
  'home.carousel': 'карусель',
  'home.slideRole': 'слайд',
  'home.lines': 'Наші лінії продуктів',
  'home.instagram': 'Dermeya в Instagram',
  'home.instagramPost': 'Допис в Instagram {value}',
  'home.expert': 'Порада експерта',
  'home.blog': 'З нашого блогу',
  'home.readArticle': 'Читати статтю',

  // Header
  'header.menu': 'Меню',
  'header.skipToContent': 'Перейти до вмісту',
  'header.topBar': 'Новини магазину',
  'header.searchPlaceholder': 'Шукати',
  'header.storeSwitcher': 'Країна та мова',
  'header.account': 'Мій обліковий запис',
  'header.cart': 'Кошик',
  'header.minicart': 'Кошик, продукти: {count}',
  'header.home': 'Dermeya: головна сторінка',
  'header.categories': 'Продукти',
  'header.needs': 'Потреби',
  'header.lines': 'Лінії продуктів',
  'header.navigation': 'Головна навігація',
  'header.menuOpen': 'Відкрити меню',

  // Footer
  'footer.shop': 'Магазин',
  'footer.navigation': 'Навігація внизу сторінки',
  'footer.help': 'Допомога',
  'footer.advice': 'Поради',
  'footer.brand': 'Dermeya',
  'footer.followUs': 'Стежте за нами',
  'footer.newsletter': 'Розсилка',
  'footer.copyright': '© Dermeya. Усі права захищено.',

  // Cookie consent banner
  'cookie.title': 'Ми використовуємо файли cookie',
  'cookie.text':
    'Ми використовуємо файли cookie, щоб магазин працював, щоб запам’ятовувати ваш вибір і, за вашою згодою, для статистики та маркетингу.',
  'cookie.acceptAll': 'Прийняти всі',
  'cookie.rejectOptional': 'Лише необхідні',
  'cookie.settings': 'Налаштування cookie',

  // Welcome modal
  'welcome.title': 'Вітаємо в новому магазині Dermeya',
  'welcome.text': 'Ми оновили наш магазин: він працює швидше, і в ньому легше знайти відповідний догляд для вашої шкіри.',
  'welcome.start': 'Почати покупки',

  // Country detection prompt
  'country.title': 'Ви перебуваєте в країні: {name}?',
  'country.text': 'Для вашої країни є окремий магазин Dermeya. Бажаєте перейти до нього?',
  'country.go': 'Перейти до магазину',
  'country.stay': 'Залишитися тут',

  // Offline
  'offline.banner': 'Ви офлайн. Деякі функції можуть бути недоступні.',
  'offline.online': 'Ви знову онлайн.',

  // A moved page (a redirect route)
  'redirect.title': 'Цю сторінку переміщено',
  'redirect.link': 'Перейти на нову сторінку',
};
