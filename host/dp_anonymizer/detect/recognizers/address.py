"""Street addresses: house number + street name + street type (English), street name with a
German/Dutch/Nordic/Finnish suffix + number, Romance "Rue/Via/Calle … number" forms, PO boxes,
and the unit / city / state / postcode tail that follows.

Every repetition is bounded and words are separated by exactly one kind of gap, so a failed
attempt costs at most a few hundred steps.
"""

from __future__ import annotations

from dp_anonymizer.detect.base import Pattern, PatternRecognizer, ScanContext, compile_pattern

_STREET_TYPES = (
    r"Street|St|Avenue|Ave|Av|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Place|Pl|"
    r"Square|Sq|Terrace|Terr|Way|Close|Crescent|Cres|Highway|Hwy|Parkway|Pkwy|Circle|Cir|"
    r"Trail|Trl|Mews|Gardens|Grove|Alley|Plaza|Loop|Pike|Expressway|Freeway|Turnpike|"
    r"Causeway|Embankment|Parade|Esplanade|Quay|Wharf|Ridge|Bypass|Broadway"
)
_UNIT = (
    r"(?:,?[ \t]{0,3}\n?[ \t]{0,3}(?:Apt\.?|Apartment|Suite|Ste\.?|Unit|Flat|Floor|Fl\.?|Room|Rm\."
    r"?|"
    r"#|No\.?|Bldg\.?|Building)[ \t]{0,3}#?[A-Za-z0-9\-]{1,8})?"
)
#: ", City, ST 12345" / "\nCity\n, ST\n Country 12345" style tails: up to four segments,
#: each introduced by a comma or a newline.
_POSTCODE = (
    r"(?:[0-9]{3,5}(?:[\- ][0-9]{3,4})?|[A-Z][0-9][A-Z][ ]?[0-9][A-Z][0-9]"
    r"|[A-Z]{1,2}[0-9][A-Z0-9]?[ ][0-9][A-Z]{2})"
)
_CAPS = r"\p{Lu}[\p{L}\p{M}'\-]{1,30}(?:[ \t]\p{Lu}[\p{L}\p{M}'\-]{1,30}){0,2}"
_TAIL = (
    r"(?:[ \t]{0,3}[,\n][ \t\n]{0,3},?[ \t]{0,3}(?:(?:"
    + _POSTCODE
    + r"[ \t]{1,3})?"
    + _CAPS
    + r"|[A-Z]{2,3}|"
    + _POSTCODE
    + r")(?:[ \t]{1,3}"
    + _POSTCODE
    + r")?){0,4}"
)
_NUM = r"[0-9]{1,6}[A-Za-z]?(?:[\-/][0-9]{1,4}[A-Za-z]?)?"
_WORD = r"\p{Lu}[\p{L}\p{M}'.\-]{0,30}"
_NAMEWORDS = r"(?:(?:" + _WORD + r"|[0-9]{1,3}(?:st|nd|rd|th))[ \t]){1,4}"

