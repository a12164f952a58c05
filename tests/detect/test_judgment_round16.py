"""Court text, sixteenth round (issue 12, stop 35): register numbers after their cue words (a
ship's IMO and official number, a land title, a patent, a trade mark's registration and
opposition, a prisoner's grievance and DIN, an officer's warrant number, a planning
application; US numbers grouped with commas: "U.S. Patent Nos. 10,874,211 and 11,203,559");
the Immigration and Refugee Board's file number after the French half of its label; parties
written surname first and split by semicolons after a party's label ("Claimant(s): SINGH,
Harpreet; KAUR, Simranjit"); a ship's name after a ship's prefix, word or quotes ("M/V BAYOU
STAR", 'the vessel "Aegean Wind"', "The towboat Bayou Star"); a prison after its prefix ("HMP
Garth"); a UK registration mark of the current format without a cue ("WK17 HZD"). Each case
says whether ``value`` must be gone from the output (hidden) or kept."""

import pytest

from support.detect_cases import assert_value_hidden


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("The tanker (IMO 9412638) was berthed at the jetty.", "9412638", True),
        ("the MV Sea Lark (IMO No. 9180314) lay at anchor", "9180314", True),
        ("registered under official number 837219 in the register", "837219", True),
        ("Title number: GR418207\nProperty: land adjoining", "GR418207", True),
        ("the house (title number STG41882) is burdened", "STG41882", True),
        ("Plaintiff asserts U.S. Patent Nos. 10,874,211 and 11,203,559.", "10,874,211", True),
        ("Plaintiff asserts U.S. Patent Nos. 10,874,211 and 11,203,559.", "11,203,559", True),
        ("The plaintiff holds Indian Patent No. 378241 for a process.", "378241", True),
        ("its registered mark, Reg. No. 5,218,904, for cheese", "5,218,904", True),
        ("The opponent relied on EUTM No 017 904 233 for cosmetics.", "017 904 233", True),
        ("Opposition Proceedings No B 3 188 702 (trade mark)", "B 3 188 702", True),
        ("Grievance No. 973218 was rejected as untimely.", "973218", True),
        ("PC Tyler Gainsford (warrant number 228417) held him", "228417", True),
        ("Claimant, DIN 19-B-2744, alleges that he was assaulted.", "19-B-2744", True),
        ("Application for planning permission 23/01876/FUL dated 17 April", "23/01876/FUL", True),
        ("RPD File No. / No de dossier de la SPR : TC2-09314\nPrivate", "TC2-09314", True),
        # a plate after "registration number" keeps its three digits
        ("motor vehicle registration number KCN 418T, a matatu", "KCN 418T", True),
        # near misses: an opinion's "imo", a standard's number, quantities, a year
        ("imo 2024 was a better year for the fleet", "2024", False),
        ("Print it on DIN 476 paper.", "476", False),
        ("We need order 1,200 units by Friday.", "1,200", False),
        ("The patent 5 claims were all rejected.", "5", False),
        ("The ship's title is uncertain after 1990 sales.", "1990", False),
    ],
)
def test_register_numbers_after_their_cues(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        (
            "Private Proceeding\nClaimant(s): SINGH, Harpreet; KAUR, Simranjit\nDate",
            "Simranjit",
            True,
        ),
        (
            "Appellant: OKONKWO, Chiamaka\nMinor appellant: OKONKWO, Somto (minor)\nDate",
            "Somto",
            True,
        ),
        (
            "Appellants: RODRÍGUEZ PÉREZ, Luis (principal appellant); MÉNDEZ SOTO, Daniela; "
            "RODRÍGUEZ MÉNDEZ, Santiago (minor).\n[1] The appellant",
            "Santiago",
            True,
        ),
        ("Person concerned: TESFAYE, Yonas Berhane\nClient ID", "Yonas Berhane", True),
        # near misses: a firm, a public body's word, no party's label
        ("Note: USA, Canada; UK, France\n", "USA", False),
        ("Respondent: MINISTER, Citizenship\n", "Citizenship", False),
        ("Respondent: MINISTER, Citizenship\n", "MINISTER", False),
    ],
)
def test_parties_surname_first_after_a_label(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ('The vessel "Aegean Wind" (IMO 9245583) was chartered.', "Aegean Wind", True),
        ('INTERESTED IN THE SHIP "ARCTIC TERN" Defendants', "ARCTIC TERN", True),
        ("[1] The tug Arctic Tern, registered in Canada, parted her tow.", "Arctic Tern", True),
        ("OWNER AND OPERATOR OF THE M/V BAYOU STAR, PETITIONING", "BAYOU STAR", True),
        ("The towboat Bayou Star was pushing twelve barges.", "Bayou Star", True),
        ("a deckhand on the fishing vessel 'Harvest Dawn' that night", "Harvest Dawn", True),
        ("He is serving his sentence at HMP Garth.", "Garth", True),
        ("a category C prison, HMP Haverigg, after a report", "Haverigg", True),
        # near misses: "MS" and "SS" are no ship's prefix, "ship" as a verb, a sentence's word
        ("Open the file in MS Word and save it.", "Word", False),
        ("We ship Amazon orders every day.", "Amazon", False),
        ("the owners sold the vessel In 2020 and left", "In", False),
        ("He told HMP and the probation service.", "HMP", False),
    ],
)
def test_ships_and_prisons_by_name(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)


@pytest.mark.parametrize(
    ("text", "value", "hidden"),
    [
        ("you drove your black Audi A3, WK17 HZD, at up to 85 mph", "WK17 HZD", True),
        ("The Prius, BV19 KXT, was hit at the junction.", "BV19 KXT", True),
        ("a grey Corsa LN70 OVB taken from the drive", "LN70 OVB", True),
        # near misses: an age identifier no plate has, a word in capitals, a region's "I"
        ("The part IB12 CDE is out of stock.", "IB12 CDE", False),
        ("The code AB00 CDE is a placeholder.", "AB00 CDE", False),
        ("Levels of PM25 AND ozone rose.", "PM25 AND", False),
    ],
)
def test_uk_registration_marks(text: str, value: str, hidden: bool) -> None:
    assert_value_hidden(text, value, hidden)
