/** Croatian error messages (see ../en/errors.ts). */
import type { errors as source } from '../en/errors.ts';
import type { Translation } from '../../types.ts';

export const errors: Translation<typeof source> = {
  // Catalogue and content
  'error.productEmpty': 'Upit za proizvod nije vratio rezultate',
  'error.categoryEmpty': 'Upit za kategoriju nije vratio rezultate {key} = {value}',
  'error.notFound': 'nije pronađeno',
  'error.noProductsSynced': 'Za ovu kategoriju nema sinkroniziranih proizvoda. Vratite se kada budete povezani s internetom!',
  'error.noVariants': 'Nema dostupnih varijanti proizvoda',
  'error.contentLoad': 'Učitavanje nije uspjelo. Izvorna pogreška: {error}',
  'error.routeNotFound': 'Ruta nije pronađena',
  'error.noMapping': 'Nije pronađeno mapiranje za {path}',
  'error.productFetchMoved': 'product/fetch premješten je u product/loadProduct',
  'error.offlineUnavailable':
    'Proizvod, kategorija ili stranica nisu dostupni izvan mreže. Preusmjeravamo vas na početnu stranicu.',
  'error.noEntityType': 'Nije registrirana vrsta entiteta {type}',
  'error.searchKeyRequired': 'Navedite ključ pretraživanja za radnju product/single!',
  'error.groupedNoLinks': 'Grupirani proizvod nema postavljene product_links',
  'error.storageQuota': 'Pohrana preglednika je puna: lokalna predmemorija je očišćena.',
  'error.generic': 'Nešto je pošlo po zlu. Pokušajte ponovno.',

  // Tokens and network (spec 001 §8); the auth.*, response.* and sync.* keys are those of src/domain/client
  'auth.refreshFailed': 'Interna pogreška aplikacije pri osvježavanju tokena. Očistite pohranu i osvježite stranicu.',
  'auth.refreshUnauthorized': 'Pogreška pri osvježavanju korisničkog tokena. Korisnik nema ovlasti za pristup resursu',
  'error.requestNoRoute': 'Zahtjev ne odgovara nijednoj ruti',
  'error.serverError500': 'interna pogreška poslužitelja 500',
  'response.badContentType': 'Pogreška u odgovoru – pogrešna vrsta sadržaja!',
  'response.wrongFormat': 'Neobrađena pogreška – pogrešan format odgovora!',
  'sync.cartIdMissing': 'Obvezni argument cartId je prazan. Košarica će se ponovno izraditi.',
  'error.sessionExpired': 'Vaša je sesija istekla. Ponovno se prijavite.',
  'error.internalValidation': 'Interna pogreška provjere. Obratite se našoj podršci.',
  'error.registration': 'Došlo je do problema pri registraciji. Pokušajte ponovno kasnije.',
  'error.unsupportedEvent': 'Nepodržani analitički događaj: {name}',
  'error.invalidCustomEvent': 'Prilagođeni analitički događaj treba vrstu (ecommerce ili common), naziv i objekt s podacima',

  // Service worker
  'sw.registered': 'Aplikaciju iz predmemorije poslužuje service worker.',
  'sw.updated': 'Dostupan je novi sadržaj: osvježite stranicu.',
  'sw.cached': 'Sadržaj je spremljen za korištenje izvan mreže.',
  'sw.offline': 'Nema internetske veze. Aplikacija radi izvan mreže.',
  'sw.error': 'Pogreška pri registraciji service workera: {error}',
  'sw.missing': 'Datoteka service workera nije pronađena.',
  'sw.wrongContentType': 'Datoteka service workera nema vrstu sadržaja JavaScript.',
};
