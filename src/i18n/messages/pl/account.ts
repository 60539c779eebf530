/** Polish sign-in, registration and account texts (see ../en/account.ts). */
import type { account as source } from '../en/account.ts';
import type { Translation } from '../../types.ts';

export const account: Translation<typeof source> = {
  // Sign-in and registration
  'auth.email': 'Adres e-mail',
  'auth.password': 'Hasło',
  'auth.repeatPassword': 'Powtórz hasło',
  'auth.currentPassword': 'Obecne hasło',
  'auth.newPassword': 'Nowe hasło',
  'auth.signIn': 'Zaloguj się',
  'auth.signOut': 'Wyloguj się',
  'auth.register': 'Załóż konto',
  'auth.forgotPassword': 'Nie pamiętasz hasła?',
  'auth.sendResetLink': 'Wyślij link',
  'auth.resetSent': 'Wysłaliśmy Ci e-mail z linkiem do ustawienia nowego hasła.',
  'auth.passwordChanged': 'Twoje hasło zostało zmienione.',
  'auth.registrationTime': 'Rejestracja zajmuje około {count} sekund.',
  'auth.registered': 'Twoje konto zostało utworzone. Witamy!',
  'auth.signInIncorrect':
    'Logowanie się nie powiodło lub Twoje konto jest tymczasowo zablokowane. Odczekaj chwilę i spróbuj ponownie.',
  'auth.passwordMismatch': 'Hasło nie pasuje do tego konta.',
  'auth.customerExists': 'Klient z tym adresem e-mail już istnieje.',
  'auth.resetFailed': 'Nie udało się wysłać wiadomości do resetowania hasła. Spróbuj ponownie.',
  'auth.resetOffline': 'Resetowanie hasła nie działa w trybie offline.',

  // Account sections
  'account.profile': 'Profil',
  'account.yourData': 'Twoje dane',
  'account.orders': 'Zamówienia',
  'account.addresses': 'Adresy',
  'account.delivery': 'Adres dostawy',
  'account.history': 'Historia zamówień',
  'account.newsletter': 'Newsletter',
  'account.newsletterPreferences': 'Ustawienia newslettera',
  'account.loyaltyCard': 'Karta lojalnościowa',
  'account.reviews': 'Opinie',
  'account.recentlyViewed': 'Ostatnio oglądane',
  'account.wishlist': 'Ulubione',
  'account.changePassword': 'Zmień hasło',
  'account.deleteAccount': 'Usuń konto',
  'account.deleteReason': 'Dlaczego od nas odchodzisz?',
  'account.save': 'Zapisz zmiany',
  'account.saved': 'Zmiany zostały zapisane.',
  'account.updateProblem': 'Wystąpił problem podczas aktualizacji profilu. Spróbuj ponownie.',
  'account.noOrders': 'Nie masz jeszcze zamówień.',
  'account.signInRequired': 'Zaloguj się, aby zobaczyć swoje konto.',

  // Address fields
  'address.firstName': 'Imię',
  'address.lastName': 'Nazwisko',
  'address.company': 'Nazwa firmy',
  'address.street': 'Ulica',
  'address.houseNumber': 'Numer domu lub mieszkania',
  'address.city': 'Miejscowość',
  'address.zip': 'Kod pocztowy',
  'address.country': 'Kraj',
  'address.region': 'Województwo',
  'address.phone': 'Numer telefonu',
  'address.taxId': 'NIP',

  // Customer types
  'customer.type.individual': 'Klient indywidualny',
  'customer.type.professional': 'Pracownik służby zdrowia',

  // Loyalty club and wishlist
  'loyalty.title': 'Klub lojalnościowy',
  'loyalty.join': 'Dołącz do klubu lojalnościowego',
  'loyalty.balance': 'Twoje punkty: {count}',
  'loyalty.history': 'Historia punktów',
  'loyalty.usePoints': 'Wykorzystaj punkty',
  'wishlist.add': 'Dodaj do ulubionych',
  'wishlist.remove': 'Usuń z ulubionych',
  'wishlist.empty': 'Nie masz jeszcze ulubionych produktów.',
  'wishlist.signInRequired': 'Zaloguj się, aby zapisywać ulubione produkty.',
};
