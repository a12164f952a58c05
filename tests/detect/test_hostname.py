"""HOSTNAME: internal hosts and buckets; only the host part is replaced, paths stay. Public
domains, localhost and code that looks like a host ("threading.local") are not."""

from __future__ import annotations

import pytest

from dp_anonymizer.detect import detect
from support.detect_cases import assert_detects, assert_not_detected

POSITIVES = [
    ("connect to db01.corp.internal:5432", "db01.corp.internal"),
    ("open jira.acme.local/browse/X-1", "jira.acme.local"),
    ("ssh build-07.lan", "build-07.lan"),
    ("ping printer.local", "printer.local"),
    ("wiki.intranet is slow", "wiki.intranet"),
    ("router.home.arpa", "router.home.arpa"),
    ("aws s3 cp s3://acme-payroll/2024/ .", "acme-payroll"),
    ("gs://my-team-bucket/raw", "my-team-bucket"),
    ("copy to \\\\fileserver01\\share\\hr", "fileserver01"),
    ("psql host=pg-prod-02 dbname=x", "pg-prod-02"),
    ("hostname: web-3", "web-3"),
    ("the server is srv-db-01", "srv-db-01"),
    ("VPN drops on host ws-finance-07 daily", "ws-finance-07"),
]
NEGATIVES = [
    "use threading.local for per-thread state",
    "self.internal = 3",
    "obj.local(42)",
    "Windows Server 2019",
    "the server is down",
    "host=localhost",
    "host: 10.0.0.1",
    "see example.com for details",
    "a local build",
    "the host application crashed",
    "upgrade to server v2",
    "host = self.sock.getsockname()[0]",
    "machine = 'ppc64'",
    "data = b'\\\\xebr\\\\x17D'",  # escaped bytes, not a UNC path
    "a share like \\\\server\\share",  # the generic example
]


@pytest.mark.parametrize(("text", "value"), POSITIVES)
def test_detects_host(text: str, value: str) -> None:
    assert_detects(text, "HOSTNAME", value)


@pytest.mark.parametrize("text", NEGATIVES)
def test_ignores_near_misses(text: str) -> None:
    assert_not_detected(text, "HOSTNAME")


def test_only_the_host_is_replaced() -> None:
    out = detect("aws s3 cp s3://acme-payroll/2024/q1.csv .").output
    assert out == "aws s3 cp s3://[HOSTNAME_1]/2024/q1.csv ."
