"""Public figures: a name everyone knows is the subject of a question, not personal data.

"Explain Einstein's relativity", "a novel by Jane Austen", "compare Steve Jobs and Bill
Gates": replacing these names breaks the prompt and protects no one (their words are the
question). The names are data (``data/public_figures.json``); this module drops every
finding inside such a name before the resolver weighs the rest. It stays a person when the
text ties the name to the writer: a title ("Dr. Newton"), a trigger ("my name is"), an
e-mail display name or a dialogue label, a relation noun right before it ("my friend
Taylor Swift") or a verb of contact ("call Ada Lovelace at …"), and in a record: a card,
SSN, phone number or e-mail on the same line ("Records show Henry Ford, DOB 07/30/1963, SSN
078-05-1121") belongs to a namesake. A single word that is also a known given name never
counts: too many people are called Adele. Brands, works and games named
like people ("Johnson & Johnson", "Romeo and Juliet", "Elden Ring", "Dr Pepper") are listed
too; a name joined by "&" or "and" or holding its own title is looked up in the text, since
the rules cut it differently ("Ben & Jerry's" is found as "Jerry"), and its title ties it to
no one.
"""

from __future__ import annotations

import bisect
import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, replace
from functools import cache

import regex

from dp_anonymizer.detect.base import (
    USERS_OWN,
    Candidate,
    ScanContext,
    compile_pattern,
    union_ranges,
)
from dp_anonymizer.detect.gazetteer import known_place
from dp_anonymizer.detect.layers import NER, RULES
from dp_anonymizer.detect.lexicon import (
    lexicon,
    literal_alternation,
    load_data,
    person_cues,
    strip_possessive,
)
from dp_anonymizer.detect.resolve import Spans, residence_words

#: Kinds of person evidence that tie a name to someone the writer knows or is (a title is
#: weighed apart).
_PERSONAL_KINDS = frozenset({"trigger", "display-name", "speaker", "block-head", "phrase"})
#: Organisation findings that tie a firm to someone's work or care ("ik werk bij albert heijn",
#: "worked at Bletchley Park"): a listed public thing does not drop them, the resolver weighs
#: them as any employer.
_TIED_ORG_KINDS = frozenset(
    {"employer", "as-employer", "previous-employer", "time-at", "lower-employer", "job"}
    | {"work-gap", "work-last", "care", "named-hospital"}
)
#: The score at which a rule's finding is replaced (``DetectConfig.min_score``'s default).
_SURE = 0.5
#: The capitalised word right after a finding, that may complete a listed name.
_NEXT_NAME_WORD = regex.compile(r"[ ](\p{Lu}[\p{L}\p{M}'’-]{1,30})")
_DOTS_RE = regex.compile(r"\.\s*")
_SPACES_RE = regex.compile(r"\s+")


@dataclass(frozen=True, slots=True)
class _Figures:
    names: frozenset[str]
    #: The longest name in words: a finding with more words is no public figure.
    max_words: int
    #: Listed names, lower case, that the rules cut differently from the list: two names
    #: joined by "&" or "and" ("Ben & Jerry's" is found as "Jerry") or a title that is
    #: part of the name ("Judge Dredd", "Dr Pepper"); these are looked up in the text.
    joined: tuple[str, ...]
    #: Names whose title is part of them: that title ties them to no one.
    titled: frozenset[str]
    #: Identifiers that make a line with a famous name someone's record, and how near.
    record_categories: frozenset[str]
    record_window: int
    #: Names a private person may bear, public only where a text about no one asks
    #: about them; the joined ones ("Tom and Jerry") are looked up in the text.
    asked_only: frozenset[str]
    asked_joined: tuple[str, ...]
    #: Brands named with a possessive, lower case with either apostrophe: public wherever
    #: they stand, and those whose name is a lone given name ("Wendy's") where asked about.
    possessive: tuple[str, ...]
    possessive_asked: tuple[str, ...]
    #: Authors whose German genitive opens their work's name ("Schillers Wilhelm Tell").
    genitive: frozenset[str]
    #: Dishes named after someone, lower case ("fettuccine alfredo", "crêpes suzette").
    dishes: tuple[str, ...]
    #: The first words of the listed names of more than one word (normalised): a one-word
    #: finding that is none of these completes no listed name.
    first_words: frozenset[str]
    #: Characters known by a given name alone (normalised), with the works and authors
    #: (lower case) that make the name theirs where the text also names one.
    work_characters: Mapping[str, tuple[str, ...]]
    #: Characters named by no lone given name ("mr darcy", "daisy buchanan", "goneril"),
    #: lower case with either apostrophe, with the works, authors and fellow characters
    #: (lower case) that make the name theirs where the text also names one: see _cast_of_a_work.
    work_cast: Mapping[str, tuple[str, ...]]
    #: Public things that hold a place's name or words of a person's ("gare de lyon",
    #: "real madrid", "berliner mauer"), lower case with either apostrophe.
    named_things: tuple[str, ...]
    #: German adjectives of a town that the town's name plus "-er" does not give (normalised).
    place_adjectives: frozenset[str]
    #: An author's preposition inside a finding ("Bovary de Flaubert"): see _by_a_figure.
    author_preposition: regex.Pattern[str]
    #: A ruler's epithet with its article right after a given name ("the Great", "der
    #: Weise", "la Católica"), capitalised as written, then no letter, or a ruler's number
    #: ("VIII", "I" before "and"): see _regnal_end.
    epithet: regex.Pattern[str]
    #: The same epithets, normalised ("the great"), for a finding that holds one.
    epithets: frozenset[str]
    #: A label of a work's or a commit's maker and its colon, right before a name ("Author:
    #: "): a field's label, no tie to the writer (``author_labels``); searched from the end.
    author_label: regex.Pattern[str]
    #: Words of a fan's message to a figure ("fan letter", "big fan"; ``fan_cues``).
    fan_cues: tuple[str, ...]


