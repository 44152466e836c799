"""Capitals, codes and clock words that are not names (precision on real mail, chat and logs).

Each test pairs text that used to give a false organization or person with a true name in
similar text that must still come out.
"""

from __future__ import annotations

from noise_helpers import names, orgs


def test_common_words_in_capitals_are_not_organizations() -> None:
    # lexicon.CAPS_COMMON via orgs._shouted
    assert orgs("Get the guide for FREE and KEEP TRACK of your PROGRESS today.") == []
    assert orgs("The scan failed - POSSIBLE BREAK-IN ATTEMPT from that host.") == []
    assert orgs("Send the report to GRANITE before Friday.") == ["GRANITE"]
    assert orgs("The cash came from IRONWOOD BETA in March.") == ["IRONWOOD BETA"]


def test_technology_terms_log_levels_and_time_zones_are_not_organizations() -> None:
    # lexicon.TECH_TERMS, LOG_LEVELS, TIME_ZONES folded into CAPS_STOP
    assert orgs("The USB stick and the CPU were fine, IMHO, after the NULL check.") == []
    assert orgs("The job logs an ERROR at 5 p.m. EDT and a WARN before it.") == []
    assert orgs("The server was bought from IBM last year.") == ["IBM"]


def test_code_identifiers_and_handles_are_not_organizations() -> None:
    # orgs._is_caps (no `_`) and orgs._quoted_or_code (`_CODE_BEFORE`, `_CODE_AFTER`)
    assert orgs("The patch sets KERN_WARNING in the header.", "case.txt") == []
    assert orgs("It hits BUG_ON(x) when the flag WWEN[enabled] flips.") == []
    assert orgs("The nick Ruffian|JANE and <ChrischiO`GER> joined, then ran DISPLAY=:0 again.") == []
    assert orgs("The payee (ACME) was paid in full.") == ["ACME"]


def test_capitals_in_log_events_are_not_organizations() -> None:
    # orgs._MACHINE_BLOCKS: a log event's capitals are levels and components
    log = ("2016-09-28 04:30:30, Info                  CBS    Loaded Servicing Stack\n"
           "2015-07-29 17:41:44,747 - INFO  [main] - HTTPS connection refused by KRONOS\n")
    assert orgs(log, "app.log") == []
    assert orgs("As seen on NBC and CBS last night.") == ["NBC", "CBS"]


def test_article_inside_a_name_in_capitals_is_a_sentence() -> None:
    # orgs._CAPS_CLAUSE_WORDS
    assert orgs("1.TO PROVIDE A BANK ACCOUNT WHERE THIS MONEY WOULD BE TRANSFERRED TO.") == []
    assert orgs("JPMORGAN CHASE BANK, N.A. will act as agent.") == ["JPMORGAN CHASE BANK, N.A."]  # its legal form
    assert orgs("He was called up from the Class A California League in July.") == ["Class A California League"]
    assert orgs("The loan came from Bank of America.") == ["Bank of America"]


def test_the_word_as_in_capitals_is_not_a_legal_form() -> None:
    # orgs.org_from: a legal form that is also a stop word (`AS`)
    assert orgs("Follow the program EXACTLY AS INSTRUCTED.") == []
    assert orgs("Payments went to Norsk Hydro AS last year.") == ["Norsk Hydro AS"]


def test_a_month_before_a_day_is_not_a_given_name() -> None:
    # persons.persons: `_DAY_AFTER`
    assert names("Jun 14 15:16:01 combo sshd: authentication failure.") == []
    assert names("1,Jun,14,15:16:01,combo,sshd", "case.txt") == []
    assert names("Jun said he would call the bank.") == [("Person", "Jun")]


def test_a_clock_word_before_a_name_is_not_a_family_name() -> None:
    # persons._last_first: TIME_ZONES
    assert names("On Fri, 25 June 2010 at 5:26 PM, Jeff Layton wrote:") == [("Person", "Jeff Layton")]
    assert names("The form was signed by DOE, John on the day.") == [("Person", "DOE, John")]
