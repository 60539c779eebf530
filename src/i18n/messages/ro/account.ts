/** Romanian sign-in, registration and account texts (see ../en/account.ts). */
import type { account as source } from '../en/account.ts';
import type { Translation } from '../../types.ts';

export const account: Translation<typeof source> = {
  // Sign-in and registration
  'auth.email': 'Adresa de e-mail',
  'auth.password': 'Parola',
  'auth.repeatPassword': 'Repetă parola',
  'auth.currentPassword': 'Parola actuală',
  'auth.newPassword': 'Parola nouă',
  'auth.signIn': 'Autentificare',
  'auth.signOut': 'Deconectare',
  'auth.register': 'Creează un cont',
  'auth.forgotPassword': 'Ai uitat parola?',
  'auth.sendResetLink': 'Trimite linkul',
  'auth.resetSent': 'Ți-am trimis un e-mail cu un link pentru a seta o parolă nouă.',
  'auth.passwordChanged': 'Parola ta a fost schimbată.',
  'auth.registrationTime': 'Înregistrarea durează aproximativ {count} de secunde.',
  'auth.registered': 'Contul tău a fost creat. Bine ai venit!',
  'auth.signInIncorrect':
    'Autentificarea a eșuat sau contul tău este dezactivat temporar. Așteaptă și încearcă din nou mai târziu.',
  'auth.passwordMismatch': 'Parola nu corespunde acestui cont.',
  'auth.customerExists': 'Există deja un client cu aceeași adresă de e-mail.',
  'auth.resetFailed': 'Nu am putut trimite e-mailul pentru resetarea parolei. Încearcă din nou.',
  'auth.resetOffline': 'Resetarea parolei nu funcționează offline.',

  // Account sections
  'account.profile': 'Profil',
  'account.yourData': 'Datele tale',
  'account.orders': 'Comenzi',
  'account.addresses': 'Adrese',
  'account.delivery': 'Adresa de livrare',
  'account.history': 'Istoricul comenzilor',
  'account.newsletter': 'Newsletter',
  'account.newsletterPreferences': 'Preferințe newsletter',
  'account.loyaltyCard': 'Card de fidelitate',
  'account.reviews': 'Recenzii',
  'account.recentlyViewed': 'Văzute recent',
  'account.wishlist': 'Favorite',
  'account.changePassword': 'Schimbă parola',
  'account.deleteAccount': 'Șterge contul',
  'account.deleteReason': 'De ce ne părăsești?',
  'account.save': 'Salvează modificările',
  'account.saved': 'Modificările tale au fost salvate.',
  'account.updateProblem': 'A apărut o problemă la actualizarea profilului. Încearcă din nou.',
  'account.noOrders': 'Încă nu ai comenzi.',
  'account.signInRequired': 'Autentifică-te pentru a-ți vedea contul.',

  // Address fields
  'address.firstName': 'Prenume',
  'address.lastName': 'Nume',
  'address.company': 'Numele companiei',
  'address.street': 'Strada',
  'address.houseNumber': 'Numărul casei sau al apartamentului',
  'address.city': 'Localitate',
  'address.zip': 'Cod poștal',
  'address.country': 'Țară',
  'address.region': 'Județ',
  'address.phone': 'Număr de telefon',
  'address.taxId': 'Cod fiscal',

  // Customer types
  'customer.type.individual': 'Persoană fizică',
  'customer.type.professional': 'Profesionist din domeniul sănătății',

  // Loyalty club and wishlist
  'loyalty.title': 'Club de fidelitate',
  'loyalty.join': 'Alătură-te clubului de fidelitate',
  'loyalty.balance': 'Punctele tale: {count}',
  'loyalty.history': 'Istoricul punctelor',
  'loyalty.usePoints': 'Folosește punctele',
  'wishlist.add': 'Adaugă la favorite',
  'wishlist.remove': 'Elimină de la favorite',
  'wishlist.empty': 'Încă nu ai produse favorite.',
  'wishlist.signInRequired': 'Autentifică-te pentru a-ți salva produsele favorite.',
};
