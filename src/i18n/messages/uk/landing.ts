/** Ukrainian texts of series, emotopic and hair-loss landing pages (see ../en/landing.ts). */
import type { landing as source } from '../en/landing.ts';
import type { Translation } from '../../types.ts';

export const landing: Translation<typeof source> = {
  'landing.products': 'Продукти',
  'landing.buyTogether': 'Купуйте разом',
  'landing.gift': 'Подарунок до замовлення',
  'landing.giftNote': 'Додаємо до вашого замовлення безкоштовно',
  'landing.faq': 'Запитання та відповіді',
  'landing.reviews': 'Відгуки',
  'landing.rating': 'Оцінка {rating} з {max}',
  'landing.lineProducts': 'Продукти лінії {line}',
  'landing.allLineProducts': 'Усі продукти лінії {line}',
  'landing.more': 'Більше на цю тему',
};
