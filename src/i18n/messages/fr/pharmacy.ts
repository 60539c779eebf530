/** French texts of the pharmacy finder (see ../en/pharmacy.ts). */
import type { pharmacy as source } from '../en/pharmacy.ts';
import type { Translation } from '../../types.ts';

export const pharmacy: Translation<typeof source> = {
  'pharmacy.intro':
    'Les produits Dermeya sont vendus dans ces pharmacies. Cherchez par ville ou code postal, ou utilisez votre position pour voir les plus proches.',
  'pharmacy.searchLabel': 'Ville ou code postal',
  'pharmacy.searchHint': 'Saisissez une ville ou les premiers chiffres d’un code postal.',
  'pharmacy.locate': 'Utiliser ma position',
  'pharmacy.locating': 'Recherche de votre position…',
  'pharmacy.located': 'Les plus proches de votre position en premier.',
  'pharmacy.sortByCity': 'Trier par ville',
  'pharmacy.locationDenied': 'L’accès à votre position a été refusé. Cherchez plutôt par ville ou code postal.',
  'pharmacy.locationFailed': 'Votre position n’a pas pu être déterminée. Cherchez plutôt par ville ou code postal.',
  'pharmacy.count': 'Pharmacies : {count}',
  'pharmacy.noResults': 'Aucune pharmacie ne correspond à « {query} ». Essayez une autre ville ou un autre code postal.',
  'pharmacy.none': 'Aucune pharmacie n’est encore répertoriée pour ce pays.',
  'pharmacy.results': 'Pharmacies',
  'pharmacy.nearest': 'Pharmacies les plus proches',
  'pharmacy.hours': 'Horaires d’ouverture',
  'pharmacy.distance': 'à {value}',
  'pharmacy.mapLabel': 'Carte des pharmacies de la liste',
  'pharmacy.mapCanvas': 'Vue de la carte : les flèches la déplacent, + et − permettent de zoomer et de dézoomer',
  'pharmacy.mapLoading': 'Chargement de la carte…',
  'pharmacy.mapFailed': 'La carte n’a pas pu être chargée. La liste présente les mêmes pharmacies.',
  'pharmacy.tilesFailed': 'Les images de la carte n’ont pas pu être chargées. La liste présente les mêmes pharmacies.',
  'pharmacy.youAreHere': 'Votre position',
  'pharmacy.zoomIn': 'Zoom avant',
  'pharmacy.zoomOut': 'Zoom arrière',
  'pharmacy.closePopup': 'Fermer',
};
