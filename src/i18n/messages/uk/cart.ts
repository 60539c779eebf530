/** Ukrainian cart, checkout, payment, delivery and order texts (see ../en/cart.ts). */
import type { cart as source } from '../en/cart.ts';
import type { Translation } from '../../types.ts';

export const cart: Translation<typeof source> = {
  // Cart
  'cart.title': 'Ваш кошик',
  'cart.empty': 'Ваш кошик порожній.',
  'cart.remove': 'Видалити',
  'cart.quantity': 'Кількість',
  'cart.subtotal': 'Проміжна сума',
  'cart.discount': 'Знижка',
  'cart.shipping': 'Доставка',
  'cart.tax': 'ПДВ',
  'cart.total': 'Разом',
  'cart.checkout': 'Оформити замовлення',
  'cart.loading': 'Завантажуємо ваш кошик…',
  'cart.itemUnavailable': 'Цього продукту немає в наявності',
  'cart.outOfStock': 'Продукту немає в наявності, тому його не можна додати до кошика.',
  'cart.onlyAvailable': 'Доступно лише {maxQuantity} шт.',
  'cart.priceUnknown': 'Ціна продукту невідома, тому його не можна додати до кошика.',
  'cart.noConfiguration': 'Такої конфігурації продукту не існує. Оберіть інші атрибути.',
  'cart.fixValidation': 'Виправте помилки у формі.',
  'cart.configureCustomOptions': 'Налаштуйте додаткові опції продукту.',
  'cart.configureBundleOptions': 'Налаштуйте опції набору.',
  'cart.stockCheck': 'Перевіряємо наявність',
  'cart.notActive': 'Кошик неактивний.',
  'cart.paymentInAnotherTab': 'Оплата вже відкрита в іншій вкладці.',

  // Notifications and modals
  'notification.addedToCart': 'Продукт додано до кошика',
  'notification.productsAddedToCart': 'Продукти додано до кошика',
  'notification.goToCart': 'Перейти до кошика',
  'notification.continueShopping': 'Продовжити покупки',
  'notification.ok': 'OK',
  'modal.areYouSure': 'Ви впевнені?',
  'modal.removeItem': 'Видалити цей продукт із кошика?',
  'modal.yes': 'Так',
  'modal.no': 'Ні',

  // Coupon
  'coupon.label': 'Промокод',
  'coupon.apply': 'Застосувати',
  'coupon.remove': 'Видалити код',
  'coupon.applied': 'Промокод {code} застосовано',
  'coupon.invalid': 'Промокод недійсний. Знижки не сумуються.',

  // Checkout sections
  'checkout.userData': 'Ваші дані',
  'checkout.deliveryMethod': 'Спосіб доставки',
  'checkout.paymentMethod': 'Спосіб оплати',
  'checkout.orderNotes': 'Коментар до замовлення',
  'checkout.discountCode': 'Промокод',
  'checkout.invoiceNeeded': 'Потрібен рахунок-фактура',
  'checkout.billingDifferent': 'Адреса для рахунку відрізняється від адреси доставки',
  'checkout.placeOrder': 'Замовити й оплатити',
  'checkout.summary': 'Підсумок замовлення',
  'checkout.createAccount': 'Створити обліковий запис із цим замовленням',
  'checkout.addressInvalid': 'Адреса в замовленні недійсна, тому замовлення скасовано. Зв’яжіться з нами: {email}.',
  'checkout.productsUnavailable': 'Деяких замовлених продуктів немає в наявності.',

  // Pickup points and parcel lockers
  'pickup.choose': 'Оберіть пункт видачі',
  'pickup.list': 'Список',
  'pickup.map': 'Карта',
  'pickup.openingHours': 'Години роботи',
  'pickup.workingDays': 'Понеділок – п’ятниця',
  'pickup.saturday': 'Субота',
  'pickup.sunday': 'Неділя',
  'pickup.closed': 'Зачинено',
  'pickup.cashOnDelivery': 'Можливий накладений платіж',
  'pickup.noCashOnDelivery': 'Накладений платіж недоступний',
  'pickup.locker': 'Поштомат {code}',

  // Payment
  'payment.card': 'Оплата карткою',
  'payment.payByLink': 'Онлайн-переказ',
  'payment.cashOnDelivery': 'Накладений платіж',
  'payment.rejected': 'Оплату відхилено',
  'payment.rejectedText': 'Ваше замовлення відхилено. Ми не можемо обробити онлайн-оплату.',
  'payment.error501': 'Помилка оплати 501: немає авторизації або оплату скасував користувач.',
  'payment.notSupportedByShipper': 'Обраний перевізник не підтримує цей спосіб оплати.',
  'payment.retry': 'Спробувати оплатити ще раз',
  'payment.retryNotAlways': 'Повторна оплата можлива не завжди.',
  'payment.reason': 'Причина: {error}',

  // Delivery and business constants
  'delivery.freeShippingAbove': 'Безкоштовна доставка для замовлень від {amount}',
  'delivery.cashOnDeliveryFee': 'Накладений платіж: {amount}',
  'delivery.time': 'Термін доставки: {days} дн.',
  'delivery.withdrawal': 'Ви можете відмовитися від покупки протягом {days} днів',

  // Orders
  'order.thankYou': 'Дякуємо за замовлення!',
  'order.number': 'Номер замовлення: {code}',
  'order.queued':
    'Замовлення не вдалося надіслати через помилку сервера, тому його поставлено в чергу й буде надіслано, щойно з’єднання відновиться.',
  'order.placedDate': 'Дата замовлення',
  'order.shipDate': 'Дата відправлення',
  'order.status': 'Статус',
  'order.total': 'Разом',
  'order.reorder': 'Замовити знову',
  'order.status.new': 'Нове',
  'order.status.pending': 'Очікує',
  'order.status.processing': 'Обробляється',
  'order.status.holded': 'Призупинено',
  'order.status.canceled': 'Скасовано',
  'order.status.waiting': 'Очікує обробки',
};
