"""A small built-in gazetteer: countries, US states and major cities (case-folded → kind)."""

from __future__ import annotations

COUNTRIES = """
afghanistan|albania|algeria|andorra|angola|antigua and barbuda|argentina|armenia|australia|
austria|azerbaijan|bahamas|the bahamas|bahrain|bangladesh|barbados|belarus|belgium|belize|
benin|bermuda|bhutan|bolivia|bosnia and herzegovina|botswana|brazil|british virgin islands|
brunei|bulgaria|burkina faso|burundi|cambodia|cameroon|canada|cape verde|cayman islands|
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

PLACES: dict[str, str] = {}
for _kind, _blob in (("city", CITIES), ("us_state", US_STATES), ("country", COUNTRIES)):
    for _name in _blob.replace("\n", "").split("|"):
        if _name:
            PLACES[_name] = _kind
MAX_PLACE_TOKENS = max(len(n.split()) for n in PLACES)

# Places that are also common words or given names: only taken when they do not start a
# capitalized run that continues (`Jersey Shore` is not Jersey) and never as persons' names.
AMBIGUOUS = frozenset({"georgia", "jordan", "chad", "jersey", "nice", "victoria", "sofia",
                       "charlotte", "virginia", "us", "phoenix", "washington", "cambridge"})
