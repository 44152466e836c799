"""Retrieval over a finished build: the index (`index`), rankers (`rank`), and the query verbs.

`query`, `path`, `explain`, `timeline`, `contradictions`, `neighbors` and `stats` read
`OUT/index.sqlite` (built by the `index` stage) and return JSON-ready answers whose every row
carries citations. Modules import lazily so the CLI starts fast.
"""
