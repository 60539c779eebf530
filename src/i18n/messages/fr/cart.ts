/** French cart, checkout, payment, delivery and order texts (see ../en/cart.ts). */
import type { cart as source } from '../en/cart.ts';
import type { Translation } from '../../types.ts';

export const cart: Translation<typeof source> = {
  // Cart
  'cart.title': 'Votre panier',
  'cart.empty': 'Votre panier est vide.',
  'cart.remove': 'Supprimer',
  'cart.quantity': 'Quantité',
  'cart.subtotal': 'Sous-total',
  'cart.discount': 'Remise',
  'cart.shipping': 'Livraison',
  'cart.tax': 'TVA',
  'cart.total': 'Total',
  'cart.checkout': 'Passer la commande',
  'cart.loading': 'Chargement de votre panier…',
  'cart.itemUnavailable': 'Ce produit est en rupture de stock',
  'cart.outOfStock': 'Le produit est en rupture de stock et ne peut pas être ajouté au panier.',
  'cart.onlyAvailable': 'Plus que {maxQuantity} en stock',
  'cart.priceUnknown': 'Le prix du produit est inconnu : il ne peut pas être ajouté au panier.',
  'cart.noConfiguration': 'Cette configuration du produit n’existe pas. Veuillez choisir d’autres attributs.',
  'cart.fixValidation': 'Veuillez corriger les erreurs de saisie.',
  'cart.configureCustomOptions': 'Veuillez configurer les options personnalisées du produit.',
  'cart.configureBundleOptions': 'Veuillez configurer les options du coffret.',
  'cart.stockCheck': 'Vérification du stock en cours',
  'cart.notActive': 'Le panier n’est pas actif.',
  'cart.paymentInAnotherTab': 'Le paiement est déjà ouvert dans un autre onglet.',

  // Notifications and modals
  'notification.addedToCart': 'Produit ajouté au panier',
  'notification.productsAddedToCart': 'Produits ajoutés au panier',
  'notification.goToCart': 'Voir le panier',
  'notification.continueShopping': 'Continuer mes achats',
  'notification.ok': 'OK',
  'modal.areYouSure': 'Confirmez-vous ?',
  'modal.removeItem': 'Voulez-vous retirer ce produit du panier ?',
  'modal.yes': 'Oui',
  'modal.no': 'Non',

  // Coupon
  'coupon.label': 'Code promo',
  'coupon.apply': 'Appliquer',
  'coupon.remove': 'Retirer le code',
  'coupon.applied': 'Code promo {code} appliqué',
  'coupon.invalid': 'Le code promo n’est pas valide. Les remises ne sont pas cumulables.',

  // Checkout sections
  'checkout.userData': 'Vos coordonnées',
  'checkout.deliveryMethod': 'Mode de livraison',
  'checkout.paymentMethod': 'Moyen de paiement',
  'checkout.orderNotes': 'Remarques sur la commande',
  'checkout.discountCode': 'Code promo',
  'checkout.invoiceNeeded': 'J’ai besoin d’une facture',
  'checkout.billingDifferent': 'L’adresse de facturation est différente de l’adresse de livraison',
  'checkout.placeOrder': 'Commander et payer',
  'checkout.summary': 'Récapitulatif de la commande',
  'checkout.createAccount': 'Créer un compte avec cette commande',
  'checkout.addressInvalid':
    'L’adresse indiquée lors de la commande n’est pas valide : la commande a été annulée. Veuillez nous contacter à {email}.',
  'checkout.productsUnavailable': 'Certains produits commandés ne sont pas disponibles.',

  // Pickup points and parcel lockers
  'pickup.choose': 'Choisissez un point relais',
  'pickup.list': 'Liste',
  'pickup.map': 'Carte',
  'pickup.openingHours': 'Horaires d’ouverture',
  'pickup.workingDays': 'Du lundi au vendredi',
  'pickup.saturday': 'Samedi',
  'pickup.sunday': 'Dimanche',
  'pickup.closed': 'Fermé',
  'pickup.cashOnDelivery': 'Paiement à la livraison possible',
  'pickup.noCashOnDelivery': 'Paiement à la livraison impossible',
  'pickup.locker': 'Consigne automatique {code}',

  // Payment
  'payment.card': 'Paiement par carte',
  'payment.payByLink': 'Virement en ligne',
  'payment.cashOnDelivery': 'Paiement à la livraison',
  'payment.rejected': 'Paiement refusé',
  'payment.rejectedText': 'Votre commande a été refusée. Nous ne pouvons pas traiter le paiement en ligne.',
  'payment.error501': 'Erreur de paiement 501 : aucune autorisation, ou paiement annulé par l’utilisateur.',
  'payment.notSupportedByShipper': 'Ce moyen de paiement n’est pas accepté par le transporteur choisi.',
  'payment.retry': 'Réessayer le paiement',
  'payment.retryNotAlways': 'Il n’est pas toujours possible de relancer le paiement.',
  'payment.reason': 'Motif : {error}',

  // Delivery and business constants
  'delivery.freeShippingAbove': 'Livraison gratuite dès {amount} d’achat',
  'delivery.cashOnDeliveryFee': 'Paiement à la livraison : {amount}',
  'delivery.time': 'Livraison en {days} jours',
  'delivery.withdrawal': 'Vous disposez de {days} jours pour vous rétracter',

  // Orders
  'order.thankYou': 'Merci pour votre commande !',
  'order.number': 'Numéro de commande : {code}',
  'order.queued':
    'La commande n’a pas pu être transmise à cause d’une erreur du serveur : elle a été mise en file d’attente et sera envoyée dès le retour de la connexion.',
  'order.placedDate': 'Passée le',
  'order.shipDate': 'Expédiée le',
  'order.status': 'Statut',
  'order.total': 'Total',
  'order.reorder': 'Commander à nouveau',
  'order.status.new': 'Nouvelle',
  'order.status.pending': 'En attente',
  'order.status.processing': 'En cours de traitement',
  'order.status.holded': 'Suspendue',
  'order.status.canceled': 'Annulée',
  'order.status.waiting': 'En attente de traitement',
};
