"""Small, valid files of every binary format, built in code (original content only)."""

from __future__ import annotations

import io
import struct
import zipfile
from email.message import EmailMessage
from pathlib import Path

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures_formats"

W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
R_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"


def zip_bytes(members: list[tuple[str, bytes]], compression: int = zipfile.ZIP_DEFLATED) -> bytes:
    """A zip of `(name, data)` members in the given order, with fixed timestamps."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", compression) as zf:
        for name, data in members:
            info = zipfile.ZipInfo(name, date_time=(2026, 3, 4, 9, 12, 0))
            info.compress_type = compression
            zf.writestr(info, data)
    return buf.getvalue()


def raw_zip(name: str, raw: bytes, *, method: int, flags: int, crc: int, size: int, comment: bytes = b"") -> bytes:
    """A one-member zip whose member data is `raw`, already compressed by `method`, with headers
    written by hand (zipfile cannot write a method it cannot compress); dated 1980-01-01."""
    encoded = name.encode()
    fields = (flags, method, 0, 0x21, crc, len(raw), size, len(encoded), 0)
    local = struct.pack("<4s5H3L2H", b"PK\x03\x04", 10, *fields) + encoded
    central = struct.pack("<4s6H3L5H2L", b"PK\x01\x02", 10, 10, *fields, 0, 0, 0, 0, 0) + encoded
    end = struct.pack("<4s4H2LH", b"PK\x05\x06", 0, 0, 1, 1, len(central), len(local) + len(raw), len(comment))
    return local + raw + central + end + comment


def _w_par(text: str, style: str = "") -> str:
    ppr = f'<w:pPr><w:pStyle w:val="{style}"/></w:pPr>' if style else ""
    return f"<w:p>{ppr}<w:r><w:t xml:space=\"preserve\">{text}</w:t></w:r></w:p>"


def docx_bytes(*, paragraphs: tuple[tuple[str, str], ...] = (("Heading1", "Payment Review"),
                                                               ("", "Acme Trading Ltd paid Beta Holdings.")),
               rows: tuple[tuple[str, ...], ...] = (("Payer", "Amount"), ("Acme Trading Ltd", "5,000 USD")),
               header: str = "Confidential draft", footer: str = "Page footer text",
               comment: tuple[str, str] = ("Dana Reyes", "Check the second wire."),
               link: tuple[str, str] = ("registry entry", "https://registry.example/acme"),
               document_xml: str | None = None, chunks: tuple[tuple[str, bytes], ...] = ()) -> bytes:
    """A DOCX with headings, a paragraph, a table, a hyperlink, header, footer and a comment;
    each of `chunks` (part name, bytes) imported (`w:altChunk`) after the paragraphs."""
    body = "".join(_w_par(text, style) for style, text in paragraphs)
    body += "".join(f'<w:altChunk r:id="chunk{i}"/>' for i in range(len(chunks)))
    body += "<w:tbl>" + "".join(
        "<w:tr>" + "".join(f"<w:tc>{_w_par(cell)}</w:tc>" for cell in row) + "</w:tr>" for row in rows) + "</w:tbl>"
    body += (f'<w:p><w:r><w:t xml:space="preserve">See the </w:t></w:r><w:hyperlink r:id="rId9"><w:r>'
             f"<w:t>{link[0]}</w:t></w:r></w:hyperlink><w:r><w:delText>deleted words</w:delText></w:r></w:p>")
    doc = document_xml or (f'<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="{W_NS}" '
                           f'xmlns:r="{R_NS}"><w:body>{body}</w:body></w:document>')
    rels = ('<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/'
            f'relationships"><Relationship Id="rId9" Type="hyperlink" Target="{link[1]}" '
            'TargetMode="External"/>'
            + "".join(f'<Relationship Id="chunk{i}" Target="{name}" Type="http://schemas.openxmlformats.org/'
                      'officeDocument/2006/relationships/aFChunk"/>' for i, (name, _) in enumerate(chunks))
            + "</Relationships>")
    core = ('<?xml version="1.0"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/'
            'metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Review memo</dc:title>'
            "<dc:creator>Dana Reyes</dc:creator></cp:coreProperties>")
    return zip_bytes([
        ("[Content_Types].xml", b'<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/'
                                b'2006/content-types"/>'),
        ("word/document.xml", doc.encode()),
        ("word/_rels/document.xml.rels", rels.encode()),
        ("word/header1.xml", f'<w:hdr xmlns:w="{W_NS}">{_w_par(header)}</w:hdr>'.encode()),
        ("word/footer1.xml", f'<w:ftr xmlns:w="{W_NS}">{_w_par(footer)}</w:ftr>'.encode()),
        ("word/comments.xml", f'<w:comments xmlns:w="{W_NS}"><w:comment w:id="0" w:author="{comment[0]}">'
                              f"{_w_par(comment[1])}</w:comment></w:comments>".encode()),
        ("docProps/core.xml", core.encode()),
        *((f"word/{name}", data) for name, data in chunks),
    ])


ODF = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
       'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
       'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
       'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
       'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" '
       'xmlns:xlink="http://www.w3.org/1999/xlink"')


S_NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"


def xlsx_bytes(sheets: tuple[tuple[str, str], ...], strings: tuple[str, ...] = (), *, date1904: bool = False,
               with_workbook: bool = True) -> bytes:
    """An XLSX of `(sheet name, <sheetData> inner XML)` sheets, a shared-string table (plain
    strings, or raw `<si>` inner XML when one starts with `<`), and styles whose format 1 is
    the built-in date (14) and format 2 a custom `dd/mm/yyyy hh:mm`."""
    book_sheets = "".join(f'<sheet name="{name}" sheetId="{i}" r:id="rId{i}"/>'
                          for i, (name, _) in enumerate(sheets, 1))
    pr = '<workbookPr date1904="1"/>' if date1904 else ""
    workbook = (f'<?xml version="1.0"?><workbook xmlns="{S_NS}" xmlns:r="{R_NS}">{pr}'
                f"<sheets>{book_sheets}</sheets></workbook>")
    rels = "".join(f'<Relationship Id="rId{i}" Type="{R_NS}/worksheet" Target="worksheets/sheet{i}.xml"/>'
                   for i in range(1, len(sheets) + 1))
    rels += (f'<Relationship Id="rId90" Type="{R_NS}/sharedStrings" Target="sharedStrings.xml"/>'
             f'<Relationship Id="rId91" Type="{R_NS}/styles" Target="styles.xml"/>')
    styles = (f'<?xml version="1.0"?><styleSheet xmlns="{S_NS}"><numFmts count="1">'
              '<numFmt numFmtId="164" formatCode="dd/mm/yyyy hh:mm"/></numFmts>'
              '<cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/></cellXfs></styleSheet>')
    members = [("[Content_Types].xml", b'<?xml version="1.0"?><Types/>')]
    if with_workbook:
        members += [("xl/workbook.xml", workbook.encode()),
                    ("xl/_rels/workbook.xml.rels", ('<?xml version="1.0"?><Relationships xmlns="http://schemas.'
                                                    f'openxmlformats.org/package/2006/relationships">{rels}'
                                                    "</Relationships>").encode())]
    members += [("xl/styles.xml", styles.encode()),
                ("xl/sharedStrings.xml", (f'<?xml version="1.0"?><sst xmlns="{S_NS}">'
                                          + "".join(f"<si>{si}</si>" if si.startswith("<") else f"<si><t>{si}</t></si>"
                                                    for si in strings) + "</sst>").encode())]
    members += [(f"xl/worksheets/sheet{i}.xml",
                 f'<?xml version="1.0"?><worksheet xmlns="{S_NS}"><sheetData>{data}</sheetData></worksheet>'.encode())
                for i, (_, data) in enumerate(sheets, 1)]
    return zip_bytes(members)


_FREE, _END, _FAT_SECT, _NONE = 0xFFFFFFFF, 0xFFFFFFFE, 0xFFFFFFFD, 0xFFFFFFFF


def cfb_bytes(streams: dict[str, bytes]) -> bytes:
    """An OLE2 compound file (version 3, 512-byte sectors) holding `streams` by path
    (`storage/stream`; storages are made from the paths). Streams under 4,096 bytes live in the
    mini stream, as the format requires; siblings are chained right to left."""
    children: dict[str, list[str]] = {"": []}
    for path in streams:
        parts = path.split("/")
        for depth in range(1, len(parts) + 1):
            node, parent = "/".join(parts[:depth]), "/".join(parts[:depth - 1])
            if node not in children.setdefault(parent, []):
                children[parent].append(node)
            if depth < len(parts):
                children.setdefault(node, [])
    order = [""] + [n for n in sorted({c for cs in children.values() for c in cs})]
    sid = {name: i for i, name in enumerate(order)}
    mini, big = bytearray(), bytearray()
    mini_fat: list[int] = []
    fat: list[int] = []
    start: dict[str, int] = {}
    for name in order[1:]:
        data = streams.get(name)
        if data is None:
            continue
        if len(data) < 4096:
            start[name] = len(mini) // 64
            count = max(1, -(-len(data) // 64))
            mini_fat += [start[name] + i + 1 for i in range(count - 1)] + [_END]
            mini += data.ljust(count * 64, b"\0")
        else:
            start[name] = -1 - len(big) // 512  # placed after the mini stream and the mini FAT
            big += data.ljust(-(-len(data) // 512) * 512, b"\0")
    mini_sectors = -(-len(mini) // 512)
    minifat_sectors = -(-len(mini_fat) * 4 // 512)
    big_sectors = len(big) // 512
    dir_sectors = -(-len(order) * 128 // 512)
    used = mini_sectors + minifat_sectors + big_sectors + dir_sectors
    fat_sectors = 1
    while (used + fat_sectors) > fat_sectors * 128:
        fat_sectors += 1

    def chain(first: int, count: int) -> None:
        fat.extend([first + i + 1 for i in range(count - 1)] + [_END] if count else [])

    chain(0, mini_sectors)
    chain(mini_sectors, minifat_sectors)
    for name in order[1:]:
        data = streams.get(name)
        if data is not None and len(data) >= 4096:
            first = mini_sectors + minifat_sectors + (-1 - start[name])
            start[name] = first
            chain(first, -(-len(data) // 512))
    dir_start = mini_sectors + minifat_sectors + big_sectors
    chain(dir_start, dir_sectors)
    fat += [_FAT_SECT] * fat_sectors
    fat += [_FREE] * (fat_sectors * 128 - len(fat))

    def entry(name: str) -> bytes:
        label = "Root Entry" if name == "" else name.rsplit("/", 1)[-1]
        encoded = (label + "\0").encode("utf-16-le")
        kids = children.get(name)
        kind = 5 if name == "" else 1 if kids is not None and name not in streams else 2
        siblings = children["/".join(name.split("/")[:-1]) if name else ""] if name else [""]
        at = siblings.index(name)
        right = sid[siblings[at + 1]] if name and at + 1 < len(siblings) else _NONE
        child = sid[kids[0]] if kids else _NONE
        if name == "":
            first, size = (0, len(mini)) if mini else (_END, 0)
        elif kind == 2:
            first, size = start[name], len(streams[name])
        else:
            first, size = 0, 0
        return (encoded.ljust(64, b"\0") + struct.pack("<HBB3I", len(encoded), kind, 1, _NONE, right, child)
                + bytes(16) + bytes(4) + bytes(16) + struct.pack("<IQ", first, size))

    directory = b"".join(entry(name) for name in order).ljust(dir_sectors * 512, b"\0")
    header = struct.pack("<8s16sHHHHH6sIIIIIIIII", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", bytes(16), 0x3E, 3,
                         0xFFFE, 9, 6, bytes(6), 0, fat_sectors, dir_start, 0, 4096,
                         mini_sectors if minifat_sectors else _END, minifat_sectors, _END, 0)
    fat_at = used
    difat = [fat_at + i for i in range(fat_sectors)] + [_FREE] * (109 - fat_sectors)
    header += struct.pack("<109I", *difat)
    mini_fat_bytes = struct.pack(f"<{len(mini_fat)}I", *mini_fat).ljust(minifat_sectors * 512, b"\xff")
    body = (bytes(mini).ljust(mini_sectors * 512, b"\0") + mini_fat_bytes + bytes(big) + directory
            + struct.pack(f"<{len(fat)}I", *fat))
    return header + body


def msg_bytes(props: dict[str, bytes], recipients: tuple[dict[str, bytes], ...] = (),
              attachments: tuple[dict[str, bytes], ...] = ()) -> bytes:
    """An Outlook message: top-level property streams by name (`__substg1.0_…`,
    `__properties_version1.0`), recipient and attachment storages likewise."""
    streams = {name: data for name, data in props.items()}
    streams.setdefault("__properties_version1.0", bytes(32))
    for i, recipient in enumerate(recipients):
        for name, data in {"__properties_version1.0": bytes(8), **recipient}.items():
            streams[f"__recip_version1.0_#{i:08X}/{name}"] = data
    for i, attachment in enumerate(attachments):
        for name, data in {"__properties_version1.0": bytes(8), **attachment}.items():
            streams[f"__attach_version1.0_#{i:08X}/{name}"] = data
    return cfb_bytes(streams)


def mapi_text(value: str) -> bytes:
    """A string property's stream (PT_UNICODE: UTF-16LE)."""
    return value.encode("utf-16-le")


