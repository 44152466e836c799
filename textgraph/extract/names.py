"""A compact first-name gazetteer (case-folded), split by the pronoun it usually takes.

Broad rather than deep: common given names from English-speaking, European, South and East
Asian, Arabic, African and Latin American usage. A name in both lists takes either pronoun.
"""

from __future__ import annotations

from functools import lru_cache

from anyascii import anyascii

from textgraph.extract.lexicon import LEGAL_SUFFIXES, ORG_HEADS


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
yasser youssef yuri yusuf zachary zain fouad fuad rami khalil bassam mostafa yousef imad issam
riad wael ghassan georges elie maher firas babak orhan kojo
""")

FEMALE = _words("""
abigail hala rana zeina ada adriana agnes aisha alexandra alice alicia alison amanda amara amelia amy ana
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

MORE_MALE = _words("""
abe al alfonso alonzo alvin amos andres archie armando barney bart bernie bert blake boyd
brett brent brock bryce byron caleb calvin cameron carlo carter cecil cesar chester chuck
clark clint clyde cody cole conrad corey cory curt curtis damon dante darrell darryl
denis denny desmond devin dewey dirk dominick donnie doyle dwayne dwight elliot elliott elmer
elton elvis emilio emmett ernie errol everett ezra floyd forrest freddie fritz gabe garrett
gene geoff gerry gil gilbert gino glen grover gus hal hank harlan heinrich herb
homer horace hubert ike ira irving isaac jarrod jasper jed jeremiah jess jesse joey johnny
jonah jules kirk kyle lamar lenny leroy lester lewis lloyd lonnie lou lowell luther lyle
mack manny marlon marty marvin matthias mel melvin merle mickey milton mitch monty morris
 murray nate neal ned nelson nicky nils noel norm ollie orville otis otto pete phil pierce
quentin quincy randall randolph reggie rene rex rhys ricky rob robbie rocco rod rodney rolf ronnie
roscoe rudolf rudy rufus rupert russ rusty salvatore sammy saul scotty seymour sid sidney silas spencer
 sterling stewart stu tad teddy terrence thaddeus tod ty ulrich uwe vance vernon vic vince
virgil wade wally walt wes wesley wilbur wilfred willie willis wilson winston woody wyatt zack zeke
adolf albrecht alessandro alois anders andrzej antal arne arvid benedikt bernd bjorn björn branko
casimir christoph christophe claus dieter dietrich dragan eberhard emile enrico erich ernst federico
ferenc florian gaston georg gerd gianni giorgio giuseppe goran gottfried gunnar
gustav gyorgy györgy hakan heinz henrik horst ignacio imre ion istvan istván jakob janos jános jaroslav
jens jerzy joachim jochen joaquin johann josé jozef józef jurgen jürgen karel kazimierz klaus konrad
konstantin krzysztof leif lennart leopold lothar ludwig lukas manfred marek
mariusz mathias maximilian miroslav nikola nikolaus olaf olav pascal paolo piotr radu rainer reinhard
renato rüdiger sandro siegfried stefano tadeusz thorsten tibor ulf umberto vaclav
václav vittorio walther werner wilhelm witold wojciech zbigniew zoltan zoltán joão sérgio
antónio gonçalo
""")
MORE_FEMALE = _words("""
abby adele adrienne agatha aileen alexis alma alyssa amelie angelina angie annie ava bea becky
bella bernadette bertha betsy betty beverly billie blanche bonnie brandy bree britney brooke
candice carly carrie cassandra cathy celia charlene cheryl christy cindy clarissa connie cora
courtney debbie delia della dolores dora doris dottie edna effie eileen
elisa eliza ellie eloise elsa elsie emilia erica erika estelle ethel etta eugenia eunice eve felicia
flora frieda gemma geraldine gertrude ginger gladys glenda gloria greta gretchen gwendolyn hattie
 heidi ida imelda irma isabelle jackie jeanne jeannette jenna jenny
jessie joanne jodi johanna jolene josie juanita judi julianne justine kara karin karina kathy katrina
kay kayla kendra kirsten kristen kristin kristina lara leslie lillian lily lina liz lois lola lorena
loretta lori lorna lottie louisa luisa lynn lynne mabel maggie mandy marcia margaret margarita margo
marguerite mariana marianne marilyn marjorie marla marsha maureen mavis maxine meg melinda mercedes
meredith mildred millie minnie miranda molly muriel myra myrtle nadine nell nellie nicola nikki
noreen norma odette pam pamela patricia patsy patti peggy phoebe phyllis polly
priscilla prudence rachael rae ramona rhonda robyn rochelle rosalie roxanne sadie selma serena
shannon shari shelley sherri sheryl sigrid sonja stacy stacey sue susie sybil tamsin tania tess tessa
thelma tiffany toni tonya trudy valeria velma verna vicki vicky viola vivian wanda wilma winifred
yolanda zelda zofia ewa halina irena jadwiga krystyna malgorzata zuzana ilse
brigitte gisela hannelore liselotte margarete dorota beata elzbieta bozena marianna
""")
# Common given names the lists above missed (English diminutives; German, French, Iberian,
# Italian, Slavic, Turkish, Arabic, West and Southern African, Indian and Japanese usage).
# Left out on purpose: names that are also a place, a month, a common word or a frequent
# family name heading company names (`Milan`, `August`, `Hope`, `Harvey`, `Santos`).
COMMON_MALE = _words("""
abdel abdulla abel adebayo aditya adnan adolfo agustin ahmet akash akio alain alastair alec alfredo
alper alvaro amadou ambrose amin amitabh anatoly aniket anup anwar aram ari arif arturo arvind asher
ashish ashwin augusto aurelio avi axel babajide baptiste barack bartholomew bashir benito benny
bertrand bharat bilal brendon brody burak burt callum calum cedric cem chetan chidi chinedu chukwuma
cyril cyrus daisuke damien dario darius declan demetrius dexter dimitrios dinesh domingo donovan
dorian duane dustin edmond edoardo efrain eldon elmo emeric emil emre ennio ernesto esteban eugen
evgeny fabian fabrizio fadi fahad farhan faris fawaz fedor femi ferdinand fidel filip franco
francois frederic fredrik friedrich gaetano ganesh garth gautam gerardo gideon gilles girish
giuliano gonzalo gopal gottlieb grady graeme gregg gregor guido gunther hadi haider hamad hamza hani
harald harish hartmut haruki hemant henri herman herve hideki hideo hiro hiroki hisham humberto
ichiro ignatius ikenna ilya isaiah ishaan ismail ivo jacek jagdish jamal jamil jared jarvis jatin
jayden jean-claude jean-luc jean-paul jerald jeroen jimmie joaquim jomo josh julien julius kapil
karan karol karsten kasper kayode kazuki kazuo keenan kelvin kemal kenta khaled kieran kishore koji
kory krishna kristian kristof kunal kwabena kwasi lachlan ladislav lalit larry laszlo laurent lazaro
leandro leonardo leonid leopoldo lionel lorenz lucian luciano ludovic luiz lukasz mahdi mahmud majid
makoto malik mandla manish manoj marcello marcelo marcin mariano marius marko marwan masahiro masaru
massimo mateo mateusz mattias mauricio maurizio mazen mehmet micah michal michele mick mike milos
mirko mohammad mohan mohsen moritz moses mukesh murat nabil nadir naoki naresh nasser nathaniel
naveed naveen niall nico nicolai nikhil nikita nikos nitin nnamdi obinna olivier oluwaseun onur
osama osamu osvaldo oswald ozzy pankaj pasquale patrice patricio pavan pieter pietro prakash pranav
pratik rafal raffaele raimund rajendra rajiv rakesh ralf ramesh randal ranjit raphael rashid
reinhold remy renzo reuben rico riyad roald rodolfo rogelio rohan rohit rolando romano ronan ruben
rudolph rui ryo ryota ryu saad sabir sacha sachin sadiq saleh salim sameer samer sami sandeep sandip
sanjeev santosh satish sebastien segun selim sergey sergiy serkan shahid shankar shaquille sharif
shashi shigeru shinji shlomo shota shyam siddharth sigmund silvio sipho slava sotiris stanislav
stavros stelios sudhir sumit sunil svend tahir takeshi takumi talal tarek tariq taro tarun teodor
terence tetsuya thabo themba thierry thom tiago tolga tomislav tommy tomo torsten toshio tristan
tunde uche uday umar valentin valery varun vasily vinod vishal vitaly vivek vladislav volker
waldemar waleed walid wilfried wim yaroslav yaser yash yasuo yehuda yoshi yoshio yoshiro yuichi yuta
yuval zachariah zaid zaki zdenek zeljko ziad
""")
COMMON_FEMALE = _words("""
aaliyah aarti abbie abena adaeze adela adeline agnieszka aida aiko aimee akiko akosua alba
alessandra alexa alina alisha alix allison alyson amaka amalia amina anabel anastasiya andreea
angelica angelika anja anjali annabel annabelle annalise annika antje anushka aretha ariana arielle
ashlee astrid aurelia ayesha ayumi barbra beatriz benedetta berenice berit bettina birgit brigid
brigitta brittany bronwyn caitlin camille candace carina carlotta carmela carole caterina cathleen
cecile celeste charlize chelsea cherie chiamaka chieko christa christiane ciara cinzia clare
claudette colette consuelo corinne cornelia dagmar daniella danielle danuta darlene deanna deepa
deirdre delphine desiree dianne divya dominique doreen dorothea dorothee dulce edwina efua elfriede
eliana elisabeth elise elke elodie elsbeth elvira emiko emilie emmeline enid esme esperanza estela
eugenie evangeline fabienne fanny farah felicity fernanda folake francine frederique funmilayo
gabriele geeta georgina germaine ginny giovanna gisele gita giuliana gwen gwyneth hana hanna hanne
harriett haruka hayley heike helga henrietta henriette hermione hester hildegard hiroko huda ilona
imogen indira inga inge ingeborg irina isabela isadora ivana jacinta jamila janine jeanette jemima
jocelyne joelle jolanta josefina juliana juliet juliette junko justina jyoti kaori karla karolina
katalin katarina katharina katja katrin kavita kazuko keiko kerstin khadija kristine kumiko lakshmi
larissa laurie leona leonie leonora letitia liesel lilian liliana lindsay lindsey lisette liv lizzie
lotte luciana lucille lucinda ludmila luise lyudmila madeline madhu magda malin manuela marcela
marcella margit margot mariam mariella marietta mariko marilena marlene maryam matilda maude meena
michiko mina mireille monique nadezhda naoko natascha nathalie neelam neha nettie neve ngozi
nicolette nisha nkechi noemi nomvula noriko nour odile ophelia orla ottilie pallavi paloma parvati
patrizia paulina petronella philomena pia poonam radha rahel rani rania rebekah reiko rekha renata
rhiannon ritu rosalind rosanna rosella roxana sabine sachiko sakura salma samira sandrine saskia
savita scarlett seema shanti shilpa shobha shreya silke simona siobhan sita sneha solange sonya
stefania sunita susanna svetlana swati tabitha tatiana tatjana teodora thandiwe theodora therese
tomoko ulrike usha uta vandana veronika vesna viviane wilhelmina xenia yasmina yasmine yelena
yetunde yoko yolande yoshiko yukiko yulia zainab zeynep zsofia
""")
# Given names at or above 0.010% in the 1990 U.S. Census frequency lists that the lists above
# lack, less those that are common words (`Ruby`, `Dawn`, `Chase`), places or family names
# (`Davis`, `Franklin`, `Bethany`, `Orlando`, `Troy`): `Dana Whitfield`, `Tammy …`, `Phillip …`.
CENSUS_FEMALE = _words("""
alana alejandra aline alisa alissa allie allyson althea alyce amie angelia angeline antoinette araceli arlene
arline audra avis benita bernadine bernice berta bessie bettye beulah blanca bobbi bonita brandi
briana brianna bridgette brittney callie cara carlene carmella cassie catalina cecelia charmaine chasity cheri
christi christie chrystal clarice claudine constance corine corrine dana darcy darla deana deanne debora deena
deidre delores deloris dena dianna dina dixie dollie earlene earline earnestine elinor elma elnora elva elvia
ericka erma ernestine esmeralda estella fannie flossie francisca freda gayle gena georgette glenna goldie
gracie graciela haley helene hillary ilene imogene inez jaclyn jacquelyn jaime jana janelle janette janie
janis janna jayne jeanie jeanine jeannie jeannine jenifer jennie jeri jerri jillian joann jodie joni josefa
juana kari kasey katelyn katharine kathie kathrine kaye keisha kelley kelli kellie kelsey keri kerri kimberley
krista kristi kristie kristy krystal lakeisha lakisha lana latasha latisha latonya latoya laverne lawanda
leann leanne lela lenora lenore leola leonor lesley lessie letha leticia lidia lila lilia lillie lilly
liza loraine lorene luann lucile luella lynda lynette lynnette mable madelyn malinda mallory mamie marci
marcie marcy margery margie margret mari marian maribel maricela marisol marissa maritza martina marva maryann
maryanne marylou mattie mayra meagan meghan melba melisa melva mindy minerva mitzi mollie myrna nanette
nannie nelda nichole nola nona ofelia patty paulette pearlie rachelle randi raquel reba rena reva ronda
rosalinda rosalyn rosanne roseann rosemarie rosetta rosie roslyn roxie ruthie sallie saundra selena shana
shanna sharron shauna shawna sheena shelia sheree sheri sherrie sondra staci stacie stefanie susana susanne
suzette tabatha tameka tami tamika tammi tammie tammy tanisha tasha terrie tia tonia tracey traci tricia
trisha valarie vickie vilma wendi yesenia yvette zelma
""")
CENSUS_MALE = _words("""
adolph allan allen alphonso armand aubrey bennie bernardo bret bryon clarence clayton clement
cornelius darin darnell darrel darrin daryl delbert derick derrick dewayne donnell eddy elbert
elvin elwood emanuel erick ervin erwin freddy fredrick garry gilberto gregorio guillermo heriberto irvin
ismael issac jayson jeffery jeffry jermaine joesph johnathan jonathon kendrick kenny kristopher leland
loren louie loyd marcos mathew maynard micheal moises myron nickolas noe phillip quinton
ramiro reginald reynaldo rickey rigoberto roderick rodger russel scot shaun stephan terrance
timmy toby tyrone ulysses vicente wilbert wilfredo woodrow
""")
# Given names common in other countries that the lists above lack (Russian and Ukrainian,
# Dutch, German, Nordic, Portuguese, French, Italian, Turkish, Balkan, Polish, Romanian,
# Hungarian, Nigerian, Ghanaian, Kenyan, South African, Japanese, Chinese, Korean, Indian,
# Pakistani, Persian and Arabic), less those that are common words, places or usual family
# names (`Anderson`, `Bello`, `Erdogan`, `Florin`, `Petro`, `Haiyan`): `Dmitri Orlov`, `Jonas Weber`.
INTL_MALE = _words("""
dmitri dmitriy yevgeny evgeni arkady arkadiy gennady gennadiy vyacheslav vitaliy valeriy kirill rostislav
vsevolod timur ruslan rustam aslan zaur ramzan bakhtiyar nursultan askar dauren yerlan azamat farrukh rustem
semyon svyatoslav taras bohdan mykola mykhailo oleksandr oleksiy serhiy volodymyr andriy dmytro vasyl hryhoriy
joost bram sander wouter ruud maarten sjoerd geert arjen daan floris joris koen niels rutger stijn thijs
jonas jannik niklas malte sönke soenke jörg joerg detlef kai-uwe mikkel rasmus søren soren jesper torben bjørn
trond per-erik pål mateus joao thiago goncalo fábio rogério rogerio sebastião sebastiao vinicius vinícius cleber
benoit benoît mathieu thibault thibaut gaël gael loïc loic jérôme stéphane stephane frédéric rené hervé didier
régis regis sylvain gianluca vincenzo emanuele ozan volkan cengiz levent recep zoran nenad bojan slobodan
radovan ratko vojislav branislav željko predrag aleksandar pawel paweł jakub grzegorz dariusz bartosz łukasz
michał vasile ionut ionuț bogdan cristian mircea dorin gheorghe gabor gábor tamas tamás zsolt attila csaba
sándor sandor lajos chukwuemeka chukwudi ikechukwu olumide olusegun babatunde adewale aminu abubakar kwaku
haruto satoshi yusuke tatsuya masato jianguo jianhua weiming zhiwei guoqiang junjie zhenyu seojun jihoon
minjun hyun-woo ji-hoon jae-hyun sung-min young-ho venkatesh srinivas mahesh gaurav abhishek kamran rizwan
zeeshan asif javed pervez nawaz shehzad hossein mehdi saeed masoud behrouz dariush farhad kourosh abdulaziz
abdulrahman tareq saif xiaoming petr pyotr yury alexey aleksei nikolay andrey grigory zurab vitali denys jiri
arseny vusal elnur misha grisha vanya kolya dima vova kostya seryozha alyosha yura zhenya
""")
INTL_FEMALE = _words("""
yevgenia ekaterina yekaterina galina larisa oksana yuliya zhanna olena nadiya halyna kateryna anouk femke
lieke marloes marieke sanne mieke gudrun jutta anke wiebke solveig maja kajsa linnea patrícia conceição
aurélie aurelie céline véronique veronique élodie alessia federica ilaria ayse ayşe elif emine hatice zehra
özlem ozlem selin jelena milica snezana dragana małgorzata mihaela ioana zsuzsanna erzsébet chinwe ifeoma
adeola akua adwoa wanjiru wambui njeri achieng lerato yuko yumiko xiaoli xiaohong lihua meiling yongmei
min-jung soo-jin eun-ji hye-jin sushila shalini preeti nazia saima parisa shirin nasrin tatyana natalya daria
katya katia dasha sveta anya nastya masha olya
darya ksenia polina yuliia aigerim
""")
INTL_NEUTRAL = _words("deniz kehinde taiwo temitope uchenna oluwatobi abiodun chinonso adedayo damilola adeola ayomide"
                      " olufemi titilayo kunle bukola kemi tolu adebola oluwaseyi abimbola onyeka hauwa"
                      " chidinma ebuka oluchi somto tobenna")  # (Igbo)
