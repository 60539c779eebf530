/** Croatian texts of CMS, about, studies, values, ambassador, safe payment and delivery, external shops, streams, special offers (see ../en/pages.ts). */
import type { pages as source } from '../en/pages.ts';
import type { Translation } from '../../types.ts';

export const pages: Translation<typeof source> = {
  'pages.empty': 'Ovdje još nema sadržaja. Navratite uskoro.',
  'pages.offers.empty': 'Trenutačno nema posebnih ponuda. Navratite uskoro.',
  'pages.offers.see': 'Pogledajte ponudu',
  'pages.offer.details': 'Detalji ponude',
  'pages.offer.products': 'Proizvodi u ponudi',
  'pages.offer.box.contents': 'U setu',
  'pages.offer.box.price': 'Cijena seta',
  'pages.offer.box.regular': 'Redovna cijena',
  'pages.offer.box.gift': 'Poklon',
  'pages.offer.box.giftSku': 'Šifra proizvoda {sku}',
  'pages.offer.box.multipack': 'Višestruko pakiranje',
  'pages.ambassador.questions': 'Pitanja i odgovori',
  'pages.safe.payments': 'Načini plaćanja koje prihvaćamo',
  'pages.safe.shippings': 'Načini dostave',
  'pages.shops.intro': 'Proizvode Dermeya prodaju i ove internetske trgovine.',
  'pages.shops.empty': 'Još nema navedenih internetskih trgovina.',
  'pages.shops.visit': 'Posjetite {domain}',
  'pages.streams.upcoming': 'Nadolazeći prijenosi uživo',
  'pages.streams.past': 'Prošli prijenosi uživo',
  'pages.streams.when': '{date} u {hour}',
  'pages.streams.empty': 'Trenutačno nisu planirani prijenosi uživo.',
};
