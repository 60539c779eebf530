/** French form texts (see ../en/forms.ts). */
import type { forms as source } from '../en/forms.ts';
import type { Translation } from '../../types.ts';

export const forms: Translation<typeof source> = {
  // Shared
  'form.send': 'Envoyer',
  'form.sending': 'Envoi en cours…',
  'form.name': 'Nom',
  'form.email': 'Adresse e-mail',
  'form.phone': 'Numéro de téléphone',
  'form.subject': 'Objet',
  'form.content': 'Message',
  'form.attachments': 'Pièces jointes',
  'form.terms': 'J’accepte les conditions générales',
  'form.consentMarketing': 'J’accepte de recevoir des informations commerciales par e-mail',
  'form.consentSms': 'J’accepte de recevoir des informations commerciales par SMS',
  'form.privacy': 'J’ai lu la politique de confidentialité',
  'form.optional': 'facultatif',

  // Contact
  'contact.title': 'Écrivez-nous',
  'contact.sent': 'Merci : votre message a été envoyé.',
  'contact.notSent': 'Votre message n’a pas pu être envoyé. Veuillez réessayer.',

  // Ask a doctor
  'doctor.title': 'Demander à un médecin',
  'doctor.question': 'Votre question',
  'doctor.answerTime': 'Un médecin répond sous {count} heures ({days} jours ouvrés).',
  'doctor.skinType': 'Problème de peau',
  'doctor.age': 'Âge',

  // Report a problem
  'problem.title': 'Signaler un problème',
  'problem.description': 'Décrivez le problème',
  'problem.orderNumber': 'Numéro de commande',
  'problem.sent': 'Merci : nous avons bien reçu votre signalement.',

  // Reviews
  'review.title': 'Donnez votre avis',
  'review.rating': 'Votre note',
  'review.stars': '{count} sur 5 étoiles',
  'review.opinion': 'Votre avis',
  'review.author': 'Signature',
  'review.submit': 'Publier l’avis',
  'review.moderated': 'Les avis sont publiés après modération.',
  'review.onlyCustomers': 'Seuls les clients inscrits peuvent donner leur avis sur les produits qu’ils ont achetés.',
  'review.notAdded': 'Votre avis n’a pas pu être ajouté. Veuillez réessayer.',
  'review.badge.verified': 'Achat vérifié',
  'review.badge.client': 'Client',
  'review.count': 'Avis : {count}',
  'review.none': 'Ce produit n’a pas encore d’avis.',

  // Newsletter
  'newsletter.title': 'Newsletter',
  'newsletter.lead': 'Inscrivez-vous et recevez un bon de réduction de {amount}\u00a0%.',
  'newsletter.submit': 'Je m’inscris',
  'newsletter.success': 'Merci pour votre inscription à la newsletter !',
  'newsletter.failed': 'L’inscription à la newsletter a échoué. Veuillez réessayer.',
};
