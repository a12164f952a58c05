import sys

from dp_anonymizer.cli import main

sys.exit(main())