def mapi_fixed(header: int, values: tuple[tuple[int, int, bytes], ...]) -> bytes:
    """A `__properties_version1.0` stream: `header` bytes, then (type, id, 8-byte value) entries."""
    return bytes(header) + b"".join(struct.pack("<HHI", kind, pid, 6) + value.ljust(8, b"\0")
                                    for kind, pid, value in values)


def tnef_attribute(level: int, attribute: int, data: bytes) -> bytes:
    """One TNEF attribute: level, id, length, data and its checksum (the sum of its bytes)."""
    return struct.pack("<BII", level, attribute, len(data)) + data + struct.pack("<H", sum(data) & 0xFFFF)


def tnef_bytes(*attributes: bytes) -> bytes:
    """A TNEF stream (`winmail.dat`): the signature, a key, then the attributes."""
    return b"\x78\x9f\x3e\x22" + struct.pack("<H", 0x1234) + b"".join(attributes)


def _pad4(data: bytes) -> bytes:
    return data + bytes(-len(data) % 4)


def tnef_props(*values: tuple[int, int, bytes]) -> bytes:
    """A MAPI property list (`attMsgProps`, `attAttachment`): (type, id, value) per property;
    a variable-length type (string, binary, object) gets its count and length, a fixed one
    its padding."""
    out = [struct.pack("<I", len(values))]
    for kind, pid, value in values:
        out.append(struct.pack("<HH", kind, pid))
        if kind in (0x001E, 0x001F, 0x0102, 0x000D):
            out.append(struct.pack("<II", 1, len(value)) + _pad4(value))
        else:
            out.append(_pad4(value))
    return b"".join(out)


