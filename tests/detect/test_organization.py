import pytest

from dp_anonymizer.detect import detect
from support.detect_cases import assert_detects, assert_not_detected

POSITIVES = [
    ("I work for Acme GmbH in Berlin", "Acme GmbH"),
    ("contract with Smith & Sons Ltd.", "Smith & Sons Ltd."),
    ("Globex Corporation announced", "Globex Corporation"),
    ("Yesterday Initech LLC called", "Initech LLC"),
    ("Banco Ejemplo S.A. pays", "Banco Ejemplo S.A."),
    ("Philips B.V. ships", "Philips B.V."),
]
NEGATIVES = [
    "Inc. magazine wrote",
    "Ltd is an abbreviation",
    "Machine Learning is fun",
]


@pytest.mark.parametrize(("text", "value"), POSITIVES)
def test_detects_org(text: str, value: str) -> None:
    assert_detects(text, "ORGANIZATION", value)


@pytest.mark.parametrize("text", NEGATIVES)
def test_ignores_near_misses(text: str) -> None:
    assert_not_detected(text, "ORGANIZATION")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("then Loveland Technologies agreed", "Loveland Technologies"),
        ("from Balefire Capital is the speaker", "Balefire Capital"),
        ("she works at Initech as a manager", "Initech"),
        ("I spent a year at Weeks-Rivas as the assistant", "Weeks-Rivas"),
        ("she works at Baker & McKenzie in Leeds", "Baker & McKenzie"),
        ("I spent two years at Hartley & Moss", "Hartley & Moss"),
        ("after 12 years at Deloitte Manchester I'm joining PwC", "Deloitte Manchester"),
        # a colleague or a job interview at a firm names the firm ("manager at", "Chef bei")
        ("mein Chef bei Siemens sagt nein", "Siemens"),
        ("mon patron chez Decathlon refuse", "Decathlon"),
        ("tengo una entrevista en Inditex el lunes", "Inditex"),
    ],
)
def test_industry_words_and_employers(text: str, value: str) -> None:
    assert_detects(text, "ORGANIZATION", value)


@pytest.mark.parametrize(
    "text",
    [
        "he works at Home on Fridays",
        "she joined Anna for lunch",
        "global markets fell",
        "she works at Home & Garden weekends",  # no name on either side of the "&"
        "my manager at Home is nice",
        "Explain the rules applying to EU residents.",  # "applying to" is no employer cue
    ],
)
def test_employer_and_industry_near_misses(text: str) -> None:
    assert_not_detected(text, "ORGANIZATION")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("the defendant ACME INSURANCE LIMITED appealed", "ACME INSURANCE LIMITED"),
        ("He was employed by Northern Widgets Ltd from 2010", "Northern Widgets Ltd"),
    ],
)
def test_upper_case_suffixes_and_adjectives(text: str, value: str) -> None:
    assert_detects(text, "ORGANIZATION", value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Persint is an German multinational investment bank", "Persint"),
        ("Coden is a design agency based in Naantali.", "Coden"),
        ("In Tobel, Transunion is a 501(c)3 that invites songwriters", "Transunion"),
        ("Apple is a company I admire.", "Apple"),
        ("Zillow's CEO resigned on Monday.", "Zillow"),
        ("The Avalara office is at 12 Main Street", "Avalara"),
        ("she is the CEO of Lexisnexis since 2019", "Lexisnexis"),
        ("a spokesperson for Numedii said", "Numedii"),
        ("the following year at Numedii in Cheb", "Numedii"),
        ("The first year at Harvard was hard.", "Harvard"),
        ("I spent two years with Acme Labs.", "Acme Labs"),
    ],
)
def test_what_only_organisations_are_or_have(text: str, value: str) -> None:
    """Descriptors ("X is a bank"), belongings ("X's CEO", "the X office"), roles ("CEO of
    X") and time spent at a place mark a bare name as an organisation."""
    assert_detects(text, "ORGANIZATION", value)


@pytest.mark.parametrize(
    "text",
    [
        "It is a great company.",
        "He was a bank teller.",
        "This is a company I like.",
        "There was a bank on the corner.",
        "Python is a programming language.",
        "The Sales office is closed today.",
        "Last year at Christmas we met.",
        "Anna's employees were angry.",
        "the CEO of the company said",
        "The Board's annual report was published.",
        "Python's stock library includes a JSON parser.",
        "Q3 was a strong quarter for the company.",
        "Rust is a language backed by a foundation.",
        "TypeScript is a typed superset of JavaScript made by a company.",
    ],
)
def test_descriptor_and_belonging_near_misses(text: str) -> None:
    assert_not_detected(text, "ORGANIZATION")


