"""Tables pasted into a prompt: a header row names what each column holds.

People paste spreadsheets into chat ("average age per city from this: name,age,city,email …").
A cell of such a table has no cue of its own: "Kervella" in a column headed "Nom" is a surname
only because of the header, "29200" a postcode only because of "Code postal", and the header
word itself ("Ville", a Finnish given name) is no one. So a table is read as a whole: a header
line whose cells include a known column name (``data/table_columns.json``, six languages), then
the lines below it with as many cells, split by the same separator (tab, ``|`` as in Markdown,
``;`` or ``,``; CSV quotes respected).

* :class:`~dp_anonymizer.detect.recognizers.table.TableRecognizer` gives each data cell of a
  known column its column's category, where the cell has that category's shape (a digit in an
  ID, a name's words in a name column).
* :func:`fitted_to_tables` drops what other recognizers found inside a header cell, and, in a
  table about no one (no column of names, contacts or identifiers: "Stadt;Einwohner"), the
  places, organisations, dates and nationalities of its cells, which are facts about things;
  a finding that starts in a cell ends with it (an address's tail read "12 Kings Road | Anna
  Berg | 950" as one address).

A column holds personal data only in a table about people: "city" in a table of customers is a
place of someone's life, in a table of populations it is geography. "Name" alone is weak: a
product's name in "name,price" is no one's, so it counts where the table has another personal
column or its cells read as people's names (capitalised words the name lexicon knows).

Linear: each line is split at most twice, and only a line followed by one with as many
separators is looked at as a header.
"""

from __future__ import annotations

import bisect
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import cache
from itertools import accumulate, repeat

from dp_anonymizer.detect.base import (
    USERS_OWN,
    Candidate,
    ScanContext,
    compile_pattern,
    finditer,
)
from dp_anonymizer.detect.everyday import is_everyday, is_name
from dp_anonymizer.detect.lexicon import lexicon, load_data
from dp_anonymizer.detect.placeholders import PLACEHOLDER_RE

#: Separators, the most specific first: a tab or a pipe is never prose punctuation.
SEPARATORS = ("\t", "|", ";", ",")
#: A header cell is a short label.
_MAX_HEADER_CHARS = 40
_MAX_HEADER_WORDS = 5
#: A header line longer than this is prose.
_MAX_HEADER_LINE = 400
#: A data cell longer than this is no value of one column.
MAX_CELL_CHARS = 80
#: "|---|:---:|": the line under a Markdown header.
_RULE_LINE_RE = compile_pattern(
    r"[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)*\|?[ \t]*"
)
#: A person's name in a cell: one to five words of letters (initials with a dot, hyphens and
#: apostrophes inside).
_NAME_CELL_RE = compile_pattern(r"\p{L}[\p{L}\p{M}'’.\-]*(?:[ ]\p{L}[\p{L}\p{M}'’.\-]*){0,4}")
#: Categories a table about no one keeps as text in its cells: facts about things.
QUASI_IN_THINGS = frozenset({"LOCATION", "ORGANIZATION", "NRP", "DATE"})
#: The score of a cell's finding: as sure as a cue word (the header is one).
TABLE_SCORE = 0.8
#: The kind (:attr:`Candidate.kind`) of a cell's finding.
KIND = "column"

#: How a column's header types its cells.
_PERSON, _WEAK_PERSON, _PERSONAL, _QUASI = "person", "weak", "personal", "quasi"


@dataclass(frozen=True, slots=True)
class _Columns:
    """Normalised header -> (category, strength), and the values that mean an empty cell."""

    by_header: dict[str, tuple[str, str]]
    empty: frozenset[str]
    #: Headers of columns whose cells are no one's name ("Role", "Status", "Stage").
    plain: frozenset[str]
    #: Abbreviations a header may end in with their dot ("Emp No.", "Tel.").
    abbreviations: frozenset[str]


def header_key(label: str) -> str:
    """A header as compared: no case, accents, spaces or punctuation ("First_Name" and
    "first name" are "firstname", "Téléphone" is "telephone"); "#" reads "no" ("Emp #" is
    "Emp No")."""
    folded = unicodedata.normalize("NFKD", label.casefold().replace("#", "no"))
    return "".join(ch for ch in folded if ch.isalnum())