P_NS = "http://schemas.openxmlformats.org/presentationml/2006/main"
A_NS = "http://schemas.openxmlformats.org/drawingml/2006/main"


def _shape(paragraphs: tuple[str, ...], placeholder: str = "") -> str:
    ph = f'<p:nvSpPr><p:nvPr><p:ph type="{placeholder}"/></p:nvPr></p:nvSpPr>' if placeholder else ""
    body = "".join("<a:p>" + "<a:br/>".join(f"<a:r><a:t>{line}</a:t></a:r>" for line in p.split("\n")) + "</a:p>"
                   for p in paragraphs)
    return f"<p:sp>{ph}<p:txBody>{body}</p:txBody></p:sp>"


def pptx_bytes() -> bytes:
    """A PPTX whose slide list puts slide2.xml first: a titled slide with two paragraphs (one
    with a line break) and notes, then an untitled slide with a table."""
    def slide(shapes: str) -> bytes:
        return (f'<?xml version="1.0"?><p:sld xmlns:p="{P_NS}" xmlns:a="{A_NS}"><p:cSld><p:spTree>{shapes}'
                "</p:spTree></p:cSld></p:sld>").encode()

    rel = '<Relationship Id="{i}" Type="{ns}/{kind}" Target="{target}"/>'
    rels_head = '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    table = ("<p:graphicFrame><a:graphic><a:graphicData><a:tbl>"
             "<a:tr><a:tc><a:txBody><a:p><a:r><a:t>Payer</a:t></a:r></a:p></a:txBody></a:tc>"
             "<a:tc><a:txBody><a:p><a:r><a:t>Payee</a:t></a:r></a:p></a:txBody></a:tc></a:tr>"
             "<a:tr><a:tc><a:txBody><a:p><a:r><a:t>Acme Trading Ltd</a:t></a:r></a:p></a:txBody></a:tc>"
             "<a:tc><a:txBody><a:p><a:r><a:t>Beta Holdings</a:t></a:r></a:p></a:txBody></a:tc></a:tr>"
             "</a:tbl></a:graphicData></a:graphic></p:graphicFrame>")
    notes = (f'<?xml version="1.0"?><p:notes xmlns:p="{P_NS}" xmlns:a="{A_NS}"><p:cSld><p:spTree>'
             + _shape(("7",), "sldNum") + _shape(("Ask about the second wire.",), "body")
             + "</p:spTree></p:cSld></p:notes>")
    return zip_bytes([
        ("[Content_Types].xml", b'<?xml version="1.0"?><Types/>'),
        ("ppt/presentation.xml", (f'<?xml version="1.0"?><p:presentation xmlns:p="{P_NS}" xmlns:r="{R_NS}">'
                                  '<p:sldIdLst><p:sldId id="256" r:id="rId7"/><p:sldId id="257" r:id="rId3"/>'
                                  "</p:sldIdLst></p:presentation>").encode()),
        ("ppt/_rels/presentation.xml.rels",
         (rels_head + rel.format(i="rId3", ns=R_NS, kind="slide", target="slides/slide1.xml")
          + rel.format(i="rId7", ns=R_NS, kind="slide", target="slides/slide2.xml") + "</Relationships>").encode()),
        ("ppt/slides/slide2.xml", slide(_shape(("Payment Review",), "title")
                                        + _shape(("Acme Trading Ltd paid Beta Holdings.", "First line\nsecond line"))
                                        )),
        ("ppt/slides/_rels/slide2.xml.rels", (rels_head + rel.format(i="rId1", ns=R_NS, kind="notesSlide",
                                                                     target="../notesSlides/notesSlide1.xml")
                                              + "</Relationships>").encode()),
        ("ppt/notesSlides/notesSlide1.xml", notes.encode()),
        ("ppt/slides/slide1.xml", slide(table)),
    ])