# Given names the lists above still lacked, written as their own languages write them
# (German, French, Iberian, Italian, Dutch, Polish, Czech, Hungarian, Nordic, Finnish, Turkish, Balkan,
# Greek and Cypriot, Romanian, Ukrainian, Central Asian, Persian, Arabic, Indian, Vietnamese, Nigerian,
# Kenyan and South African usage):
# `Norbert Kling`, `Sébastien Moreau`, `Álvaro Ruiz`. Each accented name is also known by
# its plain-letter spelling (`_with_plain`), as English-language documents often write it.
WIDER_MALE = _words("""
norbert egon winfried günter arnd armin constantin dominik hannes ingo knut reto sascha ansgar
gaspard lucien aurélien clément étienne fabrice gérard ghislain rémi sébastien yves andré françois
raúl ramón martín andrés césar joaquín nicolás álvaro giacomo riccardo
janusz przemysław radosław jarosław mirosław stanisław bogusław czesław zdzisław jiří tomáš lukáš
lubos vaclav zdenek józsef lászló sören eero jukka juha matti pekka timo bjarne steinar svein
kerem gökhan hüseyin oğuz tarık uğur yiğit mesut ercan erdem ardit besnik dritan edin dejan nemanja
mihai florin vlad răzvan cosmin ciprian silviu horia ionel viorel costin liviu
darko costel cătălin sorin ovidiu arman nurlan daniyar bakhyt mojtaba morteza rashad aliyu musa
yakubu bongani thulani lwazi jabu
lev yevhen levan giorgi vakhtang davit tigran armen gagik ashot hakob ilham ramil rinat marat
tiit toomas jaan priit andrus jüri indrek margus urmas raivo jānis andris māris gatis edgars vytautas
mindaugas arūnas gediminas saulius kęstutis linas béla levente balázs miklós gyula dezső ákos bence
bolat kairat serik aidos yerzhan almas yerbol kanat talgat bakhytzhan rustam azamat ulugbek
suleiman sulaiman suleyman magomed akhmed idris mansour tamim irfan rafiq ilker alisher shavkat farhod artem
javad behnam arash omid navid farzad shahram kambiz bijan siamak afshin ramin payam pouya soheil vahid nima kaveh
ifeanyi hongwei xiaoping
maksim fyodor costas kostas konstantinos giorgos yiannis ioannis dimitris demetris panagiotis panayiotis
vasilis vassilis christos spyros evangelos theodoros alexandros michalis petros savvas charalambos kyriacos
kyriakos marios loucas antonis
sayed sayyed seyed seyyed syed jalal farouk farooq faruq
traian dumitru nicolae petru sergiu gheorghiță kees hendrik henk gerrit joop klaas sjaak teun wessel niek hidde
oddvar kjell torbjørn yevgeniy yuriy bronislav radoslav svetozar kaan ankit yasir hussain kareem tuan
valentyn yurii serhii andrii oleksii hryhorii vitalii ihor maksym kostiantyn myroslav ostap orest
rahim rahman adel amr waqas zubair junaid kashif sajid shoaib aamir abid aslam atif azhar babar ehsan faraz
fawad haroon ishaq khurram mansoor moin mudassar nadeem naeem nasir nauman noman obaid qasim rehan sarfraz
shahbaz shahzad shakeel sohail talha umair usama wasim zafar zahid anas ayman bandar fahd hatem jaber jasim
loay munir nawaf qusay raed tamer turki hasan mert kamil ayodele kelechi nikolaos vladan pramod jayesh yogesh
budi agus eko joko wahyu bambang slamet rizal
artur kiril anatoliy grigoriy vasiliy stepan timofei timofey eduard filipp gleb innokenty matvei matvey savva
sviatoslav yegor zakhar murad elchin emin ilgar orkhan rauf tural vugar aydin
urs ueli jürg juerg hansruedi gian flurin mattia nicolò
""")
WIDER_FEMALE = _words("""
raluca oana loredana anca camelia
aigul kadri kristiina liis triin maarja kersti ilze inese sanita aušra jurgita eglė agnė
ildikó judit ágnes anikó orsolya tünde zsófia krisztina
amélie chantal geneviève nadège océane ségolène sylvie hélène zoë chloé inès maría lucía
letizia lucrezia ornella raffaella ainhoa begoña inmaculada macarena montserrat nuria pilar rocío
agata bożena grażyna wiesława dinara gulnara zarina ayten gülşen meltem nurcan sevgi şule tuğba
yasemin dijana gordana jasmina mirjana nataša corina päivi riikka tuula amal hiba rasha samar
chioma zanele aliya dariga saule madina assel aizhan zhanna gulmira nazgul fatemeh zahra niloufar azadeh roya
neda merve ebru
katerina despina panagiota chrysanthi stavroula androulla niki foteini vasiliki kalliopi athina
mirela ionela lavinia mădălina sorina viorica georgiana luminița nicoleta otilia petronela violeta doina florica
rodica zinaida nataliya tetiana iryna ljiljana esra akinyi deepika lindiwe fenna hanan huong linh
valentyna liudmyla lyudmyla tetyana nataliia yevheniia viktoriia anastasiia svitlana larysa nadiia mariia
khrystyna solomiia myroslava raisa lyubov
asma laila reem eirini sangeeta siti putri dewi rina ratna
oleksandra anzhela evgenia inna milana taisia ulyana viktoria zoya albina arina faina kamila liana liliya milena
nelli nonna rimma roza sabina snezhana varvara zlata
farida farzana nasreen shabnam parveen rukhsana samina shazia sadia sobia uzma rabia amna hina mehwish sidra
mahnoor bushra faiza ghazala kausar naheed nargis nilufar lubna manal marwa nahla najwa nisreen ruba sahar salwa
samah suha wafa dalia ghada heba lamia nesrine fariba mahsa negin soraya tahmineh yasaman zohreh afsaneh golnar
""")
MALE = MALE | MORE_MALE | COMMON_MALE | CENSUS_MALE | INTL_MALE | WIDER_MALE
FEMALE = FEMALE | MORE_FEMALE | COMMON_FEMALE | CENSUS_FEMALE | INTL_FEMALE | WIDER_FEMALE


