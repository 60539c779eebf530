/** Polish page frame texts (see ../en/layout.ts). */
import type { layout as source } from '../en/layout.ts';
import type { Translation } from '../../types.ts';

export const layout: Translation<typeof source> = {
  // Common actions
  'common.close': 'Zamknij',
  'common.cancel': 'Anuluj',
  'common.back': 'Wróć',
  'common.more': 'Czytaj więcej',
  'common.loading': 'Wczytywanie…',
  'common.retry': 'Spróbuj ponownie',
  'common.backHome': 'Wróć na stronę główną',
  'common.previous': 'Poprzedni slajd',
  'common.next': 'Następny slajd',

  // Store views
  'store.pl.name': 'Polski',
  'store.en.name': 'Angielski (Europa)',
  'store.tn.name': 'Francuski (Tunezja)',
  'store.hr.name': 'Chorwacki',
  'store.us.name': 'Angielski (Stany Zjednoczone)',
  'store.ro.name': 'Rumuński',
  'store.ua.name': 'Ukraiński',

  // Home page
  'home.heading': 'Pielęgnacja skóry wrażliwej opracowana we współpracy z dermatologami',
  'home.intro': 'Znajdź odpowiednią pielęgnację Dermeya dla swojej skóry: według potrzeb, problemu skóry lub linii produktów.',
  'home.hero': 'Polecamy',
  'home.slide': 'Slajd {value} z {count}',
  'home.carousel': 'karuzela',
  'home.slideRole': 'slajd',
  'home.lines': 'Nasze linie produktów',
  'home.instagram': 'Dermeya na Instagramie',
  'home.instagramPost': 'Post na Instagramie {value}',
  'home.expert': 'Porada eksperta',
  'home.blog': 'Z naszego bloga',
  'home.readArticle': 'Przeczytaj artykuł',

  // Header
  'header.menu': 'Menu',
  'header.skipToContent': 'Przejdź do treści',
  'header.topBar': 'Aktualności sklepu',
  'header.searchPlaceholder': 'Szukaj',
  'header.storeSwitcher': 'Kraj i język',
  'header.account': 'Moje konto',
  'header.cart': 'Koszyk',
  'header.minicart': 'Koszyk, produkty: {count}',
  'header.home': 'Dermeya: strona główna',
  'header.categories': 'Produkty',
  'header.needs': 'Potrzeby',
  'header.lines': 'Linie produktów',
  'header.navigation': 'Nawigacja główna',
  'header.menuOpen': 'Otwórz menu',

  // Footer
  'footer.shop': 'Sklep',
  'footer.navigation': 'Nawigacja w stopce',
  'footer.help': 'Pomoc',
  'footer.advice': 'Porady',
  'footer.brand': 'Dermeya',
  'footer.followUs': 'Obserwuj nas',
  'footer.newsletter': 'Newsletter',
  'footer.copyright': '© Dermeya. Wszelkie prawa zastrzeżone.',

  // Cookie consent banner
  'cookie.title': 'Używamy plików cookie',
  'cookie.text':
    'Używamy plików cookie, aby sklep działał, aby zapamiętać Twoje wybory oraz – za Twoją zgodą – do statystyk i marketingu.',
  'cookie.acceptAll': 'Akceptuję wszystkie',
  'cookie.rejectOptional': 'Tylko niezbędne',
  'cookie.settings': 'Ustawienia plików cookie',

  // Welcome modal
  'welcome.title': 'Witaj w nowym sklepie Dermeya',
  'welcome.text': 'Odświeżyliśmy nasz sklep: jest szybszy, a właściwą pielęgnację dla Twojej skóry znajdziesz łatwiej.',
  'welcome.start': 'Zacznij zakupy',

  // Country detection prompt
  'country.title': 'Czy jesteś w kraju: {name}?',
  'country.text': 'Dla Twojego kraju działa osobny sklep Dermeya. Czy chcesz do niego przejść?',
  'country.go': 'Przejdź do sklepu',
  'country.stay': 'Zostań tutaj',

  // Offline
  'offline.banner': 'Jesteś offline. Niektóre funkcje mogą być niedostępne.',
  'offline.online': 'Znów jesteś online.',

  // A moved page (a redirect route)
  'redirect.title': 'Strona została przeniesiona',
  'redirect.link': 'Przejdź do nowej strony',
};