def doc_bytes(pieces: tuple[tuple[str, bool], ...], main: int, *, encrypted: bool = False) -> bytes:
    """A Word 97 document whose text is `pieces` ((text, 8-bit?) in order), of which the first
    `main` characters are the main story: a FIB, the pieces after it, and a CLX in `1Table`."""
    word = bytearray(0x800)
    struct.pack_into("<HH", word, 0, 0xA5EC, 0xC1)
    struct.pack_into("<H", word, 0x0A, 0x0200 | (0x0100 if encrypted else 0))
    struct.pack_into("<i", word, 0x4C, main)
    cps, pcds = [0], b""
    for text, narrow in pieces:
        if narrow:
            fc = (len(word) * 2) | 0x40000000
            word += text.encode("cp1252")
        else:
            fc = len(word)
            word += text.encode("utf-16-le")
        cps.append(cps[-1] + len(text))
        pcds += struct.pack("<HIH", 0, fc, 0)
    plc = struct.pack(f"<{len(cps)}i", *cps) + pcds
    clx = b"\x01" + struct.pack("<H", 2) + b"\x00\x00" + b"\x02" + struct.pack("<I", len(plc)) + plc
    struct.pack_into("<II", word, 0x01A2, 0, len(clx))
    return cfb_bytes({"WordDocument": bytes(word), "1Table": clx})


