/** French sign-in, registration and account texts (see ../en/account.ts). */
import type { account as source } from '../en/account.ts';
import type { Translation } from '../../types.ts';

export const account: Translation<typeof source> = {
  // Sign-in and registration
  'auth.email': 'Adresse e-mail',
  'auth.password': 'Mot de passe',
  'auth.repeatPassword': 'Confirmer le mot de passe',
  'auth.currentPassword': 'Mot de passe actuel',
  'auth.newPassword': 'Nouveau mot de passe',
  'auth.signIn': 'Se connecter',
  'auth.signOut': 'Se déconnecter',
  'auth.register': 'Créer un compte',
  'auth.forgotPassword': 'Mot de passe oublié ?',
  'auth.sendResetLink': 'Envoyer le lien',
  'auth.resetSent': 'Nous vous avons envoyé un e-mail avec un lien pour définir un nouveau mot de passe.',
  'auth.passwordChanged': 'Votre mot de passe a été modifié.',
  'auth.registrationTime': 'L’inscription prend environ {count} secondes.',
  'auth.registered': 'Votre compte a été créé. Bienvenue !',
  'auth.signInIncorrect':
    'La connexion a échoué ou votre compte est temporairement désactivé. Veuillez patienter et réessayer plus tard.',
  'auth.passwordMismatch': 'Le mot de passe ne correspond pas à ce compte.',
  'auth.customerExists': 'Un client avec la même adresse e-mail existe déjà.',
  'auth.resetFailed': 'L’e-mail de réinitialisation du mot de passe n’a pas pu être envoyé. Veuillez réessayer.',
  'auth.resetOffline': 'La réinitialisation du mot de passe ne fonctionne pas hors ligne.',

  // Account sections
  'account.profile': 'Profil',
  'account.yourData': 'Vos données',
  'account.orders': 'Commandes',
  'account.addresses': 'Adresses',
  'account.delivery': 'Adresse de livraison',
  'account.history': 'Historique des commandes',
  'account.newsletter': 'Newsletter',
  'account.newsletterPreferences': 'Préférences de la newsletter',
  'account.loyaltyCard': 'Carte de fidélité',
  'account.reviews': 'Avis',
  'account.recentlyViewed': 'Vus récemment',
  'account.wishlist': 'Favoris',
  'account.changePassword': 'Modifier le mot de passe',
  'account.deleteAccount': 'Supprimer le compte',
  'account.deleteReason': 'Pourquoi nous quittez-vous ?',
  'account.save': 'Enregistrer les modifications',
  'account.saved': 'Vos modifications ont été enregistrées.',
  'account.updateProblem': 'Un problème est survenu lors de la mise à jour de votre profil. Veuillez réessayer.',
  'account.noOrders': 'Vous n’avez pas encore de commande.',
  'account.signInRequired': 'Veuillez vous connecter pour voir votre compte.',

  // Address fields
  'address.firstName': 'Prénom',
  'address.lastName': 'Nom',
  'address.company': 'Nom de l’entreprise',
  'address.street': 'Rue',
  'address.houseNumber': 'Numéro de maison ou d’appartement',
  'address.city': 'Ville',
  'address.zip': 'Code postal',
  'address.country': 'Pays',
  'address.region': 'Gouvernorat',
  'address.phone': 'Numéro de téléphone',
  'address.taxId': 'Matricule fiscal',

  // Customer types
  'customer.type.individual': 'Particulier',
  'customer.type.professional': 'Professionnel de santé',

  // Loyalty club and wishlist
  'loyalty.title': 'Club fidélité',
  'loyalty.join': 'Rejoindre le club fidélité',
  'loyalty.balance': 'Vos points : {count}',
  'loyalty.history': 'Historique des points',
  'loyalty.usePoints': 'Utiliser mes points',
  'wishlist.add': 'Ajouter aux favoris',
  'wishlist.remove': 'Retirer des favoris',
  'wishlist.empty': 'Vous n’avez pas encore de produits favoris.',
  'wishlist.signInRequired': 'Connectez-vous pour enregistrer vos produits favoris.',
};
