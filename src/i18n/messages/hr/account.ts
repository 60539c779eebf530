/** Croatian sign-in, registration and account texts (see ../en/account.ts). */
import type { account as source } from '../en/account.ts';
import type { Translation } from '../../types.ts';

export const account: Translation<typeof source> = {
  // Sign-in and registration
  'auth.email': 'Adresa e-pošte',
  'auth.password': 'Lozinka',
  'auth.repeatPassword': 'Ponovite lozinku',
  'auth.currentPassword': 'Trenutačna lozinka',
  'auth.newPassword': 'Nova lozinka',
  'auth.signIn': 'Prijava',
  'auth.signOut': 'Odjava',
  'auth.register': 'Otvorite korisnički račun',
  'auth.forgotPassword': 'Zaboravili ste lozinku?',
  'auth.sendResetLink': 'Pošalji poveznicu',
  'auth.resetSent': 'Poslali smo vam e-poruku s poveznicom za postavljanje nove lozinke.',
  'auth.passwordChanged': 'Vaša je lozinka promijenjena.',
  'auth.registrationTime': 'Registracija traje oko {count} sekundi.',
  'auth.registered': 'Vaš je račun otvoren. Dobro došli!',
  'auth.signInIncorrect': 'Prijava nije uspjela ili je vaš račun privremeno onemogućen. Pričekajte i pokušajte ponovno kasnije.',
  'auth.passwordMismatch': 'Lozinka ne odgovara ovom računu.',
  'auth.customerExists': 'Kupac s istom adresom e-pošte već postoji.',
  'auth.resetFailed': 'E-poruku za ponovno postavljanje lozinke nije bilo moguće poslati. Pokušajte ponovno.',
  'auth.resetOffline': 'Ponovno postavljanje lozinke ne radi izvan mreže.',

  // Account sections
  'account.profile': 'Profil',
  'account.yourData': 'Vaši podaci',
  'account.orders': 'Narudžbe',
  'account.addresses': 'Adrese',
  'account.delivery': 'Adresa za dostavu',
  'account.history': 'Povijest narudžbi',
  'account.newsletter': 'Newsletter',
  'account.newsletterPreferences': 'Postavke newslettera',
  'account.loyaltyCard': 'Kartica vjernosti',
  'account.reviews': 'Recenzije',
  'account.recentlyViewed': 'Nedavno pregledano',
  'account.wishlist': 'Favoriti',
  'account.changePassword': 'Promijeni lozinku',
  'account.deleteAccount': 'Izbriši račun',
  'account.deleteReason': 'Zašto nas napuštate?',
  'account.save': 'Spremi promjene',
  'account.saved': 'Vaše su promjene spremljene.',
  'account.updateProblem': 'Došlo je do problema pri ažuriranju profila. Pokušajte ponovno.',
  'account.noOrders': 'Još nemate narudžbi.',
  'account.signInRequired': 'Prijavite se kako biste vidjeli svoj račun.',

  // Address fields
  'address.firstName': 'Ime',
  'address.lastName': 'Prezime',
  'address.company': 'Naziv tvrtke',
  'address.street': 'Ulica',
  'address.houseNumber': 'Kućni broj ili broj stana',
  'address.city': 'Mjesto',
  'address.zip': 'Poštanski broj',
  'address.country': 'Država',
  'address.region': 'Županija',
  'address.phone': 'Broj telefona',
  'address.taxId': 'OIB',

  // Customer types
  'customer.type.individual': 'Fizička osoba',
  'customer.type.professional': 'Zdravstveni djelatnik',

  // Loyalty club and wishlist
  'loyalty.title': 'Klub vjernosti',
  'loyalty.join': 'Učlanite se u klub vjernosti',
  'loyalty.balance': 'Vaši bodovi: {count}',
  'loyalty.history': 'Povijest bodova',
  'loyalty.usePoints': 'Iskoristi bodove',
  'wishlist.add': 'Dodaj u favorite',
  'wishlist.remove': 'Ukloni iz favorita',
  'wishlist.empty': 'Još nemate omiljenih proizvoda.',
  'wishlist.signInRequired': 'Prijavite se kako biste spremali omiljene proizvode.',
};
