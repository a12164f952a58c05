"""Benchmarks behind ``dp-anonymizer bench``: they print numbers; tests never time things."""