ENGLISH_RE = compile_pattern(
    r"(?<![\w.,\-])"
    + _NUM
    + r"[ \t]{1,3}"
    + _NAMEWORDS
    + r"(?:"
    + _STREET_TYPES
    + r")\b\.?"
    + r"(?:[ \t](?:NW|NE|SW|SE|N|S|E|W)\b\.?)?"
    + _UNIT
    + _TAIL
)
_SUFFIX_STREETS = (
    r"straße|strasse|str\.|weg|gasse|platz|allee|ring|damm|ufer|chaussee|steig|pfad|markt|"
    r"laan|straat|gracht|plein|kade|dreef|singel|steeg|hof|"
    r"vej|gade|gatan|gata|vägen|väg|veien|vei|gate|katu|tie|kuja|polku|tori|"
    r"utca|út|tér|körút|ulica|ul\.|náměstí|trg|cesta|iela|gatvė|tänav"
)
SUFFIX_RE = compile_pattern(
    r"(?i)(?<![\w])(?:[0-9]{1,6}[ \t]{1,3})?(?:\p{L}[\p{L}\p{M}\-]{1,40}(?:"
    + _SUFFIX_STREETS
    + r")|"
    r"\p{Lu}[\p{L}\p{M}\-]{1,30}[ \t](?:Straße|Strasse|Weg|Gasse|Platz|Allee|Ring|Laan|Straat|"
    r"utca|út|tér|ulica|vej|gatan|katu|tie))"
    r"[ \t]{1,3}[0-9]{1,4}[A-Za-z]?(?:[\-/][0-9]{1,4}[A-Za-z]?)?\.?(?![\w])" + _UNIT + _TAIL
)
ROMANCE_RE = compile_pattern(
    r"(?<![\w])(?:(?:[0-9]{1,5}[A-Za-z]?,?[ \t]{1,3})?"
    r"(?:[Rr]ue|[Aa]venue|Av\.|[Bb]oulevard|Bd|[Cc]hemin|[Aa]llée|Impasse|"
    r"Quai|Place|Via|Viale|Piazza|Piazzale|Corso|Vicolo|Largo|Calle|Avenida|Avda\.?|Plaza|"
    r"Paseo|Camino|Carrer|Carretera|Rua|Travessa|Praça|Estrada|Rambla|Ronda)[ \t]{1,3}"
    r"(?:(?:de|du|des|del|della|delle|dei|degli|di|da|do|dos|das|la|le|les|l'|d'|los|las|el)"
    r"[ \t]{1,2}){0,2}"
    r"\p{L}[\p{L}\p{M}'\-]{1,30}(?:[ \t]\p{L}[\p{L}\p{M}'\-]{1,30}){0,3}"
    r"(?:,?[ \t]{1,3}(?:n\.?[ºo°]?[ \t]?)?[0-9]{1,4}[A-Za-z]?(?![\w]))?)" + _UNIT + _TAIL
)
PO_BOX_RE = compile_pattern(
    r"(?i)\b(?:P\.?[ \t]?O\.?[ \t]{0,2}Box|Post[ \t]Office[ \t]Box|PSC[ \t][0-9]{1,5},?[ \t]Box|"
    r"Postfach|Boîte postale|Apartado(?: de correos)?|Casella postale)[ \t]{1,3}[0-9]{1,6}"
    r"(?:,?[ \t]{0,3}\n?[ \t]{0,3}(?:APO|FPO|DPO)[ \t]{1,2}A[AEP][ \t]{1,2}[0-9]{5})?"
)
UNIT_ONLY_RE = compile_pattern(
    r"\b(?:Apt\.?|Apartment|Suite|Ste\.)[ \t]{1,3}#?[0-9]{1,5}[A-Za-z]?\b"
)


_YEAR_RE = compile_pattern(r"(?:19|20)[0-9]{2}[ \t]")


class AddressRecognizer(PatternRecognizer):
    NAME = "address"
    ENTITY = "ADDRESS"
    PATTERNS = (
        Pattern("english", ENGLISH_RE, 0.8),
        Pattern("street-suffix", SUFFIX_RE, 0.8),
        Pattern("romance", ROMANCE_RE, 0.55),
        Pattern("po-box", PO_BOX_RE, 0.85),
        Pattern("unit", UNIT_ONLY_RE, 0.6),
    )
    CONTEXT = ("address", "live at", "lives at", "located at", "adresse", "dirección",
               "indirizzo", "adres", "ship to", "deliver", "street")  # fmt: skip

    def score(
        self, pattern: Pattern, verdict: bool | None, ctx: ScanContext, start: int, end: int
    ) -> float:
        value = ctx.text[start:end]
        score = pattern.score
        if pattern.name == "english" and _YEAR_RE.match(value):
            score = 0.45  # "in 2019 Apple Street…" is more often a year than a house number
        if pattern.name == "romance" and any(ch.isdigit() for ch in value):
            score = 0.8
        if self.CONTEXT and ctx.has_context(start, end, self.CONTEXT):
            score = min(1.0, score + 0.3)
        return score
