import pytest

from support.detect_cases import assert_detects, assert_not_detected

POSITIVES = [
    ("host 1:2:3:4:5:6:7:: is up", "1:2:3:4:5:6:7::"),
    ("route via ::2:3:4:5:6:7:8", "::2:3:4:5:6:7:8"),
    ("2001:db8:1:2:3:4:5:: answers", "2001:db8:1:2:3:4:5::"),
    ("server 192.168.12.7 is down", "192.168.12.7"),
    ("route 81.27.200.0/24 via gw", "81.27.200.0/24"),
    ("route 10.0.0.7/8 via gw", "10.0.0.7/8"),
    ("IPv6 2001:db8::1 ok", "2001:db8::1"),
    ("full 2001:0db8:85a3:0000:0000:8a2e:0370:7334", "2001:0db8:85a3:0000:0000:8a2e:0370:7334"),
    ("link-local fe80::1ff:fe23:4567:890a%eth0", "fe80::1ff:fe23:4567:890a%eth0"),
    ("mapped ::ffff:192.0.2.128 here", "::ffff:192.0.2.128"),
    ("ping 8.8.8.8", "8.8.8.8"),
    ("the host ip is 1.2.3.4", "1.2.3.4"),
    ("loopback ip ::1 only", "::1"),
    ("FE80::0202:B3FF:FE1E:8329", "FE80::0202:B3FF:FE1E:8329"),
    ("684D:1111:222:3333:4444:5555:6:77", "684D:1111:222:3333:4444:5555:6:77"),
]
NEGATIVES = [
    "upgrade to version 1.2.3.4 today",
    "released v 10.2.0.1",
    "build 4.18.0.305 is stable",
    "256.1.1.1 is not an address",
    "std::vector and a::b in C++",
    "at 12:30:45 sharp",
    "section 1.2.3.4.5 of the spec",
    "route 10.0.0.0/8 via gw",
]


@pytest.mark.parametrize(("text", "value"), POSITIVES)
def test_detects_ip(text: str, value: str) -> None:
    assert_detects(text, "IP_ADDRESS", value)


@pytest.mark.parametrize("text", NEGATIVES)
def test_ignores_near_misses(text: str) -> None:
    assert_not_detected(text, "IP_ADDRESS")
