/**
 * Page frame texts: common actions, store-view switcher, header, footer, cookie consent, welcome
 * modal, country detection and offline banner (spec 000 §1, §4; 001 §2, §8; LOOK.md).
 */
export const layout = {
  // Common actions
  'common.close': 'Close',
  'common.cancel': 'Cancel',
  'common.back': 'Back',
  'common.more': 'Read more',
  'common.loading': 'Loading…',
  'common.retry': 'Try again',
  'common.backHome': 'Back to the home page',
  'common.previous': 'Previous',
  'common.next': 'Next',

  // Store views, for the switcher (spec 000 §1)
  'store.pl.name': 'Polish',
  'store.en.name': 'English (Europe)',
  'store.tn.name': 'French (Tunisia)',
  'store.hr.name': 'Croatian',
  'store.us.name': 'English (United States)',
  'store.ro.name': 'Romanian',
  'store.ua.name': 'Ukrainian',

  // Home page
  'home.heading': 'Care for sensitive skin, developed with dermatologists',
  'home.intro': 'Find the right Dermeya care for your skin: by need, by skin problem or by product line.',
  'home.hero': 'Featured',
  'home.slide': 'Slide {value} of {count}',
  'home.carousel': 'carousel',
  'home.slideRole': 'slide',
  'home.lines': 'Our product lines',
  'home.instagram': 'Dermeya on Instagram',
  'home.instagramPost': 'Instagram post {value}',
  'home.expert': 'Ask our expert',
  'home.blog': 'From our blog',
  'home.readArticle': 'Read the article',

  // Header
  'header.menu': 'Menu',
  'header.skipToContent': 'Skip to content',
  'header.topBar': 'Store news',
  'header.searchPlaceholder': 'Search',
  'header.storeSwitcher': 'Country and language',
  'header.account': 'My account',
  'header.cart': 'Cart',
  'header.minicart': 'Cart, products: {count}',
  'header.home': 'Dermeya: home page',
  'header.categories': 'Products',
  'header.needs': 'Needs',
  'header.lines': 'Product lines',
  'header.navigation': 'Main navigation',
  'header.menuOpen': 'Open the menu',

  // Footer
  'footer.shop': 'Shop',
  'footer.navigation': 'Footer navigation',
  'footer.help': 'Help',
  'footer.advice': 'Advice',
  'footer.brand': 'Dermeya',
  'footer.followUs': 'Follow us',
  'footer.newsletter': 'Newsletter',
  'footer.copyright': '© Dermeya. All rights reserved.',

  // Cookie consent banner
  'cookie.title': 'We use cookies',
  'cookie.text':
    'We use cookies to make the shop work, to remember your choices and, with your consent, for statistics and marketing.',
  'cookie.acceptAll': 'Accept all',
  'cookie.rejectOptional': 'Only necessary',
  'cookie.settings': 'Cookie settings',

  // Welcome modal for the new store version
  'welcome.title': 'Welcome to the new Dermeya shop',
  'welcome.text': 'We have refreshed our shop: it is faster and easier to find the right care for your skin.',
  'welcome.start': 'Start shopping',

  // Country detection prompt
  'country.title': 'Are you in {name}?',
  'country.text': 'There is a Dermeya shop for your country. Do you want to go there?',
  'country.go': 'Go to the shop',
  'country.stay': 'Stay here',

  // Offline (spec 000 §8, 001 §8)
  'offline.banner': 'You are offline. Some features may not be available.',
  'offline.online': 'You are back online.',

  // A moved page (a redirect route)
  'redirect.title': 'This page has moved',
  'redirect.link': 'Go to the new page',
} as const;
