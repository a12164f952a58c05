"""Child process for reliability tests: writes history entries and acknowledges each commit.

Usage: python writer_proc.py COUNT ORIGIN   (COUNT 0: write until killed)
Prints one committed entry id per line, flushed, only after ``add`` returned.
"""

from __future__ import annotations

import sys

from dp_anonymizer.storage import open_history
from support.storage_env import dp_receipt


def main() -> None:
    count, origin = int(sys.argv[1]), sys.argv[2]
    receipt = dp_receipt()
    history = open_history()
    written = 0
    while count == 0 or written < count:
        entry_id = history.add(
            receipt=receipt,
            output=f"output {written} " + "x" * 2000,
            origin=origin,
            conversation_id=f"{origin}-conv",
            original=None,
        )
        sys.stdout.write(entry_id + "\n")
        sys.stdout.flush()
        written += 1
    history.close()


if __name__ == "__main__":
    main()
