<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>AdjudicateCommand</name>
    <message>
        <location filename="../app/document/adjudicate_command.cpp" line="17"/>
        <source>Adjudicate %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../app/document/autosave.cpp" line="182"/>
        <source>not a recovery file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BranchCommand</name>
    <message>
        <location filename="../app/document/branch_command.cpp" line="16"/>
        <location filename="../app/document/game_document.cpp" line="321"/>
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
    <name>GameLines</name>
    <message>
        <location filename="../app/document/game_lines.cpp" line="58"/>
        <source>Main line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/game_lines.cpp" line="59"/>
        <source>Branch from %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="29"/>
        <source>to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/history_model.cpp" line="30"/>
        <location filename="../core/record/game_history.cpp" line="74"/>
        <source>%n dislodged</source>
        <translation>
            <numerusform>%n dislodged</numerusform>
            <numerusform>%n dislodged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/history_model.cpp" line="31"/>
        <location filename="../core/record/game_history.cpp" line="76"/>
        <source>%n centres changed</source>
        <translation>
            <numerusform>%n centre changed</numerusform>
            <numerusform>%n centres changed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/history_model.cpp" line="32"/>
        <location filename="../core/record/game_history.cpp" line="78"/>
        <source>%n built</source>
        <translation>
            <numerusform>%n built</numerusform>
            <numerusform>%n built</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/history_model.cpp" line="33"/>
        <location filename="../core/record/game_history.cpp" line="80"/>
        <source>%n removed</source>
        <translation>
            <numerusform>%n removed</numerusform>
            <numerusform>%n removed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/history_model.cpp" line="34"/>
        <location filename="../core/record/game_history.cpp" line="82"/>
        <source>%n draw votes</source>
        <translation>
            <numerusform>%n draw vote</numerusform>
            <numerusform>%n draw votes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="35"/>
        <source>won by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="36"/>
        <source>conceded to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="37"/>
        <source>drawn: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapArtwork</name>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="58"/>
        <source>The map layout cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="92"/>
        <source>%1 gives no position for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="106"/>
        <source>The map artwork %1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="124"/>
        <source>%1: the outline of %2 cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="140"/>
        <source>%1:%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="148"/>
        <source>%1 has no outline for province %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="155"/>
        <source>%1 is not a valid SVG drawing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapExport</name>
    <message>
        <location filename="../app/ui/map_export.cpp" line="89"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/map_export.cpp" line="101"/>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/map_export.cpp" line="104"/>
        <source>%1: position set up for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/map_export.cpp" line="106"/>
        <source>%1: results of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/map_export.cpp" line="108"/>
        <source>%1: orders of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/map_export.cpp" line="143"/>
        <source>Diplomacy map exported by Arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/map_export.cpp" line="148"/>
        <location filename="../app/ui/map_export.cpp" line="169"/>
        <source>cannot write %1</source>
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
</context>
<context>
    <name>OrderStatus</name>
    <message>
        <location filename="../core/text/reason_text.cpp" line="153"/>
        <source>succeeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="154"/>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="155"/>
        <source>invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="157"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Paper</name>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="43"/>
        <source>Orders of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="50"/>
        <source>played by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="70"/>
        <source>nowhere to go: disbanded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="71"/>
        <source>may retreat to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/print/paper.cpp" line="89"/>
        <source>Builds due: %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="90"/>
        <source>Home centres free to build in: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="91"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/print/paper.cpp" line="101"/>
        <source>Removals due: %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="102"/>
        <source>Units: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="143"/>
        <source>No orders are due.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="158"/>
        <source>Results of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ParseError</name>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="44"/>
        <source>order %1 on the line: %2</source>
        <extracomment>&quot;order 2 on the line: unknown place &apos;Moon&apos;&quot;, when a line holds several orders separated by &apos;;&apos; or &apos;,&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="53"/>
        <location filename="../core/text/order_sheet.cpp" line="96"/>
        <source>&apos;%1&apos; read as %2</source>
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
    <name>RemoveOrderCommand</name>
    <message>
        <location filename="../app/document/remove_order_command.cpp" line="16"/>
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
</context>
<context>
    <name>RuleChoice</name>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="17"/>
        <source>A convoy fails when any one of its routes is disrupted (1971).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="18"/>
        <source>A convoy fails only when every route is disrupted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="20"/>
        <source>1971: a convoyed army does not cut a support for an attack on a fleet of its convoy, when that support is given by a fleet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="21"/>
        <source>1982: a convoyed army does not cut a support for any action in a sea holding a convoying fleet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="22"/>
        <source>2000/2023: a convoyed army does not cut a support for an attack on a fleet its convoy needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="23"/>
        <source>&apos;All hold&apos;: every move in a paradox fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="24"/>
        <source>Causal rules (not used by any rulebook; treated like the Szykman rule).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="25"/>
        <source>Szykman: in a paradox the convoying fleets hold, so the convoy fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="27"/>
        <source>1971: the convoy is used only when the unit at the destination moves the other way and the convoy succeeds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="28"/>
        <source>1982: the convoy is used when the army&apos;s own power orders a fleet to convoy it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="29"/>
        <source>2000/2023: the convoy is used when the army is ordered &apos;via convoy&apos; or its own power convoys it; no fall-back to the land route.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="30"/>
        <source>DPTG: the convoy is used only when the army is ordered &apos;via convoy&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="31"/>
        <source>2000/2023 as read in DATC v2: &apos;via convoy&apos; or an own convoying fleet, but the army takes the land route when no convoy carries it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="33"/>
        <source>The support is not cut: the army attacks from where it started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="34"/>
        <source>The support is cut: the army attacks from the sea.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="36"/>
        <source>The unit may not retreat to the attacker&apos;s starting province.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="37"/>
        <source>The unit may retreat to the attacker&apos;s starting province when the attack came by convoy (2023).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="39"/>
        <source>A path written in a move order is ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="40"/>
        <source>A path may be written and is then followed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="41"/>
        <source>A convoyed move must give its path, or it fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="43"/>
        <source>A dislodged unit never affects the province its attacker came from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="44"/>
        <source>A dislodged unit has no effect on its attacker&apos;s province only after a head-to-head battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="46"/>
        <location filename="../core/rules/rule_settings.cpp" line="49"/>
        <source>The move fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="48"/>
        <source>The fleet moves to the only coast it can reach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="51"/>
        <source>The coast is ignored and the fleet moves to the coast it can reach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="52"/>
        <source>The order is illegal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="54"/>
        <source>A support may leave out the coast of the supported move, whoever&apos;s unit it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="55"/>
        <source>The coast may be left out only when supporting one&apos;s own unit (Calhamer).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="56"/>
        <source>A support of a move to a split-coast province must give the coast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="58"/>
        <location filename="../core/rules/rule_settings.cpp" line="61"/>
        <source>The order fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="59"/>
        <location filename="../core/rules/rule_settings.cpp" line="62"/>
        <source>The written coast is ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="64"/>
        <source>A fleet built in a split-coast province needs a coast, or the build fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="66"/>
        <location filename="../core/rules/rule_settings.cpp" line="70"/>
        <source>The order is invalid (the unit holds).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="67"/>
        <location filename="../core/rules/rule_settings.cpp" line="82"/>
        <source>The order is valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="68"/>
        <location filename="../core/rules/rule_settings.cpp" line="72"/>
        <source>The order is valid unless another order names the unit correctly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="71"/>
        <source>The order is valid; the written type is ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="74"/>
        <location filename="../core/rules/rule_settings.cpp" line="78"/>
        <source>The build fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="75"/>
        <source>An army is built in an inland province; elsewhere the build fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="76"/>
        <source>An army inland, a fleet when a coast is written; otherwise the build fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="79"/>
        <source>An army is built instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="81"/>
        <location filename="../core/rules/rule_settings.cpp" line="85"/>
        <source>The order is invalid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="83"/>
        <source>The order is valid unless another order gives the nationality.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="86"/>
        <source>The order is valid; the nationality is ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="87"/>
        <source>The order is valid unless another order gives the right nationality.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="89"/>
        <location filename="../core/rules/rule_settings.cpp" line="95"/>
        <source>All sets are combined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="90"/>
        <source>All sets are combined unless the latest clearly replaces them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="91"/>
        <source>Only the latest set counts unless it clearly adds to earlier ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="92"/>
        <source>Only the latest set counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="94"/>
        <source>All units hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="97"/>
        <source>The first order counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="98"/>
        <source>The last order counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="99"/>
        <source>The unit holds (and may receive hold support).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="101"/>
        <source>All builds are invalid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="102"/>
        <source>The first legal builds are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="103"/>
        <source>The last legal builds are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="105"/>
        <source>Both builds fail.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="106"/>
        <source>The first build is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="107"/>
        <source>The last build is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="109"/>
        <source>Removals are chosen by the civil disorder rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="110"/>
        <source>The first legal removals are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="111"/>
        <source>The last legal removals are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="113"/>
        <source>A power may waive builds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="114"/>
        <source>Waives are not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="116"/>
        <source>2023: remove the unit farthest from the power&apos;s nearest owned centre, counting moves over land and sea for every unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="117"/>
        <source>Before 2023: remove the unit farthest from a home centre; fleets move as fleets, armies over land and sea.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="119"/>
        <source>The support fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="120"/>
        <source>The support succeeds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="122"/>
        <source>An illegal order is ignored: the unit holds and may receive hold support (2023).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="124"/>
        <source>Each order is read on its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="125"/>
        <source>A player&apos;s orders are read together; one may clarify another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="127"/>
        <source>A missing move may be deduced from its own power&apos;s support or convoy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="128"/>
        <source>Orders are never deduced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="130"/>
        <source>A player may leave standing orders that repeat every phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="131"/>
        <source>Standing orders are not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="133"/>
        <source>Proxies are allowed when announced to the game master beforehand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="134"/>
        <source>Proxies may be given within an order set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="135"/>
        <source>Proxy orders are not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="137"/>
        <source>The unit is removed as soon as it is found when editing the position.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleIssue</name>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="16"/>
        <source>Multi-route convoy disruption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="19"/>
        <source>Convoy disruption paradoxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="26"/>
        <source>Convoying to an adjacent province</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="32"/>
        <source>Support cut by a convoyed attack from the supported target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="35"/>
        <source>Retreat when dislodged by a convoyed army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="38"/>
        <source>Convoy path specification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="42"/>
        <source>Dislodged unit bouncing a third unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="45"/>
        <source>Move without coast when two coasts are possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="47"/>
        <source>Move without coast when one coast is possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="50"/>
        <source>Move to an unreachable coast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="53"/>
        <source>Coast in a support order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="57"/>
        <source>Wrong coast of the ordered unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="60"/>
        <source>Unknown or irrelevant coasts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="63"/>
        <source>Coast in a build order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="65"/>
        <source>Missing unit type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="69"/>
        <source>Wrong unit type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="73"/>
        <source>Missing unit type in a build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="77"/>
        <source>Fleet built in an inland province</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="80"/>
        <source>Missing nationality in a support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="84"/>
        <source>Wrong nationality in a support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="88"/>
        <source>Several order sets, latest known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="93"/>
        <source>Several order sets, order unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="96"/>
        <source>Several orders to one unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="100"/>
        <source>Too many builds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="104"/>
        <source>Two builds in one province</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="108"/>
        <source>Too many removals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="112"/>
        <source>Waiving builds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="115"/>
        <source>Removal in civil disorder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="118"/>
        <source>Hold support for a power in civil disorder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="121"/>
        <source>Illegal orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="123"/>
        <source>Poorly written orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="126"/>
        <source>Implicit orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="129"/>
        <source>Perpetual orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="132"/>
        <source>Proxy orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="136"/>
        <source>Illegal unit on the board (Flying Dutchman)</source>
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
        <location filename="../app/document/set_game_info_command.cpp" line="12"/>
        <source>Change game info</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetOrderCommand</name>
    <message>
        <location filename="../app/document/set_order_command.cpp" line="15"/>
        <source>Order %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetVotesCommand</name>
    <message>
        <location filename="../app/document/set_votes_command.cpp" line="12"/>
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
        <location filename="../app/document/game_document.cpp" line="109"/>
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
        <location filename="../app/ui/window/action_manager.cpp" line="28"/>
        <source>&amp;New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="29"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="30"/>
        <source>Open &amp;DATC Case…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="32"/>
        <source>A new game from a case of a DATC test file, with its rules and orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="33"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="34"/>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="36"/>
        <source>&amp;Import Order Sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="38"/>
        <source>Export Map as &amp;PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="40"/>
        <source>Export Map as &amp;SVG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="42"/>
        <source>Export Map as P&amp;DF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="44"/>
        <source>&amp;Print Map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="45"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="51"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="55"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="61"/>
        <source>&amp;Paste Orders…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="63"/>
        <source>&amp;Copy Results Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="68"/>
        <source>&amp;Hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="69"/>
        <source>&amp;Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="71"/>
        <source>&amp;Support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="73"/>
        <source>&amp;Convoy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="75"/>
        <source>&amp;Disband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="77"/>
        <source>&amp;Next Unit Without Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="78"/>
        <source>&amp;Type an Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="80"/>
        <source>Cancel Order Entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="85"/>
        <source>&amp;Adjudicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="87"/>
        <source>Adjudicate this phase (Ctrl+Return)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="89"/>
        <source>&amp;Rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="90"/>
        <source>Game &amp;Info…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="92"/>
        <source>The game&apos;s name, notes, players, end year and scoring system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="94"/>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="96"/>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="98"/>
        <source>&amp;Fit to Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="99"/>
        <source>Show &amp;Orders on the Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="103"/>
        <source>Show Last &amp;Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="109"/>
        <source>&amp;First Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="111"/>
        <source>First phase (Ctrl+Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="112"/>
        <source>P&amp;revious Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="115"/>
        <source>Previous phase (Ctrl+PgUp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="116"/>
        <location filename="../app/ui/window/action_manager.cpp" line="221"/>
        <source>&amp;Play Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="119"/>
        <source>Play the game phase by phase at the chosen speed (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="120"/>
        <source>&amp;Next Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="123"/>
        <source>Next phase (Ctrl+PgDown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="124"/>
        <source>&amp;Current Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="127"/>
        <source>Back to the current phase, to edit it (Ctrl+End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="128"/>
        <source>Position &amp;After the Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="132"/>
        <source>Show the position after the replayed phase instead of the position before it (Ctrl+Shift+A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="133"/>
        <source>After</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="134"/>
        <source>Play from &amp;Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="136"/>
        <source>Start a what-if from the phase shown: the original line is kept (Ctrl+B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="137"/>
        <source>&amp;Switch to This Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="139"/>
        <source>Continue the line of play of the phase shown (Ctrl+Shift+B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="140"/>
        <source>Switch Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="141"/>
        <source>&amp;Name This Line…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="142"/>
        <source>Supply &amp;Centre Chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="144"/>
        <source>Game &amp;Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="146"/>
        <source>&amp;Draw Votes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="148"/>
        <source>Set &amp;Up Position…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="151"/>
        <source>Place and remove units, set centre owners and the phase, then start a new game from that position (Ctrl+Shift+U)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="153"/>
        <source>Res&amp;ume the Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="155"/>
        <source>Restart a drawn or ended game (the Judge&apos;s RESUME)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="156"/>
        <source>&amp;End the Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="158"/>
        <source>End the game now, as when a tournament&apos;s time is up: it is scored like a draw of every power still on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="160"/>
        <source>&amp;Scores…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="162"/>
        <source>Each power&apos;s score under the tournament scoring systems (Ctrl+Shift+K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="163"/>
        <source>&amp;Pause or Resume the Clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="165"/>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="166"/>
        <source>Stop or restart the phase clock (Ctrl+Shift+P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="167"/>
        <source>&amp;One More Minute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="169"/>
        <source>+1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="170"/>
        <source>Give the players one more minute (Ctrl+Shift+M)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="172"/>
        <source>&amp;Table Display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="174"/>
        <source>Print Order P&amp;ads…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="176"/>
        <source>A sheet for each power with its units and lines for its orders (or a PDF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="177"/>
        <source>Print Res&amp;ults Sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="180"/>
        <source>The map with the results and every order&apos;s outcome, for the wall (or a PDF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="182"/>
        <source>A second window for the players, on a projector or a television: the map, the phase, the clock and the results, never the orders before adjudication (F9; F11 in it: full screen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="221"/>
        <source>&amp;Pause Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="227"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="231"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="246"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="253"/>
        <source>&amp;Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="264"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="279"/>
        <source>H&amp;istory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="294"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="302"/>
        <source>Orders of &amp;Powers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="318"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="319"/>
        <source>&amp;About Arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="325"/>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="331"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="334"/>
        <source>System Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="346"/>
        <source>The language changes when Arbiter is started again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::CentreChart</name>
    <message>
        <location filename="../app/ui/widgets/centre_chart.cpp" line="69"/>
        <source>Supply centres per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/centre_chart.cpp" line="73"/>
        <source>No year played yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/centre_chart.cpp" line="140"/>
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
        <location filename="../app/ui/widgets/command_line.cpp" line="37"/>
        <source>Type an order, e.g. &quot;A par - bur&quot; or &quot;England: F lon - nth&quot;, and press Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="229"/>
        <source>Orders of %1: type them one a line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="232"/>
        <source>Note: &apos;%1&apos; read as %2.</source>
        <extracomment>&quot;Note: &apos;Germnay&apos; read as Germany.&quot; after a misspelled power&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="238"/>
        <source>The game has ended; no more orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="272"/>
        <source>Order %1: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="277"/>
        <source>Cannot read &quot;%1&quot;: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="291"/>
        <source>Whose build is waived? Write the power first (&quot;Austria: waive&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="293"/>
        <source>Whose order is &quot;%1&quot;? There is no unit there; write the power first (&quot;Austria: ...&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="301"/>
        <source>Not entered: &quot;%1&quot; is no order for %2, which takes only %3.</source>
        <extracomment>&quot;Not entered: &quot;A par - bur&quot; is no order for Winter 1901 Adjustments, which takes only builds, ...&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="321"/>
        <source>Entered %1. Note: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="324"/>
        <source>Entered %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="328"/>
        <source>Note: %1.</source>
        <extracomment>&quot;Note: &apos;Germnay&apos; read as Germany.&quot; after a misspelled power&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="317"/>
        <source>Entered %1, but it is illegal and will be ignored: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::DatcCaseDialog</name>
    <message>
        <location filename="../app/ui/dialogs/datc_case_dialog.cpp" line="17"/>
        <source>Open DATC Case — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/datc_case_dialog.cpp" line="20"/>
        <source>Choose a test case. It opens as a new game from its position, with its rules and its orders entered: adjudicate to see what happens and why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/datc_case_dialog.cpp" line="28"/>
        <source>%1 — %n unit(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/datc_case_dialog.cpp" line="29"/>
        <source>, %n order(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/datc_case_dialog.cpp" line="31"/>
        <source> (cannot be read)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::Docks</name>
    <message>
        <location filename="../app/ui/window/docks.cpp" line="22"/>
        <source>Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/docks.cpp" line="30"/>
        <source>Draw Votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/docks.cpp" line="39"/>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/docks.cpp" line="59"/>
        <source>Set Up Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/docks.cpp" line="70"/>
        <source>Undo History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/docks.cpp" line="74"/>
        <source>&lt;start of game&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::DocumentManager</name>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="78"/>
        <source>New game: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="86"/>
        <source>Cannot Open Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="87"/>
        <source>The game %1 cannot be opened:

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="88"/>
        <source>Could not open %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="94"/>
        <source>Opened %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="103"/>
        <source>Cannot Save Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="104"/>
        <source>The game could not be saved to %1:

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="109"/>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="127"/>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="128"/>
        <source>The game &quot;%1&quot; has changes that are not saved. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="145"/>
        <source>Recovery File Damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="146"/>
        <source>A recovery file was found but cannot be read (%1). It is discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="152"/>
        <source>Restore Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="153"/>
        <source>Arbiter did not close normally. Restore the game &quot;%1&quot; as it was at %2, with every order entered?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="164"/>
        <source>Cannot Restore Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="164"/>
        <source>The recovery file cannot be read:

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="171"/>
        <source>Restored &quot;%1&quot;: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="174"/>
        <source>Kept as files to open: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="195"/>
        <source>Another Recovered Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="196"/>
        <source>Another game was not closed normally: &quot;%1&quot; as it was at %2. Keep it as a file in %3 to open later? (Ignore offers it again at the next start.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="211"/>
        <source>Cannot Keep Recovered Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="212"/>
        <source>%1: %2

It is offered again at the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="227"/>
        <location filename="../app/ui/window/document_manager.cpp" line="249"/>
        <source>Cannot Open DATC Case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="228"/>
        <source>%1 holds no test case that can be read.%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="243"/>
        <source>%1 has no case named %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/document_manager.cpp" line="259"/>
        <source>DATC case %1: %2 with %n order(s) entered; adjudicate to see the results.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/document_manager.cpp" line="263"/>
        <source>%n order line(s) left out: %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/document_manager.cpp" line="267"/>
        <source>%n unit(s) that cannot be on the board were removed (DATC 4.E.6).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="290"/>
        <source>Open Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="291"/>
        <source>Arbiter games (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="303"/>
        <source>Save Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="303"/>
        <source>Arbiter games (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="314"/>
        <source>Open DATC Test File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="316"/>
        <source>DATC test files (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::DrawVotesPanel</name>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="47"/>
        <source>&amp;Record Votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="47"/>
        <source>C&amp;lear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="48"/>
        <source>Res&amp;ume Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="66"/>
        <source>DIAS: draws include all survivors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="67"/>
        <source>NoDIAS: votes name the powers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="68"/>
        <source>Chosen by the game master; Game → Rules… changes it too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="69"/>
        <source>Draws:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="90"/>
        <source>Record these votes with the phase; a draw every survivor approves ends the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="91"/>
        <source>Restart a drawn game (the Judge&apos;s RESUME).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="98"/>
        <source>Votes last one phase. In a NoDIAS game a vote approves every draw of the powers it names that includes the voter if it names itself, and every such draw with or without the voter if it does not; SET NODRAW approves only a concession to the voter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="156"/>
        <source>no vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="157"/>
        <source>SET DRAW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="158"/>
        <source>SET NODRAW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="159"/>
        <source>The vote of %1 in this phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="171"/>
        <source>%1 accepts %2 in the draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="300"/>
        <source>Draw votes in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="327"/>
        <source>No draw is approved by every survivor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="329"/>
        <source>Approved by every survivor:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="334"/>
        <source>(a concession: it would pass)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="335"/>
        <source>(the largest: it would pass)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="337"/>
        <source>(passed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="344"/>
        <source>The phase is adjudicated; votes cannot change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="351"/>
        <source>Not recorded yet: Record Votes evaluates them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::GameInfoDialog</name>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="24"/>
        <source>&amp;Time each phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="26"/>
        <source>Game Info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="32"/>
        <source>Shown in the title bar instead of the file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="33"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="36"/>
        <source>N&amp;otes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="39"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="45"/>
        <source>The player of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="56"/>
        <source>Tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="61"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="63"/>
        <source>The game ends when the adjustments of this year are done, and is scored like a draw of every power still on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="65"/>
        <source>&amp;End year:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="72"/>
        <source>The system the history and the game report score the game with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="73"/>
        <source>&amp;Scoring:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="77"/>
        <source>Count down the time for negotiation and orders in each phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="80"/>
        <source>First movement phase:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="81"/>
        <source>Other movement phases:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="82"/>
        <source>Retreats:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="83"/>
        <source>Adjustments:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="91"/>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="103"/>
        <source>e.g. 5, 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="104"/>
        <source>Minutes left at which the clock flashes and beeps; it always does at zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="107"/>
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
    <name>arbiter::ui::HistoryModel</name>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="266"/>
        <source>%1 — being played</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/history_model.cpp" line="267"/>
        <source>%1: %n phase(s) from %2</source>
        <translation>
            <numerusform>%1: %n phase from %2</numerusform>
            <numerusform>%1: %n phases from %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="279"/>
        <source>The line of play being played. Double-click to name it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="280"/>
        <source>Another line of play from here. Double-click to name it; Switch to This Line continues it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="307"/>
        <source>The phase being played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="307"/>
        <source>Select to replay this phase on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="316"/>
        <source>%1 — skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="326"/>
        <source>No unit was dislodged: there was nothing to retreat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="327"/>
        <source>No power had a unit to build or remove.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::HistoryPanel</name>
    <message>
        <location filename="../app/ui/widgets/history_panel.cpp" line="56"/>
        <source>0.5 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_panel.cpp" line="57"/>
        <source>1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_panel.cpp" line="58"/>
        <source>2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_panel.cpp" line="59"/>
        <source>4 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_panel.cpp" line="60"/>
        <source>8 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_panel.cpp" line="63"/>
        <source>Replay speed: how long each phase is shown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ImportOrdersDialog</name>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="24"/>
        <source>Enter Order Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="28"/>
        <source>One order a line, or several separated by &apos;;&apos; or &apos;,&apos;, in any usual notation. A line with just a power&apos;s name (&quot;England:&quot;) heads the orders below it; &apos;#&apos; starts a comment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="40"/>
        <source>Lines that cannot be read, and names read as others (double-click to go to the line):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="45"/>
        <source>Enter Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="77"/>
        <source>Line %1: %2 — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="89"/>
        <source>whose order? There is no unit there; put the power&apos;s name before it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="99"/>
        <source>Line %1: note: %2</source>
        <extracomment>&quot;Line 3: note: &apos;Germnay&apos; read as Germany&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="106"/>
        <source>Enter %n Order(s)</source>
        <translation>
            <numerusform>Enter %n Order</numerusform>
            <numerusform>Enter %n Orders</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="107"/>
        <source>Enter %n Order(s), Skip %1 Line(s)</source>
        <translation>
            <numerusform>Enter %n Order, Skip %1 Line(s)</numerusform>
            <numerusform>Enter %n Orders, Skip %1 Line(s)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>arbiter::ui::MainWindow</name>
    <message>
        <location filename="../app/ui/main_window.cpp" line="108"/>
        <source>Map artwork: %1 A plain drawing is used instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="174"/>
        <source>&amp;Order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="252"/>
        <source>This is a replay and cannot be changed: Ctrl+End returns to the current phase, Play from Here starts a what-if.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="261"/>
        <source>Zoom %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="366"/>
        <source>%1[*] — Arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="426"/>
        <source>This is a replay: Ctrl+End returns to the current phase to enter orders, Play from Here starts a what-if.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="458"/>
        <source>Setting up %1: click to place or remove units — Start Game Here to play it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="466"/>
        <source>Replay: %1, not adjudicated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="468"/>
        <source>Replay: after %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="470"/>
        <source>Replay: %1, orders and results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="476"/>
        <source>%1 Results of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="479"/>
        <source>Results of %1 (Ctrl+R: back to the orders of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="484"/>
        <source>The game has ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="501"/>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="502"/>
        <source>SVG drawings (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="503"/>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="504"/>
        <source>Export Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="514"/>
        <source>Cannot Export Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="514"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="516"/>
        <source>Exported the map to %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::MapScene</name>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="336"/>
        <source>%1: supply centre of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="337"/>
        <source>%1: neutral supply centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="362"/>
        <source>%1 (dislodged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="460"/>
        <source>%1 may retreat to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="479"/>
        <source>%1 is dislodged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="503"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="529"/>
        <source>Standoff in %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::NewGameDialog</name>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="19"/>
        <source>DIAS (draws include all survivors)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="21"/>
        <source>New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="24"/>
        <source>e.g. Club night, March</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="25"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="26"/>
        <source>Map:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="26"/>
        <source>Standard (Europe 1901)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="29"/>
        <source>&amp;Rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="30"/>
        <source>NoDIAS (each vote names the powers in the draw)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="32"/>
        <source>Draws:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="35"/>
        <source>Every rule can be changed later in Game → Rules…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::OrderInput</name>
    <message>
        <location filename="../app/ui/order_input.cpp" line="25"/>
        <source>North coast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="27"/>
        <source>South coast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="29"/>
        <source>East coast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="31"/>
        <source>West coast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="78"/>
        <source>Support: click the supporting unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="81"/>
        <source>Convoy: click the convoying fleet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="84"/>
        <source>Hold: click the unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="87"/>
        <source>Disband: click the unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="100"/>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="152"/>
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
        <location filename="../app/ui/input/phase_input.cpp" line="81"/>
        <source>Which coast?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/phase_input.cpp" line="89"/>
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
        <location filename="../app/ui/input/adjustment_input.cpp" line="48"/>
        <source>%1 is no home centre; builds go in home centres.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="62"/>
        <source>%1 cannot build in %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="71"/>
        <source>Build army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="72"/>
        <source>Build fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="73"/>
        <source>Build fleet (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="75"/>
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
        <location filename="../app/ui/input/adjustment_input.cpp" line="96"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="104"/>
        <source>Build…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="107"/>
        <source>Waive a build of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="182"/>
        <source>Delete order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="223"/>
        <source>%1: %2 (note: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="227"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="220"/>
        <source>%1: %2 (illegal: %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::OrdersModel</name>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="134"/>
        <source>Entered as: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="149"/>
        <source>illegal, ignored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="162"/>
        <location filename="../app/ui/widgets/orders_model.cpp" line="166"/>
        <source>entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="156"/>
        <source>illegal: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="200"/>
        <source>no order: held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="191"/>
        <source>no order yet (holds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="159"/>
        <source>entered; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="206"/>
        <source>no order: dislodged (by %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="208"/>
        <source>no order: dislodged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="214"/>
        <source>no order: disbanded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="214"/>
        <source>no order yet (disbands)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/orders_model.cpp" line="238"/>
        <source>%n build(s) due</source>
        <translation>
            <numerusform>%n build due</numerusform>
            <numerusform>%n builds due</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="239"/>
        <location filename="../app/ui/widgets/orders_model.cpp" line="242"/>
        <source>%1 given</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/orders_model.cpp" line="241"/>
        <source>%n removal(s) due</source>
        <translation>
            <numerusform>%n removal due</numerusform>
            <numerusform>%n removals due</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/orders_model.cpp" line="244"/>
        <source>(room for %n)</source>
        <translation>
            <numerusform>(room for %n)</numerusform>
            <numerusform>(room for %n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="265"/>
        <source>End of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="265"/>
        <source>Draw votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="266"/>
        <source>no draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="344"/>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="344"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::OrdersPanel</name>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="63"/>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="269"/>
        <source>Delete Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="150"/>
        <source>Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="149"/>
        <source>Orders
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="151"/>
        <source>Results
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="152"/>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="153"/>
        <source>Leave the replay: the orders of the current phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="156"/>
        <source>Leave the replay: the results of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="163"/>
        <source>Replay of %1: its orders and results, read-only. Ctrl+End returns to the current phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="166"/>
        <source>Replay of %1: its orders, not adjudicated. Ctrl+End returns to the current phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="171"/>
        <source>Results of %1. Ctrl+R switches back to the orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="175"/>
        <source>The game has ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="180"/>
        <source>Click a unit, then where it goes (click it again to hold). S: support, C: convoy. Or type orders below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="185"/>
        <source>Click a dislodged unit, then where it retreats (click it again to disband).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="189"/>
        <source>Click a free home centre to build, a unit to remove; right-click a centre to waive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="271"/>
        <source>Clear Orders of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="273"/>
        <source>Clear All Orders</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::PhaseBar</name>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="130"/>
        <source>Back to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="133"/>
        <source>Replay: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="138"/>
        <source>Phase %1 of %2 of this line, read-only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="141"/>
        <source>The position after the phase, with its orders and results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="142"/>
        <source>The position before the phase, with its orders and results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="144"/>
        <source>Not adjudicated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="164"/>
        <source>%1 — %2 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="167"/>
        <source>%1 — conceded to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="170"/>
        <source>%1 — the game is drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="172"/>
        <source>%1 — the game has ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="185"/>
        <source>builds %1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="186"/>
        <source>removes %1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="201"/>
        <source>No orders are due.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="150"/>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="203"/>
        <source>Rules: &lt;a href=&quot;rules&quot;&gt;%1&lt;/a&gt;&lt;br&gt;Draws: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::PlayMode</name>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="73"/>
        <source>%1: %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="80"/>
        <source>    %1: illegal, will hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="81"/>
        <source>    %1: illegal, will disband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="82"/>
        <source>    %1: illegal, ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="88"/>
        <source>Units without orders hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="91"/>
        <source>Dislodged units without orders are disbanded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="94"/>
        <source>Builds not ordered are waived; removals not ordered are chosen by the civil disorder rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="99"/>
        <source>Orders Missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="100"/>
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
        <location filename="../app/ui/window/play_mode.cpp" line="223"/>
        <source>Nothing has been adjudicated yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="227"/>
        <source>The results report is on the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="260"/>
        <source>Every unit has an order.</source>
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
        <location filename="../app/ui/window/replay_mode.cpp" line="101"/>
        <source>What-if from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/replay_mode.cpp" line="102"/>
        <source>A what-if from %1: change the orders and adjudicate. The original line stays in the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/replay_mode.cpp" line="114"/>
        <source>Now playing %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/replay_mode.cpp" line="125"/>
        <source>Supply Centre Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/replay_mode.cpp" line="135"/>
        <source>Supply Centre Chart — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/replay_mode.cpp" line="154"/>
        <source>Game Report — %1</source>
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
        <location filename="../app/ui/window/setup_mode.cpp" line="77"/>
        <source>Setting up a position from %1: click to place or remove units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/setup_mode.cpp" line="79"/>
        <source>Setting up a position on an empty board: click to place units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/setup_mode.cpp" line="82"/>
        <source>Position of the Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/setup_mode.cpp" line="82"/>
        <source>Empty Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/setup_mode.cpp" line="111"/>
        <source>There are no units on the board: place some first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/setup_mode.cpp" line="120"/>
        <source>Study from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/setup_mode.cpp" line="122"/>
        <source>A new game from the position set up: %1. Enter orders and adjudicate.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::SetupPanel</name>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="56"/>
        <source>Click the map to place a unit of the chosen power; click a unit to remove it. With Supply Centre, a click gives the centre to the power, a second click leaves it unowned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="71"/>
        <source>&amp;Power:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="76"/>
        <source>&amp;Army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="76"/>
        <source>&amp;Fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="76"/>
        <source>Supply &amp;centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="83"/>
        <source>Click places:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="87"/>
        <source>Spring, movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="88"/>
        <source>Spring, retreats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="89"/>
        <source>Fall, movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="90"/>
        <source>Fall, retreats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="91"/>
        <source>Winter, adjustments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="92"/>
        <source>P&amp;hase:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="96"/>
        <source>&amp;Year:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="108"/>
        <source>&amp;Empty Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="110"/>
        <source>Start again from a board without units or owners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="111"/>
        <source>From the &amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="113"/>
        <source>Start again from the current position of the open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="121"/>
        <source>&amp;Start Game Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="124"/>
        <source>A new game from this position, with the rules of the open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="125"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/setup_panel.cpp" line="184"/>
        <source>Removed %n unit(s) that cannot be on the board (DATC 4.E.6): %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="213"/>
        <source>Change Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="223"/>
        <source>The game will start in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/setup_panel.cpp" line="242"/>
        <source>&lt;span style=&quot;color:%1&quot;&gt;■&lt;/span&gt; %2: %n unit(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/setup_panel.cpp" line="244"/>
        <source>, %n centre(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="246"/>
        <source>The board is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="273"/>
        <source>Which coast?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="308"/>
        <source>Owner of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="309"/>
        <source>%1 has no owner now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="310"/>
        <source>%1 belongs to %2 now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="318"/>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="319"/>
        <source>Removed %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="340"/>
        <source>Place %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="341"/>
        <source>Placed %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="351"/>
        <source>There is no such power on this map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="353"/>
        <source>There is no such place on this map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="355"/>
        <source>An army cannot stand at sea (%1): choose Fleet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="357"/>
        <source>An army stands in the whole of %1, not on one of its coasts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="359"/>
        <source>A fleet cannot stand inland (%1): choose Army.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="361"/>
        <source>A fleet in %1 stands on one of its coasts: click nearer the coast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="363"/>
        <source>%1 is occupied: click the unit there to remove it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="365"/>
        <source>There is no unit in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="367"/>
        <source>%1 is not a supply centre.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="369"/>
        <source>Winter has only the adjustment phase; Spring and Fall have movement and retreats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="371"/>
        <source>The year must be between %1 and %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="383"/>
        <source>a unit of no known power in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="385"/>
        <source>a unit of no known power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="387"/>
        <source>a unit of %1 in no known place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="388"/>
        <source>a unit in no known place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="390"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="391"/>
        <source>an army cannot stand there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="392"/>
        <source>a fleet cannot stand there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="394"/>
        <source>%1 (%2 stands there)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::TableDisplay</name>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="41"/>
        <source>Table Display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="124"/>
        <source>%1 (replay)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="126"/>
        <source>%1 — results of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/table_display.cpp" line="140"/>
        <source>%1 builds %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/table_display.cpp" line="142"/>
        <source>%1 removes %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="144"/>
        <source>Adjustments due:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="154"/>
        <source>%1 (paused)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/ui/main.cpp" line="71"/>
        <source>Diplomacy map client and adjudicator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main.cpp" line="75"/>
        <source>A game file to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main.cpp" line="79"/>
        <source>Read the map from the folder &lt;dir&gt; instead of the standard map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main.cpp" line="84"/>
        <source>Read standard.svg and layout.csv from &lt;dir&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main.cpp" line="87"/>
        <source>Save a picture of the window to &lt;file&gt; (PNG) once the game is open, and quit. Messages go to the terminal instead of dialogs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main.cpp" line="158"/>
        <source>The map cannot be read:

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main.cpp" line="177"/>
        <source>Cannot write %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main.cpp" line="144"/>
        <source>Arbiter</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
