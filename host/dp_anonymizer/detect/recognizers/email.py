"""E-mail addresses: a bounded RFC-5322-ish pattern, then structural checks on the domain."""

from __future__ import annotations

from dp_anonymizer.detect.base import Pattern, PatternRecognizer, ScanContext, compile_pattern

#: Look-alikes such as ``icon@2x.png`` end in a file extension, not a top-level domain.
_FILE_EXTENSIONS = frozenset(
    [
        "png",
        "jpg",
        "jpeg",
        "gif",
        "svg",
        "webp",
        "bmp",
        "ico",
        "js",
        "mjs",
        "ts",
        "tsx",
        "jsx",
        "css",
        "scss",
        "py",
        "rb",
        "go",
        "rs",
        "java",
        "kt",
        "c",
        "h",
        "cpp",
        "hpp",
        "cs",
        "php",
        "pl",
        "sh",
        "md",
        "txt",
        "json",
        "yaml",
        "yml",
        "toml",
        "xml",
        "html",
        "htm",
        "lock",
        "log",
        "ini",
        "cfg",
        "conf",
        "csv",
        "pdf",
        "zip",
        "gz",
        "tar",
        "so",
        "dll",
        "exe",
        "bin",
    ]
)

#: Extensions that are also the top-level domain of a country whose people write e-mail to
#: them every day (Poland, Serbia): "anna.nowak@onet.pl" is an address; "icon@2x.pl" (a name
#: that opens with a digit before it) stays a file. Paraguay's ".py" and Moldova's ".md" are
#: left files: a prompt about code names far more of those.
_COUNTRY_EXTENSIONS = frozenset({"pl", "rs"})

#: The local part's characters are RFC 5322's but "=": a key and its quoted value in code
#: ("email='jane@example.com'") would otherwise read as one address, key and all.
EMAIL_RE = compile_pattern(
    r"(?<![\w.+\-@`])"
    r"(?=[!#$%&'*+/?^`{|}~-]{0,8}[\w])"  # a local part has a letter or digit ("``@decorator")
    r"[\w!#$%&'*+/?^`{|}~-]{1,64}(?:\.[\w!#$%&'*+/?^`{|}~-]{1,64}){0,8}"
    r"@(?:[\w-]{1,63}\.){1,8}[^\W\d_]{2,24}(?![\w@-]|\.[\w-])"
)


class EmailRecognizer(PatternRecognizer):
    NAME = "email"
    ENTITY = "EMAIL"
    #: Matches are searched only around "@" (a local part is at most 9 x 65 characters).
    PATTERNS = (
        Pattern("email", EMAIL_RE, 0.7, anchor_words=("@",), window=(600, 260), one_token=True),
    )
    ANCHORS = ("@",)

    def validate(self, value: str, ctx: ScanContext, start: int, end: int) -> bool | None:
        local, _, domain = value.rpartition("@")
        labels = domain.split(".")
        if any(not lab or lab[0] == "-" or lab[-1] == "-" for lab in labels):
            return False
        if len(local) > 64:
            return False
        tld = labels[-1].lower()
        if tld in _COUNTRY_EXTENSIONS:
            return len(labels) > 1 and labels[-2][:1].isalpha()
        return tld not in _FILE_EXTENSIONS