def biff_record(kind: int, data: bytes) -> bytes:
    return struct.pack("<HH", kind, len(data)) + data


def xls_bytes(sheets: tuple[tuple[str, bytes], ...], sst: tuple[bytes, ...] = (), *, count: int = 0,
              globals_extra: bytes = b"", version: int = 0x0600) -> bytes:
    """An Excel 97 workbook: `sheets` as (name, their cell records), a shared-string table
    whose first record holds `sst[0]` and whose CONTINUE records hold the rest (`count`
    strings), XF 1 the built-in date format 14 and XF 2 a custom `dd/mm/yyyy`."""
    fmt = b"dd/mm/yyyy"
    head = (biff_record(0x0809, struct.pack("<HH", version, 0x0005) + bytes(12)) + globals_extra
            + biff_record(0x041E, struct.pack("<HHB", 164, len(fmt), 0) + fmt)
            + b"".join(biff_record(0x00E0, struct.pack("<HH", 0, ifmt) + bytes(16)) for ifmt in (0, 14, 164)))
    strings = b""
    if sst:
        strings = biff_record(0x00FC, struct.pack("<II", count, count) + sst[0])
        strings += b"".join(biff_record(0x003C, part) for part in sst[1:])

    def bound(at: int, name: str) -> bytes:
        return biff_record(0x0085, struct.pack("<IBBBB", at, 0, 0, len(name), 0) + name.encode("latin-1"))

    size = len(head) + sum(len(bound(0, name)) for name, _ in sheets) + len(strings) + 4
    bodies, offsets = [], []
    for _, cells in sheets:
        offsets.append(size + sum(map(len, bodies)))
        bodies.append(biff_record(0x0809, struct.pack("<HH", 0x0600, 0x0010) + bytes(12)) + cells
                      + biff_record(0x000A, b""))
    stream = (head + b"".join(bound(at, name) for at, (name, _) in zip(offsets, sheets, strict=True)) + strings
              + biff_record(0x000A, b"") + b"".join(bodies))
    return cfb_bytes({"Workbook": stream.ljust(4096, b"\0")})


