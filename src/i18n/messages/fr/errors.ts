/** French error messages (see ../en/errors.ts). */
import type { errors as source } from '../en/errors.ts';
import type { Translation } from '../../types.ts';

export const errors: Translation<typeof source> = {
  // Catalogue and content
  'error.productEmpty': 'La requête produit n’a renvoyé aucun résultat',
  'error.categoryEmpty': 'La requête de catégorie n’a renvoyé aucun résultat {key} = {value}',
  'error.notFound': 'introuvable',
  'error.noProductsSynced': 'Aucun produit synchronisé pour cette catégorie. Revenez lorsque vous serez en ligne !',
  'error.noVariants': 'Aucune variante du produit disponible',
  'error.contentLoad': 'Échec du chargement. Erreur d’origine : {error}',
  'error.routeNotFound': 'Route introuvable',
  'error.noMapping': 'Aucune correspondance trouvée pour {path}',
  'error.productFetchMoved': 'product/fetch a été déplacé vers product/loadProduct',
  'error.offlineUnavailable': 'Le produit, la catégorie ou la page n’est pas disponible hors ligne. Redirection vers l’accueil.',
  'error.noEntityType': 'Aucun type d’entité enregistré pour {type}',
  'error.searchKeyRequired': 'Veuillez fournir la clé de recherche pour l’action product/single !',
  'error.groupedNoLinks': 'Le produit groupé n’a pas de product_links définis',
  'error.storageQuota': 'Le stockage du navigateur est plein : le cache local a été vidé.',
  'error.generic': 'Un problème est survenu. Veuillez réessayer.',

  // Tokens and network (spec 001 §8); the auth.*, response.* and sync.* keys are those of src/domain/client
  'auth.refreshFailed':
    'Erreur interne de l’application lors du renouvellement des jetons. Veuillez vider le stockage et actualiser la page.',
  'auth.refreshUnauthorized':
    'Erreur lors du renouvellement du jeton utilisateur. L’utilisateur n’est pas autorisé à accéder à la ressource',
  'error.requestNoRoute': 'La requête ne correspond à aucune route',
  'error.serverError500': 'erreur interne du serveur 500',
  'response.badContentType': 'Erreur de réponse – type de contenu incorrect !',
  'response.wrongFormat': 'Erreur non gérée – format de réponse incorrect !',
  'sync.cartIdMissing': 'L’argument obligatoire cartId est vide. Le panier va être recréé.',
  'error.sessionExpired': 'Votre session a expiré. Veuillez vous reconnecter.',
  'error.internalValidation': 'Erreur de validation interne. Veuillez contacter notre service client.',
  'error.registration': 'Un problème est survenu lors de l’inscription. Veuillez réessayer plus tard.',
  'error.unsupportedEvent': 'Événement analytique non pris en charge : {name}',
  'error.invalidCustomEvent':
    'Un événement analytique personnalisé exige un type (ecommerce ou common), un nom et un objet de données',

  // Service worker
  'sw.registered': 'L’application est servie depuis le cache par un service worker.',
  'sw.updated': 'Un nouveau contenu est disponible : veuillez actualiser la page.',
  'sw.cached': 'Le contenu a été mis en cache pour une utilisation hors ligne.',
  'sw.offline': 'Aucune connexion Internet. L’application fonctionne hors ligne.',
  'sw.error': 'Erreur lors de l’enregistrement du service worker : {error}',
  'sw.missing': 'Le fichier du service worker est introuvable.',
  'sw.wrongContentType': 'Le fichier du service worker n’a pas un type de contenu JavaScript.',
};
