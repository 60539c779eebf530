/** Ukrainian error messages (see ../en/errors.ts). */
import type { errors as source } from '../en/errors.ts';
import type { Translation } from '../../types.ts';

export const errors: Translation<typeof source> = {
  // Catalogue and content
  'error.productEmpty': 'Запит продукту не повернув результатів',
  'error.categoryEmpty': 'Запит категорії не повернув результатів {key} = {value}',
  'error.notFound': 'не знайдено',
  'error.noProductsSynced': 'Для цієї категорії немає синхронізованих продуктів. Поверніться, коли будете онлайн!',
  'error.noVariants': 'Немає доступних варіантів продукту',
  'error.contentLoad': 'Не вдалося завантажити. Початкова помилка: {error}',
  'error.routeNotFound': 'Маршрут не знайдено',
  'error.noMapping': 'Не знайдено відповідності для {path}',
  'error.productFetchMoved': 'product/fetch перенесено до product/loadProduct',
  'error.offlineUnavailable': 'Продукт, категорія або сторінка недоступні в офлайн-режимі. Переспрямовуємо на головну сторінку.',
  'error.noEntityType': 'Не зареєстровано тип сутності {type}',
  'error.searchKeyRequired': 'Вкажіть ключ пошуку для дії product/single!',
  'error.groupedNoLinks': 'Груповий продукт не має встановлених product_links',
  'error.storageQuota': 'Сховище браузера заповнене: локальний кеш очищено.',
  'error.generic': 'Щось пішло не так. Спробуйте ще раз.',

  // Tokens and network (spec 001 §8); the auth.*, response.* and sync.* keys are those of src/domain/client
  'auth.refreshFailed': 'Внутрішня помилка застосунку під час оновлення токенів. Очистіть сховище та оновіть сторінку.',
  'auth.refreshUnauthorized': 'Помилка оновлення токена користувача. Користувач не має доступу до ресурсу',
  'error.requestNoRoute': 'Запит не відповідає жодному маршруту',
  'error.serverError500': 'внутрішня помилка сервера 500',
  'response.badContentType': 'Помилка відповіді – неправильний тип вмісту!',
  'response.wrongFormat': 'Необроблена помилка – неправильний формат відповіді!',
  'sync.cartIdMissing': 'Обов’язковий аргумент cartId порожній. Кошик буде створено заново.',
  'error.sessionExpired': 'Ваш сеанс завершився. Увійдіть знову.',
  'error.internalValidation': 'Внутрішня помилка перевірки. Зверніться до нашої служби підтримки.',
  'error.registration': 'Під час реєстрації виникла проблема. Спробуйте пізніше.',
  'error.unsupportedEvent': 'Непідтримувана аналітична подія: {name}',
  'error.invalidCustomEvent': 'Власна аналітична подія потребує типу (ecommerce або common), назви та об’єкта даних',

  // Service worker
  'sw.registered': 'Застосунок обслуговується з кешу через service worker.',
  'sw.updated': 'Доступний новий вміст – оновіть сторінку.',
  'sw.cached': 'Вміст збережено для використання офлайн.',
  'sw.offline': 'Немає з’єднання з інтернетом. Застосунок працює в офлайн-режимі.',
  'sw.error': 'Помилка під час реєстрації service worker: {error}',
  'sw.missing': 'Файл service worker не знайдено.',
  'sw.wrongContentType': 'Файл service worker не має типу вмісту JavaScript.',
};
