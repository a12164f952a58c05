"""One module per recognizer family; :mod:`dp_anonymizer.detect.registry` lists them."""
