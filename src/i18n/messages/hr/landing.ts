/** Croatian texts of series, emotopic and hair-loss landing pages (see ../en/landing.ts). */
import type { landing as source } from '../en/landing.ts';
import type { Translation } from '../../types.ts';

export const landing: Translation<typeof source> = {
  'landing.products': 'Proizvodi',
  'landing.buyTogether': 'Kupite zajedno',
  'landing.gift': 'Poklon uz narudžbu',
  'landing.giftNote': 'Besplatno dodajemo uz vašu narudžbu',
  'landing.faq': 'Pitanja i odgovori',
  'landing.reviews': 'Recenzije',
  'landing.rating': 'Ocjena {rating} od {max}',
  'landing.lineProducts': 'Proizvodi linije {line}',
  'landing.allLineProducts': 'Svi proizvodi linije {line}',
  'landing.more': 'Više o ovoj temi',
};
