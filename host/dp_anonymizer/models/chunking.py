"""Split plain text into pieces the encoder can take whole, and define the public skeleton.

The GTR inverter was trained on 32-token passages and the reference design cut every chunk at
32 tokens, silently losing the rest. Here a text run between placeholders becomes a list of
:class:`Part` whose texts concatenate back to the input exactly:

* ``rewrite=True`` parts have no leading/trailing whitespace, fit in ``max_tokens`` encoder
  tokens (``</s>`` included) and contain at least one letter, digit or pictographic symbol;
  they are split at sentence ends, then at whitespace, then (for long words, URLs, scripts
  without spaces) between characters. They go through the DP mechanism, whatever other
  characters (combining marks, zero-width, private-use) they hold;
* ``rewrite=False`` parts sit between the rewritten pieces: the layout and pieces without a
  letter, digit or symbol (``", "`` between two placeholders).

The released object is (public skeleton, DP part). The skeleton is the placeholders, the
chunk boundaries and the ``rewrite=False`` parts after :func:`skeleton`, which lets only a
documented alphabet through (:data:`SKELETON_ALPHABET`): whitespace normalised to space, tab
and line break, and NFKC-normalised punctuation and math/currency/modifier signs. Everything
else there (zero-width and other format characters, private-use, combining marks, control
and unassigned code points) is removed, so it cannot carry an invisible fingerprint past
the mechanism. The receipt's neighbouring relation is "documents with the same skeleton,
any chunk contents".
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from dp_anonymizer.errors import InvalidParameterError

#: Counts encoder tokens (``</s>`` included) for each text; one batched call.
CountFn = Callable[[Sequence[str]], list[int]]

MIN_CHUNK_TOKENS = 4
MAX_CHUNK_TOKENS = 512

# Line breaks always separate pieces (the layout survives). Within a line, level 0 splits at
# sentence ends (whitespace after . ! ? ; … or right after CJK full stops, which are not
# followed by spaces) and level 1 at any whitespace; pieces are packed greedily up to the limit.
_LINES = re.compile(r"(\s*\n\s*)")
_SEPARATORS = (
    re.compile(r"((?<=[.!?;…])\s+|(?<=[。！？；]))"),
    re.compile(r"(\s+)"),
)


#: Unicode general categories that pass verbatim in the skeleton (after NFKC): punctuation
#: (P*) and math, currency and modifier signs. Letters, digits and So symbols are content.
SKELETON_CATEGORIES = frozenset({"Pc", "Pd", "Ps", "Pe", "Pi", "Pf", "Po", "Sm", "Sc", "Sk"})
#: The whitespace the skeleton keeps; other line separators become "\n", other spaces " ".
SKELETON_WHITESPACE = frozenset(" \t\n")
_LINE_BREAKS = frozenset("\r\v\f\x1c\x1d\x1e\x85\u2028\u2029")
#: What the receipt and docs/threat-model.md say about the skeleton's alphabet.
SKELETON_ALPHABET = (
    "whitespace normalised to space, tab and line break, and punctuation and math, currency "
    "and modifier signs (Unicode P*, Sm, Sc, Sk) after NFKC normalisation"
)


@dataclass(frozen=True, slots=True)
class Part:
    """A piece of a text run: rewritten through the DP mechanism, or kept as written."""

    text: str
    rewrite: bool


def has_content(text: str) -> bool:
    """True when ``text`` holds a letter, a digit or a pictographic symbol (emoji)."""
    for ch in text:
        cat = unicodedata.category(ch)
        if cat[0] in "LN" or cat == "So":
            return True
    return False


def skeleton(text: str) -> tuple[str, int]:
    """A kept (``rewrite=False``) part as released: (normalised text, characters removed).

    Only :data:`SKELETON_ALPHABET` passes; a character outside it is dropped rather than
    sent verbatim under a DP receipt (it never reaches the mechanism either: kept parts
    hold no letter, digit or symbol, so there is nothing to rewrite).
    """
    out: list[str] = []
    removed = 0
    for ch in unicodedata.normalize("NFKC", text.replace("\r\n", "\n")):
        if ch in SKELETON_WHITESPACE:
            out.append(ch)
        elif ch in _LINE_BREAKS:
            out.append("\n")
        elif ch.isspace():
            out.append(" ")
        elif unicodedata.category(ch) in SKELETON_CATEGORIES:
            out.append(ch)
        else:
            removed += 1
    return "".join(out), removed


def validate_chunk_tokens(value: object) -> int:
    if (
        not isinstance(value, int)
        or isinstance(value, bool)
        or not MIN_CHUNK_TOKENS <= value <= MAX_CHUNK_TOKENS
    ):
        raise InvalidParameterError(
            "chunk_tokens", value, f"an integer in [{MIN_CHUNK_TOKENS}, {MAX_CHUNK_TOKENS}]"
        )
    return value


def split_text(text: str, max_tokens: int, count: CountFn) -> list[Part]:
    """Split one run of plain text; ``"".join(p.text for p in parts) == text`` always holds."""
    max_tokens = validate_chunk_tokens(max_tokens)
    if not text:
        return []
    if not has_content(text):
        return [Part(text, rewrite=False)]
    core = text.strip()
    start = text.index(core)
    parts = [Part(text[:start], False)]
    for index, piece in enumerate(_LINES.split(core)):
        if index % 2:
            parts.append(Part(piece, False))
        elif piece:
            parts += _split(piece, max_tokens, count, level=0)
    parts.append(Part(text[start + len(core) :], False))
    return _normalise(parts)


def _normalise(parts: list[Part]) -> list[Part]:
    """Drop empty parts, demote content-free pieces, merge neighbouring kept parts."""
    spread: list[Part] = []
    for part in parts:
        core = part.text.strip()
        if part.rewrite and core != part.text:
            lead = part.text.index(core) if core else len(part.text)
            spread += [
                Part(part.text[:lead], False),
                Part(core, True),
                Part(part.text[lead + len(core) :], False),
            ]
        else:
            spread.append(part)
    out: list[Part] = []
    for part in spread:
        if not part.text:
            continue
        if part.rewrite and not has_content(part.text):
            part = Part(part.text, False)
        if out and not part.rewrite and not out[-1].rewrite:
            out[-1] = Part(out[-1].text + part.text, False)
        else:
            out.append(part)
    return out


def _split(core: str, max_tokens: int, count: CountFn, level: int) -> list[Part]:
    if count([core])[0] <= max_tokens:
        return [Part(core, True)]
    if level >= len(_SEPARATORS):
        return _split_chars(core, max_tokens, count)
    pieces = _SEPARATORS[level].split(core)
    units, seps = pieces[0::2], pieces[1::2]
    if len([u for u in units if u]) <= 1:
        return _split(core, max_tokens, count, level + 1)
    # Token cost of a unit without its </s>; whitespace between units costs no tokens in a
    # sentencepiece vocabulary (the '▁' is part of the next word), so sums estimate well,
    # and every group is checked exactly before it is emitted.
    sizes = [n - 1 for n in count(units)]
    out: list[Part] = []
    group_start, total = 0, sizes[0]
    for i in range(1, len(units) + 1):
        if i < len(units) and total + sizes[i] + 1 <= max_tokens:
            total += sizes[i]
            continue
        out += _emit(units, seps, group_start, i, max_tokens, count, level)
        if i < len(units):
            out.append(Part(seps[i - 1], False))
            group_start, total = i, sizes[i]
    return out


def _emit(
    units: list[str],
    seps: list[str],
    first: int,
    end: int,
    max_tokens: int,
    count: CountFn,
    level: int,
) -> list[Part]:
    """Parts for units[first:end] joined by their separators (exactly checked)."""
    if end - first == 1:
        unit = units[first]
        return _split(unit, max_tokens, count, level + 1) if unit else []
    text = units[first] + "".join(seps[j] + units[j + 1] for j in range(first, end - 1))
    if count([text])[0] <= max_tokens:
        return [Part(text, True)]
    out: list[Part] = []
    for j in range(first, end):
        out += _emit(units, seps, j, j + 1, max_tokens, count, level)
        if j < end - 1:
            out.append(Part(seps[j], False))
    return out


def _split_chars(core: str, max_tokens: int, count: CountFn) -> list[Part]:
    """Longest prefixes that fit, found by bisection (long words, URLs, CJK runs)."""
    out: list[Part] = []
    rest = core
    while rest:
        # Bound the search window first (doubling), so a 1 MB run costs O(n log n), not O(n²).
        hi = min(len(rest), max_tokens * 8)
        while hi < len(rest) and count([rest[:hi]])[0] <= max_tokens:
            hi = min(len(rest), hi * 2)
        lo = 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if count([rest[:mid]])[0] <= max_tokens:
                lo = mid
            else:
                hi = mid - 1
        out.append(Part(rest[:lo], True))
        rest = rest[lo:]
    return out
