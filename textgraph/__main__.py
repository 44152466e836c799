"""`python -m textgraph` is the `textgraph` command."""

from textgraph.cli import run

run()
