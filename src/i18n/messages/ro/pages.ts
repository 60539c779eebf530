/** Romanian texts of CMS, about, studies, values, ambassador, safe payment and delivery, external shops, streams, special offers (see ../en/pages.ts). */
import type { pages as source } from '../en/pages.ts';
import type { Translation } from '../../types.ts';

export const pages: Translation<typeof source> = {
  'pages.empty': 'Deocamdată nu este nimic aici. Revino în curând.',
  'pages.offers.empty': 'Momentan nu există oferte speciale. Revino în curând.',
  'pages.offers.see': 'Vezi oferta',
  'pages.offer.details': 'Detaliile ofertei',
  'pages.offer.products': 'Produse din ofertă',
  'pages.offer.box.contents': 'În set',
  'pages.offer.box.price': 'Prețul setului',
  'pages.offer.box.regular': 'Preț obișnuit',
  'pages.offer.box.gift': 'Cadou',
  'pages.offer.box.giftSku': 'Cod produs {sku}',
  'pages.offer.box.multipack': 'Pachet multiplu',
  'pages.ambassador.questions': 'Întrebări și răspunsuri',
  'pages.safe.payments': 'Metode de plată acceptate',
  'pages.safe.shippings': 'Metode de livrare',
  'pages.shops.intro': 'Produsele Dermeya se vând și în aceste magazine online.',
  'pages.shops.empty': 'Încă nu sunt listate magazine online.',
  'pages.shops.visit': 'Vizitează {domain}',
  'pages.streams.upcoming': 'Transmisiuni live viitoare',
  'pages.streams.past': 'Transmisiuni live trecute',
  'pages.streams.when': '{date}, ora {hour}',
  'pages.streams.empty': 'Momentan nu sunt programate transmisiuni live.',
};
