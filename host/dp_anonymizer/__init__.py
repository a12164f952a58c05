"""dp-anonymizer: replace PII by placeholders, rewrite the rest with a DP mechanism, locally.

Data flows one way: detect -> privacy -> models -> pipeline -> protocol -> transport -> cli;
``storage`` sits beside the pipeline. Nothing lower imports anything higher.
"""

__version__ = "0.1.0"
