"""Zip method 6 ("implode"): a real imploded member decodes; damaged or lying ones are reasons."""

from __future__ import annotations

import io
import zipfile
import zlib

import pytest

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ingest.archive import read_zip
from textgraph.ingest.common import file_budget
from textgraph.ingest.explode import ExplodeError, explode
from textgraph.ingest.safezip import SafeZip
from textgraph.model import prop

from .builders import fixture, raw_zip

CONFIG = IngestConfig()
MOBY_CRC, MOBY_SIZE, MOBY_FLAGS = 0x3D0DC15C, 2511, 0x6  # moby.0: 8K dictionary, three trees


def moby_raw() -> bytes:
    """The imploded bytes of moby.0 in tests/fixtures_formats/imploded.zip (one member, no extra)."""
    data = fixture("imploded.zip")
    return data[30 + len("moby.0"):30 + len("moby.0") + 1445]


def moby_zip(raw: bytes, size: int = MOBY_SIZE) -> bytes:
    return raw_zip("moby.0", raw, method=6, flags=MOBY_FLAGS, crc=MOBY_CRC, size=size)


def degraded(doc: object) -> tuple[str, ...]:
    value = prop(doc.document.props, "degraded")  # type: ignore[attr-defined]
    return value if isinstance(value, tuple) else ()


def test_an_imploded_member_decodes_to_its_text() -> None:
    zf = zipfile.ZipFile(io.BytesIO(fixture("imploded.zip")))
    [info] = zf.infolist()
    assert (info.compress_type, info.flag_bits, info.CRC, info.file_size) == (6, MOBY_FLAGS, MOBY_CRC, MOBY_SIZE)
    with pytest.raises(NotImplementedError):  # what zipfile alone does with it
        zf.read(info)
    text = explode(moby_raw(), MOBY_FLAGS, MOBY_SIZE)
    assert len(text) == MOBY_SIZE and zlib.crc32(text) == MOBY_CRC
    assert text.startswith(b"Preliminary Matter.")
    assert b"Moby-Dick is based on the Hendricks House edition" in text and b"Professor Eugene F. Irey" in text
    assert text.endswith(b"ye shall\nstrike unsplinterable\n")
    docs = read_zip("imploded.zip", fixture("imploded.zip"), CONFIG)
    assert [d.document.path for d in docs] == ["imploded.zip", "imploded.zip!/moby.0"]
    assert degraded(docs[0]) == () and b"Etymology" in docs[1].text


def test_the_decoder_never_writes_past_the_size_it_is_given() -> None:
    whole = explode(moby_raw(), MOBY_FLAGS, MOBY_SIZE)
    for size in (0, 1, 100, 1000):
        assert explode(moby_raw(), MOBY_FLAGS, size) == whole[:size]


def test_a_flipped_byte_is_a_one_line_reason_not_wrong_text() -> None:
    raw = bytearray(moby_raw())
    raw[700] ^= 0x10
    docs = read_zip("imploded.zip", moby_zip(bytes(raw)), CONFIG)
    assert [d.document.path for d in docs] == ["imploded.zip"]
    assert degraded(docs[0]) == ("member moby.0: corrupt archive member",)


def test_truncated_data_raises() -> None:
    raw = moby_raw()
    with pytest.raises(ExplodeError, match="input ends early"):
        explode(raw[:len(raw) // 2], MOBY_FLAGS, MOBY_SIZE)
    with pytest.raises(ExplodeError, match="input ends inside the literal tree"):
        explode(raw[:20], MOBY_FLAGS, MOBY_SIZE)
    docs = read_zip("imploded.zip", moby_zip(raw[:len(raw) // 2]), CONFIG)
    assert degraded(docs[0]) == ("member moby.0: corrupt archive member",)


def test_a_header_claiming_more_than_the_data_make_is_refused() -> None:
    with pytest.raises(ExplodeError, match="input ends early"):
        explode(moby_raw(), MOBY_FLAGS, MOBY_SIZE + 100)
    data = moby_zip(moby_raw(), MOBY_SIZE + 100)
    with file_budget(CONFIG) as budget:
        zf = SafeZip(data, CONFIG, budget)
        with pytest.raises(IngestError) as err:
            zf.read("moby.0")
    assert err.value.reason == "corrupt archive member" and "input ends early" in err.value.detail
    assert degraded(read_zip("imploded.zip", data, CONFIG)[0]) == ("member moby.0: corrupt archive member",)


@pytest.mark.parametrize(("data", "why"), [
    (bytes([0, 0x00]), "bad length tree: 1 codes, expected 64"),  # one code where 64 are due
    (bytes([3, 0xF0, 0xF0, 0xF0, 0xF0]), "bad length tree: the bit lengths do not make a prefix code"),  # 64 × 1 bit
    (bytes([3, 0xF5, 0xF5, 0xF5, 0xF5, 0]), "input ends inside the distance tree"),
])
def test_bad_trees_are_refused(data: bytes, why: str) -> None:
    with pytest.raises(ExplodeError) as err:
        explode(data, 0, 10)
    assert str(err.value) == why


class Bits:
    """Writes the fields of an imploded stream (least significant bit of each byte first)."""

    def __init__(self) -> None:
        self.bits: list[int] = []

    def raw(self, value: int, count: int) -> Bits:  # extra bits: value's low bit first
        self.bits += [(value >> i) & 1 for i in range(count)]
        return self

    def code(self, value: int, count: int) -> Bits:  # a Shannon-Fano code: its top bit first
        self.bits += [(value >> i) & 1 for i in reversed(range(count))]
        return self

    def data(self) -> bytes:
        padded = self.bits + [0] * (-len(self.bits) % 8)
        return bytes(sum(bit << i for i, bit in enumerate(padded[n:n + 8])) for n in range(0, len(padded), 8))


# Two trees (flags 0: 4K dictionary, literals as plain bytes, minimum match 2), each of 64 codes
# of 6 bits (four bytes of "16 codes of 6 bits"); APPNOTE hands out codes from the last value
# up, so value v has code 63 - v.
FLAT_TREE = bytes([3, 0xF5, 0xF5, 0xF5, 0xF5])


def test_two_trees_a_4k_dictionary_and_an_overlapping_copy() -> None:
    stream = Bits()
    for byte in b"abc":
        stream.raw(1, 1).raw(byte, 8)
    stream.raw(0, 1).raw(2, 6).code(63 - 0, 6).code(63 - 6, 6)  # distance 2 (3 back), length 6 + 2
    assert explode(FLAT_TREE * 2 + stream.data(), 0, 11) == b"abcabcabcab"
    assert explode(FLAT_TREE * 2 + stream.data(), 0, 5) == b"abcab"  # the size cuts the copy short


def test_a_long_match_and_bytes_before_the_start_read_as_zeros() -> None:
    # APPNOTE: a copy from before the start of the output reads zeros
    stream = Bits().raw(0, 1).raw(0, 6).code(63 - 1, 6).code(63 - 63, 6).raw(5, 8)  # 64 back, 63 + 2 + 5
    stream.raw(1, 1).raw(ord("z"), 8)
    assert explode(FLAT_TREE * 2 + stream.data(), 0, 71) == bytes(70) + b"z"
