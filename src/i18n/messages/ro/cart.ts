/** Romanian cart, checkout, payment, delivery and order texts (see ../en/cart.ts). */
import type { cart as source } from '../en/cart.ts';
import type { Translation } from '../../types.ts';

export const cart: Translation<typeof source> = {
  // Cart
  'cart.title': 'Coșul tău',
  'cart.empty': 'Coșul tău este gol.',
  'cart.remove': 'Elimină',
  'cart.quantity': 'Cantitate',
  'cart.subtotal': 'Subtotal',
  'cart.discount': 'Reducere',
  'cart.shipping': 'Livrare',
  'cart.tax': 'TVA',
  'cart.total': 'Total',
  'cart.checkout': 'Finalizează comanda',
  'cart.loading': 'Îți încărcăm coșul…',
  'cart.itemUnavailable': 'Acest produs nu mai este în stoc',
  'cart.outOfStock': 'Produsul nu este în stoc și nu poate fi adăugat în coș.',
  'cart.onlyAvailable': 'Stoc disponibil: {maxQuantity} buc.',
  'cart.priceUnknown': 'Prețul produsului este necunoscut, așa că produsul nu poate fi adăugat în coș.',
  'cart.noConfiguration': 'Această configurație a produsului nu există. Alege alte atribute.',
  'cart.fixValidation': 'Corectează erorile din formular.',
  'cart.configureCustomOptions': 'Configurează opțiunile suplimentare ale produsului.',
  'cart.configureBundleOptions': 'Configurează opțiunile setului.',
  'cart.stockCheck': 'Verificăm stocul',
  'cart.notActive': 'Coșul nu este activ.',
  'cart.paymentInAnotherTab': 'Plata este deja deschisă într-o altă filă.',

  // Notifications and modals
  'notification.addedToCart': 'Produs adăugat în coș',
  'notification.productsAddedToCart': 'Produse adăugate în coș',
  'notification.goToCart': 'Mergi la coș',
  'notification.continueShopping': 'Continuă cumpărăturile',
  'notification.ok': 'OK',
  'modal.areYouSure': 'Confirmi?',
  'modal.removeItem': 'Vrei să elimini acest produs din coș?',
  'modal.yes': 'Da',
  'modal.no': 'Nu',

  // Coupon
  'coupon.label': 'Cod de reducere',
  'coupon.apply': 'Aplică',
  'coupon.remove': 'Elimină codul',
  'coupon.applied': 'Codul de reducere {code} a fost aplicat',
  'coupon.invalid': 'Codul de reducere nu este valid. Reducerile nu se cumulează.',

  // Checkout sections
  'checkout.userData': 'Datele tale',
  'checkout.deliveryMethod': 'Metoda de livrare',
  'checkout.paymentMethod': 'Metoda de plată',
  'checkout.orderNotes': 'Observații la comandă',
  'checkout.discountCode': 'Cod de reducere',
  'checkout.invoiceNeeded': 'Doresc factură',
  'checkout.billingDifferent': 'Adresa de facturare diferă de adresa de livrare',
  'checkout.placeOrder': 'Comandă și plătește',
  'checkout.summary': 'Rezumatul comenzii',
  'checkout.createAccount': 'Creează un cont cu această comandă',
  'checkout.addressInvalid': 'Adresa din comandă nu este validă, așa că comanda a fost anulată. Contactează-ne la {email}.',
  'checkout.productsUnavailable': 'Unele dintre produsele comandate nu sunt disponibile.',

  // Pickup points and parcel lockers
  'pickup.choose': 'Alege un punct de ridicare',
  'pickup.list': 'Listă',
  'pickup.map': 'Hartă',
  'pickup.openingHours': 'Program',
  'pickup.workingDays': 'Luni–vineri',
  'pickup.saturday': 'Sâmbătă',
  'pickup.sunday': 'Duminică',
  'pickup.closed': 'Închis',
  'pickup.cashOnDelivery': 'Plata ramburs disponibilă',
  'pickup.noCashOnDelivery': 'Plata ramburs nu este disponibilă',
  'pickup.locker': 'Locker {code}',

  // Payment
  'payment.card': 'Plată cu cardul',
  'payment.payByLink': 'Transfer online',
  'payment.cashOnDelivery': 'Plată ramburs',
  'payment.rejected': 'Plată respinsă',
  'payment.rejectedText': 'Comanda ta a fost respinsă. Nu putem procesa plata online.',
  'payment.error501': 'Eroare de plată 501: lipsă autorizare sau plata a fost anulată de utilizator.',
  'payment.notSupportedByShipper': 'Această metodă de plată nu este acceptată de curierul ales.',
  'payment.retry': 'Încearcă din nou plata',
  'payment.retryNotAlways': 'Reluarea plății nu este întotdeauna posibilă.',
  'payment.reason': 'Motiv: {error}',

  // Delivery and business constants
  'delivery.freeShippingAbove': 'Livrare gratuită pentru comenzi de peste {amount}',
  'delivery.cashOnDeliveryFee': 'Plată ramburs: {amount}',
  'delivery.time': 'Livrare în {days} zile',
  'delivery.withdrawal': 'Te poți retrage din contract în {days} zile',

  // Orders
  'order.thankYou': 'Îți mulțumim pentru comandă!',
  'order.number': 'Numărul comenzii: {code}',
  'order.queued':
    'Comanda nu a putut fi trimisă din cauza unei erori de server, așa că a fost pusă în așteptare și va fi trimisă când revine conexiunea.',
  'order.placedDate': 'Plasată la',
  'order.shipDate': 'Expediată la',
  'order.status': 'Stare',
  'order.total': 'Total',
  'order.reorder': 'Comandă din nou',
  'order.status.new': 'Nouă',
  'order.status.pending': 'În așteptare',
  'order.status.processing': 'În procesare',
  'order.status.holded': 'Suspendată',
  'order.status.canceled': 'Anulată',
  'order.status.waiting': 'Așteaptă procesarea',
};
