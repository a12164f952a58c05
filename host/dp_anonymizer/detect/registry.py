"""The built-in recognizers, instantiated once (patterns are compiled at import)."""

from __future__ import annotations

from dp_anonymizer.detect.base import Recognizer
from dp_anonymizer.detect.cues import CueRecognizer
from dp_anonymizer.detect.recognizers.address import AddressRecognizer
from dp_anonymizer.detect.recognizers.apac_ids import ApacIdRecognizer
from dp_anonymizer.detect.recognizers.bank import (
    BankAccountRecognizer,
    RoutingNumberRecognizer,
    SortCodePairRecognizer,
)
from dp_anonymizer.detect.recognizers.card_details import CardDetailsRecognizer
from dp_anonymizer.detect.recognizers.credit_card import CreditCardRecognizer
from dp_anonymizer.detect.recognizers.crypto_wallet import CryptoWalletRecognizer
from dp_anonymizer.detect.recognizers.date import DateRecognizer
from dp_anonymizer.detect.recognizers.dob_age import AgeRecognizer, DateOfBirthRecognizer
from dp_anonymizer.detect.recognizers.email import EmailRecognizer
from dp_anonymizer.detect.recognizers.eu_ids import EuNationalIdRecognizer
from dp_anonymizer.detect.recognizers.health import HealthRecognizer
from dp_anonymizer.detect.recognizers.hostname import HostnameRecognizer
from dp_anonymizer.detect.recognizers.iban import IbanRecognizer
from dp_anonymizer.detect.recognizers.id_number import IdNumberRecognizer
from dp_anonymizer.detect.recognizers.ip_address import IpAddressRecognizer
from dp_anonymizer.detect.recognizers.mac_address import MacAddressRecognizer
from dp_anonymizer.detect.recognizers.organization import OrganizationRecognizer
from dp_anonymizer.detect.recognizers.person import PersonRecognizer
from dp_anonymizer.detect.recognizers.phone import PhoneRecognizer
from dp_anonymizer.detect.recognizers.place import AreaPlaceRecognizer, ResidencePlaceRecognizer
from dp_anonymizer.detect.recognizers.postcode import PostcodeRecognizer
from dp_anonymizer.detect.recognizers.secrets import (
    ApiKeyRecognizer,
    JwtRecognizer,
    PasswordRecognizer,
    PrivateKeyRecognizer,
)
from dp_anonymizer.detect.recognizers.swift_bic import SwiftBicRecognizer
from dp_anonymizer.detect.recognizers.table import TableRecognizer
from dp_anonymizer.detect.recognizers.uk_ids import (
    UkNhsRecognizer,
    UkNinoRecognizer,
    UkPlateRecognizer,
)
from dp_anonymizer.detect.recognizers.url import DomainRecognizer, UrlRecognizer
from dp_anonymizer.detect.recognizers.us_ids import (
    DriverLicenseRecognizer,
    MedicalLicenseRecognizer,
    UsEinRecognizer,
    UsPassportRecognizer,
    UsSsnRecognizer,
)
from dp_anonymizer.detect.recognizers.username import UsernameRecognizer
from dp_anonymizer.detect.recognizers.vehicle import VinRecognizer

RECOGNIZERS: tuple[Recognizer, ...] = (
    PrivateKeyRecognizer(),
    ApiKeyRecognizer(),
    JwtRecognizer(),
    PasswordRecognizer(),
    UrlRecognizer(),
    EmailRecognizer(),
    DomainRecognizer(),
    HostnameRecognizer(),
    UsernameRecognizer(),
    IbanRecognizer(),
    CreditCardRecognizer(),
    CardDetailsRecognizer(),
    CryptoWalletRecognizer(),
    SwiftBicRecognizer(),
    RoutingNumberRecognizer(),
    BankAccountRecognizer(),
    SortCodePairRecognizer(),
    UsSsnRecognizer(),
    UsEinRecognizer(),
    UsPassportRecognizer(),
    DriverLicenseRecognizer(),
    MedicalLicenseRecognizer(),
    UkNinoRecognizer(),
    UkNhsRecognizer(),
    UkPlateRecognizer(),
    EuNationalIdRecognizer(),
    ApacIdRecognizer(),
    CueRecognizer(),
    IdNumberRecognizer(),
    VinRecognizer(),
    IpAddressRecognizer(),
    MacAddressRecognizer(),
    PhoneRecognizer(),
    DateOfBirthRecognizer(),
    AgeRecognizer(),
    DateRecognizer(),
    AddressRecognizer(),
    PostcodeRecognizer(),
    ResidencePlaceRecognizer(),
    AreaPlaceRecognizer(),
    OrganizationRecognizer(),
    PersonRecognizer(),
    TableRecognizer(),
    HealthRecognizer(),
)
