/** Polish error messages (see ../en/errors.ts). */
import type { errors as source } from '../en/errors.ts';
import type { Translation } from '../../types.ts';

export const errors: Translation<typeof source> = {
  // Catalogue and content
  'error.productEmpty': 'Zapytanie o produkt nie zwróciło wyników',
  'error.categoryEmpty': 'Zapytanie o kategorię nie zwróciło wyników {key} = {value}',
  'error.notFound': 'nie znaleziono',
  'error.noProductsSynced': 'Brak zsynchronizowanych produktów w tej kategorii. Wróć, gdy będziesz online!',
  'error.noVariants': 'Brak dostępnych wariantów produktu',
  'error.contentLoad': 'Nie udało się wczytać. Pierwotny błąd: {error}',
  'error.routeNotFound': 'Nie znaleziono ścieżki',
  'error.noMapping': 'Nie znaleziono mapowania dla {path}',
  'error.productFetchMoved': 'product/fetch przeniesiono do product/loadProduct',
  'error.offlineUnavailable': 'Produkt, kategoria lub strona nie są dostępne w trybie offline. Przekierowujemy na stronę główną.',
  'error.noEntityType': 'Nie zarejestrowano typu encji {type}',
  'error.searchKeyRequired': 'Podaj klucz wyszukiwania dla akcji product/single!',
  'error.groupedNoLinks': 'Produkt grupowy nie ma ustawionych product_links',
  'error.storageQuota': 'Pamięć przeglądarki jest pełna: lokalna pamięć podręczna została wyczyszczona.',
  'error.generic': 'Coś poszło nie tak. Spróbuj ponownie.',

  // Tokens and network (spec 001 §8); the auth.*, response.* and sync.* keys are those of src/domain/client
  'auth.refreshFailed': 'Wewnętrzny błąd aplikacji podczas odświeżania tokenów. Wyczyść dane przeglądarki i odśwież stronę.',
  'auth.refreshUnauthorized': 'Błąd odświeżania tokenu użytkownika. Użytkownik nie ma dostępu do zasobu',
  'error.requestNoRoute': 'Żądanie nie pasuje do żadnej ścieżki',
  'error.serverError500': 'wewnętrzny błąd serwera 500',
  'response.badContentType': 'Błąd odpowiedzi – nieprawidłowy typ treści!',
  'response.wrongFormat': 'Nieobsłużony błąd – nieprawidłowy format odpowiedzi!',
  'sync.cartIdMissing': 'Wymagany argument cartId jest pusty. Koszyk zostanie utworzony ponownie.',
  'error.sessionExpired': 'Twoja sesja wygasła. Zaloguj się ponownie.',
  'error.internalValidation': 'Wewnętrzny błąd walidacji. Skontaktuj się z naszym działem obsługi.',
  'error.registration': 'Wystąpił problem podczas rejestracji. Spróbuj ponownie później.',
  'error.unsupportedEvent': 'Nieobsługiwane zdarzenie analityczne: {name}',
  'error.invalidCustomEvent': 'Własne zdarzenie analityczne wymaga typu (ecommerce lub common), nazwy i obiektu danych',

  // Service worker
  'sw.registered': 'Aplikacja jest obsługiwana z pamięci podręcznej przez service worker.',
  'sw.updated': 'Dostępna jest nowa wersja treści – odśwież stronę.',
  'sw.cached': 'Treść została zapisana do użytku offline.',
  'sw.offline': 'Brak połączenia z internetem. Aplikacja działa w trybie offline.',
  'sw.error': 'Błąd podczas rejestracji service workera: {error}',
  'sw.missing': 'Nie znaleziono pliku service workera.',
  'sw.wrongContentType': 'Plik service workera nie ma typu treści JavaScript.',
};
