/** Ukrainian sign-in, registration and account texts (see ../en/account.ts). */
import type { account as source } from '../en/account.ts';
import type { Translation } from '../../types.ts';

export const account: Translation<typeof source> = {
  // Sign-in and registration
  'auth.email': 'Адреса електронної пошти',
  'auth.password': 'Пароль',
  'auth.repeatPassword': 'Повторіть пароль',
  'auth.currentPassword': 'Поточний пароль',
  'auth.newPassword': 'Новий пароль',
  'auth.signIn': 'Увійти',
  'auth.signOut': 'Вийти',
  'auth.register': 'Створити обліковий запис',
  'auth.forgotPassword': 'Забули пароль?',
  'auth.sendResetLink': 'Надіслати посилання',
  'auth.resetSent': 'Ми надіслали вам лист із посиланням для встановлення нового пароля.',
  'auth.passwordChanged': 'Ваш пароль змінено.',
  'auth.registrationTime': 'Реєстрація триває близько {count} секунд.',
  'auth.registered': 'Ваш обліковий запис створено. Вітаємо!',
  'auth.signInIncorrect': 'Не вдалося увійти, або ваш обліковий запис тимчасово заблоковано. Зачекайте та спробуйте пізніше.',
  'auth.passwordMismatch': 'Пароль не відповідає цьому обліковому запису.',
  'auth.customerExists': 'Клієнт із такою адресою електронної пошти вже існує.',
  'auth.resetFailed': 'Не вдалося надіслати лист для скидання пароля. Спробуйте ще раз.',
  'auth.resetOffline': 'Скидання пароля не працює в офлайн-режимі.',

  // Account sections
  'account.profile': 'Профіль',
  'account.yourData': 'Ваші дані',
  'account.orders': 'Замовлення',
  'account.addresses': 'Адреси',
  'account.delivery': 'Адреса доставки',
  'account.history': 'Історія замовлень',
  'account.newsletter': 'Розсилка',
  'account.newsletterPreferences': 'Налаштування розсилки',
  'account.loyaltyCard': 'Картка лояльності',
  'account.reviews': 'Відгуки',
  'account.recentlyViewed': 'Нещодавно переглянуті',
  'account.wishlist': 'Обране',
  'account.changePassword': 'Змінити пароль',
  'account.deleteAccount': 'Видалити обліковий запис',
  'account.deleteReason': 'Чому ви від нас ідете?',
  'account.save': 'Зберегти зміни',
  'account.saved': 'Ваші зміни збережено.',
  'account.updateProblem': 'Під час оновлення профілю виникла проблема. Спробуйте ще раз.',
  'account.noOrders': 'У вас ще немає замовлень.',
  'account.signInRequired': 'Увійдіть, щоб переглянути свій обліковий запис.',

  // Address fields
  'address.firstName': 'Ім’я',
  'address.lastName': 'Прізвище',
  'address.company': 'Назва компанії',
  'address.street': 'Вулиця',
  'address.houseNumber': 'Номер будинку чи квартири',
  'address.city': 'Населений пункт',
  'address.zip': 'Поштовий індекс',
  'address.country': 'Країна',
  'address.region': 'Область',
  'address.phone': 'Номер телефону',
  'address.taxId': 'Податковий номер',

  // Customer types
  'customer.type.individual': 'Фізична особа',
  'customer.type.professional': 'Медичний працівник',

  // Loyalty club and wishlist
  'loyalty.title': 'Клуб лояльності',
  'loyalty.join': 'Приєднатися до клубу лояльності',
  'loyalty.balance': 'Ваші бали: {count}',
  'loyalty.history': 'Історія балів',
  'loyalty.usePoints': 'Використати бали',
  'wishlist.add': 'Додати до обраного',
  'wishlist.remove': 'Видалити з обраного',
  'wishlist.empty': 'У вас ще немає обраних продуктів.',
  'wishlist.signInRequired': 'Увійдіть, щоб зберігати обрані продукти.',
};
