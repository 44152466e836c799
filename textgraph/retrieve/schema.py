"""The retrieval index's SQLite schema (`OUT/index.sqlite`) and the name normalization it uses.

The index is a query store derived from graph.json plus the sentence texts read back from the
corpus. Its bytes need not be reproducible; its answers must be, so every query orders by a
score and then by a content id, never by insertion order alone.
"""

from __future__ import annotations

import re
import unicodedata

INDEX_FILENAME = "index.sqlite"
INDEX_SCHEMA = "textgraph.index/6"  # /6: claim.amount and claim.currency

# Tables first; indexes are built after the bulk load (`INDEXES`), which is several times
# faster than maintaining them row by row. The claim indexes cover what `intent` orders by, so
# ranking a hub entity's claims never reads the (wide) claim rows. `claim_amount` is in the order
# `intent` ranks amount-bounded claims (stated first, then largest), so a bound over every claim
# ("transfers over $1,000,000") reads one range of it per polarity and stops at its limit.
SCHEMA = """
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE doc(rowid INTEGER PRIMARY KEY, id TEXT NOT NULL, path TEXT NOT NULL,
                 media_type TEXT NOT NULL, lo INTEGER NOT NULL, hi INTEGER NOT NULL);
CREATE TABLE sent(rowid INTEGER PRIMARY KEY, id TEXT NOT NULL, doc INTEGER NOT NULL,
                  start INTEGER NOT NULL, "end" INTEGER NOT NULL, sha TEXT NOT NULL,
                  nent INTEGER NOT NULL, text TEXT NOT NULL, ctx TEXT NOT NULL);
CREATE VIRTUAL TABLE sent_fts USING fts5(text, ctx, content='sent', content_rowid='rowid',
                                         tokenize='porter unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE doc_fts USING fts5(text, path, content='',
                                        tokenize='porter unicode61 remove_diacritics 2');
CREATE TABLE ent(rowid INTEGER PRIMARY KEY, id TEXT NOT NULL, canon INTEGER NOT NULL,
                 type TEXT NOT NULL, name TEXT NOT NULL, mentions INTEGER NOT NULL, wdeg REAL NOT NULL,
                 pagerank REAL NOT NULL, rank INTEGER NOT NULL, community INTEGER NOT NULL,
                 props TEXT NOT NULL, cite TEXT NOT NULL, nsent INTEGER NOT NULL);
CREATE TABLE alias(norm TEXT NOT NULL, ent INTEGER NOT NULL, how TEXT NOT NULL);
CREATE VIRTUAL TABLE ent_fts USING fts5(names, tokenize='unicode61 remove_diacritics 2');
CREATE TABLE mention(sent INTEGER NOT NULL, ent INTEGER NOT NULL, PRIMARY KEY (sent, ent)) WITHOUT ROWID;
CREATE TABLE claim(rowid INTEGER PRIMARY KEY, id TEXT NOT NULL, type TEXT NOT NULL,
                   subj INTEGER NOT NULL, obj INTEGER NOT NULL, subj_ent INTEGER NOT NULL,
                   obj_ent INTEGER NOT NULL, polarity TEXT NOT NULL, confidence REAL NOT NULL,
                   t_valid TEXT NOT NULL, date TEXT NOT NULL, doc INTEGER NOT NULL, start INTEGER NOT NULL,
                   props TEXT NOT NULL, cites TEXT NOT NULL, amount INTEGER, currency TEXT NOT NULL);
CREATE TABLE link(rowid INTEGER PRIMARY KEY, id TEXT NOT NULL, type TEXT NOT NULL,
                  source TEXT NOT NULL, target TEXT NOT NULL, confidence REAL NOT NULL,
                  props TEXT NOT NULL, cites TEXT NOT NULL);
CREATE TABLE adj(src INTEGER NOT NULL, dst INTEGER NOT NULL, weight REAL NOT NULL,
                 cost REAL NOT NULL, claim INTEGER NOT NULL);
CREATE TABLE walk(src INTEGER NOT NULL, dst INTEGER NOT NULL, weight REAL NOT NULL,
                  PRIMARY KEY (src, dst)) WITHOUT ROWID;
CREATE TABLE vocab(tab TEXT NOT NULL, term TEXT NOT NULL, rows INTEGER NOT NULL,
                   PRIMARY KEY (tab, term)) WITHOUT ROWID;
CREATE TABLE community(number INTEGER PRIMARY KEY, size INTEGER NOT NULL, label TEXT NOT NULL,
                       top TEXT NOT NULL);
"""

INDEXES = """
CREATE UNIQUE INDEX doc_id ON doc(id);
CREATE UNIQUE INDEX ent_id ON ent(id);
CREATE INDEX ent_canon ON ent(canon);
CREATE UNIQUE INDEX alias_norm ON alias(norm, ent);
CREATE INDEX mention_ent ON mention(ent, sent);
CREATE UNIQUE INDEX claim_id ON claim(id);
CREATE INDEX claim_subj ON claim(subj, type, obj, date, polarity, confidence);
CREATE INDEX claim_obj ON claim(obj, type, subj, date, polarity, confidence);
CREATE INDEX claim_date ON claim(date, type, polarity, confidence) WHERE date > '';
CREATE INDEX claim_doc ON claim(doc, start);
CREATE INDEX claim_amount ON claim(polarity != 'positive', amount DESC, confidence DESC, type, currency)
    WHERE amount IS NOT NULL;
CREATE INDEX link_source ON link(source, type);
CREATE INDEX link_target ON link(target, type);
CREATE INDEX link_type ON link(type);
CREATE UNIQUE INDEX adj_src ON adj(src, dst, weight, cost, claim);
"""

# How many rows of each full-text table hold each (stemmed) term, so a query can weigh its terms
# with one lookup each instead of a scan of their postings.
VOCAB = """
CREATE VIRTUAL TABLE temp.sent_vocab USING fts5vocab(main, sent_fts, row);
CREATE VIRTUAL TABLE temp.doc_vocab USING fts5vocab(main, doc_fts, row);
INSERT INTO vocab SELECT 'sent_fts', term, doc FROM temp.sent_vocab;
INSERT INTO vocab SELECT 'doc_fts', term, doc FROM temp.doc_vocab;
DROP TABLE temp.sent_vocab;
DROP TABLE temp.doc_vocab;
"""

_NON_WORD = re.compile(r"[^\w]+", re.UNICODE)


def lookup_norm(name: str) -> str:
    """The key a name is looked up by: NFKC, case-folded, `&` as "and", dots dropped,
    every other run of non-word characters a single space (`I.B.M.` → `ibm`,
    `Doe, John` → `doe john`)."""
    text = unicodedata.normalize("NFKC", name).casefold().replace("&", " and ").replace(".", "")
    return _NON_WORD.sub(" ", text).strip()
