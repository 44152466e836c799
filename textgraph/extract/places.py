"""A small built-in gazetteer: countries, US states and major cities (case-folded → kind)."""

from __future__ import annotations

COUNTRIES = """
afghanistan|albania|algeria|andorra|angola|antigua and barbuda|argentina|armenia|australia|
austria|azerbaijan|bahamas|the bahamas|bahrain|bangladesh|barbados|belarus|belgium|belize|
benin|bermuda|bhutan|bolivia|bosnia and herzegovina|botswana|brazil|british virgin islands|bvi|
brunei|bulgaria|burkina faso|burundi|cambodia|cameroon|canada|cape verde|cayman islands|cayman|
central african republic|chad|chile|china|people's republic of china|colombia|comoros|congo|
costa rica|croatia|cuba|curacao|cyprus|czech republic|czechia|denmark|djibouti|dominica|
dominican republic|ecuador|egypt|el salvador|england|equatorial guinea|eritrea|estonia|
eswatini|ethiopia|fiji|finland|france|gabon|gambia|georgia|germany|ghana|gibraltar|greece|
grenada|guatemala|guernsey|guinea|guyana|haiti|honduras|hong kong|hungary|iceland|india|
indonesia|iran|iraq|ireland|isle of man|israel|italy|ivory coast|jamaica|japan|jersey|jordan|
kazakhstan|kenya|kosovo|kuwait|kyrgyzstan|laos|latvia|lebanon|lesotho|liberia|libya|
liechtenstein|lithuania|luxembourg|macau|macao|madagascar|malawi|malaysia|maldives|mali|malta|
marshall islands|mauritania|mauritius|mexico|moldova|monaco|mongolia|montenegro|morocco|
mozambique|myanmar|namibia|nepal|netherlands|the netherlands|new zealand|nicaragua|niger|
nigeria|north korea|north macedonia|northern ireland|norway|oman|pakistan|palau|palestine|
panama|papua new guinea|paraguay|peru|philippines|poland|portugal|puerto rico|qatar|romania|
russia|russian federation|rwanda|saint kitts and nevis|saint lucia|samoa|san marino|
saudi arabia|scotland|senegal|serbia|seychelles|sierra leone|singapore|slovakia|slovenia|
somalia|south africa|south korea|korea|south sudan|spain|sri lanka|sudan|suriname|sweden|
switzerland|syria|taiwan|tajikistan|tanzania|thailand|togo|tonga|trinidad and tobago|tunisia|
turkey|turkiye|turkmenistan|uganda|ukraine|united arab emirates|uae|united kingdom|uk|
great britain|britain|united states|united states of america|usa|u.s.|u.s.a.|us|uruguay|
uzbekistan|vanuatu|vatican|venezuela|vietnam|wales|yemen|zambia|zimbabwe|european union|
"""

US_STATES = """
alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|hawaii|
idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|
minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|
north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|
south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming|
"""

CITIES = """
abu dhabi|accra|addis ababa|amsterdam|ankara|antwerp|athens|atlanta|auckland|austin|baghdad|
baku|baltimore|bangalore|bangkok|barcelona|basel|beijing|beirut|belfast|belgrade|berlin|bern|
birmingham|bogota|bombay|bonn|boston|bratislava|brisbane|bristol|brussels|bucharest|budapest|
buenos aires|cairo|calcutta|calgary|cambridge|canberra|cape town|caracas|cardiff|casablanca|
charlotte|chennai|chicago|cologne|copenhagen|dakar|dallas|damascus|dar es salaam|delhi|denver|
detroit|dhaka|doha|dubai|dublin|dusseldorf|düsseldorf|edinburgh|frankfurt|geneva|genoa|george town|
glasgow|gothenburg|guangzhou|hamburg|hanoi|harare|havana|helsinki|ho chi minh city|houston|
islamabad|istanbul|jakarta|jeddah|jerusalem|johannesburg|kabul|kampala|karachi|kathmandu|
khartoum|kiev|kyiv|kinshasa|kolkata|kuala lumpur|kuwait city|lagos|lahore|la paz|larnaca|
las vegas|leeds|leipzig|lima|limassol|lisbon|liverpool|ljubljana|london|los angeles|luanda|
lugano|luxembourg city|lyon|madrid|malmo|manchester|manila|marseille|melbourne|mexico city|
miami|milan|minneapolis|minsk|monrovia|montevideo|montreal|moscow|mumbai|munich|nairobi|
naples|nassau|new delhi|new orleans|new york|new york city|nice|nicosia|osaka|oslo|ottawa|
oxford|palermo|panama city|paris|perth|philadelphia|phoenix|porto|prague|pretoria|quito|
rabat|reykjavik|riga|rio de janeiro|riyadh|road town|rome|rotterdam|st petersburg|
saint petersburg|san diego|san francisco|san jose|santa clara|santiago|sao paulo|são paulo|
sarajevo|seattle|seoul|seville|shanghai|shenzhen|skopje|sofia|stockholm|stuttgart|sydney|
taipei|tallinn|tashkent|tbilisi|tehran|tel aviv|the hague|tianjin|tirana|tokyo|toronto|
tripoli|tunis|turin|valletta|vancouver|venice|vienna|vilnius|warsaw|washington d.c.|
washington, d.c.|wellington|wellesley|yerevan|zagreb|zurich|zürich|
"""

