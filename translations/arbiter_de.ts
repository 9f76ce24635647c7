<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AdjudicateCommand</name>
    <message>
        <location filename="../app/document/adjudicate_command.cpp" line="15"/>
        <source>Adjudicate %1</source>
        <translation>Auswertung %1</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <location filename="../core/analysis/goal.cpp" line="31"/>
        <source>&apos;%1&apos;: a goal is a kind and a province, e.g. &quot;take mun&quot;</source>
        <translation>„%1“: ein Ziel besteht aus einer Art und einer Provinz, z. B. „take mun“</translation>
    </message>
    <message>
        <location filename="../core/analysis/goal.cpp" line="48"/>
        <source>&apos;%1&apos;: unknown goal &apos;%2&apos; (take, hold, dislodge or keep)</source>
        <translation>„%1“: unbekanntes Ziel „%2“ (take, hold, dislodge oder keep)</translation>
    </message>
    <message>
        <location filename="../core/analysis/goal.cpp" line="55"/>
        <source>&apos;%1&apos;: the map has no province &apos;%2&apos;</source>
        <translation>„%1“: die Karte hat keine Provinz „%2“</translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="33"/>
        <source>the position is not a movement phase: only orders of a movement phase are analysed</source>
        <translation>die Stellung ist keine Bewegungsphase: nur Befehle einer Bewegungsphase werden analysiert</translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="36"/>
        <source>no power is on our side</source>
        <translation>keine Macht steht auf unserer Seite</translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="38"/>
        <source>no goal was given</source>
        <translation>kein Ziel angegeben</translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="41"/>
        <source>unknown power on our side</source>
        <translation>unbekannte Macht auf unserer Seite</translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="44"/>
        <source>%1 is on both sides</source>
        <translation>%1 steht auf beiden Seiten</translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="48"/>
        <source>unknown power on their side</source>
        <translation>unbekannte Macht auf der Gegenseite</translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="55"/>
        <source>our side has no units</source>
        <translation>unsere Seite hat keine Einheiten</translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="61"/>
        <source>their side has no units</source>
        <translation>die Gegenseite hat keine Einheiten</translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="65"/>
        <source>a goal names no province of the map</source>
        <translation>ein Ziel nennt keine Provinz der Karte</translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="70"/>
        <source>dislodge %1: no unit of their side stands there</source>
        <translation>dislodge %1: dort steht keine Einheit der Gegenseite</translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="80"/>
        <source>take %1: no unit of our side can reach %2</source>
        <translation>take %1: keine Einheit unserer Seite kann %2 erreichen</translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="83"/>
        <source>keep %1: no unit of our side stands there</source>
        <translation>keep %1: dort steht keine Einheit unserer Seite</translation>
    </message>
</context>
<context>
    <name>AnalysisText</name>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="22"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="22"/>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="73"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="40"/>
        <source>take %1</source>
        <translation>%1 einnehmen</translation>
    </message>
    <message>
        <source>keep their units out of %1</source>
        <translation type="vanished">ihre Einheiten aus %1 fernhalten</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="46"/>
        <source>dislodge the unit in %1</source>
        <translation>die Einheit in %1 vertreiben</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="48"/>
        <source>keep the unit in %1</source>
        <translation>die Einheit in %1 halten</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="73"/>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="109"/>
        <source>%1&apos;s %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="75"/>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="122"/>
        <source>the order sets being too many to try one by one</source>
        <translation>da die Befehlssätze zu viele sind, um sie einzeln zu prüfen</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="123"/>
        <source>the search having been stopped before it settled the question</source>
        <translation>da die Suche angehalten wurde, bevor sie die Frage entschied</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="124"/>
        <source>Not guaranteed: %1 cannot %2. Only %3 can move or support into %4, so no move there can have a strength above %L5; and %6, whatever %1 orders. Shown by counting strengths, %7; the best attempt was not searched.</source>
        <translation>Nicht garantiert: Für %1 ist „%2“ nicht zu erzwingen. Nur %3 können nach %4 ziehen oder dorthin unterstützen, also kann kein Zug dorthin eine Stärke über %L5 haben; und %6, was %1 auch befiehlt. Durch Zählen der Stärken gezeigt, %7; der beste Versuch wurde nicht gesucht.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="140"/>
        <source>Guaranteed: %1 can %2 against every defence of %3: %4 (%L5 defences tried).</source>
        <translation>Garantiert: Für %1 ist „%2“ gegen jede Verteidigung von %3 zu erzwingen: %4 (%L5 Verteidigungen versucht).</translation>
    </message>
    <message>
        <source>Not guaranteed: %1 cannot %2: each of the %L3 attacks is beaten by some defence of %4.</source>
        <translation type="vanished">Nicht garantiert: Für %1 ist „%2“ nicht zu erzwingen: Jeder der %L3 Angriffe scheitert an einer Verteidigung von %4.</translation>
    </message>
    <message>
        <source>Not guaranteed: %1 cannot %2: %3 holds against every attack (%L4 tried).</source>
        <translation type="vanished">Nicht garantiert: Für %1 ist „%2“ nicht zu erzwingen: %3 hält jedem Angriff stand (%L4 versucht).</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="43"/>
        <source>keep the other side&apos;s units out of %1</source>
        <translation>die Einheiten der Gegenseite aus %1 fernhalten</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="44"/>
        <source>keep the units of %1 out of %2</source>
        <translation>die Einheiten von %1 aus %2 fernhalten</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="116"/>
        <source>the unit in %1 holds with at least %L2 by itself</source>
        <translation>die Einheit in %1 hält allein mit mindestens %L2</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="117"/>
        <source>with %1 the unit in %2 holds with at least %L3</source>
        <translation>mit %1 hält die Einheit in %2 mit mindestens %L3</translation>
    </message>
    <message>
        <source>Not guaranteed: no move of %1 into %2 can have a strength above %L3, and %4, whatever %1 orders. Shown by counting strengths, without trying the order sets one by one (too many for the search, or it was stopped); the best attempt was not searched.</source>
        <translation type="vanished">Nicht garantiert: Kein Zug von %1 nach %2 kann eine Stärke über %L3 haben, und %4, was %1 auch befiehlt. Durch Zählen der Stärken gezeigt, ohne die Befehlssätze einzeln zu prüfen (zu viele für die Suche, oder sie wurde angehalten); der beste Versuch wurde nicht gesucht.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="148"/>
        <source>Cancelled: %L1 of %L2 order sets of %3 settled against the %L4 of %5; before the cancel, %6 was found to %7 against every one of them.</source>
        <translation>Abgebrochen: %L1 von %L2 Befehlssätzen von %3 gegen die %L4 von %5 entschieden; vor dem Abbruch wurde gefunden, dass %6 „%7“ gegen jeden davon erzwingt.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="150"/>
        <source>Limit reached: %L1 of %L2 order sets of %3 settled against the %L4 of %5; before the limit, %6 was found to %7 against every one of them.</source>
        <translation>Grenze erreicht: %L1 von %L2 Befehlssätzen von %3 gegen die %L4 von %5 entschieden; vor der Grenze wurde gefunden, dass %6 „%7“ gegen jeden davon erzwingt.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="158"/>
        <source>So the goals are guaranteed, but the search was cut short: guaranteeing order sets found: %L1 of the %L2 settled; %L3 were not searched, and a simpler one than that shown may be among them.</source>
        <translation>Die Ziele sind also garantiert, aber die Suche wurde vorzeitig beendet: gefundene garantierende Befehlssätze: %L1 der %L2 entschiedenen; %L3 wurden nicht durchsucht, und ein einfacherer als der gezeigte kann darunter sein.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="170"/>
        <source>Not guaranteed: %1 cannot %2: each of the %L3 order sets of %1 is beaten by some order set of %4.</source>
        <translation>Nicht garantiert: Für %1 ist „%2“ nicht zu erzwingen: Jeder der %L3 Befehlssätze von %1 scheitert an einem Befehlssatz von %4.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="175"/>
        <source>Not guaranteed: %1 cannot %2: %3 holds against every order set of %1 (%L4 tried).</source>
        <translation>Nicht garantiert: Für %1 ist „%2“ nicht zu erzwingen: %3 hält jedem Befehlssatz von %1 stand (%L4 versucht).</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="183"/>
        <source>The best attempt succeeds against %L1 of %L2 defences; at least one other order set of %3 succeeds against as many (shown: one with the fewest orders other than holds). The refutation below beats it.</source>
        <translation>Der beste Versuch gelingt gegen %L1 von %L2 Verteidigungen; mindestens ein anderer Befehlssatz von %3 gelingt gegen ebenso viele (gezeigt: einer mit den wenigsten Befehlen außer Halten). Die Widerlegung unten schlägt ihn.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="191"/>
        <source>The best attempt succeeds against %L1 of %L2 defences; the refutation below beats it.</source>
        <translation>Der beste Versuch gelingt gegen %L1 von %L2 Verteidigungen; die Widerlegung unten schlägt ihn.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="193"/>
        <source>The best attempt found before the search was cancelled succeeds against %L1 of %L2 defences; the refutation below beats it.</source>
        <translation>Der beste Versuch, der vor dem Abbruch der Suche gefunden wurde, gelingt gegen %L1 von %L2 Verteidigungen; die Widerlegung unten schlägt ihn.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="195"/>
        <source>The best attempt found succeeds against %L1 of %L2 defences (limit reached); the refutation below beats it.</source>
        <translation>Der beste gefundene Versuch gelingt gegen %L1 von %L2 Verteidigungen (Grenze erreicht); die Widerlegung unten schlägt ihn.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="204"/>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="204"/>
        <source>Not decided</source>
        <translation>Nicht entschieden</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="206"/>
        <source>Cancelled before the order sets of both sides were listed.</source>
        <translation>Abgebrochen, bevor die Befehlssätze beider Seiten aufgezählt waren.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="208"/>
        <source>%1: the order sets of a side could not all be listed before the search stopped (a side may have at most %L2).</source>
        <translation>%1: Die Befehlssätze einer Seite konnten nicht alle aufgezählt werden, bevor die Suche endete (eine Seite darf höchstens %L2 haben).</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="213"/>
        <source>%1: %L2 of %L3 order sets of %4 settled against the %L5 of %6.</source>
        <translation>%1: %L2 von %L3 Befehlssätzen von %4 gegen die %L5 von %6 entschieden.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../app/document/autosave.cpp" line="226"/>
        <source>not a recovery file</source>
        <translation>keine Wiederherstellungsdatei</translation>
    </message>
</context>
<context>
    <name>BranchCommand</name>
    <message>
        <location filename="../app/document/branch_command.cpp" line="17"/>
        <location filename="../app/document/game_document.cpp" line="330"/>
        <source>Play from %1</source>
        <translation>Ab %1 weiterspielen</translation>
    </message>
</context>
<context>
    <name>ChangeRulesCommand</name>
    <message>
        <location filename="../app/document/change_rules_command.cpp" line="13"/>
        <source>Change rules</source>
        <translation>Regeln ändern</translation>
    </message>
</context>
<context>
    <name>ClearOrdersCommand</name>
    <message>
        <location filename="../app/document/clear_orders_command.cpp" line="16"/>
        <source>Clear all orders</source>
        <translation>Alle Befehle löschen</translation>
    </message>
    <message>
        <location filename="../app/document/clear_orders_command.cpp" line="17"/>
        <source>Clear the orders of %1</source>
        <translation>Befehle von %1 löschen</translation>
    </message>
</context>
<context>
    <name>DatcCaseRunner</name>
    <message>
        <location filename="../core/record/datc_case_runner.cpp" line="152"/>
        <source>expected unit %1, got none</source>
        <translation>Einheit %1 erwartet, aber nicht vorhanden</translation>
    </message>
    <message>
        <location filename="../core/record/datc_case_runner.cpp" line="153"/>
        <source>unexpected unit %1</source>
        <translation>unerwartete Einheit %1</translation>
    </message>
    <message>
        <location filename="../core/record/datc_case_runner.cpp" line="156"/>
        <source>expected dislodged unit %1, got none</source>
        <translation>vertriebene Einheit %1 erwartet, aber nicht vorhanden</translation>
    </message>
    <message>
        <location filename="../core/record/datc_case_runner.cpp" line="157"/>
        <source>unexpected dislodged unit %1</source>
        <translation>unerwartet vertriebene Einheit %1</translation>
    </message>
</context>
<context>
    <name>DatcGame</name>
    <message>
        <location filename="../core/record/datc_game.cpp" line="34"/>
        <source>The case %1 cannot be read:
%2</source>
        <translation>Der Fall %1 kann nicht gelesen werden:
%2</translation>
    </message>
    <message>
        <location filename="../core/record/datc_game.cpp" line="48"/>
        <source>DATC %1</source>
        <translation>DATC %1</translation>
    </message>
    <message>
        <location filename="../core/record/datc_game.cpp" line="64"/>
        <source>%1 holds no test case that can be read.</source>
        <translation>%1 enthält keinen lesbaren Testfall.</translation>
    </message>
    <message>
        <location filename="../core/record/datc_game.cpp" line="66"/>
        <source>%1 has no case named %2.</source>
        <translation>%1 hat keinen Fall namens %2.</translation>
    </message>
</context>
<context>
    <name>DatcReader</name>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="94"/>
        <source>lesson &apos;%1&apos; has no POSTSTATE: the outcome is the judge&apos;s</source>
        <translation>Lektion „%1“ hat kein POSTSTATE: das Ergebnis ist das des Schiedsrichters</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="98"/>
        <source>lesson &apos;%1&apos;: the judge does not give the outcome written (%2); the judge&apos;s is shown</source>
        <translation>Lektion „%1“: der Schiedsrichter kommt nicht zum angegebenen Ergebnis (%2); seines wird gezeigt</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="144"/>
        <source>%1: holds no CASE</source>
        <translation>%1: enthält keinen CASE</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="173"/>
        <source>%1: cannot open: %2</source>
        <translation>%1: kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="180"/>
        <source>%1: not a text file</source>
        <translation>%1: keine Textdatei</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="212"/>
        <source>&apos;%1&apos; outside a case</source>
        <translation>„%1“ außerhalb eines Falls</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="213"/>
        <source>&apos;%1&apos; and the lines after it, to line %2, outside a case</source>
        <translation>„%1“ und die Zeilen danach bis Zeile %2 außerhalb eines Falls</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="232"/>
        <source>unknown unit type &apos;%1&apos; (A for an army, F for a fleet)</source>
        <translation>unbekannte Einheitenart „%1“ (A für eine Armee, F für eine Flotte)</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="236"/>
        <source>expected &apos;Power: A|F place&apos;</source>
        <translation>erwartet: „Macht: A|F Ort“</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="248"/>
        <source>an army cannot stand on &apos;%1&apos;</source>
        <translation>eine Armee kann nicht auf „%1“ stehen</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="249"/>
        <source>a fleet cannot stand on &apos;%1&apos;</source>
        <translation>eine Flotte kann nicht auf „%1“ stehen</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="270"/>
        <source>COLLECTION names the file&apos;s lessons, before the first CASE</source>
        <translation>COLLECTION benennt die Lektionen der Datei, vor dem ersten CASE</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="287"/>
        <source>CASE before END of case &apos;%1&apos;</source>
        <translation>CASE vor dem END des Falls „%1“</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="302"/>
        <source>%1 outside a case (it belongs between CASE and END)</source>
        <translation>%1 außerhalb eines Falls (es gehört zwischen CASE und END)</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="314"/>
        <source>%1 without text</source>
        <translation>%1 ohne Text</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="326"/>
        <source>a case has one TITLE</source>
        <translation>ein Fall hat nur einen TITLE</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="347"/>
        <source>case &apos;%1&apos; has no POSTSTATE</source>
        <translation>Fall „%1“ hat kein POSTSTATE</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="351"/>
        <source>the retreats of case &apos;%1&apos; have no POSTSTATE</source>
        <translation>die Rückzüge des Falls „%1“ haben kein POSTSTATE</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="356"/>
        <source>RETREAT_ORDERS must follow a movement phase</source>
        <translation>RETREAT_ORDERS muss auf eine Bewegungsphase folgen</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="363"/>
        <source>cannot read phase &apos;%1&apos;</source>
        <translation>Phase „%1“ ist nicht lesbar</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="394"/>
        <source>a retreat phase dislodges no unit</source>
        <translation>eine Rückzugsphase vertreibt keine Einheit</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="397"/>
        <source>a case has one RETREAT_ORDERS section</source>
        <translation>ein Fall hat nur einen Abschnitt RETREAT_ORDERS</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="402"/>
        <source>RETREAT_ORDERS must follow the movement&apos;s POSTSTATE</source>
        <translation>RETREAT_ORDERS muss auf das POSTSTATE der Bewegung folgen</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="419"/>
        <source>unexpected text after %1</source>
        <translation>unerwarteter Text nach %1</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="424"/>
        <source>unknown keyword &apos;%1&apos;</source>
        <translation>unbekanntes Schlüsselwort „%1“</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="430"/>
        <source>expected &apos;Power: place&apos;</source>
        <translation>erwartet: „Macht: Ort“</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="433"/>
        <source>&apos;%1&apos; is not a supply centre</source>
        <translation>„%1“ ist kein Versorgungszentrum</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="466"/>
        <source>a result must start with SUCCESS: or FAILURE:</source>
        <translation>ein Ergebnis muss mit SUCCESS: oder FAILURE: beginnen</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="471"/>
        <source>an expected result must start with SUCCESS:, FAILURE:, INVALID:, CUT: or DISLODGED:</source>
        <translation>ein erwartetes Ergebnis muss mit SUCCESS:, FAILURE:, INVALID:, CUT: oder DISLODGED: beginnen</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="486"/>
        <source>the order names no power</source>
        <translation>der Befehl nennt keine Macht</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="502"/>
        <source>case &apos;%1&apos; has no END</source>
        <translation>Fall „%1“ hat kein END</translation>
    </message>
</context>
<context>
    <name>DocumentPadGame</name>
    <message>
        <location filename="../app/ui/pads/document_pad_game.cpp" line="31"/>
        <source>Orders from %1&apos;s phone</source>
        <extracomment>the undo step of orders a player sent from their phone: &quot;Orders from France&apos;s phone&quot;</extracomment>
        <translation>Befehle vom Handy von %1</translation>
    </message>
</context>
<context>
    <name>DrawDescription</name>
    <message>
        <location filename="../app/document/draw_description.cpp" line="34"/>
        <source>SET NODRAW</source>
        <translation>SET NODRAW</translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="36"/>
        <source>SET DRAW %1</source>
        <translation>SET DRAW %1</translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="38"/>
        <source>SET DRAW</source>
        <translation>SET DRAW</translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="47"/>
        <source>won by %1</source>
        <translation>gewonnen von %1</translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="51"/>
        <source>conceded to %1</source>
        <translation>Aufgabe zugunsten von %1</translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="53"/>
        <source>drawn: %1</source>
        <translation>Remis: %1</translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="56"/>
        <source>ended with %1 on the board</source>
        <translation>beendet mit %1 auf dem Brett</translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="67"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="71"/>
        <source>No draw has passed; the game goes on.</source>
        <translation>Kein Remis ist angenommen; das Spiel geht weiter.</translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="73"/>
        <source>%1 wins the game.</source>
        <translation>%1 gewinnt das Spiel.</translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="76"/>
        <source>The game is conceded to %1.</source>
        <translation>Das Spiel wird zugunsten von %1 aufgegeben.</translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="77"/>
        <source>The game is drawn between %1.</source>
        <translation>Das Spiel endet remis zwischen %1.</translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="79"/>
        <source>The game has ended with %1 on the board.</source>
        <translation>Das Spiel endet mit %1 auf dem Brett.</translation>
    </message>
</context>
<context>
    <name>Explanation</name>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="24"/>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="32"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="40"/>
        <source>attack %1</source>
        <translation>Angriffsstärke %1</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="42"/>
        <source>hold %1</source>
        <translation>Haltestärke %1</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="44"/>
        <source>defend %1</source>
        <translation>Verteidigungsstärke %1</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="46"/>
        <source>prevent %1</source>
        <translation>Verhinderungsstärke %1</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="58"/>
        <source>it moved away</source>
        <translation>sie ist weggezogen</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="60"/>
        <source>its move failed, so it holds alone</source>
        <translation>ihr Zug scheiterte, also hält sie allein</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="62"/>
        <source>no convoy route</source>
        <translation>kein Konvoiweg</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="64"/>
        <source>a unit of its own power is there</source>
        <translation>dort steht eine Einheit der eigenen Macht</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="66"/>
        <source>it lost its head-to-head battle</source>
        <translation>sie hat ihren Frontalkampf verloren</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="68"/>
        <source>dislodged by a unit from where it was going, 4.A.7</source>
        <translation>vertrieben von einer Einheit aus ihrem Zielort, 4.A.7</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="78"/>
        <source>rule %1 %2: %3</source>
        <translation>Regel %1 %2: %3</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="91"/>
        <source>%1, cut by %2</source>
        <translation>%1, unterbrochen durch %2</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="92"/>
        <source>%1, cut</source>
        <translation>%1, unterbrochen</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="94"/>
        <source>%1, dislodged by %2</source>
        <translation>%1, vertrieben durch %2</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="96"/>
        <source>%1, of the power attacked</source>
        <translation>%1, von der angegriffenen Macht</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="98"/>
        <source>%1, void: the supported unit was ordered otherwise</source>
        <translation>%1, ungültig: die unterstützte Einheit hat einen anderen Befehl</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="102"/>
        <source>%1, illegal: %2</source>
        <translation>%1, ungültig: %2</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="128"/>
        <source>%1 of %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="137"/>
        <source>%1; against %2</source>
        <translation>%1; gegen %2</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="141"/>
        <source>A head-to-head battle with %1: it defends with its own strength, not its hold (5.B.6).</source>
        <translation>Ein Frontalkampf mit %1: Sie verteidigt sich mit ihrer eigenen Stärke, nicht mit ihrer Haltestärke (5.B.6).</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="147"/>
        <source>It went over land: no convoy route carried it (4.A.3).</source>
        <translation>Sie zog über Land: Kein Konvoiweg trug sie (4.A.3).</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="154"/>
        <source>No fleet was ordered to convoy it.</source>
        <translation>Keine Flotte hatte den Befehl, sie zu befördern.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="156"/>
        <source>Convoyed by %1.</source>
        <translation>Befördert von %1.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="159"/>
        <source>The convoy route was broken: %1 was dislodged by %2.</source>
        <translation>Der Konvoiweg wurde unterbrochen: %1 wurde von %2 vertrieben.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="163"/>
        <source>The convoy route was broken: %1 was held by the paradox rule.</source>
        <translation>Der Konvoiweg wurde unterbrochen: %1 wurde durch die Paradoxon-Regel festgehalten.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="168"/>
        <source>The fleets ordered to convoy it (%1) form no route.</source>
        <translation>Die Flotten mit dem Befehl, sie zu befördern (%1), bilden keinen Weg.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="175"/>
        <source>A unit cannot dislodge a unit of its own power (6.D.10), so the attack counts nothing.</source>
        <translation>Eine Einheit kann keine Einheit der eigenen Macht vertreiben (6.D.10), daher zählt der Angriff nichts.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="179"/>
        <source>Moved: the attack (%1) is stronger than everything against it.</source>
        <translation>Gezogen: Der Angriff (%1) ist stärker als alles, was gegen ihn steht.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="184"/>
        <source>Failed: even at its full strength (%1), not counted against a unit of its own power (6.D.10), the attack is not stronger than the %2.</source>
        <translation>Gescheitert: Selbst mit seiner vollen Stärke (%1), die gegen eine Einheit der eigenen Macht nicht zählt (6.D.10), ist der Angriff nicht stärker als die %2.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="190"/>
        <source>Failed: the attack (%1) is not stronger than the %2.</source>
        <translation>Gescheitert: Der Angriff (%1) ist nicht stärker als die %2.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="195"/>
        <source>A standoff: %1 stays empty and takes no retreats.</source>
        <translation>Ein Patt: Die Provinz %1 bleibt leer und nimmt keine Rückzüge auf.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="199"/>
        <source>Circular movement: the moves of a ring succeed together (5.C).</source>
        <translation>Ringtausch: Die Züge eines Rings gelingen gemeinsam (5.C).</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="202"/>
        <location filename="../core/text/explanation_text.cpp" line="286"/>
        <source>A convoy paradox, settled by %1</source>
        <translation>Ein Konvoi-Paradoxon, entschieden nach %1</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="210"/>
        <source>%1 cuts it.</source>
        <translation>%1 unterbricht sie.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="212"/>
        <source>%1 does not cut it: a unit does not cut its own power&apos;s support.</source>
        <translation>%1 unterbricht sie nicht: Eine Einheit unterbricht nicht die Unterstützung der eigenen Macht.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="215"/>
        <source>%1 does not cut it: it attacks from the province the support is aimed at and did not dislodge the supporter (6.D.15).</source>
        <translation>%1 unterbricht sie nicht: Sie greift aus der Provinz an, auf die die Unterstützung zielt, und hat die unterstützende Einheit nicht vertrieben (6.D.15).</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="219"/>
        <source>%1 does not cut it: the paradox rule keeps this convoyed attack from cutting.</source>
        <translation>%1 unterbricht sie nicht: Die Paradoxon-Regel verhindert, dass dieser Konvoiangriff unterbricht.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="222"/>
        <source>%1 does not cut it: its convoy route failed.</source>
        <translation>%1 unterbricht sie nicht: Ihr Konvoiweg ist gescheitert.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="234"/>
        <source>Support given to %1 moving to %2.</source>
        <translation>Unterstützung für %1 beim Zug mit dem Ziel %2.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="236"/>
        <source>Support given to %1 holding.</source>
        <translation>Unterstützung für %1 beim Halten.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="240"/>
        <source>Support cut by %1.</source>
        <translation>Unterstützung unterbrochen durch %1.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="244"/>
        <source>Support cut: the supporting unit was dislodged by %1.</source>
        <translation>Unterstützung unterbrochen: Die unterstützende Einheit wurde von %1 vertrieben.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="265"/>
        <source>Part of the route that carried %1.</source>
        <translation>Teil des Weges, der %1 beförderte.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="268"/>
        <source>Disrupted: the fleet was dislodged by %1 and convoys nothing.</source>
        <translation>Gestört: Die Flotte wurde von %1 vertrieben und befördert nichts.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="273"/>
        <source>The fleet convoys nothing: the paradox rule held it.</source>
        <translation>Die Flotte befördert nichts: Die Paradoxon-Regel hielt sie fest.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="277"/>
        <source>The fleet held, but the route of %1 was broken elsewhere.</source>
        <translation>Die Flotte hielt, aber der Weg von %1 wurde anderswo unterbrochen.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="282"/>
        <source>Not used: %1 did not go by convoy.</source>
        <translation>Nicht genutzt: %1 zog nicht per Konvoi.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="296"/>
        <source>%1; nothing attacked it</source>
        <translation>%1; nichts griff sie an</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="303"/>
        <source>%1; attacked by %2</source>
        <translation>%1; angegriffen von %2</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="309"/>
        <source>Dislodged by %1: its attack (%2) beats the hold (%3).</source>
        <translation>Vertrieben von %1: Ihr Angriff (%2) schlägt die Haltestärke (%3).</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="318"/>
        <source>Not dislodged: %1 attacks stronger than its hold stopped each other, a beleaguered garrison.</source>
        <translation>Nicht vertrieben: %1 Angriffe, stärker als ihre Haltestärke, haben sich gegenseitig aufgehalten – eine belagerte Garnison.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="323"/>
        <source>Not dislodged: no attack on it succeeded.</source>
        <translation>Nicht vertrieben: Kein Angriff auf sie war erfolgreich.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="358"/>
        <source>%1: %2 is empty</source>
        <translation>%1: die Provinz %2 ist leer</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="373"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="374"/>
        <source>%1: %2 with support from %3</source>
        <translation>%1: %2 mit Unterstützung von %3</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="378"/>
        <source> (%1: support from %2 does not help)</source>
        <translation> (%1: Unterstützung von %2 hilft nicht)</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="380"/>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="382"/>
        <source> (not counted: %1)</source>
        <translation> (nicht gezählt: %1)</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="392"/>
        <source>Ignored: %1.</source>
        <translation>Ignoriert: %1.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="418"/>
        <source>It had nowhere to retreat to.</source>
        <translation>Sie konnte sich nirgendwohin zurückziehen.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="420"/>
        <source>It could retreat to %1.</source>
        <translation>Mögliche Rückzugsziele: %1.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="426"/>
        <source>Bounced with %1: retreats to the same province all fail, and the units are disbanded (6.H.8).</source>
        <translation>Abgeprallt mit %1: Rückzüge in dieselbe Provinz scheitern alle, und die Einheiten werden aufgelöst (6.H.8).</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="436"/>
        <source>The power was owed %1 build(s).</source>
        <translation>Der Macht standen %1 Bau(ten) zu.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="438"/>
        <source>The power had to remove %1 unit(s).</source>
        <translation>Die Macht musste %1 Einheit(en) auflösen.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="441"/>
        <source>The power had nothing to adjust.</source>
        <translation>Die Macht hatte nichts anzupassen.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="444"/>
        <source>No home centre of the power was owned and empty.</source>
        <translation>Kein Heimatzentrum der Macht war in ihrem Besitz und frei.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="446"/>
        <source>Home centres open for a build: %1.</source>
        <translation>Für einen Bau freie Heimatzentren: %1.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="464"/>
        <source>%1 was disbanded: it had nowhere to retreat to.</source>
        <translation>%1 wurde aufgelöst: Sie konnte sich nirgendwohin zurückziehen.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="468"/>
        <source>%1 was disbanded: no retreat was ordered, though it could have gone to %2.</source>
        <translation>%1 wurde aufgelöst: Kein Rückzug wurde befohlen, obwohl es Rückzugsziele gab: %2.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="474"/>
        <source>%1 was removed in civil disorder: the power had to remove %2 unit(s) and did not order them all; the unit was chosen by %3</source>
        <translation>%1 wurde wegen Anarchie aufgelöst: Die Macht musste %2 Einheit(en) auflösen und hat nicht alle befohlen; die Einheit wurde bestimmt nach %3</translation>
    </message>
</context>
<context>
    <name>GameEndCommand</name>
    <message>
        <location filename="../app/document/game_end_command.cpp" line="12"/>
        <source>Resume the game</source>
        <translation>Spiel fortsetzen</translation>
    </message>
    <message>
        <location filename="../app/document/game_end_command.cpp" line="13"/>
        <source>End the game</source>
        <translation>Spiel beenden</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="524"/>
        <source>unit &apos;%1&apos; is not &apos;power A|F place&apos;</source>
        <translation>Einheit „%1“ hat nicht die Form „Macht A|F Ort“</translation>
    </message>
    <message>
        <source>unit &apos;%1&apos; is not valid on this map</source>
        <translation type="vanished">Einheit „%1“ ist auf dieser Karte nicht gültig</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="130"/>
        <location filename="../core/record/game_file_reader.cpp" line="271"/>
        <location filename="../core/record/game_file_reader.cpp" line="314"/>
        <source>unknown power &apos;%1&apos;</source>
        <translation>unbekannte Macht „%1“</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="144"/>
        <source>phase &apos;%1&apos; is not valid</source>
        <translation>Phase „%1“ ist nicht gültig</translation>
    </message>
    <message>
        <source>two units in &apos;%1&apos;</source>
        <translation type="vanished">zwei Einheiten in „%1“</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="172"/>
        <location filename="../core/record/game_file_reader.cpp" line="193"/>
        <source>unknown province &apos;%1&apos;</source>
        <translation>unbekannte Provinz „%1“</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="183"/>
        <source>owner entry &apos;%1: %2&apos; is not valid</source>
        <translation>Besitzereintrag „%1: %2“ ist nicht gültig</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="289"/>
        <source>an object is expected here</source>
        <translation>hier wird ein Objekt erwartet</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="379"/>
        <source>the phase clock&apos;s times are missing or negative</source>
        <translation>die Zeiten der Phasenuhr fehlen oder sind negativ</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="527"/>
        <source>unit &apos;%1&apos;: unknown power &apos;%2&apos;</source>
        <translation>Einheit „%1“: unbekannte Macht „%2“</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="530"/>
        <source>unit &apos;%1&apos;: &apos;%2&apos; is neither A (army) nor F (fleet)</source>
        <translation>Einheit „%1“: „%2“ ist weder A (Armee) noch F (Flotte)</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="538"/>
        <source>unit &apos;%1&apos;: unknown place &apos;%2&apos;</source>
        <translation>Einheit „%1“: unbekannter Ort „%2“</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="540"/>
        <source>unit &apos;%1&apos;: %2 has no coast &apos;%3&apos;</source>
        <translation>Einheit „%1“: %2 hat keine Küste „%3“</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="548"/>
        <source>an army cannot stand in %1 (sea)</source>
        <translation>eine Armee kann nicht in %1 stehen (Meer)</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="550"/>
        <source>an army stands in %1, not on one of its coasts</source>
        <translation>eine Armee steht in %1, nicht an einer seiner Küsten</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="553"/>
        <source>a fleet cannot stand in %1 (inland)</source>
        <translation>eine Flotte kann nicht in %1 stehen (Binnenland)</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="557"/>
        <source>a fleet in %1 needs its coast (%2)</source>
        <translation>eine Flotte in %1 braucht ihre Küste (%2)</translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="30"/>
        <source>unit %1</source>
        <translation>Einheit %1</translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="50"/>
        <source>the next phase is %1, but the orders lead to %2</source>
        <translation>die nächste Phase ist %1, aber die Befehle führen zu %2</translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="57"/>
        <source>it has the unit &apos;%1&apos;, which the orders do not give</source>
        <translation>sie hat die Einheit „%1“, die sich aus den Befehlen nicht ergibt</translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="63"/>
        <source>it lacks the unit &apos;%1&apos;, which the orders give</source>
        <translation>ihr fehlt die Einheit „%1“, die sich aus den Befehlen ergibt</translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="67"/>
        <source>its dislodged units are not the ones the orders give</source>
        <translation>ihre vertriebenen Einheiten sind nicht die, die sich aus den Befehlen ergeben</translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="70"/>
        <source>its supply-centre owners are not the ones the orders give</source>
        <translation>die Besitzer ihrer Versorgungszentren sind nicht die, die sich aus den Befehlen ergeben</translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="72"/>
        <source>its standoffs are not the ones the orders give</source>
        <translation>ihre Patts sind nicht die, die sich aus den Befehlen ergeben</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="352"/>
        <source>the parent is missing or not valid</source>
        <translation>die übergeordnete Phase fehlt oder ist ungültig</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="353"/>
        <source>its parent is not an earlier phase</source>
        <translation>ihre übergeordnete Phase ist keine frühere Phase</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="397"/>
        <source>order &apos;%1&apos; cannot be read: %2</source>
        <translation>Befehl „%1“ kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="437"/>
        <source>%1, the position after it</source>
        <translation>%1, die Stellung danach</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="256"/>
        <location filename="../core/record/import/import_report.cpp" line="119"/>
        <source>there is no phase %1 (the file has %2, counted from 0)</source>
        <translation>es gibt keine Phase %1 (die Datei hat %2, ab 0 gezählt)</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="300"/>
        <source>the map &apos;%1&apos; has no start variant &apos;%2&apos;</source>
        <translation>die Karte „%1“ hat keine Startvariante „%2“</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_problem.cpp" line="22"/>
        <source>phase %1 (%2)</source>
        <translation>Phase %1 (%2)</translation>
    </message>
    <message>
        <source>: the position does not follow from the phase before it: </source>
        <translation type="vanished">: Die Stellung folgt nicht aus der Phase davor: </translation>
    </message>
    <message>
        <source>: the file says %1, but the order adjudicates as %2</source>
        <translation type="vanished">: Die Datei sagt %1, aber der Befehl wird als %2 ausgewertet</translation>
    </message>
    <message>
        <source>: the result of %1 names unit %2 (by %3), but the order is for unit %4 (by %5)</source>
        <translation type="vanished">: Das Ergebnis von %1 nennt Einheit %2 (durch %3), aber der Befehl gilt Einheit %4 (durch %5)</translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="116"/>
        <location filename="../core/record/record_verifier.cpp" line="118"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>: the file records the change &apos;%1&apos;, but the phase gives &apos;%2&apos;</source>
        <translation type="vanished">: Die Datei verzeichnet die Änderung „%1“, aber die Phase ergibt „%2“</translation>
    </message>
    <message>
        <source>: the position after it is not what its orders give: </source>
        <translation type="vanished">: Die Stellung danach ist nicht die, die sich aus ihren Befehlen ergibt: </translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="78"/>
        <source>this is not an Arbiter game file</source>
        <translation>dies ist keine Arbiter-Spieldatei</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_problem.cpp" line="13"/>
        <location filename="../core/record/game_file_reader.cpp" line="63"/>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="156"/>
        <source>two units in %1</source>
        <translation>zwei Einheiten in %1</translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="151"/>
        <source>the position does not follow from the phase before it: </source>
        <translation>die Stellung folgt nicht aus der Phase davor: </translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="89"/>
        <source>the file says %1, but the order adjudicates as %2</source>
        <translation>die Datei sagt %1, aber der Befehl wird als %2 ausgewertet</translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="93"/>
        <source>the result of %1 names unit %2 (by %3), but the order is for unit %4 (by %5)</source>
        <translation>das Ergebnis von %1 nennt Einheit %2 (durch %3), aber der Befehl gilt Einheit %4 (durch %5)</translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="121"/>
        <source>the file records the change &apos;%1&apos;, but the phase gives &apos;%2&apos;</source>
        <translation>die Datei verzeichnet die Änderung „%1“, aber die Phase ergibt „%2“</translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="133"/>
        <source>the position after it is not what its orders give: </source>
        <translation>die Stellung danach ist nicht das, was ihre Befehle ergeben: </translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="53"/>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="55"/>
        <source>this is not an Arbiter game file: it is not JSON text (line %1)</source>
        <translation>dies ist keine Arbiter-Partiedatei: sie ist kein JSON-Text (Zeile %1)</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="62"/>
        <source>%1 at &apos;%2&apos;</source>
        <translation>%1 bei „%2“</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="89"/>
        <source>the file was written by a newer Arbiter (format version %1; this one reads up to %2)</source>
        <translation>die Datei wurde von einem neueren Arbiter geschrieben (Formatversion %1; dieser liest bis %2)</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="97"/>
        <source>the file has no valid format version</source>
        <translation>die Datei hat keine gültige Formatversion</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="591"/>
        <source>map: the game is played on the map &apos;%1&apos;, not on &apos;%2&apos;</source>
        <translation>map: Das Spiel wird auf der Karte „%1“ gespielt, nicht auf „%2“</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="217"/>
        <source>%1 is not a year</source>
        <translation>%1 ist kein Jahr</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="224"/>
        <source>unknown scoring system &apos;%1&apos;</source>
        <translation>unbekanntes Wertungssystem „%1“</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="336"/>
        <source>a time is negative</source>
        <translation>eine Zeit ist negativ</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="237"/>
        <source>the game has no phases</source>
        <translation>das Spiel hat keine Phasen</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_problem.cpp" line="21"/>
        <source>phase %1</source>
        <translation>Phase %1</translation>
    </message>
    <message>
        <source>parent %1 is not an earlier phase</source>
        <translation type="vanished">Vorgänger %1 ist keine frühere Phase</translation>
    </message>
    <message>
        <source>order &apos;%1&apos; cannot be read</source>
        <translation type="vanished">Befehl „%1“ ist nicht lesbar</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="415"/>
        <source>a draw vote names an unknown power</source>
        <translation>eine Remis-Stimme nennt eine unbekannte Macht</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="448"/>
        <source>%1 results for %2 orders</source>
        <translation>%1 Ergebnisse für %2 Befehle</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="466"/>
        <source>result &apos;%1&apos; is not known</source>
        <translation>Ergebnis „%1“ ist unbekannt</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="487"/>
        <source>change &apos;%1&apos; is not known</source>
        <translation>Änderung „%1“ ist unbekannt</translation>
    </message>
    <message>
        <source> (after)</source>
        <translation type="vanished"> (danach)</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="501"/>
        <source>skipped phase &apos;%1&apos; is not valid</source>
        <translation>übersprungene Phase „%1“ ist nicht gültig</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="515"/>
        <source>unknown game end &apos;%1&apos;</source>
        <translation>unbekanntes Spielende „%1“</translation>
    </message>
    <message>
        <source>phase %1 does not exist</source>
        <translation type="vanished">Phase %1 gibt es nicht</translation>
    </message>
    <message>
        <source>start: the map &apos;%1&apos; has no start variant &apos;%2&apos;</source>
        <translation type="vanished">start: Die Karte „%1“ hat keine Startvariante „%2“</translation>
    </message>
    <message>
        <location filename="../core/record/import/import_report.cpp" line="93"/>
        <source>&apos;%1&apos; is no format of another judge</source>
        <translation>„%1“ ist kein Format eines anderen Spielleiters</translation>
    </message>
    <message>
        <location filename="../core/record/import/import_report.cpp" line="113"/>
        <source>&apos;%1&apos; is not a phase like S1901M</source>
        <translation>„%1“ ist keine Phase wie S1901M</translation>
    </message>
    <message>
        <location filename="../core/record/import/import_report.cpp" line="127"/>
        <source>a difference&apos;s orders and board are lists of texts</source>
        <translation>die Befehle und das Brett eines Unterschieds sind Listen von Texten</translation>
    </message>
    <message>
        <location filename="../core/record/import/import_report.cpp" line="136"/>
        <source>&apos;notRead&apos; and &apos;notes&apos; are lists of texts</source>
        <translation>„notRead“ und „notes“ sind Listen von Texten</translation>
    </message>
</context>
<context>
    <name>GameLines</name>
    <message>
        <location filename="../core/record/game_lines.cpp" line="67"/>
        <source>Main line</source>
        <translation>Hauptlinie</translation>
    </message>
    <message>
        <location filename="../core/record/game_lines.cpp" line="68"/>
        <source>What-if from %1</source>
        <translation>Was-wäre-wenn ab %1</translation>
    </message>
    <message>
        <source>Branch from %1</source>
        <translation type="vanished">Abzweigung ab %1</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <location filename="../app/ui/glossary.cpp" line="51"/>
        <source>hold strength</source>
        <translation>Haltestärke</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="52"/>
        <source>How firmly a unit keeps its province when others move into it: one for the unit, and one more for each support to hold it that is not cut. A unit that was ordered to move and failed still counts one, but no support to hold helps it; an empty province counts nothing. A move into the province succeeds only with an attack stronger than this.</source>
        <translation>Wie fest eine Einheit ihre Provinz hält, wenn andere hineinziehen: eins für die Einheit und eins mehr für jede Unterstützung zum Halten, die nicht unterbrochen wurde. Eine Einheit, die ziehen sollte und scheiterte, zählt weiter eins, doch keine Unterstützung zum Halten hilft ihr; eine leere Provinz zählt nichts. Ein Zug in die Provinz gelingt nur mit einem Angriff, der stärker ist.</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="58"/>
        <source>hold</source>
        <translation>Haltestärke</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="59"/>
        <source>attack strength</source>
        <translation>Angriffsstärke</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="60"/>
        <source>What a move brings against the province it goes to: one for the unit, and one more for each support for that very move that is not cut. Supports given by the power whose unit stands there do not count against that unit, and nothing dislodges a unit of one&apos;s own power. The move succeeds when its attack is stronger than the hold or defend strength it meets and than the prevent strength of every other move to the same province.</source>
        <translation>Was ein Zug gegen die Provinz aufbringt, in die er geht: eins für die Einheit und eins mehr für jede nicht unterbrochene Unterstützung genau dieses Zuges. Unterstützungen der Macht, deren Einheit dort steht, zählen nicht gegen diese Einheit, und keine Einheit vertreibt eine Einheit der eigenen Macht. Der Zug gelingt, wenn sein Angriff stärker ist als die Halte- oder Verteidigungsstärke, auf die er trifft, und als die Verhinderungsstärke jedes anderen Zuges in dieselbe Provinz.</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="68"/>
        <source>attack</source>
        <translation>Angriffsstärke</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="69"/>
        <source>defend strength</source>
        <translation>Verteidigungsstärke</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="70"/>
        <source>When two units try to swap places without a convoy, a head-to-head battle, each one&apos;s attack meets the other&apos;s defend strength instead of its hold: one for the unit and one for each support of its own move that is not cut. A move wins it with an attack stronger than the other&apos;s defence, and dislodges that unit unless something else keeps it out; when neither is stronger, both stay.</source>
        <translation>Wollen zwei Einheiten ohne Konvoi die Plätze tauschen, ein Frontalkampf, trifft der Angriff jeder Einheit auf die Verteidigungsstärke der anderen statt auf ihre Haltestärke: eins für die Einheit und eins für jede nicht unterbrochene Unterstützung ihres eigenen Zuges. Ein Zug gewinnt ihn mit einem Angriff, der stärker ist als die Verteidigung der anderen, und vertreibt diese Einheit, sofern nichts anderes ihn fernhält; ist keiner stärker, bleiben beide stehen.</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="77"/>
        <source>defend|head-to-head</source>
        <translation>Verteidigungsstärke|Frontalkampf</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="78"/>
        <source>prevent strength</source>
        <translation>Verhinderungsstärke</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="79"/>
        <source>How strongly a move keeps every other unit out of the province it goes to, even when it does not get in itself: one for the unit and one for each support that is not cut. It counts nothing when the move has no convoy route, or lost a head-to-head battle to a unit that did move in. Of several moves to one province, only one stronger than all the others&apos; prevent strengths gets in.</source>
        <translation>Wie stark ein Zug alle anderen Einheiten aus der Provinz fernhält, in die er geht, auch wenn er selbst nicht hineinkommt: eins für die Einheit und eins für jede nicht unterbrochene Unterstützung. Sie zählt nichts, wenn der Zug keinen Konvoiweg hat oder einen Frontalkampf gegen eine Einheit verloren hat, die tatsächlich hineingezogen ist. Von mehreren Zügen in eine Provinz kommt nur einer hinein, der stärker ist als die Verhinderungsstärken aller anderen.</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="86"/>
        <source>prevent</source>
        <translation>Verhinderungsstärke</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="87"/>
        <source>cut support</source>
        <translation>unterbrochene Unterstützung</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="88"/>
        <source>A support stops counting when the supporting unit is attacked, even by a move that fails, from anywhere but the province the support is aimed at; an attack from there cuts it only by dislodging the supporter. A unit does not cut a support of its own power, a convoyed army whose convoy fails cuts nothing, and a supporter that is dislodged gives no support.</source>
        <translation>Eine Unterstützung zählt nicht mehr, wenn die unterstützende Einheit angegriffen wird, auch von einem Zug, der scheitert, und zwar von überall außer aus der Provinz, auf die die Unterstützung zielt; ein Angriff von dort unterbricht sie nur, wenn er die Unterstützende vertreibt. Eine Einheit unterbricht keine Unterstützung der eigenen Macht, eine Armee, deren Konvoi scheitert, unterbricht nichts, und eine vertriebene Einheit unterstützt nicht.</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="95"/>
        <source>cut|cuts</source>
        <translation>Unterstützung unterbrochen|unterbrochen durch|unterbricht sie</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="96"/>
        <source>dislodged</source>
        <translation>vertrieben</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="97"/>
        <source>A unit is dislodged when a move into its province succeeds against it. It leaves the board for the retreat phase: it may go to an empty neighbouring province, but not to the one the attacker came from nor to one left empty by a standoff, or it is disbanded. A dislodged unit gives no support.</source>
        <translation>Eine Einheit ist vertrieben, wenn ein Zug in ihre Provinz gegen sie gelingt. Sie verlässt das Brett bis zur Rückzugsphase: Dann darf sie in eine leere Nachbarprovinz ziehen, aber weder in die, aus der der Angreifer kam, noch in eine, die ein Patt leer gelassen hat; sonst wird sie aufgelöst. Eine vertriebene Einheit unterstützt nicht.</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="104"/>
        <source>dislodged|Dislodged</source>
        <translation>vertrieben|Vertrieben</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="105"/>
        <source>standoff (bounce)</source>
        <translation>Patt (Abprallen)</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="106"/>
        <source>Moves to the same province that no one wins all fail, and the units stay where they were: they bounce. It happens between equal moves, or when a move is not stronger than the unit holding the province. A province left empty by a standoff stays empty, and no dislodged unit may retreat into it that turn.</source>
        <translation>Züge in dieselbe Provinz, die keiner gewinnt, scheitern alle, und die Einheiten bleiben, wo sie waren: Sie prallen ab. Das geschieht zwischen gleich starken Zügen oder wenn ein Zug nicht stärker ist als die Einheit, die die Provinz hält. Eine Provinz, die ein Patt leer lässt, bleibt leer, und in dieser Runde darf sich keine vertriebene Einheit dorthin zurückziehen.</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="112"/>
        <source>standoff|bounced</source>
        <translation>Patt|abgeprallt</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="113"/>
        <source>convoy paradox</source>
        <translation>Konvoi-Paradoxon</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="114"/>
        <source>Orders whose outcome contradicts itself through a convoy: if the convoyed army arrives it cuts a support, which saves the convoying fleet; if it does not, the support stands and dislodges the fleet, which breaks the convoy. The basic rules give no answer, so a rule choice decides (DATC 4.A.2): by default the Szykman rule, under which the convoyed army stays where it is and cuts nothing.</source>
        <translation>Befehle, deren Ergebnis sich über einen Konvoi selbst widerspricht: Kommt die konvoiierte Armee an, unterbricht sie eine Unterstützung, was die konvoiierende Flotte rettet; kommt sie nicht an, bleibt die Unterstützung bestehen und vertreibt die Flotte, was den Konvoi bricht. Die Grundregeln geben keine Antwort, also entscheidet eine Regelwahl (DATC 4.A.2): standardmäßig die Szykman-Regel, nach der die konvoiierte Armee stehen bleibt und nichts unterbricht.</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="122"/>
        <source>convoy paradox|paradox rule</source>
        <translation>Konvoi-Paradoxon|Paradoxon-Regel</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="35"/>
        <location filename="../core/record/game_history.cpp" line="75"/>
        <source>to play</source>
        <translation>zu spielen</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/history_model.cpp" line="36"/>
        <location filename="../app/server/message_language.cpp" line="77"/>
        <location filename="../core/record/game_history.cpp" line="77"/>
        <source>%n dislodged</source>
        <translation>
            <numerusform>%n vertrieben</numerusform>
            <numerusform>%n vertrieben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/history_model.cpp" line="37"/>
        <location filename="../core/record/game_history.cpp" line="79"/>
        <source>%n centres changed</source>
        <translation>
            <numerusform>%n Zentrum gewechselt</numerusform>
            <numerusform>%n Zentren gewechselt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/history_model.cpp" line="38"/>
        <location filename="../core/record/game_history.cpp" line="81"/>
        <source>%n built</source>
        <translation>
            <numerusform>%n gebaut</numerusform>
            <numerusform>%n gebaut</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/history_model.cpp" line="39"/>
        <location filename="../core/record/game_history.cpp" line="83"/>
        <source>%n removed</source>
        <translation>
            <numerusform>%n aufgelöst</numerusform>
            <numerusform>%n aufgelöst</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/history_model.cpp" line="40"/>
        <location filename="../core/record/game_history.cpp" line="85"/>
        <source>%n draw votes</source>
        <translation>
            <numerusform>%n Remis-Stimme</numerusform>
            <numerusform>%n Remis-Stimmen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="41"/>
        <location filename="../core/record/game_history.cpp" line="97"/>
        <source>won by %1</source>
        <translation>gewonnen von %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="42"/>
        <location filename="../core/record/game_history.cpp" line="102"/>
        <source>conceded to %1</source>
        <translation>Aufgabe zugunsten von %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="43"/>
        <location filename="../core/record/game_history.cpp" line="104"/>
        <source>drawn: %1</source>
        <translation>Remis: %1</translation>
    </message>
    <message>
        <location filename="../core/record/game_history.cpp" line="89"/>
        <source>rules changed to %1</source>
        <translation>Regeln geändert zu %1</translation>
    </message>
    <message>
        <location filename="../core/record/game_history.cpp" line="100"/>
        <source>game ended</source>
        <translation>Spiel beendet</translation>
    </message>
</context>
<context>
    <name>Import</name>
    <message>
        <location filename="../core/record/import/game_import.cpp" line="44"/>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <location filename="../core/record/import/game_import.cpp" line="54"/>
        <source>an Arbiter game file, not a game of another judge</source>
        <translation>eine Arbiter-Partiedatei, keine Partie eines anderen Judges</translation>
    </message>
    <message>
        <location filename="../core/record/import/game_import.cpp" line="61"/>
        <source>line 1</source>
        <translation>Zeile 1</translation>
    </message>
    <message>
        <location filename="../core/record/import/game_import.cpp" line="62"/>
        <source>neither a MILA game JSON nor a Judge transcript (no &quot;Movement results for ...&quot; heading)</source>
        <translation>weder ein MILA-Spiel-JSON noch ein Judge-Protokoll (keine Überschrift „Movement results for ...“)</translation>
    </message>
    <message>
        <location filename="../core/record/import/judge_transcript.cpp" line="133"/>
        <location filename="../core/record/import/judge_transcript.cpp" line="182"/>
        <location filename="../core/record/import/judge_transcript.cpp" line="594"/>
        <location filename="../core/record/import/second_opinion.cpp" line="463"/>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location filename="../core/record/import/judge_transcript.cpp" line="192"/>
        <source>the year is out of range</source>
        <translation>das Jahr liegt außerhalb des gültigen Bereichs</translation>
    </message>
    <message>
        <location filename="../core/record/import/judge_transcript.cpp" line="198"/>
        <source>this phase is not after the phase before it</source>
        <translation>diese Phase liegt nicht nach der Phase davor</translation>
    </message>
    <message>
        <location filename="../core/record/import/judge_transcript.cpp" line="229"/>
        <source>not rule choices: %1</source>
        <translation>keine Regelwahl: %1</translation>
    </message>
    <message>
        <location filename="../core/record/import/judge_transcript.cpp" line="304"/>
        <source>not an order line (&apos;Power: order.&apos;)</source>
        <translation>keine Befehlszeile („Power: order.“)</translation>
    </message>
    <message>
        <location filename="../core/record/import/judge_transcript.cpp" line="348"/>
        <source>the order is incomplete</source>
        <translation>der Befehl ist unvollständig</translation>
    </message>
    <message>
        <location filename="../core/record/import/judge_transcript.cpp" line="349"/>
        <source>cannot read &apos;%1&apos; in the order</source>
        <translation>„%1“ im Befehl ist nicht lesbar</translation>
    </message>
    <message>
        <location filename="../core/record/import/judge_transcript.cpp" line="376"/>
        <source>no unit can stand there besides the units listed before it</source>
        <translation>dort kann neben den zuvor aufgeführten Einheiten keine Einheit stehen</translation>
    </message>
    <message>
        <location filename="../core/record/import/judge_transcript.cpp" line="412"/>
        <source>&apos;%1&apos; is no power</source>
        <translation>„%1“ ist keine Macht</translation>
    </message>
    <message>
        <location filename="../core/record/import/judge_transcript.cpp" line="475"/>
        <source>&apos;%1&apos; is no supply centre</source>
        <translation>„%1“ ist kein Versorgungszentrum</translation>
    </message>
    <message>
        <location filename="../core/record/import/judge_transcript.cpp" line="598"/>
        <location filename="../core/record/import/second_opinion.cpp" line="465"/>
        <source>the file ends in the middle of %1: it is cut short</source>
        <translation>die Datei endet mitten in %1: sie ist abgeschnitten</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="110"/>
        <location filename="../core/record/import/mila_game.cpp" line="295"/>
        <source>%1, line %2</source>
        <translation>%1, Zeile %2</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="111"/>
        <source>offset %1</source>
        <translation>Position %1</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="407"/>
        <location filename="../core/record/import/mila_game.cpp" line="552"/>
        <source>not a unit on this map</source>
        <translation>keine Einheit auf dieser Karte</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="292"/>
        <location filename="../core/record/import/mila_game.cpp" line="427"/>
        <location filename="../core/record/import/mila_game.cpp" line="446"/>
        <source>, state</source>
        <translation>, Stellung</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="271"/>
        <source>no power of this map</source>
        <translation>keine Macht dieser Karte</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="484"/>
        <source>a second unit in the province</source>
        <translation>eine zweite Einheit in der Provinz</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="502"/>
        <source>not a supply centre of this map</source>
        <translation>kein Versorgungszentrum dieser Karte</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="294"/>
        <location filename="../core/record/import/mila_game.cpp" line="590"/>
        <source>, results</source>
        <translation>, Ergebnisse</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="620"/>
        <source>an order of another power</source>
        <translation>ein Befehl einer anderen Macht</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="621"/>
        <source>not an order (&apos;%1&apos;)</source>
        <translation>kein Befehl („%1“)</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="293"/>
        <location filename="../core/record/import/mila_game.cpp" line="634"/>
        <source>, orders</source>
        <translation>, Befehle</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="757"/>
        <location filename="../core/record/import/mila_game.cpp" line="800"/>
        <source>phase %1</source>
        <translation>Phase %1</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="758"/>
        <source>a phase is an object</source>
        <translation>eine Phase ist ein Objekt</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="158"/>
        <source>phase %1 (%2)</source>
        <translation>Phase %1 (%2)</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="303"/>
        <source>a list of units or centres</source>
        <translation>eine Liste von Einheiten oder Versorgungszentren</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="304"/>
        <source>a list of orders</source>
        <translation>eine Liste von Befehlen</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="305"/>
        <source>a list of results</source>
        <translation>eine Liste von Ergebnissen</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="311"/>
        <source>%1 is expected here</source>
        <translation>hier wird %1 erwartet</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="322"/>
        <source>an object keyed by power is expected here</source>
        <translation>hier wird ein Objekt mit den Mächten als Schlüsseln erwartet</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="801"/>
        <source>the phase has no name</source>
        <translation>die Phase hat keinen Namen</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="813"/>
        <source>not a phase name like S1901M</source>
        <translation>kein Phasenname wie S1901M</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="817"/>
        <source>not after the phase before it</source>
        <translation>nicht nach der Phase davor</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="842"/>
        <location filename="../core/record/import/mila_game.cpp" line="876"/>
        <source>the file</source>
        <translation>die Datei</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="856"/>
        <source>the game is played on this map, not on the map &apos;%1&apos; it is read with</source>
        <translation>das Spiel wird auf dieser Karte gespielt, nicht auf der Karte „%1“, mit der es gelesen wird</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_rules.cpp" line="60"/>
        <source>builds in any owned supply centre; on this map Arbiter builds only in home centres, and judges other builds as illegal</source>
        <translation>Bauen in jedem eigenen Versorgungszentrum; auf dieser Karte baut Arbiter nur in Heimatzentren und wertet andere Bauten als ungültig</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_rules.cpp" line="64"/>
        <source>a victory must be held two years running; Arbiter ends the game at the first</source>
        <translation>ein Sieg muss zwei Jahre in Folge gehalten werden; Arbiter beendet die Partie beim ersten</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_rules.cpp" line="66"/>
        <source>powers reaching the victory count together share it; Arbiter has no shared victory</source>
        <translation>Mächte, die die Siegzahl zugleich erreichen, teilen den Sieg; Arbiter kennt keinen geteilten Sieg</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_rules.cpp" line="80"/>
        <source>the rule option %1: not one the package documents</source>
        <translation>die Regeloption %1: keine, die das Paket beschreibt</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_rules.cpp" line="94"/>
        <source>the rule options NO_DIAS and PROPOSE_DIAS together: the draws are voted under DIAS</source>
        <translation>die Regeloptionen NO_DIAS und PROPOSE_DIAS zusammen: über Remis wird nach DIAS abgestimmt</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_rules.cpp" line="104"/>
        <source>the rule option %1 (%2)</source>
        <translation>die Regeloption %1 (%2)</translation>
    </message>
    <message>
        <location filename="../core/record/import/recorded_game.h" line="141"/>
        <source>press (1 message)</source>
        <translation>Presse (1 Nachricht)</translation>
    </message>
    <message>
        <location filename="../core/record/import/recorded_game.h" line="142"/>
        <source>press (%1 messages)</source>
        <translation>Presse (%1 Nachrichten)</translation>
    </message>
</context>
<context>
    <name>ImportReport</name>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="59"/>
        <source>%1: Arbiter has %2, the record has not</source>
        <translation>%1: Arbiter hat %2, die Aufzeichnung nicht</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="68"/>
        <source>%1: the record has %2, Arbiter has not</source>
        <translation>%1: die Aufzeichnung hat %2, Arbiter nicht</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="87"/>
        <source>nobody</source>
        <translation>niemandem</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="88"/>
        <source>%1 is owned by %2 in Arbiter&apos;s adjudication, by %3 in the record</source>
        <translation>%1 gehört in Arbiters Auswertung %2, in der Aufzeichnung %3</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="158"/>
        <source>succeeded</source>
        <translation>erfolgreich</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="158"/>
        <source>failed</source>
        <translation>gescheitert</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="187"/>
        <source>not a game of another judge</source>
        <translation>keine Partie eines anderen Judges</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="240"/>
        <source>, dislodged</source>
        <translation>, vertrieben</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="241"/>
        <source>%1 — recorded: %2; Arbiter: %3</source>
        <translation>%1 — aufgezeichnet: %2; Arbiter: %3</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="267"/>
        <source>the record goes on to %1, Arbiter&apos;s adjudication to %2</source>
        <translation>die Aufzeichnung geht weiter zu %1, Arbiters Auswertung zu %2</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="275"/>
        <source>units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="287"/>
        <source>dislodged units</source>
        <translation>vertriebene Einheiten</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="313"/>
        <source>removals in civil disorder</source>
        <translation>Auflösungen wegen Anarchie</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="352"/>
        <source>the preset &apos;%1&apos;</source>
        <translation>die Vorgabe „%1“</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="450"/>
        <source>%1 (%2): not on Arbiter&apos;s line of play; not checked</source>
        <translation>%1 (%2): nicht auf Arbiters Spielverlauf; nicht geprüft</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="455"/>
        <source>%1 (%2): its recorded position could not be read whole (see what was not read); not checked</source>
        <translation>%1 (%2): Die aufgezeichnete Stellung konnte nicht vollständig gelesen werden (siehe „Nicht gelesen“); nicht geprüft</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="472"/>
        <source>%1: the recorded position differs from the one Arbiter&apos;s history reaches; the history goes on from Arbiter&apos;s</source>
        <translation>%1: Die aufgezeichnete Stellung weicht von der ab, die Arbiters Verlauf erreicht; der Verlauf geht von Arbiters Stellung aus weiter</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="545"/>
        <source>The record&apos;s rule options %1 bear on nothing Arbiter judges.</source>
        <translation>Die Regeloptionen %1 des Protokolls betreffen nichts, was Arbiter entscheidet.</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="549"/>
        <source>The file holds no phase that could be read.</source>
        <translation>Die Datei enthält keine lesbare Phase.</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="552"/>
        <source>The record starts in %1 without the position; Arbiter&apos;s history starts from the opening position of Spring 1901.</source>
        <translation>Die Aufzeichnung beginnt in %1 ohne die Stellung; Arbiters Verlauf beginnt mit der Eröffnungsstellung von Frühjahr 1901.</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="596"/>
        <source>The record ends in a victory that Arbiter&apos;s history does not reach.</source>
        <translation>Die Aufzeichnung endet mit einem Sieg, den Arbiters Verlauf nicht erreicht.</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="615"/>
        <source>&apos;%1&apos;: %2</source>
        <translation>„%1“: %2</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="617"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="618"/>
        <source>%1: %2
</source>
        <translation>%1: %2
</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="623"/>
        <source>%1: %2; phases read: %3, checked: %4; orders: %5; second opinion under the rules %6
</source>
        <translation>%1: %2; Phasen gelesen: %3, geprüft: %4; Befehle: %5; zweite Meinung nach den Regeln %6
</translation>
    </message>
    <message>
        <source>%1: %2, %3 phases read, %4 checked, %5 orders; second opinion under the rules %6
</source>
        <translation type="vanished">%1: %2, %3 Phasen gelesen, %4 geprüft, %5 Befehle; zweite Meinung unter den Regeln %6
</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="619"/>
        <location filename="../core/record/import/second_opinion.cpp" line="625"/>
        <source>(game)</source>
        <translation>(Spiel)</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="632"/>
        <source>  not read: %1: &apos;%2&apos;: %3
</source>
        <translation>  nicht gelesen: %1: „%2“: %3
</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="634"/>
        <source>  not read: %1
</source>
        <translation>  nicht gelesen: %1
</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="636"/>
        <source>  every phase checked agrees with the recorded adjudication
</source>
        <translation>  jede geprüfte Phase stimmt mit der aufgezeichneten Auswertung überein
</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="638"/>
        <source>  %1 (%2) differs:
</source>
        <translation>  %1 (%2) weicht ab:
</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="644"/>
        <source>    no rule setting Arbiter knows gives the recorded outcome
</source>
        <translation>    keine Arbiter bekannte Regeleinstellung ergibt das aufgezeichnete Ergebnis
</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="645"/>
        <source>    the recorded outcome is what Arbiter gives under %1
</source>
        <translation>    das aufgezeichnete Ergebnis ist das, was Arbiter unter %1 ergibt
</translation>
    </message>
</context>
<context>
    <name>JsonScanner</name>
    <message>
        <location filename="../core/record/import/json_scanner.cpp" line="166"/>
        <source>a &apos;:&apos; is missing</source>
        <translation>ein „:“ fehlt</translation>
    </message>
    <message>
        <location filename="../core/record/import/json_scanner.cpp" line="167"/>
        <source>unexpected character</source>
        <translation>unerwartetes Zeichen</translation>
    </message>
    <message>
        <location filename="../core/record/import/json_scanner.cpp" line="177"/>
        <source>nested too deeply</source>
        <translation>zu tief verschachtelt</translation>
    </message>
    <message>
        <location filename="../core/record/import/json_scanner.h" line="73"/>
        <source>the array is not closed</source>
        <translation>das Array ist nicht geschlossen</translation>
    </message>
    <message>
        <location filename="../core/record/import/json_scanner.cpp" line="156"/>
        <source>the file ends here: it is cut short</source>
        <translation>die Datei endet hier: sie ist abgeschnitten</translation>
    </message>
    <message>
        <location filename="../core/record/import/json_scanner.cpp" line="203"/>
        <source>a string is expected</source>
        <translation>eine Zeichenkette wird erwartet</translation>
    </message>
    <message>
        <location filename="../core/record/import/json_scanner.cpp" line="233"/>
        <source>a string is not closed</source>
        <translation>eine Zeichenkette ist nicht geschlossen</translation>
    </message>
    <message>
        <location filename="../core/record/import/json_scanner.cpp" line="252"/>
        <location filename="../core/record/import/json_scanner.cpp" line="271"/>
        <location filename="../core/record/import/json_scanner.cpp" line="276"/>
        <source>a broken escape in a string</source>
        <translation>eine fehlerhafte Escape-Sequenz in einer Zeichenkette</translation>
    </message>
    <message>
        <location filename="../core/record/import/json_scanner.cpp" line="299"/>
        <location filename="../core/record/import/json_scanner.cpp" line="362"/>
        <source>a value is missing</source>
        <translation>ein Wert fehlt</translation>
    </message>
    <message>
        <location filename="../core/record/import/json_scanner.cpp" line="355"/>
        <source>an object or array is not closed</source>
        <translation>ein Objekt oder Array ist nicht geschlossen</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <location filename="../core/record/lesson_choices.cpp" line="83"/>
        <source>DATC preference</source>
        <translation>DATC-Empfehlung</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="171"/>
        <source>Basic checks</source>
        <translation>Grundlegende Prüfungen</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="173"/>
        <source>Coasts</source>
        <translation>Küsten</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="175"/>
        <source>Circular movement</source>
        <translation>Kreisbewegung</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="177"/>
        <source>Supports and dislodges</source>
        <translation>Unterstützungen und Vertreibungen</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="179"/>
        <source>Head-to-head battles and beleaguered garrisons</source>
        <translation>Frontalkämpfe und belagerte Garnisonen</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="181"/>
        <source>Convoys</source>
        <translation>Konvois</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="183"/>
        <source>Convoying to adjacent places</source>
        <translation>Konvoi in Nachbarprovinzen</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="185"/>
        <source>Retreats</source>
        <translation>Rückzüge</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="187"/>
        <source>Building</source>
        <translation>Bauen</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="189"/>
        <source>Civil disorder and disbands</source>
        <translation>Herrenlose Mächte und Auflösungen</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="191"/>
        <source>Your own lessons</source>
        <translation>Eigene Lektionen</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="16"/>
        <source>A fleet can only move next door</source>
        <extracomment>6.A.1 title</extracomment>
        <translation>Eine Flotte zieht nur ins Nachbarfeld</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="18"/>
        <source>The fleet in the North Sea is ordered to Picardy, which does not border its sea. An order to a place the unit cannot reach in one step is ignored and the fleet simply holds.</source>
        <extracomment>6.A.1 description</extracomment>
        <translation>Die Flotte in der Nordsee soll in die Picardie ziehen, die nicht an ihr Meer grenzt. Ein Befehl an einen Ort, den die Einheit nicht in einem Schritt erreicht, wird ignoriert, und die Flotte hält einfach.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="20"/>
        <source>Armies stay on land</source>
        <extracomment>6.A.2 title</extracomment>
        <translation>Armeen bleiben an Land</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="22"/>
        <source>The army in Liverpool is ordered into the Irish Sea. Without a convoy an army can never enter a sea area, so the order is ignored and the army holds.</source>
        <extracomment>6.A.2 description</extracomment>
        <translation>Die Armee in Liverpool soll in die Irische See ziehen. Ohne Konvoi kann eine Armee nie ein Seegebiet betreten, also wird der Befehl ignoriert und die Armee hält.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="24"/>
        <source>Fleets stay on the coast</source>
        <extracomment>6.A.3 title</extracomment>
        <translation>Flotten bleiben an der Küste</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="26"/>
        <source>The fleet in Kiel is ordered inland to Munich. Fleets move only between sea areas and coastal provinces, so the order is void and the fleet holds.</source>
        <extracomment>6.A.3 description</extracomment>
        <translation>Die Flotte in Kiel soll landeinwärts nach München ziehen. Flotten ziehen nur zwischen Seegebieten und Küstenprovinzen, also ist der Befehl ungültig und die Flotte hält.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="28"/>
        <source>No moving to where you already are</source>
        <extracomment>6.A.4 title</extracomment>
        <translation>Kein Zug an den eigenen Standort</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="30"/>
        <source>A fleet is ordered to move to its own province. Such an order means nothing; the judge treats it as illegal and the fleet holds where it is.</source>
        <extracomment>6.A.4 description</extracomment>
        <translation>Eine Flotte soll in ihre eigene Provinz ziehen. Ein solcher Befehl bedeutet nichts; die Auswertung behandelt ihn als ungültig, und die Flotte hält, wo sie steht.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="32"/>
        <source>A convoy back home is no move</source>
        <extracomment>6.A.5 title</extracomment>
        <translation>Ein Konvoi zurück nach Hause ist kein Zug</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="34"/>
        <source>England tries to convoy its army from Yorkshire to Yorkshire and supports that move. The move is illegal, so the support matches nothing, and the German fleet from London, supported from Wales, takes Yorkshire.</source>
        <extracomment>6.A.5 description</extracomment>
        <translation>England versucht, seine Armee von Yorkshire nach Yorkshire zu konvoieren, und unterstützt diesen Zug. Der Zug ist ungültig, die Unterstützung passt also zu nichts, und die deutsche Flotte aus London nimmt mit Unterstützung aus Wales Yorkshire ein.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="36"/>
        <source>Only the owner orders a unit</source>
        <extracomment>6.A.6 title</extracomment>
        <translation>Nur der Besitzer befiehlt eine Einheit</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="38"/>
        <source>Germany writes an order for the English fleet in London. A power may order only its own units, so the order is ignored and the fleet stays.</source>
        <extracomment>6.A.6 description</extracomment>
        <translation>Deutschland schreibt einen Befehl für die englische Flotte in London. Eine Macht darf nur ihre eigenen Einheiten befehligen, also wird der Befehl ignoriert und die Flotte bleibt.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="40"/>
        <source>Only armies are convoyed</source>
        <extracomment>6.A.7 title</extracomment>
        <translation>Nur Armeen werden konvoiert</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="42"/>
        <source>England orders its fleet in London to Belgium and its North Sea fleet to convoy it. Fleets cannot be carried, so both orders fail and the fleet in London stays put.</source>
        <extracomment>6.A.7 description</extracomment>
        <translation>England befiehlt seiner Flotte in London, nach Belgien zu ziehen, und seiner Flotte in der Nordsee, sie zu konvoieren. Flotten können nicht befördert werden, also scheitern beide Befehle und die Flotte in London bleibt, wo sie ist.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="44"/>
        <source>No supporting yourself</source>
        <extracomment>6.A.8 title</extracomment>
        <translation>Keine Unterstützung für sich selbst</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="46"/>
        <source>The Austrian fleet in Trieste tries to support its own hold. A unit cannot support itself, so the supported Italian attack from Venice meets a lone defender and dislodges it.</source>
        <extracomment>6.A.8 description</extracomment>
        <translation>Die österreichische Flotte in Triest versucht, ihr eigenes Halten zu unterstützen. Eine Einheit kann sich nicht selbst unterstützen, also trifft der unterstützte italienische Angriff aus Venedig auf einen einzelnen Verteidiger und vertreibt ihn.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="48"/>
        <source>Rome and Venice share no water</source>
        <extracomment>6.A.9 title</extracomment>
        <translation>Rom und Venedig teilen kein Wasser</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="50"/>
        <source>Rome and Venice are neighbours by land, but their coasts do not touch the same sea. A fleet in Rome therefore cannot sail to Venice, and the order is ignored.</source>
        <extracomment>6.A.9 description</extracomment>
        <translation>Rom und Venedig sind zu Land Nachbarn, aber ihre Küsten liegen nicht am selben Meer. Eine Flotte in Rom kann daher nicht nach Venedig fahren, und der Befehl wird ignoriert.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="52"/>
        <source>Support only where you could go yourself</source>
        <extracomment>6.A.10 title</extracomment>
        <translation>Unterstützung nur dorthin, wo man selbst hinkäme</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="54"/>
        <source>The Italian fleet in Rome supports the army from Apulia into Venice, but that fleet could never reach Venice itself. The support is void and the attack bounces off the Austrian army holding there.</source>
        <extracomment>6.A.10 description</extracomment>
        <translation>Die italienische Flotte in Rom unterstützt die Armee aus Apulien nach Venedig, doch diese Flotte könnte Venedig selbst nie erreichen. Die Unterstützung ist ungültig, und der Angriff prallt an der dort haltenden österreichischen Armee ab.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="56"/>
        <source>Equal strength means a bounce</source>
        <extracomment>6.A.11 title</extracomment>
        <translation>Gleiche Stärke heißt Abprallen</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="58"/>
        <source>Austria and Italy both move an army to Tyrolia with no help. Two moves of equal strength stop each other: neither enters, and both armies stay where they were.</source>
        <extracomment>6.A.11 description</extracomment>
        <translation>Österreich und Italien ziehen beide ohne Hilfe eine Armee nach Tirol. Zwei gleich starke Züge halten einander auf: Keiner kommt hinein, und beide Armeen bleiben, wo sie waren.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="60"/>
        <source>Three into one: everyone bounces</source>
        <extracomment>6.A.12 title</extracomment>
        <translation>Drei in eins: alle prallen ab</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="62"/>
        <source>Armies from Vienna, Munich and Venice all try for Tyrolia at strength one. None is stronger than the others, so all three bounce and Tyrolia stays empty.</source>
        <extracomment>6.A.12 description</extracomment>
        <translation>Armeen aus Wien, München und Venedig versuchen alle mit Stärke eins, nach Tirol zu ziehen. Keine ist stärker als die anderen, also prallen alle drei ab und Tirol bleibt leer.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="64"/>
        <source>Say which coast when there is a choice</source>
        <extracomment>6.B.1 title</extracomment>
        <translation>Bei Wahl die Küste nennen</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="66"/>
        <source>A fleet in Portugal moves to Spain without naming a coast, yet it could reach both the north and the south coast. The order is ambiguous and fails.</source>
        <extracomment>6.B.1 description</extracomment>
        <translation>Eine Flotte in Portugal zieht nach Spanien, ohne eine Küste zu nennen, obwohl sie die Nord- wie die Südküste erreichen könnte. Der Befehl ist mehrdeutig und scheitert.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="68"/>
        <source>A missing coast when only one fits</source>
        <extracomment>6.B.2 title</extracomment>
        <translation>Fehlende Küste, wenn nur eine passt</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="70"/>
        <source>The fleet in Gascony moves to Spain without a coast. Gascony touches only the north coast, so under the DATC preference the judge reads the order as going there; other rulebooks let it fail.</source>
        <extracomment>6.B.2 description</extracomment>
        <translation>Die Flotte in der Gascogne zieht ohne Küste nach Spanien. Die Gascogne grenzt nur an die Nordküste, also liest die Auswertung nach der DATC-Empfehlung den Befehl als Zug dorthin; andere Regelwerke lassen ihn scheitern.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="72"/>
        <source>An unreachable coast</source>
        <extracomment>6.B.3 title</extracomment>
        <translation>Eine unerreichbare Küste</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="74"/>
        <source>The fleet in Gascony is sent to the south coast of Spain, which it cannot reach. Under the DATC preference the order is illegal and the fleet holds; another reading moves it to the coast it can reach.</source>
        <extracomment>6.B.3 description</extracomment>
        <translation>Die Flotte in der Gascogne wird an die Südküste Spaniens geschickt, die sie nicht erreichen kann. Nach der DATC-Empfehlung ist der Befehl ungültig und die Flotte hält; eine andere Auslegung zieht sie an die Küste, die sie erreichen kann.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="76"/>
        <source>Supporting to a coast you cannot reach</source>
        <extracomment>6.B.4 title</extracomment>
        <translation>Unterstützung an eine unerreichbare Küste</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="78"/>
        <source>The fleet in Marseilles supports a move to the north coast of Spain, a coast it could not sail to itself. Support only needs the province to be reachable, so it counts and France wins Spain against the Italian fleet.</source>
        <extracomment>6.B.4 description</extracomment>
        <translation>Die Flotte in Marseille unterstützt einen Zug an die Nordküste Spaniens, eine Küste, die sie selbst nicht ansteuern könnte. Für eine Unterstützung muss nur die Provinz erreichbar sein, also zählt sie, und Frankreich gewinnt Spanien gegen die italienische Flotte.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="80"/>
        <source>Support from the wrong coast</source>
        <extracomment>6.B.5 title</extracomment>
        <translation>Unterstützung von der falschen Küste</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="82"/>
        <source>A fleet on the north coast of Spain tries to support a move into the Gulf of Lyon. That coast does not touch the Gulf, so the support is void and the attack bounces.</source>
        <extracomment>6.B.5 description</extracomment>
        <translation>Eine Flotte an der Nordküste Spaniens versucht, einen Zug in den Golf von Lyon zu unterstützen. Diese Küste grenzt nicht an den Golf, also ist die Unterstützung ungültig und der Angriff prallt ab.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="84"/>
        <source>Cutting support on either coast</source>
        <extracomment>6.B.6 title</extracomment>
        <translation>Unterstützung an beiden Küsten unterbrechen</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="86"/>
        <source>The French fleet on Spain&apos;s north coast supports the Mid-Atlantic. An Italian fleet attacks the south coast; the attack is on the province, so the support is cut anyway and the English attack succeeds.</source>
        <extracomment>6.B.6 description</extracomment>
        <translation>Die französische Flotte an Spaniens Nordküste unterstützt den Mittelatlantik. Eine italienische Flotte greift die Südküste an; der Angriff gilt der Provinz, also wird die Unterstützung dennoch unterbrochen, und der englische Angriff gelingt.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="88"/>
        <source>Supporting your own fleet without its coast</source>
        <extracomment>6.B.7 title</extracomment>
        <translation>Die eigene Flotte ohne Küste unterstützen</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="90"/>
        <source>France supports its fleet into Spain without naming the coast the fleet is going to. Under the preferred rule a support need not name the coast, so it counts: France and Italy both reach strength two and bounce.</source>
        <extracomment>6.B.7 description</extracomment>
        <translation>Frankreich unterstützt seine Flotte nach Spanien, ohne die Küste zu nennen, an die die Flotte zieht. Nach der empfohlenen Regel muss eine Unterstützung die Küste nicht nennen, also zählt sie: Frankreich und Italien erreichen beide Stärke zwei und prallen ab.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="92"/>
        <source>A support without coast still helps</source>
        <extracomment>6.B.8 title</extracomment>
        <translation>Eine Unterstützung ohne Küste hilft trotzdem</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="94"/>
        <source>The fleet from Gascony can only reach the north coast of Spain, and its support leaves the coast out. The support matches, so France has strength two against Italy&apos;s two and both moves bounce.</source>
        <extracomment>6.B.8 description</extracomment>
        <translation>Die Flotte aus der Gascogne kann nur die Nordküste Spaniens erreichen, und ihre Unterstützung lässt die Küste weg. Die Unterstützung passt, also hat Frankreich Stärke zwei gegen Italiens zwei, und beide Züge prallen ab.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="96"/>
        <source>A support that names the wrong coast</source>
        <extracomment>6.B.9 title</extracomment>
        <translation>Eine Unterstützung, die die falsche Küste nennt</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="98"/>
        <source>The support is given for a move to Spain&apos;s north coast, but the fleet goes to the south coast. The orders do not match, the support is void, and the supported Italian fleet wins.</source>
        <extracomment>6.B.9 description</extracomment>
        <translation>Die Unterstützung gilt einem Zug an Spaniens Nordküste, doch die Flotte zieht an die Südküste. Die Befehle passen nicht zusammen, die Unterstützung ist ungültig, und die unterstützte italienische Flotte gewinnt.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="100"/>
        <source>Naming the wrong coast of your own fleet</source>
        <extracomment>6.B.10 title</extracomment>
        <translation>Die falsche Küste der eigenen Flotte nennen</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="102"/>
        <source>The fleet stands on Spain&apos;s south coast but the order calls it the north coast. The preferred rule ignores the wrongly written coast and carries out the move.</source>
        <extracomment>6.B.10 description</extracomment>
        <translation>Die Flotte steht an Spaniens Südküste, doch der Befehl nennt die Nordküste. Die empfohlene Regel ignoriert die falsch angegebene Küste und führt den Zug aus.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="104"/>
        <source>The other coast is not a second starting point</source>
        <extracomment>6.B.11 title</extracomment>
        <translation>Die andere Küste ist kein zweiter Ausgangspunkt</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="106"/>
        <source>A fleet on Spain&apos;s north coast is ordered as if it were on the south coast, to the Gulf of Lyon. It can only move from where it really is, so it stays.</source>
        <extracomment>6.B.11 description</extracomment>
        <translation>Eine Flotte an Spaniens Nordküste erhält einen Befehl, als stünde sie an der Südküste, in den Golf von Lyon. Sie kann nur von dort ziehen, wo sie wirklich steht, also bleibt sie.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="108"/>
        <source>Armies have no coasts</source>
        <extracomment>6.B.12 title</extracomment>
        <translation>Armeen haben keine Küsten</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="110"/>
        <source>An army is ordered to the north coast of Spain. Armies walk into the whole province, so the written coast is ignored and the army arrives in Spain.</source>
        <extracomment>6.B.12 description</extracomment>
        <translation>Eine Armee soll an die Nordküste Spaniens ziehen. Armeen betreten die ganze Provinz, also wird die angegebene Küste ignoriert, und die Armee kommt in Spanien an.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="112"/>
        <source>Coasts do not prevent a head-to-head</source>
        <extracomment>6.B.13 title</extracomment>
        <translation>Küsten verhindern keinen Frontalkampf</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="114"/>
        <source>Two Turkish fleets try to swap between Bulgaria and Constantinople using different coasts. It is still the same border crossed both ways, so the moves meet head to head and both fail.</source>
        <extracomment>6.B.13 description</extracomment>
        <translation>Zwei türkische Flotten versuchen, über verschiedene Küsten zwischen Bulgarien und Konstantinopel die Plätze zu tauschen. Es ist dennoch dieselbe Grenze, in beide Richtungen überquert, also treffen die Züge frontal aufeinander und scheitern beide.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="116"/>
        <source>A fleet built in St Petersburg needs a coast</source>
        <extracomment>6.B.14 title</extracomment>
        <translation>Eine in Sankt Petersburg gebaute Flotte braucht eine Küste</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="118"/>
        <source>Russia builds a fleet in St Petersburg without saying which coast. The build cannot be carried out as written and fails.</source>
        <extracomment>6.B.14 description</extracomment>
        <translation>Russland baut eine Flotte in Sankt Petersburg, ohne die Küste anzugeben. Der Bau kann so nicht ausgeführt werden und scheitert.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="120"/>
        <source>Supporting a foreign fleet without its coast</source>
        <extracomment>6.B.15 title</extracomment>
        <translation>Eine fremde Flotte ohne Küste unterstützen</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="122"/>
        <source>France supports an English fleet into Spain without naming its coast. Under the preferred rule the coast is not needed even for another power&apos;s unit: England reaches strength two and bounces with the supported Italian fleet.</source>
        <extracomment>6.B.15 description</extracomment>
        <translation>Frankreich unterstützt eine englische Flotte nach Spanien, ohne ihre Küste zu nennen. Nach der empfohlenen Regel ist die Küste auch für die Einheit einer anderen Macht nicht nötig: England erreicht Stärke zwei und prallt mit der unterstützten italienischen Flotte ab.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="124"/>
        <source>Three units going round</source>
        <extracomment>6.C.1 title</extracomment>
        <translation>Drei Einheiten im Kreis</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="126"/>
        <source>Three Turkish units rotate: Ankara to Constantinople, Constantinople to Smyrna, Smyrna to Ankara. Nobody stands still, nothing is in the way, and all three moves succeed.</source>
        <extracomment>6.C.1 description</extracomment>
        <translation>Drei türkische Einheiten rotieren: Ankara nach Konstantinopel, Konstantinopel nach Smyrna, Smyrna nach Ankara. Niemand bleibt stehen, nichts steht im Weg, und alle drei Züge gelingen.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="128"/>
        <source>A rotation with support</source>
        <extracomment>6.C.2 title</extracomment>
        <translation>Eine Rotation mit Unterstützung</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="130"/>
        <source>Three Turkish units rotate between Ankara, Constantinople and Smyrna, and an army in Bulgaria supports one of the moves. The support changes nothing: every unit in the circle moves.</source>
        <extracomment>6.C.2 description</extracomment>
        <translation>Drei türkische Einheiten rotieren zwischen Ankara, Konstantinopel und Smyrna, und eine Armee in Bulgarien unterstützt einen der Züge. Die Unterstützung ändert nichts: Jede Einheit im Kreis zieht.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="132"/>
        <source>One bounce stops the whole circle</source>
        <extracomment>6.C.3 title</extracomment>
        <translation>Ein Abprallen stoppt den ganzen Kreis</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="134"/>
        <source>An army from Bulgaria also goes for Constantinople and bounces the fleet coming from Ankara. With one link broken, the rotation cannot happen and every unit in it stays.</source>
        <extracomment>6.C.3 description</extracomment>
        <translation>Eine Armee aus Bulgarien zieht ebenfalls nach Konstantinopel und lässt die aus Ankara kommende Flotte abprallen. Ist ein Glied gebrochen, kann die Rotation nicht stattfinden, und jede Einheit darin bleibt stehen.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="136"/>
        <source>A rotation through a convoy</source>
        <extracomment>6.C.4 title</extracomment>
        <translation>Eine Rotation über einen Konvoi</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="138"/>
        <source>A Turkish army is convoyed from Bulgaria to Trieste while two Austrian armies move on. The Ionian fleet is attacked but not dislodged, so the convoy works and the whole circle moves.</source>
        <extracomment>6.C.4 description</extracomment>
        <translation>Eine türkische Armee wird von Bulgarien nach Triest konvoiert, während zwei österreichische Armeen weiterziehen. Die Flotte im Ionischen Meer wird angegriffen, aber nicht vertrieben, also gelingt der Konvoi und der ganze Kreis zieht.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="140"/>
        <source>A broken convoy breaks the rotation</source>
        <extracomment>6.C.5 title</extracomment>
        <translation>Ein gestörter Konvoi bricht die Rotation</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="142"/>
        <source>A Turkish army convoyed from Bulgaria to Trieste is part of a circle with two Austrian armies, and Italy dislodges the convoying fleet in the Ionian Sea. The army cannot arrive, the circle is broken, and the Austrian armies stay where they are.</source>
        <extracomment>6.C.5 description</extracomment>
        <translation>Eine türkische Armee, die von Bulgarien nach Triest konvoiert wird, gehört zu einem Kreis mit zwei österreichischen Armeen, und Italien vertreibt die konvoierende Flotte im Ionischen Meer. Die Armee kann nicht ankommen, der Kreis ist gebrochen, und die österreichischen Armeen bleiben, wo sie sind.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="144"/>
        <source>Swapping by convoy</source>
        <extracomment>6.C.6 title</extracomment>
        <translation>Platztausch per Konvoi</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="146"/>
        <source>The English army in London and the French army in Belgium swap, each carried by its own fleet. Convoyed units do not meet on a border, so both arrive.</source>
        <extracomment>6.C.6 description</extracomment>
        <translation>Die englische Armee in London und die französische Armee in Belgien tauschen die Plätze, jede von ihrer eigenen Flotte befördert. Konvoierte Einheiten treffen nicht an einer Grenze aufeinander, also kommen beide an.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="148"/>
        <source>A convoyed swap stopped by a bounce</source>
        <extracomment>6.C.7 title</extracomment>
        <translation>Ein Platztausch per Konvoi, durch Abprallen gestoppt</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="150"/>
        <source>The English army in London and the French army in Belgium try to swap by convoy, but a French army from Burgundy also moves into Belgium and bounces the English army. The French army in Belgium then has nowhere to go, so the swap fails.</source>
        <extracomment>6.C.7 description</extracomment>
        <translation>Die englische Armee in London und die französische Armee in Belgien versuchen, per Konvoi die Plätze zu tauschen, doch eine französische Armee aus Burgund zieht ebenfalls nach Belgien und lässt die englische Armee abprallen. Die französische Armee in Belgien kann dann nirgendwohin, also scheitert der Tausch.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="152"/>
        <source>No dislodging your own unit in a broken circle</source>
        <extracomment>6.C.8 title</extracomment>
        <translation>Keine Vertreibung der eigenen Einheit in einem gebrochenen Kreis</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="154"/>
        <source>A Russian fleet and an Austrian army bounce in Bulgaria, so the Turkish fleet cannot enter the Black Sea and stays in Constantinople. The supported Turkish army from Bulgaria would beat it, but a power never dislodges its own unit: the army stays.</source>
        <extracomment>6.C.8 description</extracomment>
        <translation>Eine russische Flotte und eine österreichische Armee prallen in Bulgarien ab, also kann die türkische Flotte nicht ins Schwarze Meer ziehen und bleibt in Konstantinopel. Die unterstützte türkische Armee aus Bulgarien wäre stärker, doch eine Macht vertreibt nie ihre eigene Einheit: Die Armee bleibt.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="156"/>
        <source>Your support cannot help dislodge your own unit</source>
        <extracomment>6.C.9 title</extracomment>
        <translation>Die eigene Unterstützung hilft nicht, die eigene Einheit zu vertreiben</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="158"/>
        <source>Turkey supports an Austrian army into Constantinople, where a Turkish fleet is stuck after a broken rotation. Support is never counted against its own power&apos;s unit, so the attack fails.</source>
        <extracomment>6.C.9 description</extracomment>
        <translation>Die Türkei unterstützt eine österreichische Armee nach Konstantinopel, wo nach einer gebrochenen Rotation eine türkische Flotte festsitzt. Eine Unterstützung zählt nie gegen eine Einheit der eigenen Macht, also scheitert der Angriff.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="160"/>
        <source>Support to hold</source>
        <extracomment>6.D.1 title</extracomment>
        <translation>Halteunterstützung</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="162"/>
        <source>Austria attacks Venice with two units, but Italy supports its army in Venice to hold. Two against two is a standoff and the defender stays.</source>
        <extracomment>6.D.1 description</extracomment>
        <translation>Österreich greift Venedig mit zwei Einheiten an, doch Italien unterstützt seine Armee in Venedig beim Halten. Zwei gegen zwei ist ein Patt, und der Verteidiger bleibt.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="164"/>
        <source>Cutting a hold support</source>
        <extracomment>6.D.2 title</extracomment>
        <translation>Eine Halteunterstützung unterbrechen</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="166"/>
        <source>Austria attacks the Tyrolian army that supports Venice. That attack cuts the support, so Venice defends alone and the supported Austrian army dislodges it.</source>
        <extracomment>6.D.2 description</extracomment>
        <translation>Österreich greift die Armee in Tirol an, die Venedig unterstützt. Dieser Angriff unterbricht die Unterstützung, also verteidigt sich Venedig allein, und die unterstützte österreichische Armee vertreibt die Einheit dort.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="168"/>
        <source>Cutting a move support</source>
        <extracomment>6.D.3 title</extracomment>
        <translation>Eine Zugunterstützung unterbrechen</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="170"/>
        <source>Italy attacks the Adriatic fleet that supports the Austrian attack on Venice. The support is cut, the attack drops to strength one, and Venice holds.</source>
        <extracomment>6.D.3 description</extracomment>
        <translation>Italien greift die Flotte im Adriatischen Meer an, die den österreichischen Angriff auf Venedig unterstützt. Die Unterstützung wird unterbrochen, der Angriff fällt auf Stärke eins, und Venedig hält.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="172"/>
        <source>Supporters may support each other</source>
        <extracomment>6.D.4 title</extracomment>
        <translation>Unterstützer dürfen einander unterstützen</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="174"/>
        <source>The German army in Berlin and the fleet in Kiel support each other to hold. The Russian attack on Berlin with one support meets a supported defence and fails.</source>
        <extracomment>6.D.4 description</extracomment>
        <translation>Die deutsche Armee in Berlin und die Flotte in Kiel unterstützen einander beim Halten. Der russische Angriff auf Berlin mit einer Unterstützung trifft auf eine unterstützte Verteidigung und scheitert.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="176"/>
        <source>A supporter can be supported to hold</source>
        <extracomment>6.D.5 title</extracomment>
        <translation>Ein Unterstützer kann beim Halten unterstützt werden</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="178"/>
        <source>Berlin supports a move to Silesia and is itself supported to hold from Kiel. Giving support is not moving, so the hold support counts and Berlin survives the Russian attack.</source>
        <extracomment>6.D.5 description</extracomment>
        <translation>Berlin unterstützt einen Zug nach Schlesien und wird selbst von Kiel aus beim Halten unterstützt. Unterstützen ist kein Ziehen, also zählt die Halteunterstützung, und Berlin übersteht den russischen Angriff.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="180"/>
        <source>A convoying fleet can be supported to hold</source>
        <extracomment>6.D.6 title</extracomment>
        <translation>Eine konvoierende Flotte kann beim Halten unterstützt werden</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="182"/>
        <source>The German fleet in the Baltic convoys an army to Sweden and gets hold support from Prussia. Convoying is not moving, so the support counts, the Russian attack fails and the convoy goes through.</source>
        <extracomment>6.D.6 description</extracomment>
        <translation>Die deutsche Flotte in der Ostsee konvoiert eine Armee nach Schweden und erhält Halteunterstützung aus Preußen. Konvoieren ist kein Ziehen, also zählt die Unterstützung, der russische Angriff scheitert, und der Konvoi kommt durch.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="184"/>
        <source>A moving unit gets no hold support</source>
        <extracomment>6.D.7 title</extracomment>
        <translation>Eine ziehende Einheit erhält keine Halteunterstützung</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="186"/>
        <source>The Baltic fleet tries to move to Sweden and is supported to hold. Its move fails, but a unit ordered to move cannot receive hold support, so the supported Russian fleet dislodges it.</source>
        <extracomment>6.D.7 description</extracomment>
        <translation>Die Flotte in der Ostsee versucht, nach Schweden zu ziehen, und wird beim Halten unterstützt. Ihr Zug scheitert, doch eine Einheit mit Zugbefehl kann keine Halteunterstützung erhalten, also wird sie von der unterstützten russischen Flotte vertrieben.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="188"/>
        <source>An army that tries to sail still counts as moving</source>
        <extracomment>6.D.8 title</extracomment>
        <translation>Eine Armee, die übers Meer will, gilt trotzdem als ziehend</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="190"/>
        <source>The Turkish army in Greece is ordered to Naples, but no fleet convoys it. The order still counts as a move, so the hold support from Bulgaria does not apply and the supported Austrian attack dislodges it.</source>
        <extracomment>6.D.8 description</extracomment>
        <translation>Die türkische Armee in Griechenland soll nach Neapel ziehen, doch keine Flotte konvoiert sie. Der Befehl zählt dennoch als Zug, also gilt die Halteunterstützung aus Bulgarien nicht, und sie wird vom unterstützten österreichischen Angriff vertrieben.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="192"/>
        <source>Support for a move that is not ordered</source>
        <extracomment>6.D.9 title</extracomment>
        <translation>Unterstützung für einen nicht befohlenen Zug</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="194"/>
        <source>Albania supports the army in Trieste to move to Serbia, but that army was told to hold. The support matches nothing, it gives no strength to the holding unit, and Italy&apos;s supported attack dislodges Trieste.</source>
        <extracomment>6.D.9 description</extracomment>
        <translation>Albanien unterstützt die Armee in Triest bei einem Zug nach Serbien, doch diese Armee soll halten. Die Unterstützung passt zu nichts, sie gibt der haltenden Einheit keine Stärke, und Italiens unterstützter Angriff vertreibt die Armee in Triest.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="196"/>
        <source>You cannot dislodge your own unit</source>
        <extracomment>6.D.10 title</extracomment>
        <translation>Die eigene Einheit kann man nicht vertreiben</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="198"/>
        <source>Germany attacks its own army in Berlin with a supported fleet. However strong the attack, a power never dislodges its own unit, so the move fails.</source>
        <extracomment>6.D.10 description</extracomment>
        <translation>Deutschland greift seine eigene Armee in Berlin mit einer unterstützten Flotte an. Wie stark der Angriff auch ist, eine Macht vertreibt nie ihre eigene Einheit, also scheitert der Zug.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="200"/>
        <source>Not even when it bounced back</source>
        <extracomment>6.D.11 title</extracomment>
        <translation>Auch nicht, wenn sie zurückgeprallt ist</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="202"/>
        <source>The German army leaves Berlin but bounces in Prussia and returns. The supported German fleet moving into Berlin then faces its own army and fails.</source>
        <extracomment>6.D.11 description</extracomment>
        <translation>Die deutsche Armee verlässt Berlin, prallt aber in Preußen ab und kehrt zurück. Die unterstützte deutsche Flotte, die nach Berlin zieht, trifft dann auf die eigene Armee und scheitert.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="204"/>
        <source>Your support does not help dislodge you</source>
        <extracomment>6.D.12 title</extracomment>
        <translation>Die eigene Unterstützung hilft nicht gegen einen selbst</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="206"/>
        <source>Austria supports an Italian attack on its own fleet in Trieste. Support is never counted against a unit of the supporting power, so the attack is only strength one and Trieste holds.</source>
        <extracomment>6.D.12 description</extracomment>
        <translation>Österreich unterstützt einen italienischen Angriff auf seine eigene Flotte in Triest. Eine Unterstützung zählt nie gegen eine Einheit der unterstützenden Macht, also hat der Angriff nur Stärke eins, und Triest hält.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="208"/>
        <source>Your support does not help, even when your unit bounces back</source>
        <extracomment>6.D.13 title</extracomment>
        <translation>Die eigene Unterstützung hilft nicht, auch wenn die eigene Einheit zurückprallt</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="210"/>
        <source>The Austrian fleet leaves Trieste but bounces in the Adriatic and stays. Austria&apos;s support for the Italian army moving into Trieste still does not count against its own fleet, so the Italian attack fails.</source>
        <extracomment>6.D.13 description</extracomment>
        <translation>Die österreichische Flotte verlässt Triest, prallt aber im Adriatischen Meer ab und bleibt. Österreichs Unterstützung für die italienische Armee, die nach Triest zieht, zählt trotzdem nicht gegen die eigene Flotte, also scheitert der italienische Angriff.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="212"/>
        <source>Enough strength without your help</source>
        <extracomment>6.D.14 title</extracomment>
        <translation>Genug Stärke ohne die eigene Hilfe</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="214"/>
        <source>Italy attacks Trieste with two supports of its own and one Austrian support. The Austrian support does not count, but the Italian strength of three still beats the lone fleet, which is dislodged.</source>
        <extracomment>6.D.14 description</extracomment>
        <translation>Italien greift Triest mit zwei eigenen Unterstützungen und einer österreichischen an. Die österreichische Unterstützung zählt nicht, doch die italienische Stärke drei schlägt die einzelne Flotte trotzdem, und sie wird vertrieben.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="216"/>
        <source>The target cannot cut support against itself</source>
        <extracomment>6.D.15 title</extracomment>
        <translation>Das Ziel kann eine Unterstützung gegen sich nicht unterbrechen</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="218"/>
        <source>The Turkish fleet in Ankara attacks the Russian fleet whose support is aimed at Ankara. An attack from the province the support is directed at does not cut it, so Russia takes Ankara.</source>
        <extracomment>6.D.15 description</extracomment>
        <translation>Die türkische Flotte in Ankara greift die russische Flotte an, deren Unterstützung auf Ankara zielt. Ein Angriff aus der Provinz, auf die die Unterstützung zielt, unterbricht sie nicht, also nimmt Russland Ankara ein.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="220"/>
        <source>You may convoy an army that dislodges you</source>
        <extracomment>6.D.16 title</extracomment>
        <translation>Man darf eine Armee konvoieren, die einen selbst vertreibt</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="222"/>
        <source>England convoys a French army from Belgium into London, where an English army holds. A convoy is not a support, so it is allowed, and the supported French army dislodges the English one.</source>
        <extracomment>6.D.16 description</extracomment>
        <translation>England konvoiert eine französische Armee von Belgien nach London, wo eine englische Armee hält. Ein Konvoi ist keine Unterstützung, also ist er erlaubt, und die unterstützte französische Armee vertreibt die englische.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="224"/>
        <source>Dislodging the supporter cuts the support</source>
        <extracomment>6.D.17 title</extracomment>
        <translation>Die Vertreibung des Unterstützers unterbricht die Unterstützung</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="226"/>
        <source>The Turkish fleet from Ankara cannot cut the support aimed at Ankara by attacking, but with support from Smyrna it dislodges the supporter in Constantinople. A dislodged unit gives no support, so the Russian attack fails.</source>
        <extracomment>6.D.17 description</extracomment>
        <translation>Die türkische Flotte aus Ankara kann die auf Ankara zielende Unterstützung nicht durch einen Angriff unterbrechen, vertreibt aber mit Unterstützung aus Smyrna den Unterstützer in Konstantinopel. Eine vertriebene Einheit gibt keine Unterstützung, also scheitert der russische Angriff.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="228"/>
        <source>A surviving supporter keeps supporting</source>
        <extracomment>6.D.18 title</extracomment>
        <translation>Ein überlebender Unterstützer unterstützt weiter</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="230"/>
        <source>The Russian fleet in Constantinople supports an attack on Ankara, and Turkey attacks it from Ankara with support; but Bulgaria supports Constantinople to hold. The Turkish attack cannot dislodge it, so the support stands, and the Russian fleet takes Ankara.</source>
        <extracomment>6.D.18 description</extracomment>
        <translation>Die russische Flotte in Konstantinopel unterstützt einen Angriff auf Ankara, und die Türkei greift sie mit Unterstützung aus Ankara an; doch Bulgarien unterstützt Konstantinopel beim Halten. Der türkische Angriff kann sie nicht vertreiben, also bleibt die Unterstützung bestehen, und die russische Flotte nimmt Ankara ein.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="232"/>
        <source>Help from your own side does not dislodge you</source>
        <extracomment>6.D.19 title</extracomment>
        <translation>Hilfe von der eigenen Seite vertreibt einen nicht</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="234"/>
        <source>The attack from Ankara on Constantinople is supported by a Russian army, but Constantinople is Russian too. That support cannot count against Russia&apos;s own fleet, so the support from Constantinople stands and Ankara falls.</source>
        <extracomment>6.D.19 description</extracomment>
        <translation>Der Angriff aus Ankara auf Konstantinopel wird von einer russischen Armee unterstützt, doch Konstantinopel ist ebenfalls russisch. Diese Unterstützung kann nicht gegen Russlands eigene Flotte zählen, also bleibt die Unterstützung aus Konstantinopel bestehen, und Ankara fällt.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="236"/>
        <source>Your own attack does not cut your support</source>
        <extracomment>6.D.20 title</extracomment>
        <translation>Der eigene Angriff unterbricht die eigene Unterstützung nicht</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="238"/>
        <source>An English army moves to London, where an English fleet is supporting. Only another power&apos;s attack cuts support, so the support stands and the French fleet in the Channel is dislodged.</source>
        <extracomment>6.D.20 description</extracomment>
        <translation>Eine englische Armee zieht nach London, wo eine englische Flotte unterstützt. Nur der Angriff einer anderen Macht unterbricht eine Unterstützung, also bleibt sie bestehen, und die französische Flotte im Ärmelkanal wird vertrieben.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="240"/>
        <source>A dislodged attacker still cuts support</source>
        <extracomment>6.D.21 title</extracomment>
        <translation>Ein vertriebener Angreifer unterbricht trotzdem die Unterstützung</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="242"/>
        <source>The German army in Munich attacks Tyrolia and is dislodged by Russia at the same time. Its attack still cuts the Tyrolian support, so the Italian attack on Trieste fails.</source>
        <extracomment>6.D.21 description</extracomment>
        <translation>Die deutsche Armee in München greift Tirol an und wird gleichzeitig von Russland vertrieben. Ihr Angriff unterbricht trotzdem die Unterstützung aus Tirol, also scheitert der italienische Angriff auf Triest.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="244"/>
        <source>Supporting an impossible move</source>
        <extracomment>6.D.22 title</extracomment>
        <translation>Unterstützung eines unmöglichen Zuges</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="246"/>
        <source>Germany supports its fleet from Kiel to Munich, a move a fleet can never make. The order and its support are void, the fleet counts as holding without help, and the supported Russian army dislodges it.</source>
        <extracomment>6.D.22 description</extracomment>
        <translation>Deutschland unterstützt seine Flotte von Kiel nach München, einen Zug, den eine Flotte nie ausführen kann. Der Befehl und seine Unterstützung sind ungültig, die Flotte gilt als haltend ohne Hilfe, und die unterstützte russische Armee vertreibt sie.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="248"/>
        <source>An impossible move from the wrong coast</source>
        <extracomment>6.D.23 title</extracomment>
        <translation>Ein unmöglicher Zug von der falschen Küste</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="250"/>
        <source>The French fleet on the north coast of Spain cannot reach the Gulf of Lyon, so its move and the support for it are void. The supported Italian fleet dislodges it.</source>
        <extracomment>6.D.23 description</extracomment>
        <translation>Die französische Flotte an der Nordküste Spaniens kann den Golf von Lyon nicht erreichen, also sind ihr Zug und die Unterstützung dafür ungültig. Die unterstützte italienische Flotte vertreibt sie.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="252"/>
        <source>No support for an army going to sea</source>
        <extracomment>6.D.24 title</extracomment>
        <translation>Keine Unterstützung für eine Armee, die aufs Meer will</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="254"/>
        <source>France orders an army into the Gulf of Lyon with support. Both orders are void, so they do not make the Italian fleet there a beleaguered garrison, and the supported Turkish fleet dislodges it.</source>
        <extracomment>6.D.24 description</extracomment>
        <translation>Frankreich befiehlt eine Armee mit Unterstützung in den Golf von Lyon. Beide Befehle sind ungültig, machen die italienische Flotte dort also nicht zu einer belagerten Garnison, und die unterstützte türkische Flotte vertreibt sie.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="256"/>
        <source>A wrong hold support does not harm the supporter</source>
        <extracomment>6.D.25 title</extracomment>
        <translation>Eine falsche Halteunterstützung schadet dem Unterstützer nicht</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="258"/>
        <source>Berlin supports Prussia to hold, but Prussia moves. That support is void, yet Berlin still counts as holding, and the fleet in Kiel supports it successfully against the Russian attack.</source>
        <extracomment>6.D.25 description</extracomment>
        <translation>Berlin unterstützt Preußen beim Halten, doch Preußen zieht. Diese Unterstützung ist ungültig, Berlin gilt aber dennoch als haltend, und die Flotte in Kiel unterstützt es erfolgreich gegen den russischen Angriff.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="260"/>
        <source>A wrong move support does not harm the supporter</source>
        <extracomment>6.D.26 title</extracomment>
        <translation>Eine falsche Zugunterstützung schadet dem Unterstützer nicht</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="262"/>
        <source>Berlin supports a move from Prussia to Silesia that is not ordered. The void support still leaves Berlin a holding unit, so the support from Kiel counts and the Russian attack fails.</source>
        <extracomment>6.D.26 description</extracomment>
        <translation>Berlin unterstützt einen nicht befohlenen Zug von Preußen nach Schlesien. Trotz der ungültigen Unterstützung bleibt Berlin eine haltende Einheit, also zählt die Unterstützung aus Kiel, und der russische Angriff scheitert.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="264"/>
        <source>A wrong convoy still counts as holding</source>
        <extracomment>6.D.27 title</extracomment>
        <translation>Ein falscher Konvoi gilt trotzdem als Halten</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="266"/>
        <source>The Russian fleet in the Baltic convoys an army that does not move. The convoy order is void, but the fleet is still not moving, so the hold support from Prussia counts and the English attack fails.</source>
        <extracomment>6.D.27 description</extracomment>
        <translation>Die russische Flotte in der Ostsee konvoiert eine Armee, die nicht zieht. Der Konvoibefehl ist ungültig, doch die Flotte zieht weiterhin nicht, also zählt die Halteunterstützung aus Preußen, und der englische Angriff scheitert.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="268"/>
        <source>An impossible move is treated as a hold</source>
        <extracomment>6.D.28 title</extracomment>
        <translation>Ein unmöglicher Zug gilt als Halten</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="270"/>
        <source>The Russian fleet in Rumania is ordered to Holland, far out of reach. The order is ignored, so the fleet holds and the Austrian support to hold it counts against the Turkish attack.</source>
        <extracomment>6.D.28 description</extracomment>
        <translation>Die russische Flotte in Rumänien soll nach Holland ziehen, weit außer Reichweite. Der Befehl wird ignoriert, also hält die Flotte, und die österreichische Halteunterstützung für sie zählt gegen den türkischen Angriff.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="272"/>
        <source>A move to an unreachable coast is a hold</source>
        <extracomment>6.D.29 title</extracomment>
        <translation>Ein Zug an eine unerreichbare Küste ist ein Halten</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="274"/>
        <source>The fleet in Rumania is sent to the south coast of Bulgaria, which it cannot reach. The order is ignored, the fleet holds, and the support from Budapest keeps it there.</source>
        <extracomment>6.D.29 description</extracomment>
        <translation>Die Flotte in Rumänien wird an die Südküste Bulgariens geschickt, die sie nicht erreichen kann. Der Befehl wird ignoriert, die Flotte hält, und die Unterstützung aus Budapest sichert sie dort.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="276"/>
        <source>A move missing its coast is a hold</source>
        <extracomment>6.D.30 title</extracomment>
        <translation>Ein Zug ohne Küste ist ein Halten</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="278"/>
        <source>The fleet in Constantinople moves to Bulgaria without a coast, though two coasts are possible. The order is ignored and the fleet holds with the Italian support against Turkey&apos;s attack.</source>
        <extracomment>6.D.30 description</extracomment>
        <translation>Die Flotte in Konstantinopel zieht ohne Küste nach Bulgarien, obwohl zwei Küsten möglich sind. Der Befehl wird ignoriert, und die Flotte hält mit der italienischen Unterstützung gegen den Angriff der Türkei.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="280"/>
        <source>No support through a convoy that needs yourself</source>
        <extracomment>6.D.31 title</extracomment>
        <translation>Keine Unterstützung über einen Konvoi, der einen selbst braucht</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="282"/>
        <source>The Turkish fleet in the Black Sea supports an army from Rumania to Armenia. The army could only get there by a convoy through that very fleet, and a fleet cannot convoy and support at once, so the support is illegal.</source>
        <extracomment>6.D.31 description</extracomment>
        <translation>Die türkische Flotte im Schwarzen Meer unterstützt eine Armee von Rumänien nach Armenien. Die Armee käme nur per Konvoi über genau diese Flotte dorthin, und eine Flotte kann nicht zugleich konvoieren und unterstützen, also ist die Unterstützung ungültig.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="284"/>
        <source>A convoyed move with no fleet is ignored</source>
        <extracomment>6.D.32 title</extracomment>
        <translation>Ein Konvoizug ohne Flotte wird ignoriert</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="286"/>
        <source>The German army in Yorkshire is ordered to Holland, which only a convoy could do, and no fleet convoys it. The order is void, the army holds, and the French hold support keeps it safe from England.</source>
        <extracomment>6.D.32 description</extracomment>
        <translation>Die deutsche Armee in Yorkshire soll nach Holland ziehen, was nur per Konvoi ginge, und keine Flotte konvoiert sie. Der Befehl ist ungültig, die Armee hält, und die französische Halteunterstützung schützt sie vor England.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="288"/>
        <source>An unwanted support breaks a self-bounce</source>
        <extracomment>6.D.33 title</extracomment>
        <translation>Eine ungewollte Unterstützung verhindert ein absichtliches Abprallen</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="290"/>
        <source>Austria sends two armies to Budapest to bounce each other, but Russia supports one of them. That army now wins, and Serbia is left open for the Turkish army from Bulgaria.</source>
        <extracomment>6.D.33 description</extracomment>
        <translation>Österreich schickt zwei Armeen nach Budapest, damit sie aneinander abprallen, doch Russland unterstützt eine davon. Diese Armee gewinnt nun, und Serbien ist frei für die türkische Armee aus Bulgarien.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="292"/>
        <source>No support into your own province</source>
        <extracomment>6.D.34 title</extracomment>
        <translation>Keine Unterstützung in die eigene Provinz</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="294"/>
        <source>The Italian army in Prussia supports an attack on Prussia itself. A unit cannot support a move into the place where it stands, so the support is illegal and the German attack dislodges it.</source>
        <extracomment>6.D.34 description</extracomment>
        <translation>Die italienische Armee in Preußen unterstützt einen Angriff auf Preußen selbst. Eine Einheit kann keinen Zug an den Ort unterstützen, an dem sie steht, also ist die Unterstützung ungültig, und der deutsche Angriff vertreibt sie.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="296"/>
        <source>The winner of a head-to-head leaves room behind</source>
        <extracomment>6.E.1 title</extracomment>
        <translation>Der Sieger eines Frontalkampfs macht Platz</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="298"/>
        <source>The German army in Berlin and the Russian army in Prussia try to swap. With support Germany wins the head-to-head and dislodges the Russian army, and the German fleet from Kiel follows into Berlin.</source>
        <extracomment>6.E.1 description</extracomment>
        <translation>Die deutsche Armee in Berlin und die russische Armee in Preußen versuchen, die Plätze zu tauschen. Mit Unterstützung gewinnt Deutschland den Frontalkampf und vertreibt die russische Armee, und die deutsche Flotte aus Kiel rückt nach Berlin nach.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="300"/>
        <source>No head-to-head victory over your own unit</source>
        <extracomment>6.E.2 title</extracomment>
        <translation>Kein Sieg im Frontalkampf über die eigene Einheit</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="302"/>
        <source>Two German units try to swap between Berlin and Kiel, one with support. They meet head to head, and a power cannot dislodge its own unit, so neither moves.</source>
        <extracomment>6.E.2 description</extracomment>
        <translation>Zwei deutsche Einheiten versuchen, zwischen Berlin und Kiel die Plätze zu tauschen, eine davon mit Unterstützung. Sie treffen frontal aufeinander, und eine Macht kann ihre eigene Einheit nicht vertreiben, also zieht keine.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="304"/>
        <source>Your support does not count against you in a head-to-head</source>
        <extracomment>6.E.3 title</extracomment>
        <translation>Die eigene Unterstützung zählt im Frontalkampf nicht gegen einen selbst</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="306"/>
        <source>Germany supports the English fleet from Kiel to Berlin, against its own army coming the other way. The support does not count against the German army, the battle is even, and both stay.</source>
        <extracomment>6.E.3 description</extracomment>
        <translation>Deutschland unterstützt die englische Flotte von Kiel nach Berlin, gegen die eigene Armee, die in Gegenrichtung zieht. Die Unterstützung zählt nicht gegen die deutsche Armee, der Kampf ist ausgeglichen, und beide bleiben.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="308"/>
        <source>A loser that is not dislodged still blocks</source>
        <extracomment>6.E.4 title</extracomment>
        <translation>Ein Verlierer, der nicht vertrieben wird, blockiert trotzdem</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="310"/>
        <source>German and French fleets meet head to head between Holland and the North Sea, while England and Austria attack both places. England&apos;s equal attack keeps the stronger German fleet out, so the French fleet is not dislodged, and its move still keeps the Austrian army out of Holland.</source>
        <extracomment>6.E.4 description</extracomment>
        <translation>Deutsche und französische Flotten treffen zwischen Holland und der Nordsee frontal aufeinander, während England und Österreich beide Orte angreifen. Englands gleich starker Angriff hält die stärkere deutsche Flotte draußen, also wird die französische Flotte nicht vertrieben, und ihr Zug hält die österreichische Armee weiterhin aus Holland fern.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="312"/>
        <source>A loser dislodged by someone else still blocks</source>
        <extracomment>6.E.5 title</extracomment>
        <translation>Ein von anderen vertriebener Verlierer blockiert trotzdem</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="314"/>
        <source>England now dislodges the French fleet from the North Sea with strength four. Because it was dislodged by a third power and not by its head-to-head opponent, the French move still prevents the Austrian army from entering Holland.</source>
        <extracomment>6.E.5 description</extracomment>
        <translation>England vertreibt nun die französische Flotte mit Stärke vier aus der Nordsee. Da sie von einer dritten Macht vertrieben wurde und nicht von ihrem Gegner im Frontalkampf, hindert der französische Zug die österreichische Armee weiterhin daran, Holland zu betreten.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="316"/>
        <source>Saved only by the opponent&apos;s own support</source>
        <extracomment>6.E.6 title</extracomment>
        <translation>Nur durch die eigene Unterstützung des Gegners gerettet</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="318"/>
        <source>France helps the German fleet into the North Sea against its own fleet. That help does not count against France, so the French fleet is not dislodged, and it still blocks the Austrian army from Holland.</source>
        <extracomment>6.E.6 description</extracomment>
        <translation>Frankreich hilft der deutschen Flotte in die Nordsee, gegen seine eigene Flotte. Diese Hilfe zählt nicht gegen Frankreich, also wird die französische Flotte nicht vertrieben und hält die österreichische Armee weiterhin aus Holland fern.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="320"/>
        <source>A beleaguered garrison</source>
        <extracomment>6.E.7 title</extracomment>
        <translation>Eine belagerte Garnison</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="322"/>
        <source>German and Russian fleets each attack the English fleet in the North Sea with strength two. They prevent each other, England&apos;s own support cannot be used against its fleet, and the garrison survives.</source>
        <extracomment>6.E.7 description</extracomment>
        <translation>Deutsche und russische Flotten greifen die englische Flotte in der Nordsee jeweils mit Stärke zwei an. Sie halten einander auf, Englands eigene Unterstützung kann nicht gegen seine Flotte verwendet werden, und die Garnison übersteht den Angriff.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="324"/>
        <source>A beleaguered garrison in a head-to-head</source>
        <extracomment>6.E.8 title</extracomment>
        <translation>Eine belagerte Garnison im Frontalkampf</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="326"/>
        <source>German and Russian fleets each attack the English fleet in the North Sea with strength two, and that fleet tries to move to Norway, meeting the Russian fleet head to head. Nobody gains: every move fails and everyone stays.</source>
        <extracomment>6.E.8 description</extracomment>
        <translation>Deutsche und russische Flotten greifen die englische Flotte in der Nordsee jeweils mit Stärke zwei an, und diese Flotte versucht, nach Norwegen zu ziehen, wo sie frontal auf die russische Flotte trifft. Niemand gewinnt: Jeder Zug scheitert, und alle bleiben.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="328"/>
        <source>The garrison leaves and the stronger attacker enters</source>
        <extracomment>6.E.9 title</extracomment>
        <translation>Die Garnison zieht ab, und der stärkere Angreifer rückt ein</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="330"/>
        <source>The English fleet leaves the North Sea for the Norwegian Sea. With the province empty, England&apos;s support for the Russian fleet now counts, and Russia enters the North Sea.</source>
        <extracomment>6.E.9 description</extracomment>
        <translation>Die englische Flotte verlässt die Nordsee in Richtung Europäisches Nordmeer. Da die Provinz nun leer ist, zählt Englands Unterstützung für die russische Flotte, und Russland zieht in die Nordsee ein.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="332"/>
        <source>A garrison caught in a failed rotation</source>
        <extracomment>6.E.10 title</extracomment>
        <translation>Eine Garnison, gefangen in einer gescheiterten Rotation</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="334"/>
        <source>The North Sea fleet tries to go round through Denmark and Heligoland, but that circle is broken by the attack on the North Sea. The rotation fails and the garrison stays put.</source>
        <extracomment>6.E.10 description</extracomment>
        <translation>Die Flotte in der Nordsee versucht, über Dänemark und die Helgoländer Bucht im Kreis zu ziehen, doch der Angriff auf die Nordsee unterbricht diesen Kreis. Die Rotation scheitert, und die Besatzung bleibt, wo sie ist.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="336"/>
        <source>An adjacent swap by convoy beats a third army</source>
        <extracomment>6.E.11 title</extracomment>
        <translation>Ein Platztausch per Konvoi zwischen Nachbarn schlägt eine dritte Armee</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="338"/>
        <source>The French army goes from Spain to Portugal by convoy while the Italian fleet from Portugal enters Spain. Convoyed units do not meet head to head, so they swap, and the German army from Gascony is kept out.</source>
        <extracomment>6.E.11 description</extracomment>
        <translation>Die französische Armee zieht per Konvoi von Spanien nach Portugal, während die italienische Flotte aus Portugal nach Spanien zieht. Beförderte Einheiten treffen nicht frontal aufeinander, also tauschen sie die Plätze, und die deutsche Armee aus der Gascogne bleibt draußen.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="340"/>
        <source>Supporting an attack on your own unit can still block</source>
        <extracomment>6.E.12 title</extracomment>
        <translation>Die Unterstützung eines Angriffs auf die eigene Einheit kann trotzdem blockieren</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="342"/>
        <source>Austria supports an Italian attack on its own army in Budapest. The support does not help dislodge the Austrian army, but it still makes the Italian attack strong enough to stop the Russian attack on Budapest.</source>
        <extracomment>6.E.12 description</extracomment>
        <translation>Österreich unterstützt einen italienischen Angriff auf seine eigene Armee in Budapest. Die Unterstützung hilft nicht, die österreichische Armee zu vertreiben, macht den italienischen Angriff aber stark genug, um den russischen Angriff auf Budapest aufzuhalten.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="344"/>
        <source>Three equal attackers, one garrison</source>
        <extracomment>6.E.13 title</extracomment>
        <translation>Drei gleich starke Angreifer, eine Besatzung</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="346"/>
        <source>English, French and Russian fleets each attack the German fleet in the North Sea with strength two. They cancel each other out, and the German fleet stays.</source>
        <extracomment>6.E.13 description</extracomment>
        <translation>Englische, französische und russische Flotten greifen die deutsche Flotte in der Nordsee jeweils mit Stärke zwei an. Sie heben sich gegenseitig auf, und die deutsche Flotte bleibt.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="348"/>
        <source>An illegal move still holds its ground</source>
        <extracomment>6.E.14 title</extracomment>
        <translation>Ein ungültiger Zug hält trotzdem die Stellung</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="350"/>
        <source>The Russian fleet in Edinburgh is sent to Liverpool, which it cannot reach. The order is ignored and the fleet holds, which is enough to stop the unsupported English army from Liverpool.</source>
        <extracomment>6.E.14 description</extracomment>
        <translation>Die russische Flotte in Edinburgh soll nach Liverpool ziehen, das sie nicht erreichen kann. Der Befehl wird ignoriert und die Flotte hält; das genügt, um die nicht unterstützte englische Armee aus Liverpool aufzuhalten.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="352"/>
        <source>The friendly head-to-head</source>
        <extracomment>6.E.15 title</extracomment>
        <translation>Der freundschaftliche Frontalkampf</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="354"/>
        <source>England and Russia attack Kiel and Berlin, while the German and French armies in those two places try to swap with equal support. Every battle is balanced, and nobody moves.</source>
        <extracomment>6.E.15 description</extracomment>
        <translation>England und Russland greifen Kiel und Berlin an, während die deutsche und die französische Armee dort mit gleicher Unterstützung die Plätze tauschen wollen. Jeder Kampf ist ausgeglichen, und niemand zieht.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="356"/>
        <source>Fleets on the coast cannot convoy</source>
        <extracomment>6.F.1 title</extracomment>
        <translation>Flotten an der Küste können nicht befördern</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="358"/>
        <source>Turkey tries to carry an army from Greece to Sevastopol through the Aegean, Constantinople and the Black Sea. A fleet in a coastal province is no part of a sea route, so there is no convoy and the army stays.</source>
        <extracomment>6.F.1 description</extracomment>
        <translation>Die Türkei versucht, eine Armee von Griechenland über das Ägäische Meer, Konstantinopel und das Schwarze Meer nach Sewastopol zu befördern. Eine Flotte in einer Küstenprovinz ist kein Teil eines Seewegs, also gibt es keinen Konvoi, und die Armee bleibt stehen.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="360"/>
        <source>A convoyed army can bounce</source>
        <extracomment>6.F.2 title</extracomment>
        <translation>Eine beförderte Armee kann abprallen</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="362"/>
        <source>The English army crosses the Channel to Brest while a French army from Paris also moves there. Arriving by sea gives no advantage: equal strength, a bounce, and both stay home.</source>
        <extracomment>6.F.2 description</extracomment>
        <translation>Die englische Armee überquert den Ärmelkanal nach Brest, während auch eine französische Armee aus Paris dorthin zieht. Die Ankunft über See bringt keinen Vorteil: gleiche Stärke, Abprall, und beide bleiben zu Hause.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="364"/>
        <source>A convoyed army can be supported</source>
        <extracomment>6.F.3 title</extracomment>
        <translation>Eine beförderte Armee kann unterstützt werden</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="366"/>
        <source>An English army crosses the Channel to Brest with support from the English fleet in the Mid-Atlantic, while a French army from Paris moves there too. The convoyed army has strength two, beats the French army, and lands in Brest.</source>
        <extracomment>6.F.3 description</extracomment>
        <translation>Eine englische Armee überquert den Ärmelkanal nach Brest, unterstützt von der englischen Flotte im Mittelatlantik, während auch eine französische Armee aus Paris dorthin zieht. Die beförderte Armee hat Stärke zwei, schlägt die französische Armee und landet in Brest.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="368"/>
        <source>Attacking a convoy fleet is not enough</source>
        <extracomment>6.F.4 title</extracomment>
        <translation>Eine Konvoiflotte anzugreifen genügt nicht</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="370"/>
        <source>Germany attacks the North Sea fleet that carries an English army to Holland, but does not dislodge it. A convoy is broken only when a fleet of it is dislodged, so the army arrives.</source>
        <extracomment>6.F.4 description</extracomment>
        <translation>Deutschland greift die Flotte in der Nordsee an, die eine englische Armee nach Holland befördert, vertreibt sie aber nicht. Ein Konvoi wird nur unterbrochen, wenn eine seiner Flotten vertrieben wird, also kommt die Armee an.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="372"/>
        <source>A besieged fleet still convoys</source>
        <extracomment>6.F.5 title</extracomment>
        <translation>Eine bedrängte Flotte befördert weiter</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="374"/>
        <source>French and German fleets both attack the convoying North Sea fleet with strength two. They stop each other, the fleet stays, and the English army lands in Holland.</source>
        <extracomment>6.F.5 description</extracomment>
        <translation>Französische und deutsche Flotten greifen beide die befördernde Flotte in der Nordsee mit Stärke zwei an. Sie halten sich gegenseitig auf, die Flotte bleibt, und die englische Armee landet in Holland.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="376"/>
        <source>A failed convoy cuts no support</source>
        <extracomment>6.F.6 title</extracomment>
        <translation>Ein gescheiterter Konvoi unterbricht keine Unterstützung</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="378"/>
        <source>Germany dislodges the North Sea fleet, so the English army never reaches Holland. An army that does not arrive cannot cut the support given from Holland, and the French attack on Belgium fails.</source>
        <extracomment>6.F.6 description</extracomment>
        <translation>Deutschland vertreibt die Flotte in der Nordsee, also erreicht die englische Armee Holland nie. Eine Armee, die nicht ankommt, kann die Unterstützung aus Holland nicht unterbrechen, und der französische Angriff auf Belgien scheitert.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="380"/>
        <source>A failed convoy leaves its target empty</source>
        <extracomment>6.F.7 title</extracomment>
        <translation>Ein gescheiterter Konvoi lässt sein Ziel leer</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="382"/>
        <source>The North Sea fleet is dislodged and the army it carried stays in London. Because that army never contested Holland, the dislodged fleet may later retreat there.</source>
        <extracomment>6.F.7 description</extracomment>
        <translation>Die Flotte in der Nordsee wird vertrieben, und die von ihr beförderte Armee bleibt in London. Da diese Armee Holland nie streitig gemacht hat, darf sich die vertriebene Flotte später dorthin zurückziehen.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="384"/>
        <source>A failed convoy bounces nobody</source>
        <extracomment>6.F.8 title</extracomment>
        <translation>Ein gescheiterter Konvoi lässt niemanden abprallen</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="386"/>
        <source>The convoy to Holland is broken, and a German army from Belgium moves to Holland as well. The English army never arrives to fight, so the German army walks in.</source>
        <extracomment>6.F.8 description</extracomment>
        <translation>Der Konvoi nach Holland ist unterbrochen, und eine deutsche Armee aus Belgien zieht ebenfalls nach Holland. Die englische Armee kommt nie zum Kampf an, also zieht die deutsche Armee ungehindert ein.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="388"/>
        <source>Two routes: one broken, one left</source>
        <extracomment>6.F.9 title</extracomment>
        <translation>Zwei Wege: einer unterbrochen, einer bleibt</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="390"/>
        <source>England convoys through both the Channel and the North Sea, and France dislodges the Channel fleet. Under the DATC preference the North Sea route is enough, and the army reaches Belgium.</source>
        <extracomment>6.F.9 description</extracomment>
        <translation>England befördert sowohl über den Ärmelkanal als auch über die Nordsee, und Frankreich vertreibt die Flotte im Ärmelkanal. Nach der DATC-Empfehlung genügt der Weg über die Nordsee, und die Armee erreicht Belgien.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="392"/>
        <source>A foreign fleet on one route</source>
        <extracomment>6.F.10 title</extracomment>
        <translation>Eine fremde Flotte auf einem der Wege</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="394"/>
        <source>A German fleet in the Channel also convoys the English army and is dislodged by France. The English route through the North Sea still stands, so the army lands in Belgium.</source>
        <extracomment>6.F.10 description</extracomment>
        <translation>Eine deutsche Flotte im Ärmelkanal befördert die englische Armee ebenfalls und wird von Frankreich vertrieben. Der englische Weg über die Nordsee besteht weiter, also landet die Armee in Belgien.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="396"/>
        <source>Carried only by foreign fleets</source>
        <extracomment>6.F.11 title</extracomment>
        <translation>Nur von fremden Flotten befördert</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="398"/>
        <source>The English army is convoyed by a German and a Russian fleet, and the German one is dislodged. One unbroken route is enough: the army arrives in Belgium.</source>
        <extracomment>6.F.11 description</extracomment>
        <translation>Die englische Armee wird von einer deutschen und einer russischen Flotte befördert, und die deutsche wird vertrieben. Ein ununterbrochener Weg genügt: Die Armee kommt in Belgien an.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="400"/>
        <source>A dislodged fleet that was never needed</source>
        <extracomment>6.F.12 title</extracomment>
        <translation>Eine vertriebene Flotte, die nie gebraucht wurde</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="402"/>
        <source>England also orders its fleet in the Irish Sea to convoy, and France dislodges it. The army goes through the Channel anyway, so losing a fleet off the route changes nothing.</source>
        <extracomment>6.F.12 description</extracomment>
        <translation>England lässt auch seine Flotte in der Irischen See befördern, und Frankreich vertreibt sie. Die Armee zieht ohnehin durch den Ärmelkanal, also ändert der Verlust einer Flotte abseits des Weges nichts.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="404"/>
        <source>Two routes through two powers</source>
        <extracomment>6.F.13 title</extracomment>
        <translation>Zwei Wege über zwei Mächte</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="406"/>
        <source>The English army can cross by the English North Sea fleet or the French Channel fleet. Germany dislodges the North Sea fleet, the Channel route remains, and the army reaches Belgium.</source>
        <extracomment>6.F.13 description</extracomment>
        <translation>Die englische Armee kann mit der englischen Flotte in der Nordsee oder mit der französischen Flotte im Ärmelkanal übersetzen. Deutschland vertreibt die Flotte in der Nordsee, der Weg über den Ärmelkanal bleibt, und die Armee erreicht Belgien.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="408"/>
        <source>The simple convoy paradox</source>
        <extracomment>6.F.14 title</extracomment>
        <translation>Das einfache Konvoi-Paradoxon</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="410"/>
        <source>A French army convoyed from Brest attacks London, whose fleet supports an attack on the convoying fleet. If the army cut that support the convoy would survive, and if not it would fail. The 1971, 1982, 2000 and Szykman rules agree: the support is not cut, the Channel fleet is dislodged and the army stays. Only the &apos;All Hold&apos; rule (4.A.2 d) differs: every move of the paradox fails and nothing moves.</source>
        <extracomment>6.F.14 description</extracomment>
        <translation>Eine französische Armee, von Brest aus befördert, greift London an, dessen Flotte einen Angriff auf die befördernde Flotte unterstützt. Unterbräche die Armee diese Unterstützung, bliebe der Konvoi bestehen, andernfalls scheiterte er. Die Regeln von 1971, 1982, 2000 und Szykman stimmen überein: Die Unterstützung wird nicht unterbrochen, die Flotte im Ärmelkanal wird vertrieben, und die Armee bleibt stehen. Nur die Regel „Alle halten“ (4.A.2 d) weicht ab: Jeder Zug des Paradoxons scheitert, und keine Einheit bewegt sich.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="676"/>
        <source>adjacent convoy</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>Konvoi zum Nachbarfeld</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="678"/>
        <source>beleaguered garrison</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>belagerte Garnison</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="680"/>
        <source>build</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>Aufbau</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="682"/>
        <source>circular movement</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>Ringtausch</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="684"/>
        <source>civil disorder</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>zivile Unordnung</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="686"/>
        <source>coast</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>Küste</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="688"/>
        <source>convoy</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>Konvoi</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="690"/>
        <source>convoy paradox</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>Konvoi-Paradoxon</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="692"/>
        <source>convoy route</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>Konvoiroute</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="694"/>
        <source>disband</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>Auflösung</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="696"/>
        <source>dislodgement</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>Vertreibung</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="698"/>
        <source>foreign convoy</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>fremder Konvoi</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="700"/>
        <source>head-to-head</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>Frontalangriff</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="702"/>
        <source>hold</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>Halten</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="704"/>
        <source>illegal order</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>ungültiger Befehl</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="706"/>
        <source>nationality</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>Nationalität</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="708"/>
        <source>order notation</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>Befehlsschreibweise</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="710"/>
        <source>removal</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>Abbau</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="712"/>
        <source>retreat</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>Rückzug</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="714"/>
        <source>self-dislodgement</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>Selbstvertreibung</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="716"/>
        <source>standoff</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>Patt</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="718"/>
        <source>strength</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>Stärke</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="720"/>
        <source>support</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>Unterstützung</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="722"/>
        <source>support cut</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>Unterstützung unterbrochen</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="724"/>
        <source>swap</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>Platztausch</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="726"/>
        <source>unit type</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>Einheitentyp</translation>
    </message>
    <message>
        <source>A French army convoyed from Brest attacks London, whose fleet supports an attack on the convoying fleet. If the army cut that support the convoy would survive, and if not it would fail. Every rule agrees: the support is not cut, the Channel fleet is dislodged and the army stays.</source>
        <extracomment>6.F.14 description</extracomment>
        <translation type="vanished">Eine französische Armee, von Brest aus befördert, greift London an, dessen Flotte einen Angriff auf die befördernde Flotte unterstützt. Unterbräche die Armee diese Unterstützung, bliebe der Konvoi bestehen, andernfalls scheiterte er. Alle Regeln sind sich einig: Die Unterstützung wird nicht unterbrochen, die Flotte im Ärmelkanal wird vertrieben, und die Armee bleibt stehen.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="412"/>
        <source>The simple paradox with a second convoy</source>
        <extracomment>6.F.15 title</extracomment>
        <translation>Das einfache Paradoxon mit einem zweiten Konvoi</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="414"/>
        <source>A French army convoyed from Brest attacks London, whose fleet supports an attack on the convoying fleet, and an Italian army is convoyed from North Africa into Wales. The London support holds, the English fleet leaves Wales for the Channel, and the Italian army lands in the empty Wales.</source>
        <extracomment>6.F.15 description</extracomment>
        <translation>Eine französische Armee, von Brest aus befördert, greift London an, dessen Flotte einen Angriff auf die befördernde Flotte unterstützt, und eine italienische Armee wird von Nordafrika nach Wales befördert. Die Unterstützung aus London bleibt bestehen, die englische Flotte zieht von Wales in den Ärmelkanal, und die italienische Armee landet im leeren Wales.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="416"/>
        <source>Pandin&apos;s paradox</source>
        <extracomment>6.F.16 title</extracomment>
        <translation>Pandins Paradoxon</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="418"/>
        <source>England and Germany both attack the convoying Channel fleet with strength two while the convoyed army threatens London. Under the DATC preference the paradox is settled by the convoy failing: London&apos;s support stands, the two attacks bounce, and nothing moves.</source>
        <extracomment>6.F.16 description</extracomment>
        <translation>England und Deutschland greifen beide die befördernde Flotte im Ärmelkanal mit Stärke zwei an, während die beförderte Armee London bedroht. Nach der DATC-Empfehlung wird das Paradoxon durch das Scheitern des Konvois aufgelöst: Die Unterstützung aus London bleibt bestehen, die beiden Angriffe prallen ab, und nichts bewegt sich.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="420"/>
        <source>Pandin&apos;s paradox extended</source>
        <extracomment>6.F.17 title</extracomment>
        <translation>Pandins erweitertes Paradoxon</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="422"/>
        <source>France now supports its convoyed army into London from Yorkshire, so it could dislodge the London fleet. The DATC preference still treats the convoy as the cause of the paradox and lets it fail; nothing moves.</source>
        <extracomment>6.F.17 description</extracomment>
        <translation>Frankreich unterstützt seine beförderte Armee nun von Yorkshire aus nach London, sodass sie die Flotte in London vertreiben könnte. Die DATC-Empfehlung sieht den Konvoi weiterhin als Ursache des Paradoxons und lässt ihn scheitern; nichts bewegt sich.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="424"/>
        <source>The betrayal paradox</source>
        <extracomment>6.F.18 title</extracomment>
        <translation>Das Verrats-Paradoxon</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="426"/>
        <source>France supports the English convoying fleet in the North Sea, while England&apos;s convoyed army attacks Belgium, the supporter. Under the DATC preference the paradoxical convoy fails, Belgium&apos;s support holds, and nothing moves.</source>
        <extracomment>6.F.18 description</extracomment>
        <translation>Frankreich unterstützt die befördernde englische Flotte in der Nordsee, während Englands beförderte Armee Belgien angreift, also den Unterstützer. Nach der DATC-Empfehlung scheitert der paradoxe Konvoi, die Unterstützung aus Belgien bleibt bestehen, und nichts bewegt sich.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="428"/>
        <source>Two routes and a paradox</source>
        <extracomment>6.F.19 title</extracomment>
        <translation>Zwei Wege und ein Paradoxon</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="430"/>
        <source>A French army can reach Naples through the Tyrrhenian or the Ionian Sea, and Naples supports an attack on the Tyrrhenian fleet. The Ionian route alone carries the army, so it cuts the support and the Tyrrhenian fleet survives; the army itself bounces at Naples.</source>
        <extracomment>6.F.19 description</extracomment>
        <translation>Eine französische Armee kann Neapel über das Tyrrhenische oder das Ionische Meer erreichen, und Neapel unterstützt einen Angriff auf die Flotte im Tyrrhenischen Meer. Der Weg über das Ionische Meer trägt die Armee allein, also unterbricht sie die Unterstützung, und die Flotte im Tyrrhenischen Meer überlebt; die Armee selbst prallt in Neapel ab.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="432"/>
        <source>An unwanted second route</source>
        <extracomment>6.F.20 title</extracomment>
        <translation>Ein unerwünschter zweiter Weg</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="434"/>
        <source>Italy convoys the French army through the Ionian Sea as well, hoping to protect its Naples support. The French route through the Tyrrhenian works without it, the army cuts the support, and the Turkish fleet dislodges the Ionian fleet.</source>
        <extracomment>6.F.20 description</extracomment>
        <translation>Italien befördert die französische Armee zusätzlich über das Ionische Meer, in der Hoffnung, seine Unterstützung aus Neapel zu schützen. Der französische Weg über das Tyrrhenische Meer funktioniert auch ohne ihn, die Armee unterbricht die Unterstützung, und die türkische Flotte vertreibt die Flotte im Ionischen Meer.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="436"/>
        <source>Dad&apos;s army convoy</source>
        <extracomment>6.F.21 title</extracomment>
        <translation>Der „Dad&apos;s Army“-Konvoi</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="438"/>
        <source>Russia convoys an army from Norway into Clyde, whose English fleet supports the convoying fleet in the North Atlantic. The Russian army cuts that support and takes Clyde, France dislodges the North Atlantic fleet, and the English convoy fails.</source>
        <extracomment>6.F.21 description</extracomment>
        <translation>Russland befördert eine Armee von Norwegen nach Clyde, dessen englische Flotte die befördernde Flotte im Nordatlantik unterstützt. Die russische Armee unterbricht diese Unterstützung und nimmt Clyde ein, Frankreich vertreibt die Flotte im Nordatlantik, und der englische Konvoi scheitert.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="440"/>
        <source>A second-order paradox with two outcomes</source>
        <extracomment>6.F.22 title</extracomment>
        <translation>Ein Paradoxon zweiter Ordnung mit zwei Ausgängen</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="442"/>
        <source>Two convoys each threaten the support that would break the other. Under the DATC preference both paradoxical convoys fail, so England takes the North Sea and Germany the Channel, dislodging both convoying fleets.</source>
        <extracomment>6.F.22 description</extracomment>
        <translation>Zwei Konvois bedrohen jeweils die Unterstützung, die den anderen unterbrechen würde. Nach der DATC-Empfehlung scheitern beide paradoxen Konvois, also nimmt England die Nordsee und Deutschland den Ärmelkanal ein, und beide befördernden Flotten werden vertrieben.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="444"/>
        <source>A second-order paradox with two exclusive convoys</source>
        <extracomment>6.F.23 title</extracomment>
        <translation>Ein Paradoxon zweiter Ordnung mit zwei sich ausschließenden Konvois</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="446"/>
        <source>Two convoys could each succeed only if the other fails. The DATC preference lets both convoys fail; the supports stand and no move succeeds.</source>
        <extracomment>6.F.23 description</extracomment>
        <translation>Jeder der beiden Konvois könnte nur gelingen, wenn der andere scheitert. Die DATC-Empfehlung lässt beide Konvois scheitern; die Unterstützungen bleiben bestehen, und kein Zug gelingt.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="448"/>
        <source>A second-order paradox without resolution</source>
        <extracomment>6.F.24 title</extracomment>
        <translation>Ein Paradoxon zweiter Ordnung ohne Auflösung</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="450"/>
        <source>Two convoys cut each other&apos;s protection in a loop that no outcome settles. Under the DATC preference both convoys fail, England dislodges the Russian fleet in the North Sea, and the rest holds.</source>
        <extracomment>6.F.24 description</extracomment>
        <translation>Zwei Konvois unterbrechen gegenseitig ihren Schutz in einem Kreislauf, den kein Ergebnis auflöst. Nach der DATC-Empfehlung scheitern beide Konvois, England vertreibt die russische Flotte in der Nordsee, und der Rest hält.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="452"/>
        <source>A support cut at the last moment</source>
        <extracomment>6.F.25 title</extracomment>
        <translation>Eine im letzten Moment unterbrochene Unterstützung</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="454"/>
        <source>Several convoys and supports depend on one another, but no real paradox remains: German and English convoyed armies land in Norway and Holland, and each cuts a support on arrival. The result is found step by step.</source>
        <extracomment>6.F.25 description</extracomment>
        <translation>Mehrere Konvois und Unterstützungen hängen voneinander ab, doch es bleibt kein echtes Paradoxon: Beförderte deutsche und englische Armeen landen in Norwegen und Holland und unterbrechen bei ihrer Ankunft jeweils eine Unterstützung. Das Ergebnis ergibt sich Schritt für Schritt.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="456"/>
        <source>Two armies swap with a convoy</source>
        <extracomment>6.G.1 title</extracomment>
        <translation>Zwei Armeen tauschen per Konvoi die Plätze</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="458"/>
        <source>England orders its fleet in the Skagerrak to convoy the army from Norway to Sweden while the Russian army goes the other way. The convoy means the armies never meet on the border, so they swap places.</source>
        <extracomment>6.G.1 description</extracomment>
        <translation>England lässt seine Flotte im Skagerrak die Armee von Norwegen nach Schweden befördern, während die russische Armee in die Gegenrichtung zieht. Durch den Konvoi begegnen sich die Armeen nie an der Grenze, also tauschen sie die Plätze.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="460"/>
        <source>No kidnapping an army</source>
        <extracomment>6.G.2 title</extracomment>
        <translation>Armeen werden nicht entführt</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="462"/>
        <source>A German fleet offers to convoy the English army from Norway to Sweden, which England never asked for. Under the DATC preference a foreign convoy shows no English intent, so the army goes by land and bounces head to head with the Russian fleet.</source>
        <extracomment>6.G.2 description</extracomment>
        <translation>Eine deutsche Flotte bietet an, die englische Armee von Norwegen nach Schweden zu befördern, worum England nie gebeten hat. Nach der DATC-Empfehlung zeigt ein fremder Konvoi keine englische Absicht, also zieht die Armee über Land und prallt im Frontalkampf an der russischen Flotte ab.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="464"/>
        <source>An unwanted convoy that fails</source>
        <extracomment>6.G.3 title</extracomment>
        <translation>Ein unerwünschter Konvoi, der scheitert</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="466"/>
        <source>England orders its Channel fleet to convoy the French army from Picardy to Belgium, and France dislodges that fleet. France never wanted the convoy; its army takes the land route and arrives in Belgium.</source>
        <extracomment>6.G.3 description</extracomment>
        <translation>England lässt seine Flotte im Ärmelkanal die französische Armee von der Picardie nach Belgien befördern, und Frankreich vertreibt diese Flotte. Frankreich wollte den Konvoi nie; seine Armee nimmt den Landweg und kommt in Belgien an.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="468"/>
        <source>An unwanted convoy in a swap</source>
        <extracomment>6.G.4 title</extracomment>
        <translation>Ein unerwünschter Konvoi bei einem Platztausch</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="470"/>
        <source>England orders its Channel fleet to convoy the French army from Picardy to Belgium, while the English army in Belgium moves to Picardy. The French army goes by land, so the two armies meet head to head; with support from Burgundy, France wins and dislodges the English army.</source>
        <extracomment>6.G.4 description</extracomment>
        <translation>England lässt seine Flotte im Ärmelkanal die französische Armee von der Picardie nach Belgien befördern, während die englische Armee in Belgien in die Picardie zieht. Die französische Armee zieht über Land, also treffen die beiden Armeen frontal aufeinander; mit Unterstützung aus Burgund gewinnt Frankreich und vertreibt die englische Armee.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="472"/>
        <source>Swapping with the other side&apos;s convoy</source>
        <extracomment>6.G.5 title</extracomment>
        <translation>Platztausch mit dem Konvoi der Gegenseite</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="474"/>
        <source>Italy&apos;s army in Rome moves to Apulia, and Turkey convoys its army from Apulia to Rome with its own fleet. The Turkish army goes by sea, so the two do not collide and they swap.</source>
        <extracomment>6.G.5 description</extracomment>
        <translation>Italiens Armee in Rom zieht nach Apulien, und die Türkei befördert ihre Armee mit ihrer eigenen Flotte von Apulien nach Rom. Die türkische Armee zieht über See, also stoßen die beiden nicht zusammen und tauschen die Plätze.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="476"/>
        <source>Swapping with intent it did not need</source>
        <extracomment>6.G.6 title</extracomment>
        <translation>Platztausch mit einer unnötigen Konvoi-Absicht</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="478"/>
        <source>England orders its Channel fleet to convoy its army from Liverpool to Edinburgh, though the only real route runs through Russian fleets. That order shows England meant a convoy, so the army sails and swaps with the German army.</source>
        <extracomment>6.G.6 description</extracomment>
        <translation>England lässt seine Flotte im Ärmelkanal seine Armee von Liverpool nach Edinburgh befördern, obwohl der einzige echte Weg über russische Flotten führt. Dieser Befehl zeigt, dass England einen Konvoi wollte, also fährt die Armee über See und tauscht mit der deutschen Armee die Plätze.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="480"/>
        <source>Swapping with illegal intent</source>
        <extracomment>6.G.7 title</extracomment>
        <translation>Platztausch mit ungültiger Absicht</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="482"/>
        <source>Russia orders a fleet in the Gulf of Bothnia to convoy its army from Sweden to Norway, but that fleet is on no route. The illegal order shows no intent, the army goes by land, and it bounces against the English fleet coming the other way.</source>
        <extracomment>6.G.7 description</extracomment>
        <translation>Russland lässt eine Flotte im Bottnischen Meerbusen seine Armee von Schweden nach Norwegen befördern, doch diese Flotte liegt auf keinem Weg. Der ungültige Befehl zeigt keine Absicht, die Armee zieht über Land und prallt an der englischen Flotte ab, die aus der Gegenrichtung kommt.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="484"/>
        <source>A convoy ordered where no fleet sails</source>
        <extracomment>6.G.8 title</extracomment>
        <translation>Ein befohlener Konvoi, wo keine Flotte fährt</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="486"/>
        <source>The French army in Belgium is ordered to Holland via convoy, but no fleet convoys it. Under the DATC preference it does not fall back on the land route, so it stays in Belgium.</source>
        <extracomment>6.G.8 description</extracomment>
        <translation>Die französische Armee in Belgien soll per Konvoi nach Holland ziehen, doch keine Flotte befördert sie. Nach der DATC-Empfehlung weicht sie nicht auf den Landweg aus, also bleibt sie in Belgien.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="488"/>
        <source>Swapped, not dislodged</source>
        <extracomment>6.G.9 title</extracomment>
        <translation>Getauscht, nicht vertrieben</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="490"/>
        <source>England convoys its army from Norway to Sweden with its own fleet and supports it from Finland. The armies do not meet head to head, so instead of dislodging the Russian army the English army simply swaps with it.</source>
        <extracomment>6.G.9 description</extracomment>
        <translation>England befördert seine Armee mit seiner eigenen Flotte von Norwegen nach Schweden und unterstützt sie aus Finnland. Die Armeen treffen nicht frontal aufeinander, also vertreibt die englische Armee die russische nicht, sondern tauscht einfach mit ihr die Plätze.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="492"/>
        <source>Convoyed past a head-to-head</source>
        <extracomment>6.G.10 title</extracomment>
        <translation>Per Konvoi am Frontalkampf vorbei</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="494"/>
        <source>The English army goes to Sweden by convoy while the Russian army from Sweden and a French fleet both try for Norway. The Russian army bounces, is dislodged by the strong English army, and still keeps the French fleet out because there was no head-to-head.</source>
        <extracomment>6.G.10 description</extracomment>
        <translation>Die englische Armee zieht per Konvoi nach Schweden, während die russische Armee aus Schweden und eine französische Flotte beide nach Norwegen wollen. Die russische Armee prallt ab, wird von der starken englischen Armee vertrieben und hält die französische Flotte trotzdem fern, weil es keinen Frontalkampf gab.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="496"/>
        <source>A convoy to a neighbour with its fleet lost</source>
        <extracomment>6.G.11 title</extracomment>
        <translation>Ein Konvoi zum Nachbarn, dessen Flotte verloren geht</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="498"/>
        <source>Russia convoys an army from Sweden to the adjacent Norway through the Skagerrak, and England dislodges that fleet. The convoy fails and, under the DATC preference, the army does not walk instead.</source>
        <extracomment>6.G.11 description</extracomment>
        <translation>Russland befördert eine Armee von Schweden über das Skagerrak ins benachbarte Norwegen, und England vertreibt diese Flotte. Der Konvoi scheitert, und nach der DATC-Empfehlung zieht die Armee auch nicht stattdessen über Land.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="500"/>
        <source>Swapping with two convoys</source>
        <extracomment>6.G.12 title</extracomment>
        <translation>Platztausch mit zwei Konvois</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="502"/>
        <source>The English army in Liverpool and the German army in Edinburgh are both ordered via convoy, each with its own fleets. Both convoys work and the armies swap places.</source>
        <extracomment>6.G.12 description</extracomment>
        <translation>Die englische Armee in Liverpool und die deutsche Armee in Edinburgh ziehen beide per Konvoi, jede mit eigenen Flotten. Beide Konvois gelingen, und die Armeen tauschen die Plätze.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="504"/>
        <source>A convoyed attack does not cut support against itself</source>
        <extracomment>6.G.13 title</extracomment>
        <translation>Ein Konvoiangriff unterbricht keine Unterstützung gegen sich selbst</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="506"/>
        <source>The Austrian army in Trieste attacks Venice by convoy; Venice supports an attack on Trieste. Under the DATC preference the army still attacks from Trieste, so it cannot cut that support, and Italy dislodges it.</source>
        <extracomment>6.G.13 description</extracomment>
        <translation>Die österreichische Armee in Triest greift Venedig per Konvoi an; Venedig unterstützt einen Angriff auf Triest. Nach der DATC-Empfehlung greift die Armee weiterhin von Triest aus an, kann diese Unterstützung also nicht unterbrechen, und Italien vertreibt sie.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="508"/>
        <source>A dislodged convoyed army still bounces</source>
        <extracomment>6.G.14 title</extracomment>
        <translation>Eine vertriebene beförderte Armee lässt trotzdem abprallen</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="510"/>
        <source>The Russian army in Sweden goes to Norway by convoy and bounces with a French fleet while England dislodges it. The armies did not meet head to head, so the dislodged Russian army still keeps the French fleet out of Norway.</source>
        <extracomment>6.G.14 description</extracomment>
        <translation>Die russische Armee in Schweden zieht per Konvoi nach Norwegen und prallt mit einer französischen Flotte ab, während England sie vertreibt. Die Armeen trafen nicht frontal aufeinander, also hält die vertriebene russische Armee die französische Flotte trotzdem aus Norwegen fern.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="512"/>
        <source>Two convoys, one dislodged army</source>
        <extracomment>6.G.15 title</extracomment>
        <translation>Zwei Konvois, eine vertriebene Armee</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="514"/>
        <source>English and French armies cross the Channel both ways by convoy and England&apos;s is supported. England takes Belgium and dislodges the French army, which had bounced with the English army from Yorkshire; that bounce still stands, so London stays empty.</source>
        <extracomment>6.G.15 description</extracomment>
        <translation>Eine englische und eine französische Armee überqueren den Ärmelkanal per Konvoi in beide Richtungen, und die englische wird unterstützt. England nimmt Belgien ein und vertreibt die französische Armee, die mit der englischen Armee aus Yorkshire abgeprallt war; dieser Abprall gilt weiterhin, also bleibt London leer.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="516"/>
        <source>Convoy on one side of the swap</source>
        <extracomment>6.G.16 title</extracomment>
        <translation>Konvoi auf einer Seite des Platztauschs</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="518"/>
        <source>The English army walks from Norway to Sweden while the Russian army sails the other way by convoy. Because one of them is convoyed there is no head-to-head: they swap, and the English fleet from the North Sea bounces out of Norway.</source>
        <extracomment>6.G.16 description</extracomment>
        <translation>Die englische Armee zieht über Land von Norwegen nach Schweden, während die russische Armee per Konvoi in die Gegenrichtung fährt. Weil eine von beiden befördert wird, gibt es keinen Frontalkampf: Sie tauschen die Plätze, und die englische Flotte aus der Nordsee prallt an Norwegen ab.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="520"/>
        <source>Convoy on the other side of the swap</source>
        <extracomment>6.G.17 title</extracomment>
        <translation>Konvoi auf der anderen Seite des Platztauschs</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="522"/>
        <source>The English army sails from Norway to Sweden by convoy while the Russian army walks the other way. Because one of them is convoyed there is no head-to-head: the armies swap, and the English fleet from the North Sea is kept out of Norway.</source>
        <extracomment>6.G.17 description</extracomment>
        <translation>Die englische Armee fährt per Konvoi von Norwegen nach Schweden, während die russische Armee über Land in die Gegenrichtung zieht. Weil eine von beiden befördert wird, gibt es keinen Frontalkampf: Die Armeen tauschen die Plätze, und die englische Flotte aus der Nordsee wird aus Norwegen ferngehalten.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="524"/>
        <source>Both armies convoyed, with a follower</source>
        <extracomment>6.G.18 title</extracomment>
        <translation>Beide Armeen befördert, mit einem Nachrücker</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="526"/>
        <source>English and French armies swap between London and Belgium, each helped by its own convoying fleet. They arrive, and the English army from Yorkshire that hoped to follow into London bounces against the supported French army.</source>
        <extracomment>6.G.18 description</extracomment>
        <translation>Eine englische und eine französische Armee tauschen zwischen London und Belgien die Plätze, jede mit Hilfe ihrer eigenen befördernden Flotte. Sie kommen an, und die englische Armee aus Yorkshire, die nach London nachrücken wollte, prallt an der unterstützten französischen Armee ab.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="528"/>
        <source>An unnecessary convoy shows no intent</source>
        <extracomment>6.G.19 title</extracomment>
        <translation>Ein unnötiger Konvoi zeigt keine Absicht</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="530"/>
        <source>France orders a fleet in the Western Mediterranean to convoy its army from Marseilles to Spain, but that fleet is on no route. The order is illegal, the army takes the land route, and it bounces head to head with the Italian army.</source>
        <extracomment>6.G.19 description</extracomment>
        <translation>Frankreich lässt eine Flotte im Westlichen Mittelmeer seine Armee von Marseille nach Spanien befördern, doch diese Flotte liegt auf keinem Weg. Der Befehl ist ungültig, die Armee nimmt den Landweg und prallt im Frontalkampf an der italienischen Armee ab.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="532"/>
        <source>An explicit convoy that is broken</source>
        <extracomment>6.G.20 title</extracomment>
        <translation>Ein ausdrücklicher Konvoi, der unterbrochen wird</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="534"/>
        <source>The French army in Picardy is ordered via convoy to Belgium, and France itself dislodges the convoying English fleet. With the convoy broken the army stays in Picardy rather than walking into Belgium.</source>
        <extracomment>6.G.20 description</extracomment>
        <translation>Die französische Armee in der Picardie soll per Konvoi nach Belgien ziehen, und Frankreich selbst vertreibt die befördernde englische Flotte. Da der Konvoi unterbrochen ist, bleibt die Armee in der Picardie, statt über Land nach Belgien zu ziehen.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="536"/>
        <source>No supports in a retreat</source>
        <extracomment>6.H.1 title</extracomment>
        <translation>Keine Unterstützung beim Rückzug</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="538"/>
        <source>An Austrian and a Turkish fleet are dislodged and both retreat to Albania, while an Austrian army tries to support one of them. Orders other than retreats count for nothing in a retreat phase, so the two retreats bounce and both fleets are disbanded.</source>
        <extracomment>6.H.1 description</extracomment>
        <translation>Eine österreichische und eine türkische Flotte werden vertrieben und ziehen sich beide nach Albanien zurück, während eine österreichische Armee eine von ihnen zu unterstützen versucht. In der Rückzugsphase zählen nur Rückzugsbefehle, also prallen die beiden Rückzüge ab, und beide Flotten werden aufgelöst.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="540"/>
        <source>A dislodged unit cannot support</source>
        <extracomment>6.H.2 title</extracomment>
        <translation>Eine vertriebene Einheit kann nicht unterstützen</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="542"/>
        <source>Three fleets are dislodged; two of them retreat to the North Sea and the third tries to support one. Dislodged units can only retreat or disband, so the retreats bounce and all three fleets are lost.</source>
        <extracomment>6.H.2 description</extracomment>
        <translation>Drei Flotten werden vertrieben; zwei ziehen sich in die Nordsee zurück, und die dritte versucht, eine von ihnen zu unterstützen. Vertriebene Einheiten können sich nur zurückziehen oder aufgelöst werden, also prallen die Rückzüge ab, und alle drei Flotten gehen verloren.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="544"/>
        <source>No convoys in a retreat</source>
        <extracomment>6.H.3 title</extracomment>
        <translation>Keine Konvois beim Rückzug</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="546"/>
        <source>The English army dislodged from Holland tries to retreat to Yorkshire by convoy. A retreat is a single step over land or sea that the unit could make alone, so there is no convoy and the army is disbanded.</source>
        <extracomment>6.H.3 description</extracomment>
        <translation>Die aus Holland vertriebene englische Armee versucht, sich per Konvoi nach Yorkshire zurückzuziehen. Ein Rückzug ist ein einzelner Schritt über Land oder See, den die Einheit allein machen könnte, also gibt es keinen Konvoi, und die Armee wird aufgelöst.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="548"/>
        <source>Only dislodged units move in a retreat</source>
        <extracomment>6.H.4 title</extracomment>
        <translation>Beim Rückzug ziehen nur vertriebene Einheiten</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="550"/>
        <source>The dislodged army retreats from Holland to Belgium, while the undislodged English fleet in the North Sea is also given a move. Only dislodged units act in a retreat phase: the army arrives and the fleet stays.</source>
        <extracomment>6.H.4 description</extracomment>
        <translation>Die vertriebene Armee zieht sich von Holland nach Belgien zurück, während auch die nicht vertriebene englische Flotte in der Nordsee einen Zugbefehl erhält. In der Rückzugsphase handeln nur vertriebene Einheiten: Die Armee kommt an, und die Flotte bleibt.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="552"/>
        <source>No retreat to where the attacker came from</source>
        <extracomment>6.H.5 title</extracomment>
        <translation>Kein Rückzug dorthin, woher der Angreifer kam</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="554"/>
        <source>The Turkish fleet in Ankara is dislodged by a fleet from the Black Sea and tries to retreat there. A unit may never retreat into the province its attacker came from, so the fleet is disbanded.</source>
        <extracomment>6.H.5 description</extracomment>
        <translation>Die türkische Flotte in Ankara wird von einer Flotte aus dem Schwarzen Meer vertrieben und versucht, sich dorthin zurückzuziehen. Eine Einheit darf sich nie in die Provinz zurückziehen, aus der ihr Angreifer kam, also wird die Flotte aufgelöst.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="556"/>
        <source>No retreat into a standoff</source>
        <extracomment>6.H.6 title</extracomment>
        <translation>Kein Rückzug in ein Patt</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="558"/>
        <source>An army dislodged from Vienna tries to retreat to Bohemia, which was left empty after two moves bounced there. A province emptied by a standoff is closed to retreats, so the army is disbanded.</source>
        <extracomment>6.H.6 description</extracomment>
        <translation>Eine aus Wien vertriebene Armee versucht, sich nach Böhmen zurückzuziehen, das leer blieb, weil dort zwei Züge abgeprallt sind. Eine durch Patt leer gebliebene Provinz ist für Rückzüge gesperrt, also wird die Armee aufgelöst.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="560"/>
        <source>Two retreats to one place</source>
        <extracomment>6.H.7 title</extracomment>
        <translation>Zwei Rückzüge an denselben Ort</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="562"/>
        <source>Two dislodged Italian armies both retreat to Tyrolia. Retreats into the same province bounce, and both units are disbanded, even though they belong to the same power.</source>
        <extracomment>6.H.7 description</extracomment>
        <translation>Zwei vertriebene italienische Armeen ziehen sich beide nach Tirol zurück. Rückzüge in dieselbe Provinz prallen ab, und beide Einheiten werden aufgelöst, obwohl sie derselben Macht gehören.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="564"/>
        <source>Three retreats to one place</source>
        <extracomment>6.H.8 title</extracomment>
        <translation>Drei Rückzüge an denselben Ort</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="566"/>
        <source>Three dislodged fleets from different powers all retreat to the North Sea. Like two, three retreats to one province all fail, and every fleet is disbanded.</source>
        <extracomment>6.H.8 description</extracomment>
        <translation>Drei vertriebene Flotten verschiedener Mächte ziehen sich alle in die Nordsee zurück. Wie bei zweien scheitern auch drei Rückzüge in dieselbe Provinz allesamt, und jede Flotte wird aufgelöst.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="568"/>
        <source>A lost head-to-head leaves its origin open</source>
        <extracomment>6.H.9 title</extracomment>
        <translation>Ein verlorener Frontalkampf lässt den Ausgangsort offen</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="570"/>
        <source>The Russian army in Prussia loses its head-to-head with the German army from Berlin and is dislodged, so Berlin is empty but not stood off. The German fleet dislodged from Kiel may retreat into Berlin.</source>
        <extracomment>6.H.9 description</extracomment>
        <translation>Die russische Armee in Preußen verliert ihren Frontalkampf gegen die deutsche Armee aus Berlin und wird vertrieben, also ist Berlin leer, aber nicht durch ein Patt gesperrt. Die aus Kiel vertriebene deutsche Flotte darf sich nach Berlin zurückziehen.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="572"/>
        <source>No retreat to your attacker&apos;s origin</source>
        <extracomment>6.H.10 title</extracomment>
        <translation>Kein Rückzug in die Ausgangsprovinz des eigenen Angreifers</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="574"/>
        <source>A German army from Berlin dislodges the English army in Kiel, and a Russian army dislodges the German army in Prussia. Both try to retreat to Berlin: the English army may not, since its attacker came from there, but the German army may and arrives.</source>
        <extracomment>6.H.10 description</extracomment>
        <translation>Eine deutsche Armee aus Berlin vertreibt die englische Armee in Kiel, und eine russische Armee vertreibt die deutsche Armee in Preußen. Beide versuchen, sich nach Berlin zurückzuziehen: Die englische Armee darf es nicht, da ihr Angreifer von dort kam, die deutsche Armee aber darf es und kommt an.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="576"/>
        <source>Retreating after a convoyed attack</source>
        <extracomment>6.H.11 title</extracomment>
        <translation>Rückzug nach einem Konvoiangriff</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="578"/>
        <source>An army arrives from Gascony by convoy and dislodges the Italian army in Marseilles. Under the DATC preference, a unit dislodged by a convoyed attack may retreat to the attacker&apos;s origin, so the army goes to Gascony.</source>
        <extracomment>6.H.11 description</extracomment>
        <translation>Eine Armee kommt per Konvoi aus der Gascogne und vertreibt die italienische Armee in Marseille. Nach der DATC-Empfehlung darf sich eine durch einen Konvoiangriff vertriebene Einheit in die Ausgangsprovinz des Angreifers zurückziehen, also zieht die Armee in die Gascogne.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="580"/>
        <source>Retreating to a convoyed attacker&apos;s origin</source>
        <extracomment>6.H.12 title</extracomment>
        <translation>Rückzug in die Ausgangsprovinz eines beförderten Angreifers</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="582"/>
        <source>A convoyed Russian army from Edinburgh dislodges the English army in Liverpool, while the English convoy fails. The Liverpool army may retreat to Edinburgh, the origin of the convoyed attack.</source>
        <extracomment>6.H.12 description</extracomment>
        <translation>Eine beförderte russische Armee aus Edinburgh vertreibt die englische Armee in Liverpool, während der englische Konvoi scheitert. Die Armee aus Liverpool darf sich nach Edinburgh zurückziehen, in die Ausgangsprovinz des Konvoiangriffs.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="584"/>
        <source>A movement order is not carried into the retreat</source>
        <extracomment>6.H.13 title</extracomment>
        <translation>Ein Befehl aus der Bewegungsphase gilt nicht für den Rückzug</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="586"/>
        <source>An English fleet convoys during the movement phase, and the dislodged army in Picardy then tries to retreat across the water to London. The earlier convoy does not carry retreats, so the army is disbanded.</source>
        <extracomment>6.H.13 description</extracomment>
        <translation>Eine englische Flotte befördert in der Bewegungsphase, und die vertriebene Armee in der Picardie versucht dann, sich übers Wasser nach London zurückzuziehen. Der frühere Konvoi trägt keine Rückzüge, also wird die Armee aufgelöst.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="588"/>
        <source>A movement support is not carried into the retreat</source>
        <extracomment>6.H.14 title</extracomment>
        <translation>Eine Unterstützung aus der Bewegungsphase gilt nicht für den Rückzug</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="590"/>
        <source>Two dislodged armies retreat to Belgium; a support ordered in the movement phase would favour one. That support has no effect on retreats, so both retreats bounce and both armies are disbanded.</source>
        <extracomment>6.H.14 description</extracomment>
        <translation>Zwei vertriebene Armeen ziehen sich nach Belgien zurück; eine in der Bewegungsphase befohlene Unterstützung würde eine von ihnen begünstigen. Diese Unterstützung wirkt nicht auf Rückzüge, also prallen beide Rückzüge ab, und beide Armeen werden aufgelöst.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="592"/>
        <source>Both coasts of the attacker&apos;s origin are closed</source>
        <extracomment>6.H.15 title</extracomment>
        <translation>Beide Küsten der Ausgangsprovinz des Angreifers sind gesperrt</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="594"/>
        <source>A fleet from Spain&apos;s south coast dislodges the English fleet in Portugal, which tries to retreat to the north coast of Spain. The whole of Spain is the attacker&apos;s origin, so the fleet is disbanded.</source>
        <extracomment>6.H.15 description</extracomment>
        <translation>Eine Flotte von der Südküste Spaniens vertreibt die englische Flotte in Portugal, die sich an die Nordküste Spaniens zurückzuziehen versucht. Ganz Spanien gilt als Ausgangsprovinz des Angreifers, also wird die Flotte aufgelöst.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="596"/>
        <source>A standoff closes both coasts</source>
        <extracomment>6.H.16 title</extracomment>
        <translation>Ein Patt sperrt beide Küsten</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="598"/>
        <source>Two fleets bounce on the north coast of Spain, and a fleet dislodged from the Western Mediterranean tries to retreat to the south coast. The standoff closes the whole province, so the fleet is disbanded.</source>
        <extracomment>6.H.16 description</extracomment>
        <translation>Zwei Flotten prallen an der Nordküste Spaniens ab, und eine aus dem Westlichen Mittelmeer vertriebene Flotte versucht, sich an die Südküste zurückzuziehen. Das Patt sperrt die ganze Provinz, also wird die Flotte aufgelöst.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="600"/>
        <source>Too many builds</source>
        <extracomment>6.I.1 title</extracomment>
        <translation>Zu viele Bauten</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="602"/>
        <source>Germany may build one unit and orders three: in Warsaw, which is no German home centre, in Kiel and in Munich. The Warsaw build is illegal, Kiel is built, and the Munich build is one too many and is ignored.</source>
        <extracomment>6.I.1 description</extracomment>
        <translation>Deutschland darf eine Einheit bauen und befiehlt drei: in Warschau, das kein deutsches Heimatzentrum ist, in Kiel und in München. Der Bau in Warschau ist ungültig, in Kiel wird gebaut, und der Bau in München ist einer zu viel und wird ignoriert.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="604"/>
        <source>A fleet cannot be built inland</source>
        <extracomment>6.I.2 title</extracomment>
        <translation>Im Binnenland kann keine Flotte gebaut werden</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="606"/>
        <source>Russia orders a fleet built in Moscow, an inland centre. Under the DATC preference the build simply fails; it is not turned into an army.</source>
        <extracomment>6.I.2 description</extracomment>
        <translation>Russland befiehlt den Bau einer Flotte in Moskau, einem Binnenzentrum. Nach der DATC-Empfehlung scheitert der Bau einfach; es wird keine Armee daraus.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="608"/>
        <source>No building on an occupied centre</source>
        <extracomment>6.I.3 title</extracomment>
        <translation>Kein Bau in einem besetzten Zentrum</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="610"/>
        <source>Germany orders a build in a home centre where one of its own units already stands. A new unit needs an empty centre, so the build fails.</source>
        <extracomment>6.I.3 description</extracomment>
        <translation>Deutschland befiehlt einen Bau in einem Heimatzentrum, in dem bereits eine seiner eigenen Einheiten steht. Eine neue Einheit braucht ein leeres Zentrum, also scheitert der Bau.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="612"/>
        <source>An occupied coast blocks the whole province</source>
        <extracomment>6.I.4 title</extracomment>
        <translation>Eine besetzte Küste blockiert die ganze Provinz</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="614"/>
        <source>A Russian fleet stands on the south coast of St Petersburg and Russia orders a build there naming the north coast. The province is occupied as a whole, so the build fails.</source>
        <extracomment>6.I.4 description</extracomment>
        <translation>Eine russische Flotte steht an der Südküste von Sankt Petersburg, und Russland befiehlt dort einen Bau an der Nordküste. Die Provinz ist als Ganzes besetzt, also scheitert der Bau.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="616"/>
        <source>Only in home centres you still own</source>
        <extracomment>6.I.5 title</extracomment>
        <translation>Nur in Heimatzentren, die man noch besitzt</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="618"/>
        <source>Berlin is a German home centre but Russia owns it now. Germany can build only in home centres it controls, so the build in Berlin fails.</source>
        <extracomment>6.I.5 description</extracomment>
        <translation>Berlin ist ein deutsches Heimatzentrum, gehört jetzt aber Russland. Deutschland kann nur in Heimatzentren bauen, die es kontrolliert, also scheitert der Bau in Berlin.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="620"/>
        <source>Owned is not enough: it must be home</source>
        <extracomment>6.I.6 title</extracomment>
        <translation>Besitz genügt nicht: Es muss ein Heimatzentrum sein</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="622"/>
        <source>Germany owns Warsaw and orders a build there. Warsaw is not one of Germany&apos;s home centres, so no unit can be built in it.</source>
        <extracomment>6.I.6 description</extracomment>
        <translation>Deutschland besitzt Warschau und befiehlt dort einen Bau. Warschau ist keines der deutschen Heimatzentren, also kann dort keine Einheit gebaut werden.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="624"/>
        <source>Two builds in one centre</source>
        <extracomment>6.I.7 title</extracomment>
        <translation>Zwei Bauten in einem Zentrum</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="626"/>
        <source>Russia may build two units and orders both in Moscow. Only one unit fits in a province: the first build is carried out and the second one fails.</source>
        <extracomment>6.I.7 description</extracomment>
        <translation>Russland darf zwei Einheiten bauen und befiehlt beide in Moskau. In eine Provinz passt nur eine Einheit: Der erste Bau wird ausgeführt, der zweite scheitert.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="628"/>
        <source>Too many removals</source>
        <extracomment>6.J.1 title</extracomment>
        <translation>Zu viele Auflösungen</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="630"/>
        <source>France must remove one unit and orders three removals: a fleet in the Gulf of Lyon that does not exist, the army in Picardy and the army in Paris. Picardy goes; the order for a missing unit and the removal one too many are ignored.</source>
        <extracomment>6.J.1 description</extracomment>
        <translation>Frankreich muss eine Einheit auflösen und befiehlt drei Auflösungen: eine nicht vorhandene Flotte im Golf von Lyon, die Armee in der Picardie und die Armee in Paris. Die Armee in der Picardie wird aufgelöst; der Befehl für die fehlende Einheit und die überzählige Auflösung werden ignoriert.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="632"/>
        <source>Removing the same unit twice</source>
        <extracomment>6.J.2 title</extracomment>
        <translation>Dieselbe Einheit zweimal auflösen</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="634"/>
        <source>France must remove two units but orders Paris removed twice. Paris goes, and because one removal is still missing, civil disorder removes the unit farthest from a French supply centre.</source>
        <extracomment>6.J.2 description</extracomment>
        <translation>Frankreich muss zwei Einheiten auflösen, befiehlt aber zweimal die Auflösung in Paris. Die Einheit in Paris wird aufgelöst, und weil noch eine Auflösung fehlt, löst die Regel für herrenlose Mächte die Einheit auf, die am weitesten von einem französischen Versorgungszentrum entfernt ist.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="636"/>
        <source>Civil disorder removes the farthest unit</source>
        <extracomment>6.J.3 title</extracomment>
        <translation>Bei herrenloser Macht wird die entfernteste Einheit aufgelöst</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="638"/>
        <source>Russia gives no removal orders. Counting steps to the nearest owned supply centre, the army in Sweden is farther than the one in Livonia, so Sweden is removed.</source>
        <extracomment>6.J.3 description</extracomment>
        <translation>Russland gibt keine Auflösungsbefehle. In Schritten bis zum nächsten eigenen Versorgungszentrum gezählt, ist die Armee in Schweden weiter entfernt als die in Livland, also wird die Armee in Schweden aufgelöst.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="640"/>
        <source>A tie broken by alphabet</source>
        <extracomment>6.J.4 title</extracomment>
        <translation>Gleichstand, entschieden nach dem Alphabet</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="642"/>
        <source>Russia&apos;s units in Livonia and Ukraine are equally far from its centres. When distances tie between units of the same kind, the one first in alphabetical order goes: Livonia is removed.</source>
        <extracomment>6.J.4 description</extracomment>
        <translation>Russlands Einheiten in Livland und in der Ukraine sind gleich weit von seinen Zentren entfernt. Bei gleicher Entfernung von Einheiten derselben Art wird die alphabetisch erste aufgelöst: die Einheit in Livland.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="644"/>
        <source>Distance over sea counts</source>
        <extracomment>6.J.5 title</extracomment>
        <translation>Entfernung über See zählt</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="646"/>
        <source>Russia fails to remove a unit. The fleet in the Skagerrak is two steps from St Petersburg, the fleet in Berlin three, so the fleet in Berlin is removed.</source>
        <extracomment>6.J.5 description</extracomment>
        <translation>Russland versäumt es, eine Einheit aufzulösen. Die Flotte im Skagerrak ist zwei Schritte von Sankt Petersburg entfernt, die Flotte in Berlin drei, also wird die Flotte in Berlin aufgelöst.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="648"/>
        <source>Distance from a centre you own</source>
        <extracomment>6.J.6 title</extracomment>
        <translation>Entfernung von einem eigenen Zentrum</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="650"/>
        <source>Russia owns only Munich and must remove a unit. The fleets in the Gulf of Bothnia and the North Sea are equally far from it, so the alphabet decides and the Gulf of Bothnia fleet goes.</source>
        <extracomment>6.J.6 description</extracomment>
        <translation>Russland besitzt nur München und muss eine Einheit auflösen. Die Flotten im Bottnischen Meerbusen und in der Nordsee sind gleich weit davon entfernt, also entscheidet das Alphabet, und die Flotte im Bottnischen Meerbusen wird aufgelöst.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="652"/>
        <source>Fleets go before armies</source>
        <extracomment>6.J.7 title</extracomment>
        <translation>Flotten vor Armeen</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="654"/>
        <source>Three Russian units are each two steps from an owned centre. On a tie fleets are removed before armies, and among fleets the alphabet decides: the North Sea fleet goes.</source>
        <extracomment>6.J.7 description</extracomment>
        <translation>Drei russische Einheiten sind jeweils zwei Schritte von einem eigenen Zentrum entfernt. Bei Gleichstand werden Flotten vor Armeen aufgelöst, und unter den Flotten entscheidet das Alphabet: Die Flotte in der Nordsee wird aufgelöst.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="656"/>
        <source>The farthest unit goes, army or fleet</source>
        <extracomment>6.J.8 title</extracomment>
        <translation>Die entfernteste Einheit geht, ob Armee oder Flotte</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="658"/>
        <source>An army in Tyrolia is three steps from Warsaw, a fleet in the Baltic two. Fleets only go first on a tie; here the army is farther, so the army in Tyrolia is removed.</source>
        <extracomment>6.J.8 description</extracomment>
        <translation>Eine Armee in Tirol ist drei Schritte von Warschau entfernt, eine Flotte in der Ostsee zwei. Flotten gehen nur bei Gleichstand zuerst; hier ist die Armee weiter entfernt, also wird die Armee in Tirol aufgelöst.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="660"/>
        <source>Any owned centre counts, first position</source>
        <extracomment>6.J.9 bal title</extracomment>
        <translation>Jedes eigene Zentrum zählt, erste Stellung</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="662"/>
        <source>A fleet in the Baltic is two steps from St Petersburg and an army in Greece three steps from Sevastopol. The army in Greece is farther from any Russian centre and is removed.</source>
        <extracomment>6.J.9 bal description</extracomment>
        <translation>Eine Flotte in der Ostsee ist zwei Schritte von Sankt Petersburg entfernt, eine Armee in Griechenland drei Schritte von Sewastopol. Die Armee in Griechenland ist weiter von jedem russischen Zentrum entfernt und wird aufgelöst.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="664"/>
        <source>Any owned centre counts, second position</source>
        <extracomment>6.J.9 ska title</extracomment>
        <translation>Jedes eigene Zentrum zählt, zweite Stellung</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="666"/>
        <source>Russia must remove a unit: a fleet in the Skagerrak, two steps from an owned centre, or an army in Greece, three steps from Sevastopol. The army in Greece is the farthest unit and is removed.</source>
        <extracomment>6.J.9 ska description</extracomment>
        <translation>Russland muss eine Einheit auflösen: eine Flotte im Skagerrak, zwei Schritte von einem eigenen Zentrum entfernt, oder eine Armee in Griechenland, drei Schritte von Sewastopol entfernt. Die Armee in Griechenland ist die entfernteste Einheit und wird aufgelöst.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="668"/>
        <source>Armies may count steps across the sea</source>
        <extracomment>6.J.10 title</extracomment>
        <translation>Armeen dürfen Schritte über See zählen</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="670"/>
        <source>For civil disorder an army&apos;s distance may run through sea areas. The army in Greece is two steps from Naples by way of the Ionian Sea, the army in Piedmont three, so Piedmont is removed.</source>
        <extracomment>6.J.10 description</extracomment>
        <translation>Bei herrenloser Macht darf die Entfernung einer Armee über Seegebiete führen. Die Armee in Griechenland ist über das Ionische Meer zwei Schritte von Neapel entfernt, die Armee in Piemont drei, also wird die Armee in Piemont aufgelöst.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="672"/>
        <source>Distance to owned centres, not home centres</source>
        <extracomment>6.J.11 title</extracomment>
        <translation>Entfernung zu eigenen Zentren, nicht zu Heimatzentren</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="674"/>
        <source>Italy owns only Warsaw and must remove a unit. Under the DATC preference distance is measured to centres the power owns, so the unit in Tuscany, far from Warsaw, is removed.</source>
        <extracomment>6.J.11 description</extracomment>
        <translation>Italien besitzt nur Warschau und muss eine Einheit auflösen. Nach der DATC-Empfehlung wird die Entfernung zu den Zentren gemessen, die die Macht besitzt, also wird die Einheit in der Toskana, weit von Warschau entfernt, aufgelöst.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_writer.cpp" line="128"/>
        <source>a retreat phase cannot be kept as a lesson: keep the movement phase before it, whose lesson shows the dislodged units</source>
        <translation>eine Rückzugsphase kann keine Lektion werden: nimm die Bewegungsphase davor, deren Lektion die vertriebenen Einheiten zeigt</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_collection_file.cpp" line="32"/>
        <location filename="../core/record/lesson_collection_file.cpp" line="302"/>
        <location filename="../core/record/lesson_writer.cpp" line="247"/>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_collection_file.cpp" line="38"/>
        <source>%1 is not a text file</source>
        <translation>%1 ist keine Textdatei</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_collection_file.cpp" line="92"/>
        <source>%1 has no lesson &apos;%2&apos;</source>
        <translation>%1 enthält keine Lektion „%2“</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_collection_file.cpp" line="127"/>
        <location filename="../core/record/lesson_collection_file.cpp" line="309"/>
        <location filename="../core/record/lesson_writer.cpp" line="267"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_collection_file.cpp" line="141"/>
        <source>cannot remove %1</source>
        <translation>%1 kann nicht entfernt werden</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_collection_file.cpp" line="239"/>
        <source>the file holds no lesson (no CASE line)</source>
        <translation>die Datei enthält keine Lektion (keine CASE-Zeile)</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_collection_file.cpp" line="250"/>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <location filename="../core/record/quiz_scores.cpp" line="50"/>
        <source>%1 is not a file of quiz scores (%2)</source>
        <translation>%1 ist keine Datei mit Quiz-Punkten (%2)</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_collection_file.cpp" line="331"/>
        <location filename="../core/record/quiz_scores.cpp" line="87"/>
        <source>cannot make the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>MapArtwork</name>
    <message>
        <source>The map layout %1 cannot be read: %2</source>
        <translation type="vanished">Das Kartenlayout %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1:%2: expected 7 fields</source>
        <translation type="vanished">%1:%2: 7 Felder erwartet</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="59"/>
        <source>The map layout cannot be read: %1</source>
        <translation>Das Kartenlayout kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="100"/>
        <source>%1 gives no position for %2</source>
        <translation>%1 nennt keine Position für %2</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="114"/>
        <source>The map artwork %1 cannot be read: %2</source>
        <translation>Die Kartengrafik %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="132"/>
        <source>%1: the outline of %2 cannot be read</source>
        <translation>%1: der Umriss von %2 kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="148"/>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="156"/>
        <source>%1 has no outline for province %2</source>
        <translation>%1 enthält keinen Umriss für die Provinz %2</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="163"/>
        <source>%1 is not a valid SVG drawing</source>
        <translation>%1 ist keine gültige SVG-Zeichnung</translation>
    </message>
</context>
<context>
    <name>MapExport</name>
    <message>
        <location filename="../app/ui/map_export.cpp" line="99"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/ui/map_export.cpp" line="111"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../app/ui/map_export.cpp" line="114"/>
        <source>%1: position set up for %2</source>
        <translation>%1: aufgebaute Stellung für %2</translation>
    </message>
    <message>
        <location filename="../app/ui/map_export.cpp" line="116"/>
        <source>%1: results of %2</source>
        <translation>%1: Ergebnisse der Phase %2</translation>
    </message>
    <message>
        <location filename="../app/ui/map_export.cpp" line="118"/>
        <source>%1: orders of %2</source>
        <translation>%1: Befehle der Phase %2</translation>
    </message>
    <message>
        <location filename="../app/ui/map_export.cpp" line="153"/>
        <source>Diplomacy map exported by Arbiter</source>
        <translation>Diplomacy-Karte, exportiert von Arbiter</translation>
    </message>
    <message>
        <location filename="../app/ui/map_export.cpp" line="158"/>
        <location filename="../app/ui/map_export.cpp" line="179"/>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>MapLoader</name>
    <message>
        <location filename="../core/map/csv_table.cpp" line="23"/>
        <source>%1: cannot open: %2</source>
        <translation>%1: kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../core/map/csv_table.cpp" line="39"/>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <location filename="../core/map/csv_table.cpp" line="43"/>
        <source>%1: expected %2 comma-separated fields, found %3</source>
        <translation>%1: %2 durch Kommas getrennte Felder erwartet, %3 gefunden</translation>
    </message>
    <message>
        <location filename="../core/map/map.cpp" line="223"/>
        <source>there is no map &apos;%1&apos; (maps found: %2)</source>
        <translation>es gibt keine Karte „%1“ (gefundene Karten: %2)</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="58"/>
        <location filename="../core/map/map_loader.cpp" line="584"/>
        <source>%1: empty name</source>
        <translation>%1: leerer Name</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="64"/>
        <location filename="../core/map/map_loader.cpp" line="606"/>
        <source>%1: name &apos;%2&apos; is already used by province &apos;%3&apos;</source>
        <translation>%1: Name „%2“ wird bereits von Provinz „%3“ verwendet</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="80"/>
        <source>%1: power without id</source>
        <translation>%1: Macht ohne id</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="82"/>
        <source>%1: power &apos;%2&apos; is listed twice</source>
        <translation>%1: Macht „%2“ ist zweimal aufgeführt</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="85"/>
        <source>%1: colour &apos;%2&apos; is not #rrggbb</source>
        <translation>%1: Farbe „%2“ hat nicht die Form #rrggbb</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="90"/>
        <source>powers.csv: no powers</source>
        <translation>powers.csv: keine Mächte</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="92"/>
        <source>powers.csv: at most %1 powers are supported</source>
        <translation>powers.csv: höchstens %1 Mächte werden unterstützt</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="122"/>
        <source>%1: kind &apos;%2&apos; of &apos;%3&apos; is not land, coast or sea</source>
        <translation>%1: Art „%2“ von „%3“ ist nicht land, coast oder sea</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="127"/>
        <source>%1: supply_centre must be &apos;yes&apos; or empty, not &apos;%2&apos;</source>
        <translation>%1: supply_centre muss „yes“ oder leer sein, nicht „%2“</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="131"/>
        <source>%1: sea &apos;%2&apos; cannot be a supply centre</source>
        <translation>%1: Meer „%2“ kann kein Versorgungszentrum sein</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="136"/>
        <location filename="../core/map/map_loader.cpp" line="345"/>
        <source>%1: unknown power &apos;%2&apos;</source>
        <translation>%1: unbekannte Macht „%2“</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="140"/>
        <source>%1: home province &apos;%2&apos; is not a supply centre</source>
        <translation>%1: Heimatprovinz „%2“ ist kein Versorgungszentrum</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="154"/>
        <source>%1: only coastal provinces can have named coasts</source>
        <translation>%1: nur Küstenprovinzen können benannte Küsten haben</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="157"/>
        <source>%1: a split-coast province needs at least two coasts</source>
        <translation>%1: eine Provinz mit geteilter Küste braucht mindestens zwei Küsten</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="165"/>
        <source>provinces.csv: no provinces</source>
        <translation>provinces.csv: keine Provinzen</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="172"/>
        <source>provinces.csv: &apos;%1&apos; lists coast &apos;%2&apos; twice</source>
        <translation>provinces.csv: „%1“ führt Küste „%2“ zweimal auf</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="210"/>
        <source>%1: unknown province &apos;%2&apos;</source>
        <translation>%1: unbekannte Provinz „%2“</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="215"/>
        <source>%1: &apos;%2&apos; has no coast &apos;%3&apos;</source>
        <translation>%1: „%2“ hat keine Küste „%3“</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="220"/>
        <location filename="../core/map/map_loader.cpp" line="225"/>
        <source>%1: a coast alias is written &apos;%2/coast&apos;</source>
        <translation>%1: ein Küstenalias wird „%2/coast“ geschrieben</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="229"/>
        <source>%1: &apos;%2&apos; already names %3</source>
        <translation>%1: „%2“ benennt bereits %3</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="235"/>
        <source>%1: the alias &apos;%2&apos; names a coast of &apos;%3&apos;, which is no coast</source>
        <translation>%1: der Alias „%2“ benennt eine Küste von „%3“, das keine Küste ist</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="240"/>
        <source>%1: &apos;%2&apos; names the power &apos;%3&apos;</source>
        <translation>%1: „%2“ benennt die Macht „%3“</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="269"/>
        <location filename="../core/map/map_loader.cpp" line="354"/>
        <source>%1: unknown place &apos;%2&apos;</source>
        <translation>%1: unbekannter Ort „%2“</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="276"/>
        <source>%1: units must be army, fleet or both, not &apos;%2&apos;</source>
        <translation>%1: units muss army, fleet oder both sein, nicht „%2“</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="282"/>
        <source>%1: a province cannot border itself</source>
        <translation>%1: eine Provinz kann nicht an sich selbst grenzen</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="286"/>
        <source>%1: an army border names a coast</source>
        <translation>%1: eine Armeegrenze nennt eine Küste</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="289"/>
        <source>%1: armies cannot enter sea &apos;%2&apos;</source>
        <translation>%1: Armeen können das Meer „%2“ nicht betreten</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="293"/>
        <source>%1: army border %2-%3 is listed twice</source>
        <translation>%1: Armeegrenze %2-%3 ist zweimal aufgeführt</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="303"/>
        <source>%1: fleets cannot stand on &apos;%2&apos;%3</source>
        <translation>%1: Flotten können nicht auf „%2“ stehen%3</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="307"/>
        <source> (name the coast)</source>
        <translation> (die Küste angeben)</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="310"/>
        <source>%1: fleet border %2-%3 is listed twice</source>
        <translation>%1: Flottengrenze %2-%3 ist zweimal aufgeführt</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="348"/>
        <source>%1: unit must be A or F, not &apos;%2&apos;</source>
        <translation>%1: die Einheit muss A oder F sein, nicht „%2“</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="357"/>
        <source>%1: an army cannot stand on &apos;%2&apos;</source>
        <translation>%1: eine Armee kann nicht auf „%2“ stehen</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="358"/>
        <source>%1: a fleet cannot stand on &apos;%2&apos;</source>
        <translation>%1: eine Flotte kann nicht auf „%2“ stehen</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="362"/>
        <source>%1: &apos;%2&apos; already has a unit</source>
        <translation>%1: „%2“ hat bereits eine Einheit</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="384"/>
        <source>%1: &apos;%2&apos; is given twice</source>
        <translation>%1: „%2“ ist zweimal angegeben</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="387"/>
        <source>%1: &apos;%2&apos; has no value</source>
        <translation>%1: „%2“ hat keinen Wert</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="395"/>
        <source>%1: start_year &apos;%2&apos; is not a year from 1 to 90000</source>
        <translation>%1: start_year „%2“ ist kein Jahr von 1 bis 90000</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="401"/>
        <source>%1: victory_centres &apos;%2&apos; is not a number from 1 to %3, the map&apos;s supply centres</source>
        <translation>%1: victory_centres „%2“ ist keine Zahl von 1 bis %3, den Versorgungszentren der Karte</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="413"/>
        <source>%1: builds must be &apos;home&apos; or &apos;any_owned&apos;, not &apos;%2&apos;</source>
        <translation>%1: builds muss „home“ oder „any_owned“ sein, nicht „%2“</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="421"/>
        <source>%1: start variant &apos;%2&apos; is not a name of letters, digits and _</source>
        <translation>%1: Startvariante „%2“ ist kein Name aus Buchstaben, Ziffern und _</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="429"/>
        <source>%1: unknown key &apos;%2&apos; (known: name, start_year, victory_centres, builds, start.ID)</source>
        <translation>%1: unbekannter Schlüssel „%2“ (bekannt: name, start_year, victory_centres, builds, start.ID)</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="437"/>
        <source>variant.csv: &apos;%1&apos; is missing</source>
        <translation>variant.csv: „%1“ fehlt</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="450"/>
        <source>borders.csv: coast &apos;%1&apos; has no fleet border</source>
        <translation>borders.csv: Küste „%1“ hat keine Flottengrenze</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="459"/>
        <source>borders.csv: province &apos;%1&apos; has no borders</source>
        <translation>borders.csv: Provinz „%1“ hat keine Grenzen</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="484"/>
        <source>%1: the language of the file name is not a language code</source>
        <translation>%1: die Sprache im Dateinamen ist kein Sprachcode</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="509"/>
        <source>%1: no name for &apos;%2&apos;</source>
        <translation>%1: kein Name für „%2“</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="516"/>
        <source>%1: a power has no abbreviation</source>
        <translation>%1: eine Macht hat keine Abkürzung</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="519"/>
        <source>%1: only a place has a form in sentences</source>
        <translation>%1: Nur ein Ort hat eine Form im Satz</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="523"/>
        <location filename="../core/map/map_loader.cpp" line="539"/>
        <source>%1: &apos;%2&apos; is named twice</source>
        <translation>%1: „%2“ ist zweimal benannt</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="532"/>
        <source>%1: &apos;%2&apos; is no power, province or coast of the map</source>
        <translation>%1: „%2“ ist keine Macht, Provinz oder Küste der Karte</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="537"/>
        <source>%1: only a power has an adjective</source>
        <translation>%1: nur eine Macht hat ein Adjektiv</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="545"/>
        <source>%1: a coast has no abbreviation</source>
        <translation>%1: eine Küste hat keine Abkürzung</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="559"/>
        <source>%1: &apos;%2&apos; is read as %3</source>
        <translation>%1: „%2“ wird als %3 gelesen</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="589"/>
        <source>%1: &apos;%2&apos; (%3) is read as %4 (%5)</source>
        <translation>%1: „%2“ (%3) wird als %4 (%5) gelesen</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="597"/>
        <source>%1: &apos;%2&apos; (%3) is read as a power</source>
        <translation>%1: „%2“ (%3) wird als Macht gelesen</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="628"/>
        <source>map folder %1: %2</source>
        <translation>Kartenordner %1: %2</translation>
    </message>
</context>
<context>
    <name>OrderCheck</name>
    <message>
        <location filename="../app/document/order_description.cpp" line="48"/>
        <source>%1 is ordered %2</source>
        <translation>%1 hat den Befehl %2</translation>
    </message>
    <message>
        <location filename="../app/document/order_description.cpp" line="51"/>
        <source>%1 has no matching order yet</source>
        <translation>%1 hat noch keinen passenden Befehl</translation>
    </message>
</context>
<context>
    <name>OrderReason</name>
    <message>
        <location filename="../core/text/reason_text.cpp" line="15"/>
        <source>moved</source>
        <translation>gezogen</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="17"/>
        <source>held</source>
        <translation>gehalten</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="19"/>
        <source>support given</source>
        <translation>unterstützt</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="21"/>
        <source>convoy given</source>
        <translation>Konvoi geleistet</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="23"/>
        <source>retreated</source>
        <translation>zurückgezogen</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="25"/>
        <source>disbanded</source>
        <translation>aufgelöst</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="27"/>
        <source>built</source>
        <translation>gebaut</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="29"/>
        <source>build waived</source>
        <translation>auf Bau verzichtet</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="31"/>
        <source>bounced (%1)</source>
        <translation>abgeprallt (%1)</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="33"/>
        <source>cannot dislodge a unit of its own power</source>
        <translation>kann keine Einheit der eigenen Macht vertreiben</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="35"/>
        <source>no convoy route</source>
        <translation>kein Konvoiweg</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="37"/>
        <source>convoy paradox: the convoy held</source>
        <translation>Konvoi-Paradoxon: der Konvoi hielt</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="39"/>
        <source>support cut (%1)</source>
        <translation>Unterstützung unterbrochen (%1)</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="41"/>
        <source>dislodged (%1)</source>
        <translation>vertrieben (%1)</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="43"/>
        <source>retreat bounced; disbanded</source>
        <translation>Rückzug abgeprallt; aufgelöst</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="45"/>
        <source>no unit there</source>
        <translation>dort steht keine Einheit</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="47"/>
        <source>the unit belongs to another power</source>
        <translation>die Einheit gehört einer anderen Macht</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="49"/>
        <source>not an order for this phase</source>
        <translation>kein Befehl für diese Phase</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="51"/>
        <source>wrong unit type</source>
        <translation>falscher Einheitentyp</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="53"/>
        <source>unit type missing</source>
        <translation>Einheitentyp fehlt</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="55"/>
        <source>the unit is on the other coast</source>
        <translation>die Einheit steht an der anderen Küste</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="57"/>
        <source>no such coast</source>
        <translation>diese Küste gibt es nicht</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="59"/>
        <source>the coast must be given</source>
        <translation>die Küste muss angegeben werden</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="61"/>
        <source>that coast cannot be reached</source>
        <translation>diese Küste ist nicht erreichbar</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="63"/>
        <source>a unit cannot move to its own province</source>
        <translation>eine Einheit kann nicht in ihre eigene Provinz ziehen</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="65"/>
        <source>the unit cannot go there</source>
        <translation>die Einheit kann dort nicht hin</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="67"/>
        <source>a fleet cannot be convoyed</source>
        <translation>eine Flotte kann nicht befördert werden</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="69"/>
        <source>a unit cannot support itself or a move into its own province</source>
        <translation>eine Einheit kann weder sich selbst noch einen Zug in ihre eigene Provinz unterstützen</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="72"/>
        <source>the supporting unit cannot reach that province</source>
        <translation>die unterstützende Einheit kann diese Provinz nicht erreichen</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="74"/>
        <source>the supported move is impossible</source>
        <translation>der unterstützte Zug ist unmöglich</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="76"/>
        <source>the supported unit was not ordered so</source>
        <translation>die unterstützte Einheit hat einen anderen Befehl</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="78"/>
        <source>the support must name the coast</source>
        <translation>die Unterstützung muss die Küste nennen</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="80"/>
        <source>wrong nationality of the other unit</source>
        <translation>falsche Nationalität der anderen Einheit</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="82"/>
        <source>nationality of the other unit missing</source>
        <translation>Nationalität der anderen Einheit fehlt</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="84"/>
        <source>only a fleet at sea can convoy</source>
        <translation>nur eine Flotte auf See kann befördern</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="86"/>
        <source>only armies can be convoyed</source>
        <translation>nur Armeen können befördert werden</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="88"/>
        <source>the fleet is on no route for that convoy</source>
        <translation>die Flotte liegt auf keinem Weg dieses Konvois</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="90"/>
        <source>the army was not ordered so</source>
        <translation>die Armee hat einen anderen Befehl</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="92"/>
        <source>a convoyed move must give its path</source>
        <translation>ein Konvoizug muss seinen Weg angeben</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="94"/>
        <source>the unit has another order</source>
        <translation>die Einheit hat einen weiteren Befehl</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="96"/>
        <source>the same order was given before</source>
        <translation>derselbe Befehl wurde schon gegeben</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="98"/>
        <source>the unit was not dislodged</source>
        <translation>die Einheit wurde nicht vertrieben</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="100"/>
        <source>cannot retreat to where the attacker came from</source>
        <translation>kein Rückzug dorthin, woher der Angreifer kam</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="102"/>
        <source>cannot retreat to a province left empty by a standoff</source>
        <translation>kein Rückzug in eine durch Patt leer gebliebene Provinz</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="104"/>
        <source>cannot retreat to an occupied province</source>
        <translation>kein Rückzug in eine besetzte Provinz</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="106"/>
        <source>builds only in home centres</source>
        <translation>Bauten nur in Heimatzentren</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="108"/>
        <source>the centre is not owned</source>
        <translation>das Zentrum gehört nicht dieser Macht</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="110"/>
        <source>the centre is occupied</source>
        <translation>das Zentrum ist besetzt</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="112"/>
        <source>no builds left</source>
        <translation>keine Bauten mehr übrig</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="114"/>
        <source>a fleet cannot be built inland</source>
        <translation>im Binnenland kann keine Flotte gebaut werden</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="116"/>
        <source>no removal due</source>
        <translation>keine Auflösung fällig</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="118"/>
        <source>builds cannot be waived</source>
        <translation>auf Bauten kann nicht verzichtet werden</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="120"/>
        <source>removed in civil disorder</source>
        <translation>aufgelöst (herrenlose Macht)</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="122"/>
        <source>disbanded: no retreat ordered</source>
        <translation>aufgelöst: kein Rückzug befohlen</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="124"/>
        <source>disbanded: nowhere to retreat</source>
        <translation>aufgelöst: kein Rückzug möglich</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="126"/>
        <source>eliminated: no units and no centres left</source>
        <translation>ausgeschieden: keine Einheiten und keine Zentren mehr</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="200"/>
        <source>%1; dislodged</source>
        <translation>%1; vertrieben</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="201"/>
        <source>%1; dislodged by %2</source>
        <translation>%1; vertrieben von %2</translation>
    </message>
</context>
<context>
    <name>OrderStatus</name>
    <message>
        <location filename="../core/text/reason_text.cpp" line="155"/>
        <source>succeeded</source>
        <translation>erfolgreich</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="156"/>
        <source>failed</source>
        <translation>gescheitert</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="157"/>
        <source>invalid</source>
        <translation>ungültig</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="166"/>
        <location filename="../core/text/reason_text.cpp" line="208"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>OrderSubmission</name>
    <message>
        <location filename="../app/server/order_submission.cpp" line="54"/>
        <source>Not entered: you give %1&apos;s orders, not %2&apos;s.</source>
        <translation>Nicht eingetragen: Sie geben die Befehle von %1, nicht die von %2.</translation>
    </message>
    <message>
        <location filename="../app/server/order_submission.cpp" line="63"/>
        <source>Cannot read &quot;%1&quot;: %2.</source>
        <translation>„%1“ ist nicht lesbar: %2.</translation>
    </message>
    <message>
        <location filename="../app/server/order_submission.cpp" line="76"/>
        <source>Not entered: &quot;%1&quot; is no order for %2, which takes only %3.</source>
        <extracomment>&quot;Not entered: &quot;A par - bur&quot; is no order for Winter 1901 Adjustments, which takes only builds, ...&quot;</extracomment>
        <translation>Nicht eingetragen: „%1“ ist kein Befehl für %2; dort gelten nur %3.</translation>
    </message>
    <message>
        <location filename="../app/server/order_submission.cpp" line="91"/>
        <source>Not entered: there is no unit of yours in %1.</source>
        <translation>Nicht eingetragen: In %1 steht keine Ihrer Einheiten.</translation>
    </message>
    <message>
        <location filename="../app/server/order_submission.cpp" line="97"/>
        <source>Not entered: the unit in %1 is %2&apos;s, not yours.</source>
        <translation>Nicht eingetragen: Die Einheit in %1 gehört %2, nicht Ihnen.</translation>
    </message>
    <message>
        <location filename="../app/server/order_submission.cpp" line="113"/>
        <source>Entered %1, but it is illegal and will be ignored: %2.</source>
        <translation>%1 eingetragen, aber ungültig – er wird ignoriert: %2.</translation>
    </message>
    <message>
        <location filename="../app/server/order_submission.cpp" line="117"/>
        <source>Entered %1. Note: %2.</source>
        <translation>%1 eingetragen. Hinweis: %2.</translation>
    </message>
    <message>
        <location filename="../app/server/order_submission.cpp" line="121"/>
        <source>Entered %1.</source>
        <translation>%1 eingetragen.</translation>
    </message>
    <message>
        <location filename="../app/server/order_submission.cpp" line="125"/>
        <source>Note: %1.</source>
        <translation>Hinweis: %1.</translation>
    </message>
</context>
<context>
    <name>PadServer</name>
    <message>
        <location filename="../app/server/pad_server.cpp" line="310"/>
        <source>Too much text: send at most %1 bytes.</source>
        <translation>Zu viel Text: Senden Sie höchstens %1 Bytes.</translation>
    </message>
    <message>
        <location filename="../app/server/pad_server.cpp" line="318"/>
        <source>The orders are not plain UTF-8 text.</source>
        <translation>Die Befehle sind kein reiner UTF-8-Text.</translation>
    </message>
    <message>
        <location filename="../app/server/pad_server.cpp" line="324"/>
        <source>Too many lines: send at most %1.</source>
        <translation>Zu viele Zeilen: Senden Sie höchstens %1.</translation>
    </message>
    <message>
        <location filename="../app/server/pad_server.cpp" line="335"/>
        <source>&quot;%1&quot; is no phase.</source>
        <translation>„%1“ ist keine Phase.</translation>
    </message>
    <message>
        <location filename="../app/server/pad_server.cpp" line="342"/>
        <source>%1 has not begun: the game is in %2.</source>
        <translation>%1 hat noch nicht begonnen: Das Spiel ist in %2.</translation>
    </message>
    <message>
        <location filename="../app/server/pad_server.cpp" line="349"/>
        <source>%1 is closed: the game master has adjudicated it. Orders are not taken for it any more.</source>
        <translation>%1 ist geschlossen: Der Spielleiter hat sie ausgewertet. Befehle dafür werden nicht mehr angenommen.</translation>
    </message>
    <message>
        <location filename="../app/server/pad_server.cpp" line="352"/>
        <source>%1 is closed: the game master is not taking orders now.</source>
        <translation>%1 ist geschlossen: Der Spielleiter nimmt jetzt keine Befehle an.</translation>
    </message>
    <message>
        <location filename="../app/server/pad_server.cpp" line="369"/>
        <source>Your orders could not be kept: %1</source>
        <translation>Ihre Befehle konnten nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>PadTokens</name>
    <message>
        <location filename="../app/server/pad_tokens.cpp" line="116"/>
        <source>%1 is no file of order pad links.</source>
        <translation>%1 ist keine Datei mit Befehlsblock-Links.</translation>
    </message>
    <message>
        <location filename="../app/server/pad_tokens.cpp" line="124"/>
        <source>%1 holds no link for %2.</source>
        <translation>%1 enthält keinen Link für %2.</translation>
    </message>
</context>
<context>
    <name>Paper</name>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="48"/>
        <source>Orders of %1</source>
        <translation>Befehle von %1</translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="55"/>
        <source>played by %1</source>
        <translation>gespielt von %1</translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="75"/>
        <source>nowhere to go: disbanded</source>
        <translation>kein Rückzugsort: aufgelöst</translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="76"/>
        <source>may retreat to %1</source>
        <translation>Rückzug möglich nach %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/print/paper.cpp" line="94"/>
        <source>Builds due: %n</source>
        <translation>
            <numerusform>Fälliger Bau: %n</numerusform>
            <numerusform>Fällige Bauten: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="95"/>
        <source>Home centres free to build in: %1</source>
        <translation>Freie Heimatzentren für Bauten: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="96"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/print/paper.cpp" line="106"/>
        <source>Removals due: %n</source>
        <translation>
            <numerusform>Fällige Auflösung: %n</numerusform>
            <numerusform>Fällige Auflösungen: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="107"/>
        <source>Units: %1</source>
        <translation>Einheiten: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="155"/>
        <source>Supply centres</source>
        <translation>Versorgungszentren</translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="156"/>
        <source>Power</source>
        <translation>Macht</translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="157"/>
        <source>Centres</source>
        <translation>Zentren</translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="160"/>
        <source>Final score (%1)</source>
        <translation>Endwertung (%1)</translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="189"/>
        <source>The game has ended (%1): no orders are due.</source>
        <translation>Die Partie ist beendet (%1): Es sind keine Befehle fällig.</translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="191"/>
        <source>%1 has been adjudicated: no orders are due.</source>
        <translation>%1 ist ausgewertet: Es sind keine Befehle fällig.</translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="204"/>
        <source>No orders are due.</source>
        <translation>Es sind keine Befehle fällig.</translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="219"/>
        <source>Results of %1</source>
        <translation>Ergebnisse: %1</translation>
    </message>
</context>
<context>
    <name>ParseError</name>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="21"/>
        <source>the order is empty</source>
        <translation>der Befehl ist leer</translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="23"/>
        <source>unknown power &apos;%1&apos;</source>
        <translation>unbekannte Macht „%1“</translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="25"/>
        <source>&apos;%1&apos; could be more than one power</source>
        <translation>„%1“ kann mehr als eine Macht sein</translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="29"/>
        <source>unknown place &apos;%1&apos; (%2?)</source>
        <extracomment>&quot;unknown place &apos;Munchn&apos; (Munich?)&quot;: a close name is suggested, never read in its place</extracomment>
        <translation>unbekannter Ort „%1“ (%2?)</translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="31"/>
        <source>unknown place &apos;%1&apos;</source>
        <translation>unbekannter Ort „%1“</translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="33"/>
        <source>&apos;%1&apos; could be more than one place</source>
        <translation>„%1“ kann mehr als ein Ort sein</translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="35"/>
        <source>a unit is missing</source>
        <translation>eine Einheit fehlt</translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="37"/>
        <source>the order says nothing after the unit</source>
        <translation>nach der Einheit steht kein Befehl</translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="39"/>
        <source>&apos;%1&apos; is not an order</source>
        <translation>„%1“ ist kein Befehl</translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="41"/>
        <source>the destination is missing</source>
        <translation>das Ziel fehlt</translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="43"/>
        <source>unexpected &apos;%1&apos;</source>
        <translation>unerwartet: „%1“</translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="55"/>
        <source>order %1 on the line: %2</source>
        <extracomment>&quot;order 2 on the line: unknown place &apos;Moon&apos;&quot;, when a line holds several orders separated by &apos;;&apos; or &apos;,&apos;</extracomment>
        <translation>Befehl %1 der Zeile: %2</translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="64"/>
        <location filename="../core/text/order_sheet.cpp" line="67"/>
        <location filename="../core/text/order_sheet.cpp" line="144"/>
        <source>&apos;%1&apos; read as %2</source>
        <translation>„%1“ gelesen als %2</translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="70"/>
        <source>; </source>
        <extracomment>between two corrections of one order: &quot;&apos;Germnay&apos; read as Germany; &apos;Burgandy&apos; read as Burgundy&quot;</extracomment>
        <translation>; </translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="114"/>
        <source>a second order for the unit in %1 (the first is on line %2): the rule for several orders to one unit (4.D.3) decides</source>
        <translation>ein zweiter Befehl für die Einheit in %1 (der erste steht in Zeile %2): Es entscheidet die Regel für mehrere Befehle an eine Einheit (4.D.3)</translation>
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <location filename="../core/text/phase_text.cpp" line="13"/>
        <source>Spring %1</source>
        <translation>Frühjahr %1</translation>
    </message>
    <message>
        <location filename="../core/text/phase_text.cpp" line="15"/>
        <source>Fall %1</source>
        <translation>Herbst %1</translation>
    </message>
    <message>
        <location filename="../core/text/phase_text.cpp" line="17"/>
        <source>Winter %1</source>
        <translation>Winter %1</translation>
    </message>
    <message>
        <location filename="../core/text/phase_text.cpp" line="26"/>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <location filename="../core/text/phase_text.cpp" line="28"/>
        <source>Retreats</source>
        <translation>Rückzüge</translation>
    </message>
    <message>
        <location filename="../core/text/phase_text.cpp" line="30"/>
        <source>Adjustments</source>
        <translation>Anpassungen</translation>
    </message>
    <message>
        <location filename="../core/text/phase_text.cpp" line="38"/>
        <source>%1 %2</source>
        <extracomment>A season with its year, then the kind of phase: &quot;Spring 1901 Movement&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../core/text/phase_text.cpp" line="45"/>
        <source>holds, moves, supports and convoys</source>
        <translation>Halte-, Zug-, Unterstützungs- und Konvoibefehle</translation>
    </message>
    <message>
        <location filename="../core/text/phase_text.cpp" line="47"/>
        <source>retreats and disbands</source>
        <translation>Rückzugs- und Auflösungsbefehle</translation>
    </message>
    <message>
        <location filename="../core/text/phase_text.cpp" line="49"/>
        <source>builds, removals and waives</source>
        <translation>Bau-, Auflösungs- und Verzichtsbefehle</translation>
    </message>
</context>
<context>
    <name>Power</name>
    <message>
        <source>Austria</source>
        <translation type="vanished">Österreich</translation>
    </message>
    <message>
        <source>England</source>
        <translation type="vanished">England</translation>
    </message>
    <message>
        <source>France</source>
        <translation type="vanished">Frankreich</translation>
    </message>
    <message>
        <source>Germany</source>
        <translation type="vanished">Deutschland</translation>
    </message>
    <message>
        <source>Italy</source>
        <translation type="vanished">Italien</translation>
    </message>
    <message>
        <source>Russia</source>
        <translation type="vanished">Russland</translation>
    </message>
    <message>
        <source>Turkey</source>
        <translation type="vanished">Türkei</translation>
    </message>
</context>
<context>
    <name>Quiz</name>
    <message>
        <location filename="../app/document/quiz_text.cpp" line="21"/>
        <source>succeeds</source>
        <translation>gelingt</translation>
    </message>
    <message>
        <location filename="../app/document/quiz_text.cpp" line="22"/>
        <source>fails</source>
        <translation>scheitert</translation>
    </message>
    <message>
        <location filename="../app/document/quiz_text.cpp" line="24"/>
        <location filename="../app/document/quiz_text.cpp" line="45"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../app/document/quiz_text.cpp" line="25"/>
        <location filename="../app/document/quiz_text.cpp" line="42"/>
        <source>dislodged</source>
        <translation>vertrieben</translation>
    </message>
    <message>
        <location filename="../app/document/quiz_text.cpp" line="26"/>
        <location filename="../app/document/quiz_text.cpp" line="43"/>
        <source>not dislodged</source>
        <translation>nicht vertrieben</translation>
    </message>
    <message>
        <location filename="../app/document/quiz_text.cpp" line="73"/>
        <source>%1: no guesses</source>
        <translation>%1: keine Tipps</translation>
    </message>
    <message>
        <location filename="../app/document/quiz_text.cpp" line="76"/>
        <source>%1 %2/%3</source>
        <translation>%1 %2/%3</translation>
    </message>
</context>
<context>
    <name>RemoveOrderCommand</name>
    <message>
        <location filename="../app/document/remove_order_command.cpp" line="17"/>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
</context>
<context>
    <name>RenameBranchCommand</name>
    <message>
        <location filename="../app/document/rename_branch_command.cpp" line="17"/>
        <source>Remove branch name</source>
        <translation>Namen der Abzweigung entfernen</translation>
    </message>
    <message>
        <location filename="../app/document/rename_branch_command.cpp" line="18"/>
        <source>Name branch &quot;%1&quot;</source>
        <translation>Abzweigung „%1“ nennen</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <location filename="../core/record/score_report.cpp" line="21"/>
        <source>Scores (provisional: the game goes on):</source>
        <translation>Punktwertung (vorläufig: das Spiel läuft weiter):</translation>
    </message>
    <message>
        <location filename="../core/record/score_report.cpp" line="22"/>
        <source>Scores:</source>
        <translation>Punktwertung:</translation>
    </message>
    <message>
        <location filename="../core/record/score_report.cpp" line="24"/>
        <source>Centres</source>
        <translation>Zentren</translation>
    </message>
    <message>
        <location filename="../core/record/results_report.cpp" line="60"/>
        <source>Rules changed to: %1</source>
        <translation>Regeln geändert zu: %1</translation>
    </message>
    <message>
        <location filename="../core/record/results_report.cpp" line="88"/>
        <source>Not adjudicated yet.</source>
        <translation>Noch nicht ausgewertet.</translation>
    </message>
    <message>
        <location filename="../core/record/results_report.cpp" line="90"/>
        <source>Dislodged:</source>
        <translation>Vertrieben:</translation>
    </message>
    <message>
        <location filename="../core/record/results_report.cpp" line="98"/>
        <source>no retreat possible</source>
        <translation>kein Rückzug möglich</translation>
    </message>
    <message>
        <location filename="../core/record/results_report.cpp" line="99"/>
        <source>may retreat to %1</source>
        <translation>mögliche Rückzugsziele: %1</translation>
    </message>
    <message>
        <location filename="../core/record/results_report.cpp" line="113"/>
        <source>Centres changing hands: %1</source>
        <translation>Zentren mit neuem Besitzer: %1</translation>
    </message>
    <message>
        <location filename="../core/record/results_report.cpp" line="118"/>
        <source>%1: skipped, nothing to do.</source>
        <translation>%1: übersprungen, nichts zu tun.</translation>
    </message>
    <message>
        <location filename="../core/record/results_report.cpp" line="122"/>
        <source>%1 wins with %2 centres.</source>
        <translation>%1 gewinnt mit %2 Zentren.</translation>
    </message>
    <message>
        <location filename="../core/record/results_report.cpp" line="128"/>
        <source>Next: %1</source>
        <translation>Als Nächstes: %1</translation>
    </message>
    <message>
        <location filename="../core/record/results_report.cpp" line="131"/>
        <source>The game ends: its last year, %1, is over.</source>
        <translation>Das Spiel endet: Sein letztes Jahr, %1, ist vorbei.</translation>
    </message>
    <message>
        <location filename="../core/record/game_history.cpp" line="126"/>
        <source>Turning points</source>
        <translation>Wendepunkte</translation>
    </message>
</context>
<context>
    <name>ResumeCommand</name>
    <message>
        <source>Resume the game</source>
        <translation type="vanished">Spiel fortsetzen</translation>
    </message>
</context>
<context>
    <name>RuleChoice</name>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="18"/>
        <source>A convoy fails when any one of its routes is disrupted (1971).</source>
        <translation>Ein Konvoi scheitert, sobald einer seiner Wege unterbrochen ist (1971).</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="19"/>
        <source>A convoy fails only when every route is disrupted.</source>
        <translation>Ein Konvoi scheitert erst, wenn alle Wege unterbrochen sind.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="21"/>
        <source>1971: a convoyed army does not cut a support for an attack on a fleet of its convoy, when that support is given by a fleet.</source>
        <translation>1971: Eine transportierte Armee unterbricht keine Unterstützung eines Angriffs auf eine Flotte ihres Konvois, wenn eine Flotte sie gibt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="22"/>
        <source>1982: a convoyed army does not cut a support for any action in a sea holding a convoying fleet.</source>
        <translation>1982: Eine transportierte Armee unterbricht keine Unterstützung für eine Aktion in einem Meer mit einer konvoierenden Flotte.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="23"/>
        <source>2000/2023: a convoyed army does not cut a support for an attack on a fleet its convoy needs.</source>
        <translation>2000/2023: Eine transportierte Armee unterbricht keine Unterstützung eines Angriffs auf eine Flotte, die ihr Konvoi braucht.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="24"/>
        <source>&apos;All hold&apos;: every move in a paradox fails.</source>
        <translation>„Alle halten“: Jeder Zug eines Paradoxons scheitert.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="25"/>
        <source>Causal rules (not used by any rulebook; treated like the Szykman rule).</source>
        <translation>Kausale Regeln (in keinem Regelheft; wie die Szykman-Regel behandelt).</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="26"/>
        <source>Szykman: in a paradox the convoying fleets hold, so the convoy fails.</source>
        <translation>Szykman: Bei einem Paradoxon halten die konvoierenden Flotten, der Konvoi scheitert.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="28"/>
        <source>1971: the convoy is used only when the unit at the destination moves the other way and the convoy succeeds.</source>
        <translation>1971: Der Konvoi gilt nur, wenn die Einheit am Ziel in Gegenrichtung zieht und der Konvoi gelingt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="29"/>
        <source>1982: the convoy is used when the army&apos;s own power orders a fleet to convoy it.</source>
        <translation>1982: Der Konvoi gilt, wenn die Macht der Armee selbst eine Flotte konvoieren lässt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="30"/>
        <source>2000/2023: the convoy is used when the army is ordered &apos;via convoy&apos; or its own power convoys it; no fall-back to the land route.</source>
        <translation>2000/2023: Der Konvoi gilt bei „via Konvoi“ oder wenn die eigene Macht konvoiert; kein Rückgriff auf den Landweg.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="31"/>
        <source>DPTG: the convoy is used only when the army is ordered &apos;via convoy&apos;.</source>
        <translation>DPTG: Der Konvoi gilt nur, wenn die Armee „via Konvoi“ befohlen ist.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="32"/>
        <source>2000/2023 as read in DATC v2: &apos;via convoy&apos; or an own convoying fleet, but the army takes the land route when no convoy carries it.</source>
        <translation>2000/2023 nach DATC Version 2: „via Konvoi“ oder eine eigene konvoiierende Flotte, doch die Armee nimmt den Landweg, wenn kein Konvoi sie trägt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="34"/>
        <source>The support is not cut: the army attacks from where it started.</source>
        <translation>Die Unterstützung bleibt: Die Armee greift von ihrem Ausgangsort an.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="35"/>
        <source>The support is cut: the army attacks from the sea.</source>
        <translation>Die Unterstützung wird unterbrochen: Die Armee greift vom Meer aus an.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="37"/>
        <source>The unit may not retreat to the attacker&apos;s starting province.</source>
        <translation>Die Einheit darf nicht in die Ausgangsprovinz des Angreifers zurückweichen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="38"/>
        <source>The unit may retreat to the attacker&apos;s starting province when the attack came by convoy (2023).</source>
        <translation>Die Einheit darf in die Ausgangsprovinz des Angreifers zurückweichen, wenn der Angriff per Konvoi kam (2023).</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="40"/>
        <source>A path written in a move order is ignored.</source>
        <translation>Ein im Zugbefehl angegebener Weg wird ignoriert.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="41"/>
        <source>A path may be written and is then followed.</source>
        <translation>Ein Weg darf angegeben werden und wird dann genommen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="42"/>
        <source>A convoyed move must give its path, or it fails.</source>
        <translation>Ein Zug per Konvoi muss seinen Weg angeben, sonst scheitert er.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="44"/>
        <source>A dislodged unit never affects the province its attacker came from.</source>
        <translation>Eine vertriebene Einheit wirkt nie auf die Provinz, aus der ihr Angreifer kam.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="45"/>
        <source>A dislodged unit has no effect on its attacker&apos;s province only after a head-to-head battle.</source>
        <translation>Eine vertriebene Einheit wirkt nur nach einem Frontalkampf nicht auf die Provinz ihres Angreifers.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="47"/>
        <location filename="../core/rules/rule_settings.cpp" line="50"/>
        <source>The move fails.</source>
        <translation>Der Zug scheitert.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="49"/>
        <source>The fleet moves to the only coast it can reach.</source>
        <translation>Die Flotte zieht an die einzige Küste, die sie erreicht.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="52"/>
        <source>The coast is ignored and the fleet moves to the coast it can reach.</source>
        <translation>Die Küste wird ignoriert; die Flotte zieht an die erreichbare Küste.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="53"/>
        <source>The order is illegal.</source>
        <translation>Der Befehl ist ungültig.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="55"/>
        <source>A support may leave out the coast of the supported move, whoever&apos;s unit it is.</source>
        <translation>Eine Unterstützung darf die Küste des unterstützten Zuges weglassen, gleich wessen Einheit es ist.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="56"/>
        <source>The coast may be left out only when supporting one&apos;s own unit (Calhamer).</source>
        <translation>Die Küste darf nur bei Unterstützung einer eigenen Einheit fehlen (Calhamer).</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="57"/>
        <source>A support of a move to a split-coast province must give the coast.</source>
        <translation>Die Unterstützung eines Zuges in eine Provinz mit zwei Küsten muss die Küste nennen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="59"/>
        <location filename="../core/rules/rule_settings.cpp" line="62"/>
        <source>The order fails.</source>
        <translation>Der Befehl scheitert.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="60"/>
        <location filename="../core/rules/rule_settings.cpp" line="63"/>
        <source>The written coast is ignored.</source>
        <translation>Die angegebene Küste wird ignoriert.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="65"/>
        <source>A fleet built in a split-coast province needs a coast, or the build fails.</source>
        <translation>Eine Flotte in einer Provinz mit zwei Küsten braucht die Küste, sonst scheitert der Bau.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="67"/>
        <location filename="../core/rules/rule_settings.cpp" line="71"/>
        <source>The order is invalid (the unit holds).</source>
        <translation>Der Befehl ist ungültig (die Einheit hält).</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="68"/>
        <location filename="../core/rules/rule_settings.cpp" line="83"/>
        <source>The order is valid.</source>
        <translation>Der Befehl ist gültig.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="69"/>
        <location filename="../core/rules/rule_settings.cpp" line="73"/>
        <source>The order is valid unless another order names the unit correctly.</source>
        <translation>Der Befehl ist gültig, außer ein anderer Befehl nennt die Einheit richtig.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="72"/>
        <source>The order is valid; the written type is ignored.</source>
        <translation>Der Befehl ist gültig; der angegebene Typ wird ignoriert.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="75"/>
        <location filename="../core/rules/rule_settings.cpp" line="79"/>
        <source>The build fails.</source>
        <translation>Der Bau scheitert.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="76"/>
        <source>An army is built in an inland province; elsewhere the build fails.</source>
        <translation>In einer Binnenprovinz wird eine Armee gebaut; sonst scheitert der Bau.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="77"/>
        <source>An army inland, a fleet when a coast is written; otherwise the build fails.</source>
        <translation>Binnen eine Armee, mit angegebener Küste eine Flotte; sonst scheitert der Bau.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="80"/>
        <source>An army is built instead.</source>
        <translation>Stattdessen wird eine Armee gebaut.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="82"/>
        <location filename="../core/rules/rule_settings.cpp" line="86"/>
        <source>The order is invalid.</source>
        <translation>Der Befehl ist ungültig.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="84"/>
        <source>The order is valid unless another order gives the nationality.</source>
        <translation>Der Befehl ist gültig, außer ein anderer Befehl nennt die Nationalität.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="87"/>
        <source>The order is valid; the nationality is ignored.</source>
        <translation>Der Befehl ist gültig; die Nationalität wird ignoriert.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="88"/>
        <source>The order is valid unless another order gives the right nationality.</source>
        <translation>Der Befehl ist gültig, außer ein anderer Befehl nennt die richtige Nationalität.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="90"/>
        <location filename="../core/rules/rule_settings.cpp" line="96"/>
        <source>All sets are combined.</source>
        <translation>Alle Befehlssätze werden zusammengeführt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="91"/>
        <source>All sets are combined unless the latest clearly replaces them.</source>
        <translation>Alle Sätze werden zusammengeführt, außer der letzte ersetzt sie erkennbar.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="92"/>
        <source>Only the latest set counts unless it clearly adds to earlier ones.</source>
        <translation>Nur der letzte Satz zählt, außer er ergänzt erkennbar frühere.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="93"/>
        <source>Only the latest set counts.</source>
        <translation>Nur der letzte Satz zählt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="95"/>
        <source>All units hold.</source>
        <translation>Alle Einheiten halten.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="98"/>
        <source>The first order counts.</source>
        <translation>Der erste Befehl zählt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="99"/>
        <source>The last order counts.</source>
        <translation>Der letzte Befehl zählt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="100"/>
        <source>The unit holds (and may receive hold support).</source>
        <translation>Die Einheit hält (und kann Halteunterstützung erhalten).</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="102"/>
        <source>All builds are invalid.</source>
        <translation>Alle Bauten sind ungültig.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="103"/>
        <source>The first legal builds are used.</source>
        <translation>Die ersten gültigen Bauten zählen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="104"/>
        <source>The last legal builds are used.</source>
        <translation>Die letzten gültigen Bauten zählen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="106"/>
        <source>Both builds fail.</source>
        <translation>Beide Bauten scheitern.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="107"/>
        <source>The first build is used.</source>
        <translation>Der erste Bau zählt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="108"/>
        <source>The last build is used.</source>
        <translation>Der letzte Bau zählt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="110"/>
        <source>Removals are chosen by the civil disorder rule.</source>
        <translation>Die Auflösungen bestimmt die Regel für Anarchie.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="111"/>
        <source>The first legal removals are used.</source>
        <translation>Die ersten gültigen Auflösungen zählen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="112"/>
        <source>The last legal removals are used.</source>
        <translation>Die letzten gültigen Auflösungen zählen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="114"/>
        <source>A power may waive builds.</source>
        <translation>Eine Macht darf auf Bauten verzichten.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="115"/>
        <source>Waives are not allowed.</source>
        <translation>Verzicht ist nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="117"/>
        <source>2023: remove the unit farthest from the power&apos;s nearest owned centre, counting moves over land and sea for every unit.</source>
        <translation>2023: Aufgelöst wird die Einheit, die am weitesten vom nächsten eigenen Versorgungszentrum entfernt ist, Züge über Land und Meer für jede Einheit gezählt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="118"/>
        <source>Before 2023: remove the unit farthest from a home centre; fleets move as fleets, armies over land and sea.</source>
        <translation>Vor 2023: Aufgelöst wird die Einheit, die am weitesten von einem Heimatzentrum entfernt ist; Flotten ziehen als Flotten, Armeen über Land und Meer.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="120"/>
        <source>The support fails.</source>
        <translation>Die Unterstützung scheitert.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="121"/>
        <source>The support succeeds.</source>
        <translation>Die Unterstützung gilt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="123"/>
        <source>An illegal order is ignored: the unit holds and may receive hold support (2023).</source>
        <translation>Ein ungültiger Befehl wird ignoriert: Die Einheit hält und kann Halteunterstützung erhalten (2023).</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="125"/>
        <source>Each order is read on its own.</source>
        <translation>Jeder Befehl wird für sich gelesen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="126"/>
        <source>A player&apos;s orders are read together; one may clarify another.</source>
        <translation>Die Befehle eines Spielers werden zusammen gelesen; einer kann einen anderen klären.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="128"/>
        <source>A missing move may be deduced from its own power&apos;s support or convoy.</source>
        <translation>Ein fehlender Zug darf aus Unterstützung oder Konvoi der eigenen Macht abgeleitet werden.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="129"/>
        <source>Orders are never deduced.</source>
        <translation>Befehle werden nie abgeleitet.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="131"/>
        <source>A player may leave standing orders that repeat every phase.</source>
        <translation>Ein Spieler darf Dauerbefehle hinterlassen, die jede Phase gelten.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="132"/>
        <source>Standing orders are not allowed.</source>
        <translation>Dauerbefehle sind nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="134"/>
        <source>Proxies are allowed when announced to the game master beforehand.</source>
        <translation>Stellvertreterbefehle sind erlaubt, wenn sie dem Spielleiter vorher angekündigt werden.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="135"/>
        <source>Proxies may be given within an order set.</source>
        <translation>Stellvertreterbefehle dürfen in einem Befehlssatz stehen.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="136"/>
        <source>Proxy orders are not allowed.</source>
        <translation>Stellvertreterbefehle sind nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="138"/>
        <source>The unit is removed as soon as it is found when editing the position.</source>
        <translation>Die Einheit wird entfernt, sobald sie beim Bearbeiten der Stellung gefunden wird.</translation>
    </message>
</context>
<context>
    <name>RuleIssue</name>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="17"/>
        <source>Multi-route convoy disruption</source>
        <translation>Störung von Konvois mit mehreren Wegen</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="20"/>
        <source>Convoy disruption paradoxes</source>
        <translation>Paradoxa bei Konvoistörungen</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="27"/>
        <source>Convoying to an adjacent province</source>
        <translation>Konvoi in eine Nachbarprovinz</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="33"/>
        <source>Support cut by a convoyed attack from the supported target</source>
        <translation>Unterstützung, unterbrochen durch Konvoiangriff aus dem Ziel</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="36"/>
        <source>Retreat when dislodged by a convoyed army</source>
        <translation>Rückzug nach Vertreibung durch eine beförderte Armee</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="39"/>
        <source>Convoy path specification</source>
        <translation>Angabe des Konvoiwegs</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="43"/>
        <source>Dislodged unit bouncing a third unit</source>
        <translation>Vertriebene Einheit lässt dritte Einheit abprallen</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="46"/>
        <source>Move without coast when two coasts are possible</source>
        <translation>Zug ohne Küste bei zwei möglichen Küsten</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="48"/>
        <source>Move without coast when one coast is possible</source>
        <translation>Zug ohne Küste bei einer möglichen Küste</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="51"/>
        <source>Move to an unreachable coast</source>
        <translation>Zug an eine unerreichbare Küste</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="54"/>
        <source>Coast in a support order</source>
        <translation>Küste im Unterstützungsbefehl</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="58"/>
        <source>Wrong coast of the ordered unit</source>
        <translation>Falsche Küste der befohlenen Einheit</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="61"/>
        <source>Unknown or irrelevant coasts</source>
        <translation>Unbekannte oder unnötige Küsten</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="64"/>
        <source>Coast in a build order</source>
        <translation>Küste im Baubefehl</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="66"/>
        <source>Missing unit type</source>
        <translation>Fehlender Einheitentyp</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="70"/>
        <source>Wrong unit type</source>
        <translation>Falscher Einheitentyp</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="74"/>
        <source>Missing unit type in a build</source>
        <translation>Fehlender Einheitentyp beim Bau</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="78"/>
        <source>Fleet built in an inland province</source>
        <translation>Flotte im Binnenland gebaut</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="81"/>
        <source>Missing nationality in a support</source>
        <translation>Fehlende Nationalität in einer Unterstützung</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="85"/>
        <source>Wrong nationality in a support</source>
        <translation>Falsche Nationalität in einer Unterstützung</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="89"/>
        <source>Several order sets, latest known</source>
        <translation>Mehrere Befehlssätze, letzter bekannt</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="94"/>
        <source>Several order sets, order unknown</source>
        <translation>Mehrere Befehlssätze, Reihenfolge unbekannt</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="97"/>
        <source>Several orders to one unit</source>
        <translation>Mehrere Befehle an eine Einheit</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="101"/>
        <source>Too many builds</source>
        <translation>Zu viele Bauten</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="105"/>
        <source>Two builds in one province</source>
        <translation>Zwei Bauten in einer Provinz</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="109"/>
        <source>Too many removals</source>
        <translation>Zu viele Auflösungen</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="113"/>
        <source>Waiving builds</source>
        <translation>Verzicht auf Bauten</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="116"/>
        <source>Removal in civil disorder</source>
        <translation>Auflösung bei herrenloser Macht</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="119"/>
        <source>Hold support for a power in civil disorder</source>
        <translation>Halteunterstützung für eine herrenlose Macht</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="122"/>
        <source>Illegal orders</source>
        <translation>Ungültige Befehle</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="124"/>
        <source>Poorly written orders</source>
        <translation>Schlecht geschriebene Befehle</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="127"/>
        <source>Implicit orders</source>
        <translation>Implizite Befehle</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="130"/>
        <source>Perpetual orders</source>
        <translation>Dauerbefehle</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="133"/>
        <source>Proxy orders</source>
        <translation>Stellvertreterbefehle</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="137"/>
        <source>Illegal unit on the board (Flying Dutchman)</source>
        <translation>Unzulässige Einheit auf dem Brett (Fliegender Holländer)</translation>
    </message>
</context>
<context>
    <name>RuleSettings</name>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="199"/>
        <source>issue %1 has choices a to %2, not &apos;%3&apos;</source>
        <translation>Regelfrage %1 hat die Wahlmöglichkeiten a bis %2, nicht „%3“</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="210"/>
        <source>&apos;%1&apos; is not of the form 4.A.2=b</source>
        <translation>„%1“ hat nicht die Form 4.A.2=b</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="213"/>
        <source>unknown rule issue &apos;%1&apos;</source>
        <translation>unbekannte Regelfrage „%1“</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="217"/>
        <source>the choice in &apos;%1&apos; must be one letter</source>
        <translation>die Wahl in „%1“ muss ein Buchstabe sein</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../app/document/rules_description.cpp" line="12"/>
        <source>DATC preferences</source>
        <translation>DATC-Empfehlungen</translation>
    </message>
    <message>
        <location filename="../app/document/rules_description.cpp" line="14"/>
        <source>DPTG</source>
        <translation>DPTG</translation>
    </message>
    <message>
        <location filename="../app/document/rules_description.cpp" line="15"/>
        <source>%1 rulebook</source>
        <translation>Regelbuch %1</translation>
    </message>
    <message>
        <location filename="../app/document/rules_description.cpp" line="36"/>
        <source>%1, modified</source>
        <translation>%1, geändert</translation>
    </message>
    <message>
        <location filename="../app/document/rules_description.cpp" line="41"/>
        <source>DIAS</source>
        <translation>DIAS</translation>
    </message>
    <message>
        <location filename="../app/document/rules_description.cpp" line="42"/>
        <source>NoDIAS</source>
        <translation>NoDIAS</translation>
    </message>
</context>
<context>
    <name>Scoring</name>
    <message>
        <location filename="../core/record/scoring.cpp" line="24"/>
        <source>Draw size</source>
        <translation>Remisgröße</translation>
    </message>
    <message>
        <location filename="../core/record/scoring.cpp" line="25"/>
        <source>Sum of squares</source>
        <translation>Quadratsumme</translation>
    </message>
    <message>
        <location filename="../core/record/scoring.cpp" line="26"/>
        <source>C-Diplo</source>
        <translation>C-Diplo</translation>
    </message>
    <message>
        <location filename="../core/record/scoring.cpp" line="27"/>
        <source>Carnage</source>
        <translation>Carnage</translation>
    </message>
    <message>
        <location filename="../core/record/scoring.cpp" line="28"/>
        <source>Tribute</source>
        <translation>Tribute</translation>
    </message>
    <message>
        <location filename="../core/record/scoring.cpp" line="29"/>
        <source>OpenTribute</source>
        <translation>OpenTribute</translation>
    </message>
    <message>
        <location filename="../core/record/scoring.cpp" line="30"/>
        <source>Manorcon</source>
        <translation>Manorcon</translation>
    </message>
</context>
<context>
    <name>SetGameInfoCommand</name>
    <message>
        <location filename="../app/document/set_game_info_command.cpp" line="13"/>
        <source>Change game info</source>
        <translation>Spielinfo ändern</translation>
    </message>
</context>
<context>
    <name>SetOrderCommand</name>
    <message>
        <location filename="../app/document/set_order_command.cpp" line="16"/>
        <source>Order %1</source>
        <translation>Befehl %1</translation>
    </message>
</context>
<context>
    <name>SetVotesCommand</name>
    <message>
        <location filename="../app/document/set_votes_command.cpp" line="13"/>
        <source>Record draw votes</source>
        <translation>Remis-Stimmen eintragen</translation>
    </message>
</context>
<context>
    <name>SwitchLineCommand</name>
    <message>
        <location filename="../app/document/switch_line_command.cpp" line="17"/>
        <source>Switch to %1</source>
        <translation>Wechsel zu %1</translation>
    </message>
</context>
<context>
    <name>TurningPoints</name>
    <message>
        <location filename="../core/record/turning_points.cpp" line="57"/>
        <source>%1 takes %2 (neutral)</source>
        <translation>%1 nimmt %2 (neutral)</translation>
    </message>
    <message>
        <location filename="../core/record/turning_points.cpp" line="59"/>
        <source>%1 takes %2 from %3</source>
        <translation>%1 nimmt %3 %2 ab</translation>
    </message>
    <message>
        <location filename="../core/record/turning_points.cpp" line="61"/>
        <source>%1 loses %2 (home centre) to %3</source>
        <translation>%1 verliert %2 (Heimatzentrum) an %3</translation>
    </message>
    <message>
        <location filename="../core/record/turning_points.cpp" line="64"/>
        <source>%1 takes back %2 (home centre) from %3</source>
        <translation>%1 holt sich %2 (Heimatzentrum) von %3 zurück</translation>
    </message>
    <message>
        <location filename="../core/record/turning_points.cpp" line="67"/>
        <source>%1 is eliminated</source>
        <translation>%1 ist ausgeschieden</translation>
    </message>
</context>
<context>
    <name>Unit</name>
    <message>
        <location filename="../app/document/order_description.cpp" line="33"/>
        <source>the %1 army in %2</source>
        <translation>die %1 Armee in %2</translation>
    </message>
    <message>
        <location filename="../app/document/order_description.cpp" line="34"/>
        <source>the %1 fleet in %2</source>
        <translation>die %1 Flotte in %2</translation>
    </message>
</context>
<context>
    <name>arbiter::document::GameDocument</name>
    <message>
        <location filename="../app/document/game_document.cpp" line="118"/>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::AboutDialog</name>
    <message>
        <location filename="../app/ui/dialogs/about_dialog.cpp" line="24"/>
        <source>About Arbiter</source>
        <translation>Über Arbiter</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/about_dialog.cpp" line="38"/>
        <source>&lt;h3&gt;Arbiter %1&lt;/h3&gt;&lt;p&gt;A Diplomacy map client and rules engine for the game master at the table.&lt;/p&gt;&lt;p&gt;Adjudication follows the DATC v3.0; every rule choice of its chapter 4 can be set in Game → Rules.&lt;/p&gt;&lt;p&gt;Arbiter is free software under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later). It comes with no warranty.&lt;/p&gt;&lt;p&gt;The coastlines of the map are derived from GSHHG, the Global Self-consistent, Hierarchical, High-resolution Geography Database by Paul Wessel and Walter H. F. Smith, distributed under the GNU Lesser General Public License, version 3 or later.&lt;/p&gt;&lt;p&gt;Built with Qt %2, running with Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Arbiter %1&lt;/h3&gt;&lt;p&gt;Diplomacy-Karte und Regelwerk für die Spielleitung am Tisch.&lt;/p&gt;&lt;p&gt;Die Auswertung folgt dem DATC v3.0; jede Regelwahl aus dessen Kapitel 4 lässt sich unter Spiel → Regeln einstellen.&lt;/p&gt;&lt;p&gt;Arbiter ist freie Software unter der GNU General Public License, Version 3 oder (nach Ihrer Wahl) jeder späteren Version (GPL-3.0-or-later). Es wird ohne jede Gewährleistung bereitgestellt.&lt;/p&gt;&lt;p&gt;Die Küstenlinien der Karte stammen aus GSHHG, der Global Self-consistent, Hierarchical, High-resolution Geography Database von Paul Wessel und Walter H. F. Smith, verbreitet unter der GNU Lesser General Public License, Version 3 oder später.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %2, ausgeführt mit Qt %3.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ActionManager</name>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="31"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="32"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="33"/>
        <source>Open &amp;DATC Case…</source>
        <translation>&amp;DATC-Fall öffnen…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="35"/>
        <source>A new game from a case of a DATC test file, with its rules and orders</source>
        <translation>Ein neues Spiel aus einem Fall einer DATC-Testdatei, mit seinen Regeln und Befehlen</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="36"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="37"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="39"/>
        <source>Save as &amp;Lesson…</source>
        <translation>Als &amp;Lektion speichern…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="41"/>
        <source>Keep the phase shown, with its orders, as a lesson of your own (Help → Lessons); the outcome is the judge&apos;s</source>
        <translation>Die gezeigte Phase mit ihren Befehlen als eigene Lektion behalten (Hilfe → Lektionen); das Ergebnis ist das des Schiedsrichters</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="43"/>
        <source>&amp;Import Order Sheet…</source>
        <translation>Befehlsblatt &amp;importieren…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="45"/>
        <source>Import &amp;Game…</source>
        <translation>Spie&amp;l importieren…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="48"/>
        <source>Open a game played elsewhere (MILA&apos;s game JSON, a Judge or DPjudge transcript); every phase is judged again and compared with the record (Ctrl+Alt+I)</source>
        <translation>Ein anderswo gespieltes Spiel öffnen (Spiel-JSON von MILA, ein Judge- oder DPjudge-Protokoll); jede Phase wird neu ausgewertet und mit der Aufzeichnung verglichen (Strg+Alt+I)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="50"/>
        <source>Export Game as &amp;MILA JSON…</source>
        <translation>Spiel als &amp;MILA-JSON exportieren…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="52"/>
        <source>The line of play as the game JSON of the `diplomacy` Python package</source>
        <translation>Die Spiellinie als Spiel-JSON des Python-Pakets `diplomacy`</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="53"/>
        <source>Export Game as &amp;Judge Transcript…</source>
        <translation>Spiel als &amp;Judge-Protokoll exportieren…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="55"/>
        <source>The line of play as the results the Judge mails, phase by phase</source>
        <translation>Die Spiellinie als Ergebnisse, wie der Judge sie verschickt, Phase für Phase</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="56"/>
        <source>Export Map as &amp;PNG…</source>
        <translation>Karte als &amp;PNG exportieren…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="58"/>
        <source>Export Map as &amp;SVG…</source>
        <translation>Karte als &amp;SVG exportieren…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="60"/>
        <source>Export Map as P&amp;DF…</source>
        <translation>Karte als P&amp;DF exportieren…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="62"/>
        <source>&amp;Print Map…</source>
        <translation>Karte &amp;drucken…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="63"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="69"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="73"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="79"/>
        <source>&amp;Paste Orders…</source>
        <translation>Befehle &amp;einfügen…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="81"/>
        <source>&amp;Copy Results Report</source>
        <translation>Ergebnisbericht &amp;kopieren</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="86"/>
        <source>&amp;Hold</source>
        <translation>&amp;Halten</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="87"/>
        <source>&amp;Move</source>
        <translation>&amp;Ziehen</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="89"/>
        <source>&amp;Support</source>
        <translation>&amp;Unterstützen</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="91"/>
        <source>&amp;Convoy</source>
        <translation>&amp;Befördern</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="93"/>
        <source>&amp;Disband</source>
        <translation>&amp;Auflösen</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="95"/>
        <source>&amp;Next Unit Without Order</source>
        <translation>&amp;Nächste Einheit ohne Befehl</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="96"/>
        <source>&amp;Type an Order</source>
        <translation>Befehl &amp;tippen</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="98"/>
        <source>Cancel Order Entry</source>
        <translation>Befehlseingabe abbrechen</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="103"/>
        <source>&amp;Adjudicate</source>
        <translation>&amp;Auswerten</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="105"/>
        <source>Adjudicate this phase (Ctrl+Return)</source>
        <translation>Diese Phase auswerten (Strg+Eingabe)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="107"/>
        <source>&amp;Rules…</source>
        <translation>&amp;Regeln…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="108"/>
        <source>Game &amp;Info…</source>
        <translation>Spiel&amp;info…</translation>
    </message>
    <message>
        <source>The game&apos;s name, notes and players</source>
        <translation type="vanished">Name, Notizen und Spieler der Partie</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="110"/>
        <source>The game&apos;s name, notes, players, end year and scoring system</source>
        <translation>Name, Notizen, Spieler, Endjahr und Wertungssystem der Partie</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="112"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="114"/>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="116"/>
        <source>&amp;Fit to Window</source>
        <translation>An &amp;Fenster anpassen</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="117"/>
        <source>Show &amp;Orders on the Map</source>
        <translation>&amp;Befehle auf der Karte zeigen</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="121"/>
        <source>Show Last &amp;Results</source>
        <translation>Letzte &amp;Ergebnisse zeigen</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="124"/>
        <source>&amp;Strengths</source>
        <translation>Stärken &amp;zeigen</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="128"/>
        <source>On the results: each move&apos;s attack strength, and the strength each contested province was held or prevented with</source>
        <translation>In den Ergebnissen: die Angriffsstärke jedes Zuges und die Stärke, mit der jede umkämpfte Provinz gehalten oder verhindert wurde</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="130"/>
        <source>Reac&amp;h and Support</source>
        <translation>Reic&amp;hweite und Unterstützung</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="133"/>
        <source>Click a province: the units that can move there, those that can support there and those that could cut those supports are ringed (Escape clears)</source>
        <translation>Klicken Sie auf eine Provinz: Die Einheiten, die dorthin ziehen, dorthin unterstützen oder diese Unterstützungen unterbrechen könnten, werden eingekreist (Escape entfernt die Markierung)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="135"/>
        <source>Full Place &amp;Names</source>
        <translation>&amp;Volle Ortsnamen</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="139"/>
        <source>Explanations, results, reports and the table display write places out (&quot;Vienna is empty&quot;) rather than abbreviate them (&quot;vie&quot;)</source>
        <translation>Erklärungen, Ergebnisse, Berichte und die Tischanzeige schreiben Orte aus („Wien“) statt sie abzukürzen („vie“)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="144"/>
        <source>&amp;First Phase</source>
        <translation>&amp;Erste Phase</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="146"/>
        <source>First phase (Ctrl+Home)</source>
        <translation>Erste Phase (Strg+Pos1)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="147"/>
        <source>P&amp;revious Phase</source>
        <translation>&amp;Vorige Phase</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="150"/>
        <source>Previous phase (Ctrl+PgUp)</source>
        <translation>Vorige Phase (Strg+Bild↑)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="151"/>
        <location filename="../app/ui/window/action_manager.cpp" line="278"/>
        <source>&amp;Play Replay</source>
        <translation>Wiedergabe &amp;abspielen</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="154"/>
        <source>Play the game phase by phase at the chosen speed (F5)</source>
        <translation>Das Spiel Phase für Phase in der gewählten Geschwindigkeit abspielen (F5)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="155"/>
        <source>&amp;Next Phase</source>
        <translation>&amp;Nächste Phase</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="158"/>
        <source>Next phase (Ctrl+PgDown)</source>
        <translation>Nächste Phase (Strg+Bild↓)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="159"/>
        <source>&amp;Current Phase</source>
        <translation>Aktuelle &amp;Phase</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="162"/>
        <source>Back to the current phase, to edit it (Ctrl+End)</source>
        <translation>Zurück zur aktuellen Phase, um sie zu bearbeiten (Strg+Ende)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="163"/>
        <source>Position &amp;After the Phase</source>
        <translation>S&amp;tellung nach der Phase</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="167"/>
        <source>Show the position after the replayed phase instead of the position before it (Ctrl+Shift+A)</source>
        <translation>Die Stellung nach der wiedergegebenen Phase statt der Stellung davor zeigen (Strg+Umschalt+A)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="168"/>
        <source>After</source>
        <translation>Danach</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="169"/>
        <source>Play from &amp;Here</source>
        <translation>Ab &amp;hier spielen</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="171"/>
        <source>Start a what-if from the phase shown: the original line is kept (Ctrl+B)</source>
        <translation>Ein Was-wäre-wenn ab der gezeigten Phase beginnen; die ursprüngliche Linie bleibt erhalten (Strg+B)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="172"/>
        <source>&amp;Switch to This Line</source>
        <translation>&amp;Zu dieser Linie wechseln</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="174"/>
        <source>Continue the line of play of the phase shown (Ctrl+Shift+B)</source>
        <translation>Die Spiellinie der gezeigten Phase fortsetzen (Strg+Umschalt+B)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="175"/>
        <source>Switch Line</source>
        <translation>Linie wechseln</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="176"/>
        <source>&amp;Name This Line…</source>
        <translation>Diese Linie &amp;benennen…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="177"/>
        <source>Supply &amp;Centre Chart…</source>
        <translation>Zentren-&amp;Diagramm…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="179"/>
        <source>Game &amp;Report…</source>
        <translation>Spielbe&amp;richt…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="181"/>
        <source>Compare &amp;Lines…</source>
        <translation>&amp;Linien vergleichen…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="183"/>
        <source>The line shown beside another line of play of the game, phase by phase: the units, centres and orders that differ (Ctrl+Alt+C)</source>
        <translation>Die gezeigte Linie neben einer anderen Linie der Partie, Phase für Phase: die Einheiten, Zentren und Befehle, die sich unterscheiden (Strg+Alt+C)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="185"/>
        <source>&amp;Import Report…</source>
        <translation>&amp;Importbericht…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="187"/>
        <source>The phases of the imported game where Arbiter&apos;s second opinion differs from the recorded adjudication (Ctrl+Shift+J)</source>
        <translation>Die Phasen des importierten Spiels, in denen Arbiters zweite Meinung von der aufgezeichneten Auswertung abweicht (Strg+Umschalt+J)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="189"/>
        <source>&amp;Draw Votes…</source>
        <translation>Remis-&amp;Stimmen…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="191"/>
        <source>Set &amp;Up Position…</source>
        <translation>Stellung &amp;aufbauen…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="194"/>
        <source>Place and remove units, set centre owners and the phase, then start a new game from that position (Ctrl+Shift+U)</source>
        <translation>Einheiten setzen und entfernen, Besitzer der Zentren und die Phase festlegen, dann ein neues Spiel aus dieser Stellung beginnen (Strg+Umschalt+U)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="196"/>
        <source>&amp;Quiz on This Phase…</source>
        <translation>&amp;Quiz zu dieser Phase…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="198"/>
        <source>The students predict each order&apos;s fate before it is revealed, on the map and the table display, and are scored (Ctrl+Alt+Q)</source>
        <translation>Die Schüler sagen voraus, was aus jedem Befehl wird, bevor es aufgedeckt wird, auf der Karte und der Tischanzeige, und erhalten Punkte (Strg+Alt+Q)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="200"/>
        <source>Res&amp;ume the Game</source>
        <translation>Spiel &amp;fortsetzen</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="202"/>
        <source>Restart a drawn or ended game (the Judge&apos;s RESUME)</source>
        <translation>Ein Remis-Spiel oder beendetes Spiel wieder aufnehmen (RESUME des Judge)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="203"/>
        <source>&amp;End the Game…</source>
        <translation>Spiel &amp;beenden…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="205"/>
        <source>End the game now, as when a tournament&apos;s time is up: it is scored like a draw of every power still on the board</source>
        <translation>Das Spiel jetzt beenden, etwa wenn die Turnierzeit abgelaufen ist: Es wird wie ein Remis aller noch auf dem Brett stehenden Mächte gewertet</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="207"/>
        <source>&amp;Scores…</source>
        <translation>&amp;Punktwertung…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="209"/>
        <source>Each power&apos;s score under the tournament scoring systems (Ctrl+Shift+K)</source>
        <translation>Die Punkte jeder Macht nach den Turnier-Wertungssystemen (Strg+Umschalt+K)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="210"/>
        <source>&amp;Pause or Resume the Clock</source>
        <translation>&amp;Uhr anhalten oder fortsetzen</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="212"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="213"/>
        <source>Stop or restart the phase clock (Ctrl+Shift+P)</source>
        <translation>Die Phasenuhr anhalten oder wieder starten (Strg+Umschalt+P)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="214"/>
        <source>&amp;One More Minute</source>
        <translation>Eine &amp;Minute mehr</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="216"/>
        <source>+1 min</source>
        <translation>+1 Min.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="217"/>
        <source>Give the players one more minute (Ctrl+Shift+M)</source>
        <translation>Den Spielern eine Minute mehr geben (Strg+Umschalt+M)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="219"/>
        <source>&amp;Table Display</source>
        <translation>&amp;Tischanzeige</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="220"/>
        <source>&amp;Players&apos; Devices…</source>
        <translation>&amp;Geräte der Spieler…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="223"/>
        <source>Let the players give their orders on their phones over the table&apos;s network (Ctrl+Alt+F)</source>
        <translation>Die Spieler geben ihre Befehle auf ihren Handys über das Netz am Tisch (Strg+Alt+F)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="225"/>
        <source>Show My &amp;View on the Table Display</source>
        <translation>Meine &amp;Ansicht auf der Tischanzeige zeigen</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="229"/>
        <source>The table display follows the phase replayed or the what-if played here, labelled as such; otherwise it keeps to the live phase (Shift+F9)</source>
        <translation>Die Tischanzeige folgt der hier wiedergegebenen Phase oder dem hier gespielten Was-wäre-wenn, als solche bezeichnet; sonst bleibt sie bei der laufenden Phase (Umschalt+F9)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="231"/>
        <source>Print Order P&amp;ads…</source>
        <translation>Befe&amp;hlszettel drucken…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="233"/>
        <source>A sheet for each power with its units and lines for its orders (or a PDF)</source>
        <translation>Ein Blatt für jede Macht mit ihren Einheiten und Zeilen für ihre Befehle (oder ein PDF)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="234"/>
        <source>Print Res&amp;ults Sheet…</source>
        <translation>&amp;Ergebnisblatt drucken…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="237"/>
        <source>The map with the results and every order&apos;s outcome, for the wall (or a PDF)</source>
        <translation>Die Karte mit den Ergebnissen und dem Ausgang jedes Befehls, zum Aushängen (oder ein PDF)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="239"/>
        <source>A second window for the players, on a projector or a television: the map, the phase, the clock and the results, never the orders before adjudication (F9; F11 in it: full screen)</source>
        <translation>Ein zweites Fenster für die Spieler, auf einem Beamer oder Fernseher: Karte, Phase, Uhr und Ergebnisse, nie die Befehle vor der Auswertung (F9; darin F11: Vollbild)</translation>
    </message>
    <message>
        <source>Restart a drawn game (the Judge&apos;s RESUME)</source>
        <translation type="vanished">Ein Remis-Spiel wieder aufnehmen (RESUME des Judge)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="278"/>
        <source>&amp;Pause Replay</source>
        <translation>Wiedergabe &amp;anhalten</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="284"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="288"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="307"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="314"/>
        <source>&amp;Orders</source>
        <translation>&amp;Befehle</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="324"/>
        <source>S&amp;lip Of</source>
        <extracomment>the submenu of the powers whose paper slip of orders the game master types next</extracomment>
        <translation>&amp;Zettel von</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="335"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="353"/>
        <source>H&amp;istory</source>
        <translation>Ve&amp;rlauf</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="370"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="382"/>
        <source>&amp;Threats Against</source>
        <extracomment>the submenu of the powers whose threat view is shown: what the others could bring against it</extracomment>
        <translation>&amp;Bedrohungen gegen</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="386"/>
        <source>&amp;Nobody</source>
        <extracomment>no threat view shown</extracomment>
        <translation>&amp;Niemanden</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="397"/>
        <source>Orders of &amp;Powers</source>
        <translation>Befehle der &amp;Mächte</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="414"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="415"/>
        <source>&amp;Lessons…</source>
        <translation>&amp;Lektionen…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="417"/>
        <source>The DATC test cases and your own lessons: positions that teach a rule (Ctrl+F1)</source>
        <translation>Die DATC-Testfälle und Ihre eigenen Lektionen: Stellungen, die eine Regel lehren (Strg+F1)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="419"/>
        <source>&amp;Glossary…</source>
        <translation>&amp;Glossar…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="421"/>
        <source>The words of the rules the explanations use, each with the lesson that shows it (Ctrl+Shift+F1)</source>
        <translation>Die Begriffe der Regeln, die die Erklärungen verwenden, jeweils mit der Lektion, die ihn zeigt (Strg+Umschalt+F1)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="425"/>
        <source>&amp;About Arbiter</source>
        <translation>&amp;Über Arbiter</translation>
    </message>
    <message>
        <source>About Arbiter</source>
        <translation type="vanished">Über Arbiter</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Arbiter %1&lt;/h3&gt;&lt;p&gt;A Diplomacy map client and rules engine for the game master at the table.&lt;/p&gt;&lt;p&gt;Adjudication follows the DATC v3.0; every rule choice of its chapter 4 can be set in Game → Rules.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Arbiter %1&lt;/h3&gt;&lt;p&gt;Diplomacy-Karte und Regelwerk für die Spielleitung am Tisch.&lt;/p&gt;&lt;p&gt;Die Auswertung folgt dem DATC v3.0; jede Regelwahl aus dessen Kapitel 4 lässt sich unter Spiel → Regeln einstellen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="431"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="437"/>
        <source>&amp;Colours</source>
        <translation>Fa&amp;rben</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="441"/>
        <source>&amp;Map Colours</source>
        <translation>&amp;Kartenfarben</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="443"/>
        <source>&amp;Colour-Blind Safe (with Letters)</source>
        <translation>Für &amp;Farbenblinde (mit Buchstaben)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="445"/>
        <source>&amp;High Contrast (with Letters)</source>
        <translation>&amp;Hoher Kontrast (mit Buchstaben)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="459"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="462"/>
        <source>System Default</source>
        <translation>Systemvorgabe</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="474"/>
        <source>The language changes when Arbiter is started again.</source>
        <translation>Die Sprache wechselt beim nächsten Start von Arbiter.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::AnalysisPanel</name>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="85"/>
        <source>Sides</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="87"/>
        <source>Our side:</source>
        <translation>Unsere Seite:</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="89"/>
        <source>Their side: every other power with units</source>
        <translation>Ihre Seite: jede andere Macht mit Einheiten</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="102"/>
        <source>Goals, all to be met together</source>
        <translation>Ziele, alle zugleich zu erreichen</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="107"/>
        <source>Goals</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="112"/>
        <source>New goal</source>
        <translation>Neues Ziel</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="113"/>
        <source>take mun, hold bel, dislodge kie, keep war</source>
        <translation>take mun, hold bel, dislodge kie, keep war</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="114"/>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="119"/>
        <source>Pick on Map</source>
        <translation>Auf der Karte wählen</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="121"/>
        <source>Click a province on the map to take it; right-click for hold, dislodge or keep.</source>
        <translation>Klicken Sie eine Provinz auf der Karte an, um sie einzunehmen; Rechtsklick für halten (hold), vertreiben (dislodge) oder behalten (keep).</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="122"/>
        <source>Remove Goal</source>
        <translation>Ziel entfernen</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="150"/>
        <source>Time &amp;limit:</source>
        <translation>Zeit&amp;grenze:</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="154"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="155"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="157"/>
        <source>&amp;Ask</source>
        <translation>&amp;Fragen</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="159"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="185"/>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="424"/>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="191"/>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="197"/>
        <source>Orders of the answer</source>
        <translation>Befehle der Antwort</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="200"/>
        <source>Play as &amp;What-If</source>
        <translation>Als &amp;Was-wäre-wenn spielen</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="201"/>
        <source>Enter these orders in a new what-if line from the phase asked about; adjudicate it to see why in the Explanation dock.</source>
        <translation>Diese Befehle in einer neuen Was-wäre-wenn-Linie ab der befragten Phase eingeben; auswerten, um im Erklärungsfenster zu sehen, warum.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="245"/>
        <source>&quot;%1&quot; is a goal already.</source>
        <translation>„%1“ ist schon ein Ziel.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="292"/>
        <source>Tick the powers of their side, or every other power with units.</source>
        <translation>Kreuzen Sie die Mächte ihrer Seite an, oder jede andere Macht mit Einheiten.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="337"/>
        <source>%L1 adjudications in %L2 s.</source>
        <translation>%L1 Auswertungen in %L2 s.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="344"/>
        <source>The answer for %1 came after the phase had changed, and is dropped: ask again.</source>
        <translation>Die Antwort für %1 kam, nachdem die Phase gewechselt hatte, und wird verworfen: bitte erneut fragen.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="359"/>
        <source>Searching: %L1 adjudications, %L2 s…</source>
        <translation>Suche: %L1 Auswertungen, %L2 s…</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="423"/>
        <source>Answer for %1</source>
        <translation>Antwort für %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="426"/>
        <source>Searching…</source>
        <translation>Suche…</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="447"/>
        <source>Guaranteeing orders: %1</source>
        <translation>Garantierende Befehle: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="449"/>
        <source>Best attempt: %1</source>
        <translation>Bester Versuch: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="449"/>
        <source>Best attempt found: %1</source>
        <translation>Bester gefundener Versuch: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="451"/>
        <source>Refutation by %1</source>
        <translation>Widerlegung durch %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="452"/>
        <source>Safe defence of %1</source>
        <translation>Sichere Verteidigung von %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="501"/>
        <source>Analysis: %1</source>
        <translation>Analyse: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="503"/>
        <source>Play the analysis as a what-if</source>
        <translation>Die Analyse als Was-wäre-wenn spielen</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="508"/>
        <source>A what-if with the orders of the analysis: adjudicate it to see why in the Explanation dock.</source>
        <translation>Ein Was-wäre-wenn mit den Befehlen der Analyse: Werten Sie es aus, um im Erklärungsfenster zu sehen, warum.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::CentreChart</name>
    <message>
        <location filename="../app/ui/widgets/centre_chart.cpp" line="46"/>
        <location filename="../app/ui/widgets/centre_chart.cpp" line="127"/>
        <source>start</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/centre_chart.cpp" line="80"/>
        <source>Supply centres per year</source>
        <translation>Versorgungszentren pro Jahr</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/centre_chart.cpp" line="84"/>
        <source>No year played yet</source>
        <translation>Noch kein Jahr gespielt</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/centre_chart.cpp" line="153"/>
        <source>%1 to win</source>
        <translation>%1 zum Sieg</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ClockWidget</name>
    <message>
        <location filename="../app/ui/widgets/clock_widget.cpp" line="51"/>
        <source>%1 (paused)</source>
        <translation>%1 (angehalten)</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/clock_widget.cpp" line="53"/>
        <source>Resume</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/clock_widget.cpp" line="53"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/clock_widget.cpp" line="54"/>
        <source>The time for this phase is up</source>
        <translation>Die Zeit für diese Phase ist abgelaufen</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/clock_widget.cpp" line="55"/>
        <source>Time left for this phase</source>
        <translation>Verbleibende Zeit für diese Phase</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::CommandLine</name>
    <message>
        <source>Type an order, e.g. &quot;A par - bur&quot; or &quot;England: F lon - nth&quot;, and press Enter</source>
        <translation type="vanished">Befehl eingeben, z. B. „A par - bur“ oder „England: F lon - nth“, und Enter drücken</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="117"/>
        <location filename="../app/ui/widgets/command_line.cpp" line="161"/>
        <source>Type an order and press Enter</source>
        <translation>Befehl eingeben und Enter drücken</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="160"/>
        <source>Type an order, e.g. &quot;%1&quot; or &quot;%2&quot;, and press Enter</source>
        <translation>Befehl eingeben, z. B. „%1“ oder „%2“, und Enter drücken</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="181"/>
        <source>Slip of %1: type its orders one a line, without the power or the unit types.</source>
        <extracomment>after the game master chose a power&apos;s slip, e.g. with Ctrl+4</extracomment>
        <translation>Zettel von %1: seine Befehle je Zeile eingeben, ohne Macht und ohne Einheitentyp.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="410"/>
        <source>Orders of %1: type them one a line.</source>
        <translation>Befehle von %1: einer pro Zeile.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="413"/>
        <source>Note: &apos;%1&apos; read as %2.</source>
        <extracomment>&quot;Note: &apos;Germnay&apos; read as Germany.&quot; after a misspelled power&apos;s name</extracomment>
        <translation>Hinweis: „%1“ gelesen als %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="419"/>
        <source>The game has ended; no more orders.</source>
        <translation>Das Spiel ist beendet; keine Befehle mehr.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="424"/>
        <source>Enter &quot;%1&quot;</source>
        <extracomment>the undo step of a typed line of several orders, e.g. Enter &quot;A par - bur; A mar - spa&quot;</extracomment>
        <translation>„%1“ eingeben</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="458"/>
        <source>Order %1: </source>
        <translation>Befehl %1: </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="462"/>
        <source>Cannot read &quot;%1&quot;: %2.</source>
        <translation>„%1“ ist nicht lesbar: %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="477"/>
        <source>Whose build is waived? Write the power first (&quot;Austria: waive&quot;).</source>
        <translation>Auf wessen Bau wird verzichtet? Die Macht voranstellen („Austria: waive“).</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="479"/>
        <source>Whose order is &quot;%1&quot;? There is no unit there; write the power first (&quot;Austria: ...&quot;).</source>
        <translation>Wessen Befehl ist „%1“? Dort steht keine Einheit; die Macht voranstellen („Austria: ...“).</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="487"/>
        <source>Not entered: &quot;%1&quot; is no order for %2, which takes only %3.</source>
        <extracomment>&quot;Not entered: &quot;A par - bur&quot; is no order for Winter 1901 Adjustments, which takes only builds, ...&quot;</extracomment>
        <translation>Nicht eingetragen: „%1“ ist kein Befehl für %2; dort gelten nur %3.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="510"/>
        <source>Not entered: %1 cannot replace %2&apos;s order %3.</source>
        <extracomment>&quot;Not entered: Austria cannot replace Germany&apos;s order A ber - kie.&quot;</extracomment>
        <translation>Nicht eingegeben: %1 kann den Befehl %3 von %2 nicht ersetzen.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="530"/>
        <source>Entered %1. Note: %2.</source>
        <translation>%1 eingetragen. Hinweis: %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="533"/>
        <location filename="../app/ui/widgets/command_line.cpp" line="564"/>
        <source>Entered %1.</source>
        <translation>%1 eingetragen.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="537"/>
        <source>It replaces %1.</source>
        <translation>Er ersetzt %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="541"/>
        <source>Note: the unit is %1&apos;s, not %2&apos;s.</source>
        <translation>Hinweis: Die Einheit gehört %1, nicht %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="545"/>
        <source>Note: %1.</source>
        <extracomment>&quot;Note: &apos;Germnay&apos; read as Germany.&quot; after a misspelled power&apos;s name</extracomment>
        <translation>Hinweis: %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="559"/>
        <source>Note: the unit in %1 is a fleet, not an army.</source>
        <translation>Hinweis: Die Einheit in %1 ist eine Flotte, keine Armee.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="560"/>
        <source>Note: the unit in %1 is an army, not a fleet.</source>
        <translation>Hinweis: Die Einheit in %1 ist eine Armee, keine Flotte.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="526"/>
        <source>Entered %1, but it is illegal and will be ignored: %2.</source>
        <translation>%1 eingetragen, aber ungültig – er wird ignoriert: %2.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::DatcCaseDialog</name>
    <message>
        <location filename="../app/ui/dialogs/datc_case_dialog.cpp" line="18"/>
        <source>Open DATC Case — %1</source>
        <translation>DATC-Fall öffnen — %1</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/datc_case_dialog.cpp" line="21"/>
        <source>Choose a test case. It opens as a new game from its position, with its rules and its orders entered: adjudicate to see what happens and why.</source>
        <translation>Wählen Sie einen Testfall. Er wird als neues Spiel aus seiner Stellung geöffnet, mit seinen Regeln und eingetragenen Befehlen: werten Sie aus, um zu sehen, was geschieht und warum.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/datc_case_dialog.cpp" line="29"/>
        <source>%1 — %n unit(s)</source>
        <translation>
            <numerusform>%1 — %n Einheit</numerusform>
            <numerusform>%1 — %n Einheiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/datc_case_dialog.cpp" line="30"/>
        <source>, %n order(s)</source>
        <translation>
            <numerusform>, %n Befehl</numerusform>
            <numerusform>, %n Befehle</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/datc_case_dialog.cpp" line="36"/>
        <source> (cannot be read)</source>
        <translation> (nicht lesbar)</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::Docks</name>
    <message>
        <location filename="../app/ui/window/docks.cpp" line="26"/>
        <source>Orders</source>
        <translation>Befehle</translation>
    </message>
    <message>
        <location filename="../app/ui/window/docks.cpp" line="34"/>
        <source>Draw Votes</source>
        <translation>Remis-Stimmen</translation>
    </message>
    <message>
        <location filename="../app/ui/window/docks.cpp" line="43"/>
        <source>History</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <location filename="../app/ui/window/docks.cpp" line="64"/>
        <source>Explanation</source>
        <translation>Erklärung</translation>
    </message>
    <message>
        <location filename="../app/ui/window/docks.cpp" line="72"/>
        <source>Set Up Position</source>
        <translation>Stellung aufbauen</translation>
    </message>
    <message>
        <location filename="../app/ui/window/docks.cpp" line="83"/>
        <source>Undo History</source>
        <translation>Rückgängig-Liste</translation>
    </message>
    <message>
        <location filename="../app/ui/window/docks.cpp" line="87"/>
        <source>&lt;start of game&gt;</source>
        <translation>&lt;Spielbeginn&gt;</translation>
    </message>
    <message>
        <location filename="../app/ui/window/docks.cpp" line="93"/>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location filename="../app/ui/window/docks.cpp" line="103"/>
        <source>Quiz</source>
        <translation>Quiz</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::DocumentManager</name>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="94"/>
        <source>New game: %1.</source>
        <translation>Neues Spiel: %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="128"/>
        <location filename="../app/ui/window/document_manager.cpp" line="222"/>
        <location filename="../app/ui/window/document_manager.cpp" line="473"/>
        <source>The game is played on the map &apos;%1&apos;, which cannot be read: %2</source>
        <translation>Das Spiel wird auf der Karte „%1“ gespielt, die nicht lesbar ist: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="133"/>
        <source>Cannot Open Game</source>
        <translation>Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="134"/>
        <source>The game %1 cannot be opened:

%2</source>
        <translation>Das Spiel %1 kann nicht geöffnet werden:

%2</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="105"/>
        <location filename="../app/ui/window/document_manager.cpp" line="135"/>
        <source>Could not open %1.</source>
        <translation>%1 konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="141"/>
        <source>Opened %1: %2.</source>
        <translation>%1 geöffnet: %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="150"/>
        <source>Cannot Save Game</source>
        <translation>Spiel kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="151"/>
        <source>The game could not be saved to %1:

%2</source>
        <translation>Das Spiel konnte nicht unter %1 gespeichert werden:

%2</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="156"/>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="174"/>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="175"/>
        <source>The game &quot;%1&quot; has changes that are not saved. Save them?</source>
        <translation>Das Spiel „%1“ hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="192"/>
        <source>Recovery File Damaged</source>
        <translation>Wiederherstellungsdatei beschädigt</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="193"/>
        <source>A recovery file was found but cannot be read (%1). It is discarded.</source>
        <translation>Eine Wiederherstellungsdatei wurde gefunden, ist aber nicht lesbar (%1). Sie wird verworfen.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="200"/>
        <source>Restore Game</source>
        <translation>Spiel wiederherstellen</translation>
    </message>
    <message>
        <source>Arbiter did not close normally. Restore the game &quot;%1&quot; as it was at %2, with every order entered?</source>
        <translation type="vanished">Arbiter wurde nicht normal beendet. Das Spiel „%1“ mit allen eingegebenen Befehlen wiederherstellen (Stand %2)?</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="221"/>
        <location filename="../app/ui/window/document_manager.cpp" line="251"/>
        <source>Cannot Restore Game</source>
        <translation>Spiel kann nicht wiederhergestellt werden</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="251"/>
        <source>The recovery file cannot be read:

%1</source>
        <translation>Die Wiederherstellungsdatei ist nicht lesbar:

%1</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="264"/>
        <source>Restored &quot;%1&quot;: %2.</source>
        <translation>„%1“ wiederhergestellt: %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="213"/>
        <location filename="../app/ui/window/document_manager.cpp" line="266"/>
        <source>Kept as files to open: %1.</source>
        <translation>Als Dateien zum Öffnen aufbewahrt: %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="288"/>
        <source>%1 was not opened: the restored game stays open.</source>
        <translation>%1 wurde nicht geöffnet: Das wiederhergestellte Spiel bleibt offen.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="334"/>
        <source>Another Recovered Game</source>
        <translation>Ein weiteres wiederhergestelltes Spiel</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="335"/>
        <source>Another game was not closed normally: &quot;%1&quot; as it was at %2. Keep it as a file in %3 to open later? (Ignore offers it again at the next start.)</source>
        <translation>Ein weiteres Spiel wurde nicht regulär beendet: „%1“ mit dem Stand von %2. Als Datei in %3 aufbewahren, um es später zu öffnen? (Ignorieren bietet es beim nächsten Start wieder an.)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="313"/>
        <source>Cannot Keep Recovered Game</source>
        <translation>Wiederhergestelltes Spiel kann nicht aufbewahrt werden</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="201"/>
        <source>Arbiter did not close normally. Restore the game &quot;%1&quot; as it was at %2, with every order entered? (Save keeps it as a file in %3 to open later; Discard throws it away.)</source>
        <translation>Arbiter wurde nicht normal beendet. Das Spiel „%1“ mit allen eingegebenen Befehlen wiederherstellen (Stand %2)? (Speichern bewahrt es als Datei in %3 auf, um es später zu öffnen; Verwerfen löscht es.)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="313"/>
        <source>%1: %2

It is offered again at the next start.</source>
        <translation>%1: %2

Es wird beim nächsten Start wieder angeboten.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="480"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="472"/>
        <location filename="../app/ui/window/document_manager.cpp" line="481"/>
        <source>Cannot Import Game</source>
        <translation>Spiel kann nicht importiert werden</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="102"/>
        <source>Cannot Open Lesson Collection</source>
        <translation>Lektionensammlung kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="103"/>
        <source>%1 is no lesson collection Arbiter can read:

%2</source>
        <translation>%1 ist keine Lektionensammlung, die Arbiter lesen kann:

%2</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="111"/>
        <source>Opened the lessons of %1 (Help → Lessons).</source>
        <translation>Die Lektionen aus %1 sind geöffnet (Hilfe → Lektionen).</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="426"/>
        <source>Arbiter games and lessons (*.json *%1);;Lesson collections (*%1 *.txt);;All files (*)</source>
        <translation>Arbiter-Spiele und Lektionen (*.json *%1);;Lektionensammlungen (*%1 *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="482"/>
        <source>%1 holds no game Arbiter can read.

%2</source>
        <translation>%1 enthält kein Spiel, das Arbiter lesen kann.

%2</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="484"/>
        <source>Could not import %1.</source>
        <translation>%1 konnte nicht importiert werden.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/document_manager.cpp" line="496"/>
        <source>Imported from %1 (%2). Arbiter&apos;s second opinion under the rules %3: %n phase(s) differ from the recorded adjudication.</source>
        <translation>
            <numerusform>Importiert aus %1 (%2). Arbiters zweite Meinung nach den Regeln %3: %n Phase weicht von der aufgezeichneten Auswertung ab.</numerusform>
            <numerusform>Importiert aus %1 (%2). Arbiters zweite Meinung nach den Regeln %3: %n Phasen weichen von der aufgezeichneten Auswertung ab.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/document_manager.cpp" line="504"/>
        <source>Imported %1: %n phase(s) judged again</source>
        <translation>
            <numerusform>%1 importiert: %n Phase neu ausgewertet</numerusform>
            <numerusform>%1 importiert: %n Phasen neu ausgewertet</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="506"/>
        <source>— all agree with the record.</source>
        <translation>— alle stimmen mit der Aufzeichnung überein.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/document_manager.cpp" line="507"/>
        <source>— %n differ from the record (History → Import Report).</source>
        <translation>
            <numerusform>— %n weicht von der Aufzeichnung ab (Verlauf → Importbericht).</numerusform>
            <numerusform>— %n weichen von der Aufzeichnung ab (Verlauf → Importbericht).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/document_manager.cpp" line="510"/>
        <source>%n part(s) could not be read.</source>
        <translation>
            <numerusform>%n Teil konnte nicht gelesen werden.</numerusform>
            <numerusform>%n Teile konnten nicht gelesen werden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="522"/>
        <source>Cannot Export Game</source>
        <translation>Spiel kann nicht exportiert werden</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="522"/>
        <source>The game could not be written to %1:

%2</source>
        <translation>Das Spiel konnte nicht nach %1 geschrieben werden:

%2</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="527"/>
        <source>Exported %1.</source>
        <translation>%1 exportiert.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="536"/>
        <source>Import Game</source>
        <translation>Spiel importieren</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="537"/>
        <source>Games of other judges (*.json *.txt);;MILA game JSON (*.json);;Judge transcripts (*.txt);;All files (*)</source>
        <translation>Spiele anderer Judges (*.json *.txt);;MILA-Spiel-JSON (*.json);;Judge-Protokolle (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="548"/>
        <source>Nothing to Export</source>
        <translation>Nichts zu exportieren</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="549"/>
        <source>No phase of this game is adjudicated yet, so there are no results to export.</source>
        <translation>Noch ist keine Phase dieser Partie ausgewertet, es gibt also keine Ergebnisse zum Exportieren.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="556"/>
        <source>Export Game as MILA JSON</source>
        <translation>Spiel als MILA-JSON exportieren</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="556"/>
        <source>Export Game as Judge Transcript</source>
        <translation>Spiel als Judge-Protokoll exportieren</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="557"/>
        <source>MILA game JSON (*.json)</source>
        <translation>MILA-Spiel-JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="557"/>
        <source>Text files (*.txt)</source>
        <translation>Textdateien (*.txt)</translation>
    </message>
    <message numerus="yes">
        <source>%n more game(s) to restore will be offered at the next start.</source>
        <translation type="vanished">
            <numerusform>%n weiteres Spiel zum Wiederherstellen wird beim nächsten Start angeboten.</numerusform>
            <numerusform>%n weitere Spiele zum Wiederherstellen werden beim nächsten Start angeboten.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="353"/>
        <location filename="../app/ui/window/document_manager.cpp" line="375"/>
        <source>Cannot Open DATC Case</source>
        <translation>DATC-Fall kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="354"/>
        <source>%1 holds no test case that can be read.%2</source>
        <translation>%1 enthält keinen lesbaren Testfall.%2</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="369"/>
        <source>%1 has no case named %2.</source>
        <translation>%1 enthält keinen Fall namens %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/document_manager.cpp" line="385"/>
        <source>DATC case %1: %2 with %n order(s) entered; adjudicate to see the results.</source>
        <translation>
            <numerusform>DATC-Fall %1: %2 mit %n eingetragenem Befehl; auswerten, um die Ergebnisse zu sehen.</numerusform>
            <numerusform>DATC-Fall %1: %2 mit %n eingetragenen Befehlen; auswerten, um die Ergebnisse zu sehen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/document_manager.cpp" line="389"/>
        <source>%n order line(s) left out: %1.</source>
        <translation>
            <numerusform>%n Befehlszeile ausgelassen: %1.</numerusform>
            <numerusform>%n Befehlszeilen ausgelassen: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n order line(s) could not be read and were left out.</source>
        <translation type="vanished">
            <numerusform>%n Befehlszeile war nicht lesbar und wurde ausgelassen.</numerusform>
            <numerusform>%n Befehlszeilen waren nicht lesbar und wurden ausgelassen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/document_manager.cpp" line="393"/>
        <source>%n unit(s) that cannot be on the board were removed (DATC 4.E.6).</source>
        <translation>
            <numerusform>%n Einheit, die nicht auf dem Brett stehen kann, wurde entfernt (DATC 4.E.6).</numerusform>
            <numerusform>%n Einheiten, die nicht auf dem Brett stehen können, wurden entfernt (DATC 4.E.6).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="425"/>
        <source>Open Game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>Arbiter games (*.json);;All files (*)</source>
        <translation type="vanished">Arbiter-Spiele (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="440"/>
        <source>Save Game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="440"/>
        <source>Arbiter games (*.json)</source>
        <translation>Arbiter-Spiele (*.json)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="452"/>
        <source>Open DATC Test File</source>
        <translation>DATC-Testdatei öffnen</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="454"/>
        <source>DATC test files (*.txt);;All files (*)</source>
        <translation>DATC-Testdateien (*.txt);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::DrawVotesPanel</name>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="48"/>
        <source>&amp;Record Votes</source>
        <translation>Stimmen &amp;eintragen</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="48"/>
        <source>C&amp;lear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="49"/>
        <source>Res&amp;ume Game</source>
        <translation>Spiel &amp;fortsetzen</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="67"/>
        <source>DIAS: draws include all survivors</source>
        <translation>DIAS: Remis umfasst alle Überlebenden</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="68"/>
        <source>NoDIAS: votes name the powers</source>
        <translation>NoDIAS: Stimmen nennen die Mächte</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="69"/>
        <source>Chosen by the game master; Game → Rules… changes it too.</source>
        <translation>Vom Spielleiter gewählt; auch unter Spiel → Regeln… änderbar.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="70"/>
        <source>Draws:</source>
        <translation>Remis:</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="91"/>
        <source>Record these votes with the phase; a draw every survivor approves ends the game.</source>
        <translation>Diese Stimmen bei der Phase eintragen; ein Remis, dem alle Überlebenden zustimmen, beendet das Spiel.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="92"/>
        <source>Restart a drawn game (the Judge&apos;s RESUME).</source>
        <translation>Ein Remis-Spiel wieder aufnehmen (RESUME des Judge).</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="99"/>
        <source>Votes last one phase. In a NoDIAS game a vote approves every draw of the powers it names that includes the voter if it names itself, and every such draw with or without the voter if it does not; SET NODRAW approves only a concession to the voter.</source>
        <translation>Stimmen gelten eine Phase lang. In einem NoDIAS-Spiel billigt eine Stimme jedes Remis der genannten Mächte, das den Abstimmenden enthält, wenn er sich selbst nennt, und jedes solche Remis mit oder ohne ihn, wenn nicht; SET NODRAW billigt nur eine Aufgabe zugunsten des Abstimmenden.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="159"/>
        <source>no vote</source>
        <translation>keine Stimme</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="160"/>
        <source>SET DRAW</source>
        <translation>SET DRAW</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="161"/>
        <source>SET NODRAW</source>
        <translation>SET NODRAW</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="162"/>
        <source>The vote of %1 in this phase</source>
        <translation>Die Stimme von %1 in dieser Phase</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="174"/>
        <source>%1 accepts %2 in the draw</source>
        <translation>%1 nimmt %2 ins Remis auf</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="303"/>
        <source>Draw votes in %1</source>
        <translation>Remis-Stimmen: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="330"/>
        <source>No draw is approved by every survivor.</source>
        <translation>Keinem Remis stimmen alle Überlebenden zu.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="332"/>
        <source>Approved by every survivor:</source>
        <translation>Von allen Überlebenden gebilligt:</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="337"/>
        <source>(a concession: it would pass)</source>
        <translation>(eine Aufgabe: sie würde angenommen)</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="338"/>
        <source>(the largest: it would pass)</source>
        <translation>(das größte: es würde angenommen)</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="340"/>
        <source>(passed)</source>
        <translation>(angenommen)</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="347"/>
        <source>The phase is adjudicated; votes cannot change.</source>
        <translation>Die Phase ist ausgewertet; die Stimmen sind nicht mehr änderbar.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="354"/>
        <source>Not recorded yet: Record Votes evaluates them.</source>
        <translation>Noch nicht eingetragen: „Stimmen eintragen“ wertet sie aus.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::EchoList</name>
    <message>
        <location filename="../app/ui/widgets/echo_list.cpp" line="20"/>
        <source>Lines of the slip</source>
        <translation>Zeilen des Zettels</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/echo_list.cpp" line="21"/>
        <source>Each order typed for the slip at hand and what became of it. Delete removes the order of the chosen line; Escape goes back to the order line.</source>
        <translation>Jeder für den aktuellen Zettel eingegebene Befehl und was aus ihm wurde. Entf entfernt den Befehl der gewählten Zeile; Esc führt zurück zur Befehlszeile.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/echo_list.cpp" line="55"/>
        <source>Typed: %1</source>
        <translation>Eingegeben: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/echo_list.cpp" line="85"/>
        <source>%1 (no longer entered)</source>
        <extracomment>a line of the echo list whose order was replaced or removed since it was typed</extracomment>
        <translation>%1 (nicht mehr eingetragen)</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/echo_list.cpp" line="120"/>
        <source>Removed %1.</source>
        <translation>%1 entfernt.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/echo_list.cpp" line="124"/>
        <source>That line entered no order, or its order is gone already.</source>
        <translation>Diese Zeile hat keinen Befehl eingetragen, oder ihr Befehl ist schon entfernt.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ExplanationPanel</name>
    <message>
        <location filename="../app/ui/widgets/explanation_panel.cpp" line="25"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/explanation_panel.cpp" line="54"/>
        <location filename="../app/ui/widgets/explanation_panel.cpp" line="61"/>
        <location filename="../app/ui/widgets/explanation_panel.cpp" line="89"/>
        <source>Select an order of an adjudicated phase to see why it succeeded or failed.</source>
        <translation>Wählen Sie einen Befehl einer ausgewerteten Phase, um zu sehen, warum er gelang oder scheiterte.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/explanation_panel.cpp" line="82"/>
        <source>The orders are explained once the phase is adjudicated.</source>
        <translation>Die Befehle werden erklärt, sobald die Phase ausgewertet ist.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/explanation_panel.cpp" line="115"/>
        <source>Changes no order made</source>
        <translation>Änderungen ohne Befehl</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/explanation_panel.cpp" line="138"/>
        <source>against</source>
        <translation>gegen</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::GameInfoDialog</name>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="25"/>
        <source>&amp;Time each phase</source>
        <translation>Jede Phase &amp;zeitlich begrenzen</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="27"/>
        <source>Game Info</source>
        <translation>Spielinfo</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="33"/>
        <source>Shown in the title bar instead of the file name</source>
        <translation>Wird statt des Dateinamens in der Titelleiste angezeigt</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="34"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="37"/>
        <source>N&amp;otes:</source>
        <translation>N&amp;otizen:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="40"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="46"/>
        <source>The player of %1</source>
        <translation>Spieler von %1</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="58"/>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="63"/>
        <source>None</source>
        <translation>Keines</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="65"/>
        <source>The game ends when the adjustments of this year are done, and is scored like a draw of every power still on the board</source>
        <translation>Das Spiel endet nach den Anpassungen dieses Jahres und wird wie ein Remis aller noch auf dem Brett stehenden Mächte gewertet</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="67"/>
        <source>&amp;End year:</source>
        <translation>&amp;Endjahr:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="74"/>
        <source>The system the history and the game report score the game with</source>
        <translation>Das System, nach dem Spielverlauf und Spielbericht das Spiel werten</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="75"/>
        <source>&amp;Scoring:</source>
        <translation>&amp;Wertung:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="79"/>
        <source>Count down the time for negotiation and orders in each phase</source>
        <translation>In jeder Phase die Zeit für Verhandlungen und Befehle herunterzählen</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="82"/>
        <source>First movement phase:</source>
        <translation>Erste Bewegungsphase:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="83"/>
        <source>Other movement phases:</source>
        <translation>Weitere Bewegungsphasen:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="84"/>
        <source>Retreats:</source>
        <translation>Rückzüge:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="85"/>
        <source>Adjustments:</source>
        <translation>Anpassungen:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="93"/>
        <source> min</source>
        <translation> Min.</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="105"/>
        <source>e.g. 5, 1</source>
        <translation>z. B. 5, 1</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="106"/>
        <source>Minutes left at which the clock flashes and beeps; it always does at zero</source>
        <translation>Restminuten, bei denen die Uhr blinkt und piept; bei null tut sie es immer</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="109"/>
        <source>&amp;Warn at (minutes left):</source>
        <translation>Wa&amp;rnen bei (Restminuten):</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::GameReportDialog</name>
    <message>
        <location filename="../app/ui/dialogs/game_report_dialog.cpp" line="21"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_report_dialog.cpp" line="24"/>
        <source>Game Report</source>
        <translation>Spielbericht</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_report_dialog.cpp" line="28"/>
        <source>Every phase of the line of play with its orders and results, as a game master files it.</source>
        <translation>Jede Phase der Spiellinie mit ihren Befehlen und Ergebnissen, wie ein Spielleiter sie ablegt.</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_report_dialog.cpp" line="42"/>
        <source>&amp;Save As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_report_dialog.cpp" line="54"/>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_report_dialog.cpp" line="74"/>
        <source>Save Game Report</source>
        <translation>Spielbericht speichern</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_report_dialog.cpp" line="75"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Textdateien (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_report_dialog.cpp" line="80"/>
        <source>Cannot Save Report</source>
        <translation>Bericht kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_report_dialog.cpp" line="81"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::GlossaryDialog</name>
    <message>
        <location filename="../app/ui/dialogs/glossary_dialog.cpp" line="28"/>
        <source>Glossary</source>
        <translation>Glossar</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/glossary_dialog.cpp" line="85"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/glossary_dialog.cpp" line="88"/>
        <source>Shown in the lesson %1.</source>
        <translation>Gezeigt in der Lektion %1.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::GoalTool</name>
    <message>
        <location filename="../app/ui/board/goal_tool.cpp" line="33"/>
        <source>Take %1</source>
        <translation>%1 einnehmen</translation>
    </message>
    <message>
        <source>Hold %1 (keep their units out)</source>
        <translation type="vanished">%1 halten (ihre Einheiten fernhalten)</translation>
    </message>
    <message>
        <source>Dislodge their unit in %1</source>
        <translation type="vanished">Ihre Einheit in %1 vertreiben</translation>
    </message>
    <message>
        <location filename="../app/ui/board/goal_tool.cpp" line="34"/>
        <source>Hold %1: keep the other side&apos;s units out</source>
        <translation>%1 halten: die Einheiten der Gegenseite fernhalten</translation>
    </message>
    <message>
        <location filename="../app/ui/board/goal_tool.cpp" line="35"/>
        <source>Hold %1: keep the units of %2 out</source>
        <translation>%1 halten: die Einheiten von %2 fernhalten</translation>
    </message>
    <message>
        <location filename="../app/ui/board/goal_tool.cpp" line="36"/>
        <source>Dislodge the other side&apos;s unit in %1</source>
        <translation>Die Einheit der Gegenseite in %1 vertreiben</translation>
    </message>
    <message>
        <location filename="../app/ui/board/goal_tool.cpp" line="37"/>
        <source>Dislodge the unit in %1 (of %2)</source>
        <translation>Die Einheit in %1 vertreiben (von %2)</translation>
    </message>
    <message>
        <location filename="../app/ui/board/goal_tool.cpp" line="38"/>
        <source>Keep our unit in %1</source>
        <translation>Unsere Einheit in %1 behalten</translation>
    </message>
    <message>
        <location filename="../app/ui/board/goal_tool.cpp" line="39"/>
        <source>Keep the unit in %1 (of %2)</source>
        <translation>Die Einheit in %1 behalten (von %2)</translation>
    </message>
    <message>
        <location filename="../app/ui/board/goal_tool.cpp" line="40"/>
        <source>Goal in %1</source>
        <translation>Ziel in %1</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::HistoryModel</name>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="404"/>
        <source>%1 — being played</source>
        <translation>%1 — wird gespielt</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/history_model.cpp" line="405"/>
        <source>%1: %n phase(s) from %2</source>
        <translation>
            <numerusform>%1: %n Phase ab %2</numerusform>
            <numerusform>%1: %n Phasen ab %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="417"/>
        <source>The line of play being played. Double-click to name it.</source>
        <translation>Die Spiellinie, die gespielt wird. Doppelklick zum Benennen.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="418"/>
        <source>Another line of play from here. Double-click to name it; Switch to This Line continues it.</source>
        <translation>Eine andere Spiellinie ab hier. Doppelklick zum Benennen; „Zu dieser Linie wechseln“ setzt sie fort.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="438"/>
        <location filename="../app/ui/widgets/history_model.cpp" line="439"/>
        <source>%1 (differs)</source>
        <translation>%1 (weicht ab)</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="458"/>
        <source>Arbiter&apos;s second opinion differs from the recorded adjudication (History → Import Report).</source>
        <translation>Arbiters zweite Meinung weicht von der aufgezeichneten Auswertung ab (Verlauf → Importbericht).</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="462"/>
        <source>The phase being played</source>
        <translation>Die Phase, die gespielt wird</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="462"/>
        <source>Select to replay this phase on the map</source>
        <translation>Auswählen, um diese Phase auf der Karte nachzuspielen</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="473"/>
        <source>%1 — skipped</source>
        <translation>%1 — übersprungen</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="483"/>
        <source>No unit was dislodged: there was nothing to retreat.</source>
        <translation>Keine Einheit wurde vertrieben: es gab nichts zurückzuziehen.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="484"/>
        <source>No power had a unit to build or remove.</source>
        <translation>Keine Macht hatte eine Einheit zu bauen oder aufzulösen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/history_model.cpp" line="517"/>
        <source>%n neutral centre(s) taken</source>
        <translation>
            <numerusform>%n neutrales Zentrum eingenommen</numerusform>
            <numerusform>%n neutrale Zentren eingenommen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="525"/>
        <source>After %1:</source>
        <translation>Nach %1:</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="526"/>
        <source>Select to see the position after the phase</source>
        <translation>Auswählen, um die Stellung nach der Phase zu sehen</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::HistoryPanel</name>
    <message>
        <location filename="../app/ui/widgets/history_panel.cpp" line="57"/>
        <source>0.5 s</source>
        <translation>0,5 s</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_panel.cpp" line="58"/>
        <source>1 s</source>
        <translation>1 s</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_panel.cpp" line="59"/>
        <source>2 s</source>
        <translation>2 s</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_panel.cpp" line="60"/>
        <source>4 s</source>
        <translation>4 s</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_panel.cpp" line="61"/>
        <source>8 s</source>
        <translation>8 s</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_panel.cpp" line="64"/>
        <source>Replay speed: how long each phase is shown</source>
        <translation>Abspielgeschwindigkeit: wie lange jede Phase gezeigt wird</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_panel.cpp" line="239"/>
        <source>Compare &amp;with…</source>
        <translation>&amp;Vergleichen mit…</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ImportOrdersDialog</name>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="28"/>
        <source>Enter Order Sheet</source>
        <translation>Befehlsblatt eingeben</translation>
    </message>
    <message>
        <source>One order a line, in any usual notation. A line with just a power&apos;s name (&quot;England:&quot;) heads the orders below it; &apos;#&apos; starts a comment.</source>
        <translation type="vanished">Ein Befehl pro Zeile, in jeder üblichen Schreibweise. Eine Zeile mit nur dem Namen einer Macht („England:“) gilt für die Befehle darunter; „#“ beginnt einen Kommentar.</translation>
    </message>
    <message>
        <source>Lines that cannot be read (double-click to correct):</source>
        <translation type="vanished">Nicht lesbare Zeilen (Doppelklick zum Korrigieren):</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="32"/>
        <source>One order a line, or several separated by &apos;;&apos; or &apos;,&apos;, in any usual notation. A line with just a power&apos;s name (&quot;England:&quot;) heads the orders below it; &apos;#&apos; starts a comment.</source>
        <translation>Ein Befehl pro Zeile oder mehrere, getrennt durch „;“ oder „,“, in jeder üblichen Schreibweise. Eine Zeile nur mit dem Namen einer Macht („England:“) gilt für die Befehle darunter; „#“ leitet einen Kommentar ein.</translation>
    </message>
    <message>
        <source>Lines that cannot be read, and names read as others (double-click to go to the line):</source>
        <translation type="vanished">Nicht lesbare Zeilen und als andere gelesene Namen (Doppelklick springt zur Zeile):</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="44"/>
        <source>Lines that cannot be read, and notes on what was read (double-click to go to the line):</source>
        <translation>Nicht lesbare Zeilen und Hinweise zum Gelesenen (Doppelklick springt zur Zeile):</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="51"/>
        <source>Enter Orders</source>
        <translation>Befehle eintragen</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="85"/>
        <source>Line %1: %2 — %3</source>
        <translation>Zeile %1: %2 — %3</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="98"/>
        <source>whose order? There is no unit there; put the power&apos;s name before it</source>
        <translation>wessen Befehl? Dort steht keine Einheit; den Namen der Macht voranstellen</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="110"/>
        <source>Line %1: note: %2</source>
        <extracomment>&quot;Line 3: note: &apos;Germnay&apos; read as Germany&quot;</extracomment>
        <translation>Zeile %1: Hinweis: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="121"/>
        <source>Enter %n Order(s)</source>
        <translation>
            <numerusform>%n Befehl eintragen</numerusform>
            <numerusform>%n Befehle eintragen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="122"/>
        <source>Enter %n Order(s), Skip %1 Line(s)</source>
        <translation>
            <numerusform>%n Befehl eintragen, %1 Zeile(n) überspringen</numerusform>
            <numerusform>%n Befehle eintragen, %1 Zeile(n) überspringen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="159"/>
        <source>the first order is used</source>
        <translation>gilt der erste Befehl</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="161"/>
        <source>the last order is used</source>
        <translation>gilt der letzte Befehl</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="172"/>
        <source>neither order is used and the unit disbands</source>
        <translation>gilt keiner der Befehle und die Einheit wird aufgelöst</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="173"/>
        <source>neither order is used and the unit holds</source>
        <translation>gilt keiner der Befehle und die Einheit hält</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="178"/>
        <source>Line %1: under this game&apos;s rules (4.D.3 %2) %3: %4</source>
        <translation>Zeile %1: nach den Regeln dieser Partie (4.D.3 %2) %3: %4</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ImportReportDialog</name>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="37"/>
        <source>&amp;Show Phase</source>
        <translation>Phase &amp;zeigen</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="39"/>
        <source>Import Report</source>
        <translation>Importbericht</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="42"/>
        <source>The game</source>
        <translation>Das Spiel</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="44"/>
        <source>%1 (%2): %n phase(s) judged again under the rules %3.</source>
        <translation>
            <numerusform>%1 (%2): %n Phase nach den Regeln %3 neu ausgewertet.</numerusform>
            <numerusform>%1 (%2): %n Phasen nach den Regeln %3 neu ausgewertet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="48"/>
        <source>Arbiter&apos;s second opinion agrees with the recorded adjudication in every phase.</source>
        <translation>Arbiters zweite Meinung stimmt in jeder Phase mit der aufgezeichneten Auswertung überein.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="49"/>
        <source>It differs from the recorded adjudication in %n phase(s), marked in the history.</source>
        <translation>
            <numerusform>Sie weicht in %n Phase von der aufgezeichneten Auswertung ab, markiert im Spielverlauf.</numerusform>
            <numerusform>Sie weicht in %n Phasen von der aufgezeichneten Auswertung ab, markiert im Spielverlauf.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="53"/>
        <source>%n part(s) of the file could not be read.</source>
        <translation>
            <numerusform>%n Teil der Datei konnte nicht gelesen werden.</numerusform>
            <numerusform>%n Teile der Datei konnten nicht gelesen werden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="66"/>
        <source>%1 differs (%2)</source>
        <translation>%1 weicht ab (%2)</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="77"/>
        <source>No rule setting Arbiter knows gives the recorded outcome.</source>
        <translation>Keine Arbiter bekannte Regeleinstellung ergibt das aufgezeichnete Ergebnis.</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="78"/>
        <source>The recorded outcome is what Arbiter gives under %1.</source>
        <translation>Das aufgezeichnete Ergebnis ist das, was Arbiter nach %1 ergibt.</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="83"/>
        <source>Not read</source>
        <translation>Nicht gelesen</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="85"/>
        <source>%1: &apos;%2&apos;: %3</source>
        <translation>%1: „%2“: %3</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="91"/>
        <source>Notes</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="100"/>
        <source>Show the chosen phase in the history (or double-click it)</source>
        <translation>Die gewählte Phase im Spielverlauf zeigen (oder doppelklicken)</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="102"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="110"/>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::LessonPanel</name>
    <message>
        <location filename="../app/ui/widgets/lesson_panel.cpp" line="26"/>
        <source>&amp;Rule choice:</source>
        <translation>&amp;Regelwahl:</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/lesson_panel.cpp" line="49"/>
        <source>Adjudicate (Ctrl+Return) to see the results. This window is a game of its own: play on from here and save it as a new game; your game is not changed.</source>
        <translation>Auswerten (Strg+Eingabe) zeigt die Ergebnisse. Dieses Fenster ist ein eigenes Spiel: Spielen Sie von hier aus weiter und speichern Sie es als neues Spiel; Ihr Spiel bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/lesson_panel.cpp" line="54"/>
        <source>&amp;Quiz the Class…</source>
        <translation>Die Klasse &amp;abfragen…</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/lesson_panel.cpp" line="56"/>
        <source>The students predict each order&apos;s fate before it is revealed</source>
        <translation>Die Schüler sagen voraus, was aus jedem Befehl wird, bevor es aufgedeckt wird</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/lesson_panel.cpp" line="80"/>
        <source>The outcome of this case is the same under every rule choice.</source>
        <translation>Der Ausgang dieses Falls ist bei jeder Regelwahl gleich.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/lesson_panel.cpp" line="84"/>
        <source>Judged under %1</source>
        <translation>Ausgewertet nach %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/lesson_panel.cpp" line="85"/>
        <source>This case ends differently under %n other rule choice(s): choose one above to see how.</source>
        <translation>
            <numerusform>Dieser Fall endet bei %n anderen Regelwahl anders: Wählen Sie sie oben, um zu sehen, wie.</numerusform>
            <numerusform>Dieser Fall endet bei %n anderen Regelwahlen anders: Wählen Sie eine oben, um zu sehen, wie.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>arbiter::ui::LessonsDialog</name>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="61"/>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="64"/>
        <source>The test cases of the DATC as lessons: each shows a position and its orders; adjudicate to see what happens. A lesson opens in a window of its own and leaves your game as it is.</source>
        <translation>Die Testfälle des DATC als Lektionen: Jede zeigt eine Stellung und ihre Befehle; werten Sie aus, um zu sehen, was geschieht. Eine Lektion öffnet sich in einem eigenen Fenster und lässt Ihr Spiel unverändert.</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="72"/>
        <source>&amp;Search:</source>
        <translation>&amp;Suchen:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="75"/>
        <source>words or provinces, e.g. convoy, bur, Burgundy</source>
        <translation>Wörter oder Provinzen, z. B. Konvoi, bur, Burgund</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="92"/>
        <source>&amp;Add to My Lessons</source>
        <translation>Zu meinen Lektionen &amp;hinzufügen</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="104"/>
        <source>Case</source>
        <translation>Fall</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="104"/>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="136"/>
        <source>&amp;Edit Lesson…</source>
        <translation>Lektion &amp;bearbeiten…</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="137"/>
        <source>Move to &amp;Section…</source>
        <translation>In &amp;Abschnitt verschieben…</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="139"/>
        <source>&amp;Delete Lesson…</source>
        <translation>Lektion &amp;löschen…</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="141"/>
        <source>E&amp;xport Section…</source>
        <translation>Abschnitt e&amp;xportieren…</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="143"/>
        <source>Write the section to a file to give a class: they open it with File → Open or a double click</source>
        <translation>Den Abschnitt in eine Datei für eine Klasse schreiben: sie öffnet sie mit Datei → Öffnen oder einem Doppelklick</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="145"/>
        <source>&amp;Import Section…</source>
        <translation>Abschnitt &amp;importieren…</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="161"/>
        <source>&amp;Lesson</source>
        <translation>&amp;Lektion</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="174"/>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="416"/>
        <source>&amp;Open Lesson</source>
        <translation>Lektion ö&amp;ffnen</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="212"/>
        <source>Some lesson files could not be read and are left out:</source>
        <translation>Einige Lektionsdateien konnten nicht gelesen werden und werden weggelassen:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="421"/>
        <source>&amp;Move To</source>
        <translation>&amp;Verschieben nach</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="471"/>
        <source>Lesson Not Changed</source>
        <translation>Lektion nicht geändert</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="471"/>
        <source>The lesson &apos;%1&apos; was not changed: %2</source>
        <translation>Die Lektion „%1“ wurde nicht geändert: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="482"/>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="510"/>
        <source>Lesson Not Moved</source>
        <translation>Lektion nicht verschoben</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="482"/>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="510"/>
        <source>The lesson &apos;%1&apos; was not moved: %2</source>
        <translation>Die Lektion „%1“ wurde nicht verschoben: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="490"/>
        <source>Saved the lesson &apos;%1&apos; in the section &apos;%2&apos;.</source>
        <translation>Lektion „%1“ im Abschnitt „%2“ gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="515"/>
        <source>Moved the lesson &apos;%1&apos; to the section &apos;%2&apos;.</source>
        <translation>Lektion „%1“ in den Abschnitt „%2“ verschoben.</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="526"/>
        <source>Delete Lesson</source>
        <translation>Lektion löschen</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="527"/>
        <source>Delete your lesson &apos;%1&apos; (%2) from the section &apos;%3&apos;? It is taken out of its file at once and cannot be brought back.</source>
        <translation>Ihre Lektion „%1“ (%2) aus dem Abschnitt „%3“ löschen? Sie wird sofort aus ihrer Datei entfernt und kann nicht wiederhergestellt werden.</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="550"/>
        <source>Lesson Not Deleted</source>
        <translation>Lektion nicht gelöscht</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="550"/>
        <source>The lesson &apos;%1&apos; was not deleted: %2</source>
        <translation>Die Lektion „%1“ wurde nicht gelöscht: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="556"/>
        <source>Deleted the lesson &apos;%1&apos;.</source>
        <translation>Lektion „%1“ gelöscht.</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="577"/>
        <source>Section Not Exported</source>
        <translation>Abschnitt nicht exportiert</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="577"/>
        <source>The section &apos;%1&apos; was not exported: %2</source>
        <translation>Der Abschnitt „%1“ wurde nicht exportiert: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="580"/>
        <source>Exported the section &apos;%1&apos; to %2: a class opens it with File → Open or a double click.</source>
        <translation>Abschnitt „%1“ nach %2 exportiert: Eine Klasse öffnet ihn mit Datei → Öffnen oder einem Doppelklick.</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="597"/>
        <source>Cannot Open Lesson Collection</source>
        <translation>Lektionensammlung kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="598"/>
        <source>%1 is no lesson collection Arbiter can read:

%2</source>
        <translation>%1 ist keine Lektionensammlung, die Arbiter lesen kann:

%2</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="634"/>
        <source>Cannot Import Lesson Collection</source>
        <translation>Lektionensammlung kann nicht importiert werden</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="635"/>
        <source>%1 was not added to your lessons:

%2</source>
        <translation>%1 wurde Ihren Lektionen nicht hinzugefügt:

%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="649"/>
        <source>Added %n lesson(s) to your section &apos;%1&apos;.</source>
        <translation>
            <numerusform>%n Lektion zu Ihrem Abschnitt „%1“ hinzugefügt.</numerusform>
            <numerusform>%n Lektionen zu Ihrem Abschnitt „%1“ hinzugefügt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="651"/>
        <source>%n lesson(s) were there already.</source>
        <translation>
            <numerusform>%n Lektion war schon da.</numerusform>
            <numerusform>%n Lektionen waren schon da.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="686"/>
        <source>Lesson collections (*%1 *.txt);;All files (*)</source>
        <translation>Lektionensammlungen (*%1 *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="687"/>
        <source>Export Section</source>
        <translation>Abschnitt exportieren</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="688"/>
        <source>Import Section</source>
        <translation>Abschnitt importieren</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="206"/>
        <source>and %n more.</source>
        <translation>
            <numerusform>und %n weitere.</numerusform>
            <numerusform>und %n weitere.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="214"/>
        <source>The judge&apos;s word on your lessons:</source>
        <translation>Was der Schiedsrichter zu Ihren Lektionen sagt:</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="222"/>
        <source>%n lesson(s) of the section &apos;%1&apos;, opened from %2, are shown under its name. Add them to your lessons to keep them.</source>
        <translation>
            <numerusform>%n Lektion des Abschnitts „%1“, geöffnet aus %2, wird unter seinem Namen gezeigt. Fügen Sie sie Ihren Lektionen hinzu, um sie zu behalten.</numerusform>
            <numerusform>%n Lektionen des Abschnitts „%1“, geöffnet aus %2, werden unter seinem Namen gezeigt. Fügen Sie sie Ihren Lektionen hinzu, um sie zu behalten.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="326"/>
        <source>%1 (opened from %2)</source>
        <translation>%1 (geöffnet aus %2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="349"/>
        <source>%n lesson(s)</source>
        <translation>
            <numerusform>%n Lektion</numerusform>
            <numerusform>%n Lektionen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="364"/>
        <source>%n lesson(s) in this section: choose one to read what it teaches.</source>
        <translation>
            <numerusform>%n Lektion in diesem Abschnitt: Wählen Sie sie, um zu lesen, was sie lehrt.</numerusform>
            <numerusform>%n Lektionen in diesem Abschnitt: Wählen Sie eine, um zu lesen, was sie lehrt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="367"/>
        <source>&lt;p&gt;No lesson matches the search.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Keine Lektion passt zur Suche.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="376"/>
        <source>Topics: %1</source>
        <translation>Themen: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="382"/>
        <source>Provinces: %1</source>
        <translation>Provinzen: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="385"/>
        <source>From %1</source>
        <translation>Aus %1</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::LineComparisonDialog</name>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="43"/>
        <source>no unit</source>
        <translation>keine Einheit</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="49"/>
        <source>neutral</source>
        <translation>neutral</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="57"/>
        <source>no order</source>
        <translation>kein Befehl</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="64"/>
        <source>not adjudicated yet</source>
        <translation>noch nicht ausgewertet</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="71"/>
        <source>the line ends before it</source>
        <translation>die Linie endet vorher</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="74"/>
        <source>skipped: nothing to retreat</source>
        <translation>übersprungen: nichts zurückzuziehen</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="76"/>
        <source>skipped: nothing to adjust</source>
        <translation>übersprungen: nichts anzupassen</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="80"/>
        <source>not in this line</source>
        <translation>nicht in dieser Linie</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="88"/>
        <source>played</source>
        <translation>gespielt</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="89"/>
        <source>to play</source>
        <translation>zu spielen</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="112"/>
        <source>Compare Lines</source>
        <translation>Linien vergleichen</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="118"/>
        <source>&amp;Compare:</source>
        <translation>&amp;Vergleichen:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="119"/>
        <source>&amp;With:</source>
        <translation>&amp;Mit:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="140"/>
        <source>Show the chosen phase of the first line on the map (or double-click its column)</source>
        <translation>Die gewählte Phase der ersten Linie auf der Karte zeigen (oder ihre Spalte doppelklicken)</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="142"/>
        <source>Show the chosen phase of the second line on the map (or double-click its column)</source>
        <translation>Die gewählte Phase der zweiten Linie auf der Karte zeigen (oder ihre Spalte doppelklicken)</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="185"/>
        <source>%1 (to %2)</source>
        <translation>%1 (bis %2)</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="224"/>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="225"/>
        <source>Show in &amp;First Line</source>
        <translation>In &amp;erster Linie zeigen</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="226"/>
        <source>Show in &amp;Second Line</source>
        <translation>In &amp;zweiter Linie zeigen</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="245"/>
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n Einheit</numerusform>
            <numerusform>%n Einheiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="247"/>
        <source>%n centre(s)</source>
        <translation>
            <numerusform>%n Zentrum</numerusform>
            <numerusform>%n Zentren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="249"/>
        <source>%n order(s)</source>
        <translation>
            <numerusform>%n Befehl</numerusform>
            <numerusform>%n Befehlen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="252"/>
        <source>%1: in one line only</source>
        <translation>%1: nur in einer Linie</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="254"/>
        <source>%1: differs in %2</source>
        <translation>%1: unterscheidet sich in %2</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="256"/>
        <source>%1: no difference</source>
        <translation>%1: kein Unterschied</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="272"/>
        <source>%1 (dislodged)</source>
        <translation>%1 (vertrieben)</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="276"/>
        <source>%1 (centre)</source>
        <translation>%1 (Zentrum)</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="280"/>
        <source>waived build</source>
        <translation>verzichteter Aufbau</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="281"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="286"/>
        <source>adjudicated</source>
        <translation>ausgewertet</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="286"/>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="287"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="286"/>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="287"/>
        <source>not yet</source>
        <translation>noch nicht</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="297"/>
        <source>%1: the same phase in both lines</source>
        <translation>%1: dieselbe Phase in beiden Linien</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="298"/>
        <source>%1 to %2: the same %n phase(s) in both lines</source>
        <translation>
            <numerusform>%1 bis %2: dieselbe %n Phase in beiden Linien</numerusform>
            <numerusform>%1 bis %2: dieselben %n Phasen in beiden Linien</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="307"/>
        <source>The same line is chosen twice: choose another line to compare with.</source>
        <translation>Dieselbe Linie ist zweimal gewählt: Wählen Sie eine andere Linie zum Vergleich.</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="309"/>
        <source>The two lines do not differ.</source>
        <translation>Die beiden Linien unterscheiden sich nicht.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="311"/>
        <source>The lines share %1, then differ in %n phase(s).</source>
        <translation>
            <numerusform>Die Linien haben %1 gemeinsam und unterscheiden sich dann in %n Phase.</numerusform>
            <numerusform>Die Linien haben %1 gemeinsam und unterscheiden sich dann in %n Phasen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="312"/>
        <source>%n phase(s)</source>
        <translation>
            <numerusform>%n Phase</numerusform>
            <numerusform>%n Phasen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>arbiter::ui::MainWindow</name>
    <message>
        <location filename="../app/ui/main_window.cpp" line="153"/>
        <source>Map artwork: %1 A plain drawing is used instead.</source>
        <translation>Kartengrafik: %1 Stattdessen wird eine einfache Zeichnung verwendet.</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="218"/>
        <source>&amp;Order:</source>
        <translation>&amp;Befehl:</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="243"/>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="245"/>
        <source>The board with the units and the orders of the phase. Click a unit to order it; Ctrl++ and Ctrl+- zoom.</source>
        <translation>Das Brett mit den Einheiten und den Befehlen der Phase. Klicken Sie auf eine Einheit, um ihr einen Befehl zu geben; Strg++ und Strg+- zoomen.</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="247"/>
        <source>Order line</source>
        <translation>Befehlszeile</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="249"/>
        <source>Type an order, e.g. &quot;A par - bur&quot;, and press Enter to enter it for the phase.</source>
        <translation>Tippen Sie einen Befehl, z. B. „A par - bur“, und drücken Sie Eingabe, um ihn für die Phase einzutragen.</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="251"/>
        <source>Orders</source>
        <translation>Befehle</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="253"/>
        <source>The orders of the phase by power, with their results once adjudicated.</source>
        <translation>Die Befehle der Phase nach Mächten, nach der Auswertung mit ihren Ergebnissen.</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="255"/>
        <source>History</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="257"/>
        <source>The phases of the game; choose one to see its orders and results.</source>
        <translation>Die Phasen des Spiels; wählen Sie eine, um ihre Befehle und Ergebnisse zu sehen.</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="295"/>
        <source>Undone: %1.</source>
        <translation>Rückgängig gemacht: %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="297"/>
        <source>Redone: %1.</source>
        <translation>Wiederhergestellt: %1.</translation>
    </message>
    <message>
        <source>This is a replay and cannot be changed: Ctrl+End returns to the current phase, Play from Here starts a what-if.</source>
        <translation type="vanished">Dies ist eine Wiedergabe und kann nicht geändert werden: Strg+Ende kehrt zur aktuellen Phase zurück, „Ab hier spielen“ beginnt ein Was-wäre-wenn.</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="378"/>
        <source>Zoom %1%</source>
        <translation>Zoom %1 %</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="521"/>
        <source>%1[*] — Arbiter</source>
        <translation>%1[*] — Arbiter</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="580"/>
        <source>This is a replay: Ctrl+End returns to the current phase to enter orders, Play from Here starts a what-if.</source>
        <translation>Dies ist eine Wiedergabe: Strg+Ende kehrt zur aktuellen Phase zurück, um Befehle einzugeben; „Ab hier spielen“ beginnt ein Was-wäre-wenn.</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="611"/>
        <source>Setting up %1: click to place or remove units — Start Game Here to play it</source>
        <translation>Aufbau für %1: klicken, um Einheiten zu setzen oder zu entfernen — „Hier Spiel beginnen“ spielt sie</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="619"/>
        <source>Replay: %1, not adjudicated</source>
        <translation>Wiedergabe: %1, nicht ausgewertet</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="621"/>
        <source>Replay: after %1</source>
        <translation>Wiedergabe: nach %1</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="623"/>
        <source>Replay: %1, orders and results</source>
        <translation>Wiedergabe: %1, Befehle und Ergebnisse</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="630"/>
        <source>%1 Results of %2.</source>
        <translation>%1 Ergebnisse: %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="633"/>
        <source>Results of %1 (Ctrl+R: back to the orders of %2)</source>
        <translation>Ergebnisse: %1 (Strg+R: zurück zu den Befehlen für %2)</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="638"/>
        <source>The game has ended</source>
        <translation>Das Spiel ist beendet</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="655"/>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="656"/>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG-Zeichnungen (*.svg)</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="657"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="658"/>
        <source>Export Map</source>
        <translation>Karte exportieren</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="668"/>
        <source>Cannot Export Map</source>
        <translation>Karte kann nicht exportiert werden</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="668"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="670"/>
        <source>Exported the map to %1.</source>
        <translation>Karte nach %1 exportiert.</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="873"/>
        <source>A retreat phase cannot be kept as a lesson: keep the movement phase before it, whose lesson shows the dislodged units.</source>
        <translation>Eine Rückzugsphase kann keine Lektion werden: behalten Sie die Bewegungsphase davor, deren Lektion die vertriebenen Einheiten zeigt.</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="880"/>
        <source>the position set up, %1, without orders (rules: %2)</source>
        <translation>die aufgestellte Stellung, %1, ohne Befehle (Regeln: %2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/main_window.cpp" line="882"/>
        <source>%1 with %n order(s) (rules: %2)</source>
        <translation>
            <numerusform>%1 mit %n Befehl (Regeln: %2)</numerusform>
            <numerusform>%1 mit %n Befehlen (Regeln: %2)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="886"/>
        <source>My lessons</source>
        <translation>Meine Lektionen</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="912"/>
        <source>The lesson was not saved: %1</source>
        <translation>Die Lektion wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="921"/>
        <source>Saved the lesson &apos;%1&apos; in %2 (Help → Lessons).</source>
        <translation>Lektion „%1“ in %2 gespeichert (Hilfe → Lektionen).</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="946"/>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="1041"/>
        <source>Lesson %1: %2, its orders entered.</source>
        <translation>Lektion %1: %2, ihre Befehle eingegeben.</translation>
    </message>
    <message>
        <source>Lesson %1, %2: %3, its orders entered.</source>
        <translation type="vanished">Lektion %1, %2: %3, ihre Befehle eingegeben.</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="1061"/>
        <source>the lesson&apos;s retreat orders</source>
        <translation>die Rückzugsbefehle der Lektion</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::MapScene</name>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="380"/>
        <source>%1: supply centre of %2</source>
        <translation>%1: Versorgungszentrum von %2</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="381"/>
        <source>%1: neutral supply centre</source>
        <translation>%1: neutrales Versorgungszentrum</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="448"/>
        <source>%1 (dislodged)</source>
        <translation>%1 (vertrieben)</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="696"/>
        <source>%1 may retreat to %2</source>
        <translation>%1 kann sich nach %2 zurückziehen</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="715"/>
        <source>%1 is dislodged</source>
        <translation>%1 wird vertrieben</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="739"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="765"/>
        <source>Standoff in %1</source>
        <translation>Patt in %1</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="864"/>
        <source>prevented %1</source>
        <translation>verhindert: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="864"/>
        <source>held %1</source>
        <translation>gehalten: %1</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::NewGameDialog</name>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="25"/>
        <source>DIAS (draws include all survivors)</source>
        <translation>DIAS (Remis umfasst alle Überlebenden)</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="27"/>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="30"/>
        <source>e.g. Club night, March</source>
        <translation>z. B. Spieleabend, März</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="31"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="45"/>
        <source>&amp;Map:</source>
        <translation>&amp;Karte:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="46"/>
        <source>S&amp;tart:</source>
        <translation>S&amp;tart:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="72"/>
        <source>The map&apos;s own start</source>
        <translation>Der eigene Start der Karte</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="78"/>
        <source>%1 powers, %2 supply centres, %3 to win, from %4</source>
        <extracomment>Under the map chosen for a new game: &quot;7 powers, 34 supply centres, 18 to win, from 1901&quot;</extracomment>
        <translation>%1 Mächte, %2 Versorgungszentren, %3 zum Sieg, ab %4</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="83"/>
        <source>; builds in any owned centre</source>
        <translation>; Bauten in jedem eigenen Zentrum</translation>
    </message>
    <message>
        <source>Map:</source>
        <translation type="vanished">Karte:</translation>
    </message>
    <message>
        <source>Standard (Europe 1901)</source>
        <translation type="vanished">Standard (Europa 1901)</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="53"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="54"/>
        <source>NoDIAS (each vote names the powers in the draw)</source>
        <translation>NoDIAS (jede Stimme nennt die Mächte im Remis)</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="56"/>
        <source>Draws:</source>
        <translation>Remis:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="59"/>
        <source>Every rule can be changed later in Game → Rules…</source>
        <translation>Jede Regel lässt sich später unter Spiel → Regeln… ändern</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::OrderInput</name>
    <message>
        <location filename="../app/ui/order_input.cpp" line="26"/>
        <source>North coast</source>
        <translation>Nordküste</translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="28"/>
        <source>South coast</source>
        <translation>Südküste</translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="30"/>
        <source>East coast</source>
        <translation>Ostküste</translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="32"/>
        <source>West coast</source>
        <translation>Westküste</translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="81"/>
        <source>Support: click the supporting unit.</source>
        <translation>Unterstützen: die unterstützende Einheit anklicken.</translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="84"/>
        <source>Convoy: click the convoying fleet.</source>
        <translation>Befördern: die befördernde Flotte anklicken.</translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="87"/>
        <source>Hold: click the unit.</source>
        <translation>Halten: die Einheit anklicken.</translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="90"/>
        <source>Disband: click the unit.</source>
        <translation>Auflösen: die Einheit anklicken.</translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="103"/>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="162"/>
        <source>The game has ended; no more orders.</source>
        <translation>Das Spiel ist beendet; keine Befehle mehr.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/retreat_input.cpp" line="27"/>
        <source>%1 was not dislodged; only dislodged units move in a retreat phase.</source>
        <translation>%1 wurde nicht vertrieben; in der Rückzugsphase ziehen nur vertriebene Einheiten.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/retreat_input.cpp" line="29"/>
        <source>There is no dislodged unit in %1.</source>
        <translation>In %1 steht keine vertriebene Einheit.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="21"/>
        <source>There is no unit in %1.</source>
        <translation>In %1 steht keine Einheit.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/retreat_input.cpp" line="47"/>
        <source>%1 has nowhere to retreat; click it again to disband it.</source>
        <translation>%1 kann sich nirgendwohin zurückziehen; erneut anklicken zum Auflösen.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/retreat_input.cpp" line="48"/>
        <source>%1: click where it retreats, or the unit again to disband it.</source>
        <translation>%1: Rückzugsziel anklicken, oder die Einheit erneut zum Auflösen.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="63"/>
        <source>%1 can support no unit.</source>
        <translation>%1 kann keine Einheit unterstützen.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="64"/>
        <source>%1 supports: click the supported unit.</source>
        <translation>%1 unterstützt: die unterstützte Einheit anklicken.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="70"/>
        <source>%1 can convoy no army.</source>
        <translation>%1 kann keine Armee befördern.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="71"/>
        <source>%1 convoys: click the army.</source>
        <translation>%1 befördert: die Armee anklicken.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="80"/>
        <source>%1: click a highlighted province to move, the unit again to hold; S support, C convoy.</source>
        <translation>%1: eine markierte Provinz anklicken zum Ziehen, die Einheit erneut zum Halten; S Unterstützen, C Befördern.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="48"/>
        <source>Convoy %1 to: click the destination.</source>
        <translation>%1 befördern nach: das Ziel anklicken.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="53"/>
        <source>Support %1: click its destination, or the unit itself to support it holding.</source>
        <translation>%1 unterstützen: das Ziel anklicken, oder die Einheit selbst, um sie im Halten zu unterstützen.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="105"/>
        <source>%1 cannot support %2.</source>
        <translation>%1 kann %2 nicht unterstützen.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="106"/>
        <source>%1 cannot convoy %2.</source>
        <translation>%1 kann %2 nicht befördern.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="120"/>
        <source>%1 cannot convoy that army to %2.</source>
        <translation>%1 kann diese Armee nicht nach %2 befördern.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="121"/>
        <source>%1 cannot support a move to %2.</source>
        <translation>%1 kann keinen Zug nach %2 unterstützen.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/phase_input.cpp" line="86"/>
        <source>Which coast?</source>
        <translation>Welche Küste?</translation>
    </message>
    <message>
        <location filename="../app/ui/input/phase_input.cpp" line="94"/>
        <source>not offered here</source>
        <translation>hier nicht angeboten</translation>
    </message>
    <message>
        <source>%1 cannot reach %2: no fleets could convoy it there.</source>
        <translation type="vanished">%1 kann %2 nicht erreichen: keine Flotten könnten sie dorthin befördern.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="161"/>
        <source>%1 cannot move to %2: %3.</source>
        <translation>%1 kann nicht nach %2 ziehen: %3.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/retreat_input.cpp" line="69"/>
        <source>%1 cannot retreat to %2: %3.</source>
        <translation>%1 kann sich nicht nach %2 zurückziehen: %3.</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation type="vanished">nicht erlaubt</translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="36"/>
        <source>%1 has no units to remove.</source>
        <translation>%1 muss keine Einheiten auflösen.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="52"/>
        <source>%1 is no owned supply centre; builds go in owned centres.</source>
        <translation>%1 ist kein eigenes Versorgungszentrum; gebaut wird in eigenen Zentren.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="53"/>
        <source>%1 is no home centre; builds go in home centres.</source>
        <translation>%1 ist kein Heimatzentrum; gebaut wird in Heimatzentren.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="67"/>
        <source>%1 cannot build in %2: %3.</source>
        <translation>%1 kann in %2 nicht bauen: %3.</translation>
    </message>
    <message>
        <source>no builds due</source>
        <translation type="vanished">keine Bauten fällig</translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="76"/>
        <source>Build army</source>
        <translation>Armee bauen</translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="77"/>
        <source>Build fleet</source>
        <translation>Flotte bauen</translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="78"/>
        <source>Build fleet (%1)</source>
        <translation>Flotte bauen (%1)</translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="80"/>
        <source>Build in %1</source>
        <translation>Bauen in %1</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="184"/>
        <source>Hold</source>
        <translation>Halten</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="185"/>
        <source>Move…</source>
        <translation>Ziehen…</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="188"/>
        <source>Support…</source>
        <translation>Unterstützen…</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="191"/>
        <source>Convoy…</source>
        <translation>Befördern…</translation>
    </message>
    <message>
        <location filename="../app/ui/input/retreat_input.cpp" line="94"/>
        <source>Retreat…</source>
        <translation>Zurückziehen…</translation>
    </message>
    <message>
        <location filename="../app/ui/input/retreat_input.cpp" line="95"/>
        <source>Disband</source>
        <translation>Auflösen</translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="101"/>
        <source>Remove</source>
        <translation>Auflösen</translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="109"/>
        <source>Build…</source>
        <translation>Bauen…</translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="112"/>
        <source>Waive a build of %1</source>
        <translation>Auf einen Bau von %1 verzichten</translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="192"/>
        <source>Delete order</source>
        <translation>Befehl löschen</translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="233"/>
        <source>%1: %2 (note: %3)</source>
        <translation>%1: %2 (Hinweis: %3)</translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="237"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="230"/>
        <source>%1: %2 (illegal: %3)</source>
        <translation>%1: %2 (ungültig: %3)</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::OrderPads</name>
    <message>
        <location filename="../app/ui/pads/order_pads.cpp" line="63"/>
        <source>The players&apos; server was running when Arbiter stopped: it runs again on %1 port %2, with the same links.</source>
        <translation>Der Server für die Geräte der Spieler lief noch, als Arbiter endete: Er läuft wieder auf %1, Port %2, mit denselben Links.</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/order_pads.cpp" line="69"/>
        <source>The players&apos; server was running when Arbiter stopped but cannot start again on %1 port %2: %3. Game → Players&apos; Devices… starts it.</source>
        <translation>Der Server für die Geräte der Spieler lief noch, als Arbiter endete, kann aber auf %1, Port %2 nicht wieder starten: %3. Spiel → Geräte der Spieler… startet ihn.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::OrdersModel</name>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="308"/>
        <source>Entered as: %1</source>
        <translation>Eingegeben als: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="323"/>
        <source>illegal, ignored: %1</source>
        <translation>ungültig, ignoriert: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="336"/>
        <location filename="../app/ui/widgets/orders_model.cpp" line="340"/>
        <source>entered</source>
        <translation>eingetragen</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="330"/>
        <source>illegal: %1</source>
        <translation>ungültig: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="382"/>
        <source>no order: held</source>
        <translation>kein Befehl: gehalten</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="373"/>
        <source>no order yet (holds)</source>
        <translation>noch kein Befehl (hält)</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="333"/>
        <source>entered; %1</source>
        <translation>eingetragen; %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="345"/>
        <source>from %1&apos;s phone</source>
        <extracomment>after an order&apos;s state: &quot;entered, from France&apos;s phone&quot;</extracomment>
        <translation>vom Handy von %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="389"/>
        <source>no order: dislodged (by %1)</source>
        <translation>kein Befehl: vertrieben (durch %1)</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="391"/>
        <source>no order: dislodged</source>
        <translation>kein Befehl: vertrieben</translation>
    </message>
    <message>
        <source>no order: disbanded</source>
        <translation type="vanished">kein Befehl: aufgelöst</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="401"/>
        <source>nowhere to retreat: disbands</source>
        <translation>kein Rückzug möglich: wird aufgelöst</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="403"/>
        <source>no order yet (disbands)</source>
        <translation>noch kein Befehl (wird aufgelöst)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/orders_model.cpp" line="427"/>
        <source>%n build(s) due</source>
        <translation>
            <numerusform>%n Bau fällig</numerusform>
            <numerusform>%n Bauten fällig</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="428"/>
        <location filename="../app/ui/widgets/orders_model.cpp" line="431"/>
        <source>%1 given</source>
        <translation>%1 gegeben</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/orders_model.cpp" line="430"/>
        <source>%n removal(s) due</source>
        <translation>
            <numerusform>%n Auflösung fällig</numerusform>
            <numerusform>%n Auflösungen fällig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/orders_model.cpp" line="433"/>
        <source>(room for %n)</source>
        <translation>
            <numerusform>(Platz für %n)</numerusform>
            <numerusform>(Platz für %n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="454"/>
        <source>End of the game</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="454"/>
        <source>Draw votes</source>
        <translation>Remis-Stimmen</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="455"/>
        <source>no draw</source>
        <translation>kein Remis</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="533"/>
        <source>Order</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="533"/>
        <source>State</source>
        <translation>Stand</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::OrdersPanel</name>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="81"/>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="336"/>
        <source>Delete Order</source>
        <translation>Befehl löschen</translation>
    </message>
    <message>
        <source>Orders: %1</source>
        <translation type="vanished">Befehle: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="212"/>
        <source>Orders</source>
        <translation>Befehle</translation>
    </message>
    <message>
        <source>Results: %1</source>
        <translation type="vanished">Ergebnisse: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="211"/>
        <source>Orders
%1</source>
        <translation>Befehle
%1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="213"/>
        <source>Results
%1</source>
        <translation>Ergebnisse
%1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="214"/>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="215"/>
        <source>Leave the replay: the orders of the current phase</source>
        <translation>Wiedergabe verlassen: die Befehle der aktuellen Phase</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="218"/>
        <source>Leave the replay: the results of %1</source>
        <translation>Wiedergabe verlassen: die Ergebnisse von %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="225"/>
        <source>Replay of %1: its orders and results, read-only. Ctrl+End returns to the current phase.</source>
        <translation>Wiedergabe von %1: Befehle und Ergebnisse, nur lesbar. Strg+Ende kehrt zur aktuellen Phase zurück.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="228"/>
        <source>Replay of %1: its orders, not adjudicated. Ctrl+End returns to the current phase.</source>
        <translation>Wiedergabe von %1: Befehle, nicht ausgewertet. Strg+Ende kehrt zur aktuellen Phase zurück.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="233"/>
        <source>Results of %1. Ctrl+R switches back to the orders.</source>
        <translation>Ergebnisse: %1. Strg+R wechselt zurück zu den Befehlen.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="237"/>
        <source>The game has ended.</source>
        <translation>Das Spiel ist beendet.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="242"/>
        <source>Click a unit, then where it goes (click it again to hold). S: support, C: convoy. Or type orders below.</source>
        <translation>Eine Einheit anklicken, dann ihr Ziel (erneut anklicken zum Halten). S: Unterstützen, C: Befördern. Oder Befehle unten eintippen.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="247"/>
        <source>Click a dislodged unit, then where it retreats (click it again to disband).</source>
        <translation>Eine vertriebene Einheit anklicken, dann ihr Rückzugsziel (erneut anklicken zum Auflösen).</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="251"/>
        <source>Click a free home centre to build, a unit to remove; right-click a centre to waive.</source>
        <translation>Ein freies Heimatzentrum anklicken zum Bauen, eine Einheit zum Auflösen; Rechtsklick auf ein Zentrum zum Verzichten.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="338"/>
        <source>Clear Orders of %1</source>
        <translation>Befehle von %1 löschen</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="340"/>
        <source>Clear All Orders</source>
        <translation>Alle Befehle löschen</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::PhaseBar</name>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="136"/>
        <source>Back to %1</source>
        <translation>Zurück zu %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="139"/>
        <source>Replay: %1</source>
        <translation>Wiedergabe: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="144"/>
        <source>Phase %1 of %2 of this line, read-only.</source>
        <translation>Phase %1 von %2 dieser Linie, nur lesbar.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="147"/>
        <source>The position after the phase, with its orders and results.</source>
        <translation>Die Stellung nach der Phase, mit ihren Befehlen und Ergebnissen.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="148"/>
        <source>The position before the phase, with its orders and results.</source>
        <translation>Die Stellung vor der Phase, mit ihren Befehlen und Ergebnissen.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="150"/>
        <source>Not adjudicated.</source>
        <translation>Nicht ausgewertet.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="170"/>
        <source>%1 — %2 wins</source>
        <translation>%1 — %2 gewinnt</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="173"/>
        <source>%1 — conceded to %2</source>
        <translation>%1 — Aufgabe zugunsten von %2</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="176"/>
        <source>%1 — the game is drawn</source>
        <translation>%1 — das Spiel endet remis</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="178"/>
        <source>%1 — the game has ended</source>
        <translation>%1 — das Spiel ist beendet</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="191"/>
        <source>builds %1/%2</source>
        <translation>baut %1/%2</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="192"/>
        <source>removes %1/%2</source>
        <translation>löst auf %1/%2</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="203"/>
        <source>No orders are due.</source>
        <translation>Keine Befehle fällig.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="156"/>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="206"/>
        <source>Rules: &lt;a href=&quot;rules&quot;&gt;%1&lt;/a&gt;&lt;br&gt;Draws: %2</source>
        <translation>Regeln: &lt;a href=&quot;rules&quot;&gt;%1&lt;/a&gt;&lt;br&gt;Remis: %2</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::PlayMode</name>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="72"/>
        <source>%1: %2 of %3</source>
        <translation>%1: %2 von %3</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="80"/>
        <source>    %1: no such unit, ignored</source>
        <translation>    %1: keine Einheit dort, ignoriert</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="83"/>
        <source>    %1: illegal, will hold</source>
        <translation>    %1: ungültig, die Einheit hält</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="84"/>
        <source>    %1: illegal, will disband</source>
        <translation>    %1: ungültig, die Einheit wird aufgelöst</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="85"/>
        <source>    %1: illegal, ignored</source>
        <translation>    %1: ungültig, ignoriert</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="91"/>
        <source>Units without orders hold.</source>
        <translation>Einheiten ohne Befehl halten.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="94"/>
        <source>Dislodged units without orders are disbanded.</source>
        <translation>Vertriebene Einheiten ohne Befehl werden aufgelöst.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="97"/>
        <source>Builds not ordered are waived; removals not ordered are chosen by the civil disorder rule.</source>
        <translation>Nicht befohlene Bauten verfallen; nicht befohlene Auflösungen bestimmt die Regel für herrenlose Mächte.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="102"/>
        <source>Orders Missing</source>
        <translation>Befehle fehlen</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="103"/>
        <source>Not every order is in:

%1

%2 Adjudicate anyway?</source>
        <translation>Es fehlen noch Befehle:

%1

%2 Trotzdem auswerten?</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="118"/>
        <source>Next: %1.</source>
        <translation>Weiter mit: %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="118"/>
        <source>The game has ended.</source>
        <translation>Das Spiel ist beendet.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/play_mode.cpp" line="120"/>
        <source>Adjudicated %1: %n order(s) failed or ignored. %2</source>
        <translation>
            <numerusform>%1 ausgewertet: %n Befehl gescheitert oder ignoriert. %2</numerusform>
            <numerusform>%1 ausgewertet: %n Befehle gescheitert oder ignoriert. %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="130"/>
        <source>Change rules</source>
        <translation>Regeln ändern</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="149"/>
        <source>The game goes on: %1.</source>
        <translation>Das Spiel geht weiter: %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="158"/>
        <source>End the Game</source>
        <translation>Spiel beenden</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="159"/>
        <source>End the game in %1? It is scored like a draw of every power still on the board. Undo or Game → Resume the Game take it back.</source>
        <translation>Das Spiel jetzt (%1) beenden? Es wird wie ein Remis aller noch auf dem Brett stehenden Mächte gewertet. „Rückgängig“ oder Spiel → Spiel fortsetzen nehmen das zurück.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="166"/>
        <source>The game has ended in %1.</source>
        <translation>Das Spiel ist beendet (%1).</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/play_mode.cpp" line="185"/>
        <source>Enter %n order(s) from a sheet</source>
        <translation>
            <numerusform>%n Befehl vom Blatt eintragen</numerusform>
            <numerusform>%n Befehle vom Blatt eintragen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/play_mode.cpp" line="187"/>
        <source>%n order(s) entered.</source>
        <translation>
            <numerusform>%n Befehl eingetragen.</numerusform>
            <numerusform>%n Befehle eingetragen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="198"/>
        <source>Import Order Sheet</source>
        <translation>Befehlsblatt importieren</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="199"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Textdateien (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="205"/>
        <source>Cannot Import Orders</source>
        <translation>Befehle können nicht importiert werden</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="206"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ist nicht lesbar: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="224"/>
        <source>Nothing has been adjudicated yet.</source>
        <translation>Es wurde noch nichts ausgewertet.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="228"/>
        <source>The results report is on the clipboard.</source>
        <translation>Der Ergebnisbericht liegt in der Zwischenablage.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="261"/>
        <source>Every unit has an order.</source>
        <translation>Jede Einheit hat einen Befehl.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::PlayersDevicesDialog</name>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="53"/>
        <source>Players&apos; Devices</source>
        <translation>Geräte der Spieler</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="56"/>
        <source>The players give their orders on their phones: each opens their power&apos;s link (or scans its code) on the table&apos;s network. Anyone with a power&apos;s link can give its orders: hand each link to its player only.</source>
        <translation>Die Spieler geben ihre Befehle auf ihren Handys: Jeder öffnet im Netz am Tisch den Link seiner Macht (oder scannt ihren Code). Wer den Link einer Macht hat, kann ihre Befehle geben: Geben Sie jeden Link nur seinem Spieler.</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="79"/>
        <source>The address of this computer on the players&apos; network. 0.0.0.0 listens on every network this computer is on.</source>
        <translation>Die Adresse dieses Rechners im Netz der Spieler. 0.0.0.0 lauscht in jedem Netz, in dem dieser Rechner ist.</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="81"/>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="86"/>
        <source>any free port</source>
        <translation>beliebiger freier Port</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="87"/>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="95"/>
        <source>Print &amp;Cards…</source>
        <translation>&amp;Karten drucken…</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="98"/>
        <source>Show the &amp;orders received</source>
        <translation>Empfangene &amp;Befehle zeigen</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="112"/>
        <source>Power</source>
        <translation>Macht</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="112"/>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="112"/>
        <source>Link</source>
        <translation>Link</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="112"/>
        <source>Orders received</source>
        <translation>Empfangene Befehle</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="144"/>
        <source>&quot;%1&quot; is no IP address.</source>
        <translation>„%1“ ist keine IP-Adresse.</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="155"/>
        <source>The server could not start on %1 port %2: %3</source>
        <translation>Der Server konnte auf %1 Port %2 nicht starten: %3</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="166"/>
        <source>&amp;Stop</source>
        <translation>&amp;Stoppen</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="166"/>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="178"/>
        <source>Serving on %1 port %2.</source>
        <translation>Dient auf %1 Port %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="183"/>
        <source>The links are kept with the game file and work again after a restart.</source>
        <translation>Die Links werden bei der Partiedatei aufbewahrt und funktionieren nach einem Neustart wieder.</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="184"/>
        <source>Save the game to keep these links after the program closes.</source>
        <translation>Speichern Sie die Partie, um diese Links über das Programmende hinaus zu behalten.</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="186"/>
        <source>The server is off: nothing is reachable from the network.</source>
        <translation>Der Server ist aus: Nichts ist aus dem Netz erreichbar.</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="197"/>
        <source>QR code of %1&apos;s link</source>
        <translation>QR-Code des Links von %1</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="199"/>
        <source>(start the server)</source>
        <translation>(Server starten)</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="204"/>
        <source>%1 of %2 units</source>
        <translation>%1 von %2 Einheiten</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="207"/>
        <source>last change %1</source>
        <translation>letzte Änderung %1</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="215"/>
        <source>New Link</source>
        <translation>Neuer Link</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="217"/>
        <source>Give %1 a new link: the old one opens nothing any more.</source>
        <translation>%1 einen neuen Link geben: Der alte öffnet nichts mehr.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::QuizMode</name>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="54"/>
        <source>A quiz asks about the orders of the current phase: enter them first (a phase adjudicated cannot be asked about; undo its adjudication).</source>
        <translation>Ein Quiz fragt nach den Befehlen der aktuellen Phase: Geben Sie sie zuerst ein (nach einer abgerechneten Phase kann nicht gefragt werden; machen Sie die Abrechnung rückgängig).</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="63"/>
        <location filename="../app/ui/window/quiz_mode.cpp" line="65"/>
        <source>the phase changed</source>
        <translation>die Phase hat sich geändert</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="64"/>
        <source>the phase was adjudicated</source>
        <translation>die Phase wurde ausgewertet</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="85"/>
        <location filename="../app/ui/window/quiz_mode.cpp" line="109"/>
        <source>The class</source>
        <translation>Die Klasse</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="96"/>
        <location filename="../app/ui/window/quiz_mode.cpp" line="113"/>
        <source>its orders were removed</source>
        <translation>seine Befehle wurden entfernt</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="104"/>
        <source>The quiz ended: its orders changed after every order was revealed (the scores are kept).</source>
        <translation>Das Quiz ist beendet: Seine Befehle haben sich geändert, nachdem alle aufgedeckt waren (die Punkte sind gespeichert).</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="128"/>
        <source>The orders changed: every guess still applies and is kept.</source>
        <translation>Die Befehle haben sich geändert: Jeder Tipp gilt weiter und bleibt erhalten.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="129"/>
        <source>The orders changed: the guesses on the orders still given are kept; dropped: %1.</source>
        <translation>Die Befehle haben sich geändert: Die Tipps zu den weiter gegebenen Befehlen bleiben; verworfen: %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="142"/>
        <source>%1&apos;s guess on %2</source>
        <translation>der Tipp von %1 zu %2</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="166"/>
        <source>End the Quiz?</source>
        <translation>Quiz beenden?</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="167"/>
        <source>Adjudicating ends the quiz: the guesses of %1 are not scored (reveal the orders first to score them). Adjudicate now?</source>
        <translation>Die Auswertung beendet das Quiz: Die Tipps von %1 werden nicht gewertet (zuerst die Befehle aufdecken, um sie zu werten). Jetzt auswerten?</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="180"/>
        <source>The quiz ended: %1.</source>
        <translation>Das Quiz ist beendet: %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="182"/>
        <source>The quiz ended: %1; the guesses of %2 were not scored.</source>
        <translation>Das Quiz ist beendet: %1; die Tipps von %2 wurden nicht gewertet.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="235"/>
        <source>Not scored, with no guesses: %1.</source>
        <translation>Ohne Tipps nicht gewertet: %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="238"/>
        <source>No scores are kept: nobody guessed.</source>
        <translation>Es werden keine Punkte gespeichert: Niemand hat getippt.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="240"/>
        <source>The scores are kept with your lessons (Export Scores… writes them all as CSV).</source>
        <translation>Die Punkte sind bei Ihren Lektionen gespeichert (Punkte exportieren… schreibt sie alle als CSV).</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="243"/>
        <source>The scores were not kept: %1</source>
        <translation>Die Punkte wurden nicht gespeichert: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="251"/>
        <source>The scores cannot be read: %1</source>
        <translation>Die Punkte können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="254"/>
        <source>quiz scores.csv</source>
        <translation>Quiz-Punkte.csv</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="257"/>
        <source>Export Scores</source>
        <translation>Punkte exportieren</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="259"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="265"/>
        <source>The scores were not exported: %1: %2</source>
        <translation>Die Punkte wurden nicht exportiert: %1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/quiz_mode.cpp" line="270"/>
        <source>Exported %n score(s) to %1.</source>
        <translation>
            <numerusform>%n Punktzahl nach %1 exportiert.</numerusform>
            <numerusform>%n Punktzahlen nach %1 exportiert.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>arbiter::ui::QuizPanel</name>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="65"/>
        <source>&amp;Students:</source>
        <translation>&amp;Schüler:</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="68"/>
        <source>e.g. Anna, Ben (empty: the class as one)</source>
        <translation>z. B. Anna, Ben (leer: die ganze Klasse)</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="72"/>
        <source>Start the &amp;Quiz</source>
        <translation>&amp;Quiz beginnen</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="92"/>
        <source>Each order: does it succeed, and is its unit dislodged where it is attacked? Click the order on the map (left button: succeeds or fails; right button: dislodged or not), or choose it in the list and press a button.</source>
        <translation>Jeder Befehl: Gelingt er, und wird seine Einheit vertrieben, wo sie angegriffen wird? Klicken Sie den Befehl auf der Karte an (linke Taste: gelingt oder scheitert; rechte Taste: vertrieben oder nicht) oder wählen Sie ihn in der Liste und drücken Sie einen Knopf.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="99"/>
        <source>&amp;Predicting:</source>
        <translation>&amp;Am Zug:</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="103"/>
        <source>&amp;Next Student</source>
        <translation>&amp;Nächster Schüler</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="123"/>
        <source>Quiz orders</source>
        <translation>Befehle des Quiz</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="132"/>
        <source>&amp;Succeeds</source>
        <translation>&amp;Gelingt</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="133"/>
        <source>&amp;Fails</source>
        <translation>&amp;Scheitert</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="134"/>
        <source>&amp;Dislodged</source>
        <translation>&amp;Vertrieben</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="135"/>
        <source>N&amp;ot Dislodged</source>
        <translation>Nicht ver&amp;trieben</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="140"/>
        <source>&amp;Reveal Order</source>
        <translation>Befehl auf&amp;decken</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="141"/>
        <source>Reveal &amp;All</source>
        <translation>&amp;Alle aufdecken</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="147"/>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="154"/>
        <source>&amp;Export Scores…</source>
        <translation>Punkte &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="155"/>
        <source>End Qui&amp;z</source>
        <translation>Qui&amp;z beenden</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="190"/>
        <source>A quiz on %1: the students predict what becomes of each order before it is revealed. Type their names, separated by commas, to let each predict in turn; leave the field empty for the class as one.</source>
        <translation>Ein Quiz zu %1: Die Schüler sagen voraus, was aus jedem Befehl wird, bevor es aufgedeckt wird. Geben Sie ihre Namen durch Kommas getrennt ein, damit jeder der Reihe nach voraussagt; lassen Sie das Feld leer für die ganze Klasse.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="305"/>
        <source>Order</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="305"/>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="306"/>
        <source>%1 guesses</source>
        <translation>%1 tippt</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="323"/>
        <source>Scores: %1</source>
        <translation>Punkte: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="331"/>
        <source>Not revealed yet.</source>
        <translation>Noch nicht aufgedeckt.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ReachOverlay</name>
    <message numerus="yes">
        <location filename="../app/ui/scene/reach_overlay.cpp" line="169"/>
        <source>Can move to %1 and support a move or a hold there (%n unit(s))</source>
        <translation>
            <numerusform>Kann nach %1 ziehen und einen Zug oder das Halten dort unterstützen (%n Einheit)</numerusform>
            <numerusform>Können nach %1 ziehen und einen Zug oder das Halten dort unterstützen (%n Einheiten)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/scene/reach_overlay.cpp" line="173"/>
        <source>Can move to %1 but not support there: by convoy, or nothing to support (%n unit(s))</source>
        <translation>
            <numerusform>Kann nach %1 ziehen, aber dort nicht unterstützen: per Konvoi, oder es gibt nichts zu unterstützen (%n Einheit)</numerusform>
            <numerusform>Können nach %1 ziehen, aber dort nicht unterstützen: per Konvoi, oder es gibt nichts zu unterstützen (%n Einheiten)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/scene/reach_overlay.cpp" line="179"/>
        <source>Could cut one of those supports (%n unit(s)); a line joins it to the supporter</source>
        <translation>
            <numerusform>Könnte eine dieser Unterstützungen unterbrechen (%n Einheit); eine Linie führt zur Unterstützenden</numerusform>
            <numerusform>Könnten eine dieser Unterstützungen unterbrechen (%n Einheiten); eine Linie führt zur Unterstützenden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/scene/reach_overlay.cpp" line="182"/>
        <source>Could cut one only by dislodging the supporter (%n unit(s))</source>
        <translation>
            <numerusform>Könnte eine nur durch Vertreiben der Unterstützenden unterbrechen (%n Einheit)</numerusform>
            <numerusform>Könnten eine nur durch Vertreiben der Unterstützenden unterbrechen (%n Einheiten)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/scene/reach_overlay.cpp" line="185"/>
        <source>Ring colour: the unit&apos;s power. Escape clears.</source>
        <translation>Ringfarbe: die Macht der Einheit. Escape entfernt die Markierung.</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/reach_overlay.cpp" line="188"/>
        <source>Reach and support: %1</source>
        <translation>Reichweite und Unterstützung: %1</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::RecentFiles</name>
    <message>
        <location filename="../app/ui/recent_files.cpp" line="71"/>
        <source>Clear Menu</source>
        <translation>Liste leeren</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ReplayMode</name>
    <message>
        <source>What-if from %1</source>
        <translation type="vanished">Was-wäre-wenn ab %1</translation>
    </message>
    <message>
        <location filename="../app/ui/window/replay_mode.cpp" line="109"/>
        <source>A what-if from %1: change the orders and adjudicate. The original line stays in the history.</source>
        <translation>Ein Was-wäre-wenn ab %1: Befehle ändern und auswerten. Die ursprüngliche Linie bleibt im Spielverlauf.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/replay_mode.cpp" line="121"/>
        <source>Now playing %1: %2.</source>
        <translation>Es wird jetzt %1 gespielt: %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/replay_mode.cpp" line="131"/>
        <source>Supply Centre Chart</source>
        <translation>Zentren-Diagramm</translation>
    </message>
    <message>
        <location filename="../app/ui/window/replay_mode.cpp" line="141"/>
        <source>Supply Centre Chart — %1</source>
        <translation>Zentren-Diagramm — %1</translation>
    </message>
    <message>
        <location filename="../app/ui/window/replay_mode.cpp" line="162"/>
        <source>Game Report — %1</source>
        <translation>Spielbericht — %1</translation>
    </message>
    <message>
        <location filename="../app/ui/window/replay_mode.cpp" line="179"/>
        <source>Import Report — %1</source>
        <translation>Importbericht — %1</translation>
    </message>
    <message>
        <location filename="../app/ui/window/replay_mode.cpp" line="210"/>
        <source>Compare Lines — %1</source>
        <translation>Linien vergleichen — %1</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ReplayTool</name>
    <message>
        <location filename="../app/ui/board/replay_tool.cpp" line="22"/>
        <source>This is a replay and cannot be changed: Ctrl+End returns to the current phase, Play from Here starts a what-if.</source>
        <translation>Dies ist eine Wiedergabe und kann nicht geändert werden: Strg+Ende kehrt zur aktuellen Phase zurück, „Ab hier spielen“ beginnt ein Was-wäre-wenn.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::RulesDialog</name>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="34"/>
        <source>4.A Convoys and adjudication</source>
        <translation>4.A Konvois und Auswertung</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="36"/>
        <source>4.B Coasts</source>
        <translation>4.B Küsten</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="38"/>
        <source>4.C Unit designation and nationality</source>
        <translation>4.C Einheitenbezeichnung und Nationalität</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="40"/>
        <source>4.D Order sets, builds and removals</source>
        <translation>4.D Befehlssätze, Bauten und Auflösungen</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="42"/>
        <source>4.E Writing and handling orders</source>
        <translation>4.E Schreiben und Behandeln von Befehlen</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="110"/>
        <source>DIAS: every draw includes all survivors</source>
        <translation>DIAS: jedes Remis umfasst alle Überlebenden</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="111"/>
        <source>NoDIAS: each vote names the powers in the draw</source>
        <translation>NoDIAS: jede Stimme nennt die Mächte im Remis</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="113"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="121"/>
        <source>Custom</source>
        <translation>Eigene</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="122"/>
        <source>&amp;Preset:</source>
        <translation>&amp;Vorgabe:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="129"/>
        <source>Draws:</source>
        <translation>Remis:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="162"/>
        <source>[DATC]</source>
        <translation>[DATC]</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="189"/>
        <source>DATC Preferences</source>
        <translation>DATC-Empfehlungen</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="244"/>
        <source>The DATC prefers %1) %2</source>
        <translation>Das DATC empfiehlt %1) %2</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="260"/>
        <source>In force after OK: %1 (until then: %2)</source>
        <translation>Nach OK gilt: %1 (bis dahin: %2)</translation>
    </message>
    <message>
        <source>(The DATC prefers %1.)</source>
        <translation type="vanished">(Das DATC empfiehlt %1.)</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="258"/>
        <source>In force: %1</source>
        <translation>Es gilt: %1</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::SaveLessonDialog</name>
    <message>
        <location filename="../app/ui/dialogs/save_lesson_dialog.cpp" line="24"/>
        <source>Save as Lesson</source>
        <translation>Als Lektion speichern</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/save_lesson_dialog.cpp" line="25"/>
        <source>Keeps %1 as a lesson. The outcome is the judge&apos;s, computed now and kept with the lesson, with the rules that decide it.</source>
        <translation>Behält %1 als Lektion. Das Ergebnis ist das des Schiedsrichters, jetzt berechnet und mit der Lektion gespeichert, samt den Regeln, die es entscheiden.</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/save_lesson_dialog.cpp" line="39"/>
        <source>Edit Lesson</source>
        <translation>Lektion bearbeiten</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/save_lesson_dialog.cpp" line="40"/>
        <source>Your own lesson “%1”. Its position, orders and outcome stay as they are; another section moves it there.</source>
        <translation>Ihre eigene Lektion %1. Stellung, Befehle und Ergebnis bleiben, wie sie sind; ein anderer Abschnitt verschiebt sie dorthin.</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/save_lesson_dialog.cpp" line="59"/>
        <source>e.g. Cutting the support that matters</source>
        <translation>z. B. Die entscheidende Unterstützung abschneiden</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/save_lesson_dialog.cpp" line="60"/>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/save_lesson_dialog.cpp" line="62"/>
        <source>What the lesson shows. A blank line starts a new paragraph.</source>
        <translation>Was die Lektion zeigt. Eine Leerzeile beginnt einen neuen Absatz.</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/save_lesson_dialog.cpp" line="64"/>
        <source>&amp;Description:</source>
        <translation>&amp;Beschreibung:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/save_lesson_dialog.cpp" line="70"/>
        <source>The section of the Lessons window it joins: pick one or type a new name</source>
        <translation>Der Abschnitt des Lektionenfensters, zu dem sie gehört: einen wählen oder einen neuen Namen eingeben</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/save_lesson_dialog.cpp" line="71"/>
        <source>&amp;Section:</source>
        <translation>&amp;Abschnitt:</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ScoresDialog</name>
    <message>
        <location filename="../app/ui/dialogs/scores_dialog.cpp" line="27"/>
        <source>Scores</source>
        <translation>Punktwertung</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/scores_dialog.cpp" line="35"/>
        <source>%1: the game goes on. Provisional scores, as if it ended now.</source>
        <translation>%1: Das Spiel geht weiter. Vorläufige Punkte, als ob es jetzt endete.</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/scores_dialog.cpp" line="36"/>
        <location filename="../app/ui/dialogs/scores_dialog.cpp" line="96"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/scores_dialog.cpp" line="51"/>
        <source>Centres</source>
        <translation>Zentren</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/scores_dialog.cpp" line="54"/>
        <source>%1 (this game)</source>
        <translation>%1 (dieses Spiel)</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/scores_dialog.cpp" line="77"/>
        <source>&amp;Export CSV…</source>
        <translation>Als CSV &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/scores_dialog.cpp" line="87"/>
        <source>Export Scores</source>
        <translation>Punktwertung exportieren</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/scores_dialog.cpp" line="87"/>
        <source>scores.csv</source>
        <translation>punktwertung.csv</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/scores_dialog.cpp" line="88"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/scores_dialog.cpp" line="95"/>
        <source>Cannot Export Scores</source>
        <translation>Punktwertung kann nicht exportiert werden</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::SetupMode</name>
    <message>
        <location filename="../app/ui/window/setup_mode.cpp" line="84"/>
        <source>Setting up a position from %1: click to place or remove units.</source>
        <translation>Stellung aufbauen ab %1: klicken, um Einheiten zu setzen oder zu entfernen.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/setup_mode.cpp" line="86"/>
        <source>Setting up a position on an empty board: click to place units.</source>
        <translation>Stellung aufbauen auf leerem Brett: klicken, um Einheiten zu setzen.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/setup_mode.cpp" line="89"/>
        <source>Position of the Game</source>
        <translation>Stellung des Spiels</translation>
    </message>
    <message>
        <location filename="../app/ui/window/setup_mode.cpp" line="89"/>
        <source>Empty Board</source>
        <translation>Leeres Brett</translation>
    </message>
    <message>
        <location filename="../app/ui/window/setup_mode.cpp" line="118"/>
        <source>There are no units on the board: place some first.</source>
        <translation>Auf dem Brett stehen keine Einheiten: setzen Sie zuerst welche.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/setup_mode.cpp" line="127"/>
        <source>Study from %1</source>
        <translation>Studie ab %1</translation>
    </message>
    <message>
        <location filename="../app/ui/window/setup_mode.cpp" line="129"/>
        <source>A new game from the position set up: %1. Enter orders and adjudicate.</source>
        <translation>Ein neues Spiel aus der aufgebauten Stellung: %1. Befehle eingeben und auswerten.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::SetupPanel</name>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="57"/>
        <source>Click the map to place a unit of the chosen power; click a unit to remove it. With Supply Centre, a click gives the centre to the power, a second click leaves it unowned.</source>
        <translation>Klicken Sie auf die Karte, um eine Einheit der gewählten Macht zu setzen; ein Klick auf eine Einheit entfernt sie. Mit „Versorgungszentrum“ gibt ein Klick das Zentrum der Macht, ein zweiter Klick lässt es herrenlos.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="72"/>
        <source>&amp;Power:</source>
        <translation>&amp;Macht:</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="78"/>
        <source>&amp;Army</source>
        <translation>&amp;Armee</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="78"/>
        <source>&amp;Fleet</source>
        <translation>&amp;Flotte</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="78"/>
        <source>Supply &amp;centre</source>
        <translation>Versorgungs&amp;zentrum</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="85"/>
        <source>Click places:</source>
        <translation>Ein Klick setzt:</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="89"/>
        <source>Spring, movement</source>
        <translation>Frühjahr, Bewegung</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="90"/>
        <source>Spring, retreats</source>
        <translation>Frühjahr, Rückzüge</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="91"/>
        <source>Fall, movement</source>
        <translation>Herbst, Bewegung</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="92"/>
        <source>Fall, retreats</source>
        <translation>Herbst, Rückzüge</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="93"/>
        <source>Winter, adjustments</source>
        <translation>Winter, Anpassungen</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="94"/>
        <source>P&amp;hase:</source>
        <translation>P&amp;hase:</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="98"/>
        <source>&amp;Year:</source>
        <translation>&amp;Jahr:</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="110"/>
        <source>&amp;Empty Board</source>
        <translation>&amp;Leeres Brett</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="112"/>
        <source>Start again from a board without units or owners</source>
        <translation>Neu beginnen auf einem Brett ohne Einheiten und Besitzer</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="113"/>
        <source>From the &amp;Game</source>
        <translation>Aus dem &amp;Spiel</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="115"/>
        <source>Start again from the current position of the open game</source>
        <translation>Neu beginnen mit der aktuellen Stellung des offenen Spiels</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="123"/>
        <source>&amp;Start Game Here</source>
        <translation>&amp;Hier Spiel beginnen</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="126"/>
        <source>A new game from this position, with the rules of the open game</source>
        <translation>Ein neues Spiel aus dieser Stellung, mit den Regeln des offenen Spiels</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="127"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/setup_panel.cpp" line="186"/>
        <source>Removed %n unit(s) that cannot be on the board (DATC 4.E.6): %1</source>
        <translation>
            <numerusform>%n Einheit entfernt, die nicht auf dem Brett stehen kann (DATC 4.E.6): %1</numerusform>
            <numerusform>%n Einheiten entfernt, die nicht auf dem Brett stehen können (DATC 4.E.6): %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="225"/>
        <source>The game will start in %1.</source>
        <translation>Das Spiel beginnt: %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/setup_panel.cpp" line="244"/>
        <source>&lt;span style=&quot;color:%1&quot;&gt;■&lt;/span&gt; %2: %n unit(s)</source>
        <translation>
            <numerusform>&lt;span style=&quot;color:%1&quot;&gt;■&lt;/span&gt; %2: %n Einheit</numerusform>
            <numerusform>&lt;span style=&quot;color:%1&quot;&gt;■&lt;/span&gt; %2: %n Einheiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/setup_panel.cpp" line="247"/>
        <source>, %n centre(s)</source>
        <translation>
            <numerusform>, %n Zentrum</numerusform>
            <numerusform>, %n Zentren</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="249"/>
        <source>The board is empty.</source>
        <translation>Das Brett ist leer.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="276"/>
        <source>Which coast?</source>
        <translation>Welche Küste?</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="312"/>
        <source>%1 has no owner now.</source>
        <translation>%1 hat jetzt keinen Besitzer.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="313"/>
        <source>%1 belongs to %2 now.</source>
        <translation>%1 gehört jetzt %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="322"/>
        <source>Removed %1.</source>
        <translation>%1 entfernt.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="344"/>
        <source>Placed %1.</source>
        <translation>%1 gesetzt.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="354"/>
        <source>There is no such power on this map.</source>
        <translation>Diese Macht gibt es auf dieser Karte nicht.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="356"/>
        <source>There is no such place on this map.</source>
        <translation>Diesen Ort gibt es auf dieser Karte nicht.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="358"/>
        <source>An army cannot stand at sea (%1): choose Fleet.</source>
        <translation>Eine Armee kann nicht auf See stehen (%1): wählen Sie Flotte.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="360"/>
        <source>An army stands in the whole of %1, not on one of its coasts.</source>
        <translation>Eine Armee steht in ganz %1, nicht an einer seiner Küsten.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="362"/>
        <source>A fleet cannot stand inland (%1): choose Army.</source>
        <translation>Eine Flotte kann nicht im Binnenland stehen (%1): wählen Sie Armee.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="364"/>
        <source>A fleet in %1 stands on one of its coasts: click nearer the coast.</source>
        <translation>Eine Flotte in %1 steht an einer seiner Küsten: klicken Sie näher an die Küste.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="366"/>
        <source>%1 is occupied: click the unit there to remove it first.</source>
        <translation>%1 ist besetzt: klicken Sie zuerst auf die Einheit dort, um sie zu entfernen.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="368"/>
        <source>There is no unit in %1.</source>
        <translation>In %1 steht keine Einheit.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="370"/>
        <source>%1 is not a supply centre.</source>
        <translation>%1 ist kein Versorgungszentrum.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="372"/>
        <source>Winter has only the adjustment phase; Spring and Fall have movement and retreats.</source>
        <translation>Der Winter hat nur die Anpassungsphase; Frühjahr und Herbst haben Bewegung und Rückzüge.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="374"/>
        <source>The year must be between %1 and %2.</source>
        <translation>Das Jahr muss zwischen %1 und %2 liegen.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="386"/>
        <source>a unit of no known power in %1</source>
        <translation>eine Einheit keiner bekannten Macht in %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="388"/>
        <source>a unit of no known power</source>
        <translation>eine Einheit keiner bekannten Macht</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="390"/>
        <source>a unit of %1 in no known place</source>
        <translation>eine Einheit von %1 an keinem bekannten Ort</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="391"/>
        <source>a unit in no known place</source>
        <translation>eine Einheit an keinem bekannten Ort</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="393"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="394"/>
        <source>an army cannot stand there</source>
        <translation>dort kann keine Armee stehen</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="395"/>
        <source>a fleet cannot stand there</source>
        <translation>dort kann keine Flotte stehen</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="397"/>
        <source>%1 (%2 stands there)</source>
        <translation>%1 (dort steht %2)</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="215"/>
        <source>Change Phase</source>
        <translation>Phase ändern</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="311"/>
        <source>Owner of %1</source>
        <translation>Besitzer von %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="321"/>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="343"/>
        <source>Place %1</source>
        <translation>%1 setzen</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::TableDisplay</name>
    <message>
        <source>Arbiter — Table Display</source>
        <translation type="vanished">Arbiter — Tischanzeige</translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="53"/>
        <source>Table Display</source>
        <translation>Tischanzeige</translation>
    </message>
    <message>
        <source>%1 (replay)</source>
        <translation type="vanished">%1 (Wiedergabe)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="153"/>
        <source>Quiz: %1</source>
        <translation>Quiz: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="157"/>
        <source>Scores: %1</source>
        <translation>Punkte: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="158"/>
        <source>Does each order succeed? Is a unit attacked dislodged?</source>
        <translation>Gelingt jeder Befehl? Wird eine angegriffene Einheit vertrieben?</translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="167"/>
        <source>%1 — ?</source>
        <translation>%1 — ?</translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="173"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="236"/>
        <location filename="../app/ui/window/table_display.cpp" line="248"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="237"/>
        <source>Centres: %1</source>
        <translation>Versorgungszentren: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="241"/>
        <source>Draw vote: passed</source>
        <translation>Remis-Abstimmung: angenommen</translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="241"/>
        <source>Draw vote: not passed</source>
        <translation>Remis-Abstimmung: nicht angenommen</translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="251"/>
        <source>Final scores (%1): %2</source>
        <translation>Endwertung (%1): %2</translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="278"/>
        <source>Replay: %1</source>
        <translation>Wiedergabe: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="284"/>
        <source>%1 — results of %2</source>
        <translation>%1 — Ergebnisse von %2</translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="290"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="292"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/table_display.cpp" line="311"/>
        <source>%1 builds %n</source>
        <translation>
            <numerusform>%1: %n Bau</numerusform>
            <numerusform>%1: %n Bauten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/table_display.cpp" line="313"/>
        <source>%1 removes %n</source>
        <translation>
            <numerusform>%1: %n Auflösung</numerusform>
            <numerusform>%1: %n Auflösungen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="315"/>
        <source>Adjustments due:</source>
        <translation>Fällige Anpassungen:</translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="324"/>
        <source>%1 %2/%3</source>
        <translation>%1 %2/%3</translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="327"/>
        <source>Orders in: %1</source>
        <translation>Befehle eingegangen: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="339"/>
        <source>%1 (paused)</source>
        <translation>%1 (angehalten)</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ThreatOverlay</name>
    <message>
        <location filename="../app/ui/scene/threat_overlay.cpp" line="99"/>
        <source>Strength %1</source>
        <translation>Stärke %1</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/threat_overlay.cpp" line="100"/>
        <source>Strength %1 or more</source>
        <translation>Stärke %1 oder mehr</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/threat_overlay.cpp" line="104"/>
        <source>The number: the most one other power could bring with its own units (1 + its supports), before any is cut; the disc is that power&apos;s colour</source>
        <translation>Die Zahl: die größte Stärke, die eine andere Macht mit ihren eigenen Einheiten aufbringen könnte (1 + ihre Unterstützungen), bevor eine unterbrochen wird; die Scheibe hat die Farbe dieser Macht</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/threat_overlay.cpp" line="107"/>
        <source>Threats against %1 next turn</source>
        <translation>Bedrohungen gegen %1 im nächsten Zug</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/ui/main.cpp" line="75"/>
        <source>Diplomacy map client and adjudicator.</source>
        <translation>Diplomacy-Karte und Auswertung.</translation>
    </message>
    <message>
        <location filename="../app/ui/main.cpp" line="79"/>
        <source>A game file to open.</source>
        <translation>Eine zu öffnende Spieldatei.</translation>
    </message>
    <message>
        <source>Read the map from the folder &lt;dir&gt; instead of the standard map.</source>
        <translation type="vanished">Die Karte aus dem Ordner &lt;dir&gt; statt der Standardkarte lesen.</translation>
    </message>
    <message>
        <location filename="../app/ui/main.cpp" line="83"/>
        <source>The map: a map&apos;s name (e.g. standard) or the folder &lt;map&gt; of its tables. Otherwise the map of the game opened, or the standard map.</source>
        <translation>Die Karte: der Name einer Karte (z. B. standard) oder der Ordner &lt;map&gt; ihrer Tabellen. Sonst die Karte des geöffneten Spiels oder die Standardkarte.</translation>
    </message>
    <message>
        <location filename="../app/ui/main.cpp" line="90"/>
        <source>Read standard.svg and layout.csv from &lt;dir&gt;.</source>
        <translation>standard.svg und layout.csv aus &lt;dir&gt; lesen.</translation>
    </message>
    <message>
        <location filename="../app/ui/main.cpp" line="93"/>
        <source>Save a picture of the window to &lt;file&gt; (PNG) once the game is open, and quit. Messages go to the terminal instead of dialogs.</source>
        <translation>Nach dem Öffnen des Spiels ein Bild des Fensters in &lt;file&gt; (PNG) speichern und beenden. Meldungen gehen an das Terminal statt in Dialoge.</translation>
    </message>
    <message>
        <location filename="../app/ui/main.cpp" line="172"/>
        <source>The map cannot be read:

%1</source>
        <translation>Die Karte kann nicht gelesen werden:

%1</translation>
    </message>
    <message>
        <location filename="../app/ui/main.cpp" line="194"/>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Play a short scripted game and save screenshots of every phase in &lt;dir&gt;, then quit.</source>
        <translation type="vanished">Ein kurzes vorgegebenes Spiel spielen, Bildschirmfotos jeder Phase in &lt;dir&gt; speichern und beenden.</translation>
    </message>
    <message>
        <location filename="../app/ui/main.cpp" line="150"/>
        <source>Arbiter</source>
        <translation>Arbiter</translation>
    </message>
    <message>
        <source>The standard map cannot be read:

%1</source>
        <translation type="vanished">Die Standardkarte ist nicht lesbar:

%1</translation>
    </message>
</context>
</TS>