@cache
def columns() -> _Columns:
    """The column vocabulary; a header of two categories is a data error."""
    data = load_data("table_columns.json")
    by_header: dict[str, tuple[str, str]] = {}

    def add(headers: Iterable[str], category: str, strength: str) -> None:
        for header in headers:
            key = header_key(header)
            known = by_header.get(key)
            if known is not None and known != (category, strength):
                raise ValueError(f"table column {header!r} is listed as {known} and {category}")
            by_header[key] = (category, strength)

    add(data["person"], "PERSON", _PERSON)
    add(data["person_weak"], "PERSON", _WEAK_PERSON)
    for category, headers in data["personal"].items():
        add(headers, category, _PERSONAL)
    for category, headers in data["quasi"].items():
        add(headers, category, _QUASI)
    return _Columns(
        by_header,
        frozenset(data["empty_cells"]),
        frozenset(map(header_key, data["plain"])),
        frozenset(a.casefold() for a in data["label_abbreviations"]),
    )


@dataclass(frozen=True, slots=True)
class Table:
    """A header row and its data rows, as (start, end) offsets of each cell's value."""

    header: tuple[tuple[int, int], ...]
    rows: tuple[tuple[tuple[int, int], ...], ...]
    #: Per column, its category where the header is known, else None.
    categories: tuple[str | None, ...]
    #: Per column, how its header types it (person, weak, personal, quasi), else "".
    strengths: tuple[str, ...]
    #: The table is about people: a column of names, contacts or identifiers.
    about_people: bool
    #: A field of structured data ("city": "Leeds"), a one-cell table: a record about no one
    #: keeps its facts all the same (it may be the writer's own, told in the prose).
    field: bool = False


def tables(ctx: ScanContext) -> list[Table]:
    """The tables of the text (computed once per text)."""
    return ctx.memo("tables", _find_tables)


def _find_tables(ctx: ScanContext) -> list[Table]:
    text = ctx.text
    found = _sql_inserts(ctx)
    # asked of the distinct tokens, far shorter than the text (a tab is no token's)
    tokens = ctx.token_text
    present = [sep for sep in SEPARATORS if sep in (text if sep == "\t" else tokens)]
    has_separator = bool(present) and "\n" in text
    has_field = any(mark in tokens for mark in _FIELD_MARKS) or "\t" in present or "|" in present
    if not (has_separator or has_field):
        return found
    split = text.split("\n")
    lines = _Lines(split)
    if has_separator:
        found.extend(_line_tables(text, split, lines, present))
    if has_field:
        fields = _fields(text, split, lines, found)
        if fields:
            # fields are one record: about people where any of them, or a table, is
            about_people = any(t.about_people for t in found) or any(
                _names_someone(text, f) for f in fields
            )
            found.extend(replace(f, about_people=about_people) for f in fields)
    return found


class _Lines:
    """The (start, end) offsets of the text's lines, each computed when asked for: most texts
    ask for a handful of their lines."""

    def __init__(self, split: list[str]) -> None:
        self._split = split
        self._ends = list(accumulate(map(len, split)))  # C speed: lengths summed

    def __len__(self) -> int:
        return len(self._split)

    def __getitem__(self, i: int) -> tuple[int, int]:
        start = (self._ends[i - 1] if i else 0) + i  # plus the line breaks before it
        return start, start + len(self._split[i])


def _line_tables(text: str, split: list[str], lines: _Lines, present: list[str]) -> list[Table]:
    """Tables of lines separated by one of the ``present`` separators, under a header line."""
    # a header is followed by a line with as many separators (a quote may hide one): the
    # few such lines of prose are the only ones looked at further
    heads: set[int] = set()
    for sep in present:
        counts = list(map(str.count, split, repeat(sep)))
        heads.update(
            i
            for i in range(len(split) - 1)
            if counts[i] and (counts[i] == counts[i + 1] or '"' in split[i + 1])
        )
    found: list[Table] = []
    end = 0
    for i in sorted(heads):
        if i < end:
            continue  # a row of the table before
        table, used = _table_at(text, lines, i)
        if table is not None:
            found.append(table)
            end = i + used
    return found


