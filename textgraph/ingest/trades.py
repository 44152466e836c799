"""Trade blotters: a broker's or an OTC desk's trades with its clients, one per row.

    trade_date,desk,client,side,asset,quantity,fiat_ccy,fiat_amount,fiat_counterparty,client_wallet,…
    2024-01-08,Polaris Digital Assets FZE,Rafael Lima,BUY,USDT,50000,USD,50060.00,Costa Verde Ltda,TQ7vX3…,…

A header is a blotter when it names a desk column (`desk`, `broker`, `dealer`, `otc_desk` …), a
client column (`client`, `customer` …), a side column (`side`, `buy_sell`, `direction` …) and an
amount in money (`fiat_amount`, `consideration`, `settlement_amount` …) or in the asset (`quantity`,
`qty` …). Each row is two legs, both TRANSFERRED edges citing the row (EXTRACTED, confidence 0.9):

- a client's BUY: the money from the row's payer (its `fiat_counterparty` column, or the client when
  that is empty or says `cash`) to the desk, and the asset from the desk to the client;
- a client's SELL: the asset from the client to the desk, and the money from the desk to the row's
  payee (the same column, or the client).

The money leg's account and bank columns (`bank_account`, `settlement_bank`) are the payer's or
payee's (HOLDS_ACCOUNT, BANKS_WITH), and the wallet column (`client_wallet`) the client's, on the
asset leg. The asset's amount is in its own unit (`currency` `USDT`, `BTC`). The edges are made as a
ledger's are (`textgraph.ingest.ledger`), from the legs written out as a ledger's cells.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from textgraph.ingest.ledger import KindColumns, LedgerColumns, Rows, ledger_edges
from textgraph.model import Edge, Node

CONFIDENCE = 0.9
_KINDS = {
    "desk": ("desk", "otc_desk", "broker", "dealer", "trading_desk", "liquidity_provider", "exchange"),
    "client": ("client", "client_name", "customer", "customer_name", "client_legal_name", "investor"),
    "side": ("side", "buy_sell", "b_s", "direction", "trade_side", "order_side", "client_side"),
    "money": ("fiat_amount", "consideration", "gross_consideration", "net_consideration", "settlement_amount",
              "fiat_value", "gross_amount", "net_amount", "notional"),
    "money_currency": ("fiat_ccy", "fiat_currency", "settlement_currency", "settlement_ccy", "consideration_ccy"),
    "asset": ("asset", "coin", "token", "crypto_asset", "cryptocurrency", "instrument"),
    "quantity": ("quantity", "qty", "units", "crypto_amount", "asset_quantity", "coins"),
    "party": ("fiat_counterparty", "third_party", "fiat_payer_payee", "payer_payee", "settlement_party",
              "remitter_beneficiary", "fiat_party"),
    "wallet": ("client_wallet", "wallet", "wallet_address", "client_address", "deposit_address",
               "receiving_wallet"),
    "bank": ("settlement_bank", "bank", "fiat_bank", "bank_name"),
    "account": ("bank_account", "settlement_account", "fiat_account", "iban", "account_number"),
    "date": ("trade_date", "date", "settlement_date", "value_date", "timestamp", "execution_date"),
}
_ROLE = {name: kind for kind, names in _KINDS.items() for name in names}
# a payer's cell that names no party: the client paid in cash, or no one else
_NO_PARTY = frozenset(("", "cash", "n/a", "na", "-", "--", "none", "self", "client", "same"))


@dataclass(frozen=True, slots=True)
class TradeColumns:
    desk: int
    client: int
    side: int
    columns: KindColumns

    def cell(self, cells: Sequence[str], kind: str) -> str:
        return self.columns.cell(cells, kind)


def trade_columns(header: Sequence[str]) -> TradeColumns | None:
    """The blotter columns of a header (the first of each kind), or None when it is none."""
    kinds = KindColumns.of(header, _ROLE)
    found = kinds.columns
    if not all(k in found for k in ("desk", "client", "side")) or not ("money" in found or "quantity" in found):
        return None
    return TradeColumns(desk=found["desk"], client=found["client"], side=found["side"], columns=kinds)


# the legs written as a ledger's cells: originator, beneficiary, amount, currency, date, the originator's
# and the beneficiary's account, the originator's and the beneficiary's bank
_LEG = LedgerColumns(originator=0, beneficiary=1, amount=2, currency=3, date=4, originator_account=5,
                     beneficiary_account=6, originator_bank=7, beneficiary_bank=8)


def trade_edges(doc_id: str, text: bytes, columns: TradeColumns,
                rows: Rows) -> tuple[tuple[Node, ...], tuple[Edge, ...]]:
    """The entity nodes and edges of a blotter's rows `(byte start, byte end, cells)`."""
    legs: list[tuple[int, int, list[str]]] = []
    for start, end, cells in rows:
        desk, client = columns.cell(cells, "desk"), columns.cell(cells, "client")
        side = columns.cell(cells, "side").casefold()
        buys, sells = side.startswith(("buy", "b")), side.startswith(("sell", "s"))
        if not desk or not client or desk.casefold() == client.casefold() or not (buys or sells):
            continue
        named = columns.cell(cells, "party")
        party = client if named.casefold() in _NO_PARTY else named
        date = columns.cell(cells, "date")
        money, currency = columns.cell(cells, "money"), columns.cell(cells, "money_currency")
        account, bank = columns.cell(cells, "account"), columns.cell(cells, "bank")
        quantity, asset, wallet = columns.cell(cells, "quantity"), columns.cell(cells, "asset"), \
            columns.cell(cells, "wallet")
        if money:
            legs.append((start, end, [party, desk, money, currency, date, account, "", bank, ""] if buys
                         else [desk, party, money, currency, date, "", account, "", bank]))
        if quantity:
            legs.append((start, end, [desk, client, quantity, asset, date, "", wallet, "", ""] if buys
                         else [client, desk, quantity, asset, date, wallet, "", "", ""]))
    return ledger_edges(doc_id, text, [(_LEG, legs)], confidence=CONFIDENCE) if legs else ((), ())
