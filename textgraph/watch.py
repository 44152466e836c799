"""`textgraph watch`: poll a corpus folder and rebuild incrementally whenever it changes.

Polling (no extra dependency): every `interval` seconds the folder is walked the way a build
walks it and each file's size and modification time are fingerprinted. A change is rebuilt
once the folder has stayed the same for one more short look (an editor still writing a file
does not trigger a build of half a file). Each rebuild is incremental (`OUT/.cache/`) and is
reported as one paragraph: what the build did and a summary of the diff against the graph
before it. Ctrl-C stops cleanly; outputs are written atomically, so an interrupted build
leaves the previous ones in place.
"""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Callable
from pathlib import Path

from blake3 import blake3

from textgraph.cache import CACHE_DIR, Resident, overrides_path
from textgraph.config import Config
from textgraph.errors import TextgraphError
from textgraph.ingest import walk

Report = Callable[[str], None]


def snapshot(corpus: Path, overrides: Path | None = None, out: Path | None = None) -> str:
    """A fingerprint of what a build would read: walked paths, sizes, mtimes, the overrides
    file (never the build's own outputs, `out`, when they lie inside the corpus)."""
    sources, issues = walk(corpus, exclude=out)
    h = blake3()
    for s in sources:
        try:
            st = os.stat(s.abspath)
            h.update(f"{s.path}\0{st.st_size}\0{st.st_mtime_ns}\n".encode())
        except OSError:
            h.update(f"{s.path}\0gone\n".encode())
    for issue in issues:
        h.update(f"{issue.line()}\n".encode())
    extra = overrides_path(corpus, overrides)
    try:
        st = os.stat(extra)
        h.update(f"overrides\0{st.st_size}\0{st.st_mtime_ns}\n".encode())
    except OSError:
        h.update(b"overrides\0none\n")
    return h.hexdigest()


def _keep_previous(out: Path) -> Path | None:
    """Hard links to the current graph.json and manifest.json (outputs are replaced by rename,
    so the links keep the old bytes at no cost); a copy where links are not possible."""
    prev = out / CACHE_DIR / "watch-previous"
    shutil.rmtree(prev, ignore_errors=True)
    if not (out / "graph.json").is_file():
        return None
    prev.mkdir(parents=True)
    for name in ("graph.json", "manifest.json"):
        if (out / name).is_file():
            try:
                os.link(out / name, prev / name)
            except OSError:
                shutil.copy2(out / name, prev / name)
    return prev


def rebuild(corpus: Path, out: Path, config: Config, *, jobs: int = 1,
            overrides: Path | None = None, store: Path | None = None,
            resident: Resident | None = None) -> str:
    """One incremental build, and the paragraph that reports it (diff against the graph before).
    With `resident`, unchanged documents' results stay in memory for the next one."""
    from textgraph.diff import diff_paths
    from textgraph.diff.present import summary
    from textgraph.pipeline import build

    prev = _keep_previous(out)
    try:
        t0 = time.perf_counter()
        result = build(corpus, out, config, jobs=jobs, overrides=overrides, store=store, resident=resident)
        took = time.perf_counter() - t0
        if result.up_to_date:
            return f"up to date ({len(result.manifest.get('issues', []))} issues, {took:.2f}s)."
        stats = result.cache
        what = (f"rebuilt {out}/graph.json in {took:.2f}s ({stats.get('processed', 0)} documents "
                f"processed, {stats.get('reused', 0)} reused)")
        if prev is None:
            return f"{what}: first build, {result.nodes} nodes, {result.edges} edges."
        return f"{what}: {summary(diff_paths(prev / 'graph.json', out / 'graph.json'))}"
    finally:
        if prev is not None:
            shutil.rmtree(prev, ignore_errors=True)


def watch(corpus: Path, out: Path, config: Config, *, interval: float = 1.0, jobs: int = 1,
          overrides: Path | None = None, store: Path | None = None, report: Report = print,
          max_builds: int | None = None, sleep: Callable[[float], None] = time.sleep,
          keep_results: bool = True) -> int:
    """Build, then rebuild on every change until Ctrl-C (or `max_builds` builds); returns 0.

    A failing build is reported and watching goes on; the next change retries it. With
    `keep_results`, the documents' results stay in memory between rebuilds (`Resident`):
    a rebuild does not read the unchanged ones back from the cache.
    """
    resident = Resident() if keep_results else None
    corpus, out = Path(corpus), Path(out)
    if not corpus.is_dir():
        raise TextgraphError(f"{corpus}: not a folder")
    settle = min(interval, 0.5)
    builds = 0
    last = ""
    report(f"watching {corpus} → {out} every {interval:g}s (Ctrl-C to stop)")
    try:
        while max_builds is None or builds < max_builds:
            current = snapshot(corpus, overrides, out)
            if current != last:
                if last:
                    sleep(settle)
                    if snapshot(corpus, overrides, out) != current:
                        continue  # still being written: look again
                last = current
                builds += 1
                try:
                    report(rebuild(corpus, out, config, jobs=jobs, overrides=overrides, store=store,
                                   resident=resident))
                except TextgraphError as exc:
                    report(f"build failed: {exc}")
                continue
            sleep(interval)
    except KeyboardInterrupt:
        report("stopped.")
    return 0