def _with_plain(names: frozenset[str]) -> frozenset[str]:
  """`names` and the plain-letter spelling of each accented one (`józsef` → `jozsef`)."""
  return names | {anyascii(n).casefold() for n in names if not n.isascii()}


MALE = _with_plain(MALE)
FEMALE = _with_plain(FEMALE)
FIRST_NAMES = MALE | FEMALE | NEUTRAL | INTL_NEUTRAL


def is_given(key: str) -> bool:
  """A given name, also when written with accents the list has without (`rubén`, `darío`, `sören`)."""
  return key in FIRST_NAMES or (not key.isascii() and _plain(key) in FIRST_NAMES)


@lru_cache(maxsize=4096)
def _plain(key: str) -> str:
  return str(anyascii(key)).casefold()  # (`str`: where anyascii's types are not installed, a mypyc build)
# Given names that are also common words or places: never a person on their own (`Will`, `May`).
WORD_NAMES = _words("""
will may june april august bill mark grace joy rose faith hope art guy pat ray dean frank rich gene
jan don sue bud chip chuck rob bob jade ivy ruby crystal amber dawn penny fern olive opal lily daisy
pearl misty sandy rusty cliff clay wade ward drew rod gil les mel sol del eve kay lee christian angel
jesus earl duke king prince major carol lance miles chase hunter mason carter nelson wilson lewis
morris gordon cameron jordan austin dallas sydney florence victoria charlotte georgia virginia chad
grant violet iris hazel heather holly summer autumn sterling pierce noel marshall stone young
""")
# Given names that follow the family name when a name is written family name first
# (`Lim Wei Jie`, `Tan Mei Ling`); and the syllables of Hong Kong's Cantonese spellings (`Chan
# Siu Ming`, `Wong Ka Yan`, `Cheung Tak Wing`) and of Singapore's Hokkien ones, not those that are
# common English words (`man`, `ho`, `on`, `tin`, `wan`, `bee`, `soon`)
ASIAN_GIVEN = _words("wei mei ling jie hui xin jun hao ming xiao ying jing lei yan kai na fang ping qiang gang tao "
                     "siu ka wai kit chi tak wing kwok hin yee fai kin lok yiu shing keung hung kwan chun yuk sze pui "
                     "mun tsz hoi fung wah kam shan suk yin sau shun yau chung chiu kei tai "
                     # (and the Hokkien and Teochew spellings of Singapore and Malaysia: `Tan Boon Huat`)
                     "boon huat keng kok seng chee hock beng kiat leong siew swee teck chye guan heng meng kheng "
                     "lian hwee geok choon")