def ppt_record(kind: int, body: bytes, instance: int = 0, container: bool = False) -> bytes:
    return struct.pack("<HHI", (instance << 4) | (0xF if container else 0), kind, len(body)) + body


Slides = tuple[tuple[tuple[int, str, bool], ...], ...]


def ppt_slide(boxes: tuple[str, ...]) -> bytes:
    """A slide container whose drawing holds one shape per text box (one in a group)."""
    def shape(text: str) -> bytes:
        textbox = ppt_record(0x0F9F, struct.pack("<I", 4)) + ppt_record(0x0FA0, text.encode("utf-16-le"))
        return ppt_record(0xF004, ppt_record(0xF00A, bytes(8)) + ppt_record(0xF00D, textbox, container=True),
                          container=True)
    shapes = b"".join(shape(t) for t in boxes[:-1])
    shapes += ppt_record(0xF003, shape(boxes[-1]), container=True) if boxes else b""  # the last one grouped
    drawing = ppt_record(0xF002, ppt_record(0xF008, bytes(8)) + ppt_record(0xF003, shapes, container=True),
                         container=True)
    return ppt_record(0x03EE, ppt_record(0x03EF, bytes(24)) + ppt_record(0x040C, drawing, container=True),
                      container=True)


def ppt_bytes(slides: Slides, *, older: Slides = (), encrypted: bool = False,
              boxes: tuple[tuple[str, ...], ...] = ()) -> bytes:
    """A PowerPoint 97 presentation: each slide's texts as (text type, text, UTF-16?), in a
    document container that a persist directory and a user edit point at. With `older`, an
    earlier edit's document comes first in the stream and the newest edit chains back to it.
    With `boxes`, slide i gets a slide container (persist id 2 + i) whose drawing holds those
    text boxes."""
    def document(texts_of: Slides) -> bytes:
        items = b""
        for i, texts in enumerate(texts_of):
            items += ppt_record(0x03F3, struct.pack("<I", 2 + i if boxes else 0) + bytes(16))
            for kind, text, wide in texts:
                items += ppt_record(0x0F9F, struct.pack("<I", kind))
                items += (ppt_record(0x0FA0, text.encode("utf-16-le")) if wide
                          else ppt_record(0x0FA8, text.encode("latin-1")))
        return ppt_record(0x03E8, ppt_record(0x0FF0, items, container=True), container=True)

    stream, last_edit = b"", 0
    for texts_of, session in ((older, False), (slides, encrypted)) if older else ((slides, encrypted),):
        doc_at = len(stream)
        stream += document(texts_of)
        slide_at = []
        for texts in boxes:
            slide_at.append(len(stream))
            stream += ppt_slide(texts)
        directory_at = len(stream)
        entries = struct.pack("<II", (1 << 20) | 1, doc_at)
        if slide_at:
            entries += struct.pack("<I", (len(slide_at) << 20) | 2) + struct.pack(f"<{len(slide_at)}I", *slide_at)
        stream += ppt_record(0x1772, entries)
        edit_at = len(stream)
        edit = struct.pack("<IHBBIIIIHH", 0, 0, 0, 3, last_edit, directory_at, 1, 2, 1, 0)
        stream += ppt_record(0x0FF5, edit + (struct.pack("<I", 3) if session else b""))
        last_edit = edit_at
    current = ppt_record(0x0FF6, struct.pack("<III", 0x14, 0xE391C05F, last_edit) + bytes(8))
    return cfb_bytes({"Current User": current, "PowerPoint Document": stream})


