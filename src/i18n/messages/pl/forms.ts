/** Polish form texts (see ../en/forms.ts). */
import type { forms as source } from '../en/forms.ts';
import type { Translation } from '../../types.ts';

export const forms: Translation<typeof source> = {
  // Shared
  'form.send': 'Wyślij',
  'form.sending': 'Wysyłanie…',
  'form.name': 'Imię i nazwisko',
  'form.email': 'Adres e-mail',
  'form.phone': 'Numer telefonu',
  'form.subject': 'Temat',
  'form.content': 'Wiadomość',
  'form.attachments': 'Załączniki',
  'form.terms': 'Akceptuję regulamin',
  'form.consentMarketing': 'Zgadzam się na otrzymywanie informacji marketingowych e-mailem',
  'form.consentSms': 'Zgadzam się na otrzymywanie informacji marketingowych SMS-em',
  'form.privacy': 'Zapoznałam/zapoznałem się z polityką prywatności',
  'form.optional': 'opcjonalnie',

  // Contact
  'contact.title': 'Napisz do nas',
  'contact.sent': 'Dziękujemy, Twoja wiadomość została wysłana.',
  'contact.notSent': 'Nie udało się wysłać wiadomości. Spróbuj ponownie.',

  // Ask a doctor
  'doctor.title': 'Zapytaj lekarza',
  'doctor.question': 'Twoje pytanie',
  'doctor.answerTime': 'Lekarz odpowiada w ciągu {count} godzin ({days} dni roboczych).',
  'doctor.skinType': 'Problem skórny',
  'doctor.age': 'Wiek',

  // Report a problem
  'problem.title': 'Zgłoś problem',
  'problem.description': 'Opisz problem',
  'problem.orderNumber': 'Numer zamówienia',
  'problem.sent': 'Dziękujemy, otrzymaliśmy Twoje zgłoszenie.',

  // Reviews
  'review.title': 'Napisz opinię',
  'review.rating': 'Twoja ocena',
  'review.stars': '{count} z 5 gwiazdek',
  'review.opinion': 'Twoja opinia',
  'review.author': 'Podpis',
  'review.submit': 'Dodaj opinię',
  'review.moderated': 'Opinie są publikowane po moderacji.',
  'review.onlyCustomers': 'Opinie o kupionych produktach mogą pisać tylko zarejestrowani klienci.',
  'review.notAdded': 'Nie udało się dodać opinii. Spróbuj ponownie.',
  'review.badge.verified': 'Zweryfikowany zakup',
  'review.badge.client': 'Klient',
  'review.count': 'Opinie: {count}',
  'review.none': 'Ten produkt nie ma jeszcze opinii.',

  // Newsletter
  'newsletter.title': 'Newsletter',
  'newsletter.lead': 'Zapisz się i odbierz kupon rabatowy {amount}%.',
  'newsletter.submit': 'Zapisz się',
  'newsletter.success': 'Dziękujemy za zapisanie się do newslettera!',
  'newsletter.failed': 'Nie udało się zapisać do newslettera. Spróbuj ponownie.',
};