@pytest.mark.parametrize(
    ("text", "org"),
    [
        ("She studied at the University of Manchester until 2019.", "University of Manchester"),
        ("Er promovierte an der Universität zu Köln.", None),
        ("Estudió en la Universidad de Granada.", "Universidad de Granada"),
        ("Ha lavorato al Politecnico di Milano.", "Politecnico di Milano"),
    ],
)
def test_an_institution_named_after_a_place_is_an_organisation(text: str, org: str | None) -> None:
    result = detect(text)
    if org is None:  # "zu" is not an institution link: no guess
        assert not any(s.category == "ORGANIZATION" for s in result.spans)
    else:
        assert [text[s.start : s.end] for s in result.spans if s.category == "ORGANIZATION"] == [
            org
        ]


@pytest.mark.parametrize(
    "text",
    [
        "The university of the future is online.",
        "Read the School of Thought newsletter? No, the school of thought is older.",
        "Institute of",
    ],
)
def test_lower_case_or_unfinished_institution_phrases_are_not_organisations(text: str) -> None:
    assert "[ORGANIZATION" not in detect(text).output


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "employed by Leeds Teaching Hospitals NHS Trust as a nurse",
            "Leeds Teaching Hospitals NHS Trust",
        ),
        ("She worked for Kirklees Council until 2019.", "Kirklees Council"),
        ("He was arrested by West Yorkshire Police.", "West Yorkshire Police"),
        ("She was treated at St James's University Hospital.", "St James's University Hospital"),
        ("The case was heard at Leeds Crown Court.", "Leeds Crown Court"),
        ("The claimant taught at Harrogate Grammar School.", "Harrogate Grammar School"),
    ],
)
def test_institution_named_before_its_kind(text: str, value: str) -> None:
    assert_detects(text, "ORGANIZATION", value)


@pytest.mark.parametrize(
    "text",
    [
        # only qualifiers and everyday words before the institution word: no one is named
        "The appeal went to the High Court and then the Court of Appeal.",
        "The Employment Appeal Tribunal dismissed it.",
        "The City Council approved the plan.",
        "He attended Sunday School and the Python School of coding.",
        "The Standard Library documents this.",
    ],
)
def test_generic_institutions_are_no_organisation(text: str) -> None:
    assert_not_detected(text, "ORGANIZATION")


def _orgs(text: str) -> list[str]:
    return [text[s.start : s.end] for s in detect(text).spans if s.category == "ORGANIZATION"]


def test_the_company_line_of_a_signature_block() -> None:
    text = "Thomas Svendsen\nAssistant property manager\nHopstop\n22 Ring Road\nLeeds"
    assert _orgs(text) == ["Hopstop"]
    quoted = "> Lina Artemova\n> Irecycle\n> Lina Artemova\n> 2224 Trenerys gate 232"
    assert _orgs(quoted) == ["Irecycle"]


@pytest.mark.parametrize(
    "text",
    [
        # a job title of everyday words and surnames, no address after, no name before
        "Jane Doe\nHead of Nurse Practice\n12 High Street, Leeds",
        "Jane Doe\nHopstop\n07700 900418",
        "Notes\nHopstop\n12 High Street, Leeds",
    ],
)
def test_signature_near_misses(text: str) -> None:
    assert _orgs(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("My daughter's school, Greenfield Primary in Swindon, says no.", "Greenfield Primary"),
        ("I am registered at Riverside Surgery since May.", "Riverside Surgery"),
        ("She worked for us at Baker & Lane Solicitors until June.", "Baker & Lane Solicitors"),
        ("Our accounts are done by Hartley Shaw Accountants.", "Hartley Shaw Accountants"),
        ("He was a resident at Oakwood Care Home in Sutton.", "Oakwood Care Home"),
        ("Her GP is at the Lordswood Medical Practice.", "Lordswood Medical Practice"),
    ],
)
def test_schools_practices_and_firms_named_by_their_kind(text: str, value: str) -> None:
    assert_detects(text, "ORGANIZATION", value)


@pytest.mark.parametrize(
    "text",
    ["Primary care is overloaded.", "The Surgery department moved.", "Solicitors charge a lot."],
)
def test_the_kind_alone_is_no_organisation(text: str) -> None:
    assert_not_detected(text, "ORGANIZATION")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Empiezo la quimioterapia en el Hospital La Paz el lunes.", "Hospital La Paz"),
        ("Ho fatto la visita all'Ospedale San Raffaele di Milano.", "Ospedale San Raffaele"),
        ("Ich studiere an der Universität Hamburg.", "Universität Hamburg"),  # a place name
        ("Mon fils est au Lycée Henri IV depuis septembre.", "Lycée Henri IV"),
        ("MSc from TU München, then two years in Delft.", "TU München"),
        ("Ze studeert aan de KU Leuven.", "KU Leuven"),
        ("Seine Chefin bei der Sparkasse Hannover ruft ständig an.", "Sparkasse Hannover"),
        ("Ich habe Post vom Finanzamt Köln bekommen.", "Finanzamt Köln"),
        ("J'ai reçu une lettre de la Mairie de Lyon.", "Mairie de Lyon"),
    ],
)
def test_an_institution_named_after_its_kind(text: str, value: str) -> None:
    assert_detects(text, "ORGANIZATION", value)


