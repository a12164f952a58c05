"""Protocol v1: pydantic messages, stable error codes, and the sans-I/O dispatcher."""