def odt_bytes(encrypted: bool = False) -> bytes:
    """An ODT with a heading, a paragraph with a note and a comment, a list, a table, header/footer."""
    content = (f'<?xml version="1.0"?><office:document-content {ODF}><office:body><office:text>'
               '<text:h text:outline-level="1">Quarterly Review</text:h>'
               '<text:p>Northwind Shipping<text:s text:c="2"/>wired funds.<text:note><text:note-body>'
               "<text:p>Footnote on the wire.</text:p></text:note-body></text:note>"
               "<office:annotation><dc:creator>Sam Ortiz</dc:creator><text:p>Verify the date.</text:p>"
               '</office:annotation> See <text:a xlink:href="https://example.org/n">the filing</text:a>.</text:p>'
               "<text:list><text:list-item><text:p>First item</text:p></text:list-item></text:list>"
               "<table:table><table:table-row><table:table-cell><text:p>Cell A</text:p></table:table-cell>"
               "<table:table-cell><text:p>Cell B</text:p></table:table-cell></table:table-row></table:table>"
               "</office:text></office:body></office:document-content>")
    styles = (f'<?xml version="1.0"?><office:document-styles {ODF}><office:master-styles><style:master-page>'
              "<style:header><text:p>Header words</text:p></style:header>"
              "<style:footer><text:p>Footer words</text:p></style:footer>"
              "</style:master-page></office:master-styles></office:document-styles>")
    meta = (f'<?xml version="1.0"?><office:document-meta {ODF}><office:meta><dc:title>Review</dc:title>'
            "<meta:initial-creator>Sam Ortiz</meta:initial-creator></office:meta></office:document-meta>")
    manifest = ('<?xml version="1.0"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:'
                'manifest:1.0"><manifest:file-entry manifest:full-path="content.xml">'
                + ("<manifest:encryption-data/>" if encrypted else "") + "</manifest:file-entry></manifest:manifest>")
    return zip_bytes([("mimetype", b"application/vnd.oasis.opendocument.text"), ("content.xml", content.encode()),
                      ("styles.xml", styles.encode()), ("meta.xml", meta.encode()),
                      ("META-INF/manifest.xml", manifest.encode())])


def ods_bytes(tables: str) -> bytes:
    """An ODS whose spreadsheet body is `tables` (`<table:table>` elements)."""
    content = (f'<?xml version="1.0"?><office:document-content {ODF}><office:body><office:spreadsheet>'
               f"{tables}</office:spreadsheet></office:body></office:document-content>")
    return zip_bytes([("mimetype", b"application/vnd.oasis.opendocument.spreadsheet"),
                      ("content.xml", content.encode())])


def odp_bytes() -> bytes:
    """An ODP: a titled page with a text frame (a paragraph and a list item), a table and notes,
    then an untitled page."""
    frame = '<draw:frame presentation:class="{cls}"><draw:text-box>{body}</draw:text-box></draw:frame>'
    items = "<text:list><text:list-item><text:p>Second wire pending</text:p></text:list-item></text:list>"
    cells = "".join(f"<table:table-cell><text:p>{c}</text:p></table:table-cell>" for c in ("Payer", "Payee"))
    page1 = ('<draw:page draw:name="p1">' + frame.format(cls="title", body="<text:p>Payment Review</text:p>")
             + frame.format(cls="outline", body="<text:p>Acme Trading Ltd paid<text:s/>Beta Holdings.</text:p>" + items)
             + f"<draw:frame><table:table><table:table-row>{cells}</table:table-row></table:table></draw:frame>"
             + "<presentation:notes>" + frame.format(cls="notes", body="<text:p>Ask about the wire.</text:p>")
             + "</presentation:notes></draw:page>")
    page2 = ('<draw:page draw:name="p2">' + frame.format(cls="outline", body="<text:p>Closing page</text:p>")
             + "</draw:page>")
    content = (f'<?xml version="1.0"?><office:document-content {ODF} '
               'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" '
               'xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0">'
               f"<office:body><office:presentation>{page1}{page2}</office:presentation></office:body>"
               "</office:document-content>")
    return zip_bytes([("mimetype", b"application/vnd.oasis.opendocument.presentation"),
                      ("content.xml", content.encode())])


def epub_bytes() -> bytes:
    """An EPUB with two chapters in spine order (reverse of their names) and OPF metadata."""
    container = ('<?xml version="1.0"?><container xmlns="urn:oasis:names:tc:opendocument:xmlns:container">'
                 '<rootfiles><rootfile full-path="OEBPS/content.opf"/></rootfiles></container>')
    opf = ('<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" xmlns:dc="http://purl.org/dc/'
           'elements/1.1/"><metadata><dc:title>Ledger Stories</dc:title><dc:creator>Ana Lima</dc:creator>'
           '</metadata><manifest><item id="b" href="b.xhtml"/><item id="a" href="a.xhtml"/></manifest>'
           '<spine><itemref idref="b"/><itemref idref="a"/></spine></package>')
    chapter = ('<?xml version="1.0"?><!DOCTYPE html><html xmlns="http://www.w3.org/1999/xhtml"><head><title>t'
               "</title></head><body><h1>{0}</h1><p>{1}&nbsp;text.</p></body></html>")
    return zip_bytes([("mimetype", b"application/epub+zip"), ("META-INF/container.xml", container.encode()),
                      ("OEBPS/content.opf", opf.encode()),
                      ("OEBPS/a.xhtml", chapter.format("Second", "Chapter two").encode()),
                      ("OEBPS/b.xhtml", chapter.format("First", "Chapter one").encode())])


