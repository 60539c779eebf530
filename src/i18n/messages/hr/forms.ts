/** Croatian form texts (see ../en/forms.ts). */
import type { forms as source } from '../en/forms.ts';
import type { Translation } from '../../types.ts';

export const forms: Translation<typeof source> = {
  // Shared
  'form.send': 'Pošalji',
  'form.sending': 'Slanje…',
  'form.name': 'Ime i prezime',
  'form.email': 'Adresa e-pošte',
  'form.phone': 'Broj telefona',
  'form.subject': 'Predmet',
  'form.content': 'Poruka',
  'form.attachments': 'Privici',
  'form.terms': 'Prihvaćam uvjete korištenja',
  'form.consentMarketing': 'Pristajem primati marketinške obavijesti e-poštom',
  'form.consentSms': 'Pristajem primati marketinške obavijesti SMS-om',
  'form.privacy': 'Pročitao/la sam pravila privatnosti',
  'form.optional': 'neobvezno',

  // Contact
  'contact.title': 'Pišite nam',
  'contact.sent': 'Hvala, vaša je poruka poslana.',
  'contact.notSent': 'Poruku nije bilo moguće poslati. Pokušajte ponovno.',

  // Ask a doctor
  'doctor.title': 'Pitajte liječnika',
  'doctor.question': 'Vaše pitanje',
  'doctor.answerTime': 'Liječnik odgovara u roku od {count} sata ({days} radna dana).',
  'doctor.skinType': 'Problem s kožom',
  'doctor.age': 'Dob',

  // Report a problem
  'problem.title': 'Prijavite problem',
  'problem.description': 'Opišite problem',
  'problem.orderNumber': 'Broj narudžbe',
  'problem.sent': 'Hvala, zaprimili smo vašu prijavu.',

  // Reviews
  'review.title': 'Napišite recenziju',
  'review.rating': 'Vaša ocjena',
  'review.stars': '{count} od 5 zvjezdica',
  'review.opinion': 'Vaše mišljenje',
  'review.author': 'Potpis',
  'review.submit': 'Dodaj recenziju',
  'review.moderated': 'Recenzije se objavljuju nakon provjere.',
  'review.onlyCustomers': 'Recenzije mogu pisati samo registrirani kupci za proizvode koje su kupili.',
  'review.notAdded': 'Recenziju nije bilo moguće dodati. Pokušajte ponovno.',
  'review.badge.verified': 'Potvrđena kupnja',
  'review.badge.client': 'Kupac',
  'review.count': 'Recenzije: {count}',
  'review.none': 'Ovaj proizvod još nema recenzija.',

  // Newsletter
  'newsletter.title': 'Newsletter',
  'newsletter.lead': 'Prijavite se i dobijte kupon za popust od {amount}\u00a0%.',
  'newsletter.submit': 'Prijavi se',
  'newsletter.success': 'Hvala na prijavi na newsletter!',
  'newsletter.failed': 'Prijava na newsletter nije uspjela. Pokušajte ponovno.',
};
