/** French page frame texts (see ../en/layout.ts). */
import type { layout as source } from '../en/layout.ts';
import type { Translation } from '../../types.ts';

export const layout: Translation<typeof source> = {
  // Common actions
  'common.close': 'Fermer',
  'common.cancel': 'Annuler',
  'common.back': 'Retour',
  'common.more': 'En savoir plus',
  'common.loading': 'Chargement…',
  'common.retry': 'Réessayer',
  'common.backHome': 'Retour à l’accueil',
  'common.previous': 'Précédent',
  'common.next': 'Suivant',

  // Store views
  'store.pl.name': 'Polonais',
  'store.en.name': 'Anglais (Europe)',
  'store.tn.name': 'Français (Tunisie)',
  'store.hr.name': 'Croate',
  'store.us.name': 'Anglais (États-Unis)',
  'store.ro.name': 'Roumain',
  'store.ua.name': 'Ukrainien',

  // Home page
  'home.heading': 'Des soins pour peaux sensibles, développés avec des dermatologues',
  'home.intro': 'Trouvez le soin Dermeya qui convient à votre peau : par besoin, par problème de peau ou par gamme.',
  'home.hero': 'À la une',
  'home.slide': 'Diapositive {value} sur {count}',
  'home.carousel': 'carrousel',
  'home.slideRole': 'diapositive',
  'home.lines': 'Nos gammes de produits',
  'home.instagram': 'Dermeya sur Instagram',
  'home.instagramPost': 'Publication Instagram {value}',
  'home.expert': 'Le conseil de notre experte',
  'home.blog': 'Sur notre blog',
  'home.readArticle': 'Lire l’article',

  // Header
  'header.menu': 'Menu',
  'header.skipToContent': 'Aller au contenu',
  'header.topBar': 'Actualités de la boutique',
  'header.searchPlaceholder': 'Recherche',
  'header.storeSwitcher': 'Pays et langue',
  'header.account': 'Mon compte',
  'header.cart': 'Panier',
  'header.minicart': 'Panier, produits : {count}',
  'header.home': 'Dermeya : page d’accueil',
  'header.categories': 'Produits',
  'header.needs': 'Besoins',
  'header.lines': 'Gammes',
  'header.navigation': 'Navigation principale',
  'header.menuOpen': 'Ouvrir le menu',

  // Footer
  'footer.shop': 'Boutique',
  'footer.navigation': 'Navigation du pied de page',
  'footer.help': 'Aide',
  'footer.advice': 'Conseils',
  'footer.brand': 'Dermeya',
  'footer.followUs': 'Suivez-nous',
  'footer.newsletter': 'Newsletter',
  'footer.copyright': '© Dermeya. Tous droits réservés.',

  // Cookie consent banner
  'cookie.title': 'Nous utilisons des cookies',
  'cookie.text':
    'Nous utilisons des cookies pour faire fonctionner la boutique, mémoriser vos choix et, avec votre accord, à des fins de statistiques et de marketing.',
  'cookie.acceptAll': 'Tout accepter',
  'cookie.rejectOptional': 'Cookies nécessaires uniquement',
  'cookie.settings': 'Paramètres des cookies',

  // Welcome modal
  'welcome.title': 'Bienvenue dans la nouvelle boutique Dermeya',
  'welcome.text':
    'Nous avons rénové notre boutique : elle est plus rapide et il est plus facile d’y trouver le soin adapté à votre peau.',
  'welcome.start': 'Commencer mes achats',

  // Country detection prompt
  'country.title': 'Êtes-vous dans ce pays : {name} ?',
  'country.text': 'Il existe une boutique Dermeya pour votre pays. Voulez-vous y aller ?',
  'country.go': 'Aller à la boutique',
  'country.stay': 'Rester ici',

  // Offline
  'offline.banner': 'Vous êtes hors ligne. Certaines fonctionnalités peuvent être indisponibles.',
  'offline.online': 'Vous êtes de nouveau en ligne.',

  // A moved page (a redirect route)
  'redirect.title': 'Cette page a été déplacée',
  'redirect.link': 'Aller à la nouvelle page',
};
