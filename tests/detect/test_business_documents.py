"""Contracts, letters, invoices, delivery notes, insurance claims and support tickets pasted
into chat in six languages: the classes the first round of business-document probes found
(issue 12, stop 28), each with the near misses where the same words are not personal.
``hidden`` must be gone from the output, ``kept`` must be in it."""

import pytest

from support.detect_cases import assert_hidden_and_kept


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Réf. : CT/4410/2026/77120\nObjet : votre dossier", ("CT/4410/2026/77120",), ("Réf.",)),
        ("N/Réf. : 25/0917/BT\nV/Réf. : votre lettre", ("25/0917/BT",), ("N/Réf.",)),
        ("Prot. n. 2026/99107\nOggetto: avviso", ("2026/99107",), ("Prot. n.",)),
        ("Unser Zeichen: VK-KS 8812-04", ("VK-KS 8812-04",), ("Unser Zeichen:",)),
        ("Ihr Zeichen: HB/2026\nUnser Zeichen: VK 2201", ("HB/2026", "VK 2201"), ("Ihr Zeichen:",)),
        ("Onderwerp: klacht, werkorder 25-1187", ("25-1187",), ("werkorder",)),
        ("Schadenummer: 25S7710422", ("25S7710422",), ("Schadenummer:",)),
        ("Lieferschein LS-30017 vom Montag", ("LS-30017",), ("Lieferschein",)),
        ("Delivery note DN-40771 attached.", ("DN-40771",), ("Delivery note",)),
        ("BON DE LIVRAISON n° BL-1187", ("BL-1187",), ("BON DE LIVRAISON",)),
        ("Albarán 88-10234 firmado", ("88-10234",), ("Albarán",)),
        ("DOCUMENTO DI TRASPORTO N. 5512/C", ("5512/C",), ("DOCUMENTO DI TRASPORTO",)),
        ("SIRET : 512 447 903 00031", ("512 447 903 00031",), ("SIRET",)),
        ("Reformas Ruiz S.L., CIF B28714490, Madrid", ("B28714490",), ("CIF",)),
        ("KvK-nummer 71204418, gevestigd te Delft", ("71204418",), ("KvK-nummer",)),
        ("TVA intracommunautaire : FR 61 512447903", ("FR 61 512447903",), ("TVA",)),
        ("Opened by: Hannah Lind, ext. 4471\nPriority: High", ("4471",), ("ext.",)),
        ("Melder: Bram Oosterhuis\nToestel: 4412\nPrioriteit: normaal", ("4412",), ("Toestel:",)),
        ("Le poste 2245 ne répond pas.", ("2245",), ("Le poste",)),
        # near misses: the same words before no reference, a quantity or a year
        ("Réf. produit : voir le catalogue", (), ("Réf. produit : voir le catalogue",)),
        ("Il DDT 50 mg è vietato dal 1978.", (), ("DDT 50 mg",)),
        ("Shipped CIF 500 tonnes, delivery note to follow.", (), ("CIF 500 tonnes",)),
        ("Die Lieferschein-Vorlage hat 12 Felder.", (), ("12 Felder",)),
        ("TVA 10 % : 135,50 €", (), ("TVA 10 % : 135,50 €",)),
        ("Unser Zeichen: Vertrauen seit 1950", (), ("Vertrauen seit 1950",)),
        ("The extension 2 adds a tab.", (), ("extension 2",)),
        ("Zonability in Tokoza Ext 1426 grows.", (), ("Ext",)),
        ("Le poste de travail 12 est libre.", (), ("poste de travail 12",)),
        ("Extension 2026 of the lease", (), ("Extension 2026",)),
    ],
)
def test_reference_and_registration_numbers_of_business_documents(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "Schadenmeldung\nVersicherungsnehmer: Ralf Oettinger\nVersicherungsschein-Nr.: "
            "KH-88 412 907\nSchadentag: 12.11.2026, ca. 7:40 Uhr\nUnfallgegner: Frau Tanja "
            "Mühlhäuser\nHergang: Beim Ausparken habe ich den Golf berührt.",
            ("Ralf Oettinger", "Tanja Mühlhäuser"),
            ("Versicherungsnehmer:", "Unfallgegner:", "Hergang:"),
        ),
        (
            "Ticket #77318\nMelder: Bram Oosterhuis\nToestel: 4412\nPrioriteit: normaal\n"
            "Behandelaar: Mirjam Hofstede",
            ("Bram Oosterhuis", "Mirjam Hofstede"),
            ("Melder:", "Behandelaar:"),
        ),
        (
            "FATTURA N. 118/2026\nCedente: Idraulica Moretti, Via Emilia 402, 40026 Imola\n"
            "Cessionario: Sig.ra Lorena Bacchilega\nImponibile: € 2.400,00\n"
            "Totale documento: € 2.640,00",
            ("Lorena Bacchilega",),
            ("Cedente:", "Cessionario:"),
        ),
        # near misses: a dialogue stays a dialogue, with a number in a line of speech too
        ("Vinka: What a wife.\nBorak: Indeed she is.", ("Vinka", "Borak"), ()),
        (
            "Vinka: What a wife.\nBorak: 10 minutes ago she left.\nMarek: She did.",
            ("Vinka", "Marek"),
            (),
        ),
    ],
)
def test_labels_of_a_form_are_no_speakers(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "Gentile contribuente,\nda un controllo risulta un minor versamento.",
            (),
            ("contribuente",),
        ),
        (
            "Gentile Servizio Clienti,\ncon la presente segnalo un difetto.",
            (),
            ("Servizio Clienti",),
        ),
        ("Beste klant,\nuw bestelling is verzonden.", (), ("Beste klant",)),
        ("Cher assuré,\nvotre contrat est renouvelé.", (), ("Cher assuré",)),
        ("Estimado contribuyente:\nle informamos del plazo.", (), ("Estimado contribuyente",)),
        # near misses: a greeted name stays a name
        ("Gentile Rosaria Cantalupo,\nLe scrivo per la pratica.", ("Rosaria Cantalupo",), ()),
        ("Beste Klaartje,\nuw bestelling is verzonden.", ("Klaartje",), ("uw bestelling",)),
    ],
)
def test_greeted_roles_and_offices_are_no_names(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "Malerbetrieb Kirchhoff, Meisterbetrieb, Lange Reihe 22, 20099 Hamburg",
            ("Lange Reihe 22", "20099"),
            ("Meisterbetrieb",),
        ),
        ("Lieferanschrift: Schreinerei Gmeiner, Au 7, 83224 Grassau", ("Au 7",), ()),
        ("Lieferadresse: Kleine Freiheit 3, 22767 Hamburg\nDanke", ("Kleine Freiheit 3",), ()),
        (
            "Please send a replacement to 27 Ballyhooly Road, Cork T23 KX80.\nThanks",
            ("T23 KX80",),
            ("replacement",),
        ),
        # near misses: the same shapes in a sentence, a code after a town in prose
        ("Siehe Seite 3, 1000 Wien ist die Hauptstadt.", (), ("Seite 3",)),
        ("Wir treffen uns in Kapitel 3, 10115 Berlin.", (), ("Kapitel 3",)),
        ("The Cork T23 KX80 model is sold out.", (), ("T23 KX80",)),
    ],
)
def test_streets_without_a_type_and_codes_after_a_town(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Émetteur : Plomberie Ferrand & Fils, 9 rue Lafayette", ("Ferrand & Fils",), ()),
        ("Rechnung von Schreinerei Huber & Söhne, Rosenheim", ("Huber & Söhne",), ()),
        ("Offerte: Bakkerij Jansen & Zn., Delft", ("Jansen & Zn",), ()),
        ("Ditta: Impresa Edile Rossi e Figli, Bergamo", ("Rossi e Figli",), ()),
        ("Emisor: Reformas Castellanos e Hijos, Valladolid", ("Castellanos e Hijos",), ()),
        # near misses: kin before the same words, the words in lower case
        ("Wir gingen als Vater & Sohn zum Spiel.", (), ("Vater & Sohn",)),
        ("Padre e Hijos, una comedia de 1985", (), ("Padre e Hijos",)),
        ("Madre e Figli è un romanzo.", (), ("Madre e Figli",)),
        ("Il padre e figli sono arrivati.", (), ("padre e figli",)),
    ],
)
def test_family_firms_of_other_languages(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        ("Naam: Tjitske van der Meulen\nAdres: Zuiderkade 12", ("Tjitske van der Meulen",), ()),
        ("Name: Wiebren de Haan\nPhone: 0612345678", ("Wiebren de Haan",), ()),
        # near misses: particles that no surname ends stay outside the name
        ("My name is john de", (), (" de",)),
        ("Regards,\nTom de facto lead", ("Tom",), ("de facto lead",)),
    ],
)
def test_particles_of_a_surname_after_a_field_label(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "Verzekeringnemer: Tjitske van der Meulen\nPolisnummer: WH-7731-4490",
            ("Tjitske van der Meulen",),
            ("Verzekeringnemer:",),
        ),
        ("Guarantor: Wilhelmina Ashdown\nTenant: Callum Ashdown", ("Wilhelmina Ashdown",), ()),
        ("Il locatore: Ettore Bonfiglio\nIl conduttore: Giulia Santambrogio", ("Bonfiglio",), ()),
        ("Witness: Derwent Ambley, 6 Cedar Mews", ("Derwent Ambley",), ("Witness:",)),
        # near misses: a sentence after the same labels
        ("Witness: I saw him leave at 9.", (), ("I saw him leave",)),
        ("Tenant: The Tenant shall pay the rent.", (), ("The Tenant shall pay",)),
        ("The employee: every employee must sign.", (), ("every employee must sign",)),
    ],
)
def test_parties_of_contracts_and_claims_after_their_label(
    text: str, hidden: tuple[str, ...], kept: tuple[str, ...]
) -> None:
    assert_hidden_and_kept(text, hidden, kept)
