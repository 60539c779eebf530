/** Croatian cart, checkout, payment, delivery and order texts (see ../en/cart.ts). */
import type { cart as source } from '../en/cart.ts';
import type { Translation } from '../../types.ts';

export const cart: Translation<typeof source> = {
  // Cart
  'cart.title': 'Vaša košarica',
  'cart.empty': 'Vaša je košarica prazna.',
  'cart.remove': 'Ukloni',
  'cart.quantity': 'Količina',
  'cart.subtotal': 'Međuzbroj',
  'cart.discount': 'Popust',
  'cart.shipping': 'Dostava',
  'cart.tax': 'PDV',
  'cart.total': 'Ukupno',
  'cart.checkout': 'Na blagajnu',
  'cart.loading': 'Učitavamo vašu košaricu…',
  'cart.itemUnavailable': 'Ovog proizvoda nema na zalihi',
  'cart.outOfStock': 'Proizvoda nema na zalihi i ne može se dodati u košaricu.',
  'cart.onlyAvailable': 'Dostupno samo {maxQuantity} kom.',
  'cart.priceUnknown': 'Cijena proizvoda nije poznata pa se proizvod ne može dodati u košaricu.',
  'cart.noConfiguration': 'Takva konfiguracija proizvoda ne postoji. Odaberite druge atribute.',
  'cart.fixValidation': 'Ispravite pogreške u obrascu.',
  'cart.configureCustomOptions': 'Odaberite dodatne opcije proizvoda.',
  'cart.configureBundleOptions': 'Odaberite opcije seta.',
  'cart.stockCheck': 'Provjeravamo zalihu',
  'cart.notActive': 'Košarica nije aktivna.',
  'cart.paymentInAnotherTab': 'Plaćanje je već otvoreno u drugoj kartici.',

  // Notifications and modals
  'notification.addedToCart': 'Proizvod je dodan u košaricu',
  'notification.productsAddedToCart': 'Proizvodi su dodani u košaricu',
  'notification.goToCart': 'Idi u košaricu',
  'notification.continueShopping': 'Nastavi kupnju',
  'notification.ok': 'U redu',
  'modal.areYouSure': 'Jeste li sigurni?',
  'modal.removeItem': 'Želite li ukloniti ovaj proizvod iz košarice?',
  'modal.yes': 'Da',
  'modal.no': 'Ne',

  // Coupon
  'coupon.label': 'Kod za popust',
  'coupon.apply': 'Primijeni',
  'coupon.remove': 'Ukloni kod',
  'coupon.applied': 'Primijenjen je kod za popust {code}',
  'coupon.invalid': 'Kod za popust nije valjan. Popusti se ne zbrajaju.',

  // Checkout sections
  'checkout.userData': 'Vaši podaci',
  'checkout.deliveryMethod': 'Način dostave',
  'checkout.paymentMethod': 'Način plaćanja',
  'checkout.orderNotes': 'Napomene uz narudžbu',
  'checkout.discountCode': 'Kod za popust',
  'checkout.invoiceNeeded': 'Trebam račun (R1)',
  'checkout.billingDifferent': 'Adresa za naplatu razlikuje se od adrese za dostavu',
  'checkout.placeOrder': 'Naruči i plati',
  'checkout.summary': 'Sažetak narudžbe',
  'checkout.createAccount': 'Otvori korisnički račun uz ovu narudžbu',
  'checkout.addressInvalid': 'Adresa navedena u narudžbi nije ispravna pa je narudžba otkazana. Javite nam se na {email}.',
  'checkout.productsUnavailable': 'Neki od naručenih proizvoda nisu dostupni.',

  // Pickup points and parcel lockers
  'pickup.choose': 'Odaberite mjesto preuzimanja',
  'pickup.list': 'Popis',
  'pickup.map': 'Karta',
  'pickup.openingHours': 'Radno vrijeme',
  'pickup.workingDays': 'Od ponedjeljka do petka',
  'pickup.saturday': 'Subota',
  'pickup.sunday': 'Nedjelja',
  'pickup.closed': 'Zatvoreno',
  'pickup.cashOnDelivery': 'Moguće plaćanje pouzećem',
  'pickup.noCashOnDelivery': 'Plaćanje pouzećem nije moguće',
  'pickup.locker': 'Paketomat {code}',

  // Payment
  'payment.card': 'Plaćanje karticom',
  'payment.payByLink': 'Internetsko bankarstvo',
  'payment.cashOnDelivery': 'Plaćanje pouzećem',
  'payment.rejected': 'Plaćanje odbijeno',
  'payment.rejectedText': 'Vaša je narudžba odbijena. Ne možemo obraditi plaćanje putem interneta.',
  'payment.error501': 'Pogreška plaćanja 501: nema autorizacije ili je korisnik otkazao plaćanje.',
  'payment.notSupportedByShipper': 'Odabrani dostavljač ne podržava ovaj način plaćanja.',
  'payment.retry': 'Pokušaj ponovno platiti',
  'payment.retryNotAlways': 'Ponovno plaćanje nije uvijek moguće.',
  'payment.reason': 'Razlog: {error}',

  // Delivery and business constants
  'delivery.freeShippingAbove': 'Besplatna dostava za narudžbe iznad {amount}',
  'delivery.cashOnDeliveryFee': 'Plaćanje pouzećem: {amount}',
  'delivery.time': 'Dostava za {days} dana',
  'delivery.withdrawal': 'Od kupnje možete odustati u roku od {days} dana',

  // Orders
  'order.thankYou': 'Hvala na narudžbi!',
  'order.number': 'Broj narudžbe: {code}',
  'order.queued':
    'Narudžba nije poslana zbog pogreške poslužitelja pa je stavljena u red čekanja i bit će poslana kada se veza vrati.',
  'order.placedDate': 'Datum narudžbe',
  'order.shipDate': 'Datum slanja',
  'order.status': 'Status',
  'order.total': 'Ukupno',
  'order.reorder': 'Naruči ponovno',
  'order.status.new': 'Nova',
  'order.status.pending': 'Na čekanju',
  'order.status.processing': 'U obradi',
  'order.status.holded': 'Zadržana',
  'order.status.canceled': 'Otkazana',
  'order.status.waiting': 'Čeka obradu',
};