def pdf_bytes(pages: tuple[str, ...] = ("Invoice 17 from Acme Trading Ltd", "Paid to Beta Holdings"),
              title: str = "Test invoice") -> bytes:
    """A small valid PDF (Helvetica text, one line per page) written by hand, with a correct xref."""
    objects: list[bytes] = []
    kids = " ".join(f"{3 + 2 * i} 0 R" for i in range(len(pages)))
    objects.append(b"<< /Type /Catalog /Pages 2 0 R >>")
    objects.append(f"<< /Type /Pages /Kids [{kids}] /Count {len(pages)} >>".encode())
    font = 3 + 2 * len(pages)
    for i, text in enumerate(pages):
        stream = f"BT /F1 12 Tf 72 720 Td ({text}) Tj ET".encode()
        objects.append(f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 {font} 0 R"
                       f" >> >> /Contents {4 + 2 * i} 0 R >>".encode())
        objects.append(b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream")
    objects.append(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
    objects.append(f"<< /Title ({title}) /Author (Case Team) >>".encode())
    return _pdf_file(objects, b" /Info %d 0 R" % len(objects))


def _pdf_file(objects: list[bytes], trailer: bytes = b"") -> bytes:
    """A PDF of numbered `objects` (the first the catalog), with a correct cross-reference table."""
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R%s >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, trailer, xref)
    return bytes(out)


def table_pdf_bytes(lines: tuple[tuple[tuple[int, str], ...], ...]) -> bytes:
    """A one-page PDF whose lines are cells `(x, text)` placed as separate text objects on
    one baseline each, as a bank prints a statement's columns."""
    shows = []
    for row, cells in enumerate(lines):
        for x, text in cells:
            escaped = text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")
            shows.append(f"BT /F1 9 Tf {x} {760 - 14 * row} Td ({escaped}) Tj ET")
    stream = "\n".join(shows).encode()
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >>"
               b" /Contents 4 0 R >>",
               b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream",
               b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    return _pdf_file(objects)


def encrypted_pdf_bytes(user_password: str) -> bytes:
    """`pdf_bytes()` encrypted with pypdf (AES-128), with the given user password."""
    from pypdf import PdfReader, PdfWriter

    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(pdf_bytes())))
    writer.encrypt(user_password=user_password, owner_password="owner-secret", algorithm="AES-128")
    buf = io.BytesIO()
    writer.write(buf)
    return buf.getvalue()


def eml_bytes(*, subject: str = "Wire for invoice 17", message_id: str = "<m1@example.org>",
              in_reply_to: str = "", attachment: tuple[str, bytes] | None = ("notes.txt", b"Attached notes.\n"),
              html: bool = False, sender: str = "Dana Reyes <dana@example.org>") -> bytes:
    """An RFC 822 message with an encoded From name, To/Cc, a body and an attachment."""
    msg = EmailMessage()
    msg["From"] = sender
    msg["To"] = "Sam Ortiz <sam@example.net>, ops@example.net"
    msg["Cc"] = "=?utf-8?q?Jos=C3=A9_P=C3=A9rez?= <jose@example.com>"
    msg["Date"] = "Wed, 04 Mar 2026 09:12:00 +0100"
    msg["Subject"] = subject
    msg["Message-ID"] = message_id
    if in_reply_to:
        msg["In-Reply-To"] = in_reply_to
        msg["References"] = in_reply_to
    body = "Please release the wire.\n\n> Earlier: is it approved?\n> Yes.\n\nThanks,\nDana\n"
    if html:
        msg.set_content(body)
        msg.add_alternative("<html><body><p>Please release the <b>wire</b>.</p></body></html>", subtype="html")
    else:
        msg.set_content(body, cte="quoted-printable")
    if attachment is not None:
        msg.add_attachment(attachment[1], maintype="application", subtype="octet-stream", filename=attachment[0])
    return msg.as_bytes()


def fixture(name: str) -> bytes:
    """The bytes of a file in tests/fixtures_formats (see its README for where each comes from)."""
    return (FIXTURES / name).read_bytes()
