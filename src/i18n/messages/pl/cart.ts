/** Polish cart, checkout, payment, delivery and order texts (see ../en/cart.ts). */
import type { cart as source } from '../en/cart.ts';
import type { Translation } from '../../types.ts';

export const cart: Translation<typeof source> = {
  // Cart
  'cart.title': 'Twój koszyk',
  'cart.empty': 'Twój koszyk jest pusty.',
  'cart.remove': 'Usuń',
  'cart.quantity': 'Ilość',
  'cart.subtotal': 'Wartość produktów',
  'cart.discount': 'Rabat',
  'cart.shipping': 'Dostawa',
  'cart.tax': 'VAT',
  'cart.total': 'Razem',
  'cart.checkout': 'Przejdź do zamówienia',
  'cart.loading': 'Wczytujemy Twój koszyk…',
  'cart.itemUnavailable': 'Ten produkt jest niedostępny',
  'cart.outOfStock': 'Produkt jest niedostępny i nie można go dodać do koszyka.',
  'cart.onlyAvailable': 'Dostępna ilość: {maxQuantity} szt.',
  'cart.priceUnknown': 'Cena produktu jest nieznana, dlatego nie można go dodać do koszyka.',
  'cart.noConfiguration': 'Nie ma takiej konfiguracji produktu. Wybierz inne atrybuty.',
  'cart.fixValidation': 'Popraw błędy w formularzu.',
  'cart.configureCustomOptions': 'Skonfiguruj opcje dodatkowe produktu.',
  'cart.configureBundleOptions': 'Skonfiguruj opcje zestawu.',
  'cart.stockCheck': 'Sprawdzamy dostępność',
  'cart.notActive': 'Koszyk nie jest aktywny.',
  'cart.paymentInAnotherTab': 'Płatność jest już otwarta w innej karcie.',

  // Notifications and modals
  'notification.addedToCart': 'Produkt dodany do koszyka',
  'notification.productsAddedToCart': 'Produkty dodane do koszyka',
  'notification.goToCart': 'Przejdź do koszyka',
  'notification.continueShopping': 'Kontynuuj zakupy',
  'notification.ok': 'OK',
  'modal.areYouSure': 'Czy na pewno?',
  'modal.removeItem': 'Czy chcesz usunąć ten produkt z koszyka?',
  'modal.yes': 'Tak',
  'modal.no': 'Nie',

  // Coupon
  'coupon.label': 'Kod rabatowy',
  'coupon.apply': 'Zastosuj',
  'coupon.remove': 'Usuń kod',
  'coupon.applied': 'Zastosowano kod rabatowy {code}',
  'coupon.invalid': 'Kod rabatowy jest nieprawidłowy. Rabaty nie sumują się.',

  // Checkout sections
  'checkout.userData': 'Twoje dane',
  'checkout.deliveryMethod': 'Sposób dostawy',
  'checkout.paymentMethod': 'Metoda płatności',
  'checkout.orderNotes': 'Uwagi do zamówienia',
  'checkout.discountCode': 'Kod rabatowy',
  'checkout.invoiceNeeded': 'Chcę otrzymać fakturę',
  'checkout.billingDifferent': 'Adres do faktury jest inny niż adres dostawy',
  'checkout.placeOrder': 'Zamawiam i płacę',
  'checkout.summary': 'Podsumowanie zamówienia',
  'checkout.createAccount': 'Załóż konto przy tym zamówieniu',
  'checkout.addressInvalid':
    'Adres podany w zamówieniu jest nieprawidłowy, dlatego zamówienie zostało anulowane. Skontaktuj się z nami: {email}.',
  'checkout.productsUnavailable': 'Niektóre z zamówionych produktów są niedostępne.',

  // Pickup points and parcel lockers
  'pickup.choose': 'Wybierz punkt odbioru',
  'pickup.list': 'Lista',
  'pickup.map': 'Mapa',
  'pickup.openingHours': 'Godziny otwarcia',
  'pickup.workingDays': 'Poniedziałek–piątek',
  'pickup.saturday': 'Sobota',
  'pickup.sunday': 'Niedziela',
  'pickup.closed': 'Nieczynne',
  'pickup.cashOnDelivery': 'Możliwa płatność przy odbiorze',
  'pickup.noCashOnDelivery': 'Płatność przy odbiorze niedostępna',
  'pickup.locker': 'Paczkomat {code}',

  // Payment
  'payment.card': 'Płatność kartą',
  'payment.payByLink': 'Szybki przelew',
  'payment.cashOnDelivery': 'Płatność przy odbiorze',
  'payment.rejected': 'Płatność odrzucona',
  'payment.rejectedText': 'Twoje zamówienie zostało odrzucone. Nie możemy zrealizować płatności online.',
  'payment.error501': 'Błąd płatności 501: brak autoryzacji lub płatność anulowana przez użytkownika.',
  'payment.notSupportedByShipper': 'Ta metoda płatności nie jest obsługiwana przez wybranego przewoźnika.',
  'payment.retry': 'Spróbuj zapłacić ponownie',
  'payment.retryNotAlways': 'Ponowna płatność nie zawsze jest możliwa.',
  'payment.reason': 'Powód: {error}',

  // Delivery and business constants
  'delivery.freeShippingAbove': 'Darmowa dostawa od {amount}',
  'delivery.cashOnDeliveryFee': 'Płatność przy odbiorze: {amount}',
  'delivery.time': 'Dostawa w {days} dni',
  'delivery.withdrawal': 'Możesz odstąpić od umowy w ciągu {days} dni',

  // Orders
  'order.thankYou': 'Dziękujemy za zamówienie!',
  'order.number': 'Numer zamówienia: {code}',
  'order.queued':
    'Nie udało się wysłać zamówienia z powodu błędu serwera, dlatego trafiło do kolejki i zostanie wysłane po przywróceniu połączenia.',
  'order.placedDate': 'Data złożenia',
  'order.shipDate': 'Data wysyłki',
  'order.status': 'Status',
  'order.total': 'Razem',
  'order.reorder': 'Zamów ponownie',
  'order.status.new': 'Nowe',
  'order.status.pending': 'Oczekujące',
  'order.status.processing': 'W realizacji',
  'order.status.holded': 'Wstrzymane',
  'order.status.canceled': 'Anulowane',
  'order.status.waiting': 'Oczekuje na realizację',
};
