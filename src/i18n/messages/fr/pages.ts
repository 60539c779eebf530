/** French texts of CMS, about, studies, values, ambassador, safe payment and delivery, external shops, streams, special offers (see ../en/pages.ts). */
import type { pages as source } from '../en/pages.ts';
import type { Translation } from '../../types.ts';

export const pages: Translation<typeof source> = {
  'pages.empty': 'Cette page est encore vide. Revenez bientôt.',
  'pages.offers.empty': 'Aucune offre spéciale pour le moment. Revenez bientôt.',
  'pages.offers.see': 'Voir l’offre',
  'pages.offer.details': 'Détails de l’offre',
  'pages.offer.products': 'Produits de l’offre',
  'pages.offer.box.contents': 'Dans le coffret',
  'pages.offer.box.price': 'Prix du coffret',
  'pages.offer.box.regular': 'Prix habituel',
  'pages.offer.box.gift': 'Cadeau offert',
  'pages.offer.box.giftSku': 'Référence produit {sku}',
  'pages.offer.box.multipack': 'Lot',
  'pages.ambassador.questions': 'Questions et réponses',
  'pages.safe.payments': 'Moyens de paiement acceptés',
  'pages.safe.shippings': 'Modes de livraison',
  'pages.shops.intro': 'Les produits Dermeya sont aussi vendus par ces boutiques en ligne.',
  'pages.shops.empty': 'Aucune boutique en ligne n’est encore répertoriée.',
  'pages.shops.visit': 'Visiter {domain}',
  'pages.streams.upcoming': 'Prochains directs',
  'pages.streams.past': 'Directs passés',
  'pages.streams.when': '{date} à {hour}',
  'pages.streams.empty': 'Aucun direct n’est prévu pour le moment.',
};
