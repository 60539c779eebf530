/** Real Polish, Croatian and Ukrainian towns with a central postcode and approximate coordinates (latitude, longitude). */

export interface Town {
  readonly city: string;
  readonly postcode: string;
  readonly lat: number;
  readonly lon: number;
  readonly country: 'PL' | 'HR' | 'UA';
}

const townsOf =
  (country: Town['country']) =>
  (city: string, postcode: string, lat: number, lon: number): Town => ({ city, postcode, lat, lon, country });
const pl = townsOf('PL');
const hr = townsOf('HR');
const ua = townsOf('UA');

export const TOWNS: readonly Town[] = [
  pl('Warszawa', '00-001', 52.2297, 21.0122),
  pl('Kraków', '31-001', 50.0647, 19.945),
  pl('Łódź', '90-001', 51.7592, 19.456),
  pl('Wrocław', '50-001', 51.1079, 17.0385),
  pl('Poznań', '61-001', 52.4064, 16.9252),
  pl('Gdańsk', '80-001', 54.352, 18.6466),
  pl('Szczecin', '70-001', 53.4285, 14.5528),
  pl('Bydgoszcz', '85-001', 53.1235, 18.0084),
  pl('Lublin', '20-001', 51.2465, 22.5684),
  pl('Białystok', '15-001', 53.1325, 23.1688),
  pl('Katowice', '40-001', 50.2649, 19.0238),
  pl('Gdynia', '81-001', 54.5189, 18.5305),
  pl('Częstochowa', '42-200', 50.8118, 19.1203),
  pl('Radom', '26-600', 51.4027, 21.1471),
  pl('Toruń', '87-100', 53.0138, 18.5984),
  pl('Kielce', '25-001', 50.8661, 20.6286),
  pl('Rzeszów', '35-001', 50.0412, 21.9991),
  pl('Olsztyn', '10-001', 53.7784, 20.4801),
  pl('Opole', '45-001', 50.6751, 17.9213),
  pl('Zielona Góra', '65-001', 51.9356, 15.5062),
  pl('Gorzów Wielkopolski', '66-400', 52.7368, 15.2288),
  pl('Płock', '09-400', 52.5463, 19.7065),
  pl('Elbląg', '82-300', 54.1561, 19.4045),
  pl('Koszalin', '75-001', 54.1944, 16.1722),
  pl('Tarnów', '33-100', 50.0121, 20.9858),
  pl('Nowy Sącz', '33-300', 49.6175, 20.7153),
  pl('Zakopane', '34-500', 49.2992, 19.9496),
  pl('Sopot', '81-701', 54.4416, 18.5601),
  pl('Legnica', '59-220', 51.207, 16.1553),
  pl('Kalisz', '62-800', 51.7611, 18.091),
  hr('Zagreb', '10000', 45.815, 15.9819),
  hr('Split', '21000', 43.5081, 16.4402),
  hr('Rijeka', '51000', 45.3271, 14.4422),
  hr('Osijek', '31000', 45.555, 18.6955),
  hr('Zadar', '23000', 44.1194, 15.2314),
  hr('Pula', '52100', 44.8666, 13.8496),
  hr('Slavonski Brod', '35000', 45.1603, 18.0156),
  hr('Karlovac', '47000', 45.4929, 15.5553),
  hr('Varaždin', '42000', 46.3057, 16.3366),
  hr('Šibenik', '22000', 43.735, 15.8952),
  hr('Dubrovnik', '20000', 42.6507, 18.0944),
  hr('Sisak', '44000', 45.4658, 16.378),
  hr('Velika Gorica', '10410', 45.7125, 16.0756),
  hr('Vinkovci', '32100', 45.2883, 18.8047),
  hr('Bjelovar', '43000', 45.8986, 16.8423),
  hr('Koprivnica', '48000', 46.1628, 16.8275),
  ua('Київ', '01001', 50.4501, 30.5234),
  ua('Львів', '79000', 49.8397, 24.0297),
  ua('Одеса', '65000', 46.4825, 30.7233),
  ua('Харків', '61000', 49.9935, 36.2304),
  ua('Дніпро', '49000', 48.4647, 35.0462),
  ua('Вінниця', '21000', 49.2331, 28.4682),
];

export const STREETS: Readonly<Record<Town['country'], readonly string[]>> = {
  PL: [
    'ul. Mickiewicza',
    'ul. Kościuszki',
    'ul. Słowackiego',
    'ul. Sienkiewicza',
    'al. Jana Pawła II',
    'ul. Długa',
    'ul. Polna',
    'ul. Lipowa',
    'ul. Kwiatowa',
    'ul. Piłsudskiego',
    'ul. Wojska Polskiego',
    'ul. Ogrodowa',
  ],
  HR: [
    'Ilica',
    'Vukovarska ulica',
    'Ulica kralja Zvonimira',
    'Savska cesta',
    'Ulica Ante Starčevića',
    'Zagrebačka ulica',
    'Ulica Stjepana Radića',
    'Ulica Matije Gupca',
  ],
  UA: ['вул. Шевченка', 'вул. Франка', 'вул. Соборна', 'просп. Миру', 'вул. Лесі Українки', 'вул. Садова', 'вул. Грушевського'],
};

export const PHARMACY_NAMES: Readonly<Record<Town['country'], readonly string[]>> = {
  PL: [
    'Apteka Centralna',
    'Apteka Pod Lipami',
    'Apteka Zdrowie',
    'Apteka Rodzinna',
    'Apteka Słoneczna',
    'Apteka Na Rogu',
    'Apteka Przyjazna',
    'Apteka Nova',
  ],
  HR: ['Ljekarna Centar', 'Ljekarna Zdravlje', 'Ljekarna Plus', 'Ljekarna Sunce', 'Ljekarna Korzo', 'Ljekarna Nova'],
  UA: ['Аптека Центральна', 'Аптека Здоров’я', 'Аптека Родинна', 'Аптека Сонячна', 'Аптека Добра', 'Аптека Нова'],
};
