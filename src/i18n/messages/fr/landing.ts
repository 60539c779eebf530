/** French texts of series, emotopic and hair-loss landing pages (see ../en/landing.ts). */
import type { landing as source } from '../en/landing.ts';
import type { Translation } from '../../types.ts';

export const landing: Translation<typeof source> = {
  'landing.products': 'Produits',
  'landing.buyTogether': 'Achetez ensemble',
  'landing.gift': 'Cadeau avec votre commande',
  'landing.giftNote': 'Ajouté gratuitement à votre commande',
  'landing.faq': 'Questions et réponses',
  'landing.reviews': 'Avis',
  'landing.rating': 'Noté {rating} sur {max}',
  'landing.lineProducts': 'Produits de la gamme {line}',
  'landing.allLineProducts': 'Tous les produits de la gamme {line}',
  'landing.more': 'Sur le même sujet',
};
