"""Run one command in a child process and measure it: wall time and peak memory.

Peak memory is reported two ways: `maxrss_mb`, the largest single process (the child or any
process it waited for, from `wait4`'s rusage, the same number as `RUSAGE_CHILDREN`), and
`tree_rss_mb`, the largest sum of resident memory over the child and all its descendants at
once, sampled from /proc every 20 ms (what a process pool really costs the machine).
`cpu_s` is user + system CPU time of the child and every process it waited for: on a shared,
busy machine it is steadier than wall time.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True, slots=True)
class Measured:
    wall_s: float
    cpu_s: float
    maxrss_mb: float
    tree_rss_mb: float
    returncode: int
    stderr: str


def _children(pid: int) -> list[int]:
    out: list[int] = []
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return out
    for tid in tasks:
        try:
            with open(f"/proc/{pid}/task/{tid}/children", encoding="ascii") as fh:
                out.extend(int(c) for c in fh.read().split())
        except OSError:
            continue
    return out


def _rss_kb(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/status", encoding="ascii", errors="replace") as fh:
            for line in fh:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except (OSError, ValueError):
        pass
    return 0


def tree_rss_kb(pid: int) -> int:
    """Resident memory of `pid` and all its descendants, in KiB (0 once it has exited)."""
    total, stack, seen = 0, [pid], set()
    while stack:
        p = stack.pop()
        if p in seen:
            continue
        seen.add(p)
        total += _rss_kb(p)
        stack.extend(_children(p))
    return total


class _Sampler(threading.Thread):
    def __init__(self, pid: int, every: float = 0.02) -> None:
        super().__init__(daemon=True)
        self.pid, self.every, self.peak_kb = pid, every, 0
        self.stop = threading.Event()

    def run(self) -> None:
        while not self.stop.is_set():
            self.peak_kb = max(self.peak_kb, tree_rss_kb(self.pid))
            self.stop.wait(self.every)


def run_measured(cmd: Sequence[str], *, cwd: Path | None = None, env: dict[str, str] | None = None,
                 log: Path | None = None, timeout: float | None = None) -> Measured:
    """Run `cmd` to completion; stdout is discarded, stderr kept (and copied to `log`)."""
    if log:
        log.parent.mkdir(parents=True, exist_ok=True)
    with open(log or os.devnull, "w+b") as err:
        t0 = time.perf_counter()
        proc = subprocess.Popen(list(cmd), cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                                stdout=subprocess.DEVNULL, stderr=err)
        sampler = _Sampler(proc.pid)
        sampler.start()
        deadline = None if timeout is None else t0 + timeout
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            if deadline is not None and time.perf_counter() > deadline:
                proc.kill()
            time.sleep(0.005)
        wall = time.perf_counter() - t0
        proc.returncode = os.waitstatus_to_exitcode(status)
        sampler.stop.set()
        sampler.join()
        text = ""
        if log:
            err.seek(0)
            text = err.read().decode("utf-8", errors="replace")
    return Measured(wall_s=wall, cpu_s=usage.ru_utime + usage.ru_stime, maxrss_mb=usage.ru_maxrss / 1024,
                    tree_rss_mb=sampler.peak_kb / 1024,
                    returncode=proc.returncode, stderr=text)


def median(values: Sequence[float]) -> float:
    return statistics.median(values) if values else float("nan")