def _fields(text: str, split: list[str], lines: _Lines, tables_found: list[Table]) -> list[Table]:
    """Fields of structured data whose key is a known column ("last_name": "Okonkwo", "Ville :
    Brest", ``<city>Zwolle</city>``, ``kundennummer = '4411902'``), each a one-cell table;
    only lines holding a field's mark are looked at, outside the tables found."""
    taken = sorted((t.header[0][0], t.rows[-1][-1][1]) for t in tables_found)
    taken_starts = [a for a, _ in taken]
    vocabulary = columns().by_header
    found: list[Table] = []
    for i, line in enumerate(split):
        if len(line) > _MAX_FIELD_LINE:
            continue
        marked = any(mark in line for mark in _FIELD_MARKS)
        if not marked and "\t" not in line and "|" not in line:
            continue
        start, end = lines[i]
        k = bisect.bisect_right(taken_starts, start) - 1
        if k >= 0 and start < taken[k][1]:
            continue  # a line of a table
        pair = _pair(text, start, end, line)
        if pair is not None:
            found.append(pair)
            continue
        if not marked:
            continue
        matches = list(finditer(_INLINE_FIELD_RE, text, "table", start, end))
        if not matches:
            line_field = _LINE_FIELD_RE.match(text, start, end)
            matches = [line_field] if line_field is not None else []
        for m in matches:
            key, value = next(
                (k, v) for k, v in _FIELD_GROUPS if k in m.re.groupindex and m.group(k) is not None
            )
            category, strength = vocabulary.get(header_key(m.group(key)), (None, ""))
            if category is None:
                continue
            # a form's line types only what no cue rule finds after its label; the label
            # stays a label either way ("Address line 1")
            typed = value != "v" or category in _LINE_FIELD_CATEGORIES
            rows = ((_trimmed(text, *m.span(value)),),) if typed else ()
            found.append(Table((m.span(key),), rows, (category,), (strength,), False, field=True))
    return found


def _pair(text: str, start: int, end: int, line: str) -> Table | None:
    """A line of two cells split by a tab or a pipe whose first is a known column ("Nachname
    \tSchwertfeger", "| City | Kraków |"): a table written down rather than across, each line
    a field. The value is a whole cell, so every category but health is typed (a clinical
    form's items are the health rules')."""
    for sep in ("\t", "|"):
        if sep not in line:
            continue
        cells = _cells(text, start, end, sep)
        if len(cells) != 2:
            continue
        key, value = cells
        category, strength = columns().by_header.get(header_key(text[key[0] : key[1]]), (None, ""))
        if category is None:
            return None
        rows = ((value,),) if category != "HEALTH" else ()
        return Table((key,), rows, (category,), (strength,), False, field=True)
    return None


#: The (key, value) groups of the field patterns.
_FIELD_GROUPS = (("jk", "jv"), ("xk", "xv"), ("ak", "av"), ("k", "v"))
#: Characters one of the field shapes needs.
_FIELD_MARKS = (":", "=", "</")
#: A line longer than this holds prose, not one field.
_MAX_FIELD_LINE = 200
#: A field inside a line: ``"key": "value"`` (JSON), ``<key>value</key>`` (XML), ``key =
#: 'value'`` (code).
_INLINE_FIELD_RE = compile_pattern(
    r'"(?P<jk>[^"\n]{1,40})"[ \t]*:[ \t]*"(?P<jv>[^"\n]{1,80})"'
    r"|<(?P<xk>[A-Za-z_][\w.\-]{0,40})>(?P<xv>[^<\n]{1,80})</(?P=xk)>"
    r"|(?<![\w.])(?P<ak>[A-Za-z_][\w.\-]{0,40})[ \t]*=[ \t]*"
    r"(?P<aq>[\"'])(?P<av>[^\"'\n]{1,80})(?P=aq)"
)
#: A line that starts with a field: "Nom : Kervella", "  ort: Aarhus", "- city=Leeds" (YAML, a
#: form, a config file); the value ends at the line's end or at punctuation that starts
#: another ("Name: Anna Voss, DOB …", "Ort: Lyon (Rhône)").
_LINE_FIELD_RE = compile_pattern(
    r"[ \t]*(?:-[ \t]+)?(?P<k>[^\W\d][\w .'’\-]{0,38}?)[ \t]*[:=][ \t]*[\"']?"
    r"(?P<v>[^\n,;|/()\[\]\"'—–]{1,80}?)[\"']?[ \t]*(?=[,;|/()\[\]—–]|\.(?:[ \t]|$)|$)"
)
#: The categories a form's line types: what no cue rule after the label already finds (the
#: health rules read a clinical form's lines item by item: "Zustand nach Herzinfarkt").
_LINE_FIELD_CATEGORIES = frozenset(
    {"PERSON", "LOCATION", "ORGANIZATION", "NRP", "ID_NUMBER", "USERNAME", "POSTCODE", "AGE"}
)
#: ``INSERT INTO t (c1, c2) VALUES ('a', 'b'), ('c', 'd')``: a table in SQL.
_INSERT_RE = compile_pattern(
    r"(?i)insert[ \t]+into[ \t]+[\w.\"`\[\]]{1,80}[ \t]*\((?P<c>[^()\n]{1,400})\)"
    r"\s{0,8}values\s{0,8}(?=\()"
)
#: A row of an INSERT longer than this is not read (its tuple is looked for no further).
_MAX_ROW_CHARS = 4000
#: Between two rows of an INSERT: a comma and spaces.
_ROW_GAP_RE = compile_pattern(r"\s{0,8},?\s{0,8}(?=\()")
#: One value of a row of an INSERT: a quoted string (its inside) or a bare word or number.
_SQL_VALUE_RE = compile_pattern(r"'(?P<q>[^'\n]*)'|\"(?P<d>[^\"\n]*)\"|(?P<b>[^,()'\"\s][^,()]*)")