def normalize(value: str) -> str:
    """Case, accents, a possessive ending, the spacing of initials and a last dot do not
    matter: "J.R.R. Tolkien's" and "j. r. r. tolkien" are one name, and so are "Martin
    Luther King Jr." and "Martin Luther King Jr"."""
    value = strip_possessive(value.strip())
    decomposed = unicodedata.normalize("NFKD", value)
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    plain = _DOTS_RE.sub(". ", plain)
    return _SPACES_RE.sub(" ", plain).strip().rstrip(".").casefold()


@cache
def _figures() -> _Figures:
    data = load_data("public_figures.json")
    names = {normalize(n) for group in data["names"].values() for n in group}
    names |= {normalize(n) for n in data["mononyms"]}
    names |= {normalize(n) for n in data["titled"]}
    joined = {
        form
        for group in data["names"].values()
        for n in group
        if _JOINS.search(n) or _ELIDED.search(n)
        for form in _apostrophes(n.lower())
    }
    joined |= {n.lower() for n in data["titled"]}
    return _Figures(
        frozenset(names),
        max(len(n.split()) for n in names),
        tuple(sorted(joined)),
        frozenset(normalize(n) for n in data["titled"]),
        frozenset(data["record_categories"]),
        int(data["record_window"]),
        frozenset(normalize(n) for n in data["asked_only"]),
        tuple(
            sorted(
                form
                for n in data["asked_only"]
                if _JOINS.search(n) or _ELIDED.search(n)
                for form in _apostrophes(n.lower())
            )
        ),
        *_possessive_brands(data["possessive_brands"]),
        frozenset(normalize(n) for n in data["genitive_authors"]),
        tuple(sorted({n.lower() for n in data["dishes"]})),
        frozenset(n.split(" ", 1)[0] for n in names if " " in n),
        {
            normalize(name): tuple(sorted({w.lower() for w in works}))
            for name, works in data["work_characters"].items()
        },
        {
            form: tuple(sorted({w.lower() for w in works}))
            for name, works in data["work_cast"].items()
            for form in _apostrophes(name.lower())
        },
        tuple(sorted({form for n in data["named_things"] for form in _apostrophes(n.lower())})),
        frozenset(normalize(a) for a in data["place_adjectives"]),
        compile_pattern(r"[ ](?:" + literal_alternation(_author_prepositions()) + r")[ ]"),
        compile_pattern(
            r"(?:[ ](?:" + literal_alternation(data["regnal_epithets"]) + r")(?![\p{L}\p{M}])"
            # "Henry VIII", "Louis XIV"; a one-letter numeral only where no pronoun or initial
            # stands ("Elizabeth I and Mary", "Elizabeth I's reign"; not "Sarah I think")
            r"|[ ](?:" + literal_alternation(data["regnal_numerals"]) + r")(?![\p{L}\p{M}\d])"
            r"|[ ](?:" + literal_alternation(data["regnal_numerals_one_letter"]) + r")"
            r"(?=['’]s(?![\p{L}])|[,);?!]|[ ](?:and|or|vs)(?![\p{L}])|[ \t]*$)"
            # "Mary, Queen of Scots", "Charles, Prince of Wales"
            r"|,[ ](?:" + literal_alternation(data["regnal_styles"]) + r")[ ]of[ ](?=\p{Lu}))"
        ),
        frozenset(normalize(e) for e in [*data["regnal_epithets"], *data["regnal_numerals"]]),
        compile_pattern(
            r"(?i)(?<![\p{L}\p{M}])(?:"
            + literal_alternation(data["author_labels"], reverse=True)
            + r")[ \t]?:[ \t]{0,3}$",
            regex.REVERSE,
        ),
        tuple(sorted({c.lower() for c in data["fan_cues"]})),
    )


@cache
def _contact_verbs() -> frozenset[str]:
    return frozenset(v.casefold() for v in person_cues().ask_verbs)


def _contact_verb(cue: str) -> bool:
    """Whether a match of :func:`relation_before` is a verb of contact ("write to"), not a
    relation noun ("my friend")."""
    return cue.rstrip(" ,").casefold() in _contact_verbs()


@cache
def _greeting_re() -> regex.Pattern[str]:
    return compile_pattern(
        r"(?i)(?<![\w'’])(?:"
        + literal_alternation(person_cues().greetings, reverse=True)
        + r")[ ,]{1,2}$",
        regex.REVERSE,
    )


def _greeting_before(text: str, start: int) -> bool:
    """Whether a greeting stands right before ``start`` ("Dear ", "Hi, ")."""
    return _greeting_re().search(text, max(0, start - 24), start) is not None


def _author_prepositions() -> list[str]:
    """'by' and its equivalents (``author_prepositions`` of ``data/works.json``)."""
    words: list[str] = load_data("works.json")["author_prepositions"]
    return words


