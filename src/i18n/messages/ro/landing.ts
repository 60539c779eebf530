/** Romanian texts of series, emotopic and hair-loss landing pages (see ../en/landing.ts). */
import type { landing as source } from '../en/landing.ts';
import type { Translation } from '../../types.ts';

export const landing: Translation<typeof source> = {
  'landing.products': 'Produse',
  'landing.buyTogether': 'Cumpără împreună',
  'landing.gift': 'Cadou la comandă',
  'landing.giftNote': 'Adăugat gratuit la comanda ta',
  'landing.faq': 'Întrebări și răspunsuri',
  'landing.reviews': 'Recenzii',
  'landing.rating': 'Evaluat cu {rating} din {max}',
  'landing.lineProducts': 'Produsele gamei {line}',
  'landing.allLineProducts': 'Toate produsele gamei {line}',
  'landing.more': 'Mai multe despre acest subiect',
};