def _names_someone(text: str, field: Table) -> bool:
    """A field of names, contacts or identifiers, or "name" holding a known person's name."""
    strength = field.strengths[0]
    if strength == _WEAK_PERSON and field.rows:
        start, end = field.rows[0][0]
        return looks_like_name(text[start:end], weak=True, known=True)
    return strength in (_PERSON, _PERSONAL)


def _sql_inserts(ctx: ScanContext) -> list[Table]:
    """The rows of SQL INSERT statements under their column lists."""
    if not ctx.contains("insert into"):
        return []
    text = ctx.text
    found: list[Table] = []
    for m in finditer(_INSERT_RE, text, "table"):
        header = tuple(
            _trimmed(text, a, b, _SQL_NAME_LEAD, _SQL_NAME_TAIL)
            for a, b in _split_spans(text, *m.span("c"), ",")
        )
        typed = _header_types(text, header)
        if typed is None:
            continue
        rows: list[tuple[tuple[int, int], ...]] = []
        pos = m.end()  # at the first row's "(": each row is read once, up to its ")"
        while pos < len(text) and text[pos] == "(":
            close_at = _tuple_end(text, pos, min(len(text), pos + _MAX_ROW_CHARS))
            values = [
                v.span(g)
                for v in _SQL_VALUE_RE.finditer(text, pos + 1, close_at)
                for g in ("q", "d", "b")
                if v.group(g) is not None
            ]
            if len(values) == len(header):
                rows.append(tuple(_trimmed(text, a, b) for a, b in values))
            gap = _ROW_GAP_RE.match(text, close_at + 1)
            if gap is None:
                break
            pos = gap.end()
        if rows:
            found.append(_typed_table(text, header, tuple(rows), typed))
    return found


def _tuple_end(text: str, open_at: int, end: int) -> int:
    """Where the tuple opened at ``open_at`` closes, quotes skipped."""
    quote = ""
    for pos in range(open_at + 1, end):
        ch = text[pos]
        if quote:
            if ch == quote:
                quote = ""
        elif ch in "'\"":
            quote = ch
        elif ch == ")":
            return pos
    return end


def _split_spans(text: str, start: int, end: int, sep: str) -> list[tuple[int, int]]:
    """The (start, end) of each piece of ``text[start:end]`` between ``sep``s."""
    spans = []
    pos = text.find(sep, start, end)
    while pos >= 0:
        spans.append((start, pos))
        start = pos + 1
        pos = text.find(sep, start, end)
    spans.append((start, end))
    return spans


def _table_at(text: str, lines: _Lines, i: int) -> tuple[Table | None, int]:
    """The table whose header is line ``i``, and how many lines it takes."""
    start, end = lines[i]
    if end - start > _MAX_HEADER_LINE:
        return None, 1
    line = text[start:end]
    for sep in SEPARATORS:
        count = line.count(sep)
        if not count:
            continue
        first = i + 1
        if sep == "|" and first < len(lines) and _RULE_LINE_RE.fullmatch(text, *lines[first]):
            first += 1
        if first >= len(lines):
            return None, 1
        next_start, next_end = lines[first]
        quoted = '"' in line or '"' in text[next_start:next_end]
        if not quoted and text.count(sep, next_start, next_end) != count:
            continue  # the cheap test first: prose lines rarely hold as many commas
        header = _cells(text, start, end, sep)
        typed = _header_types(text, header)
        if typed is None:
            continue
        rows: list[tuple[tuple[int, int], ...]] = []
        j = first
        while j < len(lines):
            row = _cells(text, *lines[j], sep)
            if len(row) != len(header):
                break
            rows.append(row)
            j += 1
        if not rows:
            continue
        if len(header) == 2 and typed[0][0] is not None and _known_label(text, rows[0][0]):
            return None, 1  # "Name | Marta …" above "City | Kraków": pairs (see _pair)
        return _typed_table(text, header, tuple(rows), typed), j - i
    return None, 1


