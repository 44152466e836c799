"""A desk's trade blotter: each row's money leg and asset leg, with the payer's or payee's account and bank."""

from __future__ import annotations

from textgraph.config import IngestConfig
from textgraph.ingest import ingest_bytes
from textgraph.ingest.trades import trade_columns
from textgraph.model import IngestedDocument, prop

CONFIG = IngestConfig()

HEADER = ("trade_id,trade_date,desk,client,side,asset,quantity,fiat_ccy,fiat_amount,fiat_counterparty,"
          "client_wallet,settlement_bank,bank_account")
DESK = "Polaris Digital Assets FZE"
BLOTTER = "\n".join((
    HEADER,
    f"T-1,2024-01-08,{DESK},Rafael Souza Lima,BUY,USDT,50000,USD,50060.00,Costa Verde Ltda,TQ7vX3mR9pL2aK8s,"
    "Banco Horizonte S.A.,BR4500000000042790001883214C1",
    f"T-2,2024-01-09,{DESK},Gorizont Trade OOO,SELL,BTC,1.25,AED,916747.81,Desert Falcon LLC,bc1q9h7garjr3xk6,"
    "Al Safa Bank PJSC,AE280460000019887765432",
    f"T-3,2024-01-11,{DESK},Li Jun,BUY,USDT,30000,AED,110505.52,cash,TLa2f6VPqDgRFL9U,,",
    f"T-4,2024-01-12,{DESK},Li Jun,HOLD,USDT,30000,AED,110505.52,cash,TLa2f6VPqDgRFL9U,,",
    "",
)).encode()


def edges(doc: IngestedDocument) -> set[tuple[str, str, str, object, object]]:
    names = {n.id: n.name for n in doc.nodes}
    return {(names[e.source], e.type, names[e.target], prop(e.props, "currency"), prop(e.props, "amount_minor"))
            for e in doc.edges}


def test_each_trade_is_a_money_leg_and_an_asset_leg() -> None:
    [doc] = ingest_bytes("otc.csv", BLOTTER, CONFIG)
    assert edges(doc) == {
        # a BUY: the money from its payer (a third party here) to the desk, the asset to the client's wallet
        ("Costa Verde Ltda", "TRANSFERRED", "Polaris Digital Assets FZE", "USD", 5006000),
        ("Polaris Digital Assets FZE", "TRANSFERRED", "Rafael Souza Lima", "USDT", 5000000),
        ("Costa Verde Ltda", "HOLDS_ACCOUNT", "BR4500000000042790001883214C1", None, None),
        ("Costa Verde Ltda", "BANKS_WITH", "Banco Horizonte S.A.", None, None),
        ("Rafael Souza Lima", "HOLDS_ACCOUNT", "TQ7vX3mR9pL2aK8s", None, None),
        # a SELL: the asset from the client's wallet to the desk, the money to the payee
        ("Gorizont Trade OOO", "TRANSFERRED", "Polaris Digital Assets FZE", "BTC", 125000000),
        ("Polaris Digital Assets FZE", "TRANSFERRED", "Desert Falcon LLC", "AED", 91674781),
        ("Gorizont Trade OOO", "HOLDS_ACCOUNT", "bc1q9h7garjr3xk6", None, None),
        ("Desert Falcon LLC", "HOLDS_ACCOUNT", "AE280460000019887765432", None, None),
        ("Desert Falcon LLC", "BANKS_WITH", "Al Safa Bank PJSC", None, None),
        # paid in cash: the client paid; a row of no side it knows gives nothing
        ("Li Jun", "TRANSFERRED", "Polaris Digital Assets FZE", "AED", 11050552),
        ("Polaris Digital Assets FZE", "TRANSFERRED", "Li Jun", "USDT", 3000000),
        ("Li Jun", "HOLDS_ACCOUNT", "TLa2f6VPqDgRFL9U", None, None),
    }
    assert prop(doc.document.props, "trades") is True
    for e in doc.edges:
        [c] = e.citations
        assert doc.text[c.start:c.end].startswith(b"T-")


def test_a_blotter_names_a_desk_a_client_a_side_and_an_amount() -> None:
    assert trade_columns(["Desk", "Client", "Side", "Quantity"]) is not None
    assert trade_columns(["Client", "Side", "Quantity", "Fiat Amount"]) is None  # whose trades?
    assert trade_columns(["Desk", "Client", "Quantity"]) is None  # which way?
