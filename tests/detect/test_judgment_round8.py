"""Court text, eighth round (issue 12, stop 27): a register's shape after a bare number word in
a court's text, registers alone on a heading line (Victoria, the Swiss Federal Supreme Court),
German and Austrian file numbers with a senate's numeral or a check letter, US dockets in
capitals, Indian neutral citations and Delhi's bracketed kinds; German witnesses after an
article ("die Zeugin Reischl", "der Zeuge K.", never "Zeuge Jehovas"); Indian judges after
"Hon'ble", Indian parties before a dotted role, US captions and judges, "-v-" between the
sides, Austrian and Swiss judges, a married name after "épouse". One test per class: each case
says whether ``value`` must be gone from the output (hidden) or kept."""

import pytest

from dp_anonymizer.detect import detect
from support.detect_cases import assert_value_hidden


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("IN THE COURT OF APPEALS OF OHIO\nState of Ohio, : No. 24AP-118", "24AP-118", True),
        ("Court of Common Pleas (C.P.C. No. 21CV-7730)", "21CV-7730", True),
        ("Kent Circuit Court\nLC No. 22-009174-FH", "22-009174-FH", True),
        ("COURT OF APPEAL\n2d Crim. No. B331407", "B331407", True),
        ("Circuit Court of Cook County. No. 21 CR 60412. Judge", "60412", True),
        ("HOGE RAAD DER NEDERLANDEN\nNummer 23/04417", "23/04417", True),
        ("ARRÊT\n(Requête no 40217/21)", "40217/21", True),
        ("DISTRICT COURT\nFILE NO/S : IND 1473 of 2023", "1473", True),
        ("HIGH COURT\nCrl.O.P.(MD)No.14406 of 2024 and C.C.No.377 of 2023", "14406", True),
        ("HIGH COURT\nCrl.O.P.(MD)No.14406 of 2024 and C.C.No.377 of 2023", "377", True),
        ("Court of Appeal\nNo. CACV 88/2023", "88/2023", True),
        ("Trial Court No. 112,448-A, Honorable Judge presiding", "112,448", True),
        ("Bezirksgericht Zürich\nGeschäfts-Nr.: FE230412-L", "FE230412", True),
        ("CORTE D'APPELLO DI NAPOLI\nR.G. App. n. 2911/2023", "2911/2023", True),
        ("CORTE D'APPELLO\nN. 11877/2020 R.G.N.R.", "11877/2020", True),
        ("TRIBUNAL SUPREMO\nRECURSO CASACION núm.: 3317/2023", "3317/2023", True),
        # near misses: a law's number, a negation, a date, a precedent, no court at all
        ("The court applied Regulation (EU) No 2016/679 there.", "2016/679", False),
        ("La cour applique la loi n° 2016-1547 du 18 novembre.", "2016-1547", False),
        ("The court held there was no 2019-20 budget.", "2019-20", False),
        ("The court had no 24/7 cover.", "24/7", False),
        ("The Court refers to Yalçınkaya v. Türkiye [GC], no. 15669/20, 2023.", "15669/20", False),
        ("Part No. 24AP-118 is out of stock.", "24AP-118", False),
        ("Il tribunale applica il d.lgs. n. 81/2008.", "81/2008", False),
        ("Il tribunale applica la l. n. 241/1990.", "241/1990", False),
        ("El tribunal cita la Ley núm. 1234/2020.", "1234/2020", False),
    ],
)
def test_register_after_number_word(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        (
            "SUPREME COURT OF VICTORIA\nCOMMON LAW DIVISION\nS ECI 2022 04417\nBETWEEN:",
            "04417",
            True,
        ),
        ("SUPREME COURT OF VICTORIA\nS EAPCR 2023 0188\nApplicant", "0188", True),
        (
            "Bundesgericht\nTribunal fédéral\n4A_218/2024\nUrteil vom 2. Oktober 2024",
            "4A_218",
            True,
        ),
        ("Oberlandesgericht Hamm\nBeschluss\nI-24 U 88/23\nIn dem Rechtsstreit", "88/23", True),
        ("Urteil des Oberlandesgerichts Linz, GZ 2 R 31/24h-18, beschlossen", "31/24h", True),
        ("USDC No. 6:22-CR-215-1 (Western District of Louisiana court)", "215", True),
        ("+ CS(COMM) 611/2022\nIN THE HIGH COURT OF DELHI", "611/2022", True),
        ("HIGH COURT OF HONG KONG\nHCA 1234/2023\nBETWEEN", "1234/2023", True),
        # near misses: a line of prose with the same shape, a standard, no court named
        ("The court cited COVID 19/2020 data.", "19/2020", False),
        ("The court met in S ECI 2022 04417 rooms.", "S ECI 2022 04417", False),
        ("S ECI 2022 04417", "04417", False),
        ("ISO(IEC) 2701/2013 standard", "2701/2013", False),
    ],
)
def test_register_alone_and_file_numbers(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("Neutral Citation No. - 2025:AHC:41877\nCourt No. - 73", "41877", True),
        ("Neutral Citation Number: 2025:DHC:812", "2025:DHC:812", True),
        ("BY ADVS. ROY CHACKO\n2025:KER:1904\n", "2025:KER:1904", True),
        # a precedent cited in a sentence keeps its citation
        ("As held in Ram v State, 2023:DHC:4411, the rule applies.", "2023:DHC:4411", False),
        ("Meeting at 2025:10:30 today.", "2025:10:30", False),
    ],
)
def test_colon_neutral_citations(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("Die Zeugin Reischl hat ausgesagt, die Klägerin sei gestürzt.", "Reischl", True),
        ("Der Zeuge K. hat bekundet, er habe nichts gesehen.", "K.", True),
        ("Die Aussage des Zeugen Brandtner war glaubhaft.", "Brandtner", True),
        ("Der Zeuge Dieter Haffner hat dies nicht bestätigt.", "Haffner", True),
        # near misses: a noun after the word, the word alone
        ("Die Zeugin Aussage war klar.", "Aussage", False),
        ("Der Zeuge hat gelogen.", "Zeuge", False),
        ("Die Zeugin Reischl hat ausgesagt.", "Zeugin", False),
    ],
)
def test_german_witnesses(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("Hon'ble Vikramjit Chaturvedi,J.\n1. The applicant is in jail.", "Chaturvedi", True),
        ("THE HONOURABLE MR.JUSTICE K.MURUGAVEL PANDIAN\nCrl.O.P.", "MURUGAVEL", True),
        ("Selvarani ... Petitioner\nVs.\n2.Arumugasamy ... Respondents", "Selvarani", True),
        ("Selvarani ... Petitioner\nVs.\n2.Arumugasamy ... Respondents", "Arumugasamy", True),
        ("versus\nKAMLESH NARANG TRADING AS NARANG MEDICOS ..... Defendant", "KAMLESH", True),
        ("-against-\nBRIGHTWATER LOGISTICS LLC and DONOVAN PRICE,\nDefendants.", "DONOVAN", True),
        ("OPINION AND ORDER\nJENNIFER H. REARDON, United States District Judge:", "REARDON", True),
        (
            "CITATION : THE STATE OF WESTERN AUSTRALIA -v- BRODIE KANE WHITLOCK [2024] WADC 88",
            "BRODIE",
            True,
        ),
        ("sowie die Hofräte Dr. Stefula und Mag. Pertmayr als weitere Richter", "Stefula", True),
        (
            "Bundesrichter Rüedi, Bundesrichterin May Canellas,\nGerichtsschreiber Gross.",
            "Rüedi",
            True,
        ),
        ("Madame Gwenaëlle LE BIHAN épouse KERMARREC\nnée le 11 juillet 1975", "KERMARREC", True),
        # near misses: a court or an office after the same words, a firm, a State
        ("Hon'ble Chief Justice\nwas pleased.", "Chief Justice", False),
        ("State of Punjab ... Respondent", "Punjab", False),
        ("THE COURT, District Judge", "COURT", False),
        ("see obj.Arumugasamy here", "Arumugasamy", False),
    ],
)
def test_parties_and_judges(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    "text",
    [
        # a faith's member (a group, hidden as such where the text says it), no witness's name
        "Er ist Zeuge Jehovas und wurde verfolgt.",
        "Der Zeuge Jehovas kam zur Anhörung.",
        "Die Zeugen Jehovas beten.",
        # a court, and firms of a caption, are nobody
        "The Hon'ble High Court\nheld so.",
        "-against-\nBRIGHTWATER LOGISTICS LLC and NORTHFIELD HOLDINGS LLC,\nDefendants.",
    ],
)
def test_no_person_found(text: str) -> None:
    assert "[PERSON_" not in detect(text).output
