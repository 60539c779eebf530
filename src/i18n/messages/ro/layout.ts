/** Romanian page frame texts (see ../en/layout.ts). */
import type { layout as source } from '../en/layout.ts';
import type { Translation } from '../../types.ts';

export const layout: Translation<typeof source> = {
  // Common actions
  'common.close': 'Închide',
  'common.cancel': 'Anulează',
  'common.back': 'Înapoi',
  'common.more': 'Citește mai mult',
  'common.loading': 'Se încarcă…',
  'common.retry': 'Încearcă din nou',
  'common.backHome': 'Înapoi la pagina principală',
  'common.previous': 'Anterior',
  'common.next': 'Următor',

  // Store views
  'store.pl.name': 'Poloneză',
  'store.en.name': 'Engleză (Europa)',
  'store.tn.name': 'Franceză (Tunisia)',
  'store.hr.name': 'Croată',
  'store.us.name': 'Engleză (Statele Unite)',
  'store.ro.name': 'Română',
  'store.ua.name': 'Ucraineană',

  // Home page
  'home.heading': 'Îngrijire pentru pielea sensibilă, dezvoltată împreună cu dermatologi',
  'home.intro':
    'Găsește îngrijirea Dermeya potrivită pentru pielea ta: după nevoi, după problema pielii sau după gama de produse.',
  'home.hero': 'Recomandate',
  'home.slide': 'Diapozitivul {value} din {count}',
  'home.carousel': 'carusel',
  'home.slideRole': 'diapozitiv',
  'home.lines': 'Gamele noastre de produse',
  'home.instagram': 'Dermeya pe Instagram',
  'home.instagramPost': 'Postare Instagram {value}',
  'home.expert': 'Sfatul expertului',
  'home.blog': 'De pe blogul nostru',
  'home.readArticle': 'Citește articolul',

  // Header
  'header.menu': 'Meniu',
  'header.skipToContent': 'Salt la conținut',
  'header.topBar': 'Noutățile magazinului',
  'header.searchPlaceholder': 'Caută',
  'header.storeSwitcher': 'Țară și limbă',
  'header.account': 'Contul meu',
  'header.cart': 'Coș',
  'header.minicart': 'Coș, produse: {count}',
  'header.home': 'Dermeya: pagina principală',
  'header.categories': 'Produse',
  'header.needs': 'Nevoi',
  'header.lines': 'Game de produse',
  'header.navigation': 'Navigare principală',
  'header.menuOpen': 'Deschide meniul',

  // Footer
  'footer.shop': 'Magazin',
  'footer.navigation': 'Navigare în subsol',
  'footer.help': 'Ajutor',
  'footer.advice': 'Sfaturi',
  'footer.brand': 'Dermeya',
  'footer.followUs': 'Urmărește-ne',
  'footer.newsletter': 'Newsletter',
  'footer.copyright': '© Dermeya. Toate drepturile rezervate.',

  // Cookie consent banner
  'cookie.title': 'Folosim cookie-uri',
  'cookie.text':
    'Folosim cookie-uri pentru ca magazinul să funcționeze, pentru a-ți reține alegerile și, cu acordul tău, pentru statistici și marketing.',
  'cookie.acceptAll': 'Accept toate',
  'cookie.rejectOptional': 'Doar cele necesare',
  'cookie.settings': 'Setări cookie-uri',

  // Welcome modal
  'welcome.title': 'Bine ai venit în noul magazin Dermeya',
  'welcome.text': 'Ne-am reînnoit magazinul: este mai rapid și găsești mai ușor îngrijirea potrivită pentru pielea ta.',
  'welcome.start': 'Începe cumpărăturile',

  // Country detection prompt
  'country.title': 'Te afli în această țară: {name}?',
  'country.text': 'Există un magazin Dermeya pentru țara ta. Vrei să mergi acolo?',
  'country.go': 'Mergi la magazin',
  'country.stay': 'Rămâi aici',

  // Offline
  'offline.banner': 'Ești offline. Unele funcții pot fi indisponibile.',
  'offline.online': 'Ești din nou online.',

  // A moved page (a redirect route)
  'redirect.title': 'Această pagină a fost mutată',
  'redirect.link': 'Mergi la pagina nouă',
};