def gender(first: str) -> str:
  """`m`, `f` or `` (unknown or either) for a case-folded first name."""
  m, f = first in MALE, first in FEMALE
  if m and not f:
    return "m"
  if f and not m:
    return "f"
  return ""


def caps_person(keys: list[str], last_given: bool = False) -> bool:
    """Whether a run of two or three words in capitals (their keys) is a person's name (up to five
    with `last_given`: `JOÃO PEDRO CARVALHO NETO, a Brazilian national`): a
    given name no common word spells (`DAVID KESSLER`, `MARIA DEL CARMEN`; not `MARK TWAIN
    PARK`'s `mark`, nor a firm's head or form last). With `last_given` (a word beside the run
    says it is a person) a given name a common word also spells counts (`MARK DELANEY, the
    defendant`), and so does a last word that is also a given name (`ROBERT CHEN`, `PETER
    JAMES`)."""
    return (2 <= len(keys) <= (5 if last_given else 3) and is_given(keys[0])
            and (last_given or keys[0] not in WORD_NAMES)
            and keys[-1] not in ORG_HEADS and keys[-1] not in LEGAL_SUFFIXES
            and (last_given or keys[-1] not in FIRST_NAMES)
            and all(len(k) >= 2 and k.replace("-", "").isalpha() for k in keys))
