"""Court text, seventh round (issue 12, stop 26): register numbers of other jurisdictions
(a kind in brackets, a short number with its year, Indian hyphenated case types, Spanish
procedures), judges by initials or after a doctor's title, counsel after "Me" and by their
role, Spanish honorifics, Dutch parties in capitals, a US State's prosecution, the party after
"IN THE MATTER OF:", and heading labels of other languages that are nobody speaking. One test
per class: each case says whether ``value`` must be gone from the output (hidden) or kept."""

import pytest

from dp_anonymizer.detect import detect
from support.detect_cases import assert_value_hidden


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("Company Appeal (AT) (Insolvency) No. 1488 of 2023", "1488", True),
        ("Writ Petition (Civil) No. 412 of 2022 was heard", "412", True),
        ("Juicio verbal (desahucio por falta de pago) 2214/2023", "2214/2023", True),
        ("Criminal Appeal No 14 of 2022", "14 of 2022", True),
        ("Suit No. 7 of 2021 and appeal no 3 of 2020", "7 of 2021", True),
        ("Suit No. 7 of 2021 and appeal no 3 of 2020", "3 of 2020", True),
        ("Juicio ordinario nº 402/2022 del Juzgado", "402/2022", True),
        ("Procedimiento monitorio 1187/2023", "1187/2023", True),
        ("WP(C) NO. 24417 OF 2021", "24417", True),
        ("OFFICER BRIAN T. KOWALCZYK, Star No. 14527, and", "14527", True),
        ("IN THE HIGH COURT\nCRM-M-41177-2023", "41177", True),
        ("In CWP-1234-2022 and CRA-S-1187-SB-2019 the High Court held", "CWP-1234-2022", True),
        ("In CWP-1234-2022 and CRA-S-1187-SB-2019 the High Court held", "1187", True),
        # near misses: a count after the same words, a standard, brackets that hold no kind
        ("He lodged appeal 14 of the 20 filed in 2022.", "14", False),
        ("The court applied ISO-9001-2015 rules.", "ISO-9001-2015", False),
        ("The order (see above) was late.", "see above", False),
        ("WP 6.4.2 released", "6.4.2", False),
    ],
)
def test_register_numbers(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("Judgment of: D.A. WILSON J.\nDate of judgment: 13 June 2024", "WILSON", True),
        ("R.M. DERRINGTON J.:\n1 The applicant", "DERRINGTON", True),
        ("BEFORE: S.C.G. BURLEY J", "BURLEY", True),
        (
            "durch die Vorsitzende Richterin am Oberlandesgericht Dr. Hoffmann-Ries, den Richter",
            "Hoffmann-Ries",
            True,
        ),
        ("den Richter am Landgericht Prof. Dr. Weyand und", "Weyand", True),
        # near misses: a country's initials, an office after the mark
        ("See U.S. STEEL P.", "STEEL", False),
        ("Judgment of: A. COURT J.", "COURT", False),
    ],
)
def test_judges_by_initials_and_after_titles(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("Représentée par Me Erwan TANGUY-OLLIVIER, avocat au barreau de Brest", "TANGUY", True),
        ("Représentée par Me Erwan Tanguy-Ollivier, avocate", "Tanguy-Ollivier", True),
        (
            "on behalf of Mr Verhoeckx, by R.W.J. Loonstra-Duijf, belastingadviseur,",
            "Loonstra",
            True,
        ),
        ("the Polish Government, by B. Majczyna, acting as Agent", "Majczyna", True),
        ("by K. Wójcik, adwokat, and", "Wójcik", True),
        # near misses: "Me" and "by" before words that are no counsel
        ("Give Me Time, avocat", "Time", False),
        ("by the Agent, acting as Agent", "the Agent", False),
    ],
)
def test_counsel_by_role(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("Magistrada: Dña. Purificación Martorell Zulueta", "Martorell", True),
        ("Vistos por Dña. Purificación Martorell Zulueta, Magistrada.", "Purificación", True),
        ("Demandante: D. ANSELMO QUIROGA VELASCO", "QUIROGA", True),
        ("de D. ANSELMO QUIROGA VELASCO, mayor de edad", "ANSELMO", True),
        ("Contra: D./ña. OKSANA HRYHORENKO", "HRYHORENKO", True),
        # near misses: a title before an everyday word, a judge's office
        ("el Don de la Palabra", "Palabra", False),
        ("Magistrada: Dña. Purificación Martorell Zulueta", "Magistrada", False),
    ],
)
def test_spanish_honorifics(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("in de zaak van\nHENDRIKA JOHANNA WILLEMSEN-TER HORST,\nwonende te Velp,", "HORST", True),
        (
            "1. Gerrit Jan Hofstede,\nwonende te Zwolle,\n"
            "2. MARIEKE DE GRAAF-LUTTIKHUIS,\nwonende te Kampen,",
            "GRAAF",
            True,
        ),
        ("advocaat mr. J.P. van Oosterom-Kuiper te Nijmegen,", "Oosterom", True),
        ("advocaat: mr. drs. P.H.M. ter Haar.", "Haar", True),
        ("mr. van Dijk zei", "Dijk", True),
        # near misses: a public body and a foundation before the same residence cue
        ("tegen\nGEMEENTE ARNHEM,\nwonende te Arnhem,", "GEMEENTE", False),
        ("DE STICHTING WOONZORG NOORD,\nwonende te Assen", "STICHTING", False),
        ("de dr. van de afdeling", "afdeling", False),
    ],
)
def test_dutch_parties_and_counsel(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("COMMONWEALTH vs. TREVON A. McALLISTER-BOYD.\nSJC-13412", "McALLISTER", True),
        ("People v. Okafor-Reyes was argued", "Okafor-Reyes", True),
        (
            "IN THE MATTER OF:\nRitesh Agarwal-Jhunjhunwala\nSuspended Director ...Appellant",
            "Agarwal",
            True,
        ),
        # near misses: an everyday phrase, a law or section after the head
        ("The state vs. the market is a false choice.", "market", False),
        ("People vs. Robots: A Story", "Robots", False),
        ("IN THE MATTER OF:\nTHE ARBITRATION AND CONCILIATION ACT, 1996", "ARBITRATION", False),
        ("IN THE MATTER OF:\nSection 9 of the Act", "Section", False),
    ],
)
def test_prosecutions_and_matters(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("Procedimiento: Juicio verbal 2214/2023\nContra: D./ña. OKSANA HRYHORENKO", "Contra"),
        (
            "Procedimiento: Juicio verbal 2214/2023\nContra: D./ña. OKSANA HRYHORENKO",
            "Procedimiento",
        ),
        ("Demandante: D. ANSELMO QUIROGA VELASCO\nDemandada: Dª Rosalía Souto", "Demandante"),
    ],
)
def test_heading_labels_are_nobody_speaking(text: str, label: str) -> None:
    assert f"{label}:" in detect(text).output


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Marco: Ciao!\nGiulia: Dimmi.", "Giulia"),
        ("Anna: Hallo\nPeter: Tag", "Peter"),
    ],
)
def test_dialogue_speakers_stay_found(text: str, name: str) -> None:
    assert name not in detect(text).output


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("On Appeal from the 47th District Court\nPotter County, Texas", "Potter", True),
        ("(Santa Clara County\nSuper. Ct. No. C2011457)", "Santa Clara", True),
        ("the Young County and Will County", "Young County", True),
        ("registered at Police Station Sadar Moga.", "Sadar Moga", True),
        ("Police Station Kotwali, Tehsil Kharar", "Kharar", True),
        # near misses: counties of everyday words, a station's staff
        ("the Lake County fair", "Lake County", False),
        ("the Home County and the Green County", "Green County", False),
        ("the Police Station Manager", "Manager", False),
    ],
)
def test_counties_and_police_stations(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("En Valencia, a dieciocho de abril de dos mil veinticuatro.", "dieciocho", True),
        ("En Valencia, a dieciocho de abril de dos mil veinticuatro.", "veinticuatro", True),
        ("Madrid, a veinte de mayo de mil novecientos noventa y ocho, el", "noventa y ocho", True),
        # near misses: fractions after "a"
        ("I have a second of March thing", "second of March", False),
        ("a third of May sales", "third of May", False),
    ],
)
def test_spanish_dates_in_words(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        (
            "in de zaak van\nHENDRIKA JOHANNA WILLEMSEN-TER HORST,\nwonende te Velp,\n"
            "Partijen zullen hierna Willemsen en Van de Beek genoemd worden.",
            "Willemsen",
            True,
        ),
        ("Dr. Hans Müller-Lüdenscheidt sagte, Müller komme.", "Müller", True),
        # near misses: the same word in lower case, a hyphenated given name's part
        ("Ms Mary Well-Being said the well-being of staff matters.", "the well-being", False),
    ],
)
def test_double_surname_parts(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("asistida por el Letrado D. Vicente Llopis Moll, contra", "Llopis", True),
        ("Tatjana Ostapoff, Assistant Public Defender, for appellant.", "Ostapoff", True),
        # near misses: the offices stay
        ("asistida por el Letrado D. Vicente Llopis Moll, contra", "Letrado", False),
        ("el Procurador de los Tribunales", "Procurador de los Tribunales", False),
        ("Carey Haughwout, Public Defender, and", "Public Defender", False),
        ("Tatjana Ostapoff, Assistant Public Defender, for appellant.", "Assistant Public", False),
    ],
)
def test_offices_before_and_after_counsel(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("In the matter between:\nLUNGELO SIPHIWE MAHLANGU APPELLANT\nand", "MAHLANGU", True),
        ("RIAAN JOHANNES VAN DER WESTHUIZEN Plaintiff\nand", "WESTHUIZEN", True),
        ("AND\nDUNLEAVY HAULAGE LIMITED AND PÁDRAIG O'SULLIVAN\nDEFENDANTS", "PÁDRAIG", True),
        ("BETWEEN:\nANNE-SOPHIE BÉLANGER-DIOUF\nPartie demanderesse\nc.", "BÉLANGER", True),
        ("contro\nGROSSO FRANCO\nAPPELLATO", "GROSSO", True),
        (
            "proposto da:\nCALOGERO MESSINA LO PRESTI, elettivamente domiciliato in ROMA",
            "MESSINA",
            True,
        ),
        ("promossa da:\nPIERLUIGI ROTA (C.F. RTOPLG71C14A794K), con il", "ROTA", True),
        ("J U D G M E N T\nPAMIDIGHANTAM SRI NARASIMHA, J.\n1. The land", "NARASIMHA", True),
        ("CASE OF YILDIRIMOĞLU AND OTHERS v. TÜRKİYE", "YILDIRIMOĞLU", True),
        (
            "den ehrenamtlichen Richter Frommknecht und die Richterin Häberle-Gaiser",
            "Frommknecht",
            True,
        ),
        (
            "den ehrenamtlichen Richter Frommknecht und die Richterin Häberle-Gaiser",
            "Häberle",
            True,
        ),
        ("Richter am Landesarbeitsgericht Dr. Rieker", "Rieker", True),
        # near misses: the State, a firm, a statement's words, a State as a side, German nouns
        (
            "In the matter between:\nLUNGELO SIPHIWE MAHLANGU APPELLANT\nand\nTHE STATE RESPONDENT",
            "THE STATE",
            False,
        ),
        ("JUDGMENT OF THE COURT Respondent", "JUDGMENT", False),
        ("AZIENDA SANITARIA LOCALE, domiciliata in Roma", "AZIENDA", False),
        ("SUPREME COURT, J.", "SUPREME", False),
        ("Das Gerhard Richter Archiv zeigt.", "Archiv", False),
        ("Der Richter Verband tagte.", "Verband", False),
    ],
)
def test_parties_and_judges_of_other_headings(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("BEFORE: Ward P; Kirk JA; Basten AJA\nDECISION: Appeal dismissed.", "Ward", True),
        ("BEFORE: Ward P; Kirk JA; Basten AJA\nDECISION: Appeal dismissed.", "Basten", True),
        (
            "Counsel: Appellant: T Vuković SC with R Ashdown-Prior; Respondent: M J Leeming-Hart",
            "Ashdown",
            True,
        ),
        (
            "Counsel: Appellant: T Vuković SC with R Ashdown-Prior; Respondent: M J Leeming-Hart",
            "Leeming",
            True,
        ),
        # near misses: a labelled line of prose, counsel's suffix, an office
        ("Before: the hearing, we sat.", "the hearing", False),
        ("Counsel: Appellant: T Vuković SC with R Ashdown-Prior", " SC ", False),
        ("BEFORE: Ward P; Kirk JA\nDECISION: Appeal dismissed.", "DECISION", False),
    ],
)
def test_labelled_bench_and_counsel_lines(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("die Richterinnen von Pentz und Dr. Oehler, den Richter Dr. Klein", "Pentz", True),
        ("die Richterinnen von Pentz und Dr. Oehler, den Richter Dr. Klein", "Oehler", True),
        ("La sig.ra Barberis lamenta che il Tribunale", "Barberis", True),
        ("la sig.na Rossi e il sig. Bianchi", "Rossi", True),
        ("zaaknummer rechtbank Noord-Nederland C/18/214466 / HA ZA 21-88", "214466", True),
        ("zaaknummer rechtbank Noord-Nederland C/18/214466 / HA ZA 21-88", "21-88", True),
        ("nella causa iscritta al n. 1732/2023 R.G. promossa da", "1732/2023", True),
        # near misses: a German article before a judge's title, a ratio with no court
        ("die Richterinnen von Pentz und Dr. Oehler, den Richter Dr. Klein", "den Richter", False),
        ("the ratio A/12/34567 in a spreadsheet", "A/12/34567", False),
    ],
)
def test_more_benches_titles_and_registers(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        (
            "BETWEEN\nStavros Vasilakis\nPlaintiff (Appellant)\nand\n"
            "Ifeoma Brandt-Okoye\nDefendant (Respondent)",
            "Brandt-Okoye",
            True,
        ),
        ("Coram: Waglay JP, Savage ADJP and Tokota AJA", "Savage", True),
        ("Case :- CRIMINAL MISC. BAIL APPLICATION No. - 40117 of 2023", "40117", True),
        ("en autos nº 412/2022 seguidos a instancia", "412/2022", True),
        ("tegen\nKHADIJA EL AMRANI-VERHOEF,\nwonende te Amsterdam,\ngedaagde,", "AMRANI", True),
        ("Coram: Smith J and the Registrar", "Smith", True),
        # near misses: a public body and a heading's words above a role, the Registrar
        ("BETWEEN\nThe Secretary Of State\nRespondent", "Secretary", False),
        ("and\nHis Majesty The King\nRespondent", "King", False),
        ("MEMORANDUM\nJudgment Reserved\nAppellant", "Judgment Reserved", False),
        ("Coram: Smith J and the Registrar", "Registrar", False),
    ],
)
def test_roles_on_appeal_marks_and_particles(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)
