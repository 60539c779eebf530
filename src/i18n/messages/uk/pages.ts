/** Ukrainian texts of CMS, about, studies, values, ambassador, safe payment and delivery, external shops, streams, special offers (see ../en/pages.ts). */
import type { pages as source } from '../en/pages.ts';
import type { Translation } from '../../types.ts';

export const pages: Translation<typeof source> = {
  'pages.empty': 'Тут поки нічого немає. Завітайте згодом.',
  'pages.offers.empty': 'Наразі спеціальних пропозицій немає. Завітайте згодом.',
  'pages.offers.see': 'Переглянути пропозицію',
  'pages.offer.details': 'Деталі пропозиції',
  'pages.offer.products': 'Продукти в пропозиції',
  'pages.offer.box.contents': 'У наборі',
  'pages.offer.box.price': 'Ціна набору',
  'pages.offer.box.regular': 'Звичайна ціна',
  'pages.offer.box.gift': 'Подарунок',
  'pages.offer.box.giftSku': 'Код продукту {sku}',
  'pages.offer.box.multipack': 'Мультиупаковка',
  'pages.ambassador.questions': 'Запитання та відповіді',
  'pages.safe.payments': 'Способи оплати, які ми приймаємо',
  'pages.safe.shippings': 'Способи доставки',
  'pages.shops.intro': 'Продукти Dermeya також продають ці інтернет-магазини.',
  'pages.shops.empty': 'Інтернет-магазинів у списку поки немає.',
  'pages.shops.visit': 'Перейти на {domain}',
  'pages.streams.upcoming': 'Найближчі прямі трансляції',
  'pages.streams.past': 'Минулі прямі трансляції',
  'pages.streams.when': '{date} о {hour}',
  'pages.streams.empty': 'Наразі прямі трансляції не заплановані.',
};
