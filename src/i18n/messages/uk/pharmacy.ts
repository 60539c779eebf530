/** Ukrainian texts of the pharmacy finder (see ../en/pharmacy.ts). */
import type { pharmacy as source } from '../en/pharmacy.ts';
import type { Translation } from '../../types.ts';

export const pharmacy: Translation<typeof source> = {
  'pharmacy.intro':
    'Продукти Dermeya продаються в цих аптеках. Шукайте за населеним пунктом чи поштовим індексом або скористайтеся своїм місцезнаходженням, щоб побачити найближчі.',
  'pharmacy.searchLabel': 'Населений пункт або поштовий індекс',
  'pharmacy.searchHint': 'Введіть населений пункт або перші цифри поштового індексу.',
  'pharmacy.locate': 'Використати моє місцезнаходження',
  'pharmacy.locating': 'Визначаємо ваше місцезнаходження…',
  'pharmacy.located': 'Спочатку найближчі до вашого місцезнаходження.',
  'pharmacy.sortByCity': 'Сортувати за населеним пунктом',
  'pharmacy.locationDenied': 'Доступ до місцезнаходження заборонено. Шукайте за населеним пунктом або поштовим індексом.',
  'pharmacy.locationFailed': 'Не вдалося визначити ваше місцезнаходження. Шукайте за населеним пунктом або поштовим індексом.',
  'pharmacy.count': 'Аптеки: {count}',
  'pharmacy.noResults': 'Жодна аптека не відповідає запиту «{query}». Спробуйте інший населений пункт або індекс.',
  'pharmacy.none': 'Для цієї країни аптек у списку ще немає.',
  'pharmacy.results': 'Аптеки',
  'pharmacy.nearest': 'Найближчі аптеки',
  'pharmacy.hours': 'Години роботи',
  'pharmacy.distance': 'за {value}',
  'pharmacy.mapLabel': 'Карта аптек зі списку',
  'pharmacy.mapCanvas': 'Перегляд карти: стрілки рухають карту, + і − наближують і віддаляють',
  'pharmacy.mapLoading': 'Завантажуємо карту…',
  'pharmacy.mapFailed': 'Не вдалося завантажити карту. У списку ті самі аптеки.',
  'pharmacy.tilesFailed': 'Не вдалося завантажити зображення карти. У списку ті самі аптеки.',
  'pharmacy.youAreHere': 'Ваше місцезнаходження',
  'pharmacy.zoomIn': 'Збільшити',
  'pharmacy.zoomOut': 'Зменшити',
  'pharmacy.closePopup': 'Закрити',
};
