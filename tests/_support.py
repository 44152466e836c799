"""Helpers for tests: repo paths and a CLI runner (import as `from _support import …`)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "fixtures"
CASE_FILES = FIXTURES / "case-files"


def run_cli(*args: str, cwd: Path | None = None, env: dict[str, str] | None = None,
            timeout: float = 300) -> subprocess.CompletedProcess[str]:
    """Run `python -m textgraph ARGS` in a fresh process and capture its output."""
    full_env = {**os.environ, **(env or {})}
    return subprocess.run([sys.executable, "-m", "textgraph", *args], cwd=cwd, env=full_env,
                          capture_output=True, text=True, timeout=timeout, check=False)
