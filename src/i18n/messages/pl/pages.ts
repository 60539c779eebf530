/** Polish texts of CMS, about, studies, values, ambassador, safe payment and delivery, external shops, streams, special offers (see ../en/pages.ts). */
import type { pages as source } from '../en/pages.ts';
import type { Translation } from '../../types.ts';

export const pages: Translation<typeof source> = {
  'pages.empty': 'Na razie nic tu nie ma. Zajrzyj do nas wkrótce.',
  'pages.offers.empty': 'Obecnie nie mamy ofert specjalnych. Zajrzyj do nas wkrótce.',
  'pages.offers.see': 'Zobacz ofertę',
  'pages.offer.details': 'Szczegóły oferty',
  'pages.offer.products': 'Produkty w ofercie',
  'pages.offer.box.contents': 'W zestawie',
  'pages.offer.box.price': 'Cena zestawu',
  'pages.offer.box.regular': 'Cena regularna',
  'pages.offer.box.gift': 'Prezent',
  'pages.offer.box.giftSku': 'Kod produktu {sku}',
  'pages.offer.box.multipack': 'Wielopak',
  'pages.ambassador.questions': 'Pytania i odpowiedzi',
  'pages.safe.payments': 'Akceptowane metody płatności',
  'pages.safe.shippings': 'Sposoby dostawy',
  'pages.shops.intro': 'Produkty Dermeya kupisz także w tych sklepach internetowych.',
  'pages.shops.empty': 'Lista sklepów internetowych jest jeszcze pusta.',
  'pages.shops.visit': 'Przejdź do {domain}',
  'pages.streams.upcoming': 'Nadchodzące transmisje na żywo',
  'pages.streams.past': 'Minione transmisje na żywo',
  'pages.streams.when': '{date}, godz. {hour}',
  'pages.streams.empty': 'Obecnie nie planujemy transmisji na żywo.',
};
