/** Romanian form texts (see ../en/forms.ts). */
import type { forms as source } from '../en/forms.ts';
import type { Translation } from '../../types.ts';

export const forms: Translation<typeof source> = {
  // Shared
  'form.send': 'Trimite',
  'form.sending': 'Se trimite…',
  'form.name': 'Nume',
  'form.email': 'Adresa de e-mail',
  'form.phone': 'Număr de telefon',
  'form.subject': 'Subiect',
  'form.content': 'Mesaj',
  'form.attachments': 'Atașamente',
  'form.terms': 'Accept termenii și condițiile',
  'form.consentMarketing': 'Sunt de acord să primesc informații de marketing prin e-mail',
  'form.consentSms': 'Sunt de acord să primesc informații de marketing prin SMS',
  'form.privacy': 'Am citit politica de confidențialitate',
  'form.optional': 'opțional',

  // Contact
  'contact.title': 'Scrie-ne',
  'contact.sent': 'Îți mulțumim! Mesajul tău a fost trimis.',
  'contact.notSent': 'Mesajul nu a putut fi trimis. Încearcă din nou.',

  // Ask a doctor
  'doctor.title': 'Întreabă un medic',
  'doctor.question': 'Întrebarea ta',
  'doctor.answerTime': 'Un medic răspunde în {count} de ore ({days} zile lucrătoare).',
  'doctor.skinType': 'Problema pielii',
  'doctor.age': 'Vârsta',

  // Report a problem
  'problem.title': 'Raportează o problemă',
  'problem.description': 'Descrie problema',
  'problem.orderNumber': 'Numărul comenzii',
  'problem.sent': 'Îți mulțumim! Am primit sesizarea ta.',

  // Reviews
  'review.title': 'Scrie o recenzie',
  'review.rating': 'Nota ta',
  'review.stars': '{count} din 5 stele',
  'review.opinion': 'Părerea ta',
  'review.author': 'Semnătura',
  'review.submit': 'Adaugă recenzia',
  'review.moderated': 'Recenziile sunt publicate după moderare.',
  'review.onlyCustomers': 'Doar clienții înregistrați pot scrie recenzii pentru produsele cumpărate.',
  'review.notAdded': 'Recenzia ta nu a putut fi adăugată. Încearcă din nou.',
  'review.badge.verified': 'Achiziție verificată',
  'review.badge.client': 'Client',
  'review.count': 'Recenzii: {count}',
  'review.none': 'Acest produs nu are încă recenzii.',

  // Newsletter
  'newsletter.title': 'Newsletter',
  'newsletter.lead': 'Abonează-te și primești un cupon de reducere de {amount}%.',
  'newsletter.submit': 'Abonează-te',
  'newsletter.success': 'Îți mulțumim că te-ai abonat la newsletter!',
  'newsletter.failed': 'Abonarea la newsletter a eșuat. Încearcă din nou.',
};
