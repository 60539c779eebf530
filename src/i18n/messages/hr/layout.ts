/** Croatian page frame texts (see ../en/layout.ts). */
import type { layout as source } from '../en/layout.ts';
import type { Translation } from '../../types.ts';

export const layout: Translation<typeof source> = {
  // Common actions
  'common.close': 'Zatvori',
  'common.cancel': 'Odustani',
  'common.back': 'Natrag',
  'common.more': 'Pročitaj više',
  'common.loading': 'Učitavanje…',
  'common.retry': 'Pokušaj ponovno',
  'common.backHome': 'Natrag na početnu stranicu',
  'common.previous': 'Prethodni slajd',
  'common.next': 'Sljedeći slajd',

  // Store views
  'store.pl.name': 'Poljski',
  'store.en.name': 'Engleski (Europa)',
  'store.tn.name': 'Francuski (Tunis)',
  'store.hr.name': 'Hrvatski',
  'store.us.name': 'Engleski (Sjedinjene Američke Države)',
  'store.ro.name': 'Rumunjski',
  'store.ua.name': 'Ukrajinski',

  // Home page
  'home.heading': 'Njega osjetljive kože razvijena s dermatolozima',
  'home.intro': 'Pronađite pravu njegu Dermeya za svoju kožu: prema potrebama, problemu kože ili liniji proizvoda.',
  'home.hero': 'Izdvajamo',
  'home.slide': 'Slajd {value} od {count}',
  'home.carousel': 'vrtuljak',
  'home.slideRole': 'slajd',
  'home.lines': 'Naše linije proizvoda',
  'home.instagram': 'Dermeya na Instagramu',
  'home.instagramPost': 'Objava na Instagramu {value}',
  'home.expert': 'Savjet stručnjaka',
  'home.blog': 'S našeg bloga',
  'home.readArticle': 'Pročitaj članak',

  // Header
  'header.menu': 'Izbornik',
  'header.skipToContent': 'Preskoči na sadržaj',
  'header.topBar': 'Novosti trgovine',
  'header.searchPlaceholder': 'Pretražite',
  'header.storeSwitcher': 'Država i jezik',
  'header.account': 'Moj račun',
  'header.cart': 'Košarica',
  'header.minicart': 'Košarica, proizvodi: {count}',
  'header.home': 'Dermeya: početna stranica',
  'header.categories': 'Proizvodi',
  'header.needs': 'Potrebe',
  'header.lines': 'Linije proizvoda',
  'header.navigation': 'Glavna navigacija',
  'header.menuOpen': 'Otvori izbornik',

  // Footer
  'footer.shop': 'Trgovina',
  'footer.navigation': 'Navigacija u podnožju',
  'footer.help': 'Pomoć',
  'footer.advice': 'Savjeti',
  'footer.brand': 'Dermeya',
  'footer.followUs': 'Pratite nas',
  'footer.newsletter': 'Newsletter',
  'footer.copyright': '© Dermeya. Sva prava pridržana.',

  // Cookie consent banner
  'cookie.title': 'Koristimo kolačiće',
  'cookie.text':
    'Kolačiće koristimo kako bi trgovina radila, kako bismo zapamtili vaše odabire te, uz vašu privolu, za statistiku i marketing.',
  'cookie.acceptAll': 'Prihvati sve',
  'cookie.rejectOptional': 'Samo nužni',
  'cookie.settings': 'Postavke kolačića',

  // Welcome modal
  'welcome.title': 'Dobro došli u novu trgovinu Dermeya',
  'welcome.text': 'Osvježili smo trgovinu: brža je, a pravu njegu za svoju kožu pronaći ćete lakše.',
  'welcome.start': 'Započnite kupnju',

  // Country detection prompt
  'country.title': 'Jeste li u zemlji: {name}?',
  'country.text': 'Za vašu zemlju postoji posebna trgovina Dermeya. Želite li prijeći u nju?',
  'country.go': 'Idi u trgovinu',
  'country.stay': 'Ostani ovdje',

  // Offline
  'offline.banner': 'Niste povezani s internetom. Neke značajke možda neće biti dostupne.',
  'offline.online': 'Ponovno ste povezani s internetom.',

  // A moved page (a redirect route)
  'redirect.title': 'Ova je stranica premještena',
  'redirect.link': 'Idi na novu stranicu',
};
