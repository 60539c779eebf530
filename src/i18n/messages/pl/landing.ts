/** Polish texts of series, emotopic and hair-loss landing pages (see ../en/landing.ts). */
import type { landing as source } from '../en/landing.ts';
import type { Translation } from '../../types.ts';

export const landing: Translation<typeof source> = {
  'landing.products': 'Produkty',
  'landing.buyTogether': 'Kup razem',
  'landing.gift': 'Prezent do zamówienia',
  'landing.giftNote': 'Dodajemy go do zamówienia bezpłatnie',
  'landing.faq': 'Pytania i odpowiedzi',
  'landing.reviews': 'Opinie',
  'landing.rating': 'Ocena {rating} na {max}',
  'landing.lineProducts': 'Produkty z linii {line}',
  'landing.allLineProducts': 'Wszystkie produkty z linii {line}',
  'landing.more': 'Więcej na ten temat',
};
