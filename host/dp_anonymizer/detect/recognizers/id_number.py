"""Reference codes without a cue word: ``ORD-2024-778812``, ``KS-CH-2025-114``, ``INV-88231``,
``TCK-55123``, court references such as ``UKEAT/0177/19/BA`` and US dockets such as
``1:19-cv-04521``.

An order, invoice or ticket reference is a capitals prefix, a hyphen and a digit group long
enough to identify one record (five digits or more, optionally after a year). Shorter digit
groups are model and version names (``GPT-4``, ``UTF-8``, ``SHA-256``, ``ISO-9001``), and
prefixes of public identifiers (standards, CVE ids, RFCs, algorithms; ``data/id_codes.json``)
name no one's record. The same references after a cue word ("order", "Kundennummer",
"numéro de commande", ...) are found by the cue mechanism (``detect/cues.py``).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

import regex

from dp_anonymizer.detect.base import (
    Candidate,
    ScanContext,
    compile_pattern,
    compile_token_anchor,
    finding,
    finditer,
    timeout_for,
)
from dp_anonymizer.detect.lexicon import literal_alternation, load_data

SCORE = 0.6
#: A second group of capitals may follow the prefix ("KS-CH-2025-114"); after a year, a
#: serial of three digits or more is one record's ("INV-2025-042" is not: two digits).
CODE_RE = compile_pattern(
    r"(?<![\w./\\-])(?P<prefix>[A-Z]{2,6})(?:-[A-Z]{2,6})?"
    r"-(?:(?:19|20)[0-9]{2}-[0-9]{3,12}|[0-9]{5,12})"
    r"(?:-[0-9A-Z]{1,6})?(?![\w]|-[\w])"
)
_ANCHOR = compile_token_anchor(r"-[0-9]{4}")
#: Court and tribunal references: a capitals prefix, a number and a year, joined by slashes,
#: sometimes a judge's or clerk's initials after ("UKEAT/0177/19/BA", "HU/01234/2019",
#: "EA/2019/0123"). Each names one person's case.
COURT_REF_RE = compile_pattern(
    r"(?<![\w./\\-])[A-Z]{2,6}/[0-9]{2,6}/[0-9]{2,6}(?:/[A-Z]{1,3})?(?![\w]|/[\w])"
)
_COURT_ANCHOR = compile_token_anchor(r"[A-Z]/[0-9]{2}")
#: US federal docket numbers: office, year, case type, number, judges' initials
#: ("1:19-cv-04521", "2:21-cr-00123-JLR"). Each names one person's case. Captions and
#: opinions often leave the office out ("Case No. 24-cr-20417", "No. 23-cv-01187-JLR").
DOCKET_RE = compile_pattern(
    r"(?<![\w.:/-])(?:[0-9]{1,2}:)?[0-9]{2}-(?:cv|cr|mc|mj|bk|ap|md|po|sw|gj|dp"
    # a district court's number in capitals: "USDC No. 6:22-CR-215-1"
    r"|CV|CR|MC|MJ|BK|AP|MD|PO|SW|GJ|DP)-[0-9]{3,6}"
    # a co-defendant's number after the judges' initials: "2:21-cr-20417-LJM-2"
    r"(?:-[A-Z]{2,4}){0,3}(?:-[0-9]{1,2})?(?![\w]|-[\w])"
)
_DOCKET_ANCHOR = compile_token_anchor(r"[0-9]{2}-(?:[a-z]{2}|[A-Z]{2})-[0-9]")
#: A judgment's own neutral citation in its heading: alone on its line or after "Neutral
#: Citation Number:" ("[2023] EWCA Crim 1187", "[2024] CSOH 41", "[2024] UKUT 00112 (TCC)",
#: "[2023] SC ABE 27"). The same citation inside a sentence cites a precedent, public law
#: that stays. The heading's own case reference, a code alone on the line next to it
#: ("CA118/22", "ABE-A212-22"), names the same case.
#: The court of a citation: "EWCA Crim", "NSWSC", "UKUT", and codes that mix cases and digits
#: ("FedCFamC1F", "NZERA").
_COURT_CODE = (
    r"(?:[A-Z]{2,6}(?:[ ][A-Z][A-Za-z]{1,5}){0,2}|[A-Z][A-Za-z]{1,4}[A-Z][A-Za-z0-9]{1,8})"
)
CITATION_LINE_RE = compile_pattern(
    r"(?m)^[ \t]*(?:(?i:(?:medium[ ])?neutral[ ]citation(?:[ ](?:number|no\.?))?)[ ]?:?[ \t]*)?"
    r"(?P<v>\[(?:19|20)[0-9]{2}\][ ]"
    + _COURT_CODE
    # a division in brackets before the number: the Sheriff Appeal Court's "[2024] SAC (Civ) 29"
    + r"(?:[ ]\([A-Z][a-z]{1,4}\))?[ ][0-9]{1,5}"
    r"(?:[ ]\([A-Za-z]{1,12}\))?)[ \t]*$"
)
_CITATION_ANCHOR = compile_pattern(r"\[(?:19|20)[0-9]{2}\][ ][A-Z]")
#: A heading's own citation after its label, with the case's name before it where the label
#: gives one: "Citation: 2024 TCC 27", "CITATION: R. v. Okonjo-Hale, 2023 ONCA 612",
#: "Medium Neutral Citation: [2024] NSWSC 377" (Canadian citations carry no brackets). A
#: citation in a sentence, or after "Authorities cited:", cites a precedent and stays.
LABELLED_CITATION_RE = compile_pattern(
    r"(?m)^[ \t]*(?i:(?:medium[ ]neutral[ ]|neutral[ ])?citation(?:[ ](?:number|no\.?))?)"
    # the case's name before it, a comma after the name or none ("CITATION: Pham v Gold Coast
    # Strata Builders Pty Ltd [2024] QCAT 318")
    r"[ \t]*:[ \t]*(?:[^\n\[]{1,120}?,?[ ])?"
    r"(?P<v>\[?(?:19|20)[0-9]{2}\]?[ ]" + _COURT_CODE + r"[ ][0-9]{1,5}"
    r"(?:[ ]\([A-Za-z]{2,12}\))?)[ \t]*$"
)
_LABELLED_CITATION_ANCHOR = compile_pattern(r"(?i)citation[ \t]*:")
#: A heading's case number after a bare "No." alone on its line ("No. SN22P00981", "No.
#: 06-23-00041-CV"): five characters or more with a digit; "No. 5" numbers a list.
NUMBER_LINE_RE = compile_pattern(
    r"(?m)^[ \t]*(?:No|NO|N°|Nº)\.?[ \t]*:?[ \t]*"
    r"(?P<v>(?=[A-Z0-9/\-]{0,24}[0-9])[A-Z0-9][A-Z0-9/\-]{4,24})[ \t]*$"
)
#: The same line start, found from the word: a search for "No" with a look-behind to the line's
#: start costs a twentieth of a multi-line "^" tried at every position.
_NUMBER_LINE_ANCHOR = compile_pattern(
    r"(?:No|NO|N°|Nº)(?<=(?:^|\n)[ \t]*(?:No|NO|N°|Nº))\.?[ \t]*:?[ \t]*[A-Z0-9]"
)
_REFERENCE_LINE_RE = compile_pattern(
    r"[ \t]*(?P<v>(?=[A-Z0-9/\-]{0,19}[0-9])[A-Z][A-Z0-9/\-]{3,19}|[0-9]{6,9})[ \t]*"
)

#: A New York slip opinion's own citation alone on a heading line ("2023 NY Slip Op 05521",
#: "2024 NY Slip Op 50012(U)"): the case's identifier, as a neutral citation alone on its line.
#: The same citation in a sentence cites a precedent and stays.
SLIP_OP_LINE_RE = compile_pattern(
    r"(?<=(?:^|\n)[ \t]*)(?P<v>(?:19|20)[0-9]{2}[ ]NY[ ]Slip[ ]Op[ ][0-9]{5}(?:\([A-Z]\))?)"
    r"(?=[ \t]*(?:\n|$))"
)
_SLIP_OP_ANCHOR = compile_pattern(r"NY[ ]Slip[ ]Op")
#: An Illinois public-domain citation alone on a heading line ("2025 IL App (1st) 231447-U",
#: "2024 IL 129876"): the case's own, as above; in a sentence it cites a precedent and stays.
IL_CITATION_LINE_RE = compile_pattern(
    r"(?<=(?:^|\n)[ \t]*)(?P<v>(?:19|20)[0-9]{2}[ ]IL[ ](?:App[ ]\((?:1st|2d|3d|4th|5th)\)[ ])?"
    r"[0-9]{6}(?:-[UB])?)(?=[ \t]*(?:\n|$))"
)
#: A court's register numbers without a cue, in a text that names a court (``court_words`` of
#: ``data/id_codes.json``): a registry's letters, a number and the year ("B19/2023",
#: "M17/2022"), a family or civil register's "22F0419-102", a New Zealand file number
#: ("CIV-2020-404-1234", "CRI-2022-092-001187"), an Indian High Court's case type, number and
#: year joined by hyphens ("CRM-M-41177-2023", "CWP-1234-2022", "CRA-S-1187-SB-2019"; a public
#: standard's "ISO-9001-2015" is none: ``public_prefixes``), a Dutch court's civil register
#: ("C/18/214466").
REGISTER_RE = compile_pattern(
    r"(?<![\w./\\-])(?:(?P<p>[A-Z]{1,3})(?P<n>[0-9]{1,6})/(?:19|20)[0-9]{2}"
    r"|[0-9]{2}[A-Z]{1,3}[0-9]{3,6}-[0-9]{1,4}"
    r"|[A-Z]{3}-(?:19|20)[0-9]{2}-[0-9]{3}-[0-9]{3,7}"
    r"|(?P<k>[A-Z]{2,5})(?:-[A-Z]{1,2})?-[0-9]{1,6}(?:-[A-Z]{2})?-(?:19|20)[0-9]{2}"
    # a Dutch court's civil register and its roll number: "C/18/214466 / HA ZA 21-88"
    r"|[A-Z]/[0-9]{2}/[0-9]{5,7}(?:[ ]/[ ][A-Z]{2}(?:[ ][A-Z]{2,4})?[ ][0-9]{2}-[0-9]{1,6})?)"
    r"(?![\w]|[/-][\w])"
)
#: More registers of one court's format, in a text that names a court: a Pennsylvania docket
#: ("CP-02-CR-0004417-2023": a court's type, the county, the case type, the number, the year),
#: a Georgia appellate docket ("A25A0419", "S24A1187"), an Austrian supreme administrative
#: court's file ("Ra 2024/19/0217-9") and a federal administrative court's ("W272
#: 2281947-1/12E"), a Dutch police register ("PL0100-2023214477", a backslash and a page's
#: number may follow), a Dutch district court's roll ("CV EXPL 24-3318", "HA ZA 21-88") and
#: an Austrian party's company register number ("FN 318772 k"), a Vaud cantonal court's file
#: ("JS24.018842-250611": the register's letters and year, the number, the decision's number),
#: a Luxembourg district court's judgment ("2025TALCH08/00119").
FORMAT_REGISTER_RE = compile_pattern(
    r"(?<![\w./\\-])(?:[A-Z]{2}-[0-9]{2}-[A-Z]{2}-[0-9]{5,7}-(?:19|20)[0-9]{2}"
    r"|[AS][0-9]{2}[A-Z][0-9]{4}"
    r"|(?:Ra|Ro|Fr|Fe|Ko)[ ](?:19|20)[0-9]{2}/[0-9]{2}/[0-9]{4}(?:-[0-9]{1,2})?"
    r"|[WLIG][0-9]{3}[ ][0-9]{7}-[0-9]{1,2}(?:/[0-9]{1,3}[A-Z])?"
    r"|PL[0-9]{4}-(?:19|20)[0-9]{6,10}"
    r"|[A-Z]{2}[ ](?:EXPL|ZA|RK|KG|EJ|EA)[ ][0-9]{2}-[0-9]{1,6}"
    # an Austrian company's register number: "FN 318772 k"
    r"|FN[ ]?[0-9]{3,6}[ ]?[a-z]"
    r"|[A-Z]{2}[0-9]{2}\.[0-9]{6}-[0-9]{6}"
    # a Luxembourg district court's judgment number: "2025TALCH08/00119"
    r"|(?:19|20)[0-9]{2}TAL[A-Z]{2,5}[0-9]{0,2}/[0-9]{4,6})"
    r"(?![\w]|[/-][\w])"
)
_FORMAT_REGISTER_ANCHOR = compile_token_anchor(
    r"(?<![^ ])(?:[A-Z]{2}-[0-9]{2}-[A-Z]{2}-[0-9]|[AS][0-9]{2}[A-Z][0-9]{4}(?![^ .,;:)])"
    r"|(?:19|20)[0-9]{2}/[0-9]{2}/[0-9]{4}|[WLIG][0-9]{3}(?![^ ])|PL[0-9]{4}-[0-9]{8}"
    r"|(?:EXPL|ZA|RK|KG|EJ|EA)(?![^ ])|FN(?:[0-9]{3,6}[a-z]?)?(?![^ ])"
    r"|[A-Z]{2}[0-9]{2}\.[0-9]{6}-[0-9]|(?:19|20)[0-9]{2}TAL[A-Z])"
)
#: A tribunal's matter number in brackets, one or two letters glued to the year, a slash and
#: the number: the Fair Work Commission's "(U2024/6618)", "(C2023/1187)", "(AG2024/412)",
#: written under or after the parties' names. Its shape is its cue (no court word needed: the
#: Commission's decisions name none); a financial year's "(FY2023/2024)" is none.
BRACKETED_MATTER_RE = compile_pattern(
    r"\((?P<v>(?!FY|CY)[A-Z]{1,2}(?:19|20)[0-9]{2}/(?!(?:19|20)[0-9]{2}\))[0-9]{3,6})\)"
)
_BRACKETED_MATTER_ANCHOR = compile_token_anchor(r"\([A-Z]{1,2}(?:19|20)[0-9]{2}/[0-9]{3,6}\)")
_REGISTER_ANCHOR = compile_token_anchor(
    r"[A-Z][0-9]{1,6}/(?:19|20)[0-9]{2}|[0-9][A-Z]{1,3}[0-9]{3,6}-[0-9]|-(?:19|20)[0-9]{2}-[0-9]{3}-"
    r"|[A-Z]-[0-9]{1,6}-(?:[A-Z]{2}-)?(?:19|20)[0-9]{2}|(?<![^ ])[A-Z]/[0-9]{2}/[0-9]{5}"
)
#: A German court's file number (Aktenzeichen): the chamber or senate, the register's letters,
#: the number and the year's two digits ("VI ZR 1187/21", "2 StR 412/22", "1 BvR 88/20"), in a
#: text that names a court.
#: A senate's roman numeral before its number ("I-24 U 88/23", a Higher Regional Court's civil
#: senate) and an Austrian file's check letter and document number after the year ("GZ 2 R
#: 31/24h-18") belong to the same file number.
AKTENZEICHEN_RE = compile_pattern(
    r"(?<![\w/.-])(?:[IVX]{1,4}-)?(?:[IVX]{1,5}|[0-9]{1,3})[ ][A-Z][A-Za-z]{0,3}[ ]"
    r"[0-9]{1,5}/[0-9]{2}"
    r"(?:[a-z](?:-[0-9]{1,3})?)?(?![\w/])"
)
_AKTENZEICHEN_ANCHOR = compile_token_anchor(
    r"(?<![^ ])[0-9]{1,5}/[0-9]{2}(?:[a-z](?:-[0-9]{1,3})?)?(?![^ ,.;)])"
)
#: A decision's own ECLI alone on a heading line ("ECLI:NL:GHAMS:2023:2871"); an ECLI in a
#: sentence cites a precedent and stays.
ECLI_LINE_RE = compile_pattern(
    r"(?<=(?:^|\n)[ \t]*)(?P<v>ECLI:[A-Z]{2}:[A-Z0-9]{1,7}:(?:19|20)[0-9]{2}:[A-Z0-9.]{1,25})"
    r"(?=[ \t]*(?:\n|$))"
)
#: A registry's letter and six to eight digits alone on a heading line of such a text
#: ("D081442" under the parties of a California appeal, "E090417").
REGISTER_LINE_RE = compile_pattern(
    r"(?<=(?:^|\n)[ \t]*\(?)(?P<v>[A-Z]{1,2}[0-9]{6,8})(?=\)?[ \t]*(?:\n|$))"
)
_REGISTER_LINE_ANCHOR = compile_token_anchor(r"[A-Z][0-9]{6}")


#: A docket of a few capitals and a short number alone on a heading line of such a text
#: ("DA 23-0514" under a Montana caption, "A24-0917", a sheriff court's "F388/23"): two digits,
#: a hyphen or slash and three to six, or three to five and a slash and two (an arbitral
#: institution's letters may follow: "ARB 287/22/MIB"); a Scottish sheriff court's civil
#: reference ("GLA-F512-23"); "FY 2023/24" (a year and the next) is none.
def _after_sentence_line(text: str, start: int) -> bool:
    """Whether the line right before the one at ``start`` (no blank line between) holds
    small letters: a sentence's line, not a heading's in capitals."""
    line_start = text.rfind("\n", 0, start)
    if line_start <= 0:
        return False
    before = text[text.rfind("\n", 0, line_start) + 1 : line_start]
    return any(ch.islower() for ch in before)


SHORT_DOCKET_LINE_RE = compile_pattern(
    r"(?<=(?:^|\n)[ \t]*)(?P<v>[A-Z]{1,3}[ ]?(?!(?:19|20)[0-9]{2}/[0-9]{2}(?![0-9]))"
    # an arbitral institution's case manager's letters after it: "ARB 287/22/MIB"
    r"(?:[0-9]{2}[-/][0-9]{3,6}|[0-9]{3,5}/[0-9]{2}(?:/[A-Z]{2,4})?)"
    # a Scottish sheriff court's civil reference: "GLA-F512-23", "ABE-A212-22"
    r"|[A-Z]{3}-[A-Z][0-9]{2,5}-[0-9]{2})(?=[ \t]*(?:\n|$))"
)
_SHORT_DOCKET_ANCHOR = compile_token_anchor(
    r"(?<![^ ])(?:[A-Z]{0,3}(?:[0-9]{2}[-/][0-9]{3,6}|[0-9]{3,5}/[0-9]{2}(?:/[A-Z]{2,4})?)"
    r"|[A-Z]{3}-[A-Z][0-9]{2,5}-[0-9]{2})(?![^ ])"
)
#: An Indian register's case type, dotted capitals with a bracketed kind, before the number and
#: its year ("W.P.(C) 5678/2021", "CRL.A. 1234/2019", "Crl.M.C. 88/2020", "S.L.P.(Crl.) No.
#: 12/2022"): two dotted groups at least; "No. 1/2003" (a regulation) is none.
_INDIAN_TYPE_RE = compile_pattern(
    r"(?<![\w.])(?:(?:[A-Z][A-Za-z]{0,4}\.){2,4}(?:[ ]?\([A-Z][A-Za-z.]{0,6}\))?"
    # Delhi's capitals and a bracketed kind without dots: "CS(COMM) 611/2022", "FAO(OS)"
    r"|[A-Z]{2,5}\([A-Z]{1,6}\))"
    r"(?:[ ](?:No|NO)\.)?[ ]?\Z",
    regex.REVERSE,
)
_NUMBER_YEAR_RE = compile_pattern(r"(?<![\w/.-])[0-9]{1,6}/(?:19|20)[0-9]{2}(?![\w/]|[.-][0-9])")
_NUMBER_YEAR_ANCHOR = compile_token_anchor(r"[0-9]/(?:19|20)[0-9]{2}")
#: A court's register number after a bare number word, in a text that names a court: the
#: shape of a register, not one court's format. Groups of capitals and digits joined by
#: hyphens, slashes, colons or underscores ("No. 24AP-118", "(C.P.C. No. 22CR-3391)", "LC No.
#: 22-009174-FH", "Nummer 23/04417", "Requête no 40217/21"), a registry's letter glued to its
#: digits ("2d Crim. No. B331407"), a case type between spaces ("No. 21 CR 60412"), a number
#: and its year ("Crl.O.P.(MD)No.14406 of 2024", "FILE NO/S : IND 1473 of 2023"). Four digits
#: at least; a date or a span of years is none; after a statute's or a form's word
#: (``statute_words`` of ``data/id_codes.json``: "Regulation (EU) No 2016/679", "loi n°
#: 2016-1547") it numbers a law.
NUMBERED_REGISTER_RE = compile_pattern(
    r"(?<![\w])(?P<w>No|NO|Nos|NOS|Nr|NR|nr|no|Nummer|nummer|NUMMER|[nN][°º]|NO/S|No/s"
    # "No(s):" of a Pennsylvania heading
    r"|No\(s\)|NO\(S\)"
    # Spanish "núm.", Italian "n." and "N." (with their dot only)
    r"|núm|Núm|NÚM|[nN](?=\.)"
    # an Italian administrative court's "numero di registro generale 412 del 2024"
    r"|registro[ ]generale)\.?"
    r"[ \t]{0,2}:?[ \t]{0,2}(?:-[ \t]{1,2})?"
    r"(?P<v>[A-Z0-9]{1,10}(?:[-/:_][A-Z0-9]{1,10}){1,4}"
    r"|[A-Z]{1,3}[0-9]{5,8}"
    r"|[0-9]{2}[ ][A-Z]{1,4}[ ][0-9]{3,7}"
    # a registry's letter glued to the number: Kenya's "CAUSE NO. E047 OF 2023"
    # and Italy's "n. 412 del 2024"
    r"|(?:[A-Z]{2,5}[ ])?[A-Z]?[0-9]{1,6}[ ](?:of|OF|del)[ ](?:19|20)[0-9]{2}"
    # a number, a registry's capitals and the year: Pennsylvania's "No. 1402 EDA 2024"
    r"|[0-9]{1,6}[ ][A-Z]{2,4}[ ](?:19|20)[0-9]{2}"
    # a kind's capitals before a number and its year: "No. CACV 88/2023", "NO/S: BDL 118-23"
    r"|[A-Z]{2,6}[ ][0-9]{1,6}[/-](?:19|20)?[0-9]{2}"
    # a thousands comma and a suffix: "Trial Court No. 112,448-A"
    r"|[0-9]{1,3},[0-9]{3}-[A-Z0-9]{1,4})"
    r"(?![\w]|[-/:_.][\w])"
)
#: The number words above as whole tokens (a cased look-up among the distinct tokens).
_NUMBERED_REGISTER_ANCHOR = compile_token_anchor(
    r"(?<![^ ])(?:No|NO|Nos|NOS|Nr|NR|nr|no|Nummer|nummer|NUMMER|[nN][°º]|NO/S|No/s"
    r"|No\(s\)|NO\(S\))\.?:?"
    # a compound's number word: "Geschäfts-Nr.:"
    r"(?:[ ]|$)|(?:\.|\))(?:No|NO)\.[0-9]|-(?:Nr|NR)\.?:?(?:[ ]|$)"
    r"|(?<![^ ])(?:núm|Núm|NÚM)\.?:?(?:[ ]|$)|(?<![^ ])[nN]\.(?:[ ]|$)"
    # a number in brackets after the words that name it: "lodged on 5 May 2022 (no. 27705/22)"
    r"|(?<![^ ])\((?:No|no)\.(?:[ ]|$)"
    r"|(?<![^ ])generale(?:[ ]|$)"
)
_CITED_CASE_RE = compile_pattern(r"[ ]v\.?[ ]\p{Lu}")
_DATE_OR_YEARS_RE = compile_pattern(
    r"[0-9]{1,2}[/.-][0-9]{1,2}[/.-][0-9]{2,4}|(?:19|20)[0-9]{2}[-/](?:(?:19|20)?[0-9]{2})"
)
#: An Indian High Court's neutral citation, the year, the court's code and a number joined by
#: colons ("2025:AHC:41877", "2025:DHC:812", "2024:BHC-AS:15521", "2025:KER:1904"): the
#: judgment's own when alone on its heading line or after its label ("Neutral Citation No. -
#: 2025:AHC:41877"); the same citation in a sentence cites a precedent and stays.
COLON_CITATION_RE = compile_pattern(
    r"(?<=(?:^|\n)[ \t]*(?:(?i:neutral[ ]citation)(?:[ ](?i:number|no\.?))?[ \t]{0,2}[:\-–]?"
    r"[ \t]{0,2}[:\-–]?[ \t]{0,2})?)"
    r"(?P<v>(?:19|20)[0-9]{2}:[A-Z]{2,6}(?:-[A-Z]{2,4})?:[0-9]{1,7}(?:-[A-Z]{2,4})?)"
    r"(?=[ \t]*(?:\n|$))"
)
_COLON_CITATION_ANCHOR = compile_token_anchor(r"(?<![^ ])(?:19|20)[0-9]{2}:[A-Z]{2,6}[:-]")
#: A register number alone on a heading line of a court's text: the Supreme Court of
#: Victoria's "S ECI 2022 04417" and "S EAPCR 2023 0188" (a prefix, a list, the year, the
#: number), the Swiss Federal Supreme Court's "4A_218/2024" (a division's digit and letter).
LINE_REGISTER_RE = compile_pattern(
    r"(?<=(?:^|\n)[ \t]*)(?P<v>[A-Z]{1,2}[ ][A-Z]{2,7}[ ](?:19|20)[0-9]{2}[ ][0-9]{3,6}"
    r"|[0-9][A-Z]_[0-9]{1,5}/(?:19|20)[0-9]{2}"
    # a registry's capitals, the number and the year: Hong Kong's "HCA 1234/2023"
    r"|[A-Z]{2,6}[ ][0-9]{1,6}/(?:19|20)[0-9]{2})(?=[ \t]*(?:\n|$))"
)
_LINE_REGISTER_ANCHOR = compile_token_anchor(
    r"(?<![^ ])(?:[A-Z]{2,7}|[0-9][A-Z]_[0-9]{1,5}/(?:19|20)[0-9]{2})(?![^ ])"
)
_LINE_REGISTER_YEAR_RE = compile_pattern(
    r"[A-Z][ ](?:(?:19|20)[0-9]{2}[ ][0-9]{3,6}|[0-9]{1,6}/(?:19|20)[0-9]{2})[ \t]*(?:\n|$)|_[0-9]"
)
#: A US immigration file's alien number ("A208-513-774"): one person's file, with or without
#: "File:" before it.
ALIEN_NUMBER_RE = compile_pattern(r"(?<![\w./-])A[0-9]{3}-[0-9]{3}-[0-9]{3}(?![\w]|[/-][\w])")
_ALIEN_NUMBER_ANCHOR = compile_token_anchor(r"A[0-9]{3}-[0-9]{3}-[0-9]{3}")

#: A flight number: an airline's designator (two letters, a letter and a digit before a space,
#: a digit and a letter, or a three-letter ICAO code) and one to four digits ("BA2490", "LH
#: 1838", "U2 8012", "EZY8012"); it counts after a flight word (``data/flights.json``).
FLIGHT_RE = compile_pattern(
    r"(?<![\w./\\-])(?:[A-Z]{2,3}|[A-Z][0-9](?=[ ])|[0-9][A-Z])[ ]?[0-9]{1,4}[A-Z]?"
    # an airport's code before a clock is no flight ("LHR–LAX 11:40")
    r"(?![\w/-]|[:.][0-9])"
)
#: How far before a flight number its flight word may stand ("fliegen am 22. Juli mit LH").
_FLIGHT_WORD_BEFORE = 60
#: A year after an acronym ("UK 2024", "EU 2025") is no flight.
_YEAR_RE = compile_pattern(r"[ ](?:19|20)[0-9]{2}$")
#: A Crown Court case number (trial, sentence or appeal, year, four digits: "T20237781") on a
#: line of a cause list that names the case ("T20237781  R v …").
CROWN_COURT_RE = compile_pattern(r"(?<![\w./\\-])[TSA](?:19|20)[0-9]{6}(?![\w/-])")
_CROWN_COURT_ANCHOR = compile_token_anchor(r"[TSA](?:19|20)[0-9]{6}")
_VERSUS_RE = compile_pattern(r"[ \t]v\.?[ ]\p{Lu}")
#: A UK company number in brackets right after the company's name ("GLENCOE AQUA SYSTEMS
#: LIMITED (SC612244)", "Harbour Foods Ltd (04567123)"): eight digits, or a register's two
#: letters (Scotland, Northern Ireland, LLPs ...) and six. It names one firm, as after "company
#: number" (``cues.json``).
COMPANY_NUMBER_RE = compile_pattern(
    r"(?<=\p{Lu}[\p{L}.]{0,30}[ ]\()"
    r"(?:SC|NI|OC|SO|NC|FC|SE|LP|SL|IP|SP|RC|R0|[0-9]{2})[0-9]{6}(?=\))"
)
_COMPANY_NUMBER_ANCHOR = compile_token_anchor(r"\((?:[A-Z][A-Z0-9]|[0-9]{2})[0-9]{6}\)")


@cache
def _flight_words() -> tuple[tuple[str, ...], regex.Pattern[str]]:
    """The flight words, and one of them as a whole word searched from the end of the window
    before a number."""
    words = tuple(load_data("flights.json")["words"])
    pattern = compile_pattern(
        r"(?i)(?<![\p{L}\p{M}])(?:"
        + literal_alternation(words, reverse=True)
        + r")(?![\p{L}\p{M}])",
        regex.REVERSE,
    )
    return words, pattern


@cache
def _public_prefixes() -> frozenset[str]:
    return frozenset(load_data("id_codes.json")["public_prefixes"])


@cache
def _ticket_re() -> regex.Pattern[str]:
    """A service-desk record's number, its prefix joined to six to ten digits
    (``ticket_prefixes`` of ``data/id_codes.json``)."""
    prefixes = load_data("id_codes.json")["ticket_prefixes"]
    return compile_pattern(
        r"(?<![\w./\\-])(?:" + literal_alternation(prefixes) + r")[0-9]{6,10}(?![\w]|-[\w])"
    )


#: Capitals joined to six digits or more, inside one token: where a ticket number may be.
_TICKET_ANCHOR = compile_token_anchor(r"[A-Z]{2}[0-9]{6}")


@cache
def _customer_object_re() -> regex.Pattern[str]:
    """A payment platform's customer or account id (``customer_object_prefixes`` of
    ``data/id_codes.json``): the prefix, an underscore, 14-30 letters and digits with a digit."""
    prefixes = load_data("id_codes.json")["customer_object_prefixes"]
    return compile_pattern(
        r"(?<![\w./\\-])(?:" + literal_alternation(prefixes) + r")_"
        r"(?=[A-Za-z0-9]{0,29}[0-9])[A-Za-z0-9]{14,30}(?![\w-])"
    )


#: A lower-case prefix, an underscore and a long run of letters and digits, in one token.
_CUSTOMER_OBJECT_ANCHOR = compile_token_anchor(r"[a-z]{3,4}_[A-Za-z0-9]{14}")


@cache
def _court_words() -> tuple[regex.Pattern[str], frozenset[str]]:
    """A court word as a whole word, and the period prefixes (see ``REGISTER_RE``)."""
    data = load_data("id_codes.json")
    words = compile_pattern(
        # no boundary before: German compounds end in one ("Oberlandesgericht")
        r"(?:" + literal_alternation(data["court_words"]) + r")(?![\p{L}])"
    )
    return words, frozenset(data["period_prefixes"])


@cache
def _bar_number_cues() -> tuple[frozenset[str], regex.Pattern[str]]:
    """The tokens that may hold a bar number's cue (a bracket before it, a colon or "#" after
    it), and the cue with its number (``bar_number_words``, ``bar_number_codes``)."""
    data = load_data("id_codes.json")
    words, codes = data["bar_number_words"], data["bar_number_codes"]
    tokens = frozenset(
        f"{before}{cue}{after}"
        for cue in (*words, *codes)
        for before in ("", "(")
        for after in ("", ":", "#")
    )
    suffix = r"(?:[ ](?:No\.?|Number|ID|Roll[ ]No\.?)|[ ]?\#)"
    pattern = compile_pattern(
        r"(?<![\p{L}])(?:(?:"
        + literal_alternation(words)
        + r")"
        + suffix
        + r"|(?:"
        + literal_alternation(codes)
        + r")"
        + suffix
        + r"?)[ ]?[:#]?[ ]?(?P<v>[0-9]{4,9})(?![0-9])"
    )
    return tokens, pattern


@cache
def _court_word_list() -> tuple[str, ...]:
    return tuple(load_data("id_codes.json")["court_words"])


#: Court words that end German compounds ("Oberlandesgericht", "Endurteil"), looked for inside
#: words; the others are looked up as words' starts.
_COMPOUND_COURT_WORDS = ("gericht", "urteil", "beschluss")


def _names_a_court(ctx: ScanContext) -> bool:
    """Whether the text names a court (``court_words``): a cheap look-up of the words' starts
    and a substring test for German compounds first, the whole-word search only after a hit."""
    if not (
        ctx.contains_any(_court_word_list())
        # inside a token, so the distinct tokens answer (far shorter than the text)
        or any(w in ctx.token_text for w in _COMPOUND_COURT_WORDS)
    ):
        return False
    return _court_words()[0].search(ctx.lower, timeout=timeout_for(ctx.text)) is not None


@cache
def _statute_before_re() -> regex.Pattern[str]:
    """A statute's or a form's word ending right before a number word, a bracketed kind
    between them ("Regulation (EU) No"), searched from the end."""
    words = load_data("id_codes.json")["statute_words"]
    return compile_pattern(
        r"(?<![\p{L}])(?i:" + literal_alternation(words, reverse=True) + r")\.?[ \t]{0,3}"
        r"(?:\([^()\n]{1,16}\)[ \t]{0,3})?\Z",
        regex.REVERSE,
    )


@cache
def _headed_citation_re() -> regex.Pattern[str]:
    """A heading's case name (its first side capitalised words) and its own citation on one
    line, a heading's label opening the next ("… [2022] HCA 31" then "Date of Hearing:";
    ``heading_labels`` of ``data/id_codes.json``)."""
    labels = load_data("id_codes.json")["heading_labels"]
    return compile_pattern(
        r"(?m)^[ \t]*(?:[\p{Lu}0-9][^\s\[]{0,30}[ ]){1,6}(?:v\.?|&)[ ][^\n\[]{1,150}?[ ]"
        r"(?P<v>\[(?:19|20)[0-9]{2}\][ ]" + _COURT_CODE + r"[ ][0-9]{1,5})"
        r"[ \t]*\n[ \t]*(?i:" + literal_alternation(labels) + r")"
    )


#: The same line heading a text, with no label after it: the first line of a pasted judgment
#: ("Pardalis & Whitmore [2023] FedCFamC2F 1187" above its catchwords). A next line that cites
#: another case makes it a list of authorities, which stays.
_FIRST_LINE_CITATION_RE = compile_pattern(
    r"[ \t]*(?:[\p{Lu}0-9][^\s\[]{0,30}[ ]){1,6}(?:v\.?|&)[ ][^\n\[]{1,150}?[ ]"
    r"(?P<v>\[(?:19|20)[0-9]{2}\][ ]" + _COURT_CODE + r"[ ][0-9]{1,5})[ \t]*(?=\n|$)"
)
_CITES_A_CASE_RE = compile_pattern(r"\[(?:19|20)[0-9]{2}\]|\((?:19|20)[0-9]{2}\)|[ ]v\.?[ ]")


class IdNumberRecognizer:
    """Cue-less reference codes (see the module docstring)."""

    def __init__(self) -> None:
        self.name = "id_number"
        self.categories = frozenset({"ID_NUMBER"})

    def find(self, ctx: ScanContext) -> Iterator[Candidate]:
        if ctx.anchored(_ANCHOR):
            public = _public_prefixes()
            for m in finditer(CODE_RE, ctx.text, self.name):
                if m.group("prefix") in public:
                    continue
                yield Candidate(m.start(), m.end(), "ID_NUMBER", SCORE, f"{self.name}:code")
        if ctx.anchored(_TICKET_ANCHOR):
            for m in finditer(_ticket_re(), ctx.text, self.name):
                yield finding(self.name, "ticket", m.start(), m.end(), "ID_NUMBER", SCORE)
        if ctx.anchored(_CUSTOMER_OBJECT_ANCHOR):
            for m in finditer(_customer_object_re(), ctx.text, self.name):
                yield finding(self.name, "customer-object", m.start(), m.end(), "ID_NUMBER", SCORE)
        if ctx.anchored(_COURT_ANCHOR):
            for m in finditer(COURT_REF_RE, ctx.text, self.name):
                yield Candidate(m.start(), m.end(), "ID_NUMBER", SCORE, f"{self.name}:court")
        if ctx.anchored(_CITATION_ANCHOR):
            yield from self._heading_citations(ctx)
            yield from self._headed_citations(ctx)
        if "citation" in ctx.lower and ctx.anchored(_LABELLED_CITATION_ANCHOR):
            for m in finditer(LABELLED_CITATION_RE, ctx.text, self.name):
                yield Candidate(
                    m.start("v"), m.end("v"), "ID_NUMBER", SCORE, f"{self.name}:citation"
                )
        if (ctx.contains("no") or "°" in ctx.text or "º" in ctx.text) and ctx.anchored(
            _NUMBER_LINE_ANCHOR
        ):
            for m in finditer(NUMBER_LINE_RE, ctx.text, self.name):
                yield Candidate(m.start("v"), m.end("v"), "ID_NUMBER", SCORE, f"{self.name}:court")
        if ctx.anchored(_DOCKET_ANCHOR):
            for m in finditer(DOCKET_RE, ctx.text, self.name):
                yield Candidate(m.start(), m.end(), "ID_NUMBER", SCORE, f"{self.name}:docket")
        if ctx.anchored(_CROWN_COURT_ANCHOR):
            yield from self._cause_list(ctx)
        if ctx.contains("slip") and ctx.anchored(_SLIP_OP_ANCHOR):
            for m in finditer(SLIP_OP_LINE_RE, ctx.text, self.name):
                yield Candidate(
                    m.start("v"), m.end("v"), "ID_NUMBER", SCORE, f"{self.name}:citation"
                )
        if "\n" in ctx.text and ctx.contains("il") and " IL " in ctx.text:
            for m in finditer(IL_CITATION_LINE_RE, ctx.text, self.name):
                yield Candidate(
                    m.start("v"), m.end("v"), "ID_NUMBER", SCORE, f"{self.name}:citation"
                )
        if ctx.anchored(_ALIEN_NUMBER_ANCHOR):
            for m in finditer(ALIEN_NUMBER_RE, ctx.text, self.name):
                yield Candidate(m.start(), m.end(), "ID_NUMBER", SCORE, f"{self.name}:alien")
        if ctx.anchored(_NUMBER_YEAR_ANCHOR):
            yield from self._indian_registers(ctx)
        if ctx.anchored(_BRACKETED_MATTER_ANCHOR):
            for m in finditer(BRACKETED_MATTER_RE, ctx.text, self.name):
                yield Candidate(m.start("v"), m.end("v"), "ID_NUMBER", SCORE, f"{self.name}:court")
        yield from self._registers(ctx)
        yield from self._numbered_registers(ctx)
        if ctx.anchored(_COLON_CITATION_ANCHOR):
            for m in finditer(COLON_CITATION_RE, ctx.text, self.name):
                yield Candidate(
                    m.start("v"), m.end("v"), "ID_NUMBER", SCORE, f"{self.name}:citation"
                )
        if ctx.contains("ecli"):
            for m in finditer(ECLI_LINE_RE, ctx.text, self.name):
                yield Candidate(
                    m.start("v"), m.end("v"), "ID_NUMBER", SCORE, f"{self.name}:citation"
                )
        if ctx.anchored(_COMPANY_NUMBER_ANCHOR):
            for m in finditer(COMPANY_NUMBER_RE, ctx.text, self.name):
                yield Candidate(m.start(), m.end(), "ID_NUMBER", SCORE, f"{self.name}:company")
        yield from self._flights(ctx)
        yield from self._bar_numbers(ctx)

    def _bar_numbers(self, ctx: ScanContext) -> Iterator[Candidate]:
        """An attorney's bar number after its cue ("Texas Bar No. 24088713", "(SBN 287714)"):
        only in a text whose tokens hold a cue, so ordinary text pays one set look-up."""
        tokens, pattern = _bar_number_cues()
        if not ctx.text_tokens & tokens:
            return
        for m in finditer(pattern, ctx.text, self.name):
            yield finding(self.name, "bar-number", m.start("v"), m.end("v"), "ID_NUMBER", SCORE)

    def _flights(self, ctx: ScanContext) -> Iterator[Candidate]:
        """Flight numbers after a flight word (see ``FLIGHT_RE``); a flight asked about by no
        one ("what do flight numbers like BA117 mean?") is public."""
        text = ctx.text
        anchors, words = _flight_words()
        if not ctx.contains_any(anchors):
            return
        for m in finditer(FLIGHT_RE, text, self.name):
            if _YEAR_RE.search(m.group()) is not None:
                continue
            if words.search(text, max(0, m.start() - _FLIGHT_WORD_BEFORE), m.start()) is None:
                continue
            yield Candidate(
                m.start(), m.end(), "ID_NUMBER", SCORE, f"{self.name}:flight", asked_is_public=True
            )

    def _registers(self, ctx: ScanContext) -> Iterator[Candidate]:
        """Register numbers without a cue in a text that names a court (``REGISTER_RE``,
        ``REGISTER_LINE_RE``)."""
        inline = ctx.anchored(_REGISTER_ANCHOR)
        alone = ctx.anchored(_REGISTER_LINE_ANCHOR)
        formats = ctx.anchored(_FORMAT_REGISTER_ANCHOR)
        short = ctx.anchored(_SHORT_DOCKET_ANCHOR)
        if not (inline or alone or formats or short or ctx.anchored(_AKTENZEICHEN_ANCHOR)):
            return
        court, periods = _court_words()
        if court.search(ctx.lower, timeout=timeout_for(ctx.text)) is None:
            return
        if formats:
            for m in finditer(FORMAT_REGISTER_RE, ctx.text, self.name):
                yield Candidate(m.start(), m.end(), "ID_NUMBER", SCORE, f"{self.name}:court")
        if inline:
            for m in finditer(REGISTER_RE, ctx.text, self.name):
                if m.group("p") in periods and len(m.group("n")) <= 2:
                    continue  # "Q3/2023": a quarter
                if m.group("k") in _public_prefixes():
                    continue  # "ISO-9001-2015": a standard
                yield Candidate(m.start(), m.end(), "ID_NUMBER", SCORE, f"{self.name}:court")
        if ctx.anchored(_AKTENZEICHEN_ANCHOR):
            for m in finditer(AKTENZEICHEN_RE, ctx.text, self.name):
                yield Candidate(m.start(), m.end(), "ID_NUMBER", SCORE, f"{self.name}:court")
        if alone:
            for m in finditer(REGISTER_LINE_RE, ctx.text, self.name):
                yield Candidate(m.start("v"), m.end("v"), "ID_NUMBER", SCORE, f"{self.name}:court")
        if short:
            for m in finditer(SHORT_DOCKET_LINE_RE, ctx.text, self.name):
                if _after_sentence_line(ctx.text, m.start()):
                    continue  # "[2024] CSOH 41 was cited⏎CA118/22": no heading's docket
                yield Candidate(m.start("v"), m.end("v"), "ID_NUMBER", SCORE, f"{self.name}:court")

    def _numbered_registers(self, ctx: ScanContext) -> Iterator[Candidate]:
        """Register numbers after a bare number word, and alone on a heading line, in a text
        that names a court (``NUMBERED_REGISTER_RE``, ``LINE_REGISTER_RE``)."""
        numbered = ctx.anchored(_NUMBERED_REGISTER_ANCHOR)
        alone = ctx.anchored(_LINE_REGISTER_ANCHOR)
        if not (numbered or alone) or not _names_a_court(ctx):
            return
        alone = alone and ctx.anchored(_LINE_REGISTER_YEAR_RE)
        text = ctx.text
        if alone:
            for m in finditer(LINE_REGISTER_RE, text, self.name):
                yield Candidate(m.start("v"), m.end("v"), "ID_NUMBER", SCORE, f"{self.name}:court")
        if not numbered:
            return
        statute = _statute_before_re()
        for m in finditer(NUMBERED_REGISTER_RE, text, self.name):
            value = m.group("v")
            if sum(ch.isdigit() for ch in value) < 4 or _DATE_OR_YEARS_RE.fullmatch(value):
                continue
            before = text[max(0, m.start() - 80) : m.start()]
            last = (before.split() or [""])[-1].lstrip("([")
            if (
                m.group("w") == "no"
                and not (last.isalpha() and last[:1].isupper())
                and not before.endswith("(")  # "lodged on 5 May 2022 (no. 27705/22)"
            ):
                continue  # "there was no 24/7 cover": the word of a negation
            if last.endswith(",") and _CITED_CASE_RE.search(before) is not None:
                continue  # "Yalçınkaya v. Türkiye [GC], no. 15669/20": a precedent's number
            if statute.search(before) is not None:
                continue  # "Regulation (EU) No 2016/679": a law's number
            yield Candidate(m.start("v"), m.end("v"), "ID_NUMBER", SCORE, f"{self.name}:court")

    def _indian_registers(self, ctx: ScanContext) -> Iterator[Candidate]:
        """A number and its year after an Indian register's dotted case type (see
        ``_INDIAN_TYPE_RE``): the type and the number are the case's reference."""
        text = ctx.text
        for m in finditer(_NUMBER_YEAR_RE, text, self.name):
            start = max(0, m.start() - 40)
            kind = _INDIAN_TYPE_RE.search(text[start : m.start()])
            if kind is not None and "." not in kind.group() and not _names_a_court(ctx):
                continue  # "ISO(IEC) 2701/2013": undotted capitals count in a court's text only
            if kind is not None:
                yield Candidate(
                    start + kind.start(), m.end(), "ID_NUMBER", SCORE, f"{self.name}:court"
                )

    def _cause_list(self, ctx: ScanContext) -> Iterator[Candidate]:
        """Crown Court case numbers on a line that names the case ("T20237781  R v …")."""
        text = ctx.text
        for m in finditer(CROWN_COURT_RE, text, self.name):
            line_end = text.find("\n", m.end())
            if _VERSUS_RE.search(text, m.end(), len(text) if line_end < 0 else line_end):
                yield Candidate(m.start(), m.end(), "ID_NUMBER", SCORE, f"{self.name}:crown-court")

    def _headed_citations(self, ctx: ScanContext) -> Iterator[Candidate]:
        """The lines that hold a bracketed year ("[2022] HCA 31"), each tried once as a
        heading's case name and citation (see :func:`_headed_citation_re`)."""
        text = ctx.text
        pattern = _headed_citation_re()
        first = _FIRST_LINE_CITATION_RE.match(text)
        if first is not None:
            next_end = text.find("\n", first.end() + 1)
            following = text[first.end() : len(text) if next_end < 0 else next_end]
            if _CITES_A_CASE_RE.search(following) is None:
                yield Candidate(
                    first.start("v"), first.end("v"), "ID_NUMBER", SCORE, f"{self.name}:citation"
                )
        tried = -1
        for anchor in finditer(_CITATION_ANCHOR, text, self.name):
            line_start = text.rfind("\n", max(0, anchor.start() - 200), anchor.start()) + 1
            if line_start <= tried or (line_start == 0 and anchor.start() > 200):
                continue
            tried = line_start
            m = pattern.match(text, line_start)
            if m is not None:
                yield Candidate(
                    m.start("v"), m.end("v"), "ID_NUMBER", SCORE, f"{self.name}:citation"
                )

    def _heading_citations(self, ctx: ScanContext) -> Iterator[Candidate]:
        """A neutral citation on a line of its own, and a reference alone on the line before
        or after it (see ``CITATION_LINE_RE``)."""
        text = ctx.text
        for m in finditer(CITATION_LINE_RE, text, self.name):
            yield Candidate(m.start("v"), m.end("v"), "ID_NUMBER", SCORE, f"{self.name}:citation")
            line_start = text.rfind("\n", 0, m.start()) + 1
            line_end = text.find("\n", m.end())
            neighbours = []
            if line_start > 0:
                neighbours.append((text.rfind("\n", 0, line_start - 1) + 1, line_start - 1))
            if line_end >= 0:
                after_end = text.find("\n", line_end + 1)
                neighbours.append((line_end + 1, len(text) if after_end < 0 else after_end))
            for start, end in neighbours:
                ref = _REFERENCE_LINE_RE.fullmatch(text, start, end)
                if ref is not None:
                    yield Candidate(
                        ref.start("v"), ref.end("v"), "ID_NUMBER", SCORE, f"{self.name}:court"
                    )