def _possessive_brands(brands: Iterable[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The possessive brands as looked up (lower case, both apostrophes): those public
    wherever they stand, and those named like a lone given name ("Wendy's")."""
    public: set[str] = set()
    asked: set[str] = set()
    for brand in brands:
        forms = {brand.lower(), brand.lower().replace("'", "\u2019")}
        (public if _public_key(normalize(brand)) else asked).update(forms)
    return tuple(sorted(public)), tuple(sorted(asked))


#: What joins two names into one name of a firm or a work ("Marks & Spencer", "Romeo and
#: Juliet", "Tristan und Isolde").
_JOINS = regex.compile(r" (?:&|and|und|et|y|e|en) ")
#: An elided particle inside a name, where the rules cut it ("Jeanne d'Arc" is found as
#: "Jeanne", "Georgia O'Keeffe" as "Georgia"): such a name is looked up in the text too.
_ELIDED = regex.compile(r"\w['’]\p{L}")


def _apostrophes(name: str) -> tuple[str, ...]:
    """``name`` as written, and with the other apostrophe where it holds one."""
    if "'" not in name:
        return (name,)
    return (name, name.replace("'", "\u2019"))


def _joined_in_text(ctx: ScanContext, names: Iterable[str]) -> list[tuple[int, int]]:
    """Where the text writes one of ``names`` (lower case), as whole words."""
    lower = ctx.lower
    found: list[tuple[int, int]] = []
    for name in ctx.maybe_held(names):
        for pos in ctx.find_all(name):
            end = pos + len(name)
            if (pos and lower[pos - 1].isalnum()) or (end < len(lower) and lower[end].isalnum()):
                continue
            found.append((pos, end))
    return found


@cache
def relation_before() -> regex.Pattern[str]:
    """A relation noun or a verb of contact right before a name ("my friend Taylor Swift",
    "call Ada Lovelace"): someone the writer knows; searched from the end."""
    cues = person_cues()
    words = literal_alternation([*cues.relation_nouns, *cues.ask_verbs], reverse=True)
    return compile_pattern(r"(?i)\b(?:" + words + r")[ ,]{1,2}$", regex.REVERSE)


def is_public_figure(value: str) -> bool:
    """Whether ``value`` is a public figure's name (not a lone known given name)."""
    key = normalize(value)
    return key in _figures().names and _public_key(key)


def is_named_thing(value: str) -> bool:
    """Whether ``value`` is one of ``named_things`` (a club, a station, a landmark: "Aston
    Villa", "Gare du Nord"), in any case."""
    return value.lower() in _named_things()


@cache
def _named_things() -> frozenset[str]:
    return frozenset(_figures().named_things)


def is_genitive_author(value: str) -> bool:
    """Whether ``value`` is an author or composer whose genitive opens the name of a work
    (``genitive_authors``: "Goethe", "Schiller") or a listed figure of one word."""
    key = normalize(value)
    figures = _figures()
    return key in figures.genitive or (key in figures.names and _public_key(key))


def _public_key(key: str) -> bool:
    """A listed name (normalised) that is not a lone known given name."""
    lex = lexicon()
    return " " in key or (key not in lex.first and key not in lex.ambiguous_first)


def without_public_figures(ctx: ScanContext, candidates: Iterable[Candidate]) -> list[Candidate]:
    """``candidates`` less every finding inside a public figure's name that nothing in the
    text ties to the writer (see the module docstring)."""
    found = _without_fixture_sides(ctx, list(candidates))
    figures = _figures()
    text = ctx.text
    persons = [c for c in found if c.category == "PERSON"]
    by_figure: list[tuple[int, int]] = []
    if persons:
        found, by_figure = _by_a_figure(text, found, figures)
        persons = [c for c in found if c.category == "PERSON"]
    # a listed full name that the model calls an organisation ("Simone de Beauvoir's ethics")
    persons.extend(c for c in found if _figure_as_organisation(text, c, figures))
    # public things named after a place or like a person ("Gare de Lyon", "Berliner Mauer"):
    # every finding inside one, of any kind, is part of the thing's name
    named = _joined_in_text(ctx, figures.named_things) if found else []
    # a character named with its work ("Daisy Buchanan … my Gatsby essay")
    cast = _cast_of_a_work(ctx, figures) if found else []
    if not persons and not named and not cast:
        return found
    spans: list[tuple[int, int]] = []
    # a given name that is also a listed name, and names a private person may bear
    asked_spans: list[tuple[int, int]] = []
    # a family of a work named by its surname ("the Buendía family in …")
    family_spans: list[tuple[int, int]] = []
    authors = set(by_figure)
    for c in persons:
        if text.count(" ", c.start, c.end) >= figures.max_words or (c.start, c.end) in authors:
            continue
        key = normalize(text[c.start : c.end])
        famous = key in figures.names and _public_key(key)
        if famous or _genitive_of_figure(key, figures) or _figure_before_particle(key, figures):
            spans.append((c.start, c.end))
        elif end := (
            (" " not in key and _completed_figure(text, c.end, key, figures))
            or _regnal_end(text, c.end, key, figures)
        ):
            # "Manuel Neuer" found as "Manuel"; "Alfred the Great" found as "Alfred"
            spans.append((c.start, end))
        elif _town_adjective_pair(text[c.start : c.end], key, figures):
            spans.append((c.start, c.end))
        elif _after_figure_possessive(text, c.start, figures):
            # "Roald Dahl's Matilda", "Shakespeare's Juliet": the figure's work or character
            spans.append((c.start, c.end))
        # a titled one that its title ties to no one once asked about ("Madame Bovary"), and
        # a character's given name where the text names its work ("Beatrice … nella Divina
        # Commedia", "Werther … Lotte")
        if (
            _asked_only(key, figures)
            or (key in figures.names and not famous)
            or _character_of_a_work(ctx, key, figures)
            or _party_of_a_case(text, c.start, c.end)
        ):
            asked_spans.append((c.start, c.end))
        elif _family_of_a_work(ctx, c.start, c.end):
            # "la familia Buendía": the family noun read as a title ties it to no one
            family_spans.append((c.start, c.end))
    joined = _joined_in_text(ctx, figures.joined)
    spans.extend(joined)
    spans.extend(_joined_in_text(ctx, figures.possessive))
    spans.extend(_joined_in_text(ctx, figures.dishes))
    asked_spans.extend(_joined_in_text(ctx, figures.asked_joined))
    asked_spans.extend(_joined_in_text(ctx, figures.possessive_asked))
    asked_spans.extend(by_figure)
    if not spans and not asked_spans and not family_spans and not named and not cast:
        return found
    relation = relation_before()
    personal = Spans(c for c in found if _person_rule(c, _PERSONAL_KINDS))
    # a title before a work ties its author to no one ("Madame Bovary de Flaubert")
    titles = Spans(
        c for c in found if _person_rule(c, {"title"}) and (c.start, c.end) not in authors
    )
    # a record right after another name is that one's ("My daughter Ana Lee (ana@…) is doing
    # a project on Fleetwood Mac"): the ends of the persons found
    owners = {c.end: (c.start, c.end) for c in found if c.category == "PERSON"}
    records = _Records(
        (c.start, c.end)
        for c in found
        if c.category in figures.record_categories and c.score >= _SURE and c.layer == "rules"
    )

    # a fan's message to a figure ("a fan letter … Dear Taylor Swift"): the greeting or the
    # verb of contact addresses the figure
    fan = ctx.contains_any(figures.fan_cues) if spans else False

    def tied(start: int, end: int, asked: bool = False, family: bool = False) -> bool:
        contact = relation.search(text, max(0, start - 24), start)
        if (
            contact is not None
            and not _meets_a_character(text, contact, start, end)
            and not _relative_of_a_figure(text, contact.start(), figures)
            and not (fan and _contact_verb(contact.group()))
        ):
            return True
        tie = personal.overlapping(start, end)
        if tie is not None and not (
            # "Author: Linus Torvalds" in pasted git output: a field's label, no tie
            tie.kind == "trigger"
            and (
                figures.author_label.search(text, max(0, start - 16), start) is not None
                or (fan and _greeting_before(text, start))
            )
        ):
            return True
        if records.near(text, start, end, figures.record_window, owners):
            return True
        title = titles.overlapping(start, end)
        if family:
            return False
        # the title of a titled name is part of it ("Dr Pepper"), not a tie
        key = normalize(text[start:end])
        return title is not None and not (
            (key in figures.titled or (asked and _asked_only(key, figures)))
            and start <= title.start
            and title.end <= end
        )

    asked = union_ranges(
        [
            *((start, end) for start, end in asked_spans if not tied(start, end, asked=True)),
            *((start, end) for start, end in family_spans if not tied(start, end, family=True)),
        ]
    )
    if asked:
        found = _mark_asked(found, asked)
    figure_ranges = [(start, end) for start, end in spans if not tied(start, end)]
    # a character's title is part of its name ("Mr Darcy"): only a relation noun, a trigger
    # or a record ties it, and a place where someone lives stays one ("I live in Rochester")
    figure_ranges.extend((start, end) for start, end in cast if not tied(start, end, family=True))
    # a thing is no one's record nor name: a phone number near "Madison Square Garden" is the
    # writer's, "se llama Camino de Santiago" names the way; a relation noun still ties
    things = union_ranges(
        (start, end)
        for start, end in named
        if relation.search(text, max(0, start - 24), start) is None
    )
    public = union_ranges(figure_ranges + things)
    if not public:
        return found
    thing_starts = [start for start, _ in things]

    def employer_in_a_thing(c: Candidate) -> bool:
        """Someone's work or care at a listed thing ("ik werk bij albert heijn"): an
        employer stays for the resolver, unless a figure's name holds it."""
        if c.category != "ORGANIZATION" or c.kind not in _TIED_ORG_KINDS:
            return False
        if c.kind in ("employer", "named-hospital") and (c.start, c.end) in figure_spans:
            # "Ik werk bij Albert Heijn", "I work at Marks & Spencer": the firm; "ligt in het
            # Antoni van Leeuwenhoek": the hospital named after the figure
            return True
        i = bisect.bisect_right(thing_starts, c.start) - 1
        return (
            i >= 0
            and c.end <= things[i][1]
            and not any(start <= c.start and c.end <= end for start, end in figure_ranges)
        )

    figure_spans = frozenset(figure_ranges)
    starts = [start for start, _ in public]
    # a name the rules ran on past a listed one they cut differently ("Marks & Spencer Sparks")
    crossed = [(start, end) for start, end in joined if not tied(start, end)]

    def inside(c: Candidate) -> bool:
        i = bisect.bisect_right(starts, c.start) - 1
        if i >= 0 and c.end <= public[i][1]:
            return True
        return c.category == "PERSON" and any(
            start < c.start < end < c.end or c.start < start < c.end < end for start, end in crossed
        )

    def past_a_thing(c: Candidate) -> Candidate | None:
        """A person the rules ran on from inside a listed thing ("Milano Centrale al Cenacolo
        Vinciano" read as "Centrale al Cenacolo Vinciano"): the thing's words are no part of
        it; it starts at the next capitalised word after the thing, or is none."""
        if c.category != "PERSON" or c.layer != RULES:
            return c
        i = bisect.bisect_right(thing_starts, c.start) - 1
        if i < 0 or not things[i][0] < c.start < things[i][1] < c.end:
            return c
        m = _CAPITAL_AFTER.search(text, things[i][1], c.end)
        return replace(c, start=m.start()) if m is not None else None

    def into_a_thing(c: Candidate | None) -> Candidate | None:
        """A person the rules ran on into a listed thing over a lower-case link ("estación
        de Chamartín al Museo Reina Sofía" read as "Chamartín al Museo Reina Sofía"): it ends
        with the last capitalised word before the link; a lone word left that no name list
        knows is none (a station's or a district's name, "Chamartín")."""
        if c is None or c.category != "PERSON" or c.layer != RULES:
            return c
        j = bisect.bisect_left(thing_starts, c.end) - 1
        if j < 0 or not c.start < things[j][0] < c.end <= things[j][1]:
            return c
        head = _NAME_WORDS_BEFORE.match(text, c.start, things[j][0])
        if head is None or (head.end() == things[j][0] - 1 and text[head.end()] == " "):
            return c  # no lower-case link between them: "Anna Rossi Museo …" is left as found
        words = head.group().split()
        lex = lexicon()
        if len(words) == 1 and not (
            (key := normalize(words[0])) in lex.first or key in lex.surnames
        ):
            return None
        return replace(c, end=head.end())

    kept = []
    # the words of a name dropped here are no repeat of a person ("Marks & Spencer Sparks"
    # had made a later or the same "Sparks" one), nor are those cut off a name that ran on
    # into a thing ("Atocha al Museo del Prado")
    dropped: set[str] = set()
    for c in found:
        cut = into_a_thing(past_a_thing(c))
        if cut is not c and c.category == "PERSON":
            left = text[cut.start : cut.end].split() if cut is not None else []
            dropped.update(w.casefold() for w in text[c.start : c.end].split() if w not in left)
        if cut is not None and (
            cut.kind == USERS_OWN or not inside(cut) or employer_in_a_thing(cut)
        ):
            kept.append(cut)
    dropped.update(
        w.casefold()
        for c in found
        if c.category == "PERSON" and inside(c)
        for w in text[c.start : c.end].split()
    )
    if not dropped:
        return kept
    return [
        c
        for c in kept
        if not _person_rule(c, {"repeated"}) or text[c.start : c.end].casefold() not in dropped
    ]


@cache
def _fixtures() -> tuple[frozenset[str], frozenset[str], regex.Pattern[str]]:
    """The words of a match (lower case), the versus words' letters, and the versus words
    as a pattern (``fixtures`` of ``data/public_figures.json``)."""
    data = load_data("public_figures.json")
    versus: list[str] = data["fixture_versus"]
    return (
        frozenset(data["fixture_words"]),
        frozenset(v.rstrip(".") for v in versus),
        compile_pattern(r"(?<![\p{L}\p{M}])(?:" + literal_alternation(versus) + r")(?= )"),
    )


#: The capitalised words of a side right before a versus word (at most three, searched in a
#: bounded window that ends at it) and right after one.
_SIDE_WORD = r"\p{Lu}[\p{L}\p{M}'’-]*"
_SIDE_BEFORE = regex.compile(r"(?<![\p{L}\p{M}])" + _SIDE_WORD + r"(?: " + _SIDE_WORD + r"){0,2} $")
_SIDE_AFTER = regex.compile(r" (" + _SIDE_WORD + r"(?: " + _SIDE_WORD + r"){0,2})")
#: How far a side's words and the words of a match may stand from the versus word.
_SIDE_REACH = 48
_MATCH_REACH = 120


def _without_fixture_sides(ctx: ScanContext, found: list[Candidate]) -> list[Candidate]:
    """``found`` less the findings inside the two sides of a match ("the tickets for
    Tottenham vs Chelsea"): see ``_fixtures`` in ``data/public_figures.json``. Gated on the
    text's words, each check reads a bounded window around a versus word."""
    words, versus_words, versus = _fixtures()
    if not found or not ctx.words & versus_words or not ctx.words & words:
        return found
    text, lower = ctx.text, ctx.lower
    sides: list[tuple[int, int]] = []
    for m in versus.finditer(lower):
        around = lower[max(0, m.start() - _MATCH_REACH) : m.end() + _MATCH_REACH]
        if not words.intersection(_WORD_RE.findall(around)):
            continue
        before = _SIDE_BEFORE.search(text, max(0, m.start() - _SIDE_REACH), m.start())
        after = _SIDE_AFTER.match(text, m.end(), min(len(text), m.end() + _SIDE_REACH))
        if before is None or after is None:
            continue
        pair = [(before.start(), before.end() - 1), after.span(1)]
        if any(_a_team(text, start, end, found) for start, end in pair):
            sides.extend(pair)
    if not sides:
        return found
    return [c for c in found if not any(s <= c.start and c.end <= e for s, e in sides)]


def _a_team(text: str, start: int, end: int, found: list[Candidate]) -> bool:
    """A side of a match that names a team: it holds a place or an organisation, or is
    written in capitals ("PSV")."""
    return text[start:end].isupper() or any(
        start <= c.start and c.end <= end and c.category in ("LOCATION", "ORGANIZATION")
        for c in found
    )


_WORD_RE = regex.compile(r"[\p{L}-]+")

#: A capitalised word's first letter.
_CAPITAL_AFTER = regex.compile(r"(?<![\p{L}\p{M}])\p{Lu}")
#: The capitalised words a name opens with, up to a lower-case link ("Chamartín al …").
_NAME_WORDS_BEFORE = regex.compile(r"\p{Lu}[\p{L}\p{M}'’-]*(?: \p{Lu}[\p{L}\p{M}'’-]*)*")


#: A party's name right before or after the court's "v" ("Miranda v. Arizona", "Donoghue v
#: Stevenson"): the other side opens with a capital, this one ends with a letter.
_CASE_AFTER = regex.compile(r" v\.? \p{Lu}")
_CASE_BEFORE = regex.compile(r"[\p{L}\p{M}] v\.? ")


def _party_of_a_case(text: str, start: int, end: int) -> bool:
    """The person at ``start``–``end`` is a side of a case cited by its parties ("What did
    the court decide in Miranda v. Arizona?"): public where a text about no one asks about
    it, as asked-only names are; a judgment or a question about someone keeps the parties
    hidden ("My case Kowalski v Smith is on Monday"). Reads four characters either side."""
    return (
        _CASE_AFTER.match(text, end, min(len(text), end + 5)) is not None
        or _CASE_BEFORE.fullmatch(text, max(0, start - 5), start) is not None
        or _CASE_BEFORE.fullmatch(text, max(0, start - 4), start) is not None
    )


def _figure_as_organisation(text: str, c: Candidate, figures: _Figures) -> bool:
    """``c`` is the model's organisation that is a listed name of more than one word, read
    as a person is ("Simone de Beauvoir's", "Karl Marx"): a firm named like people is listed
    as one ("Goldman Sachs" is asked_only)."""
    if c.category != "ORGANIZATION" or c.layer != NER:
        return False
    key = normalize(text[c.start : c.end])
    return " " in key and key in figures.names


def _person_rule(c: Candidate, kinds: AbstractSet[str]) -> bool:
    """``c`` is the person rules' finding of one of ``kinds`` of evidence."""
    return c.layer == RULES and c.category == "PERSON" and c.kind in kinds


def _completed_figure(text: str, end: int, key: str, figures: _Figures) -> int:
    """Where a listed full name ends that the rules cut before a surname that is also a word
    ("Manuel Neuer", "Michael Ende" are found as "Manuel", "Michael"): the finding ``key``
    (one word, normalised) and the capitalised word right after ``end`` are a listed name;
    0 where not."""
    if key not in figures.first_words:
        return 0
    rest = _NEXT_NAME_WORD.match(text, end)
    if rest is None:
        return 0
    word = rest.group(1)
    whole = key + " " + (strip_possessive(word).casefold() if word.isascii() else normalize(word))
    return rest.end() if whole in figures.names and _public_key(whole) else 0


def _asked_only(key: str, figures: _Figures) -> bool:
    """``key`` (normalised) is an asked-only name, its title written with or without the dot
    ("Mr. Darcy" and "Mr Darcy" are one name)."""
    return key in figures.asked_only or (
        ". " in key and key.replace(". ", " ") in figures.asked_only
    )


def _regnal_end(text: str, end: int, key: str, figures: _Figures) -> int:
    """Where a ruler's name with its epithet ends ("Alfred the Great", "Isabel la Católica",
    "Lorenzo il Magnifico"): the finding ``key`` (normalised) is a name of the lexicon
    ("Friedrich" is listed as a surname) and the epithet follows it, or the finding is such a
    name and epithet itself; 0 where not."""
    first, _, rest = key.partition(" ")
    lex = lexicon()
    if first not in lex.first and first not in lex.ambiguous_first and first not in lex.surnames:
        return 0
    if rest:
        return end if rest in figures.epithets else 0
    epithet = figures.epithet.match(text, end)
    return epithet.end() if epithet is not None else 0


def _by_a_figure(
    text: str, found: list[Candidate], figures: _Figures
) -> tuple[list[Candidate], list[tuple[int, int]]]:
    """``found`` with each person cut before an author's preposition that a listed figure
    follows ("Madame Bovary di Flaubert", "Eugénie Grandet de Balzac", found as one name
    with a particle): the work and its author, two findings; and where the authors are. An
    author is public only where a text about no one asks about the work (as asked-only names
    are): "Madame Eugénie de Balzac m'a appelé" keeps both parts hidden. A head of given names
    alone is a person's ("Qui est Claire de Balzac ?")."""
    cut: list[Candidate] = []
    authors: list[tuple[int, int]] = []
    lex = lexicon()
    for c in found:
        if c.category == "PERSON" and " " in text[c.start : c.end]:
            for m in figures.author_preposition.finditer(text, c.start, c.end):
                key = normalize(text[m.end() : c.end])
                head = normalize(text[c.start : m.start()]).split(" ")
                if (
                    key in figures.names
                    and _public_key(key)
                    and not all(w in lex.first or w in lex.ambiguous_first for w in head)
                ):
                    cut.append(replace(c, end=m.start()))
                    cut.append(replace(c, start=m.end()))
                    authors.append((m.end(), c.end))
                    break
            else:
                cut.append(c)
        else:
            cut.append(c)
    return cut, authors


def _town_adjective_pair(value: str, key: str, figures: _Figures) -> bool:
    """A finding of two words that opens with a German adjective of a town and goes on with
    a word that is no given name ("Berliner Mauer", "Kölner Dom", "Dresdner Schloss"): a
    thing of the town, since a German name opens with its given name. The adjective is one of
    ``place_adjectives`` or a known place's name plus "-er" ("Berlin" + "er", "Wien" + "er")."""
    first, _, second = key.partition(" ")
    if not second or " " in second or len(first) < 5:
        return False
    lex = lexicon()
    if first in lex.first or second in lex.first or second in lex.ambiguous_first:
        return False
    if first in figures.place_adjectives:
        return True
    written = value.split(" ", 1)[0]
    # "Berlin" + "er", "Karlsruhe" + "r"
    return written.endswith("er") and (known_place(written[:-2]) or known_place(written[:-1]))


def _character_of_a_work(ctx: ScanContext, key: str, figures: _Figures) -> bool:
    """A character's given name (``work_characters``) in a text that names one of its works,
    authors or fellow characters as whole words."""
    works = figures.work_characters.get(key)
    return bool(works) and bool(_joined_in_text(ctx, works or ()))


def _cast_of_a_work(ctx: ScanContext, figures: _Figures) -> list[tuple[int, int]]:
    """Where the text names a character of ``work_cast`` ("Mr Darcy", "Daisy Buchanan",
    "Goneril") and also one of its works, authors or fellow characters, as whole words: the
    work's character, public as a listed name is, in a text about someone too ("for my Gatsby
    essay"). A name that is also a known place is none where the text holds a word of
    residence ("live", "moved", "born"). Each name is looked up once; its works only where it
    stands in the text."""
    found: list[tuple[int, int]] = []
    for name, spans in _grouped(_joined_in_text(ctx, figures.work_cast), ctx.lower):
        start, end = spans[0]
        if known_place(ctx.text[start:end]) and ctx.words & residence_words():
            continue  # "We moved to Rochester; is Jane Eyre good?": the town someone lives in
        if _joined_in_text(ctx, figures.work_cast[name]):
            found.extend(spans)
    return found


def _grouped(
    spans: Iterable[tuple[int, int]], lower: str
) -> Iterator[tuple[str, list[tuple[int, int]]]]:
    """``spans`` of the text grouped by what they read (lower case)."""
    groups: dict[str, list[tuple[int, int]]] = {}
    for start, end in spans:
        groups.setdefault(lower[start:end], []).append((start, end))
    yield from groups.items()


@dataclass(frozen=True, slots=True)
class _Families:
    #: A family noun right after a surname ("the Buendía family"), matched at its end.
    after: regex.Pattern[str]
    #: A family noun right before one ("la familia Buendía"), searched from its start.
    before: regex.Pattern[str]
    #: A work right after the family noun, in the same clause: a title, an author or a show
    #: ("… family in Game of Thrones", "… familia Buendía en Cien años", "… chez Zola"; the
    #: capitalised word is group ``w``) or a kind of work ("… family in the novel").
    work_after: regex.Pattern[str]


@cache
def _families() -> _Families:
    """The cues of :func:`_family_of_a_work` (``family_*`` of ``data/public_figures.json``,
    ``work_nouns`` and ``work_determiners`` of ``data/works.json``)."""
    data = load_data("public_figures.json")
    works = load_data("works.json")
    return _Families(
        compile_pattern(
            r"(?i)[ ](?:" + literal_alternation(data["family_after"]) + r")(?![\p{L}\p{M}])"
        ),
        compile_pattern(
            r"(?i)(?<![\p{L}\p{M}])(?:"
            + literal_alternation(data["family_before"], reverse=True)
            + r")[ ]$",
            regex.REVERSE,
        ),
        compile_pattern(
            r"[^.?!;\n]{0,30}?[ ](?:"
            + literal_alternation(data["family_work_prepositions"])
            + r")[ ](?:(?P<w>\p{Lu}[\p{L}\p{M}\-]{1,30})|(?i:(?:"
            + literal_alternation(works["work_determiners"])
            + r")[ ](?:"
            + literal_alternation(works["work_nouns"])
            + r"))(?![\p{L}\p{M}]))"
        ),
    )


def _family_of_a_work(ctx: ScanContext, start: int, end: int) -> bool:
    """A surname at ``start:end`` that names a family of a work (``_families`` of
    ``data/public_figures.json``): a family noun right after or before it, and a work right
    after the noun, a title, an author or a show (no known place: "the Patel family in
    Leicester" lives there) or a kind of work."""
    text = ctx.text
    families = _families()
    noun = families.after.match(text, end)
    if noun is not None:
        noun_end = noun.end()
    elif families.before.search(text, max(0, start - 16), start) is not None:
        noun_end = end
    else:
        return False
    work = families.work_after.match(text, noun_end, min(len(text), noun_end + 80))
    return work is not None and (work.group("w") is None or not known_place(work.group("w")))


#: Up to three capitalised words and an English possessive right before a name ("Roald
#: Dahl's ", "Dickens' "), searched from the name's start.
_POSSESSOR_RE = regex.compile(
    r"(?P<f>\p{Lu}[\p{L}\p{M}.\-]{0,30}(?:[ ]\p{Lu}[\p{L}\p{M}.\-]{0,30}){0,2})['’]s?[ ]$",
    regex.REVERSE,
)


def _after_figure_possessive(text: str, start: int, figures: _Figures) -> bool:
    """Whether a listed figure's English possessive stands right before ``start`` ("Roald
    Dahl's Matilda", "Shakespeare's Juliet", "Tolkien's Samwise"): the name after it is the
    figure's work or character. A lone given name ("Anna's Tom") is no figure."""
    m = _POSSESSOR_RE.search(text, max(0, start - 100), start)
    if m is None:
        return False
    before = text[m.start() - 1] if m.start() else " "
    if before.isalnum() or before in ".-":
        return False  # the possessive of a longer word: "Anna-Lena's"
    words = m.group("f").split(" ")
    for i in range(len(words)):
        key = normalize(" ".join(words[i:]))
        if key in figures.names and _public_key(key):
            return True
    return False


@cache
def _characters() -> tuple[frozenset[str], frozenset[str]]:
    """The listed fictional characters (normalised) and the verbs of contact (lower case)."""
    data = load_data("public_figures.json")
    return (
        frozenset(normalize(n) for n in data["names"]["fictional characters"]),
        frozenset(v.casefold() for v in person_cues().ask_verbs),
    )


def _meets_a_character(text: str, contact: regex.Match[str], start: int, end: int) -> bool:
    """Whether the tie before the name at ``start:end`` is a verb of contact and the name a
    listed fictional character: no one meets, calls or writes to Hercule Poirot but in a
    story ("Write a scene where Sherlock Holmes meets Hercule Poirot"). A relation noun ("my
    friend Sherlock Holmes") still ties."""
    characters, verbs = _characters()
    return (
        contact.group().strip(" ,").casefold() in verbs and normalize(text[start:end]) in characters
    )


#: A name's possessive and at most one word (an ordinal, an adjective) right before a
#: relation noun, read back from it: "Abraham's first ", "Zeus' ".
_FIGURE_POSSESSIVE_BEFORE = regex.compile(
    r"(?<![\p{L}\p{M}])(?P<name>\p{Lu}[\p{L}\p{M}]+)['’]s?[ ](?:[\p{L}]+[ ])?$", regex.REVERSE
)


def _relative_of_a_figure(text: str, noun: int, figures: _Figures) -> bool:
    """Whether the relation noun at ``noun`` is a listed figure's ("Abraham's first son,
    Ishmael", "Zeus' daughter Athena"): the name whose possessive stands right before it is
    listed (a name or an asked-only name), so the relation is the figure's, not the writer's.
    "My son Isaac" and "Anna's son Tom" stay ties. Reads 40 characters."""
    m = _FIGURE_POSSESSIVE_BEFORE.search(text, max(0, noun - 40), noun)
    if m is None:
        return False
    key = normalize(m.group("name"))
    return (key in figures.names and _public_key(key)) or _asked_only(key, figures)


def _figure_before_particle(key: str, figures: _Figures) -> bool:
    """A listed full name that the rules ran on over a particle that is an article here
    ("Wofür bekam Albert Einstein den Nobelpreis", "won Johan Cruijff de Ballon d'Or"): the
    words before the particle are the figure, those after it no person's."""
    words = key.split(" ")
    particles = person_cues().particles
    for i in range(2, len(words) - 1):
        if words[i] in particles:
            head = " ".join(words[:i])
            return head in figures.names and _public_key(head)
    return False


def _genitive_of_figure(key: str, figures: _Figures) -> bool:
    """A name (normalised) that opens with a listed figure's German genitive and a work
    after it ("Goethes Faust", "Schillers Wilhelm Tell", "Kafkas Erzählungen"): the first
    word less its "s" is one of ``genitive_authors`` or a listed single name that is no
    lone given name, or the first two words less the second's "s" are a listed full name
    ("Thomas Manns Zauberberg")."""
    first, _, rest = key.partition(" ")
    if not rest:
        return False
    if len(first) >= 4 and first.endswith("s") and first[-2] not in "sxz":
        base = first[:-1]
        if base in figures.genitive or (base in figures.names and _public_key(base)):
            return True
    # a listed full name's genitive ("Thomas Manns Zauberberg", "Bertolt Brechts Dreigroschenoper")
    second, _, work = rest.partition(" ")
    if not work or len(second) < 4 or not second.endswith("s") or second[-2] in "sxz":
        return False
    return f"{first} {second[:-1]}" in figures.names


def _mark_asked(found: list[Candidate], asked: list[tuple[int, int]]) -> list[Candidate]:
    """``found`` with the persons inside ``asked`` marked as public where a text about no
    one asks about them (:attr:`Candidate.asked_is_public`)."""
    starts = [start for start, _ in asked]
    marked = []
    for c in found:
        i = bisect.bisect_right(starts, c.start) - 1
        inside = c.category == "PERSON" and i >= 0 and c.end <= asked[i][1]
        marked.append(replace(c, asked_is_public=True) if inside else c)
    return marked


def _owned(
    text: str, r_start: int, start: int, end: int, owners: Mapping[int, tuple[int, int]]
) -> bool:
    """The record at ``r_start`` follows right after a person of ``owners`` other than the
    name at ``start``–``end``: at most two of space, "(", "<", "," and ":" between them."""
    j = r_start
    while j > 0 and r_start - j < 2 and text[j - 1] in _RECORD_JOINS:
        j -= 1
    owner = owners.get(j)
    return owner is not None and not (owner[0] < end and start < owner[1])


#: What may stand between a name and its record ("Ana Lee (ana@…)", "Ana Lee, 0161 …").
_RECORD_JOINS = frozenset(" (<,:")


class _Records:
    """Identifier findings sorted by start, for "is one near this name" lookups that cost
    the identifiers in the window, not all of them."""

    def __init__(self, spans: Iterable[tuple[int, int]]) -> None:
        self.spans = sorted(spans)
        self.starts = [start for start, _ in self.spans]
        self.longest = max((end - start for start, end in self.spans), default=0)

    def near(
        self,
        text: str,
        start: int,
        end: int,
        window: int,
        owners: Mapping[int, tuple[int, int]] | None = None,
    ) -> bool:
        """Whether an identifier lies on the line of ``text[start:end]`` within ``window``
        characters of it, and is not the record of another name it follows right after (a
        person of ``owners``, keyed by end, then at most a space and a bracket, comma or
        colon: "Ana Lee (ana@example.org)")."""
        i = bisect.bisect_left(self.starts, start - window - self.longest)
        for r_start, r_end in self.spans[i:]:
            if r_start >= end + window:
                return False
            if r_end <= start - window:
                continue
            if owners and _owned(text, r_start, start, end, owners):
                continue
            lo, hi = (r_end, start) if r_end <= start else (end, r_start)
            if "\n" not in text[lo:hi]:
                return True
        return False
