/** Ukrainian catalogue texts (see ../en/catalog.ts). */
import type { catalog as source } from '../en/catalog.ts';
import type { Translation } from '../../types.ts';

export const catalog: Translation<typeof source> = {
  // Product lines
  'line.A': 'Алергічна шкіра',
  'line.DS': 'Себорейний дерматит',
  'line.E': 'Атопічна шкіра',
  'line.F': 'Флюїди',
  'line.H': 'Волосся',
  'line.M': 'Материнство',
  'line.N': 'Шкіра, схильна до куперозу',
  'line.R': 'Розацеа',
  'line.P': 'Псоріаз',
  'line.S': 'Захист від сонця',
  'line.T': 'Акне',
  'line.V': 'Вітиліго',
  'line.W': 'Освітлення шкіри',
  'line.X': 'Шкіра після радіотерапії',

  // Sorting
  'sort.label': 'Сортувати за',
  'sort.latest': 'Найновіші',
  'sort.priceAsc': 'Ціна: від найнижчої',
  'sort.priceDesc': 'Ціна: від найвищої',

  // Filters
  'filter.title': 'Фільтри',
  'filter.color': 'Колір',
  'filter.seria': 'Лінія продуктів',
  'filter.size': 'Об’єм',
  'filter.day_night': 'День чи ніч',
  'filter.price': 'Ціна',
  'filter.price.below': '< {to}\u00a0{currency}',
  'filter.price.above': '≥ {from}\u00a0{currency}',
  'filter.price.range': '{from} - {to}',
  'filter.clear': 'Очистити фільтри',
  'filter.day': 'День',
  'filter.night': 'Ніч',

  // Listings
  'listing.count': 'Продукти: {count}',
  'listing.loadMore': 'Завантажити ще',
  'listing.empty': 'Тут поки немає продуктів.',
  'listing.lineProducts': 'Продукти лінії',
  'listing.subcategories': 'Категорії',
  'listing.products': 'Продукти в цій категорії',
  'listing.noMatch': 'Жоден продукт не відповідає вибраним фільтрам.',
  'listing.loading': 'Завантажуємо продукти…',
  'listing.goodToKnow': 'Варто знати',
  'listing.description': 'Дермокосметика Dermeya: {name}.',
  'listing.noScript':
    'Для фільтрування, сортування та завантаження додаткових продуктів потрібен JavaScript: увімкніть його в браузері.',
  'listing.loadFailed': 'Не вдалося завантажити фільтри та сортування: оновіть сторінку, щоб спробувати ще раз.',

  // Product page
  'product.addToCart': 'Додати до кошика',
  'product.chooseVariant': 'Оберіть варіант',
  'product.inStock': 'У наявності',
  'product.outOfStock': 'Немає в наявності',
  'product.availabilityUnknown': 'Наявність невідома',
  'product.benefits': 'Переваги',
  'product.expertTips': 'Поради експерта',
  'product.leaflet': 'Інструкція',
  'product.video': 'Відео',
  'product.complementary': 'Доповнювальні продукти',
  'product.whereToBuy': 'Де купити',
  'product.sku': 'Код: {code}',
  'product.quantity': 'Кількість',
  'product.gallery': 'Галерея продукту',
  'product.reviews': 'Відгуки',
  'product.new': 'Новинка',
  'product.sale': 'Знижка',
  'product.ean': 'EAN: {code}',
  'product.details': 'Деталі',
  'product.description': 'Опис',
  'product.bundle': 'Склад набору',
  'product.bundleDefault': 'вибір за замовчуванням',
  'product.grouped': 'Продукти в цьому наборі',
  'product.quantityOf': '{quantity} ×',
  'product.currentVariant': 'вибрано',

  // Prices
  'price.special': 'Акційна ціна',
  'price.regular': 'Звичайна ціна',
  'price.lowest30': 'Найнижча ціна за останні 30 днів: {price}',
  'price.inclTax': 'з ПДВ',

  // Search
  'search.placeholder': 'Шукати продукти',
  'search.resultsFor': 'Результати пошуку за запитом «{query}»',
  'search.noResults': 'За запитом «{query}» продуктів не знайдено.',
  'search.offlineNotice': 'Ви офлайн: ці результати взято з копії, збереженої на вашому пристрої.',
  'search.unavailable': 'Пошук зараз недоступний. Спробуйте ще раз за хвилину.',
  'search.fallbackNotice': 'Пошук не відповідає: ці результати взято зі спрощеного пошуку в каталозі.',
  'search.loading': 'Пошук…',
  'search.submit': 'Шукати',
  'search.landmark': 'Пошук у магазині',
  'search.noScript': 'Для пошуку потрібен JavaScript: увімкніть його в браузері або знайдіть продукти через меню.',
  'search.loadFailed': 'Не вдалося завантажити пошук: оновіть сторінку, щоб спробувати ще раз, або знайдіть продукти через меню.',

  // Breadcrumbs
  'breadcrumbs.home': 'Головна',
  'breadcrumbs.label': 'Навігаційний ланцюжок',
};
