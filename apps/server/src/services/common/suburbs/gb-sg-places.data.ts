import { groupByState, type SuburbsByState } from './suburb-source.ts';

/**
 * No maintained npm package with UK or Singapore post codes by town exists under a
 * licence we can ship, so these two lists are written by hand from public facts:
 * the cities and large towns of each UK nation, and Singapore's URA planning areas.
 * They carry no post code: the user types their own.
 */
const GB: Record<string, string[]> = {
  ENG: [
    'Bath', 'Birmingham', 'Bournemouth', 'Bradford', 'Brighton and Hove', 'Bristol', 'Cambridge', 'Canterbury', 'Carlisle',
    'Chelmsford', 'Chester', 'Coventry', 'Derby', 'Durham', 'Exeter', 'Gloucester', 'Hull', 'Ipswich', 'Leeds', 'Leicester',
    'Lincoln', 'Liverpool', 'London', 'Luton', 'Manchester', 'Milton Keynes', 'Newcastle upon Tyne', 'Northampton', 'Norwich',
    'Nottingham', 'Oxford', 'Peterborough', 'Plymouth', 'Portsmouth', 'Preston', 'Reading', 'Salford', 'Sheffield',
    'Southampton', 'Stoke-on-Trent', 'Sunderland', 'Swindon', 'Wakefield', 'Winchester', 'Wolverhampton', 'Worcester', 'York',
  ],
  SCT: ['Aberdeen', 'Dumfries', 'Dundee', 'Dunfermline', 'Edinburgh', 'Falkirk', 'Glasgow', 'Inverness', 'Kilmarnock', 'Livingston', 'Paisley', 'Perth', 'St Andrews', 'Stirling'],
  WLS: ['Aberystwyth', 'Bangor', 'Barry', 'Bridgend', 'Cardiff', 'Llanelli', 'Merthyr Tydfil', 'Neath', 'Newport', 'St Davids', 'Swansea', 'Wrexham'],
  NIR: ['Armagh', 'Ballymena', 'Bangor', 'Belfast', 'Coleraine', 'Enniskillen', 'Lisburn', 'Londonderry', 'Newry', 'Newtownabbey', 'Omagh', 'Portadown'],
};

/** Singapore's planning areas (Urban Redevelopment Authority Master Plan). */
const SG = [
  'Ang Mo Kio', 'Bedok', 'Bishan', 'Boon Lay', 'Bukit Batok', 'Bukit Merah', 'Bukit Panjang', 'Bukit Timah', 'Central Water Catchment',
  'Changi', 'Changi Bay', 'Choa Chu Kang', 'Clementi', 'Downtown Core', 'Geylang', 'Hougang', 'Jurong East', 'Jurong West',
  'Kallang', 'Lim Chu Kang', 'Mandai', 'Marina East', 'Marina South', 'Marine Parade', 'Museum', 'Newton', 'North-Eastern Islands',
  'Novena', 'Orchard', 'Outram', 'Pasir Ris', 'Paya Lebar', 'Pioneer', 'Punggol', 'Queenstown', 'River Valley', 'Rochor',
  'Seletar', 'Sembawang', 'Sengkang', 'Serangoon', 'Simpang', 'Singapore River', 'Southern Islands', 'Straits View', 'Sungei Kadut',
  'Tampines', 'Tanglin', 'Tengah', 'Toa Payoh', 'Tuas', 'Western Islands', 'Western Water Catchment', 'Woodlands', 'Yishun',
];

export const GB_PLACES: SuburbsByState = groupByState(Object.entries(GB).flatMap(([state, names]) => names.map((value) => ({ state, value }))));

/** Singapore has no states: every planning area is listed under the key ''. */
export const SG_PLACES: SuburbsByState = groupByState(SG.map((value) => ({ state: '', value })));