# More cities: large or often-reported ones outside the list above.
MORE_CITIES = """
albany|albuquerque|anchorage|baton rouge|boise|charleston|cincinnati|cleveland|
des moines|el paso|fort worth|fresno|hartford|honolulu|indianapolis|jacksonville|jersey city|
kansas city|little rock|long beach|louisville|memphis|milwaukee|nashville|new haven|newark|
oakland|oklahoma city|omaha|pittsburgh|portland|raleigh|
sacramento|salt lake city|san antonio|st. louis|st louis|saint louis|tampa|tucson|tulsa|wichita|
winnipeg|edmonton|halifax|quebec city|hobart|gold coast|kyoto|yokohama|nagoya|hiroshima|busan|
pyongyang|kandahar|basra|mosul|gaza|ramallah|haifa|bethlehem|amman|aleppo|marrakesh|tangier|
algiers|benghazi|mogadishu|kigali|abuja|kano|durban|lusaka|maputo|colombo|chittagong|hyderabad|
pune|ahmedabad|jaipur|lucknow|peshawar|rawalpindi|yangon|rangoon|phnom penh|vientiane|saigon|
penang|surabaya|bandung|medan|cebu|davao|chengdu|chongqing|wuhan|nanjing|hangzhou|harbin|
shenyang|dalian|qingdao|xiamen|lhasa|urumqi|ulaanbaatar|almaty|astana|bishkek|dushanbe|ashgabat|
novosibirsk|vladivostok|murmansk|kaliningrad|odessa|kharkiv|lviv|gdansk|krakow|wroclaw|poznan|
brno|graz|salzburg|innsbruck|linz|dresden|hanover|nuremberg|bremen|dortmund|heidelberg|
strasbourg|bordeaux|toulouse|lille|nantes|montpellier|bologna|verona|pisa|bari|catania|
valencia|malaga|bilbao|granada|zaragoza|thessaloniki|izmir|antalya|oran|aberdeen|dundee|
sheffield|newcastle|nottingham|leicester|southampton|portsmouth|brighton|plymouth|coventry|
swansea|galway|limerick|medellin|cartagena|guayaquil|asuncion|cordoba|valparaiso|
recife|brasilia|belo horizonte|porto alegre|manaus|curitiba|fortaleza|guadalajara|monterrey|
tijuana|puebla|cancun|acapulco|san juan|port-au-prince|santo domingo|managua|tegucigalpa|
san salvador|guatemala city|belize city|
"""
# Regions, provinces and historical states that gazetteer users expect as places.
REGIONS = """
europe|asia|africa|north america|south america|latin america|central america|middle east|
southeast asia|east asia|south asia|central asia|caribbean|scandinavia|balkans|antarctica|
oceania|west bank|gaza strip|soviet union|ussr|yugoslavia|czechoslovakia|east germany|
west germany|ontario|quebec|british columbia|alberta|manitoba|saskatchewan|nova scotia|
new brunswick|newfoundland|prince edward island|new south wales|queensland|tasmania|
western australia|south australia|northern territory|southern california|northern california|
new england|siberia|kashmir|kurdistan|tibet|punjab|bavaria|catalonia|sicily|sardinia|corsica|
"""



def _split(blob: str) -> list[str]:
    return blob.split()


PLACES: dict[str, str] = {}
for _kind, _blob in (("city", CITIES), ("city", MORE_CITIES), ("region", REGIONS), ("us_state", US_STATES),
                     ("country", COUNTRIES)):
    for _name in _blob.replace("\n", "").split("|"):
        if _name:
            PLACES[_name] = _kind
MAX_PLACE_TOKENS = max(len(n.split()) for n in PLACES)