@pytest.mark.parametrize(
    "text",
    [
        "Turn left on Hospital Road.",
        "We watched University Challenge last night.",
        "Does UC Browser still get updates?",  # an abbreviated head needs a place after it
        "Die Sparkasse Gebühren sind hoch.",  # the kind before a word that names nothing
    ],
)
def test_an_institution_word_before_everyday_words_is_no_institution(text: str) -> None:
    assert_not_detected(text, "ORGANIZATION")


def test_two_capitalised_everyday_words_name_an_institution() -> None:
    """ "Silver Cross Hospital": each word is everyday, together they name one hospital; "My
    Local Community Hospital" is made of qualifiers only."""
    assert_detects(
        "She was treated at Silver Cross Hospital for a back injury.",
        "ORGANIZATION",
        "Silver Cross Hospital",
    )
    assert_not_detected("My Local Community Hospital is great.", "ORGANIZATION")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # public bodies of court judgments, named after a place or a person
        (
            "On 12 June 2003 the Warsaw Court of Appeal dismissed her appeal.",
            "Warsaw Court of Appeal",
        ),
        (
            "The case went to the Istanbul Public Prosecutor's Office.",
            "Istanbul Public Prosecutor's Office",
        ),
        ("He was taken to Kadıköy Police Station.", "Kadıköy Police Station"),
        ("officers of the Istanbul Security Directorate", "Istanbul Security Directorate"),
        ("The first applicant was detained at Sofia Prison.", "Sofia Prison"),
        ("The applicant company, Sovtransavto Holding, appealed.", "Sovtransavto Holding"),
        (
            "She was detained at Harmondsworth Immigration Removal Centre.",
            "Harmondsworth Immigration Removal Centre",
        ),
        ("He attends Hillcrest Day Centre twice a week.", "Hillcrest Day Centre"),
        ("My son goes to Westfield College in Leeds.", "Westfield College"),
    ],
)
def test_public_bodies_and_companies_named_before_their_kind(text: str, value: str) -> None:
    assert_detects(text, "ORGANIZATION", value)
    assert_not_detected(text, "PERSON")


@pytest.mark.parametrize(
    "text",
    [
        # the kind with only qualifiers or its complement: no one is named
        "The Court of Cassation upheld the judgment.",
        "The Public Prosecutor's Office replied.",
        "He went to the Police Station and the Detention Centre.",
        "The Community Centre is open until six.",
        "How does the Electoral College work?",  # an adjective of a kind, no name
    ],
)
def test_public_bodies_that_name_no_one_are_no_organisation(text: str) -> None:
    assert_not_detected(text, "ORGANIZATION")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("She met Anna Chambers yesterday.", "Anna Chambers"),
        ("Margaret Court won the final.", "Margaret Court"),
        ("I spoke to Linda Park.", "Linda Park"),
    ],
)
def test_a_given_name_and_an_institution_word_that_is_a_surname_are_a_person(
    text: str, value: str
) -> None:
    assert_detects(text, "PERSON", value)
    assert_not_detected(text, "ORGANIZATION")


@pytest.mark.parametrize(
    "text",
    [
        "Which is better, the University of Manchester or the University of Leeds?",
        "Which is better for a data science master's: TU Delft or KU Leuven?",
        "Is the Royal Marsden Hospital good for oncology?",
    ],
)
def test_an_institution_asked_about_in_a_text_about_no_one_is_general_knowledge(
    text: str,
) -> None:
    assert detect(text).output == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Should my son pick TU Delft or KU Leuven?", "TU Delft"),  # about someone
        ("My mum is at the Royal Marsden Hospital, is it good?", "Royal Marsden Hospital"),
        ("The claimant taught at Harrogate Grammar School.", "Harrogate Grammar School"),
    ],
)
def test_an_institution_in_a_text_about_someone_or_not_asked_about_is_hidden(
    text: str, value: str
) -> None:
    assert_detects(text, "ORGANIZATION", value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("She teaches at St Bede's, in year 4.", "St Bede's"),
        ("I had my knee done at St Thomas's last year.", "St Thomas's"),
    ],
)
def test_a_saint_s_name_in_the_possessive_is_an_institution(text: str, value: str) -> None:
    assert_detects(text, "ORGANIZATION", value)


@pytest.mark.parametrize(
    "text", ["Happy St Patrick's Day to you all!", "Tell me the history of St Paul's."]
)
def test_a_saint_s_day_or_a_landmark_asked_about_stays(text: str) -> None:
    assert detect(text).output == text
