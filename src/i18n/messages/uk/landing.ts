/** Ukrainian texts of series, emotopic and hair-loss landing pages (see ../en/landing.ts). */
import type { landing as source } from '../en/landing.ts';
import type { Translation } from '../../types.ts';

export const landing: Translation<typeof source> = {
  'landing.products': 'Продукти',
  'landing.buyTogether': 'Купуйте разом',
  'landing.gift': 'Подарунок до замовлення',
  'landing.giftNote': 'Додаємо до вашого замовлення безкоштовно',
  'landing.faq': 'Питання та відповіді',
  'landing.reviews': 'Відгуки',
  'landing.rating': 'Оцінка {rating} з {max}',
  'landing.lineProducts': 'Продукти серії {line}',
  'landing.allLineProducts': 'Усі продукти серії {line}',
  'landing.more': 'Більше на цю тему',
};
