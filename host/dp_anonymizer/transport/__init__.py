"""Thin I/O shells around the sans-I/O protocol: native messaging, WebSocket, the daemon."""
