"""One error hierarchy: every error textgraph raises on purpose is a TextgraphError."""

from __future__ import annotations


class TextgraphError(Exception):
    """Root of textgraph's own errors; its message is one line meant for the user."""


class ConfigError(TextgraphError):
    """The configuration or a command-line value is invalid."""


class IngestError(TextgraphError):
    """A file could not be read as a document; `reason` is the short manifest reason."""

    def __init__(self, reason: str, detail: str = "") -> None:
        self.reason = reason
        self.detail = detail
        super().__init__(f"{reason}: {detail}" if detail else reason)


class BuildError(TextgraphError):
    """A build could not complete (bad corpus root, unwritable output …)."""


class GraphFormatError(TextgraphError):
    """A graph.json (or another graph file) is missing, malformed or of an unknown schema."""


class LookupFailed(TextgraphError):
    """A name given to a query verb matched nothing, or matched several entities."""

    def __init__(self, message: str, candidates: tuple[str, ...] = ()) -> None:
        self.candidates = candidates
        super().__init__(message)
