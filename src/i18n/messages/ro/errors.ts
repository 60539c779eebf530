/** Romanian error messages (see ../en/errors.ts). */
import type { errors as source } from '../en/errors.ts';
import type { Translation } from '../../types.ts';

export const errors: Translation<typeof source> = {
  // Catalogue and content
  'error.productEmpty': 'Interogarea produsului nu a returnat niciun rezultat',
  'error.categoryEmpty': 'Interogarea categoriei nu a returnat niciun rezultat {key} = {value}',
  'error.notFound': 'negăsit',
  'error.noProductsSynced': 'Nu există produse sincronizate pentru această categorie. Revino când ești online!',
  'error.noVariants': 'Nu există variante disponibile ale produsului',
  'error.contentLoad': 'Încărcarea a eșuat. Eroarea inițială: {error}',
  'error.routeNotFound': 'Ruta nu a fost găsită',
  'error.noMapping': 'Nu s-a găsit nicio corespondență pentru {path}',
  'error.productFetchMoved': 'product/fetch a fost mutat în product/loadProduct',
  'error.offlineUnavailable':
    'Produsul, categoria sau pagina nu sunt disponibile în modul offline. Te redirecționăm către pagina principală.',
  'error.noEntityType': 'Nu este înregistrat niciun tip de entitate pentru {type}',
  'error.searchKeyRequired': 'Furnizează cheia de căutare pentru acțiunea product/single!',
  'error.groupedNoLinks': 'Produsul grupat nu are setate product_links',
  'error.storageQuota': 'Spațiul de stocare al browserului este plin: memoria cache locală a fost golită.',
  'error.generic': 'Ceva nu a funcționat. Încearcă din nou.',

  // Tokens and network (spec 001 §8); the auth.*, response.* and sync.* keys are those of src/domain/client
  'auth.refreshFailed':
    'Eroare internă a aplicației la reîmprospătarea tokenurilor. Golește spațiul de stocare și reîncarcă pagina.',
  'auth.refreshUnauthorized':
    'Eroare la reîmprospătarea tokenului utilizatorului. Utilizatorul nu este autorizat să acceseze resursa',
  'error.requestNoRoute': 'Cererea nu corespunde niciunei rute',
  'error.serverError500': 'eroare internă de server 500',
  'response.badContentType': 'Eroare în răspuns – tip de conținut greșit!',
  'response.wrongFormat': 'Eroare netratată – format de răspuns greșit!',
  'sync.cartIdMissing': 'Argumentul obligatoriu cartId este gol. Coșul de cumpărături va fi creat din nou.',
  'error.sessionExpired': 'Sesiunea ta a expirat. Autentifică-te din nou.',
  'error.internalValidation': 'Eroare internă de validare. Contactează echipa noastră de asistență.',
  'error.registration': 'A apărut o problemă la înregistrare. Încearcă din nou mai târziu.',
  'error.unsupportedEvent': 'Eveniment de analiză neacceptat: {name}',
  'error.invalidCustomEvent':
    'Un eveniment de analiză personalizat necesită un tip (ecommerce sau common), un nume și un obiect cu date',

  // Service worker
  'sw.registered': 'Aplicația este servită din cache de un service worker.',
  'sw.updated': 'Este disponibil conținut nou: reîncarcă pagina.',
  'sw.cached': 'Conținutul a fost salvat pentru utilizare offline.',
  'sw.offline': 'Nu există conexiune la internet. Aplicația funcționează offline.',
  'sw.error': 'Eroare la înregistrarea service workerului: {error}',
  'sw.missing': 'Fișierul service workerului nu a fost găsit.',
  'sw.wrongContentType': 'Fișierul service workerului nu are tipul de conținut JavaScript.',
};