def _known_label(text: str, cell: tuple[int, int]) -> bool:
    return header_key(text[cell[0] : cell[1]]) in columns().by_header


def _cells(text: str, start: int, end: int, sep: str) -> tuple[tuple[int, int], ...]:
    """The cells of a line, each trimmed of spaces and of CSV quotes; a Markdown row's outer
    pipes open and close no cell."""
    if sep == "|":
        stripped = text[start:end].strip()
        if stripped.startswith("|"):
            start = text.index("|", start) + 1
        if stripped.endswith("|") and len(stripped) > 1:
            end = text.rindex("|", start, end)
    bounds: list[tuple[int, int]] = []
    cell_start = start
    if sep in ",;" and '"' in text[start:end]:  # CSV: a separator inside quotes is text
        quoted = False
        for pos in range(start, end):
            if text[pos] == '"':
                quoted = not quoted
            elif text[pos] == sep and not quoted:
                bounds.append((cell_start, pos))
                cell_start = pos + 1
        bounds.append((cell_start, end))
    else:
        bounds = _split_spans(text, start, end, sep)
    return tuple(_trimmed(text, a, b) for a, b in bounds)


#: What a cell's value is trimmed of: spaces and CSV quotes.
_CELL_PAD = ' \t\r"'
#: What an SQL column name is trimmed of, before and after: its quotes and brackets.
_SQL_NAME_LEAD, _SQL_NAME_TAIL = ' \t\n`"[', ' \t\n`"]'


def _trimmed(
    text: str, start: int, end: int, lead: str = _CELL_PAD, tail: str = _CELL_PAD
) -> tuple[int, int]:
    """``start:end`` less the ``lead`` characters before and the ``tail`` ones after it."""
    while start < end and text[start] in lead:
        start += 1
    while end > start and text[end - 1] in tail:
        end -= 1
    return start, end


def _header_types(
    text: str, header: tuple[tuple[int, int], ...]
) -> tuple[tuple[str | None, ...], tuple[str, ...]] | None:
    """Each header cell's category and strength, or None where the line is no header: a
    cell too long or a sentence's end, a number alone, or no known column at all."""
    vocabulary = columns().by_header
    categories: list[str | None] = []
    strengths: list[str] = []
    for start, end in header:
        label = text[start:end]
        if (
            len(label) > _MAX_HEADER_CHARS
            or len(label.split()) > _MAX_HEADER_WORDS
            or (label.endswith(".") and not _abbreviated(label))
            or label.endswith(("!", ":"))
            or (label.endswith("?") and len(label.split()) > 2)
            or (label and not any(ch.isalpha() for ch in label))
        ):
            return None
        category, strength = vocabulary.get(header_key(label), (None, ""))
        categories.append(category)
        strengths.append(strength)
    if not any(c is not None and c != "DATE" for c in categories):
        return None  # "Date,Description,Amount": a date says no more than that it is a table
    return tuple(categories), tuple(strengths)


def _abbreviated(label: str) -> bool:
    """A label ending in an abbreviation's dot ("Emp No.", "Tel."), not a sentence's end."""
    words = label[:-1].split()
    return bool(words) and words[-1].casefold() in columns().abbreviations


def _typed_table(
    text: str,
    header: tuple[tuple[int, int], ...],
    rows: tuple[tuple[tuple[int, int], ...], ...],
    typed: tuple[tuple[str | None, ...], tuple[str, ...]],
) -> Table:
    categories, strengths = typed
    about_people = any(s in (_PERSON, _PERSONAL) for s in strengths)
    if not about_people:
        # "Name" alone: people where most of its cells read as names the lexicon knows
        for column, strength in enumerate(strengths):
            if strength != _WEAK_PERSON:
                continue
            values = [text[row[column][0] : row[column][1]] for row in rows]
            filled = [v for v in values if v.casefold() not in columns().empty]
            named = [v for v in filled if looks_like_name(v, weak=True, known=True)]
            if filled and 2 * len(named) > len(filled):
                about_people = True
    return Table(header, rows, categories, strengths, about_people)