# Places that are also common words or given names: only taken when they do not start a
# capitalized run that continues (`Jersey Shore` is not Jersey) and never as persons' names.
AMBIGUOUS = frozenset({"georgia", "jordan", "chad", "jersey", "nice", "victoria", "sofia",
                       "charlotte", "virginia", "us", "phoenix", "washington", "cambridge", "portland"})

# State abbreviations after a town (`Memphis, Tenn.`, `Springfield, MO`): AP style (with the
# dot) and postal codes, case-folded without the trailing dot.
STATE_ABBREVIATIONS = frozenset(_split("""
ala ariz ark calif cal colo conn del fla ga ill ind kan kans ky la md mass mich minn miss mo mont
neb nebr nev n.h n.j n.m n.y n.c n.d okla ore pa r.i s.c s.d tenn tex vt va wash w.va wis wyo d.c
al ak az ar ca co ct de fl hi id il in ia ks me mi mn ms mt ne nv nh nj nm ny nc nd oh ok or ri sc sd
tn tx ut wa wv wi wy dc ma
"""))

# One place under several names: `canonical: other names`, each as `PLACES` and
# `STATE_ABBREVIATIONS` hold it (case-folded, no final dot). A mention of any of them is the
# entity of the first (`place_norm`): `U.S.`, `USA` and `United States` are one country,
# `Minn.`, `MN` and `Minnesota` one state, `Bombay` and `Mumbai` one city.
_SAME_PLACE = """
united states: us|u.s|u.s.a|usa|united states of america
united kingdom: uk|great britain|britain
united arab emirates: uae
british virgin islands: bvi
cayman islands: cayman
russia: russian federation
czech republic: czechia
turkey: turkiye
netherlands: the netherlands
bahamas: the bahamas
china: people's republic of china
macau: macao
mumbai: bombay
kolkata: calcutta
kyiv: kiev
yangon: rangoon
ho chi minh city: saigon
zurich: zürich
dusseldorf: düsseldorf
sao paulo: são paulo
saint petersburg: st petersburg
st. louis: st louis|saint louis
new york: new york city|ny|n.y
washington, d.c.: washington d.c|dc|d.c
alabama: al|ala
alaska: ak
arizona: az|ariz
arkansas: ar|ark
california: ca|cal|calif
colorado: co|colo
connecticut: ct|conn
delaware: de|del
florida: fl|fla
georgia: ga
hawaii: hi
idaho: id
illinois: il|ill
indiana: in|ind
iowa: ia
kansas: ks|kan|kans
kentucky: ky
louisiana: la
maine: me
maryland: md
massachusetts: ma|mass
michigan: mi|mich
minnesota: mn|minn
mississippi: ms|miss
missouri: mo
montana: mt|mont
nebraska: ne|neb|nebr
nevada: nv|nev
new hampshire: nh|n.h
new jersey: nj|n.j
new mexico: nm|n.m
north carolina: nc|n.c
north dakota: nd|n.d
ohio: oh
oklahoma: ok|okla
oregon: or|ore
pennsylvania: pa
rhode island: ri|r.i
south carolina: sc|s.c
south dakota: sd|s.d
tennessee: tn|tenn
texas: tx|tex
utah: ut
vermont: vt
virginia: va
washington: wa|wash
west virginia: wv|w.va
wisconsin: wi|wis
wyoming: wy|wyo
"""
PLACE_NORMS: dict[str, str] = {
    other: canonical
    for canonical, _, others in (line.partition(": ") for line in _SAME_PLACE.strip().splitlines())
    for other in others.split("|")
}


def place_norm(key: str) -> str:
    """The norm of the entity a place name names (`key` case-folded, final dot dropped): its
    canonical name when it has several (`PLACE_NORMS`), else "" (the name's own norm)."""
    return PLACE_NORMS.get(key, "")


_NAMED_BY_OTHERS = frozenset(PLACE_NORMS.values())


def display_rank(type_: str, norm: str, surface: str) -> bool:
    """False for the surfaces an entity is best named by, True for the rest: a place with
    other names shows its full name where a document wrote it (`Nebraska`, not the `NE` of
    the address lines); every other entity shows its most frequent surface."""
    return type_ == "Location" and norm in _NAMED_BY_OTHERS and surface.casefold() != norm


# Head words that make the capitalized name before them a place (`Dade County`, `Gibson City`).
PLACE_HEADS = {"county": "region", "parish": "region", "province": "region", "prefecture": "region",
               "city": "city", "island": "region", "islands": "region", "valley": "region",
               "peninsula": "region", "zone": "region"}
