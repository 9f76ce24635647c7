<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>AdjudicateCommand</name>
    <message>
        <location filename="../app/document/adjudicate_command.cpp" line="15"/>
        <source>Adjudicate %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <location filename="../core/analysis/goal.cpp" line="31"/>
        <source>&apos;%1&apos;: a goal is a kind and a province, e.g. &quot;take mun&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/analysis/goal.cpp" line="48"/>
        <source>&apos;%1&apos;: unknown goal &apos;%2&apos; (take, hold, dislodge or keep)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/analysis/goal.cpp" line="55"/>
        <source>&apos;%1&apos;: the map has no province &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="33"/>
        <source>the position is not a movement phase: only orders of a movement phase are analysed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="36"/>
        <source>no power is on our side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="38"/>
        <source>no goal was given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="41"/>
        <source>unknown power on our side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="44"/>
        <source>%1 is on both sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="48"/>
        <source>unknown power on their side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="55"/>
        <source>our side has no units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="61"/>
        <source>their side has no units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="65"/>
        <source>a goal names no province of the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="70"/>
        <source>dislodge %1: no unit of their side stands there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="80"/>
        <source>take %1: no unit of our side can reach %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="83"/>
        <source>keep %1: no unit of our side stands there</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AnalysisText</name>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="22"/>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="22"/>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="73"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="40"/>
        <source>take %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="46"/>
        <source>dislodge the unit in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="48"/>
        <source>keep the unit in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="73"/>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="109"/>
        <source>%1&apos;s %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="75"/>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="122"/>
        <source>the order sets being too many to try one by one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="123"/>
        <source>the search having been stopped before it settled the question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="124"/>
        <source>Not guaranteed: %1 cannot %2. Only %3 can move or support into %4, so no move there can have a strength above %L5; and %6, whatever %1 orders. Shown by counting strengths, %7; the best attempt was not searched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="140"/>
        <source>Guaranteed: %1 can %2 against every defence of %3: %4 (%L5 defences tried).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="43"/>
        <source>keep the other side&apos;s units out of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="44"/>
        <source>keep the units of %1 out of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="116"/>
        <source>the unit in %1 holds with at least %L2 by itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="117"/>
        <source>with %1 the unit in %2 holds with at least %L3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="148"/>
        <source>Cancelled: %L1 of %L2 order sets of %3 settled against the %L4 of %5; before the cancel, %6 was found to %7 against every one of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="150"/>
        <source>Limit reached: %L1 of %L2 order sets of %3 settled against the %L4 of %5; before the limit, %6 was found to %7 against every one of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="158"/>
        <source>So the goals are guaranteed, but the search was cut short: guaranteeing order sets found: %L1 of the %L2 settled; %L3 were not searched, and a simpler one than that shown may be among them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="170"/>
        <source>Not guaranteed: %1 cannot %2: each of the %L3 order sets of %1 is beaten by some order set of %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="175"/>
        <source>Not guaranteed: %1 cannot %2: %3 holds against every order set of %1 (%L4 tried).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="183"/>
        <source>The best attempt succeeds against %L1 of %L2 defences; at least one other order set of %3 succeeds against as many (shown: one with the fewest orders other than holds). The refutation below beats it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="191"/>
        <source>The best attempt succeeds against %L1 of %L2 defences; the refutation below beats it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="193"/>
        <source>The best attempt found before the search was cancelled succeeds against %L1 of %L2 defences; the refutation below beats it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="195"/>
        <source>The best attempt found succeeds against %L1 of %L2 defences (limit reached); the refutation below beats it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="204"/>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="204"/>
        <source>Not decided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="206"/>
        <source>Cancelled before the order sets of both sides were listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="208"/>
        <source>%1: the order sets of a side could not all be listed before the search stopped (a side may have at most %L2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="213"/>
        <source>%1: %L2 of %L3 order sets of %4 settled against the %L5 of %6.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../app/document/autosave.cpp" line="226"/>
        <source>not a recovery file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BranchCommand</name>
    <message>
        <location filename="../app/document/branch_command.cpp" line="17"/>
        <location filename="../app/document/game_document.cpp" line="330"/>
        <source>Play from %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChangeRulesCommand</name>
    <message>
        <location filename="../app/document/change_rules_command.cpp" line="13"/>
        <source>Change rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClearOrdersCommand</name>
    <message>
        <location filename="../app/document/clear_orders_command.cpp" line="16"/>
        <source>Clear all orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/clear_orders_command.cpp" line="17"/>
        <source>Clear the orders of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DatcCaseRunner</name>
    <message>
        <location filename="../core/record/datc_case_runner.cpp" line="152"/>
        <source>expected unit %1, got none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/datc_case_runner.cpp" line="153"/>
        <source>unexpected unit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/datc_case_runner.cpp" line="156"/>
        <source>expected dislodged unit %1, got none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/datc_case_runner.cpp" line="157"/>
        <source>unexpected dislodged unit %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DatcGame</name>
    <message>
        <location filename="../core/record/datc_game.cpp" line="34"/>
        <source>The case %1 cannot be read:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/datc_game.cpp" line="48"/>
        <source>DATC %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/datc_game.cpp" line="64"/>
        <source>%1 holds no test case that can be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/datc_game.cpp" line="66"/>
        <source>%1 has no case named %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DatcReader</name>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="94"/>
        <source>lesson &apos;%1&apos; has no POSTSTATE: the outcome is the judge&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="98"/>
        <source>lesson &apos;%1&apos;: the judge does not give the outcome written (%2); the judge&apos;s is shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="144"/>
        <source>%1: holds no CASE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="173"/>
        <source>%1: cannot open: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="180"/>
        <source>%1: not a text file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="212"/>
        <source>&apos;%1&apos; outside a case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="213"/>
        <source>&apos;%1&apos; and the lines after it, to line %2, outside a case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="232"/>
        <source>unknown unit type &apos;%1&apos; (A for an army, F for a fleet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="236"/>
        <source>expected &apos;Power: A|F place&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="248"/>
        <source>an army cannot stand on &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="249"/>
        <source>a fleet cannot stand on &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="270"/>
        <source>COLLECTION names the file&apos;s lessons, before the first CASE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="287"/>
        <source>CASE before END of case &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="302"/>
        <source>%1 outside a case (it belongs between CASE and END)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="314"/>
        <source>%1 without text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="326"/>
        <source>a case has one TITLE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="347"/>
        <source>case &apos;%1&apos; has no POSTSTATE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="351"/>
        <source>the retreats of case &apos;%1&apos; have no POSTSTATE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="356"/>
        <source>RETREAT_ORDERS must follow a movement phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="363"/>
        <source>cannot read phase &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="394"/>
        <source>a retreat phase dislodges no unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="397"/>
        <source>a case has one RETREAT_ORDERS section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="402"/>
        <source>RETREAT_ORDERS must follow the movement&apos;s POSTSTATE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="419"/>
        <source>unexpected text after %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="424"/>
        <source>unknown keyword &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="430"/>
        <source>expected &apos;Power: place&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="433"/>
        <source>&apos;%1&apos; is not a supply centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="466"/>
        <source>a result must start with SUCCESS: or FAILURE:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="471"/>
        <source>an expected result must start with SUCCESS:, FAILURE:, INVALID:, CUT: or DISLODGED:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="486"/>
        <source>the order names no power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="502"/>
        <source>case &apos;%1&apos; has no END</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DocumentPadGame</name>
    <message>
        <location filename="../app/ui/pads/document_pad_game.cpp" line="31"/>
        <source>Orders from %1&apos;s phone</source>
        <extracomment>the undo step of orders a player sent from their phone: &quot;Orders from France&apos;s phone&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrawDescription</name>
    <message>
        <location filename="../app/document/draw_description.cpp" line="34"/>
        <source>SET NODRAW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="36"/>
        <source>SET DRAW %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="38"/>
        <source>SET DRAW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="47"/>
        <source>won by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="51"/>
        <source>conceded to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="53"/>
        <source>drawn: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="56"/>
        <source>ended with %1 on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="67"/>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="71"/>
        <source>No draw has passed; the game goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="73"/>
        <source>%1 wins the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="76"/>
        <source>The game is conceded to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="77"/>
        <source>The game is drawn between %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="79"/>
        <source>The game has ended with %1 on the board.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Explanation</name>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="24"/>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="32"/>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="40"/>
        <source>attack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="42"/>
        <source>hold %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="44"/>
        <source>defend %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="46"/>
        <source>prevent %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="58"/>
        <source>it moved away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="60"/>
        <source>its move failed, so it holds alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="62"/>
        <source>no convoy route</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="64"/>
        <source>a unit of its own power is there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="66"/>
        <source>it lost its head-to-head battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="68"/>
        <source>dislodged by a unit from where it was going, 4.A.7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="78"/>
        <source>rule %1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="91"/>
        <source>%1, cut by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="92"/>
        <source>%1, cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="94"/>
        <source>%1, dislodged by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="96"/>
        <source>%1, of the power attacked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="98"/>
        <source>%1, void: the supported unit was ordered otherwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="102"/>
        <source>%1, illegal: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="128"/>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="137"/>
        <source>%1; against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="141"/>
        <source>A head-to-head battle with %1: it defends with its own strength, not its hold (5.B.6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="147"/>
        <source>It went over land: no convoy route carried it (4.A.3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="154"/>
        <source>No fleet was ordered to convoy it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="156"/>
        <source>Convoyed by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="159"/>
        <source>The convoy route was broken: %1 was dislodged by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="163"/>
        <source>The convoy route was broken: %1 was held by the paradox rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="168"/>
        <source>The fleets ordered to convoy it (%1) form no route.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="175"/>
        <source>A unit cannot dislodge a unit of its own power (6.D.10), so the attack counts nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="179"/>
        <source>Moved: the attack (%1) is stronger than everything against it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="184"/>
        <source>Failed: even at its full strength (%1), not counted against a unit of its own power (6.D.10), the attack is not stronger than the %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="190"/>
        <source>Failed: the attack (%1) is not stronger than the %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="195"/>
        <source>A standoff: %1 stays empty and takes no retreats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="199"/>
        <source>Circular movement: the moves of a ring succeed together (5.C).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="202"/>
        <location filename="../core/text/explanation_text.cpp" line="286"/>
        <source>A convoy paradox, settled by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="210"/>
        <source>%1 cuts it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="212"/>
        <source>%1 does not cut it: a unit does not cut its own power&apos;s support.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="215"/>
        <source>%1 does not cut it: it attacks from the province the support is aimed at and did not dislodge the supporter (6.D.15).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="219"/>
        <source>%1 does not cut it: the paradox rule keeps this convoyed attack from cutting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="222"/>
        <source>%1 does not cut it: its convoy route failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="234"/>
        <source>Support given to %1 moving to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="236"/>
        <source>Support given to %1 holding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="240"/>
        <source>Support cut by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="244"/>
        <source>Support cut: the supporting unit was dislodged by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="265"/>
        <source>Part of the route that carried %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="268"/>
        <source>Disrupted: the fleet was dislodged by %1 and convoys nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="273"/>
        <source>The fleet convoys nothing: the paradox rule held it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="277"/>
        <source>The fleet held, but the route of %1 was broken elsewhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="282"/>
        <source>Not used: %1 did not go by convoy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="296"/>
        <source>%1; nothing attacked it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="303"/>
        <source>%1; attacked by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="309"/>
        <source>Dislodged by %1: its attack (%2) beats the hold (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="318"/>
        <source>Not dislodged: %1 attacks stronger than its hold stopped each other, a beleaguered garrison.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="323"/>
        <source>Not dislodged: no attack on it succeeded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="358"/>
        <source>%1: %2 is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="373"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="374"/>
        <source>%1: %2 with support from %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="378"/>
        <source> (%1: support from %2 does not help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="380"/>
        <source> (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="382"/>
        <source> (not counted: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="392"/>
        <source>Ignored: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="418"/>
        <source>It had nowhere to retreat to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="420"/>
        <source>It could retreat to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="426"/>
        <source>Bounced with %1: retreats to the same province all fail, and the units are disbanded (6.H.8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="436"/>
        <source>The power was owed %1 build(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="438"/>
        <source>The power had to remove %1 unit(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="441"/>
        <source>The power had nothing to adjust.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="444"/>
        <source>No home centre of the power was owned and empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="446"/>
        <source>Home centres open for a build: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="464"/>
        <source>%1 was disbanded: it had nowhere to retreat to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="468"/>
        <source>%1 was disbanded: no retreat was ordered, though it could have gone to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="474"/>
        <source>%1 was removed in civil disorder: the power had to remove %2 unit(s) and did not order them all; the unit was chosen by %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameEndCommand</name>
    <message>
        <location filename="../app/document/game_end_command.cpp" line="12"/>
        <source>Resume the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/game_end_command.cpp" line="13"/>
        <source>End the game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="524"/>
        <source>unit &apos;%1&apos; is not &apos;power A|F place&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="130"/>
        <location filename="../core/record/game_file_reader.cpp" line="271"/>
        <location filename="../core/record/game_file_reader.cpp" line="314"/>
        <source>unknown power &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="144"/>
        <source>phase &apos;%1&apos; is not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="172"/>
        <location filename="../core/record/game_file_reader.cpp" line="193"/>
        <source>unknown province &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="183"/>
        <source>owner entry &apos;%1: %2&apos; is not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="289"/>
        <source>an object is expected here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="379"/>
        <source>the phase clock&apos;s times are missing or negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="527"/>
        <source>unit &apos;%1&apos;: unknown power &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="530"/>
        <source>unit &apos;%1&apos;: &apos;%2&apos; is neither A (army) nor F (fleet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="538"/>
        <source>unit &apos;%1&apos;: unknown place &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="540"/>
        <source>unit &apos;%1&apos;: %2 has no coast &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="548"/>
        <source>an army cannot stand in %1 (sea)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="550"/>
        <source>an army stands in %1, not on one of its coasts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="553"/>
        <source>a fleet cannot stand in %1 (inland)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="557"/>
        <source>a fleet in %1 needs its coast (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="30"/>
        <source>unit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="50"/>
        <source>the next phase is %1, but the orders lead to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="57"/>
        <source>it has the unit &apos;%1&apos;, which the orders do not give</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="63"/>
        <source>it lacks the unit &apos;%1&apos;, which the orders give</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="67"/>
        <source>its dislodged units are not the ones the orders give</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="70"/>
        <source>its supply-centre owners are not the ones the orders give</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="72"/>
        <source>its standoffs are not the ones the orders give</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="352"/>
        <source>the parent is missing or not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="353"/>
        <source>its parent is not an earlier phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="397"/>
        <source>order &apos;%1&apos; cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="437"/>
        <source>%1, the position after it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="256"/>
        <location filename="../core/record/import/import_report.cpp" line="119"/>
        <source>there is no phase %1 (the file has %2, counted from 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="300"/>
        <source>the map &apos;%1&apos; has no start variant &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_problem.cpp" line="22"/>
        <source>phase %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="116"/>
        <location filename="../core/record/record_verifier.cpp" line="118"/>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="78"/>
        <source>this is not an Arbiter game file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_problem.cpp" line="13"/>
        <location filename="../core/record/game_file_reader.cpp" line="63"/>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="156"/>
        <source>two units in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="151"/>
        <source>the position does not follow from the phase before it: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="89"/>
        <source>the file says %1, but the order adjudicates as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="93"/>
        <source>the result of %1 names unit %2 (by %3), but the order is for unit %4 (by %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="121"/>
        <source>the file records the change &apos;%1&apos;, but the phase gives &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="133"/>
        <source>the position after it is not what its orders give: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="53"/>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="55"/>
        <source>this is not an Arbiter game file: it is not JSON text (line %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="62"/>
        <source>%1 at &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="89"/>
        <source>the file was written by a newer Arbiter (format version %1; this one reads up to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="97"/>
        <source>the file has no valid format version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="591"/>
        <source>map: the game is played on the map &apos;%1&apos;, not on &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="217"/>
        <source>%1 is not a year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="224"/>
        <source>unknown scoring system &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="336"/>
        <source>a time is negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="237"/>
        <source>the game has no phases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_problem.cpp" line="21"/>
        <source>phase %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="415"/>
        <source>a draw vote names an unknown power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="448"/>
        <source>%1 results for %2 orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="466"/>
        <source>result &apos;%1&apos; is not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="487"/>
        <source>change &apos;%1&apos; is not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="501"/>
        <source>skipped phase &apos;%1&apos; is not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="515"/>
        <source>unknown game end &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/import_report.cpp" line="93"/>
        <source>&apos;%1&apos; is no format of another judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/import_report.cpp" line="113"/>
        <source>&apos;%1&apos; is not a phase like S1901M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/import_report.cpp" line="127"/>
        <source>a difference&apos;s orders and board are lists of texts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/import_report.cpp" line="136"/>
        <source>&apos;notRead&apos; and &apos;notes&apos; are lists of texts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameLines</name>
    <message>
        <location filename="../core/record/game_lines.cpp" line="67"/>
        <source>Main line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_lines.cpp" line="68"/>
        <source>What-if from %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <location filename="../app/ui/glossary.cpp" line="51"/>
        <source>hold strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="52"/>
        <source>How firmly a unit keeps its province when others move into it: one for the unit, and one more for each support to hold it that is not cut. A unit that was ordered to move and failed still counts one, but no support to hold helps it; an empty province counts nothing. A move into the province succeeds only with an attack stronger than this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="58"/>
        <source>hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="59"/>
        <source>attack strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="60"/>
        <source>What a move brings against the province it goes to: one for the unit, and one more for each support for that very move that is not cut. Supports given by the power whose unit stands there do not count against that unit, and nothing dislodges a unit of one&apos;s own power. The move succeeds when its attack is stronger than the hold or defend strength it meets and than the prevent strength of every other move to the same province.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="68"/>
        <source>attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="69"/>
        <source>defend strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="70"/>
        <source>When two units try to swap places without a convoy, a head-to-head battle, each one&apos;s attack meets the other&apos;s defend strength instead of its hold: one for the unit and one for each support of its own move that is not cut. A move wins it with an attack stronger than the other&apos;s defence, and dislodges that unit unless something else keeps it out; when neither is stronger, both stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="77"/>
        <source>defend|head-to-head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="78"/>
        <source>prevent strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="79"/>
        <source>How strongly a move keeps every other unit out of the province it goes to, even when it does not get in itself: one for the unit and one for each support that is not cut. It counts nothing when the move has no convoy route, or lost a head-to-head battle to a unit that did move in. Of several moves to one province, only one stronger than all the others&apos; prevent strengths gets in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="86"/>
        <source>prevent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="87"/>
        <source>cut support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="88"/>
        <source>A support stops counting when the supporting unit is attacked, even by a move that fails, from anywhere but the province the support is aimed at; an attack from there cuts it only by dislodging the supporter. A unit does not cut a support of its own power, a convoyed army whose convoy fails cuts nothing, and a supporter that is dislodged gives no support.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="95"/>
        <source>cut|cuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="96"/>
        <source>dislodged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="97"/>
        <source>A unit is dislodged when a move into its province succeeds against it. It leaves the board for the retreat phase: it may go to an empty neighbouring province, but not to the one the attacker came from nor to one left empty by a standoff, or it is disbanded. A dislodged unit gives no support.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="104"/>
        <source>dislodged|Dislodged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="105"/>
        <source>standoff (bounce)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="106"/>
        <source>Moves to the same province that no one wins all fail, and the units stay where they were: they bounce. It happens between equal moves, or when a move is not stronger than the unit holding the province. A province left empty by a standoff stays empty, and no dislodged unit may retreat into it that turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="112"/>
        <source>standoff|bounced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="113"/>
        <source>convoy paradox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="114"/>
        <source>Orders whose outcome contradicts itself through a convoy: if the convoyed army arrives it cuts a support, which saves the convoying fleet; if it does not, the support stands and dislodges the fleet, which breaks the convoy. The basic rules give no answer, so a rule choice decides (DATC 4.A.2): by default the Szykman rule, under which the convoyed army stays where it is and cuts nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="122"/>
        <source>convoy paradox|paradox rule</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="35"/>
        <location filename="../core/record/game_history.cpp" line="75"/>
        <source>to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/history_model.cpp" line="36"/>
        <location filename="../app/server/message_language.cpp" line="77"/>
        <location filename="../core/record/game_history.cpp" line="77"/>
        <source>%n dislodged</source>
        <translation>
            <numerusform>%n dislodged</numerusform>
            <numerusform>%n dislodged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/history_model.cpp" line="37"/>
        <location filename="../core/record/game_history.cpp" line="79"/>
        <source>%n centres changed</source>
        <translation>
            <numerusform>%n centre changed</numerusform>
            <numerusform>%n centres changed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/history_model.cpp" line="38"/>
        <location filename="../core/record/game_history.cpp" line="81"/>
        <source>%n built</source>
        <translation>
            <numerusform>%n built</numerusform>
            <numerusform>%n built</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/history_model.cpp" line="39"/>
        <location filename="../core/record/game_history.cpp" line="83"/>
        <source>%n removed</source>
        <translation>
            <numerusform>%n removed</numerusform>
            <numerusform>%n removed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/history_model.cpp" line="40"/>
        <location filename="../core/record/game_history.cpp" line="85"/>
        <source>%n draw votes</source>
        <translation>
            <numerusform>%n draw vote</numerusform>
            <numerusform>%n draw votes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="41"/>
        <location filename="../core/record/game_history.cpp" line="97"/>
        <source>won by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="42"/>
        <location filename="../core/record/game_history.cpp" line="102"/>
        <source>conceded to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="43"/>
        <location filename="../core/record/game_history.cpp" line="104"/>
        <source>drawn: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_history.cpp" line="89"/>
        <source>rules changed to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_history.cpp" line="100"/>
        <source>game ended</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Import</name>
    <message>
        <location filename="../core/record/import/game_import.cpp" line="44"/>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/game_import.cpp" line="54"/>
        <source>an Arbiter game file, not a game of another judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/game_import.cpp" line="61"/>
        <source>line 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/game_import.cpp" line="62"/>
        <source>neither a MILA game JSON nor a Judge transcript (no &quot;Movement results for ...&quot; heading)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/judge_transcript.cpp" line="133"/>
        <location filename="../core/record/import/judge_transcript.cpp" line="182"/>
        <location filename="../core/record/import/judge_transcript.cpp" line="594"/>
        <location filename="../core/record/import/second_opinion.cpp" line="463"/>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/judge_transcript.cpp" line="192"/>
        <source>the year is out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/judge_transcript.cpp" line="198"/>
        <source>this phase is not after the phase before it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/judge_transcript.cpp" line="229"/>
        <source>not rule choices: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/judge_transcript.cpp" line="304"/>
        <source>not an order line (&apos;Power: order.&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/judge_transcript.cpp" line="348"/>
        <source>the order is incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/judge_transcript.cpp" line="349"/>
        <source>cannot read &apos;%1&apos; in the order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/judge_transcript.cpp" line="376"/>
        <source>no unit can stand there besides the units listed before it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/judge_transcript.cpp" line="412"/>
        <source>&apos;%1&apos; is no power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/judge_transcript.cpp" line="475"/>
        <source>&apos;%1&apos; is no supply centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/judge_transcript.cpp" line="598"/>
        <location filename="../core/record/import/second_opinion.cpp" line="465"/>
        <source>the file ends in the middle of %1: it is cut short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="110"/>
        <location filename="../core/record/import/mila_game.cpp" line="295"/>
        <source>%1, line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="111"/>
        <source>offset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="407"/>
        <location filename="../core/record/import/mila_game.cpp" line="552"/>
        <source>not a unit on this map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="292"/>
        <location filename="../core/record/import/mila_game.cpp" line="427"/>
        <location filename="../core/record/import/mila_game.cpp" line="446"/>
        <source>, state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="271"/>
        <source>no power of this map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="484"/>
        <source>a second unit in the province</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="502"/>
        <source>not a supply centre of this map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="294"/>
        <location filename="../core/record/import/mila_game.cpp" line="590"/>
        <source>, results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="620"/>
        <source>an order of another power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="621"/>
        <source>not an order (&apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="293"/>
        <location filename="../core/record/import/mila_game.cpp" line="634"/>
        <source>, orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="757"/>
        <location filename="../core/record/import/mila_game.cpp" line="800"/>
        <source>phase %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="758"/>
        <source>a phase is an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="158"/>
        <source>phase %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="303"/>
        <source>a list of units or centres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="304"/>
        <source>a list of orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="305"/>
        <source>a list of results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="311"/>
        <source>%1 is expected here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="322"/>
        <source>an object keyed by power is expected here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="801"/>
        <source>the phase has no name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="813"/>
        <source>not a phase name like S1901M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="817"/>
        <source>not after the phase before it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="842"/>
        <location filename="../core/record/import/mila_game.cpp" line="876"/>
        <source>the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="856"/>
        <source>the game is played on this map, not on the map &apos;%1&apos; it is read with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_rules.cpp" line="60"/>
        <source>builds in any owned supply centre; on this map Arbiter builds only in home centres, and judges other builds as illegal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_rules.cpp" line="64"/>
        <source>a victory must be held two years running; Arbiter ends the game at the first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_rules.cpp" line="66"/>
        <source>powers reaching the victory count together share it; Arbiter has no shared victory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_rules.cpp" line="80"/>
        <source>the rule option %1: not one the package documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_rules.cpp" line="94"/>
        <source>the rule options NO_DIAS and PROPOSE_DIAS together: the draws are voted under DIAS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_rules.cpp" line="104"/>
        <source>the rule option %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/recorded_game.h" line="141"/>
        <source>press (1 message)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/recorded_game.h" line="142"/>
        <source>press (%1 messages)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportReport</name>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="59"/>
        <source>%1: Arbiter has %2, the record has not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="68"/>
        <source>%1: the record has %2, Arbiter has not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="87"/>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="88"/>
        <source>%1 is owned by %2 in Arbiter&apos;s adjudication, by %3 in the record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="158"/>
        <source>succeeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="158"/>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="187"/>
        <source>not a game of another judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="240"/>
        <source>, dislodged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="241"/>
        <source>%1 — recorded: %2; Arbiter: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="267"/>
        <source>the record goes on to %1, Arbiter&apos;s adjudication to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="275"/>
        <source>units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="287"/>
        <source>dislodged units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="313"/>
        <source>removals in civil disorder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="352"/>
        <source>the preset &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="450"/>
        <source>%1 (%2): not on Arbiter&apos;s line of play; not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="455"/>
        <source>%1 (%2): its recorded position could not be read whole (see what was not read); not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="472"/>
        <source>%1: the recorded position differs from the one Arbiter&apos;s history reaches; the history goes on from Arbiter&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="545"/>
        <source>The record&apos;s rule options %1 bear on nothing Arbiter judges.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="549"/>
        <source>The file holds no phase that could be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="552"/>
        <source>The record starts in %1 without the position; Arbiter&apos;s history starts from the opening position of Spring 1901.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="596"/>
        <source>The record ends in a victory that Arbiter&apos;s history does not reach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="615"/>
        <source>&apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="617"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="618"/>
        <source>%1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="623"/>
        <source>%1: %2; phases read: %3, checked: %4; orders: %5; second opinion under the rules %6
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="619"/>
        <location filename="../core/record/import/second_opinion.cpp" line="625"/>
        <source>(game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="632"/>
        <source>  not read: %1: &apos;%2&apos;: %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="634"/>
        <source>  not read: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="636"/>
        <source>  every phase checked agrees with the recorded adjudication
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="638"/>
        <source>  %1 (%2) differs:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="644"/>
        <source>    no rule setting Arbiter knows gives the recorded outcome
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="645"/>
        <source>    the recorded outcome is what Arbiter gives under %1
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonScanner</name>
    <message>
        <location filename="../core/record/import/json_scanner.cpp" line="156"/>
        <source>the file ends here: it is cut short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/json_scanner.cpp" line="166"/>
        <source>a &apos;:&apos; is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/json_scanner.cpp" line="167"/>
        <source>unexpected character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/json_scanner.cpp" line="177"/>
        <source>nested too deeply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/json_scanner.cpp" line="203"/>
        <source>a string is expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/json_scanner.cpp" line="233"/>
        <source>a string is not closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/json_scanner.cpp" line="252"/>
        <location filename="../core/record/import/json_scanner.cpp" line="271"/>
        <location filename="../core/record/import/json_scanner.cpp" line="276"/>
        <source>a broken escape in a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/json_scanner.cpp" line="299"/>
        <location filename="../core/record/import/json_scanner.cpp" line="362"/>
        <source>a value is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/json_scanner.cpp" line="355"/>
        <source>an object or array is not closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/import/json_scanner.h" line="73"/>
        <source>the array is not closed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <location filename="../core/record/lesson_choices.cpp" line="83"/>
        <source>DATC preference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="171"/>
        <source>Basic checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="173"/>
        <source>Coasts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="175"/>
        <source>Circular movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="177"/>
        <source>Supports and dislodges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="179"/>
        <source>Head-to-head battles and beleaguered garrisons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="181"/>
        <source>Convoys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="183"/>
        <source>Convoying to adjacent places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="185"/>
        <source>Retreats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="187"/>
        <source>Building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="189"/>
        <source>Civil disorder and disbands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="191"/>
        <source>Your own lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="16"/>
        <source>A fleet can only move next door</source>
        <extracomment>6.A.1 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="18"/>
        <source>The fleet in the North Sea is ordered to Picardy, which does not border its sea. An order to a place the unit cannot reach in one step is ignored and the fleet simply holds.</source>
        <extracomment>6.A.1 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="20"/>
        <source>Armies stay on land</source>
        <extracomment>6.A.2 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="22"/>
        <source>The army in Liverpool is ordered into the Irish Sea. Without a convoy an army can never enter a sea area, so the order is ignored and the army holds.</source>
        <extracomment>6.A.2 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="24"/>
        <source>Fleets stay on the coast</source>
        <extracomment>6.A.3 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="26"/>
        <source>The fleet in Kiel is ordered inland to Munich. Fleets move only between sea areas and coastal provinces, so the order is void and the fleet holds.</source>
        <extracomment>6.A.3 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="28"/>
        <source>No moving to where you already are</source>
        <extracomment>6.A.4 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="30"/>
        <source>A fleet is ordered to move to its own province. Such an order means nothing; the judge treats it as illegal and the fleet holds where it is.</source>
        <extracomment>6.A.4 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="32"/>
        <source>A convoy back home is no move</source>
        <extracomment>6.A.5 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="34"/>
        <source>England tries to convoy its army from Yorkshire to Yorkshire and supports that move. The move is illegal, so the support matches nothing, and the German fleet from London, supported from Wales, takes Yorkshire.</source>
        <extracomment>6.A.5 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="36"/>
        <source>Only the owner orders a unit</source>
        <extracomment>6.A.6 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="38"/>
        <source>Germany writes an order for the English fleet in London. A power may order only its own units, so the order is ignored and the fleet stays.</source>
        <extracomment>6.A.6 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="40"/>
        <source>Only armies are convoyed</source>
        <extracomment>6.A.7 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="42"/>
        <source>England orders its fleet in London to Belgium and its North Sea fleet to convoy it. Fleets cannot be carried, so both orders fail and the fleet in London stays put.</source>
        <extracomment>6.A.7 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="44"/>
        <source>No supporting yourself</source>
        <extracomment>6.A.8 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="46"/>
        <source>The Austrian fleet in Trieste tries to support its own hold. A unit cannot support itself, so the supported Italian attack from Venice meets a lone defender and dislodges it.</source>
        <extracomment>6.A.8 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="48"/>
        <source>Rome and Venice share no water</source>
        <extracomment>6.A.9 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="50"/>
        <source>Rome and Venice are neighbours by land, but their coasts do not touch the same sea. A fleet in Rome therefore cannot sail to Venice, and the order is ignored.</source>
        <extracomment>6.A.9 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="52"/>
        <source>Support only where you could go yourself</source>
        <extracomment>6.A.10 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="54"/>
        <source>The Italian fleet in Rome supports the army from Apulia into Venice, but that fleet could never reach Venice itself. The support is void and the attack bounces off the Austrian army holding there.</source>
        <extracomment>6.A.10 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="56"/>
        <source>Equal strength means a bounce</source>
        <extracomment>6.A.11 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="58"/>
        <source>Austria and Italy both move an army to Tyrolia with no help. Two moves of equal strength stop each other: neither enters, and both armies stay where they were.</source>
        <extracomment>6.A.11 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="60"/>
        <source>Three into one: everyone bounces</source>
        <extracomment>6.A.12 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="62"/>
        <source>Armies from Vienna, Munich and Venice all try for Tyrolia at strength one. None is stronger than the others, so all three bounce and Tyrolia stays empty.</source>
        <extracomment>6.A.12 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="64"/>
        <source>Say which coast when there is a choice</source>
        <extracomment>6.B.1 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="66"/>
        <source>A fleet in Portugal moves to Spain without naming a coast, yet it could reach both the north and the south coast. The order is ambiguous and fails.</source>
        <extracomment>6.B.1 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="68"/>
        <source>A missing coast when only one fits</source>
        <extracomment>6.B.2 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="70"/>
        <source>The fleet in Gascony moves to Spain without a coast. Gascony touches only the north coast, so under the DATC preference the judge reads the order as going there; other rulebooks let it fail.</source>
        <extracomment>6.B.2 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="72"/>
        <source>An unreachable coast</source>
        <extracomment>6.B.3 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="74"/>
        <source>The fleet in Gascony is sent to the south coast of Spain, which it cannot reach. Under the DATC preference the order is illegal and the fleet holds; another reading moves it to the coast it can reach.</source>
        <extracomment>6.B.3 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="76"/>
        <source>Supporting to a coast you cannot reach</source>
        <extracomment>6.B.4 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="78"/>
        <source>The fleet in Marseilles supports a move to the north coast of Spain, a coast it could not sail to itself. Support only needs the province to be reachable, so it counts and France wins Spain against the Italian fleet.</source>
        <extracomment>6.B.4 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="80"/>
        <source>Support from the wrong coast</source>
        <extracomment>6.B.5 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="82"/>
        <source>A fleet on the north coast of Spain tries to support a move into the Gulf of Lyon. That coast does not touch the Gulf, so the support is void and the attack bounces.</source>
        <extracomment>6.B.5 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="84"/>
        <source>Cutting support on either coast</source>
        <extracomment>6.B.6 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="86"/>
        <source>The French fleet on Spain&apos;s north coast supports the Mid-Atlantic. An Italian fleet attacks the south coast; the attack is on the province, so the support is cut anyway and the English attack succeeds.</source>
        <extracomment>6.B.6 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="88"/>
        <source>Supporting your own fleet without its coast</source>
        <extracomment>6.B.7 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="90"/>
        <source>France supports its fleet into Spain without naming the coast the fleet is going to. Under the preferred rule a support need not name the coast, so it counts: France and Italy both reach strength two and bounce.</source>
        <extracomment>6.B.7 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="92"/>
        <source>A support without coast still helps</source>
        <extracomment>6.B.8 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="94"/>
        <source>The fleet from Gascony can only reach the north coast of Spain, and its support leaves the coast out. The support matches, so France has strength two against Italy&apos;s two and both moves bounce.</source>
        <extracomment>6.B.8 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="96"/>
        <source>A support that names the wrong coast</source>
        <extracomment>6.B.9 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="98"/>
        <source>The support is given for a move to Spain&apos;s north coast, but the fleet goes to the south coast. The orders do not match, the support is void, and the supported Italian fleet wins.</source>
        <extracomment>6.B.9 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="100"/>
        <source>Naming the wrong coast of your own fleet</source>
        <extracomment>6.B.10 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="102"/>
        <source>The fleet stands on Spain&apos;s south coast but the order calls it the north coast. The preferred rule ignores the wrongly written coast and carries out the move.</source>
        <extracomment>6.B.10 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="104"/>
        <source>The other coast is not a second starting point</source>
        <extracomment>6.B.11 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="106"/>
        <source>A fleet on Spain&apos;s north coast is ordered as if it were on the south coast, to the Gulf of Lyon. It can only move from where it really is, so it stays.</source>
        <extracomment>6.B.11 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="108"/>
        <source>Armies have no coasts</source>
        <extracomment>6.B.12 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="110"/>
        <source>An army is ordered to the north coast of Spain. Armies walk into the whole province, so the written coast is ignored and the army arrives in Spain.</source>
        <extracomment>6.B.12 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="112"/>
        <source>Coasts do not prevent a head-to-head</source>
        <extracomment>6.B.13 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="114"/>
        <source>Two Turkish fleets try to swap between Bulgaria and Constantinople using different coasts. It is still the same border crossed both ways, so the moves meet head to head and both fail.</source>
        <extracomment>6.B.13 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="116"/>
        <source>A fleet built in St Petersburg needs a coast</source>
        <extracomment>6.B.14 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="118"/>
        <source>Russia builds a fleet in St Petersburg without saying which coast. The build cannot be carried out as written and fails.</source>
        <extracomment>6.B.14 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="120"/>
        <source>Supporting a foreign fleet without its coast</source>
        <extracomment>6.B.15 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="122"/>
        <source>France supports an English fleet into Spain without naming its coast. Under the preferred rule the coast is not needed even for another power&apos;s unit: England reaches strength two and bounces with the supported Italian fleet.</source>
        <extracomment>6.B.15 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="124"/>
        <source>Three units going round</source>
        <extracomment>6.C.1 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="126"/>
        <source>Three Turkish units rotate: Ankara to Constantinople, Constantinople to Smyrna, Smyrna to Ankara. Nobody stands still, nothing is in the way, and all three moves succeed.</source>
        <extracomment>6.C.1 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="128"/>
        <source>A rotation with support</source>
        <extracomment>6.C.2 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="130"/>
        <source>Three Turkish units rotate between Ankara, Constantinople and Smyrna, and an army in Bulgaria supports one of the moves. The support changes nothing: every unit in the circle moves.</source>
        <extracomment>6.C.2 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="132"/>
        <source>One bounce stops the whole circle</source>
        <extracomment>6.C.3 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="134"/>
        <source>An army from Bulgaria also goes for Constantinople and bounces the fleet coming from Ankara. With one link broken, the rotation cannot happen and every unit in it stays.</source>
        <extracomment>6.C.3 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="136"/>
        <source>A rotation through a convoy</source>
        <extracomment>6.C.4 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="138"/>
        <source>A Turkish army is convoyed from Bulgaria to Trieste while two Austrian armies move on. The Ionian fleet is attacked but not dislodged, so the convoy works and the whole circle moves.</source>
        <extracomment>6.C.4 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="140"/>
        <source>A broken convoy breaks the rotation</source>
        <extracomment>6.C.5 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="142"/>
        <source>A Turkish army convoyed from Bulgaria to Trieste is part of a circle with two Austrian armies, and Italy dislodges the convoying fleet in the Ionian Sea. The army cannot arrive, the circle is broken, and the Austrian armies stay where they are.</source>
        <extracomment>6.C.5 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="144"/>
        <source>Swapping by convoy</source>
        <extracomment>6.C.6 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="146"/>
        <source>The English army in London and the French army in Belgium swap, each carried by its own fleet. Convoyed units do not meet on a border, so both arrive.</source>
        <extracomment>6.C.6 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="148"/>
        <source>A convoyed swap stopped by a bounce</source>
        <extracomment>6.C.7 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="150"/>
        <source>The English army in London and the French army in Belgium try to swap by convoy, but a French army from Burgundy also moves into Belgium and bounces the English army. The French army in Belgium then has nowhere to go, so the swap fails.</source>
        <extracomment>6.C.7 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="152"/>
        <source>No dislodging your own unit in a broken circle</source>
        <extracomment>6.C.8 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="154"/>
        <source>A Russian fleet and an Austrian army bounce in Bulgaria, so the Turkish fleet cannot enter the Black Sea and stays in Constantinople. The supported Turkish army from Bulgaria would beat it, but a power never dislodges its own unit: the army stays.</source>
        <extracomment>6.C.8 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="156"/>
        <source>Your support cannot help dislodge your own unit</source>
        <extracomment>6.C.9 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="158"/>
        <source>Turkey supports an Austrian army into Constantinople, where a Turkish fleet is stuck after a broken rotation. Support is never counted against its own power&apos;s unit, so the attack fails.</source>
        <extracomment>6.C.9 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="160"/>
        <source>Support to hold</source>
        <extracomment>6.D.1 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="162"/>
        <source>Austria attacks Venice with two units, but Italy supports its army in Venice to hold. Two against two is a standoff and the defender stays.</source>
        <extracomment>6.D.1 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="164"/>
        <source>Cutting a hold support</source>
        <extracomment>6.D.2 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="166"/>
        <source>Austria attacks the Tyrolian army that supports Venice. That attack cuts the support, so Venice defends alone and the supported Austrian army dislodges it.</source>
        <extracomment>6.D.2 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="168"/>
        <source>Cutting a move support</source>
        <extracomment>6.D.3 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="170"/>
        <source>Italy attacks the Adriatic fleet that supports the Austrian attack on Venice. The support is cut, the attack drops to strength one, and Venice holds.</source>
        <extracomment>6.D.3 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="172"/>
        <source>Supporters may support each other</source>
        <extracomment>6.D.4 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="174"/>
        <source>The German army in Berlin and the fleet in Kiel support each other to hold. The Russian attack on Berlin with one support meets a supported defence and fails.</source>
        <extracomment>6.D.4 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="176"/>
        <source>A supporter can be supported to hold</source>
        <extracomment>6.D.5 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="178"/>
        <source>Berlin supports a move to Silesia and is itself supported to hold from Kiel. Giving support is not moving, so the hold support counts and Berlin survives the Russian attack.</source>
        <extracomment>6.D.5 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="180"/>
        <source>A convoying fleet can be supported to hold</source>
        <extracomment>6.D.6 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="182"/>
        <source>The German fleet in the Baltic convoys an army to Sweden and gets hold support from Prussia. Convoying is not moving, so the support counts, the Russian attack fails and the convoy goes through.</source>
        <extracomment>6.D.6 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="184"/>
        <source>A moving unit gets no hold support</source>
        <extracomment>6.D.7 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="186"/>
        <source>The Baltic fleet tries to move to Sweden and is supported to hold. Its move fails, but a unit ordered to move cannot receive hold support, so the supported Russian fleet dislodges it.</source>
        <extracomment>6.D.7 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="188"/>
        <source>An army that tries to sail still counts as moving</source>
        <extracomment>6.D.8 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="190"/>
        <source>The Turkish army in Greece is ordered to Naples, but no fleet convoys it. The order still counts as a move, so the hold support from Bulgaria does not apply and the supported Austrian attack dislodges it.</source>
        <extracomment>6.D.8 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="192"/>
        <source>Support for a move that is not ordered</source>
        <extracomment>6.D.9 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="194"/>
        <source>Albania supports the army in Trieste to move to Serbia, but that army was told to hold. The support matches nothing, it gives no strength to the holding unit, and Italy&apos;s supported attack dislodges Trieste.</source>
        <extracomment>6.D.9 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="196"/>
        <source>You cannot dislodge your own unit</source>
        <extracomment>6.D.10 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="198"/>
        <source>Germany attacks its own army in Berlin with a supported fleet. However strong the attack, a power never dislodges its own unit, so the move fails.</source>
        <extracomment>6.D.10 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="200"/>
        <source>Not even when it bounced back</source>
        <extracomment>6.D.11 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="202"/>
        <source>The German army leaves Berlin but bounces in Prussia and returns. The supported German fleet moving into Berlin then faces its own army and fails.</source>
        <extracomment>6.D.11 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="204"/>
        <source>Your support does not help dislodge you</source>
        <extracomment>6.D.12 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="206"/>
        <source>Austria supports an Italian attack on its own fleet in Trieste. Support is never counted against a unit of the supporting power, so the attack is only strength one and Trieste holds.</source>
        <extracomment>6.D.12 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="208"/>
        <source>Your support does not help, even when your unit bounces back</source>
        <extracomment>6.D.13 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="210"/>
        <source>The Austrian fleet leaves Trieste but bounces in the Adriatic and stays. Austria&apos;s support for the Italian army moving into Trieste still does not count against its own fleet, so the Italian attack fails.</source>
        <extracomment>6.D.13 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="212"/>
        <source>Enough strength without your help</source>
        <extracomment>6.D.14 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="214"/>
        <source>Italy attacks Trieste with two supports of its own and one Austrian support. The Austrian support does not count, but the Italian strength of three still beats the lone fleet, which is dislodged.</source>
        <extracomment>6.D.14 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="216"/>
        <source>The target cannot cut support against itself</source>
        <extracomment>6.D.15 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="218"/>
        <source>The Turkish fleet in Ankara attacks the Russian fleet whose support is aimed at Ankara. An attack from the province the support is directed at does not cut it, so Russia takes Ankara.</source>
        <extracomment>6.D.15 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="220"/>
        <source>You may convoy an army that dislodges you</source>
        <extracomment>6.D.16 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="222"/>
        <source>England convoys a French army from Belgium into London, where an English army holds. A convoy is not a support, so it is allowed, and the supported French army dislodges the English one.</source>
        <extracomment>6.D.16 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="224"/>
        <source>Dislodging the supporter cuts the support</source>
        <extracomment>6.D.17 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="226"/>
        <source>The Turkish fleet from Ankara cannot cut the support aimed at Ankara by attacking, but with support from Smyrna it dislodges the supporter in Constantinople. A dislodged unit gives no support, so the Russian attack fails.</source>
        <extracomment>6.D.17 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="228"/>
        <source>A surviving supporter keeps supporting</source>
        <extracomment>6.D.18 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="230"/>
        <source>The Russian fleet in Constantinople supports an attack on Ankara, and Turkey attacks it from Ankara with support; but Bulgaria supports Constantinople to hold. The Turkish attack cannot dislodge it, so the support stands, and the Russian fleet takes Ankara.</source>
        <extracomment>6.D.18 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="232"/>
        <source>Help from your own side does not dislodge you</source>
        <extracomment>6.D.19 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="234"/>
        <source>The attack from Ankara on Constantinople is supported by a Russian army, but Constantinople is Russian too. That support cannot count against Russia&apos;s own fleet, so the support from Constantinople stands and Ankara falls.</source>
        <extracomment>6.D.19 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="236"/>
        <source>Your own attack does not cut your support</source>
        <extracomment>6.D.20 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="238"/>
        <source>An English army moves to London, where an English fleet is supporting. Only another power&apos;s attack cuts support, so the support stands and the French fleet in the Channel is dislodged.</source>
        <extracomment>6.D.20 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="240"/>
        <source>A dislodged attacker still cuts support</source>
        <extracomment>6.D.21 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="242"/>
        <source>The German army in Munich attacks Tyrolia and is dislodged by Russia at the same time. Its attack still cuts the Tyrolian support, so the Italian attack on Trieste fails.</source>
        <extracomment>6.D.21 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="244"/>
        <source>Supporting an impossible move</source>
        <extracomment>6.D.22 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="246"/>
        <source>Germany supports its fleet from Kiel to Munich, a move a fleet can never make. The order and its support are void, the fleet counts as holding without help, and the supported Russian army dislodges it.</source>
        <extracomment>6.D.22 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="248"/>
        <source>An impossible move from the wrong coast</source>
        <extracomment>6.D.23 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="250"/>
        <source>The French fleet on the north coast of Spain cannot reach the Gulf of Lyon, so its move and the support for it are void. The supported Italian fleet dislodges it.</source>
        <extracomment>6.D.23 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="252"/>
        <source>No support for an army going to sea</source>
        <extracomment>6.D.24 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="254"/>
        <source>France orders an army into the Gulf of Lyon with support. Both orders are void, so they do not make the Italian fleet there a beleaguered garrison, and the supported Turkish fleet dislodges it.</source>
        <extracomment>6.D.24 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="256"/>
        <source>A wrong hold support does not harm the supporter</source>
        <extracomment>6.D.25 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="258"/>
        <source>Berlin supports Prussia to hold, but Prussia moves. That support is void, yet Berlin still counts as holding, and the fleet in Kiel supports it successfully against the Russian attack.</source>
        <extracomment>6.D.25 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="260"/>
        <source>A wrong move support does not harm the supporter</source>
        <extracomment>6.D.26 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="262"/>
        <source>Berlin supports a move from Prussia to Silesia that is not ordered. The void support still leaves Berlin a holding unit, so the support from Kiel counts and the Russian attack fails.</source>
        <extracomment>6.D.26 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="264"/>
        <source>A wrong convoy still counts as holding</source>
        <extracomment>6.D.27 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="266"/>
        <source>The Russian fleet in the Baltic convoys an army that does not move. The convoy order is void, but the fleet is still not moving, so the hold support from Prussia counts and the English attack fails.</source>
        <extracomment>6.D.27 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="268"/>
        <source>An impossible move is treated as a hold</source>
        <extracomment>6.D.28 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="270"/>
        <source>The Russian fleet in Rumania is ordered to Holland, far out of reach. The order is ignored, so the fleet holds and the Austrian support to hold it counts against the Turkish attack.</source>
        <extracomment>6.D.28 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="272"/>
        <source>A move to an unreachable coast is a hold</source>
        <extracomment>6.D.29 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="274"/>
        <source>The fleet in Rumania is sent to the south coast of Bulgaria, which it cannot reach. The order is ignored, the fleet holds, and the support from Budapest keeps it there.</source>
        <extracomment>6.D.29 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="276"/>
        <source>A move missing its coast is a hold</source>
        <extracomment>6.D.30 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="278"/>
        <source>The fleet in Constantinople moves to Bulgaria without a coast, though two coasts are possible. The order is ignored and the fleet holds with the Italian support against Turkey&apos;s attack.</source>
        <extracomment>6.D.30 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="280"/>
        <source>No support through a convoy that needs yourself</source>
        <extracomment>6.D.31 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="282"/>
        <source>The Turkish fleet in the Black Sea supports an army from Rumania to Armenia. The army could only get there by a convoy through that very fleet, and a fleet cannot convoy and support at once, so the support is illegal.</source>
        <extracomment>6.D.31 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="284"/>
        <source>A convoyed move with no fleet is ignored</source>
        <extracomment>6.D.32 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="286"/>
        <source>The German army in Yorkshire is ordered to Holland, which only a convoy could do, and no fleet convoys it. The order is void, the army holds, and the French hold support keeps it safe from England.</source>
        <extracomment>6.D.32 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="288"/>
        <source>An unwanted support breaks a self-bounce</source>
        <extracomment>6.D.33 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="290"/>
        <source>Austria sends two armies to Budapest to bounce each other, but Russia supports one of them. That army now wins, and Serbia is left open for the Turkish army from Bulgaria.</source>
        <extracomment>6.D.33 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="292"/>
        <source>No support into your own province</source>
        <extracomment>6.D.34 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="294"/>
        <source>The Italian army in Prussia supports an attack on Prussia itself. A unit cannot support a move into the place where it stands, so the support is illegal and the German attack dislodges it.</source>
        <extracomment>6.D.34 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="296"/>
        <source>The winner of a head-to-head leaves room behind</source>
        <extracomment>6.E.1 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="298"/>
        <source>The German army in Berlin and the Russian army in Prussia try to swap. With support Germany wins the head-to-head and dislodges the Russian army, and the German fleet from Kiel follows into Berlin.</source>
        <extracomment>6.E.1 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="300"/>
        <source>No head-to-head victory over your own unit</source>
        <extracomment>6.E.2 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="302"/>
        <source>Two German units try to swap between Berlin and Kiel, one with support. They meet head to head, and a power cannot dislodge its own unit, so neither moves.</source>
        <extracomment>6.E.2 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="304"/>
        <source>Your support does not count against you in a head-to-head</source>
        <extracomment>6.E.3 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="306"/>
        <source>Germany supports the English fleet from Kiel to Berlin, against its own army coming the other way. The support does not count against the German army, the battle is even, and both stay.</source>
        <extracomment>6.E.3 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="308"/>
        <source>A loser that is not dislodged still blocks</source>
        <extracomment>6.E.4 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="310"/>
        <source>German and French fleets meet head to head between Holland and the North Sea, while England and Austria attack both places. England&apos;s equal attack keeps the stronger German fleet out, so the French fleet is not dislodged, and its move still keeps the Austrian army out of Holland.</source>
        <extracomment>6.E.4 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="312"/>
        <source>A loser dislodged by someone else still blocks</source>
        <extracomment>6.E.5 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="314"/>
        <source>England now dislodges the French fleet from the North Sea with strength four. Because it was dislodged by a third power and not by its head-to-head opponent, the French move still prevents the Austrian army from entering Holland.</source>
        <extracomment>6.E.5 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="316"/>
        <source>Saved only by the opponent&apos;s own support</source>
        <extracomment>6.E.6 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="318"/>
        <source>France helps the German fleet into the North Sea against its own fleet. That help does not count against France, so the French fleet is not dislodged, and it still blocks the Austrian army from Holland.</source>
        <extracomment>6.E.6 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="320"/>
        <source>A beleaguered garrison</source>
        <extracomment>6.E.7 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="322"/>
        <source>German and Russian fleets each attack the English fleet in the North Sea with strength two. They prevent each other, England&apos;s own support cannot be used against its fleet, and the garrison survives.</source>
        <extracomment>6.E.7 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="324"/>
        <source>A beleaguered garrison in a head-to-head</source>
        <extracomment>6.E.8 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="326"/>
        <source>German and Russian fleets each attack the English fleet in the North Sea with strength two, and that fleet tries to move to Norway, meeting the Russian fleet head to head. Nobody gains: every move fails and everyone stays.</source>
        <extracomment>6.E.8 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="328"/>
        <source>The garrison leaves and the stronger attacker enters</source>
        <extracomment>6.E.9 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="330"/>
        <source>The English fleet leaves the North Sea for the Norwegian Sea. With the province empty, England&apos;s support for the Russian fleet now counts, and Russia enters the North Sea.</source>
        <extracomment>6.E.9 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="332"/>
        <source>A garrison caught in a failed rotation</source>
        <extracomment>6.E.10 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="334"/>
        <source>The North Sea fleet tries to go round through Denmark and Heligoland, but that circle is broken by the attack on the North Sea. The rotation fails and the garrison stays put.</source>
        <extracomment>6.E.10 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="336"/>
        <source>An adjacent swap by convoy beats a third army</source>
        <extracomment>6.E.11 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="338"/>
        <source>The French army goes from Spain to Portugal by convoy while the Italian fleet from Portugal enters Spain. Convoyed units do not meet head to head, so they swap, and the German army from Gascony is kept out.</source>
        <extracomment>6.E.11 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="340"/>
        <source>Supporting an attack on your own unit can still block</source>
        <extracomment>6.E.12 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="342"/>
        <source>Austria supports an Italian attack on its own army in Budapest. The support does not help dislodge the Austrian army, but it still makes the Italian attack strong enough to stop the Russian attack on Budapest.</source>
        <extracomment>6.E.12 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="344"/>
        <source>Three equal attackers, one garrison</source>
        <extracomment>6.E.13 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="346"/>
        <source>English, French and Russian fleets each attack the German fleet in the North Sea with strength two. They cancel each other out, and the German fleet stays.</source>
        <extracomment>6.E.13 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="348"/>
        <source>An illegal move still holds its ground</source>
        <extracomment>6.E.14 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="350"/>
        <source>The Russian fleet in Edinburgh is sent to Liverpool, which it cannot reach. The order is ignored and the fleet holds, which is enough to stop the unsupported English army from Liverpool.</source>
        <extracomment>6.E.14 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="352"/>
        <source>The friendly head-to-head</source>
        <extracomment>6.E.15 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="354"/>
        <source>England and Russia attack Kiel and Berlin, while the German and French armies in those two places try to swap with equal support. Every battle is balanced, and nobody moves.</source>
        <extracomment>6.E.15 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="356"/>
        <source>Fleets on the coast cannot convoy</source>
        <extracomment>6.F.1 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="358"/>
        <source>Turkey tries to carry an army from Greece to Sevastopol through the Aegean, Constantinople and the Black Sea. A fleet in a coastal province is no part of a sea route, so there is no convoy and the army stays.</source>
        <extracomment>6.F.1 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="360"/>
        <source>A convoyed army can bounce</source>
        <extracomment>6.F.2 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="362"/>
        <source>The English army crosses the Channel to Brest while a French army from Paris also moves there. Arriving by sea gives no advantage: equal strength, a bounce, and both stay home.</source>
        <extracomment>6.F.2 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="364"/>
        <source>A convoyed army can be supported</source>
        <extracomment>6.F.3 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="366"/>
        <source>An English army crosses the Channel to Brest with support from the English fleet in the Mid-Atlantic, while a French army from Paris moves there too. The convoyed army has strength two, beats the French army, and lands in Brest.</source>
        <extracomment>6.F.3 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="368"/>
        <source>Attacking a convoy fleet is not enough</source>
        <extracomment>6.F.4 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="370"/>
        <source>Germany attacks the North Sea fleet that carries an English army to Holland, but does not dislodge it. A convoy is broken only when a fleet of it is dislodged, so the army arrives.</source>
        <extracomment>6.F.4 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="372"/>
        <source>A besieged fleet still convoys</source>
        <extracomment>6.F.5 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="374"/>
        <source>French and German fleets both attack the convoying North Sea fleet with strength two. They stop each other, the fleet stays, and the English army lands in Holland.</source>
        <extracomment>6.F.5 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="376"/>
        <source>A failed convoy cuts no support</source>
        <extracomment>6.F.6 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="378"/>
        <source>Germany dislodges the North Sea fleet, so the English army never reaches Holland. An army that does not arrive cannot cut the support given from Holland, and the French attack on Belgium fails.</source>
        <extracomment>6.F.6 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="380"/>
        <source>A failed convoy leaves its target empty</source>
        <extracomment>6.F.7 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="382"/>
        <source>The North Sea fleet is dislodged and the army it carried stays in London. Because that army never contested Holland, the dislodged fleet may later retreat there.</source>
        <extracomment>6.F.7 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="384"/>
        <source>A failed convoy bounces nobody</source>
        <extracomment>6.F.8 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="386"/>
        <source>The convoy to Holland is broken, and a German army from Belgium moves to Holland as well. The English army never arrives to fight, so the German army walks in.</source>
        <extracomment>6.F.8 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="388"/>
        <source>Two routes: one broken, one left</source>
        <extracomment>6.F.9 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="390"/>
        <source>England convoys through both the Channel and the North Sea, and France dislodges the Channel fleet. Under the DATC preference the North Sea route is enough, and the army reaches Belgium.</source>
        <extracomment>6.F.9 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="392"/>
        <source>A foreign fleet on one route</source>
        <extracomment>6.F.10 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="394"/>
        <source>A German fleet in the Channel also convoys the English army and is dislodged by France. The English route through the North Sea still stands, so the army lands in Belgium.</source>
        <extracomment>6.F.10 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="396"/>
        <source>Carried only by foreign fleets</source>
        <extracomment>6.F.11 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="398"/>
        <source>The English army is convoyed by a German and a Russian fleet, and the German one is dislodged. One unbroken route is enough: the army arrives in Belgium.</source>
        <extracomment>6.F.11 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="400"/>
        <source>A dislodged fleet that was never needed</source>
        <extracomment>6.F.12 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="402"/>
        <source>England also orders its fleet in the Irish Sea to convoy, and France dislodges it. The army goes through the Channel anyway, so losing a fleet off the route changes nothing.</source>
        <extracomment>6.F.12 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="404"/>
        <source>Two routes through two powers</source>
        <extracomment>6.F.13 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="406"/>
        <source>The English army can cross by the English North Sea fleet or the French Channel fleet. Germany dislodges the North Sea fleet, the Channel route remains, and the army reaches Belgium.</source>
        <extracomment>6.F.13 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="408"/>
        <source>The simple convoy paradox</source>
        <extracomment>6.F.14 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="410"/>
        <source>A French army convoyed from Brest attacks London, whose fleet supports an attack on the convoying fleet. If the army cut that support the convoy would survive, and if not it would fail. The 1971, 1982, 2000 and Szykman rules agree: the support is not cut, the Channel fleet is dislodged and the army stays. Only the &apos;All Hold&apos; rule (4.A.2 d) differs: every move of the paradox fails and nothing moves.</source>
        <extracomment>6.F.14 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="412"/>
        <source>The simple paradox with a second convoy</source>
        <extracomment>6.F.15 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="414"/>
        <source>A French army convoyed from Brest attacks London, whose fleet supports an attack on the convoying fleet, and an Italian army is convoyed from North Africa into Wales. The London support holds, the English fleet leaves Wales for the Channel, and the Italian army lands in the empty Wales.</source>
        <extracomment>6.F.15 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="416"/>
        <source>Pandin&apos;s paradox</source>
        <extracomment>6.F.16 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="418"/>
        <source>England and Germany both attack the convoying Channel fleet with strength two while the convoyed army threatens London. Under the DATC preference the paradox is settled by the convoy failing: London&apos;s support stands, the two attacks bounce, and nothing moves.</source>
        <extracomment>6.F.16 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="420"/>
        <source>Pandin&apos;s paradox extended</source>
        <extracomment>6.F.17 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="422"/>
        <source>France now supports its convoyed army into London from Yorkshire, so it could dislodge the London fleet. The DATC preference still treats the convoy as the cause of the paradox and lets it fail; nothing moves.</source>
        <extracomment>6.F.17 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="424"/>
        <source>The betrayal paradox</source>
        <extracomment>6.F.18 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="426"/>
        <source>France supports the English convoying fleet in the North Sea, while England&apos;s convoyed army attacks Belgium, the supporter. Under the DATC preference the paradoxical convoy fails, Belgium&apos;s support holds, and nothing moves.</source>
        <extracomment>6.F.18 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="428"/>
        <source>Two routes and a paradox</source>
        <extracomment>6.F.19 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="430"/>
        <source>A French army can reach Naples through the Tyrrhenian or the Ionian Sea, and Naples supports an attack on the Tyrrhenian fleet. The Ionian route alone carries the army, so it cuts the support and the Tyrrhenian fleet survives; the army itself bounces at Naples.</source>
        <extracomment>6.F.19 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="432"/>
        <source>An unwanted second route</source>
        <extracomment>6.F.20 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="434"/>
        <source>Italy convoys the French army through the Ionian Sea as well, hoping to protect its Naples support. The French route through the Tyrrhenian works without it, the army cuts the support, and the Turkish fleet dislodges the Ionian fleet.</source>
        <extracomment>6.F.20 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="436"/>
        <source>Dad&apos;s army convoy</source>
        <extracomment>6.F.21 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="438"/>
        <source>Russia convoys an army from Norway into Clyde, whose English fleet supports the convoying fleet in the North Atlantic. The Russian army cuts that support and takes Clyde, France dislodges the North Atlantic fleet, and the English convoy fails.</source>
        <extracomment>6.F.21 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="440"/>
        <source>A second-order paradox with two outcomes</source>
        <extracomment>6.F.22 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="442"/>
        <source>Two convoys each threaten the support that would break the other. Under the DATC preference both paradoxical convoys fail, so England takes the North Sea and Germany the Channel, dislodging both convoying fleets.</source>
        <extracomment>6.F.22 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="444"/>
        <source>A second-order paradox with two exclusive convoys</source>
        <extracomment>6.F.23 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="446"/>
        <source>Two convoys could each succeed only if the other fails. The DATC preference lets both convoys fail; the supports stand and no move succeeds.</source>
        <extracomment>6.F.23 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="448"/>
        <source>A second-order paradox without resolution</source>
        <extracomment>6.F.24 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="450"/>
        <source>Two convoys cut each other&apos;s protection in a loop that no outcome settles. Under the DATC preference both convoys fail, England dislodges the Russian fleet in the North Sea, and the rest holds.</source>
        <extracomment>6.F.24 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="452"/>
        <source>A support cut at the last moment</source>
        <extracomment>6.F.25 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="454"/>
        <source>Several convoys and supports depend on one another, but no real paradox remains: German and English convoyed armies land in Norway and Holland, and each cuts a support on arrival. The result is found step by step.</source>
        <extracomment>6.F.25 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="456"/>
        <source>Two armies swap with a convoy</source>
        <extracomment>6.G.1 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="458"/>
        <source>England orders its fleet in the Skagerrak to convoy the army from Norway to Sweden while the Russian army goes the other way. The convoy means the armies never meet on the border, so they swap places.</source>
        <extracomment>6.G.1 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="460"/>
        <source>No kidnapping an army</source>
        <extracomment>6.G.2 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="462"/>
        <source>A German fleet offers to convoy the English army from Norway to Sweden, which England never asked for. Under the DATC preference a foreign convoy shows no English intent, so the army goes by land and bounces head to head with the Russian fleet.</source>
        <extracomment>6.G.2 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="464"/>
        <source>An unwanted convoy that fails</source>
        <extracomment>6.G.3 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="466"/>
        <source>England orders its Channel fleet to convoy the French army from Picardy to Belgium, and France dislodges that fleet. France never wanted the convoy; its army takes the land route and arrives in Belgium.</source>
        <extracomment>6.G.3 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="468"/>
        <source>An unwanted convoy in a swap</source>
        <extracomment>6.G.4 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="470"/>
        <source>England orders its Channel fleet to convoy the French army from Picardy to Belgium, while the English army in Belgium moves to Picardy. The French army goes by land, so the two armies meet head to head; with support from Burgundy, France wins and dislodges the English army.</source>
        <extracomment>6.G.4 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="472"/>
        <source>Swapping with the other side&apos;s convoy</source>
        <extracomment>6.G.5 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="474"/>
        <source>Italy&apos;s army in Rome moves to Apulia, and Turkey convoys its army from Apulia to Rome with its own fleet. The Turkish army goes by sea, so the two do not collide and they swap.</source>
        <extracomment>6.G.5 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="476"/>
        <source>Swapping with intent it did not need</source>
        <extracomment>6.G.6 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="478"/>
        <source>England orders its Channel fleet to convoy its army from Liverpool to Edinburgh, though the only real route runs through Russian fleets. That order shows England meant a convoy, so the army sails and swaps with the German army.</source>
        <extracomment>6.G.6 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="480"/>
        <source>Swapping with illegal intent</source>
        <extracomment>6.G.7 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="482"/>
        <source>Russia orders a fleet in the Gulf of Bothnia to convoy its army from Sweden to Norway, but that fleet is on no route. The illegal order shows no intent, the army goes by land, and it bounces against the English fleet coming the other way.</source>
        <extracomment>6.G.7 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="484"/>
        <source>A convoy ordered where no fleet sails</source>
        <extracomment>6.G.8 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="486"/>
        <source>The French army in Belgium is ordered to Holland via convoy, but no fleet convoys it. Under the DATC preference it does not fall back on the land route, so it stays in Belgium.</source>
        <extracomment>6.G.8 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="488"/>
        <source>Swapped, not dislodged</source>
        <extracomment>6.G.9 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="490"/>
        <source>England convoys its army from Norway to Sweden with its own fleet and supports it from Finland. The armies do not meet head to head, so instead of dislodging the Russian army the English army simply swaps with it.</source>
        <extracomment>6.G.9 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="492"/>
        <source>Convoyed past a head-to-head</source>
        <extracomment>6.G.10 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="494"/>
        <source>The English army goes to Sweden by convoy while the Russian army from Sweden and a French fleet both try for Norway. The Russian army bounces, is dislodged by the strong English army, and still keeps the French fleet out because there was no head-to-head.</source>
        <extracomment>6.G.10 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="496"/>
        <source>A convoy to a neighbour with its fleet lost</source>
        <extracomment>6.G.11 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="498"/>
        <source>Russia convoys an army from Sweden to the adjacent Norway through the Skagerrak, and England dislodges that fleet. The convoy fails and, under the DATC preference, the army does not walk instead.</source>
        <extracomment>6.G.11 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="500"/>
        <source>Swapping with two convoys</source>
        <extracomment>6.G.12 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="502"/>
        <source>The English army in Liverpool and the German army in Edinburgh are both ordered via convoy, each with its own fleets. Both convoys work and the armies swap places.</source>
        <extracomment>6.G.12 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="504"/>
        <source>A convoyed attack does not cut support against itself</source>
        <extracomment>6.G.13 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="506"/>
        <source>The Austrian army in Trieste attacks Venice by convoy; Venice supports an attack on Trieste. Under the DATC preference the army still attacks from Trieste, so it cannot cut that support, and Italy dislodges it.</source>
        <extracomment>6.G.13 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="508"/>
        <source>A dislodged convoyed army still bounces</source>
        <extracomment>6.G.14 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="510"/>
        <source>The Russian army in Sweden goes to Norway by convoy and bounces with a French fleet while England dislodges it. The armies did not meet head to head, so the dislodged Russian army still keeps the French fleet out of Norway.</source>
        <extracomment>6.G.14 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="512"/>
        <source>Two convoys, one dislodged army</source>
        <extracomment>6.G.15 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="514"/>
        <source>English and French armies cross the Channel both ways by convoy and England&apos;s is supported. England takes Belgium and dislodges the French army, which had bounced with the English army from Yorkshire; that bounce still stands, so London stays empty.</source>
        <extracomment>6.G.15 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="516"/>
        <source>Convoy on one side of the swap</source>
        <extracomment>6.G.16 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="518"/>
        <source>The English army walks from Norway to Sweden while the Russian army sails the other way by convoy. Because one of them is convoyed there is no head-to-head: they swap, and the English fleet from the North Sea bounces out of Norway.</source>
        <extracomment>6.G.16 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="520"/>
        <source>Convoy on the other side of the swap</source>
        <extracomment>6.G.17 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="522"/>
        <source>The English army sails from Norway to Sweden by convoy while the Russian army walks the other way. Because one of them is convoyed there is no head-to-head: the armies swap, and the English fleet from the North Sea is kept out of Norway.</source>
        <extracomment>6.G.17 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="524"/>
        <source>Both armies convoyed, with a follower</source>
        <extracomment>6.G.18 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="526"/>
        <source>English and French armies swap between London and Belgium, each helped by its own convoying fleet. They arrive, and the English army from Yorkshire that hoped to follow into London bounces against the supported French army.</source>
        <extracomment>6.G.18 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="528"/>
        <source>An unnecessary convoy shows no intent</source>
        <extracomment>6.G.19 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="530"/>
        <source>France orders a fleet in the Western Mediterranean to convoy its army from Marseilles to Spain, but that fleet is on no route. The order is illegal, the army takes the land route, and it bounces head to head with the Italian army.</source>
        <extracomment>6.G.19 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="532"/>
        <source>An explicit convoy that is broken</source>
        <extracomment>6.G.20 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="534"/>
        <source>The French army in Picardy is ordered via convoy to Belgium, and France itself dislodges the convoying English fleet. With the convoy broken the army stays in Picardy rather than walking into Belgium.</source>
        <extracomment>6.G.20 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="536"/>
        <source>No supports in a retreat</source>
        <extracomment>6.H.1 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="538"/>
        <source>An Austrian and a Turkish fleet are dislodged and both retreat to Albania, while an Austrian army tries to support one of them. Orders other than retreats count for nothing in a retreat phase, so the two retreats bounce and both fleets are disbanded.</source>
        <extracomment>6.H.1 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="540"/>
        <source>A dislodged unit cannot support</source>
        <extracomment>6.H.2 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="542"/>
        <source>Three fleets are dislodged; two of them retreat to the North Sea and the third tries to support one. Dislodged units can only retreat or disband, so the retreats bounce and all three fleets are lost.</source>
        <extracomment>6.H.2 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="544"/>
        <source>No convoys in a retreat</source>
        <extracomment>6.H.3 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="546"/>
        <source>The English army dislodged from Holland tries to retreat to Yorkshire by convoy. A retreat is a single step over land or sea that the unit could make alone, so there is no convoy and the army is disbanded.</source>
        <extracomment>6.H.3 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="548"/>
        <source>Only dislodged units move in a retreat</source>
        <extracomment>6.H.4 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="550"/>
        <source>The dislodged army retreats from Holland to Belgium, while the undislodged English fleet in the North Sea is also given a move. Only dislodged units act in a retreat phase: the army arrives and the fleet stays.</source>
        <extracomment>6.H.4 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="552"/>
        <source>No retreat to where the attacker came from</source>
        <extracomment>6.H.5 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="554"/>
        <source>The Turkish fleet in Ankara is dislodged by a fleet from the Black Sea and tries to retreat there. A unit may never retreat into the province its attacker came from, so the fleet is disbanded.</source>
        <extracomment>6.H.5 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="556"/>
        <source>No retreat into a standoff</source>
        <extracomment>6.H.6 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="558"/>
        <source>An army dislodged from Vienna tries to retreat to Bohemia, which was left empty after two moves bounced there. A province emptied by a standoff is closed to retreats, so the army is disbanded.</source>
        <extracomment>6.H.6 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="560"/>
        <source>Two retreats to one place</source>
        <extracomment>6.H.7 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="562"/>
        <source>Two dislodged Italian armies both retreat to Tyrolia. Retreats into the same province bounce, and both units are disbanded, even though they belong to the same power.</source>
        <extracomment>6.H.7 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="564"/>
        <source>Three retreats to one place</source>
        <extracomment>6.H.8 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="566"/>
        <source>Three dislodged fleets from different powers all retreat to the North Sea. Like two, three retreats to one province all fail, and every fleet is disbanded.</source>
        <extracomment>6.H.8 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="568"/>
        <source>A lost head-to-head leaves its origin open</source>
        <extracomment>6.H.9 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="570"/>
        <source>The Russian army in Prussia loses its head-to-head with the German army from Berlin and is dislodged, so Berlin is empty but not stood off. The German fleet dislodged from Kiel may retreat into Berlin.</source>
        <extracomment>6.H.9 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="572"/>
        <source>No retreat to your attacker&apos;s origin</source>
        <extracomment>6.H.10 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="574"/>
        <source>A German army from Berlin dislodges the English army in Kiel, and a Russian army dislodges the German army in Prussia. Both try to retreat to Berlin: the English army may not, since its attacker came from there, but the German army may and arrives.</source>
        <extracomment>6.H.10 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="576"/>
        <source>Retreating after a convoyed attack</source>
        <extracomment>6.H.11 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="578"/>
        <source>An army arrives from Gascony by convoy and dislodges the Italian army in Marseilles. Under the DATC preference, a unit dislodged by a convoyed attack may retreat to the attacker&apos;s origin, so the army goes to Gascony.</source>
        <extracomment>6.H.11 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="580"/>
        <source>Retreating to a convoyed attacker&apos;s origin</source>
        <extracomment>6.H.12 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="582"/>
        <source>A convoyed Russian army from Edinburgh dislodges the English army in Liverpool, while the English convoy fails. The Liverpool army may retreat to Edinburgh, the origin of the convoyed attack.</source>
        <extracomment>6.H.12 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="584"/>
        <source>A movement order is not carried into the retreat</source>
        <extracomment>6.H.13 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="586"/>
        <source>An English fleet convoys during the movement phase, and the dislodged army in Picardy then tries to retreat across the water to London. The earlier convoy does not carry retreats, so the army is disbanded.</source>
        <extracomment>6.H.13 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="588"/>
        <source>A movement support is not carried into the retreat</source>
        <extracomment>6.H.14 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="590"/>
        <source>Two dislodged armies retreat to Belgium; a support ordered in the movement phase would favour one. That support has no effect on retreats, so both retreats bounce and both armies are disbanded.</source>
        <extracomment>6.H.14 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="592"/>
        <source>Both coasts of the attacker&apos;s origin are closed</source>
        <extracomment>6.H.15 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="594"/>
        <source>A fleet from Spain&apos;s south coast dislodges the English fleet in Portugal, which tries to retreat to the north coast of Spain. The whole of Spain is the attacker&apos;s origin, so the fleet is disbanded.</source>
        <extracomment>6.H.15 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="596"/>
        <source>A standoff closes both coasts</source>
        <extracomment>6.H.16 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="598"/>
        <source>Two fleets bounce on the north coast of Spain, and a fleet dislodged from the Western Mediterranean tries to retreat to the south coast. The standoff closes the whole province, so the fleet is disbanded.</source>
        <extracomment>6.H.16 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="600"/>
        <source>Too many builds</source>
        <extracomment>6.I.1 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="602"/>
        <source>Germany may build one unit and orders three: in Warsaw, which is no German home centre, in Kiel and in Munich. The Warsaw build is illegal, Kiel is built, and the Munich build is one too many and is ignored.</source>
        <extracomment>6.I.1 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="604"/>
        <source>A fleet cannot be built inland</source>
        <extracomment>6.I.2 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="606"/>
        <source>Russia orders a fleet built in Moscow, an inland centre. Under the DATC preference the build simply fails; it is not turned into an army.</source>
        <extracomment>6.I.2 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="608"/>
        <source>No building on an occupied centre</source>
        <extracomment>6.I.3 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="610"/>
        <source>Germany orders a build in a home centre where one of its own units already stands. A new unit needs an empty centre, so the build fails.</source>
        <extracomment>6.I.3 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="612"/>
        <source>An occupied coast blocks the whole province</source>
        <extracomment>6.I.4 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="614"/>
        <source>A Russian fleet stands on the south coast of St Petersburg and Russia orders a build there naming the north coast. The province is occupied as a whole, so the build fails.</source>
        <extracomment>6.I.4 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="616"/>
        <source>Only in home centres you still own</source>
        <extracomment>6.I.5 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="618"/>
        <source>Berlin is a German home centre but Russia owns it now. Germany can build only in home centres it controls, so the build in Berlin fails.</source>
        <extracomment>6.I.5 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="620"/>
        <source>Owned is not enough: it must be home</source>
        <extracomment>6.I.6 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="622"/>
        <source>Germany owns Warsaw and orders a build there. Warsaw is not one of Germany&apos;s home centres, so no unit can be built in it.</source>
        <extracomment>6.I.6 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="624"/>
        <source>Two builds in one centre</source>
        <extracomment>6.I.7 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="626"/>
        <source>Russia may build two units and orders both in Moscow. Only one unit fits in a province: the first build is carried out and the second one fails.</source>
        <extracomment>6.I.7 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="628"/>
        <source>Too many removals</source>
        <extracomment>6.J.1 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="630"/>
        <source>France must remove one unit and orders three removals: a fleet in the Gulf of Lyon that does not exist, the army in Picardy and the army in Paris. Picardy goes; the order for a missing unit and the removal one too many are ignored.</source>
        <extracomment>6.J.1 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="632"/>
        <source>Removing the same unit twice</source>
        <extracomment>6.J.2 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="634"/>
        <source>France must remove two units but orders Paris removed twice. Paris goes, and because one removal is still missing, civil disorder removes the unit farthest from a French supply centre.</source>
        <extracomment>6.J.2 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="636"/>
        <source>Civil disorder removes the farthest unit</source>
        <extracomment>6.J.3 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="638"/>
        <source>Russia gives no removal orders. Counting steps to the nearest owned supply centre, the army in Sweden is farther than the one in Livonia, so Sweden is removed.</source>
        <extracomment>6.J.3 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="640"/>
        <source>A tie broken by alphabet</source>
        <extracomment>6.J.4 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="642"/>
        <source>Russia&apos;s units in Livonia and Ukraine are equally far from its centres. When distances tie between units of the same kind, the one first in alphabetical order goes: Livonia is removed.</source>
        <extracomment>6.J.4 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="644"/>
        <source>Distance over sea counts</source>
        <extracomment>6.J.5 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="646"/>
        <source>Russia fails to remove a unit. The fleet in the Skagerrak is two steps from St Petersburg, the fleet in Berlin three, so the fleet in Berlin is removed.</source>
        <extracomment>6.J.5 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="648"/>
        <source>Distance from a centre you own</source>
        <extracomment>6.J.6 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="650"/>
        <source>Russia owns only Munich and must remove a unit. The fleets in the Gulf of Bothnia and the North Sea are equally far from it, so the alphabet decides and the Gulf of Bothnia fleet goes.</source>
        <extracomment>6.J.6 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="652"/>
        <source>Fleets go before armies</source>
        <extracomment>6.J.7 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="654"/>
        <source>Three Russian units are each two steps from an owned centre. On a tie fleets are removed before armies, and among fleets the alphabet decides: the North Sea fleet goes.</source>
        <extracomment>6.J.7 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="656"/>
        <source>The farthest unit goes, army or fleet</source>
        <extracomment>6.J.8 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="658"/>
        <source>An army in Tyrolia is three steps from Warsaw, a fleet in the Baltic two. Fleets only go first on a tie; here the army is farther, so the army in Tyrolia is removed.</source>
        <extracomment>6.J.8 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="660"/>
        <source>Any owned centre counts, first position</source>
        <extracomment>6.J.9 bal title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="662"/>
        <source>A fleet in the Baltic is two steps from St Petersburg and an army in Greece three steps from Sevastopol. The army in Greece is farther from any Russian centre and is removed.</source>
        <extracomment>6.J.9 bal description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="664"/>
        <source>Any owned centre counts, second position</source>
        <extracomment>6.J.9 ska title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="666"/>
        <source>Russia must remove a unit: a fleet in the Skagerrak, two steps from an owned centre, or an army in Greece, three steps from Sevastopol. The army in Greece is the farthest unit and is removed.</source>
        <extracomment>6.J.9 ska description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="668"/>
        <source>Armies may count steps across the sea</source>
        <extracomment>6.J.10 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="670"/>
        <source>For civil disorder an army&apos;s distance may run through sea areas. The army in Greece is two steps from Naples by way of the Ionian Sea, the army in Piedmont three, so Piedmont is removed.</source>
        <extracomment>6.J.10 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="672"/>
        <source>Distance to owned centres, not home centres</source>
        <extracomment>6.J.11 title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="674"/>
        <source>Italy owns only Warsaw and must remove a unit. Under the DATC preference distance is measured to centres the power owns, so the unit in Tuscany, far from Warsaw, is removed.</source>
        <extracomment>6.J.11 description</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="676"/>
        <source>adjacent convoy</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="678"/>
        <source>beleaguered garrison</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="680"/>
        <source>build</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="682"/>
        <source>circular movement</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="684"/>
        <source>civil disorder</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="686"/>
        <source>coast</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="688"/>
        <source>convoy</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="690"/>
        <source>convoy paradox</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="692"/>
        <source>convoy route</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="694"/>
        <source>disband</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="696"/>
        <source>dislodgement</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="698"/>
        <source>foreign convoy</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="700"/>
        <source>head-to-head</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="702"/>
        <source>hold</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="704"/>
        <source>illegal order</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="706"/>
        <source>nationality</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="708"/>
        <source>order notation</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="710"/>
        <source>removal</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="712"/>
        <source>retreat</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="714"/>
        <source>self-dislodgement</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="716"/>
        <source>standoff</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="718"/>
        <source>strength</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="720"/>
        <source>support</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="722"/>
        <source>support cut</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="724"/>
        <source>swap</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="726"/>
        <source>unit type</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_writer.cpp" line="128"/>
        <source>a retreat phase cannot be kept as a lesson: keep the movement phase before it, whose lesson shows the dislodged units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_collection_file.cpp" line="32"/>
        <location filename="../core/record/lesson_collection_file.cpp" line="302"/>
        <location filename="../core/record/lesson_writer.cpp" line="247"/>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_collection_file.cpp" line="38"/>
        <source>%1 is not a text file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_collection_file.cpp" line="92"/>
        <source>%1 has no lesson &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_collection_file.cpp" line="127"/>
        <location filename="../core/record/lesson_collection_file.cpp" line="309"/>
        <location filename="../core/record/lesson_writer.cpp" line="267"/>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_collection_file.cpp" line="141"/>
        <source>cannot remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_collection_file.cpp" line="239"/>
        <source>the file holds no lesson (no CASE line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_collection_file.cpp" line="250"/>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/quiz_scores.cpp" line="50"/>
        <source>%1 is not a file of quiz scores (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/lesson_collection_file.cpp" line="331"/>
        <location filename="../core/record/quiz_scores.cpp" line="87"/>
        <source>cannot make the folder %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapArtwork</name>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="59"/>
        <source>The map layout cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="100"/>
        <source>%1 gives no position for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="114"/>
        <source>The map artwork %1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="132"/>
        <source>%1: the outline of %2 cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="148"/>
        <source>%1:%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="156"/>
        <source>%1 has no outline for province %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="163"/>
        <source>%1 is not a valid SVG drawing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapExport</name>
    <message>
        <location filename="../app/ui/map_export.cpp" line="99"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/map_export.cpp" line="111"/>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/map_export.cpp" line="114"/>
        <source>%1: position set up for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/map_export.cpp" line="116"/>
        <source>%1: results of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/map_export.cpp" line="118"/>
        <source>%1: orders of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/map_export.cpp" line="153"/>
        <source>Diplomacy map exported by Arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/map_export.cpp" line="158"/>
        <location filename="../app/ui/map_export.cpp" line="179"/>
        <source>cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapLoader</name>
    <message>
        <location filename="../core/map/csv_table.cpp" line="23"/>
        <source>%1: cannot open: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/csv_table.cpp" line="39"/>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/csv_table.cpp" line="43"/>
        <source>%1: expected %2 comma-separated fields, found %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map.cpp" line="223"/>
        <source>there is no map &apos;%1&apos; (maps found: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="58"/>
        <location filename="../core/map/map_loader.cpp" line="584"/>
        <source>%1: empty name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="64"/>
        <location filename="../core/map/map_loader.cpp" line="606"/>
        <source>%1: name &apos;%2&apos; is already used by province &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="80"/>
        <source>%1: power without id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="82"/>
        <source>%1: power &apos;%2&apos; is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="85"/>
        <source>%1: colour &apos;%2&apos; is not #rrggbb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="90"/>
        <source>powers.csv: no powers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="92"/>
        <source>powers.csv: at most %1 powers are supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="122"/>
        <source>%1: kind &apos;%2&apos; of &apos;%3&apos; is not land, coast or sea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="127"/>
        <source>%1: supply_centre must be &apos;yes&apos; or empty, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="131"/>
        <source>%1: sea &apos;%2&apos; cannot be a supply centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="136"/>
        <location filename="../core/map/map_loader.cpp" line="345"/>
        <source>%1: unknown power &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="140"/>
        <source>%1: home province &apos;%2&apos; is not a supply centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="154"/>
        <source>%1: only coastal provinces can have named coasts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="157"/>
        <source>%1: a split-coast province needs at least two coasts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="165"/>
        <source>provinces.csv: no provinces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="172"/>
        <source>provinces.csv: &apos;%1&apos; lists coast &apos;%2&apos; twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="210"/>
        <source>%1: unknown province &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="215"/>
        <source>%1: &apos;%2&apos; has no coast &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="220"/>
        <location filename="../core/map/map_loader.cpp" line="225"/>
        <source>%1: a coast alias is written &apos;%2/coast&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="229"/>
        <source>%1: &apos;%2&apos; already names %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="235"/>
        <source>%1: the alias &apos;%2&apos; names a coast of &apos;%3&apos;, which is no coast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="240"/>
        <source>%1: &apos;%2&apos; names the power &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="269"/>
        <location filename="../core/map/map_loader.cpp" line="354"/>
        <source>%1: unknown place &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="276"/>
        <source>%1: units must be army, fleet or both, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="282"/>
        <source>%1: a province cannot border itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="286"/>
        <source>%1: an army border names a coast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="289"/>
        <source>%1: armies cannot enter sea &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="293"/>
        <source>%1: army border %2-%3 is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="303"/>
        <source>%1: fleets cannot stand on &apos;%2&apos;%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="307"/>
        <source> (name the coast)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="310"/>
        <source>%1: fleet border %2-%3 is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="348"/>
        <source>%1: unit must be A or F, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="357"/>
        <source>%1: an army cannot stand on &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="358"/>
        <source>%1: a fleet cannot stand on &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="362"/>
        <source>%1: &apos;%2&apos; already has a unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="384"/>
        <source>%1: &apos;%2&apos; is given twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="387"/>
        <source>%1: &apos;%2&apos; has no value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="395"/>
        <source>%1: start_year &apos;%2&apos; is not a year from 1 to 90000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="401"/>
        <source>%1: victory_centres &apos;%2&apos; is not a number from 1 to %3, the map&apos;s supply centres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="413"/>
        <source>%1: builds must be &apos;home&apos; or &apos;any_owned&apos;, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="421"/>
        <source>%1: start variant &apos;%2&apos; is not a name of letters, digits and _</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="429"/>
        <source>%1: unknown key &apos;%2&apos; (known: name, start_year, victory_centres, builds, start.ID)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="437"/>
        <source>variant.csv: &apos;%1&apos; is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="450"/>
        <source>borders.csv: coast &apos;%1&apos; has no fleet border</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="459"/>
        <source>borders.csv: province &apos;%1&apos; has no borders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="484"/>
        <source>%1: the language of the file name is not a language code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="509"/>
        <source>%1: no name for &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="516"/>
        <source>%1: a power has no abbreviation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="519"/>
        <source>%1: only a place has a form in sentences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="523"/>
        <location filename="../core/map/map_loader.cpp" line="539"/>
        <source>%1: &apos;%2&apos; is named twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="532"/>
        <source>%1: &apos;%2&apos; is no power, province or coast of the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="537"/>
        <source>%1: only a power has an adjective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="545"/>
        <source>%1: a coast has no abbreviation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="559"/>
        <source>%1: &apos;%2&apos; is read as %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="589"/>
        <source>%1: &apos;%2&apos; (%3) is read as %4 (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="597"/>
        <source>%1: &apos;%2&apos; (%3) is read as a power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="628"/>
        <source>map folder %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OrderCheck</name>
    <message>
        <location filename="../app/document/order_description.cpp" line="48"/>
        <source>%1 is ordered %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/order_description.cpp" line="51"/>
        <source>%1 has no matching order yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OrderReason</name>
    <message>
        <location filename="../core/text/reason_text.cpp" line="15"/>
        <source>moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="17"/>
        <source>held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="19"/>
        <source>support given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="21"/>
        <source>convoy given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="23"/>
        <source>retreated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="25"/>
        <source>disbanded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="27"/>
        <source>built</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="29"/>
        <source>build waived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="31"/>
        <source>bounced (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="33"/>
        <source>cannot dislodge a unit of its own power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="35"/>
        <source>no convoy route</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="37"/>
        <source>convoy paradox: the convoy held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="39"/>
        <source>support cut (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="41"/>
        <source>dislodged (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="43"/>
        <source>retreat bounced; disbanded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="45"/>
        <source>no unit there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="47"/>
        <source>the unit belongs to another power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="49"/>
        <source>not an order for this phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="51"/>
        <source>wrong unit type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="53"/>
        <source>unit type missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="55"/>
        <source>the unit is on the other coast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="57"/>
        <source>no such coast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="59"/>
        <source>the coast must be given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="61"/>
        <source>that coast cannot be reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="63"/>
        <source>a unit cannot move to its own province</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="65"/>
        <source>the unit cannot go there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="67"/>
        <source>a fleet cannot be convoyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="69"/>
        <source>a unit cannot support itself or a move into its own province</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="72"/>
        <source>the supporting unit cannot reach that province</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="74"/>
        <source>the supported move is impossible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="76"/>
        <source>the supported unit was not ordered so</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="78"/>
        <source>the support must name the coast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="80"/>
        <source>wrong nationality of the other unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="82"/>
        <source>nationality of the other unit missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="84"/>
        <source>only a fleet at sea can convoy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="86"/>
        <source>only armies can be convoyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="88"/>
        <source>the fleet is on no route for that convoy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="90"/>
        <source>the army was not ordered so</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="92"/>
        <source>a convoyed move must give its path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="94"/>
        <source>the unit has another order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="96"/>
        <source>the same order was given before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="98"/>
        <source>the unit was not dislodged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="100"/>
        <source>cannot retreat to where the attacker came from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="102"/>
        <source>cannot retreat to a province left empty by a standoff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="104"/>
        <source>cannot retreat to an occupied province</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="106"/>
        <source>builds only in home centres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="108"/>
        <source>the centre is not owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="110"/>
        <source>the centre is occupied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="112"/>
        <source>no builds left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="114"/>
        <source>a fleet cannot be built inland</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="116"/>
        <source>no removal due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="118"/>
        <source>builds cannot be waived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="120"/>
        <source>removed in civil disorder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="122"/>
        <source>disbanded: no retreat ordered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="124"/>
        <source>disbanded: nowhere to retreat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="126"/>
        <source>eliminated: no units and no centres left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="200"/>
        <source>%1; dislodged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="201"/>
        <source>%1; dislodged by %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OrderStatus</name>
    <message>
        <location filename="../core/text/reason_text.cpp" line="155"/>
        <source>succeeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="156"/>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="157"/>
        <source>invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="166"/>
        <location filename="../core/text/reason_text.cpp" line="208"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OrderSubmission</name>
    <message>
        <location filename="../app/server/order_submission.cpp" line="54"/>
        <source>Not entered: you give %1&apos;s orders, not %2&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/server/order_submission.cpp" line="63"/>
        <source>Cannot read &quot;%1&quot;: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/server/order_submission.cpp" line="76"/>
        <source>Not entered: &quot;%1&quot; is no order for %2, which takes only %3.</source>
        <extracomment>&quot;Not entered: &quot;A par - bur&quot; is no order for Winter 1901 Adjustments, which takes only builds, ...&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/server/order_submission.cpp" line="91"/>
        <source>Not entered: there is no unit of yours in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/server/order_submission.cpp" line="97"/>
        <source>Not entered: the unit in %1 is %2&apos;s, not yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/server/order_submission.cpp" line="113"/>
        <source>Entered %1, but it is illegal and will be ignored: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/server/order_submission.cpp" line="117"/>
        <source>Entered %1. Note: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/server/order_submission.cpp" line="121"/>
        <source>Entered %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/server/order_submission.cpp" line="125"/>
        <source>Note: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PadServer</name>
    <message>
        <location filename="../app/server/pad_server.cpp" line="310"/>
        <source>Too much text: send at most %1 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/server/pad_server.cpp" line="318"/>
        <source>The orders are not plain UTF-8 text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/server/pad_server.cpp" line="324"/>
        <source>Too many lines: send at most %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/server/pad_server.cpp" line="335"/>
        <source>&quot;%1&quot; is no phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/server/pad_server.cpp" line="342"/>
        <source>%1 has not begun: the game is in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/server/pad_server.cpp" line="349"/>
        <source>%1 is closed: the game master has adjudicated it. Orders are not taken for it any more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/server/pad_server.cpp" line="352"/>
        <source>%1 is closed: the game master is not taking orders now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/server/pad_server.cpp" line="369"/>
        <source>Your orders could not be kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PadTokens</name>
    <message>
        <location filename="../app/server/pad_tokens.cpp" line="116"/>
        <source>%1 is no file of order pad links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/server/pad_tokens.cpp" line="124"/>
        <source>%1 holds no link for %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Paper</name>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="48"/>
        <source>Orders of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="55"/>
        <source>played by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="75"/>
        <source>nowhere to go: disbanded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="76"/>
        <source>may retreat to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/print/paper.cpp" line="94"/>
        <source>Builds due: %n</source>
        <translation>
            <numerusform>Builds due: %n</numerusform>
            <numerusform>Builds due: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="95"/>
        <source>Home centres free to build in: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="96"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/print/paper.cpp" line="106"/>
        <source>Removals due: %n</source>
        <translation>
            <numerusform>Removals due: %n</numerusform>
            <numerusform>Removals due: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="107"/>
        <source>Units: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="155"/>
        <source>Supply centres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="156"/>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="157"/>
        <source>Centres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="160"/>
        <source>Final score (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="189"/>
        <source>The game has ended (%1): no orders are due.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="191"/>
        <source>%1 has been adjudicated: no orders are due.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="204"/>
        <source>No orders are due.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="219"/>
        <source>Results of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ParseError</name>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="21"/>
        <source>the order is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="23"/>
        <source>unknown power &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="25"/>
        <source>&apos;%1&apos; could be more than one power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="29"/>
        <source>unknown place &apos;%1&apos; (%2?)</source>
        <extracomment>&quot;unknown place &apos;Munchn&apos; (Munich?)&quot;: a close name is suggested, never read in its place</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="31"/>
        <source>unknown place &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="33"/>
        <source>&apos;%1&apos; could be more than one place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="35"/>
        <source>a unit is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="37"/>
        <source>the order says nothing after the unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="39"/>
        <source>&apos;%1&apos; is not an order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="41"/>
        <source>the destination is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="43"/>
        <source>unexpected &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="55"/>
        <source>order %1 on the line: %2</source>
        <extracomment>&quot;order 2 on the line: unknown place &apos;Moon&apos;&quot;, when a line holds several orders separated by &apos;;&apos; or &apos;,&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="64"/>
        <location filename="../core/text/order_sheet.cpp" line="67"/>
        <location filename="../core/text/order_sheet.cpp" line="144"/>
        <source>&apos;%1&apos; read as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="70"/>
        <source>; </source>
        <extracomment>between two corrections of one order: &quot;&apos;Germnay&apos; read as Germany; &apos;Burgandy&apos; read as Burgundy&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="114"/>
        <source>a second order for the unit in %1 (the first is on line %2): the rule for several orders to one unit (4.D.3) decides</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <location filename="../core/text/phase_text.cpp" line="13"/>
        <source>Spring %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/phase_text.cpp" line="15"/>
        <source>Fall %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/phase_text.cpp" line="17"/>
        <source>Winter %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/phase_text.cpp" line="26"/>
        <source>Movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/phase_text.cpp" line="28"/>
        <source>Retreats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/phase_text.cpp" line="30"/>
        <source>Adjustments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/phase_text.cpp" line="38"/>
        <source>%1 %2</source>
        <extracomment>A season with its year, then the kind of phase: &quot;Spring 1901 Movement&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/phase_text.cpp" line="45"/>
        <source>holds, moves, supports and convoys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/phase_text.cpp" line="47"/>
        <source>retreats and disbands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/phase_text.cpp" line="49"/>
        <source>builds, removals and waives</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Quiz</name>
    <message>
        <location filename="../app/document/quiz_text.cpp" line="21"/>
        <source>succeeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/quiz_text.cpp" line="22"/>
        <source>fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/quiz_text.cpp" line="24"/>
        <location filename="../app/document/quiz_text.cpp" line="45"/>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/quiz_text.cpp" line="25"/>
        <location filename="../app/document/quiz_text.cpp" line="42"/>
        <source>dislodged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/quiz_text.cpp" line="26"/>
        <location filename="../app/document/quiz_text.cpp" line="43"/>
        <source>not dislodged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/quiz_text.cpp" line="73"/>
        <source>%1: no guesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/quiz_text.cpp" line="76"/>
        <source>%1 %2/%3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RemoveOrderCommand</name>
    <message>
        <location filename="../app/document/remove_order_command.cpp" line="17"/>
        <source>Delete %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RenameBranchCommand</name>
    <message>
        <location filename="../app/document/rename_branch_command.cpp" line="17"/>
        <source>Remove branch name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/rename_branch_command.cpp" line="18"/>
        <source>Name branch &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <location filename="../core/record/score_report.cpp" line="21"/>
        <source>Scores (provisional: the game goes on):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/score_report.cpp" line="22"/>
        <source>Scores:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/score_report.cpp" line="24"/>
        <source>Centres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/results_report.cpp" line="60"/>
        <source>Rules changed to: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/results_report.cpp" line="88"/>
        <source>Not adjudicated yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/results_report.cpp" line="90"/>
        <source>Dislodged:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/results_report.cpp" line="98"/>
        <source>no retreat possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/results_report.cpp" line="99"/>
        <source>may retreat to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/results_report.cpp" line="113"/>
        <source>Centres changing hands: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/results_report.cpp" line="118"/>
        <source>%1: skipped, nothing to do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/results_report.cpp" line="122"/>
        <source>%1 wins with %2 centres.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/results_report.cpp" line="128"/>
        <source>Next: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/results_report.cpp" line="131"/>
        <source>The game ends: its last year, %1, is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/game_history.cpp" line="126"/>
        <source>Turning points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleChoice</name>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="18"/>
        <source>A convoy fails when any one of its routes is disrupted (1971).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="19"/>
        <source>A convoy fails only when every route is disrupted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="21"/>
        <source>1971: a convoyed army does not cut a support for an attack on a fleet of its convoy, when that support is given by a fleet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="22"/>
        <source>1982: a convoyed army does not cut a support for any action in a sea holding a convoying fleet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="23"/>
        <source>2000/2023: a convoyed army does not cut a support for an attack on a fleet its convoy needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="24"/>
        <source>&apos;All hold&apos;: every move in a paradox fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="25"/>
        <source>Causal rules (not used by any rulebook; treated like the Szykman rule).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="26"/>
        <source>Szykman: in a paradox the convoying fleets hold, so the convoy fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="28"/>
        <source>1971: the convoy is used only when the unit at the destination moves the other way and the convoy succeeds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="29"/>
        <source>1982: the convoy is used when the army&apos;s own power orders a fleet to convoy it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="30"/>
        <source>2000/2023: the convoy is used when the army is ordered &apos;via convoy&apos; or its own power convoys it; no fall-back to the land route.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="31"/>
        <source>DPTG: the convoy is used only when the army is ordered &apos;via convoy&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="32"/>
        <source>2000/2023 as read in DATC v2: &apos;via convoy&apos; or an own convoying fleet, but the army takes the land route when no convoy carries it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="34"/>
        <source>The support is not cut: the army attacks from where it started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="35"/>
        <source>The support is cut: the army attacks from the sea.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="37"/>
        <source>The unit may not retreat to the attacker&apos;s starting province.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="38"/>
        <source>The unit may retreat to the attacker&apos;s starting province when the attack came by convoy (2023).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="40"/>
        <source>A path written in a move order is ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="41"/>
        <source>A path may be written and is then followed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="42"/>
        <source>A convoyed move must give its path, or it fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="44"/>
        <source>A dislodged unit never affects the province its attacker came from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="45"/>
        <source>A dislodged unit has no effect on its attacker&apos;s province only after a head-to-head battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="47"/>
        <location filename="../core/rules/rule_settings.cpp" line="50"/>
        <source>The move fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="49"/>
        <source>The fleet moves to the only coast it can reach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="52"/>
        <source>The coast is ignored and the fleet moves to the coast it can reach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="53"/>
        <source>The order is illegal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="55"/>
        <source>A support may leave out the coast of the supported move, whoever&apos;s unit it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="56"/>
        <source>The coast may be left out only when supporting one&apos;s own unit (Calhamer).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="57"/>
        <source>A support of a move to a split-coast province must give the coast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="59"/>
        <location filename="../core/rules/rule_settings.cpp" line="62"/>
        <source>The order fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="60"/>
        <location filename="../core/rules/rule_settings.cpp" line="63"/>
        <source>The written coast is ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="65"/>
        <source>A fleet built in a split-coast province needs a coast, or the build fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="67"/>
        <location filename="../core/rules/rule_settings.cpp" line="71"/>
        <source>The order is invalid (the unit holds).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="68"/>
        <location filename="../core/rules/rule_settings.cpp" line="83"/>
        <source>The order is valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="69"/>
        <location filename="../core/rules/rule_settings.cpp" line="73"/>
        <source>The order is valid unless another order names the unit correctly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="72"/>
        <source>The order is valid; the written type is ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="75"/>
        <location filename="../core/rules/rule_settings.cpp" line="79"/>
        <source>The build fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="76"/>
        <source>An army is built in an inland province; elsewhere the build fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="77"/>
        <source>An army inland, a fleet when a coast is written; otherwise the build fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="80"/>
        <source>An army is built instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="82"/>
        <location filename="../core/rules/rule_settings.cpp" line="86"/>
        <source>The order is invalid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="84"/>
        <source>The order is valid unless another order gives the nationality.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="87"/>
        <source>The order is valid; the nationality is ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="88"/>
        <source>The order is valid unless another order gives the right nationality.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="90"/>
        <location filename="../core/rules/rule_settings.cpp" line="96"/>
        <source>All sets are combined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="91"/>
        <source>All sets are combined unless the latest clearly replaces them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="92"/>
        <source>Only the latest set counts unless it clearly adds to earlier ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="93"/>
        <source>Only the latest set counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="95"/>
        <source>All units hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="98"/>
        <source>The first order counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="99"/>
        <source>The last order counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="100"/>
        <source>The unit holds (and may receive hold support).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="102"/>
        <source>All builds are invalid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="103"/>
        <source>The first legal builds are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="104"/>
        <source>The last legal builds are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="106"/>
        <source>Both builds fail.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="107"/>
        <source>The first build is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="108"/>
        <source>The last build is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="110"/>
        <source>Removals are chosen by the civil disorder rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="111"/>
        <source>The first legal removals are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="112"/>
        <source>The last legal removals are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="114"/>
        <source>A power may waive builds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="115"/>
        <source>Waives are not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="117"/>
        <source>2023: remove the unit farthest from the power&apos;s nearest owned centre, counting moves over land and sea for every unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="118"/>
        <source>Before 2023: remove the unit farthest from a home centre; fleets move as fleets, armies over land and sea.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="120"/>
        <source>The support fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="121"/>
        <source>The support succeeds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="123"/>
        <source>An illegal order is ignored: the unit holds and may receive hold support (2023).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="125"/>
        <source>Each order is read on its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="126"/>
        <source>A player&apos;s orders are read together; one may clarify another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="128"/>
        <source>A missing move may be deduced from its own power&apos;s support or convoy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="129"/>
        <source>Orders are never deduced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="131"/>
        <source>A player may leave standing orders that repeat every phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="132"/>
        <source>Standing orders are not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="134"/>
        <source>Proxies are allowed when announced to the game master beforehand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="135"/>
        <source>Proxies may be given within an order set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="136"/>
        <source>Proxy orders are not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="138"/>
        <source>The unit is removed as soon as it is found when editing the position.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleIssue</name>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="17"/>
        <source>Multi-route convoy disruption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="20"/>
        <source>Convoy disruption paradoxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="27"/>
        <source>Convoying to an adjacent province</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="33"/>
        <source>Support cut by a convoyed attack from the supported target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="36"/>
        <source>Retreat when dislodged by a convoyed army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="39"/>
        <source>Convoy path specification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="43"/>
        <source>Dislodged unit bouncing a third unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="46"/>
        <source>Move without coast when two coasts are possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="48"/>
        <source>Move without coast when one coast is possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="51"/>
        <source>Move to an unreachable coast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="54"/>
        <source>Coast in a support order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="58"/>
        <source>Wrong coast of the ordered unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="61"/>
        <source>Unknown or irrelevant coasts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="64"/>
        <source>Coast in a build order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="66"/>
        <source>Missing unit type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="70"/>
        <source>Wrong unit type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="74"/>
        <source>Missing unit type in a build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="78"/>
        <source>Fleet built in an inland province</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="81"/>
        <source>Missing nationality in a support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="85"/>
        <source>Wrong nationality in a support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="89"/>
        <source>Several order sets, latest known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="94"/>
        <source>Several order sets, order unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="97"/>
        <source>Several orders to one unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="101"/>
        <source>Too many builds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="105"/>
        <source>Two builds in one province</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="109"/>
        <source>Too many removals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="113"/>
        <source>Waiving builds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="116"/>
        <source>Removal in civil disorder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="119"/>
        <source>Hold support for a power in civil disorder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="122"/>
        <source>Illegal orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="124"/>
        <source>Poorly written orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="127"/>
        <source>Implicit orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="130"/>
        <source>Perpetual orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="133"/>
        <source>Proxy orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="137"/>
        <source>Illegal unit on the board (Flying Dutchman)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleSettings</name>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="199"/>
        <source>issue %1 has choices a to %2, not &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="210"/>
        <source>&apos;%1&apos; is not of the form 4.A.2=b</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="213"/>
        <source>unknown rule issue &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="217"/>
        <source>the choice in &apos;%1&apos; must be one letter</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../app/document/rules_description.cpp" line="12"/>
        <source>DATC preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/rules_description.cpp" line="14"/>
        <source>DPTG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/rules_description.cpp" line="15"/>
        <source>%1 rulebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/rules_description.cpp" line="36"/>
        <source>%1, modified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/rules_description.cpp" line="41"/>
        <source>DIAS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/rules_description.cpp" line="42"/>
        <source>NoDIAS</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Scoring</name>
    <message>
        <location filename="../core/record/scoring.cpp" line="24"/>
        <source>Draw size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/scoring.cpp" line="25"/>
        <source>Sum of squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/scoring.cpp" line="26"/>
        <source>C-Diplo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/scoring.cpp" line="27"/>
        <source>Carnage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/scoring.cpp" line="28"/>
        <source>Tribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/scoring.cpp" line="29"/>
        <source>OpenTribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/scoring.cpp" line="30"/>
        <source>Manorcon</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetGameInfoCommand</name>
    <message>
        <location filename="../app/document/set_game_info_command.cpp" line="13"/>
        <source>Change game info</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetOrderCommand</name>
    <message>
        <location filename="../app/document/set_order_command.cpp" line="16"/>
        <source>Order %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetVotesCommand</name>
    <message>
        <location filename="../app/document/set_votes_command.cpp" line="13"/>
        <source>Record draw votes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SwitchLineCommand</name>
    <message>
        <location filename="../app/document/switch_line_command.cpp" line="17"/>
        <source>Switch to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurningPoints</name>
    <message>
        <location filename="../core/record/turning_points.cpp" line="57"/>
        <source>%1 takes %2 (neutral)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/turning_points.cpp" line="59"/>
        <source>%1 takes %2 from %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/turning_points.cpp" line="61"/>
        <source>%1 loses %2 (home centre) to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/turning_points.cpp" line="64"/>
        <source>%1 takes back %2 (home centre) from %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/record/turning_points.cpp" line="67"/>
        <source>%1 is eliminated</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Unit</name>
    <message>
        <location filename="../app/document/order_description.cpp" line="33"/>
        <source>the %1 army in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/order_description.cpp" line="34"/>
        <source>the %1 fleet in %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::document::GameDocument</name>
    <message>
        <location filename="../app/document/game_document.cpp" line="118"/>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::AboutDialog</name>
    <message>
        <location filename="../app/ui/dialogs/about_dialog.cpp" line="24"/>
        <source>About Arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/about_dialog.cpp" line="38"/>
        <source>&lt;h3&gt;Arbiter %1&lt;/h3&gt;&lt;p&gt;A Diplomacy map client and rules engine for the game master at the table.&lt;/p&gt;&lt;p&gt;Adjudication follows the DATC v3.0; every rule choice of its chapter 4 can be set in Game → Rules.&lt;/p&gt;&lt;p&gt;Arbiter is free software under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later). It comes with no warranty.&lt;/p&gt;&lt;p&gt;The coastlines of the map are derived from GSHHG, the Global Self-consistent, Hierarchical, High-resolution Geography Database by Paul Wessel and Walter H. F. Smith, distributed under the GNU Lesser General Public License, version 3 or later.&lt;/p&gt;&lt;p&gt;Built with Qt %2, running with Qt %3.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ActionManager</name>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="31"/>
        <source>&amp;New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="32"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="33"/>
        <source>Open &amp;DATC Case…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="35"/>
        <source>A new game from a case of a DATC test file, with its rules and orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="36"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="37"/>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="39"/>
        <source>Save as &amp;Lesson…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="41"/>
        <source>Keep the phase shown, with its orders, as a lesson of your own (Help → Lessons); the outcome is the judge&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="43"/>
        <source>&amp;Import Order Sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="45"/>
        <source>Import &amp;Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="48"/>
        <source>Open a game played elsewhere (MILA&apos;s game JSON, a Judge or DPjudge transcript); every phase is judged again and compared with the record (Ctrl+Alt+I)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="50"/>
        <source>Export Game as &amp;MILA JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="52"/>
        <source>The line of play as the game JSON of the `diplomacy` Python package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="53"/>
        <source>Export Game as &amp;Judge Transcript…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="55"/>
        <source>The line of play as the results the Judge mails, phase by phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="56"/>
        <source>Export Map as &amp;PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="58"/>
        <source>Export Map as &amp;SVG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="60"/>
        <source>Export Map as P&amp;DF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="62"/>
        <source>&amp;Print Map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="63"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="69"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="73"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="79"/>
        <source>&amp;Paste Orders…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="81"/>
        <source>&amp;Copy Results Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="86"/>
        <source>&amp;Hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="87"/>
        <source>&amp;Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="89"/>
        <source>&amp;Support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="91"/>
        <source>&amp;Convoy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="93"/>
        <source>&amp;Disband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="95"/>
        <source>&amp;Next Unit Without Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="96"/>
        <source>&amp;Type an Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="98"/>
        <source>Cancel Order Entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="103"/>
        <source>&amp;Adjudicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="105"/>
        <source>Adjudicate this phase (Ctrl+Return)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="107"/>
        <source>&amp;Rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="108"/>
        <source>Game &amp;Info…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="110"/>
        <source>The game&apos;s name, notes, players, end year and scoring system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="112"/>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="114"/>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="116"/>
        <source>&amp;Fit to Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="117"/>
        <source>Show &amp;Orders on the Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="121"/>
        <source>Show Last &amp;Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="124"/>
        <source>&amp;Strengths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="128"/>
        <source>On the results: each move&apos;s attack strength, and the strength each contested province was held or prevented with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="130"/>
        <source>Reac&amp;h and Support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="133"/>
        <source>Click a province: the units that can move there, those that can support there and those that could cut those supports are ringed (Escape clears)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="135"/>
        <source>Full Place &amp;Names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="139"/>
        <source>Explanations, results, reports and the table display write places out (&quot;Vienna is empty&quot;) rather than abbreviate them (&quot;vie&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="144"/>
        <source>&amp;First Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="146"/>
        <source>First phase (Ctrl+Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="147"/>
        <source>P&amp;revious Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="150"/>
        <source>Previous phase (Ctrl+PgUp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="151"/>
        <location filename="../app/ui/window/action_manager.cpp" line="278"/>
        <source>&amp;Play Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="154"/>
        <source>Play the game phase by phase at the chosen speed (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="155"/>
        <source>&amp;Next Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="158"/>
        <source>Next phase (Ctrl+PgDown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="159"/>
        <source>&amp;Current Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="162"/>
        <source>Back to the current phase, to edit it (Ctrl+End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="163"/>
        <source>Position &amp;After the Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="167"/>
        <source>Show the position after the replayed phase instead of the position before it (Ctrl+Shift+A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="168"/>
        <source>After</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="169"/>
        <source>Play from &amp;Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="171"/>
        <source>Start a what-if from the phase shown: the original line is kept (Ctrl+B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="172"/>
        <source>&amp;Switch to This Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="174"/>
        <source>Continue the line of play of the phase shown (Ctrl+Shift+B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="175"/>
        <source>Switch Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="176"/>
        <source>&amp;Name This Line…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="177"/>
        <source>Supply &amp;Centre Chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="179"/>
        <source>Game &amp;Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="181"/>
        <source>Compare &amp;Lines…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="183"/>
        <source>The line shown beside another line of play of the game, phase by phase: the units, centres and orders that differ (Ctrl+Alt+C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="185"/>
        <source>&amp;Import Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="187"/>
        <source>The phases of the imported game where Arbiter&apos;s second opinion differs from the recorded adjudication (Ctrl+Shift+J)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="189"/>
        <source>&amp;Draw Votes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="191"/>
        <source>Set &amp;Up Position…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="194"/>
        <source>Place and remove units, set centre owners and the phase, then start a new game from that position (Ctrl+Shift+U)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="196"/>
        <source>&amp;Quiz on This Phase…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="198"/>
        <source>The students predict each order&apos;s fate before it is revealed, on the map and the table display, and are scored (Ctrl+Alt+Q)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="200"/>
        <source>Res&amp;ume the Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="202"/>
        <source>Restart a drawn or ended game (the Judge&apos;s RESUME)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="203"/>
        <source>&amp;End the Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="205"/>
        <source>End the game now, as when a tournament&apos;s time is up: it is scored like a draw of every power still on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="207"/>
        <source>&amp;Scores…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="209"/>
        <source>Each power&apos;s score under the tournament scoring systems (Ctrl+Shift+K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="210"/>
        <source>&amp;Pause or Resume the Clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="212"/>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="213"/>
        <source>Stop or restart the phase clock (Ctrl+Shift+P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="214"/>
        <source>&amp;One More Minute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="216"/>
        <source>+1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="217"/>
        <source>Give the players one more minute (Ctrl+Shift+M)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="219"/>
        <source>&amp;Table Display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="220"/>
        <source>&amp;Players&apos; Devices…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="223"/>
        <source>Let the players give their orders on their phones over the table&apos;s network (Ctrl+Alt+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="225"/>
        <source>Show My &amp;View on the Table Display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="229"/>
        <source>The table display follows the phase replayed or the what-if played here, labelled as such; otherwise it keeps to the live phase (Shift+F9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="231"/>
        <source>Print Order P&amp;ads…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="233"/>
        <source>A sheet for each power with its units and lines for its orders (or a PDF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="234"/>
        <source>Print Res&amp;ults Sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="237"/>
        <source>The map with the results and every order&apos;s outcome, for the wall (or a PDF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="239"/>
        <source>A second window for the players, on a projector or a television: the map, the phase, the clock and the results, never the orders before adjudication (F9; F11 in it: full screen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="278"/>
        <source>&amp;Pause Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="284"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="288"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="307"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="314"/>
        <source>&amp;Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="324"/>
        <source>S&amp;lip Of</source>
        <extracomment>the submenu of the powers whose paper slip of orders the game master types next</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="335"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="353"/>
        <source>H&amp;istory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="370"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="382"/>
        <source>&amp;Threats Against</source>
        <extracomment>the submenu of the powers whose threat view is shown: what the others could bring against it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="386"/>
        <source>&amp;Nobody</source>
        <extracomment>no threat view shown</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="397"/>
        <source>Orders of &amp;Powers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="414"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="415"/>
        <source>&amp;Lessons…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="417"/>
        <source>The DATC test cases and your own lessons: positions that teach a rule (Ctrl+F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="419"/>
        <source>&amp;Glossary…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="421"/>
        <source>The words of the rules the explanations use, each with the lesson that shows it (Ctrl+Shift+F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="425"/>
        <source>&amp;About Arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="431"/>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="437"/>
        <source>&amp;Colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="441"/>
        <source>&amp;Map Colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="443"/>
        <source>&amp;Colour-Blind Safe (with Letters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="445"/>
        <source>&amp;High Contrast (with Letters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="459"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="462"/>
        <source>System Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="474"/>
        <source>The language changes when Arbiter is started again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::AnalysisPanel</name>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="85"/>
        <source>Sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="87"/>
        <source>Our side:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="89"/>
        <source>Their side: every other power with units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="102"/>
        <source>Goals, all to be met together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="107"/>
        <source>Goals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="112"/>
        <source>New goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="113"/>
        <source>take mun, hold bel, dislodge kie, keep war</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="114"/>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="119"/>
        <source>Pick on Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="121"/>
        <source>Click a province on the map to take it; right-click for hold, dislodge or keep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="122"/>
        <source>Remove Goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="150"/>
        <source>Time &amp;limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="154"/>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="155"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="157"/>
        <source>&amp;Ask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="159"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="185"/>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="424"/>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="191"/>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="197"/>
        <source>Orders of the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="200"/>
        <source>Play as &amp;What-If</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="201"/>
        <source>Enter these orders in a new what-if line from the phase asked about; adjudicate it to see why in the Explanation dock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="245"/>
        <source>&quot;%1&quot; is a goal already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="292"/>
        <source>Tick the powers of their side, or every other power with units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="337"/>
        <source>%L1 adjudications in %L2 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="344"/>
        <source>The answer for %1 came after the phase had changed, and is dropped: ask again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="359"/>
        <source>Searching: %L1 adjudications, %L2 s…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="423"/>
        <source>Answer for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="426"/>
        <source>Searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="447"/>
        <source>Guaranteeing orders: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="449"/>
        <source>Best attempt: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="449"/>
        <source>Best attempt found: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="451"/>
        <source>Refutation by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="452"/>
        <source>Safe defence of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="501"/>
        <source>Analysis: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="503"/>
        <source>Play the analysis as a what-if</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="508"/>
        <source>A what-if with the orders of the analysis: adjudicate it to see why in the Explanation dock.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::CentreChart</name>
    <message>
        <location filename="../app/ui/widgets/centre_chart.cpp" line="46"/>
        <location filename="../app/ui/widgets/centre_chart.cpp" line="127"/>
        <source>start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/centre_chart.cpp" line="80"/>
        <source>Supply centres per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/centre_chart.cpp" line="84"/>
        <source>No year played yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/centre_chart.cpp" line="153"/>
        <source>%1 to win</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ClockWidget</name>
    <message>
        <location filename="../app/ui/widgets/clock_widget.cpp" line="51"/>
        <source>%1 (paused)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/clock_widget.cpp" line="53"/>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/clock_widget.cpp" line="53"/>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/clock_widget.cpp" line="54"/>
        <source>The time for this phase is up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/clock_widget.cpp" line="55"/>
        <source>Time left for this phase</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::CommandLine</name>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="117"/>
        <location filename="../app/ui/widgets/command_line.cpp" line="161"/>
        <source>Type an order and press Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="160"/>
        <source>Type an order, e.g. &quot;%1&quot; or &quot;%2&quot;, and press Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="181"/>
        <source>Slip of %1: type its orders one a line, without the power or the unit types.</source>
        <extracomment>after the game master chose a power&apos;s slip, e.g. with Ctrl+4</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="410"/>
        <source>Orders of %1: type them one a line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="413"/>
        <source>Note: &apos;%1&apos; read as %2.</source>
        <extracomment>&quot;Note: &apos;Germnay&apos; read as Germany.&quot; after a misspelled power&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="419"/>
        <source>The game has ended; no more orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="424"/>
        <source>Enter &quot;%1&quot;</source>
        <extracomment>the undo step of a typed line of several orders, e.g. Enter &quot;A par - bur; A mar - spa&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="458"/>
        <source>Order %1: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="462"/>
        <source>Cannot read &quot;%1&quot;: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="477"/>
        <source>Whose build is waived? Write the power first (&quot;Austria: waive&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="479"/>
        <source>Whose order is &quot;%1&quot;? There is no unit there; write the power first (&quot;Austria: ...&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="487"/>
        <source>Not entered: &quot;%1&quot; is no order for %2, which takes only %3.</source>
        <extracomment>&quot;Not entered: &quot;A par - bur&quot; is no order for Winter 1901 Adjustments, which takes only builds, ...&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="510"/>
        <source>Not entered: %1 cannot replace %2&apos;s order %3.</source>
        <extracomment>&quot;Not entered: Austria cannot replace Germany&apos;s order A ber - kie.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="530"/>
        <source>Entered %1. Note: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="533"/>
        <location filename="../app/ui/widgets/command_line.cpp" line="564"/>
        <source>Entered %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="537"/>
        <source>It replaces %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="541"/>
        <source>Note: the unit is %1&apos;s, not %2&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="545"/>
        <source>Note: %1.</source>
        <extracomment>&quot;Note: &apos;Germnay&apos; read as Germany.&quot; after a misspelled power&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="559"/>
        <source>Note: the unit in %1 is a fleet, not an army.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="560"/>
        <source>Note: the unit in %1 is an army, not a fleet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="526"/>
        <source>Entered %1, but it is illegal and will be ignored: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::DatcCaseDialog</name>
    <message>
        <location filename="../app/ui/dialogs/datc_case_dialog.cpp" line="18"/>
        <source>Open DATC Case — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/datc_case_dialog.cpp" line="21"/>
        <source>Choose a test case. It opens as a new game from its position, with its rules and its orders entered: adjudicate to see what happens and why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/datc_case_dialog.cpp" line="29"/>
        <source>%1 — %n unit(s)</source>
        <translation>
            <numerusform>%1 — %n unit</numerusform>
            <numerusform>%1 — %n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/datc_case_dialog.cpp" line="30"/>
        <source>, %n order(s)</source>
        <translation>
            <numerusform>, %n order</numerusform>
            <numerusform>, %n orders</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/datc_case_dialog.cpp" line="36"/>
        <source> (cannot be read)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::Docks</name>
    <message>
        <location filename="../app/ui/window/docks.cpp" line="26"/>
        <source>Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/docks.cpp" line="34"/>
        <source>Draw Votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/docks.cpp" line="43"/>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/docks.cpp" line="64"/>
        <source>Explanation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/docks.cpp" line="72"/>
        <source>Set Up Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/docks.cpp" line="83"/>
        <source>Undo History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/docks.cpp" line="87"/>
        <source>&lt;start of game&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/docks.cpp" line="93"/>
        <source>Analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/docks.cpp" line="103"/>
        <source>Quiz</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::DocumentManager</name>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="94"/>
        <source>New game: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="128"/>
        <location filename="../app/ui/window/document_manager.cpp" line="222"/>
        <location filename="../app/ui/window/document_manager.cpp" line="473"/>
        <source>The game is played on the map &apos;%1&apos;, which cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="133"/>
        <source>Cannot Open Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="134"/>
        <source>The game %1 cannot be opened:

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="105"/>
        <location filename="../app/ui/window/document_manager.cpp" line="135"/>
        <source>Could not open %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="141"/>
        <source>Opened %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="150"/>
        <source>Cannot Save Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="151"/>
        <source>The game could not be saved to %1:

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="156"/>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="174"/>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="175"/>
        <source>The game &quot;%1&quot; has changes that are not saved. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="192"/>
        <source>Recovery File Damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="193"/>
        <source>A recovery file was found but cannot be read (%1). It is discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="200"/>
        <source>Restore Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="221"/>
        <location filename="../app/ui/window/document_manager.cpp" line="251"/>
        <source>Cannot Restore Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="251"/>
        <source>The recovery file cannot be read:

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="264"/>
        <source>Restored &quot;%1&quot;: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="213"/>
        <location filename="../app/ui/window/document_manager.cpp" line="266"/>
        <source>Kept as files to open: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="288"/>
        <source>%1 was not opened: the restored game stays open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="334"/>
        <source>Another Recovered Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="335"/>
        <source>Another game was not closed normally: &quot;%1&quot; as it was at %2. Keep it as a file in %3 to open later? (Ignore offers it again at the next start.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="313"/>
        <source>Cannot Keep Recovered Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="201"/>
        <source>Arbiter did not close normally. Restore the game &quot;%1&quot; as it was at %2, with every order entered? (Save keeps it as a file in %3 to open later; Discard throws it away.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="313"/>
        <source>%1: %2

It is offered again at the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="353"/>
        <location filename="../app/ui/window/document_manager.cpp" line="375"/>
        <source>Cannot Open DATC Case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="354"/>
        <source>%1 holds no test case that can be read.%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="369"/>
        <source>%1 has no case named %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/document_manager.cpp" line="385"/>
        <source>DATC case %1: %2 with %n order(s) entered; adjudicate to see the results.</source>
        <translation>
            <numerusform>DATC case %1: %2 with %n order entered; adjudicate to see the results.</numerusform>
            <numerusform>DATC case %1: %2 with %n orders entered; adjudicate to see the results.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/document_manager.cpp" line="389"/>
        <source>%n order line(s) left out: %1.</source>
        <translation>
            <numerusform>%n order line left out: %1.</numerusform>
            <numerusform>%n order lines left out: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/document_manager.cpp" line="393"/>
        <source>%n unit(s) that cannot be on the board were removed (DATC 4.E.6).</source>
        <translation>
            <numerusform>%n unit that cannot be on the board was removed (DATC 4.E.6).</numerusform>
            <numerusform>%n units that cannot be on the board were removed (DATC 4.E.6).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="425"/>
        <source>Open Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="440"/>
        <source>Save Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="440"/>
        <source>Arbiter games (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="452"/>
        <source>Open DATC Test File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="454"/>
        <source>DATC test files (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="480"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="472"/>
        <location filename="../app/ui/window/document_manager.cpp" line="481"/>
        <source>Cannot Import Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="102"/>
        <source>Cannot Open Lesson Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="103"/>
        <source>%1 is no lesson collection Arbiter can read:

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="111"/>
        <source>Opened the lessons of %1 (Help → Lessons).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="426"/>
        <source>Arbiter games and lessons (*.json *%1);;Lesson collections (*%1 *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="482"/>
        <source>%1 holds no game Arbiter can read.

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="484"/>
        <source>Could not import %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/document_manager.cpp" line="496"/>
        <source>Imported from %1 (%2). Arbiter&apos;s second opinion under the rules %3: %n phase(s) differ from the recorded adjudication.</source>
        <translation>
            <numerusform>Imported from %1 (%2). Arbiter&apos;s second opinion under the rules %3: %n phase differs from the recorded adjudication.</numerusform>
            <numerusform>Imported from %1 (%2). Arbiter&apos;s second opinion under the rules %3: %n phases differ from the recorded adjudication.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/document_manager.cpp" line="504"/>
        <source>Imported %1: %n phase(s) judged again</source>
        <translation>
            <numerusform>Imported %1: %n phase judged again</numerusform>
            <numerusform>Imported %1: %n phases judged again</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="506"/>
        <source>— all agree with the record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/document_manager.cpp" line="507"/>
        <source>— %n differ from the record (History → Import Report).</source>
        <translation>
            <numerusform>— %n differs from the record (History → Import Report).</numerusform>
            <numerusform>— %n differ from the record (History → Import Report).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/document_manager.cpp" line="510"/>
        <source>%n part(s) could not be read.</source>
        <translation>
            <numerusform>%n part could not be read.</numerusform>
            <numerusform>%n parts could not be read.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="522"/>
        <source>Cannot Export Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="522"/>
        <source>The game could not be written to %1:

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="527"/>
        <source>Exported %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="536"/>
        <source>Import Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="537"/>
        <source>Games of other judges (*.json *.txt);;MILA game JSON (*.json);;Judge transcripts (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="548"/>
        <source>Nothing to Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="549"/>
        <source>No phase of this game is adjudicated yet, so there are no results to export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="556"/>
        <source>Export Game as MILA JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="556"/>
        <source>Export Game as Judge Transcript</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="557"/>
        <source>MILA game JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="557"/>
        <source>Text files (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::DrawVotesPanel</name>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="48"/>
        <source>&amp;Record Votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="48"/>
        <source>C&amp;lear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="49"/>
        <source>Res&amp;ume Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="67"/>
        <source>DIAS: draws include all survivors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="68"/>
        <source>NoDIAS: votes name the powers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="69"/>
        <source>Chosen by the game master; Game → Rules… changes it too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="70"/>
        <source>Draws:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="91"/>
        <source>Record these votes with the phase; a draw every survivor approves ends the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="92"/>
        <source>Restart a drawn game (the Judge&apos;s RESUME).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="99"/>
        <source>Votes last one phase. In a NoDIAS game a vote approves every draw of the powers it names that includes the voter if it names itself, and every such draw with or without the voter if it does not; SET NODRAW approves only a concession to the voter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="159"/>
        <source>no vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="160"/>
        <source>SET DRAW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="161"/>
        <source>SET NODRAW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="162"/>
        <source>The vote of %1 in this phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="174"/>
        <source>%1 accepts %2 in the draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="303"/>
        <source>Draw votes in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="330"/>
        <source>No draw is approved by every survivor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="332"/>
        <source>Approved by every survivor:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="337"/>
        <source>(a concession: it would pass)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="338"/>
        <source>(the largest: it would pass)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="340"/>
        <source>(passed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="347"/>
        <source>The phase is adjudicated; votes cannot change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="354"/>
        <source>Not recorded yet: Record Votes evaluates them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::EchoList</name>
    <message>
        <location filename="../app/ui/widgets/echo_list.cpp" line="20"/>
        <source>Lines of the slip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/echo_list.cpp" line="21"/>
        <source>Each order typed for the slip at hand and what became of it. Delete removes the order of the chosen line; Escape goes back to the order line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/echo_list.cpp" line="55"/>
        <source>Typed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/echo_list.cpp" line="85"/>
        <source>%1 (no longer entered)</source>
        <extracomment>a line of the echo list whose order was replaced or removed since it was typed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/echo_list.cpp" line="120"/>
        <source>Removed %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/echo_list.cpp" line="124"/>
        <source>That line entered no order, or its order is gone already.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ExplanationPanel</name>
    <message>
        <location filename="../app/ui/widgets/explanation_panel.cpp" line="25"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/explanation_panel.cpp" line="54"/>
        <location filename="../app/ui/widgets/explanation_panel.cpp" line="61"/>
        <location filename="../app/ui/widgets/explanation_panel.cpp" line="89"/>
        <source>Select an order of an adjudicated phase to see why it succeeded or failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/explanation_panel.cpp" line="82"/>
        <source>The orders are explained once the phase is adjudicated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/explanation_panel.cpp" line="115"/>
        <source>Changes no order made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/explanation_panel.cpp" line="138"/>
        <source>against</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::GameInfoDialog</name>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="25"/>
        <source>&amp;Time each phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="27"/>
        <source>Game Info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="33"/>
        <source>Shown in the title bar instead of the file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="34"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="37"/>
        <source>N&amp;otes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="40"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="46"/>
        <source>The player of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="58"/>
        <source>Tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="63"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="65"/>
        <source>The game ends when the adjustments of this year are done, and is scored like a draw of every power still on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="67"/>
        <source>&amp;End year:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="74"/>
        <source>The system the history and the game report score the game with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="75"/>
        <source>&amp;Scoring:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="79"/>
        <source>Count down the time for negotiation and orders in each phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="82"/>
        <source>First movement phase:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="83"/>
        <source>Other movement phases:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="84"/>
        <source>Retreats:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="85"/>
        <source>Adjustments:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="93"/>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="105"/>
        <source>e.g. 5, 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="106"/>
        <source>Minutes left at which the clock flashes and beeps; it always does at zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="109"/>
        <source>&amp;Warn at (minutes left):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::GameReportDialog</name>
    <message>
        <location filename="../app/ui/dialogs/game_report_dialog.cpp" line="21"/>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_report_dialog.cpp" line="24"/>
        <source>Game Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_report_dialog.cpp" line="28"/>
        <source>Every phase of the line of play with its orders and results, as a game master files it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_report_dialog.cpp" line="42"/>
        <source>&amp;Save As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_report_dialog.cpp" line="54"/>
        <source>Copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_report_dialog.cpp" line="74"/>
        <source>Save Game Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_report_dialog.cpp" line="75"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_report_dialog.cpp" line="80"/>
        <source>Cannot Save Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_report_dialog.cpp" line="81"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::GlossaryDialog</name>
    <message>
        <location filename="../app/ui/dialogs/glossary_dialog.cpp" line="28"/>
        <source>Glossary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/glossary_dialog.cpp" line="85"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/glossary_dialog.cpp" line="88"/>
        <source>Shown in the lesson %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::GoalTool</name>
    <message>
        <location filename="../app/ui/board/goal_tool.cpp" line="33"/>
        <source>Take %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/board/goal_tool.cpp" line="34"/>
        <source>Hold %1: keep the other side&apos;s units out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/board/goal_tool.cpp" line="35"/>
        <source>Hold %1: keep the units of %2 out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/board/goal_tool.cpp" line="36"/>
        <source>Dislodge the other side&apos;s unit in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/board/goal_tool.cpp" line="37"/>
        <source>Dislodge the unit in %1 (of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/board/goal_tool.cpp" line="38"/>
        <source>Keep our unit in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/board/goal_tool.cpp" line="39"/>
        <source>Keep the unit in %1 (of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/board/goal_tool.cpp" line="40"/>
        <source>Goal in %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::HistoryModel</name>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="404"/>
        <source>%1 — being played</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/history_model.cpp" line="405"/>
        <source>%1: %n phase(s) from %2</source>
        <translation>
            <numerusform>%1: %n phase from %2</numerusform>
            <numerusform>%1: %n phases from %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="417"/>
        <source>The line of play being played. Double-click to name it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="418"/>
        <source>Another line of play from here. Double-click to name it; Switch to This Line continues it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="438"/>
        <location filename="../app/ui/widgets/history_model.cpp" line="439"/>
        <source>%1 (differs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="458"/>
        <source>Arbiter&apos;s second opinion differs from the recorded adjudication (History → Import Report).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="462"/>
        <source>The phase being played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="462"/>
        <source>Select to replay this phase on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="473"/>
        <source>%1 — skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="483"/>
        <source>No unit was dislodged: there was nothing to retreat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="484"/>
        <source>No power had a unit to build or remove.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/history_model.cpp" line="517"/>
        <source>%n neutral centre(s) taken</source>
        <translation>
            <numerusform>%n neutral centre taken</numerusform>
            <numerusform>%n neutral centres taken</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="525"/>
        <source>After %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="526"/>
        <source>Select to see the position after the phase</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::HistoryPanel</name>
    <message>
        <location filename="../app/ui/widgets/history_panel.cpp" line="57"/>
        <source>0.5 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_panel.cpp" line="58"/>
        <source>1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_panel.cpp" line="59"/>
        <source>2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_panel.cpp" line="60"/>
        <source>4 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_panel.cpp" line="61"/>
        <source>8 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_panel.cpp" line="64"/>
        <source>Replay speed: how long each phase is shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_panel.cpp" line="239"/>
        <source>Compare &amp;with…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ImportOrdersDialog</name>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="28"/>
        <source>Enter Order Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="32"/>
        <source>One order a line, or several separated by &apos;;&apos; or &apos;,&apos;, in any usual notation. A line with just a power&apos;s name (&quot;England:&quot;) heads the orders below it; &apos;#&apos; starts a comment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="44"/>
        <source>Lines that cannot be read, and notes on what was read (double-click to go to the line):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="51"/>
        <source>Enter Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="85"/>
        <source>Line %1: %2 — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="98"/>
        <source>whose order? There is no unit there; put the power&apos;s name before it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="110"/>
        <source>Line %1: note: %2</source>
        <extracomment>&quot;Line 3: note: &apos;Germnay&apos; read as Germany&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="121"/>
        <source>Enter %n Order(s)</source>
        <translation>
            <numerusform>Enter %n Order</numerusform>
            <numerusform>Enter %n Orders</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="122"/>
        <source>Enter %n Order(s), Skip %1 Line(s)</source>
        <translation>
            <numerusform>Enter %n Order, Skip %1 Line(s)</numerusform>
            <numerusform>Enter %n Orders, Skip %1 Line(s)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="159"/>
        <source>the first order is used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="161"/>
        <source>the last order is used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="172"/>
        <source>neither order is used and the unit disbands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="173"/>
        <source>neither order is used and the unit holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="178"/>
        <source>Line %1: under this game&apos;s rules (4.D.3 %2) %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ImportReportDialog</name>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="37"/>
        <source>&amp;Show Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="39"/>
        <source>Import Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="42"/>
        <source>The game</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="44"/>
        <source>%1 (%2): %n phase(s) judged again under the rules %3.</source>
        <translation>
            <numerusform>%1 (%2): %n phase judged again under the rules %3.</numerusform>
            <numerusform>%1 (%2): %n phases judged again under the rules %3.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="48"/>
        <source>Arbiter&apos;s second opinion agrees with the recorded adjudication in every phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="49"/>
        <source>It differs from the recorded adjudication in %n phase(s), marked in the history.</source>
        <translation>
            <numerusform>It differs from the recorded adjudication in %n phase, marked in the history.</numerusform>
            <numerusform>It differs from the recorded adjudication in %n phases, marked in the history.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="53"/>
        <source>%n part(s) of the file could not be read.</source>
        <translation>
            <numerusform>%n part of the file could not be read.</numerusform>
            <numerusform>%n parts of the file could not be read.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="66"/>
        <source>%1 differs (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="77"/>
        <source>No rule setting Arbiter knows gives the recorded outcome.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="78"/>
        <source>The recorded outcome is what Arbiter gives under %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="83"/>
        <source>Not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="85"/>
        <source>%1: &apos;%2&apos;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="91"/>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="100"/>
        <source>Show the chosen phase in the history (or double-click it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="102"/>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="110"/>
        <source>Copied</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::LessonPanel</name>
    <message>
        <location filename="../app/ui/widgets/lesson_panel.cpp" line="26"/>
        <source>&amp;Rule choice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/lesson_panel.cpp" line="49"/>
        <source>Adjudicate (Ctrl+Return) to see the results. This window is a game of its own: play on from here and save it as a new game; your game is not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/lesson_panel.cpp" line="54"/>
        <source>&amp;Quiz the Class…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/lesson_panel.cpp" line="56"/>
        <source>The students predict each order&apos;s fate before it is revealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/lesson_panel.cpp" line="80"/>
        <source>The outcome of this case is the same under every rule choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/lesson_panel.cpp" line="84"/>
        <source>Judged under %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/lesson_panel.cpp" line="85"/>
        <source>This case ends differently under %n other rule choice(s): choose one above to see how.</source>
        <translation>
            <numerusform>This case ends differently under %n other rule choice: choose it above to see how.</numerusform>
            <numerusform>This case ends differently under %n other rule choices: choose one above to see how.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>arbiter::ui::LessonsDialog</name>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="61"/>
        <source>Lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="64"/>
        <source>The test cases of the DATC as lessons: each shows a position and its orders; adjudicate to see what happens. A lesson opens in a window of its own and leaves your game as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="72"/>
        <source>&amp;Search:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="75"/>
        <source>words or provinces, e.g. convoy, bur, Burgundy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="92"/>
        <source>&amp;Add to My Lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="104"/>
        <source>Case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="104"/>
        <source>Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="136"/>
        <source>&amp;Edit Lesson…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="137"/>
        <source>Move to &amp;Section…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="139"/>
        <source>&amp;Delete Lesson…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="141"/>
        <source>E&amp;xport Section…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="143"/>
        <source>Write the section to a file to give a class: they open it with File → Open or a double click</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="145"/>
        <source>&amp;Import Section…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="161"/>
        <source>&amp;Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="174"/>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="416"/>
        <source>&amp;Open Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="212"/>
        <source>Some lesson files could not be read and are left out:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="421"/>
        <source>&amp;Move To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="471"/>
        <source>Lesson Not Changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="471"/>
        <source>The lesson &apos;%1&apos; was not changed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="482"/>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="510"/>
        <source>Lesson Not Moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="482"/>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="510"/>
        <source>The lesson &apos;%1&apos; was not moved: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="490"/>
        <source>Saved the lesson &apos;%1&apos; in the section &apos;%2&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="515"/>
        <source>Moved the lesson &apos;%1&apos; to the section &apos;%2&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="526"/>
        <source>Delete Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="527"/>
        <source>Delete your lesson &apos;%1&apos; (%2) from the section &apos;%3&apos;? It is taken out of its file at once and cannot be brought back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="550"/>
        <source>Lesson Not Deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="550"/>
        <source>The lesson &apos;%1&apos; was not deleted: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="556"/>
        <source>Deleted the lesson &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="577"/>
        <source>Section Not Exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="577"/>
        <source>The section &apos;%1&apos; was not exported: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="580"/>
        <source>Exported the section &apos;%1&apos; to %2: a class opens it with File → Open or a double click.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="597"/>
        <source>Cannot Open Lesson Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="598"/>
        <source>%1 is no lesson collection Arbiter can read:

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="634"/>
        <source>Cannot Import Lesson Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="635"/>
        <source>%1 was not added to your lessons:

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="649"/>
        <source>Added %n lesson(s) to your section &apos;%1&apos;.</source>
        <translation>
            <numerusform>Added %n lesson to your section &apos;%1&apos;.</numerusform>
            <numerusform>Added %n lessons to your section &apos;%1&apos;.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="651"/>
        <source>%n lesson(s) were there already.</source>
        <translation>
            <numerusform>%n lesson was there already.</numerusform>
            <numerusform>%n lessons were there already.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="686"/>
        <source>Lesson collections (*%1 *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="687"/>
        <source>Export Section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="688"/>
        <source>Import Section</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="206"/>
        <source>and %n more.</source>
        <translation>
            <numerusform>and %n more.</numerusform>
            <numerusform>and %n more.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="214"/>
        <source>The judge&apos;s word on your lessons:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="222"/>
        <source>%n lesson(s) of the section &apos;%1&apos;, opened from %2, are shown under its name. Add them to your lessons to keep them.</source>
        <translation>
            <numerusform>%n lesson of the section &apos;%1&apos;, opened from %2, is shown under its name. Add it to your lessons to keep it.</numerusform>
            <numerusform>%n lessons of the section &apos;%1&apos;, opened from %2, are shown under its name. Add them to your lessons to keep them.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="326"/>
        <source>%1 (opened from %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="349"/>
        <source>%n lesson(s)</source>
        <translation>
            <numerusform>%n lesson</numerusform>
            <numerusform>%n lessons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="364"/>
        <source>%n lesson(s) in this section: choose one to read what it teaches.</source>
        <translation>
            <numerusform>%n lesson in this section: choose it to read what it teaches.</numerusform>
            <numerusform>%n lessons in this section: choose one to read what it teaches.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="367"/>
        <source>&lt;p&gt;No lesson matches the search.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="376"/>
        <source>Topics: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="382"/>
        <source>Provinces: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="385"/>
        <source>From %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::LineComparisonDialog</name>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="43"/>
        <source>no unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="49"/>
        <source>neutral</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="57"/>
        <source>no order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="64"/>
        <source>not adjudicated yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="71"/>
        <source>the line ends before it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="74"/>
        <source>skipped: nothing to retreat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="76"/>
        <source>skipped: nothing to adjust</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="80"/>
        <source>not in this line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="88"/>
        <source>played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="89"/>
        <source>to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="112"/>
        <source>Compare Lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="118"/>
        <source>&amp;Compare:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="119"/>
        <source>&amp;With:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="140"/>
        <source>Show the chosen phase of the first line on the map (or double-click its column)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="142"/>
        <source>Show the chosen phase of the second line on the map (or double-click its column)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="185"/>
        <source>%1 (to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="224"/>
        <source>Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="225"/>
        <source>Show in &amp;First Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="226"/>
        <source>Show in &amp;Second Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="245"/>
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unit</numerusform>
            <numerusform>%n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="247"/>
        <source>%n centre(s)</source>
        <translation>
            <numerusform>%n centre</numerusform>
            <numerusform>%n centres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="249"/>
        <source>%n order(s)</source>
        <translation>
            <numerusform>%n order</numerusform>
            <numerusform>%n orders</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="252"/>
        <source>%1: in one line only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="254"/>
        <source>%1: differs in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="256"/>
        <source>%1: no difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="272"/>
        <source>%1 (dislodged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="276"/>
        <source>%1 (centre)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="280"/>
        <source>waived build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="281"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="286"/>
        <source>adjudicated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="286"/>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="287"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="286"/>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="287"/>
        <source>not yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="297"/>
        <source>%1: the same phase in both lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="298"/>
        <source>%1 to %2: the same %n phase(s) in both lines</source>
        <translation>
            <numerusform>%1 to %2: the same %n phase in both lines</numerusform>
            <numerusform>%1 to %2: the same %n phases in both lines</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="307"/>
        <source>The same line is chosen twice: choose another line to compare with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="309"/>
        <source>The two lines do not differ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="311"/>
        <source>The lines share %1, then differ in %n phase(s).</source>
        <translation>
            <numerusform>The lines share %1, then differ in %n phase.</numerusform>
            <numerusform>The lines share %1, then differ in %n phases.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="312"/>
        <source>%n phase(s)</source>
        <translation>
            <numerusform>%n phase</numerusform>
            <numerusform>%n phases</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>arbiter::ui::MainWindow</name>
    <message>
        <location filename="../app/ui/main_window.cpp" line="153"/>
        <source>Map artwork: %1 A plain drawing is used instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="218"/>
        <source>&amp;Order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="243"/>
        <source>Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="245"/>
        <source>The board with the units and the orders of the phase. Click a unit to order it; Ctrl++ and Ctrl+- zoom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="247"/>
        <source>Order line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="249"/>
        <source>Type an order, e.g. &quot;A par - bur&quot;, and press Enter to enter it for the phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="251"/>
        <source>Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="253"/>
        <source>The orders of the phase by power, with their results once adjudicated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="255"/>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="257"/>
        <source>The phases of the game; choose one to see its orders and results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="295"/>
        <source>Undone: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="297"/>
        <source>Redone: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="378"/>
        <source>Zoom %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="521"/>
        <source>%1[*] — Arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="580"/>
        <source>This is a replay: Ctrl+End returns to the current phase to enter orders, Play from Here starts a what-if.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="611"/>
        <source>Setting up %1: click to place or remove units — Start Game Here to play it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="619"/>
        <source>Replay: %1, not adjudicated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="621"/>
        <source>Replay: after %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="623"/>
        <source>Replay: %1, orders and results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="630"/>
        <source>%1 Results of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="633"/>
        <source>Results of %1 (Ctrl+R: back to the orders of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="638"/>
        <source>The game has ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="655"/>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="656"/>
        <source>SVG drawings (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="657"/>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="658"/>
        <source>Export Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="668"/>
        <source>Cannot Export Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="668"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="670"/>
        <source>Exported the map to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="873"/>
        <source>A retreat phase cannot be kept as a lesson: keep the movement phase before it, whose lesson shows the dislodged units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="880"/>
        <source>the position set up, %1, without orders (rules: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/main_window.cpp" line="882"/>
        <source>%1 with %n order(s) (rules: %2)</source>
        <translation>
            <numerusform>%1 with %n order (rules: %2)</numerusform>
            <numerusform>%1 with %n orders (rules: %2)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="886"/>
        <source>My lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="912"/>
        <source>The lesson was not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="921"/>
        <source>Saved the lesson &apos;%1&apos; in %2 (Help → Lessons).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="946"/>
        <source>Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="1041"/>
        <source>Lesson %1: %2, its orders entered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="1061"/>
        <source>the lesson&apos;s retreat orders</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::MapScene</name>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="380"/>
        <source>%1: supply centre of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="381"/>
        <source>%1: neutral supply centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="448"/>
        <source>%1 (dislodged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="696"/>
        <source>%1 may retreat to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="715"/>
        <source>%1 is dislodged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="739"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="765"/>
        <source>Standoff in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="864"/>
        <source>prevented %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="864"/>
        <source>held %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::NewGameDialog</name>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="25"/>
        <source>DIAS (draws include all survivors)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="27"/>
        <source>New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="30"/>
        <source>e.g. Club night, March</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="31"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="45"/>
        <source>&amp;Map:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="46"/>
        <source>S&amp;tart:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="72"/>
        <source>The map&apos;s own start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="78"/>
        <source>%1 powers, %2 supply centres, %3 to win, from %4</source>
        <extracomment>Under the map chosen for a new game: &quot;7 powers, 34 supply centres, 18 to win, from 1901&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="83"/>
        <source>; builds in any owned centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="53"/>
        <source>&amp;Rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="54"/>
        <source>NoDIAS (each vote names the powers in the draw)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="56"/>
        <source>Draws:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="59"/>
        <source>Every rule can be changed later in Game → Rules…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::OrderInput</name>
    <message>
        <location filename="../app/ui/order_input.cpp" line="26"/>
        <source>North coast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="28"/>
        <source>South coast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="30"/>
        <source>East coast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="32"/>
        <source>West coast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="81"/>
        <source>Support: click the supporting unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="84"/>
        <source>Convoy: click the convoying fleet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="87"/>
        <source>Hold: click the unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="90"/>
        <source>Disband: click the unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="103"/>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="162"/>
        <source>The game has ended; no more orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/retreat_input.cpp" line="27"/>
        <source>%1 was not dislodged; only dislodged units move in a retreat phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/retreat_input.cpp" line="29"/>
        <source>There is no dislodged unit in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="21"/>
        <source>There is no unit in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/retreat_input.cpp" line="47"/>
        <source>%1 has nowhere to retreat; click it again to disband it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/retreat_input.cpp" line="48"/>
        <source>%1: click where it retreats, or the unit again to disband it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="63"/>
        <source>%1 can support no unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="64"/>
        <source>%1 supports: click the supported unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="70"/>
        <source>%1 can convoy no army.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="71"/>
        <source>%1 convoys: click the army.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="80"/>
        <source>%1: click a highlighted province to move, the unit again to hold; S support, C convoy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="48"/>
        <source>Convoy %1 to: click the destination.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="53"/>
        <source>Support %1: click its destination, or the unit itself to support it holding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="105"/>
        <source>%1 cannot support %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="106"/>
        <source>%1 cannot convoy %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="120"/>
        <source>%1 cannot convoy that army to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="121"/>
        <source>%1 cannot support a move to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/phase_input.cpp" line="86"/>
        <source>Which coast?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/phase_input.cpp" line="94"/>
        <source>not offered here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="161"/>
        <source>%1 cannot move to %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/retreat_input.cpp" line="69"/>
        <source>%1 cannot retreat to %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="36"/>
        <source>%1 has no units to remove.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="52"/>
        <source>%1 is no owned supply centre; builds go in owned centres.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="53"/>
        <source>%1 is no home centre; builds go in home centres.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="67"/>
        <source>%1 cannot build in %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="76"/>
        <source>Build army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="77"/>
        <source>Build fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="78"/>
        <source>Build fleet (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="80"/>
        <source>Build in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="184"/>
        <source>Hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="185"/>
        <source>Move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="188"/>
        <source>Support…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="191"/>
        <source>Convoy…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/retreat_input.cpp" line="94"/>
        <source>Retreat…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/retreat_input.cpp" line="95"/>
        <source>Disband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="101"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="109"/>
        <source>Build…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="112"/>
        <source>Waive a build of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="192"/>
        <source>Delete order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="233"/>
        <source>%1: %2 (note: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="237"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="230"/>
        <source>%1: %2 (illegal: %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::OrderPads</name>
    <message>
        <location filename="../app/ui/pads/order_pads.cpp" line="63"/>
        <source>The players&apos; server was running when Arbiter stopped: it runs again on %1 port %2, with the same links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/pads/order_pads.cpp" line="69"/>
        <source>The players&apos; server was running when Arbiter stopped but cannot start again on %1 port %2: %3. Game → Players&apos; Devices… starts it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::OrdersModel</name>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="308"/>
        <source>Entered as: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="323"/>
        <source>illegal, ignored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="336"/>
        <location filename="../app/ui/widgets/orders_model.cpp" line="340"/>
        <source>entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="330"/>
        <source>illegal: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="382"/>
        <source>no order: held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="373"/>
        <source>no order yet (holds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="333"/>
        <source>entered; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="345"/>
        <source>from %1&apos;s phone</source>
        <extracomment>after an order&apos;s state: &quot;entered, from France&apos;s phone&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="389"/>
        <source>no order: dislodged (by %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="391"/>
        <source>no order: dislodged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="401"/>
        <source>nowhere to retreat: disbands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="403"/>
        <source>no order yet (disbands)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/orders_model.cpp" line="427"/>
        <source>%n build(s) due</source>
        <translation>
            <numerusform>%n build due</numerusform>
            <numerusform>%n builds due</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="428"/>
        <location filename="../app/ui/widgets/orders_model.cpp" line="431"/>
        <source>%1 given</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/orders_model.cpp" line="430"/>
        <source>%n removal(s) due</source>
        <translation>
            <numerusform>%n removal due</numerusform>
            <numerusform>%n removals due</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/orders_model.cpp" line="433"/>
        <source>(room for %n)</source>
        <translation>
            <numerusform>(room for %n)</numerusform>
            <numerusform>(room for %n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="454"/>
        <source>End of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="454"/>
        <source>Draw votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="455"/>
        <source>no draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="533"/>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="533"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::OrdersPanel</name>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="81"/>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="336"/>
        <source>Delete Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="212"/>
        <source>Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="211"/>
        <source>Orders
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="213"/>
        <source>Results
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="214"/>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="215"/>
        <source>Leave the replay: the orders of the current phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="218"/>
        <source>Leave the replay: the results of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="225"/>
        <source>Replay of %1: its orders and results, read-only. Ctrl+End returns to the current phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="228"/>
        <source>Replay of %1: its orders, not adjudicated. Ctrl+End returns to the current phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="233"/>
        <source>Results of %1. Ctrl+R switches back to the orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="237"/>
        <source>The game has ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="242"/>
        <source>Click a unit, then where it goes (click it again to hold). S: support, C: convoy. Or type orders below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="247"/>
        <source>Click a dislodged unit, then where it retreats (click it again to disband).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="251"/>
        <source>Click a free home centre to build, a unit to remove; right-click a centre to waive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="338"/>
        <source>Clear Orders of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="340"/>
        <source>Clear All Orders</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::PhaseBar</name>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="136"/>
        <source>Back to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="139"/>
        <source>Replay: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="144"/>
        <source>Phase %1 of %2 of this line, read-only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="147"/>
        <source>The position after the phase, with its orders and results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="148"/>
        <source>The position before the phase, with its orders and results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="150"/>
        <source>Not adjudicated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="170"/>
        <source>%1 — %2 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="173"/>
        <source>%1 — conceded to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="176"/>
        <source>%1 — the game is drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="178"/>
        <source>%1 — the game has ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="191"/>
        <source>builds %1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="192"/>
        <source>removes %1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="203"/>
        <source>No orders are due.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="156"/>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="206"/>
        <source>Rules: &lt;a href=&quot;rules&quot;&gt;%1&lt;/a&gt;&lt;br&gt;Draws: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::PlayMode</name>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="72"/>
        <source>%1: %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="80"/>
        <source>    %1: no such unit, ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="83"/>
        <source>    %1: illegal, will hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="84"/>
        <source>    %1: illegal, will disband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="85"/>
        <source>    %1: illegal, ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="91"/>
        <source>Units without orders hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="94"/>
        <source>Dislodged units without orders are disbanded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="97"/>
        <source>Builds not ordered are waived; removals not ordered are chosen by the civil disorder rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="102"/>
        <source>Orders Missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="103"/>
        <source>Not every order is in:

%1

%2 Adjudicate anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="118"/>
        <source>Next: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="118"/>
        <source>The game has ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/play_mode.cpp" line="120"/>
        <source>Adjudicated %1: %n order(s) failed or ignored. %2</source>
        <translation>
            <numerusform>Adjudicated %1: %n order failed or was ignored. %2</numerusform>
            <numerusform>Adjudicated %1: %n orders failed or were ignored. %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="130"/>
        <source>Change rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="149"/>
        <source>The game goes on: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="158"/>
        <source>End the Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="159"/>
        <source>End the game in %1? It is scored like a draw of every power still on the board. Undo or Game → Resume the Game take it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="166"/>
        <source>The game has ended in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/play_mode.cpp" line="185"/>
        <source>Enter %n order(s) from a sheet</source>
        <translation>
            <numerusform>Enter %n order from a sheet</numerusform>
            <numerusform>Enter %n orders from a sheet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/play_mode.cpp" line="187"/>
        <source>%n order(s) entered.</source>
        <translation>
            <numerusform>%n order entered.</numerusform>
            <numerusform>%n orders entered.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="198"/>
        <source>Import Order Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="199"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="205"/>
        <source>Cannot Import Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="206"/>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="224"/>
        <source>Nothing has been adjudicated yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="228"/>
        <source>The results report is on the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="261"/>
        <source>Every unit has an order.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::PlayersDevicesDialog</name>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="53"/>
        <source>Players&apos; Devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="56"/>
        <source>The players give their orders on their phones: each opens their power&apos;s link (or scans its code) on the table&apos;s network. Anyone with a power&apos;s link can give its orders: hand each link to its player only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="79"/>
        <source>The address of this computer on the players&apos; network. 0.0.0.0 listens on every network this computer is on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="81"/>
        <source>&amp;Address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="86"/>
        <source>any free port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="87"/>
        <source>&amp;Port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="95"/>
        <source>Print &amp;Cards…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="98"/>
        <source>Show the &amp;orders received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="112"/>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="112"/>
        <source>Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="112"/>
        <source>Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="112"/>
        <source>Orders received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="144"/>
        <source>&quot;%1&quot; is no IP address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="155"/>
        <source>The server could not start on %1 port %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="166"/>
        <source>&amp;Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="166"/>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="178"/>
        <source>Serving on %1 port %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="183"/>
        <source>The links are kept with the game file and work again after a restart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="184"/>
        <source>Save the game to keep these links after the program closes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="186"/>
        <source>The server is off: nothing is reachable from the network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="197"/>
        <source>QR code of %1&apos;s link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="199"/>
        <source>(start the server)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="204"/>
        <source>%1 of %2 units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="207"/>
        <source>last change %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="215"/>
        <source>New Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="217"/>
        <source>Give %1 a new link: the old one opens nothing any more.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::QuizMode</name>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="54"/>
        <source>A quiz asks about the orders of the current phase: enter them first (a phase adjudicated cannot be asked about; undo its adjudication).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="63"/>
        <location filename="../app/ui/window/quiz_mode.cpp" line="65"/>
        <source>the phase changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="64"/>
        <source>the phase was adjudicated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="85"/>
        <location filename="../app/ui/window/quiz_mode.cpp" line="109"/>
        <source>The class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="96"/>
        <location filename="../app/ui/window/quiz_mode.cpp" line="113"/>
        <source>its orders were removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="104"/>
        <source>The quiz ended: its orders changed after every order was revealed (the scores are kept).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="128"/>
        <source>The orders changed: every guess still applies and is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="129"/>
        <source>The orders changed: the guesses on the orders still given are kept; dropped: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="142"/>
        <source>%1&apos;s guess on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="166"/>
        <source>End the Quiz?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="167"/>
        <source>Adjudicating ends the quiz: the guesses of %1 are not scored (reveal the orders first to score them). Adjudicate now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="180"/>
        <source>The quiz ended: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="182"/>
        <source>The quiz ended: %1; the guesses of %2 were not scored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="235"/>
        <source>Not scored, with no guesses: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="238"/>
        <source>No scores are kept: nobody guessed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="240"/>
        <source>The scores are kept with your lessons (Export Scores… writes them all as CSV).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="243"/>
        <source>The scores were not kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="251"/>
        <source>The scores cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="254"/>
        <source>quiz scores.csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="257"/>
        <source>Export Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="259"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="265"/>
        <source>The scores were not exported: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/quiz_mode.cpp" line="270"/>
        <source>Exported %n score(s) to %1.</source>
        <translation>
            <numerusform>Exported %n score to %1.</numerusform>
            <numerusform>Exported %n scores to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>arbiter::ui::QuizPanel</name>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="65"/>
        <source>&amp;Students:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="68"/>
        <source>e.g. Anna, Ben (empty: the class as one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="72"/>
        <source>Start the &amp;Quiz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="92"/>
        <source>Each order: does it succeed, and is its unit dislodged where it is attacked? Click the order on the map (left button: succeeds or fails; right button: dislodged or not), or choose it in the list and press a button.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="99"/>
        <source>&amp;Predicting:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="103"/>
        <source>&amp;Next Student</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="123"/>
        <source>Quiz orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="132"/>
        <source>&amp;Succeeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="133"/>
        <source>&amp;Fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="134"/>
        <source>&amp;Dislodged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="135"/>
        <source>N&amp;ot Dislodged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="140"/>
        <source>&amp;Reveal Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="141"/>
        <source>Reveal &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="147"/>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="154"/>
        <source>&amp;Export Scores…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="155"/>
        <source>End Qui&amp;z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="190"/>
        <source>A quiz on %1: the students predict what becomes of each order before it is revealed. Type their names, separated by commas, to let each predict in turn; leave the field empty for the class as one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="305"/>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="305"/>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="306"/>
        <source>%1 guesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="323"/>
        <source>Scores: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="331"/>
        <source>Not revealed yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ReachOverlay</name>
    <message numerus="yes">
        <location filename="../app/ui/scene/reach_overlay.cpp" line="169"/>
        <source>Can move to %1 and support a move or a hold there (%n unit(s))</source>
        <translation>
            <numerusform>Can move to %1 and support a move or a hold there (%n unit)</numerusform>
            <numerusform>Can move to %1 and support a move or a hold there (%n units)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/scene/reach_overlay.cpp" line="173"/>
        <source>Can move to %1 but not support there: by convoy, or nothing to support (%n unit(s))</source>
        <translation>
            <numerusform>Can move to %1 but not support there: by convoy, or nothing to support (%n unit)</numerusform>
            <numerusform>Can move to %1 but not support there: by convoy, or nothing to support (%n units)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/scene/reach_overlay.cpp" line="179"/>
        <source>Could cut one of those supports (%n unit(s)); a line joins it to the supporter</source>
        <translation>
            <numerusform>Could cut one of those supports (%n unit); a line joins it to the supporter</numerusform>
            <numerusform>Could cut one of those supports (%n units); a line joins each to the supporter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/scene/reach_overlay.cpp" line="182"/>
        <source>Could cut one only by dislodging the supporter (%n unit(s))</source>
        <translation>
            <numerusform>Could cut one only by dislodging the supporter (%n unit)</numerusform>
            <numerusform>Could cut one only by dislodging the supporter (%n units)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/scene/reach_overlay.cpp" line="185"/>
        <source>Ring colour: the unit&apos;s power. Escape clears.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/reach_overlay.cpp" line="188"/>
        <source>Reach and support: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::RecentFiles</name>
    <message>
        <location filename="../app/ui/recent_files.cpp" line="71"/>
        <source>Clear Menu</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ReplayMode</name>
    <message>
        <location filename="../app/ui/window/replay_mode.cpp" line="109"/>
        <source>A what-if from %1: change the orders and adjudicate. The original line stays in the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/replay_mode.cpp" line="121"/>
        <source>Now playing %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/replay_mode.cpp" line="131"/>
        <source>Supply Centre Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/replay_mode.cpp" line="141"/>
        <source>Supply Centre Chart — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/replay_mode.cpp" line="162"/>
        <source>Game Report — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/replay_mode.cpp" line="179"/>
        <source>Import Report — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/replay_mode.cpp" line="210"/>
        <source>Compare Lines — %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ReplayTool</name>
    <message>
        <location filename="../app/ui/board/replay_tool.cpp" line="22"/>
        <source>This is a replay and cannot be changed: Ctrl+End returns to the current phase, Play from Here starts a what-if.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::RulesDialog</name>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="34"/>
        <source>4.A Convoys and adjudication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="36"/>
        <source>4.B Coasts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="38"/>
        <source>4.C Unit designation and nationality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="40"/>
        <source>4.D Order sets, builds and removals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="42"/>
        <source>4.E Writing and handling orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="110"/>
        <source>DIAS: every draw includes all survivors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="111"/>
        <source>NoDIAS: each vote names the powers in the draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="113"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="121"/>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="122"/>
        <source>&amp;Preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="129"/>
        <source>Draws:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="162"/>
        <source>[DATC]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="189"/>
        <source>DATC Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="244"/>
        <source>The DATC prefers %1) %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="260"/>
        <source>In force after OK: %1 (until then: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="258"/>
        <source>In force: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::SaveLessonDialog</name>
    <message>
        <location filename="../app/ui/dialogs/save_lesson_dialog.cpp" line="24"/>
        <source>Save as Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/save_lesson_dialog.cpp" line="25"/>
        <source>Keeps %1 as a lesson. The outcome is the judge&apos;s, computed now and kept with the lesson, with the rules that decide it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/save_lesson_dialog.cpp" line="39"/>
        <source>Edit Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/save_lesson_dialog.cpp" line="40"/>
        <source>Your own lesson “%1”. Its position, orders and outcome stay as they are; another section moves it there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/save_lesson_dialog.cpp" line="59"/>
        <source>e.g. Cutting the support that matters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/save_lesson_dialog.cpp" line="60"/>
        <source>&amp;Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/save_lesson_dialog.cpp" line="62"/>
        <source>What the lesson shows. A blank line starts a new paragraph.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/save_lesson_dialog.cpp" line="64"/>
        <source>&amp;Description:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/save_lesson_dialog.cpp" line="70"/>
        <source>The section of the Lessons window it joins: pick one or type a new name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/save_lesson_dialog.cpp" line="71"/>
        <source>&amp;Section:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ScoresDialog</name>
    <message>
        <location filename="../app/ui/dialogs/scores_dialog.cpp" line="27"/>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/scores_dialog.cpp" line="35"/>
        <source>%1: the game goes on. Provisional scores, as if it ended now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/scores_dialog.cpp" line="36"/>
        <location filename="../app/ui/dialogs/scores_dialog.cpp" line="96"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/scores_dialog.cpp" line="51"/>
        <source>Centres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/scores_dialog.cpp" line="54"/>
        <source>%1 (this game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/scores_dialog.cpp" line="77"/>
        <source>&amp;Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/scores_dialog.cpp" line="87"/>
        <source>Export Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/scores_dialog.cpp" line="87"/>
        <source>scores.csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/scores_dialog.cpp" line="88"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/scores_dialog.cpp" line="95"/>
        <source>Cannot Export Scores</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::SetupMode</name>
    <message>
        <location filename="../app/ui/window/setup_mode.cpp" line="84"/>
        <source>Setting up a position from %1: click to place or remove units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/setup_mode.cpp" line="86"/>
        <source>Setting up a position on an empty board: click to place units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/setup_mode.cpp" line="89"/>
        <source>Position of the Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/setup_mode.cpp" line="89"/>
        <source>Empty Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/setup_mode.cpp" line="118"/>
        <source>There are no units on the board: place some first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/setup_mode.cpp" line="127"/>
        <source>Study from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/setup_mode.cpp" line="129"/>
        <source>A new game from the position set up: %1. Enter orders and adjudicate.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::SetupPanel</name>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="57"/>
        <source>Click the map to place a unit of the chosen power; click a unit to remove it. With Supply Centre, a click gives the centre to the power, a second click leaves it unowned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="72"/>
        <source>&amp;Power:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="78"/>
        <source>&amp;Army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="78"/>
        <source>&amp;Fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="78"/>
        <source>Supply &amp;centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="85"/>
        <source>Click places:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="89"/>
        <source>Spring, movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="90"/>
        <source>Spring, retreats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="91"/>
        <source>Fall, movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="92"/>
        <source>Fall, retreats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="93"/>
        <source>Winter, adjustments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="94"/>
        <source>P&amp;hase:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="98"/>
        <source>&amp;Year:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="110"/>
        <source>&amp;Empty Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="112"/>
        <source>Start again from a board without units or owners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="113"/>
        <source>From the &amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="115"/>
        <source>Start again from the current position of the open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="123"/>
        <source>&amp;Start Game Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="126"/>
        <source>A new game from this position, with the rules of the open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="127"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/setup_panel.cpp" line="186"/>
        <source>Removed %n unit(s) that cannot be on the board (DATC 4.E.6): %1</source>
        <translation>
            <numerusform>Removed %n unit that cannot be on the board (DATC 4.E.6): %1</numerusform>
            <numerusform>Removed %n units that cannot be on the board (DATC 4.E.6): %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="215"/>
        <source>Change Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="225"/>
        <source>The game will start in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/setup_panel.cpp" line="244"/>
        <source>&lt;span style=&quot;color:%1&quot;&gt;■&lt;/span&gt; %2: %n unit(s)</source>
        <translation>
            <numerusform>&lt;span style=&quot;color:%1&quot;&gt;■&lt;/span&gt; %2: %n unit</numerusform>
            <numerusform>&lt;span style=&quot;color:%1&quot;&gt;■&lt;/span&gt; %2: %n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/setup_panel.cpp" line="247"/>
        <source>, %n centre(s)</source>
        <translation>
            <numerusform>, %n centre</numerusform>
            <numerusform>, %n centres</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="249"/>
        <source>The board is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="276"/>
        <source>Which coast?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="311"/>
        <source>Owner of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="312"/>
        <source>%1 has no owner now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="313"/>
        <source>%1 belongs to %2 now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="321"/>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="322"/>
        <source>Removed %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="343"/>
        <source>Place %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="344"/>
        <source>Placed %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="354"/>
        <source>There is no such power on this map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="356"/>
        <source>There is no such place on this map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="358"/>
        <source>An army cannot stand at sea (%1): choose Fleet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="360"/>
        <source>An army stands in the whole of %1, not on one of its coasts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="362"/>
        <source>A fleet cannot stand inland (%1): choose Army.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="364"/>
        <source>A fleet in %1 stands on one of its coasts: click nearer the coast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="366"/>
        <source>%1 is occupied: click the unit there to remove it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="368"/>
        <source>There is no unit in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="370"/>
        <source>%1 is not a supply centre.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="372"/>
        <source>Winter has only the adjustment phase; Spring and Fall have movement and retreats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="374"/>
        <source>The year must be between %1 and %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="386"/>
        <source>a unit of no known power in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="388"/>
        <source>a unit of no known power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="390"/>
        <source>a unit of %1 in no known place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="391"/>
        <source>a unit in no known place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="393"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="394"/>
        <source>an army cannot stand there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="395"/>
        <source>a fleet cannot stand there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="397"/>
        <source>%1 (%2 stands there)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::TableDisplay</name>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="53"/>
        <source>Table Display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="153"/>
        <source>Quiz: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="157"/>
        <source>Scores: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="158"/>
        <source>Does each order succeed? Is a unit attacked dislodged?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="167"/>
        <source>%1 — ?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="173"/>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="236"/>
        <location filename="../app/ui/window/table_display.cpp" line="248"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="237"/>
        <source>Centres: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="241"/>
        <source>Draw vote: passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="241"/>
        <source>Draw vote: not passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="251"/>
        <source>Final scores (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="278"/>
        <source>Replay: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="284"/>
        <source>%1 — results of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="290"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="292"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/table_display.cpp" line="311"/>
        <source>%1 builds %n</source>
        <translation>
            <numerusform>%1 builds %n</numerusform>
            <numerusform>%1 builds %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/table_display.cpp" line="313"/>
        <source>%1 removes %n</source>
        <translation>
            <numerusform>%1 removes %n</numerusform>
            <numerusform>%1 removes %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="315"/>
        <source>Adjustments due:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="324"/>
        <source>%1 %2/%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="327"/>
        <source>Orders in: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="339"/>
        <source>%1 (paused)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ThreatOverlay</name>
    <message>
        <location filename="../app/ui/scene/threat_overlay.cpp" line="99"/>
        <source>Strength %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/threat_overlay.cpp" line="100"/>
        <source>Strength %1 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/threat_overlay.cpp" line="104"/>
        <source>The number: the most one other power could bring with its own units (1 + its supports), before any is cut; the disc is that power&apos;s colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/threat_overlay.cpp" line="107"/>
        <source>Threats against %1 next turn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/ui/main.cpp" line="75"/>
        <source>Diplomacy map client and adjudicator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main.cpp" line="79"/>
        <source>A game file to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main.cpp" line="83"/>
        <source>The map: a map&apos;s name (e.g. standard) or the folder &lt;map&gt; of its tables. Otherwise the map of the game opened, or the standard map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main.cpp" line="90"/>
        <source>Read standard.svg and layout.csv from &lt;dir&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main.cpp" line="93"/>
        <source>Save a picture of the window to &lt;file&gt; (PNG) once the game is open, and quit. Messages go to the terminal instead of dialogs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main.cpp" line="172"/>
        <source>The map cannot be read:

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main.cpp" line="194"/>
        <source>Cannot write %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main.cpp" line="150"/>
        <source>Arbiter</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