def looks_like_name(value: str, *, weak: bool, known: bool = False) -> bool:
    """A person's name as a cell holds it: words of letters, not only everyday words nor only
    column names (a template's "Prénom NOM"); under a weak header capitalised too, and with
    ``known`` one word a known given name or surname ("Desk lamp", "admin", "Stroopwafels"
    are no one)."""
    if _NAME_CELL_RE.fullmatch(value) is None:
        return False
    words = value.replace(".", " ").split()
    if all(header_key(w) in columns().by_header for w in words):
        return False  # "Élève : Prénom NOM": a template's placeholder, no one's name
    lex = lexicon()
    if all(w.casefold() in lex.common or is_everyday(w) for w in words):
        return False
    if weak and not all(w[0].isupper() for w in words):
        return False
    return not known or any(is_name(w) for w in words)


def cell_fits(category: str, value: str) -> bool:
    """Whether a cell has the shape of its column's category."""
    digits = sum(ch.isdigit() for ch in value)
    letters = any(ch.isalpha() for ch in value)
    if category == "EMAIL":
        return "@" in value
    if category == "PHONE":
        return digits >= 6
    if category == "AGE":
        return value.isdigit() and len(value) <= 3 and int(value) <= 120
    if category == "USERNAME":
        return letters and not any(ch.isspace() for ch in value)
    if category == "ADDRESS":
        return letters and len(value) >= 3
    if category in ("LOCATION", "ORGANIZATION", "NRP", "HEALTH"):
        return letters and len(value.split()) <= 6
    # identifiers, dates of birth, postcodes: a digit, and more than a counter's
    return digits >= 1 and len(value) >= 3


def fitted_to_tables(ctx: ScanContext, candidates: Iterable[Candidate]) -> list[Candidate]:
    """``candidates`` less those inside a known column's header (or a field's key), and, in a
    table about no one, the places, organisations, dates and nationalities of its cells (the
    user's own lists always stand); a finding that starts in a data cell of a table and runs
    past it is cut at the cell's end: the next cells are other values, typed by their own
    columns."""
    found = list(candidates)
    found_tables = tables(ctx)
    if not found_tables:
        return found
    cells: list[tuple[int, int, bool]] = []  # (start, end, header) of cells that veto
    data_cells: list[tuple[int, int]] = []
    text = ctx.text
    plain = columns().plain
    for table in found_tables:
        # a known column's header is a label; an unknown one may be a name ("Task | Hannah"),
        # unless the table is wide and the cell no name ("Lifecycle Stage", "Landlord Email")
        wide = len(table.header) >= 3 and not table.field
        cells.extend(
            (start, end, True)
            for (start, end), category in zip(table.header, table.categories, strict=True)
            if category is not None
            or header_key(text[start:end]) in plain
            or (wide and not looks_like_name(text[start:end], weak=True, known=True))
        )
        # the cells of a column of roles, states or products are no one ("Junior Developer"
        # under "Role"): they veto a name, as a header does
        cells.extend(
            (row[column][0], row[column][1], True)
            for column, (start, end) in enumerate(table.header)
            if not table.field and header_key(text[start:end]) in plain
            for row in table.rows
        )
        if not table.about_people and not table.field:
            cells.extend((start, end, False) for row in table.rows for start, end in row)
        if not table.field:
            data_cells.extend(cell for row in table.rows for cell in row)
    cells.sort()
    starts = [c[0] for c in cells]
    data_cells.sort()
    data_starts = [start for start, _ in data_cells]
    kept = []
    for c in found:
        i = bisect.bisect_right(starts, c.start) - 1
        if i >= 0 and c.kind != USERS_OWN:
            start, end, header = cells[i]
            inside = start <= c.start and c.end <= end
            if inside and (header or c.category in QUASI_IN_THINGS):
                continue
        j = bisect.bisect_right(data_starts, c.start) - 1
        if j >= 0 and c.start < data_cells[j][1] < c.end:
            c = replace(c, end=data_cells[j][1])
        kept.append(c)
    return kept


def is_placeholder(value: str) -> bool:
    """A cell that holds a placeholder already (a table pasted back from an earlier answer)."""
    return PLACEHOLDER_RE.fullmatch(value) is not None
