/** Ukrainian form texts (see ../en/forms.ts). */
import type { forms as source } from '../en/forms.ts';
import type { Translation } from '../../types.ts';

export const forms: Translation<typeof source> = {
  // Shared
  'form.send': 'Надіслати',
  'form.sending': 'Надсилання…',
  'form.name': 'Ім’я',
  'form.email': 'Адреса електронної пошти',
  'form.phone': 'Номер телефону',
  'form.subject': 'Тема',
  'form.content': 'Повідомлення',
  'form.attachments': 'Вкладення',
  'form.terms': 'Я приймаю умови користування',
  'form.consentMarketing': 'Я погоджуюся отримувати маркетингову інформацію електронною поштою',
  'form.consentSms': 'Я погоджуюся отримувати маркетингову інформацію в SMS',
  'form.privacy': 'Я ознайомився(-лася) з політикою конфіденційності',
  'form.optional': 'необов’язково',

  // Contact
  'contact.title': 'Напишіть нам',
  'contact.sent': 'Дякуємо, ваше повідомлення надіслано.',
  'contact.notSent': 'Не вдалося надіслати повідомлення. Спробуйте ще раз.',

  // Ask a doctor
  'doctor.title': 'Запитати лікаря',
  'doctor.question': 'Ваше запитання',
  'doctor.answerTime': 'Лікар відповідає протягом {count} годин ({days} робочих днів).',
  'doctor.skinType': 'Проблема шкіри',
  'doctor.age': 'Вік',

  // Report a problem
  'problem.title': 'Повідомити про проблему',
  'problem.description': 'Опишіть проблему',
  'problem.orderNumber': 'Номер замовлення',
  'problem.sent': 'Дякуємо, ми отримали ваше повідомлення.',

  // Reviews
  'review.title': 'Написати відгук',
  'review.rating': 'Ваша оцінка',
  'review.stars': '{count} з 5 зірок',
  'review.opinion': 'Ваш відгук',
  'review.author': 'Підпис',
  'review.submit': 'Додати відгук',
  'review.moderated': 'Відгуки публікуються після модерації.',
  'review.onlyCustomers': 'Відгуки можуть писати лише зареєстровані клієнти про придбані ними продукти.',
  'review.notAdded': 'Не вдалося додати відгук. Спробуйте ще раз.',
  'review.badge.verified': 'Підтверджена покупка',
  'review.badge.client': 'Клієнт',
  'review.count': 'Відгуки: {count}',
  'review.none': 'Цей продукт ще не має відгуків.',

  // Newsletter
  'newsletter.title': 'Розсилка',
  'newsletter.lead': 'Підпишіться та отримайте купон на знижку {amount}%.',
  'newsletter.submit': 'Підписатися',
  'newsletter.success': 'Дякуємо за підписку на розсилку!',
  'newsletter.failed': 'Не вдалося підписатися на розсилку. Спробуйте ще раз.',
};
