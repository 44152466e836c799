"""A compact first-name gazetteer (case-folded), split by the pronoun it usually takes.

Broad rather than deep: common given names from English-speaking, European, South and East
Asian, Arabic, African and Latin American usage. A name in both lists takes either pronoun.
"""

from __future__ import annotations


def _words(blob: str) -> frozenset[str]:
    return frozenset(blob.split())

MALE = _words("""
aaron abdul abdullah abraham adam adrian ahmed ahmad aidan ajay akira alan albert alberto
alejandro aleksandr alex alexander alexandre alexei alfred ali alistair amir amit anand andre
andreas andrei andrew andy angelo anil anthony antoine anton antonio arjun arnold arthur arun
ashok ashley aziz barry basil ben benjamin bernard bill billy bob bobby boris brad bradley
brandon brendan brian bruce bruno bryan carl carlos charles charlie chris christian christopher
claude clifford colin conor craig dale damian dan daniel danny darren dave david dean deepak
dennis derek diego dimitri dmitry dominic don donald doug douglas duncan dylan eamon ed eddie
edgar edmund eduardo edward edwin eli elias elijah emeka emmanuel enrique eric erik ernest ethan
eugene evan fabio faisal farid felipe felix fernando francesco francis francisco frank franz
fred frederick gabriel gareth gary gavin geoffrey george georgios gerald gerard gerhard giovanni
glenn gordon graham grant greg gregory guillaume gustavo guy hamid hans harold harry hassan
hector helmut henry herbert howard hugh hugo hussein iain ian ibrahim igor imran ivan jack jacob
jacques jake james jamie jan jason javier jay jeff jeffrey jeremy jerome jerry jim jimmy joe
joel johan johannes john jon jonathan jorge jose josef joseph joshua juan julian julio justin
kamal karim karl keith ken kenji kenneth kevin khalid kim kofi kurt kwame lars laurence lawrence
lee leo leon leonard liam lorenzo louis luc luca lucas luis luke magnus mahmoud malcolm manuel
marc marcel marco marcus mario mark martin mason matt matteo matthew maurice max maxim michael
michel miguel mikhail mohamed mohammed muhammad mustafa nathan neil nicholas nick nicolas nigel
nikolai noah norman oleg oliver omar oscar owen pablo patrick paul pavel pedro peter philip
philippe pierre pradeep rafael rahul raj rajesh ralph ramon randy raul ravi ray raymond reza
ricardo richard rick robert roberto robin rodrigo roger roland ron ronald rory ross roy russell
ryan said salman sam samir samuel sanjay scott sean sebastian sergei sergio seth shane simon
stanley stefan stephen steve steven stuart suresh sven takashi ted terry theo theodore thomas
tim timothy tobias todd tom tomas tomasz tony travis trevor tyler usman vadim victor vijay
vikram vincent viktor vladimir walter warren wayne wei william willem wolfgang xavier yannick
yasser youssef yuri yusuf zachary zain
""")

FEMALE = _words("""
abigail ada adriana agnes aisha alexandra alice alicia alison amanda amara amelia amy ana
anastasia andrea angela anita ann anna anne annette antonia aria ashley audrey barbara beatrice
belinda beth bianca brenda bridget camila carla carmen carol caroline carolyn catherine cecilia
celine charlotte chiara chloe christina christine claire clara claudia colleen cristina cynthia
daniela daphne deborah debra denise diana diane donna dorothy edith elaine eleanor elena eleni
elizabeth ella ellen emily emma erin esther eva evelyn fatima fatma fiona florence frances
francesca gabriela gabrielle gail genevieve georgia gillian gina giulia grace hannah harriet
hazel heather helen helena hilary hilda holly ines ingrid irene iris isabel isabella jacqueline
jane janet janice jasmine jean jennifer jessica jill joan joanna jocelyn josephine joy joyce
judith judy julia julie june karen katarzyna kate katherine kathleen kathryn katie kelly kerry
kim kimberly laura lauren layla leah leila lena linda lisa lorraine louise lucia lucy lydia
madeleine magdalena maria marie marina marion marisa marta martha mary maya megan melanie
melissa mia michelle mila miriam monica nadia nancy naomi natalia natalie natasha nicole nina
noor nora olga olivia paula pauline penelope petra philippa pooja priya rachel rebecca regina
renee rita roberta rosa rose rosemary ruth sabrina sally samantha sandra sara sarah sasha
shannon sharon sheila shirley silvia simone sofia sonia sophia sophie stella stephanie susan
suzanne sylvia tamara tanya tara teresa theresa tina tracy ursula valentina valerie vanessa vera
veronica victoria violet virginia wendy yara yasmin yvonne zara zoe
""")

NEUTRAL = _words("""
alex ashley chen hiroshi jordan kai li lin morgan pat priyanka riley sam taylor wang yan yuki
zhang mei ling jie hui xin jun hao ming xiao ying jing lei
""")

FIRST_NAMES = MALE | FEMALE | NEUTRAL


def gender(first: str) -> str:
    """`m`, `f` or `` (unknown or either) for a case-folded first name."""
    m, f = first in MALE, first in FEMALE
    if m and not f:
        return "m"
    if f and not m:
        return "f"
    return ""
