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
        <location filename="../app/document/autosave.cpp" line="112"/>
        <source>not a recovery file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BranchCommand</name>
    <message>
        <location filename="../app/document/branch_command.cpp" line="16"/>
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
        <location filename="../app/document/draw_description.cpp" line="64"/>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="68"/>
        <source>No draw has passed; the game goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="70"/>
        <source>%1 wins the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="73"/>
        <source>The game is conceded to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="74"/>
        <source>The game is drawn between %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameLines</name>
    <message>
        <location filename="../app/document/game_lines.cpp" line="68"/>
        <source>Main line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/game_lines.cpp" line="69"/>
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
        <location filename="../core/game/game_history.cpp" line="69"/>
        <source>%n dislodged</source>
        <translation>
            <numerusform>%n dislodged</numerusform>
            <numerusform>%n dislodged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/history_model.cpp" line="31"/>
        <location filename="../core/game/game_history.cpp" line="71"/>
        <source>%n centres changed</source>
        <translation>
            <numerusform>%n centre changed</numerusform>
            <numerusform>%n centres changed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/history_model.cpp" line="32"/>
        <location filename="../core/game/game_history.cpp" line="73"/>
        <source>%n built</source>
        <translation>
            <numerusform>%n built</numerusform>
            <numerusform>%n built</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/history_model.cpp" line="33"/>
        <location filename="../core/game/game_history.cpp" line="75"/>
        <source>%n removed</source>
        <translation>
            <numerusform>%n removed</numerusform>
            <numerusform>%n removed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/history_model.cpp" line="34"/>
        <location filename="../core/game/game_history.cpp" line="77"/>
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
        <location filename="../app/ui/scene/map_artwork.cpp" line="53"/>
        <source>The map layout %1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="65"/>
        <source>%1:%2: expected 7 fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="99"/>
        <source>%1 gives no position for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="113"/>
        <source>The map artwork %1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="131"/>
        <source>%1: the outline of %2 cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="147"/>
        <source>%1:%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="155"/>
        <source>%1 has no outline for province %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="162"/>
        <source>%1 is not a valid SVG drawing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapExport</name>
    <message>
        <location filename="../app/ui/map_export.cpp" line="46"/>
        <source>Diplomacy map exported by Arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/map_export.cpp" line="51"/>
        <location filename="../app/ui/map_export.cpp" line="72"/>
        <source>cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OrderReason</name>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="12"/>
        <source>moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="13"/>
        <source>held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="14"/>
        <source>support given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="15"/>
        <source>convoy given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="16"/>
        <source>retreated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="17"/>
        <source>disbanded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="18"/>
        <source>built</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="19"/>
        <source>build waived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="20"/>
        <source>bounced (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="21"/>
        <source>cannot dislodge a unit of its own power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="22"/>
        <source>no convoy route</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="23"/>
        <source>convoy paradox: the convoy held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="24"/>
        <source>support cut (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="25"/>
        <source>dislodged (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="26"/>
        <source>retreat bounced; disbanded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="27"/>
        <source>no unit there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="28"/>
        <source>the unit belongs to another power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="29"/>
        <source>not an order for this phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="30"/>
        <source>wrong unit type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="31"/>
        <source>unit type missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="32"/>
        <source>the unit is on the other coast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="33"/>
        <source>no such coast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="34"/>
        <source>the coast must be given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="35"/>
        <source>that coast cannot be reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="36"/>
        <source>a unit cannot move to its own province</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="37"/>
        <source>the unit cannot go there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="38"/>
        <source>a fleet cannot be convoyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="39"/>
        <source>a unit cannot support itself or a move into its own province</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="40"/>
        <source>the supporting unit cannot reach that province</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="41"/>
        <source>the supported move is impossible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="42"/>
        <source>the supported unit was not ordered so</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="43"/>
        <source>the support must name the coast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="44"/>
        <source>wrong nationality of the other unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="45"/>
        <source>nationality of the other unit missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="46"/>
        <source>only a fleet at sea can convoy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="47"/>
        <source>only armies can be convoyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="48"/>
        <source>the fleet is on no route for that convoy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="49"/>
        <source>the army was not ordered so</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="50"/>
        <source>a convoyed move must give its path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="51"/>
        <source>the unit has another order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="52"/>
        <source>the same order was given before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="53"/>
        <source>the unit was not dislodged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="54"/>
        <source>cannot retreat to where the attacker came from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="55"/>
        <source>cannot retreat to a province left empty by a standoff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="56"/>
        <source>cannot retreat to an occupied province</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="57"/>
        <source>builds only in home centres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="58"/>
        <source>the centre is not owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="59"/>
        <source>the centre is occupied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="60"/>
        <source>no builds left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="61"/>
        <source>a fleet cannot be built inland</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="62"/>
        <source>no removal due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/judge/reason_text.cpp" line="63"/>
        <source>builds cannot be waived</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OrderStatus</name>
    <message>
        <location filename="../core/text/reason_text.cpp" line="96"/>
        <source>succeeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="97"/>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="98"/>
        <source>invalid</source>
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
        <extracomment>A season with its year, then the kind of phase: &quot;Spring 1901 Movement&quot;</extracomment>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Power</name>
    <message>
        <location filename="../app/document/order_description.cpp" line="15"/>
        <source>Austria</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/order_description.cpp" line="15"/>
        <source>England</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/order_description.cpp" line="16"/>
        <source>France</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/order_description.cpp" line="16"/>
        <source>Germany</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/order_description.cpp" line="17"/>
        <source>Italy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/order_description.cpp" line="17"/>
        <source>Russia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/order_description.cpp" line="18"/>
        <source>Turkey</source>
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
    <name>ResumeCommand</name>
    <message>
        <location filename="../app/document/resume_command.cpp" line="12"/>
        <source>Resume the game</source>
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
        <location filename="../core/rules/rule_settings.cpp" line="32"/>
        <source>The support is not cut: the army attacks from where it started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="33"/>
        <source>The support is cut: the army attacks from the sea.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="35"/>
        <source>The unit may not retreat to the attacker&apos;s starting province.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="36"/>
        <source>The unit may retreat to the attacker&apos;s starting province when the attack came by convoy (2023).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="38"/>
        <source>A path written in a move order is ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="39"/>
        <source>A path may be written and is then followed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="40"/>
        <source>A convoyed move must give its path, or it fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="42"/>
        <source>A dislodged unit never affects the province its attacker came from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="43"/>
        <source>A dislodged unit has no effect on its attacker&apos;s province only after a head-to-head battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="45"/>
        <location filename="../core/rules/rule_settings.cpp" line="48"/>
        <source>The move fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="47"/>
        <source>The fleet moves to the only coast it can reach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="50"/>
        <source>The coast is ignored and the fleet moves to the coast it can reach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="51"/>
        <source>The order is illegal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="53"/>
        <source>A support may leave out the coast of the supported move, whoever&apos;s unit it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="54"/>
        <source>The coast may be left out only when supporting one&apos;s own unit (Calhamer).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="55"/>
        <source>A support of a move to a split-coast province must give the coast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="57"/>
        <location filename="../core/rules/rule_settings.cpp" line="60"/>
        <source>The order fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="58"/>
        <location filename="../core/rules/rule_settings.cpp" line="61"/>
        <source>The written coast is ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="63"/>
        <source>A fleet built in a split-coast province needs a coast, or the build fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="65"/>
        <location filename="../core/rules/rule_settings.cpp" line="69"/>
        <source>The order is invalid (the unit holds).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="66"/>
        <location filename="../core/rules/rule_settings.cpp" line="81"/>
        <source>The order is valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="67"/>
        <location filename="../core/rules/rule_settings.cpp" line="71"/>
        <source>The order is valid unless another order names the unit correctly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="70"/>
        <source>The order is valid; the written type is ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="73"/>
        <location filename="../core/rules/rule_settings.cpp" line="77"/>
        <source>The build fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="74"/>
        <source>An army is built in an inland province; elsewhere the build fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="75"/>
        <source>An army inland, a fleet when a coast is written; otherwise the build fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="78"/>
        <source>An army is built instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="80"/>
        <location filename="../core/rules/rule_settings.cpp" line="84"/>
        <source>The order is invalid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="82"/>
        <source>The order is valid unless another order gives the nationality.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="85"/>
        <source>The order is valid; the nationality is ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="86"/>
        <source>The order is valid unless another order gives the right nationality.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="88"/>
        <location filename="../core/rules/rule_settings.cpp" line="94"/>
        <source>All sets are combined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="89"/>
        <source>All sets are combined unless the latest clearly replaces them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="90"/>
        <source>Only the latest set counts unless it clearly adds to earlier ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="91"/>
        <source>Only the latest set counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="93"/>
        <source>All units hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="96"/>
        <source>The first order counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="97"/>
        <source>The last order counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="98"/>
        <source>The unit holds (and may receive hold support).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="100"/>
        <source>All builds are invalid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="101"/>
        <source>The first legal builds are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="102"/>
        <source>The last legal builds are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="104"/>
        <source>Both builds fail.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="105"/>
        <source>The first build is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="106"/>
        <source>The last build is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="108"/>
        <source>Removals are chosen by the civil disorder rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="109"/>
        <source>The first legal removals are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="110"/>
        <source>The last legal removals are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="112"/>
        <source>A power may waive builds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="113"/>
        <source>Waives are not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="115"/>
        <source>2023: remove the unit farthest from the power&apos;s nearest owned centre, counting moves over land and sea for every unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="116"/>
        <source>Before 2023: remove the unit farthest from a home centre; fleets move as fleets, armies over land and sea.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="118"/>
        <source>The support fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="119"/>
        <source>The support succeeds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="121"/>
        <source>An illegal order is ignored: the unit holds and may receive hold support (2023).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="123"/>
        <source>Each order is read on its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="124"/>
        <source>A player&apos;s orders are read together; one may clarify another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="126"/>
        <source>A missing move may be deduced from its own power&apos;s support or convoy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="127"/>
        <source>Orders are never deduced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="129"/>
        <source>A player may leave standing orders that repeat every phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="130"/>
        <source>Standing orders are not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="132"/>
        <source>Proxies are allowed when announced to the game master beforehand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="133"/>
        <source>Proxies may be given within an order set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="134"/>
        <source>Proxy orders are not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="136"/>
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
        <location filename="../core/rules/rule_settings.cpp" line="31"/>
        <source>Support cut by a convoyed attack from the supported target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="34"/>
        <source>Retreat when dislodged by a convoyed army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="37"/>
        <source>Convoy path specification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="41"/>
        <source>Dislodged unit bouncing a third unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="44"/>
        <source>Move without coast when two coasts are possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="46"/>
        <source>Move without coast when one coast is possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="49"/>
        <source>Move to an unreachable coast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="52"/>
        <source>Coast in a support order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="56"/>
        <source>Wrong coast of the ordered unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="59"/>
        <source>Unknown or irrelevant coasts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="62"/>
        <source>Coast in a build order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="64"/>
        <source>Missing unit type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="68"/>
        <source>Wrong unit type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="72"/>
        <source>Missing unit type in a build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="76"/>
        <source>Fleet built in an inland province</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="79"/>
        <source>Missing nationality in a support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="83"/>
        <source>Wrong nationality in a support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="87"/>
        <source>Several order sets, latest known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="92"/>
        <source>Several order sets, order unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="95"/>
        <source>Several orders to one unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="99"/>
        <source>Too many builds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="103"/>
        <source>Two builds in one province</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="107"/>
        <source>Too many removals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="111"/>
        <source>Waiving builds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="114"/>
        <source>Removal in civil disorder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="117"/>
        <source>Hold support for a power in civil disorder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="120"/>
        <source>Illegal orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="122"/>
        <source>Poorly written orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="125"/>
        <source>Implicit orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="128"/>
        <source>Perpetual orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="131"/>
        <source>Proxy orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="135"/>
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
        <location filename="../app/document/order_description.cpp" line="41"/>
        <source>the %1 army in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/order_description.cpp" line="42"/>
        <source>the %1 fleet in %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::document::GameDocument</name>
    <message>
        <location filename="../app/document/game_document.cpp" line="108"/>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ActionManager</name>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="27"/>
        <source>&amp;New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="28"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="29"/>
        <source>Open &amp;DATC Case…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="31"/>
        <source>A new game from a case of a DATC test file, with its rules and orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="32"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="33"/>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="35"/>
        <source>&amp;Import Order Sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="37"/>
        <source>Export Map as &amp;PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="39"/>
        <source>Export Map as &amp;SVG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="41"/>
        <source>Export Map as P&amp;DF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="43"/>
        <source>&amp;Print Map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="44"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="49"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="53"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="59"/>
        <source>&amp;Paste Orders…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="61"/>
        <source>&amp;Copy Results Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="66"/>
        <source>&amp;Hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="67"/>
        <source>&amp;Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="69"/>
        <source>&amp;Support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="70"/>
        <source>&amp;Convoy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="72"/>
        <source>&amp;Disband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="73"/>
        <source>&amp;Next Unit Without Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="74"/>
        <source>&amp;Type an Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="76"/>
        <source>Cancel Order Entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="81"/>
        <source>&amp;Adjudicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="83"/>
        <source>Adjudicate this phase (Ctrl+Return)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="84"/>
        <source>&amp;Rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="85"/>
        <source>Game &amp;Info…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="87"/>
        <source>The game&apos;s name, notes and players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="89"/>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="91"/>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="93"/>
        <source>&amp;Fit to Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="94"/>
        <source>Show &amp;Orders on the Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="99"/>
        <source>Show Last &amp;Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="103"/>
        <source>&amp;First Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="105"/>
        <source>First phase (Ctrl+Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="106"/>
        <source>P&amp;revious Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="109"/>
        <source>Previous phase (Ctrl+PgUp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="110"/>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="184"/>
        <source>&amp;Play Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="113"/>
        <source>Play the game phase by phase at the chosen speed (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="114"/>
        <source>&amp;Next Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="116"/>
        <source>Next phase (Ctrl+PgDown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="117"/>
        <source>&amp;Current Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="119"/>
        <source>Back to the current phase, to edit it (Ctrl+End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="120"/>
        <source>Position &amp;After the Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="124"/>
        <source>Show the position after the replayed phase instead of the position before it (Ctrl+Shift+A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="125"/>
        <source>After</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="127"/>
        <source>Play from &amp;Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="128"/>
        <source>Start a what-if from the phase shown: the original line is kept (Ctrl+B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="129"/>
        <source>&amp;Switch to This Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="131"/>
        <source>Continue the line of play of the phase shown (Ctrl+Shift+B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="132"/>
        <source>Switch Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="133"/>
        <source>&amp;Name This Line…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="134"/>
        <source>Supply &amp;Centre Chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="136"/>
        <source>Game &amp;Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="139"/>
        <source>&amp;Draw Votes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="140"/>
        <source>Set &amp;Up Position…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="143"/>
        <source>Place and remove units, set centre owners and the phase, then start a new game from that position (Ctrl+Shift+U)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="145"/>
        <source>Res&amp;ume the Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="147"/>
        <source>Restart a drawn game (the Judge&apos;s RESUME)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="184"/>
        <source>&amp;Pause Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="190"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="194"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="207"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="214"/>
        <source>&amp;Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="225"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="235"/>
        <source>H&amp;istory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="250"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="257"/>
        <source>Orders of &amp;Powers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="273"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="274"/>
        <source>&amp;About Arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="276"/>
        <source>About Arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="277"/>
        <source>&lt;h3&gt;Arbiter %1&lt;/h3&gt;&lt;p&gt;A Diplomacy map client and rules engine for the game master at the table.&lt;/p&gt;&lt;p&gt;Adjudication follows the DATC v3.0; every rule choice of its chapter 4 can be set in Game → Rules.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="283"/>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="288"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="291"/>
        <source>System Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/action_manager.cpp" line="302"/>
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
    <name>arbiter::ui::CommandLine</name>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="25"/>
        <source>Type an order, e.g. &quot;A par - bur&quot; or &quot;England: F lon - nth&quot;, and press Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="197"/>
        <source>Orders of %1: type them one a line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="202"/>
        <source>The game has ended; no more orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="208"/>
        <source>Cannot read &quot;%1&quot;: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="217"/>
        <source>Whose order is &quot;%1&quot;? There is no unit there; write the power first (&quot;Austria: ...&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="225"/>
        <source>Entered %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="226"/>
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
        <location filename="../app/ui/dialogs/datc_case_dialog.cpp" line="19"/>
        <source>Choose a test case. It opens as a new game from its position, with its rules and its orders entered: adjudicate to see what happens and why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/datc_case_dialog.cpp" line="27"/>
        <source>%1 — %n unit(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/datc_case_dialog.cpp" line="28"/>
        <source>, %n order(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/datc_case_dialog.cpp" line="30"/>
        <source> (cannot be read)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::Docks</name>
    <message>
        <location filename="../work/wt-window/app/ui/window/docks.cpp" line="22"/>
        <source>Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/docks.cpp" line="30"/>
        <source>Draw Votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/docks.cpp" line="39"/>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/docks.cpp" line="59"/>
        <source>Set Up Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/docks.cpp" line="70"/>
        <source>Undo History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/docks.cpp" line="74"/>
        <source>&lt;start of game&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::DocumentManager</name>
    <message>
        <location filename="../work/wt-window/app/ui/window/document_manager.cpp" line="74"/>
        <source>New game: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/document_manager.cpp" line="82"/>
        <source>Cannot Open Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/document_manager.cpp" line="83"/>
        <source>The game %1 cannot be opened:

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/document_manager.cpp" line="84"/>
        <source>Could not open %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/document_manager.cpp" line="91"/>
        <source>Opened %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/document_manager.cpp" line="100"/>
        <source>Cannot Save Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/document_manager.cpp" line="101"/>
        <source>The game could not be saved to %1:

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/document_manager.cpp" line="106"/>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/document_manager.cpp" line="124"/>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/document_manager.cpp" line="125"/>
        <source>The game &quot;%1&quot; has changes that are not saved. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/document_manager.cpp" line="140"/>
        <source>Recovery File Damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/document_manager.cpp" line="141"/>
        <source>A recovery file was found but cannot be read (%1). It is discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/document_manager.cpp" line="147"/>
        <source>Restore Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/document_manager.cpp" line="148"/>
        <source>Arbiter did not close normally. Restore the game &quot;%1&quot; as it was at %2, with every order entered?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/document_manager.cpp" line="159"/>
        <source>Cannot Restore Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/document_manager.cpp" line="159"/>
        <source>The recovery file cannot be read:

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/document_manager.cpp" line="164"/>
        <source>Restored &quot;%1&quot;: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/document_manager.cpp" line="173"/>
        <location filename="../work/wt-window/app/ui/window/document_manager.cpp" line="194"/>
        <source>Cannot Open DATC Case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/document_manager.cpp" line="174"/>
        <source>%1 holds no test case that can be read.%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/document_manager.cpp" line="188"/>
        <source>%1 has no case named %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../work/wt-window/app/ui/window/document_manager.cpp" line="204"/>
        <source>DATC case %1: %2 with %n order(s) entered; adjudicate to see the results.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../work/wt-window/app/ui/window/document_manager.cpp" line="208"/>
        <source>%n order line(s) could not be read and were left out.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../work/wt-window/app/ui/window/document_manager.cpp" line="210"/>
        <source>%n unit(s) that cannot be on the board were removed (DATC 4.E.6).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/document_manager.cpp" line="233"/>
        <source>Open Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/document_manager.cpp" line="234"/>
        <source>Arbiter games (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/document_manager.cpp" line="245"/>
        <source>Save Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/document_manager.cpp" line="245"/>
        <source>Arbiter games (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/document_manager.cpp" line="253"/>
        <source>Open DATC Test File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/document_manager.cpp" line="254"/>
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
        <location filename="../app/ui/widgets/history_panel.cpp" line="55"/>
        <source>0.5 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_panel.cpp" line="56"/>
        <source>1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_panel.cpp" line="57"/>
        <source>2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_panel.cpp" line="58"/>
        <source>4 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_panel.cpp" line="59"/>
        <source>8 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_panel.cpp" line="62"/>
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
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="27"/>
        <source>One order a line, in any usual notation. A line with just a power&apos;s name (&quot;England:&quot;) heads the orders below it; &apos;#&apos; starts a comment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="37"/>
        <source>Lines that cannot be read (double-click to correct):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="42"/>
        <source>Enter Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="74"/>
        <source>Line %1: %2 — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="86"/>
        <source>whose order? There is no unit there; put the power&apos;s name before it</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="95"/>
        <source>Enter %n Order(s)</source>
        <translation>
            <numerusform>Enter %n Order</numerusform>
            <numerusform>Enter %n Orders</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="96"/>
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
        <location filename="../work/wt-window/app/ui/main_window.cpp" line="85"/>
        <source>Map artwork: %1 A plain drawing is used instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/main_window.cpp" line="144"/>
        <source>&amp;Order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/main_window.cpp" line="220"/>
        <source>This is a replay and cannot be changed: Ctrl+End returns to the current phase, Play from Here starts a what-if.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/main_window.cpp" line="229"/>
        <source>Zoom %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/main_window.cpp" line="334"/>
        <source>%1[*] — Arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/main_window.cpp" line="387"/>
        <source>This is a replay: Ctrl+End returns to the current phase to enter orders, Play from Here starts a what-if.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/main_window.cpp" line="418"/>
        <source>Setting up %1: click to place or remove units — Start Game Here to play it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/main_window.cpp" line="426"/>
        <source>Replay: %1, not adjudicated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/main_window.cpp" line="428"/>
        <source>Replay: after %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/main_window.cpp" line="430"/>
        <source>Replay: %1, orders and results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/main_window.cpp" line="435"/>
        <source>%1 Results of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/main_window.cpp" line="440"/>
        <source>Results of %1 (Ctrl+R: back to the orders of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/main_window.cpp" line="445"/>
        <source>The game has ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/main_window.cpp" line="462"/>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/main_window.cpp" line="463"/>
        <source>SVG drawings (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/main_window.cpp" line="464"/>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/main_window.cpp" line="465"/>
        <source>Export Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/main_window.cpp" line="475"/>
        <source>Cannot Export Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/main_window.cpp" line="475"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/main_window.cpp" line="477"/>
        <source>Exported the map to %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::MapScene</name>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="216"/>
        <source>%1: supply centre of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="217"/>
        <source>%1: neutral supply centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="242"/>
        <source>%1 (dislodged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="336"/>
        <source>%1 may retreat to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="355"/>
        <source>%1 is dislodged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="380"/>
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
        <location filename="../app/ui/order_input.cpp" line="54"/>
        <source>North coast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="56"/>
        <source>South coast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="58"/>
        <source>East coast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="60"/>
        <source>West coast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="102"/>
        <source>Support: click the supporting unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="105"/>
        <source>Convoy: click the convoying fleet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="108"/>
        <source>Hold: click the unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="111"/>
        <source>Disband: click the unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="147"/>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="184"/>
        <source>The game has ended; no more orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="231"/>
        <source>%1 was not dislodged; only dislodged units move in a retreat phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="233"/>
        <source>There is no dislodged unit in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="239"/>
        <source>There is no unit in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="269"/>
        <source>%1 has nowhere to retreat; click it again to disband it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="270"/>
        <source>%1: click where it retreats, or the unit again to disband it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="280"/>
        <source>%1 can support no unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="281"/>
        <source>%1 supports: click the supported unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="287"/>
        <source>%1 can convoy no army.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="288"/>
        <source>%1 convoys: click the army.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="298"/>
        <source>%1: click a highlighted province to move, the unit again to hold; S support, C convoy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="311"/>
        <source>Convoy %1 to: click the destination.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="314"/>
        <source>Support %1: click its destination, or the unit itself to support it holding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="369"/>
        <source>%1 cannot support %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="370"/>
        <source>%1 cannot convoy %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="383"/>
        <source>%1 cannot convoy that army to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="384"/>
        <source>%1 cannot support a move to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="398"/>
        <location filename="../app/ui/order_input.cpp" line="440"/>
        <location filename="../app/ui/order_input.cpp" line="486"/>
        <source>Which coast?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="427"/>
        <source>%1 cannot reach %2: no fleets could convoy it there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="428"/>
        <source>%1 cannot move to %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="476"/>
        <source>%1 cannot retreat to %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="478"/>
        <source>not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="502"/>
        <source>%1 has no units to remove.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="515"/>
        <source>%1 is no home centre; builds go in home centres.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="530"/>
        <source>%1 cannot build in %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="532"/>
        <source>no builds due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="540"/>
        <source>Build army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="541"/>
        <source>Build fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="542"/>
        <source>Build fleet (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="544"/>
        <location filename="../app/ui/order_input.cpp" line="545"/>
        <source>Build in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="578"/>
        <source>Hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="583"/>
        <source>Move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="588"/>
        <source>Support…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="595"/>
        <source>Convoy…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="604"/>
        <source>Retreat…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="608"/>
        <source>Disband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="617"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="620"/>
        <source>Build…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="622"/>
        <source>Waive a build of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="633"/>
        <source>Delete order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="653"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="656"/>
        <source>%1: %2 (illegal: %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::OrdersModel</name>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="127"/>
        <source>Entered as: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="142"/>
        <source>illegal, ignored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="148"/>
        <location filename="../app/ui/widgets/orders_model.cpp" line="152"/>
        <source>entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="149"/>
        <source>illegal: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="174"/>
        <source>no order: held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="174"/>
        <source>no order yet (holds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="179"/>
        <source>no order: disbanded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="179"/>
        <source>no order yet (disbands)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/orders_model.cpp" line="189"/>
        <source>%n build(s) due</source>
        <translation>
            <numerusform>%n build due</numerusform>
            <numerusform>%n builds due</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="190"/>
        <location filename="../app/ui/widgets/orders_model.cpp" line="193"/>
        <source>%1 given</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/orders_model.cpp" line="192"/>
        <source>%n removal(s) due</source>
        <translation>
            <numerusform>%n removal due</numerusform>
            <numerusform>%n removals due</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/orders_model.cpp" line="195"/>
        <source>(room for %n)</source>
        <translation>
            <numerusform>(room for %n)</numerusform>
            <numerusform>(room for %n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="216"/>
        <source>End of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="216"/>
        <source>Draw votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="217"/>
        <source>no draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="295"/>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="295"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::OrdersPanel</name>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="63"/>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="255"/>
        <source>Delete Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="140"/>
        <source>Orders: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="141"/>
        <source>Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="142"/>
        <source>Results: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="143"/>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="149"/>
        <source>Replay of %1: its orders and results, read-only. Ctrl+End returns to the current phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="152"/>
        <source>Replay of %1: its orders, not adjudicated. Ctrl+End returns to the current phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="156"/>
        <source>Results of %1. Ctrl+R switches back to the orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="161"/>
        <source>The game has ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="166"/>
        <source>Click a unit, then where it goes (click it again to hold). S: support, C: convoy. Or type orders below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="171"/>
        <source>Click a dislodged unit, then where it retreats (click it again to disband).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="175"/>
        <source>Click a free home centre to build, a unit to remove; right-click a centre to waive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="257"/>
        <source>Clear Orders of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="259"/>
        <source>Clear All Orders</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::PhaseBar</name>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="124"/>
        <source>Back to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="127"/>
        <source>Replay: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="130"/>
        <source>Phase %1 of %2 of this line, read-only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="133"/>
        <source>The position after the phase, with its orders and results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="134"/>
        <source>The position before the phase, with its orders and results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="136"/>
        <source>Not adjudicated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="154"/>
        <source>%1 — %2 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="157"/>
        <source>%1 — conceded to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="160"/>
        <source>%1 — the game is drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="173"/>
        <source>builds %1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="174"/>
        <source>removes %1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="189"/>
        <source>No orders are due.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="140"/>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="191"/>
        <source>Rules: &lt;a href=&quot;rules&quot;&gt;%1&lt;/a&gt;&lt;br&gt;Draws: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::PlayMode</name>
    <message>
        <location filename="../work/wt-window/app/ui/window/play_mode.cpp" line="68"/>
        <source>%1: %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/play_mode.cpp" line="75"/>
        <source>    %1: illegal, will hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/play_mode.cpp" line="76"/>
        <source>    %1: illegal, will disband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/play_mode.cpp" line="77"/>
        <source>    %1: illegal, ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/play_mode.cpp" line="83"/>
        <source>Units without orders hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/play_mode.cpp" line="86"/>
        <source>Dislodged units without orders are disbanded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/play_mode.cpp" line="89"/>
        <source>Builds not ordered are waived; removals not ordered are chosen by the civil disorder rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/play_mode.cpp" line="94"/>
        <source>Orders Missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/play_mode.cpp" line="95"/>
        <source>Not every order is in:

%1

%2 Adjudicate anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/play_mode.cpp" line="110"/>
        <source>Next: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/play_mode.cpp" line="111"/>
        <source>The game has ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../work/wt-window/app/ui/window/play_mode.cpp" line="112"/>
        <source>Adjudicated %1: %n order(s) failed or ignored. %2</source>
        <translation>
            <numerusform>Adjudicated %1: %n order failed or was ignored. %2</numerusform>
            <numerusform>Adjudicated %1: %n orders failed or were ignored. %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/play_mode.cpp" line="123"/>
        <source>Change rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/play_mode.cpp" line="142"/>
        <source>The game goes on: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../work/wt-window/app/ui/window/play_mode.cpp" line="154"/>
        <source>Enter %n order(s) from a sheet</source>
        <translation>
            <numerusform>Enter %n order from a sheet</numerusform>
            <numerusform>Enter %n orders from a sheet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../work/wt-window/app/ui/window/play_mode.cpp" line="156"/>
        <source>%n order(s) entered.</source>
        <translation>
            <numerusform>%n order entered.</numerusform>
            <numerusform>%n orders entered.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/play_mode.cpp" line="166"/>
        <source>Import Order Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/play_mode.cpp" line="167"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/play_mode.cpp" line="172"/>
        <source>Cannot Import Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/play_mode.cpp" line="173"/>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/play_mode.cpp" line="190"/>
        <source>Nothing has been adjudicated yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/play_mode.cpp" line="194"/>
        <source>The results report is on the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/play_mode.cpp" line="227"/>
        <source>Every unit has an order.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::RecentFiles</name>
    <message>
        <location filename="../app/ui/recent_files.cpp" line="70"/>
        <source>Clear Menu</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ReplayMode</name>
    <message>
        <location filename="../work/wt-window/app/ui/window/replay_mode.cpp" line="101"/>
        <source>What-if from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/replay_mode.cpp" line="102"/>
        <source>A what-if from %1: change the orders and adjudicate. The original line stays in the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/replay_mode.cpp" line="114"/>
        <source>Now playing %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/replay_mode.cpp" line="125"/>
        <source>Supply Centre Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/replay_mode.cpp" line="135"/>
        <source>Supply Centre Chart — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/replay_mode.cpp" line="154"/>
        <source>Game Report — %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::RulesDialog</name>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="32"/>
        <source>4.A Convoys and adjudication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="34"/>
        <source>4.B Coasts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="36"/>
        <source>4.C Unit designation and nationality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="38"/>
        <source>4.D Order sets, builds and removals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="40"/>
        <source>4.E Writing and handling orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="49"/>
        <source>DIAS: every draw includes all survivors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="50"/>
        <source>NoDIAS: each vote names the powers in the draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="52"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="60"/>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="61"/>
        <source>&amp;Preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="68"/>
        <source>Draws:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="102"/>
        <source>[DATC]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="130"/>
        <source>DATC Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="183"/>
        <source>(The DATC prefers %1.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="192"/>
        <source>In force: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::SetupMode</name>
    <message>
        <location filename="../work/wt-window/app/ui/window/setup_mode.cpp" line="77"/>
        <source>Setting up a position from %1: click to place or remove units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/setup_mode.cpp" line="79"/>
        <source>Setting up a position on an empty board: click to place units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/setup_mode.cpp" line="82"/>
        <source>Position of the Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/setup_mode.cpp" line="82"/>
        <source>Empty Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/setup_mode.cpp" line="111"/>
        <source>There are no units on the board: place some first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/setup_mode.cpp" line="120"/>
        <source>Study from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../work/wt-window/app/ui/window/setup_mode.cpp" line="122"/>
        <source>A new game from the position set up: %1. Enter orders and adjudicate.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::SetupPanel</name>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="48"/>
        <source>Click the map to place a unit of the chosen power; click a unit to remove it. With Supply Centre, a click gives the centre to the power, a second click leaves it unowned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="63"/>
        <source>&amp;Power:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="68"/>
        <source>&amp;Army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="68"/>
        <source>&amp;Fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="68"/>
        <source>Supply &amp;centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="75"/>
        <source>Click places:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="79"/>
        <source>Spring, movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="80"/>
        <source>Spring, retreats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="81"/>
        <source>Fall, movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="82"/>
        <source>Fall, retreats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="83"/>
        <source>Winter, adjustments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="84"/>
        <source>P&amp;hase:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="88"/>
        <source>&amp;Year:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="100"/>
        <source>&amp;Empty Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="102"/>
        <source>Start again from a board without units or owners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="103"/>
        <source>From the &amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="105"/>
        <source>Start again from the current position of the open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="113"/>
        <source>&amp;Start Game Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="116"/>
        <source>A new game from this position, with the rules of the open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="117"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/setup_panel.cpp" line="164"/>
        <source>Removed %n unit(s) that cannot be on the board (DATC 4.E.6): %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="189"/>
        <source>The game will start in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/setup_panel.cpp" line="207"/>
        <source>&lt;span style=&quot;color:%1&quot;&gt;■&lt;/span&gt; %2: %n unit(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/setup_panel.cpp" line="209"/>
        <source>, %n centre(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="211"/>
        <source>The board is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="240"/>
        <source>Which coast?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="273"/>
        <source>%1 has no owner now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="274"/>
        <source>%1 belongs to %2 now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="280"/>
        <source>Removed %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="298"/>
        <source>Placed %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="308"/>
        <source>There is no such power on this map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="310"/>
        <source>There is no such place on this map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="312"/>
        <source>An army cannot stand at sea (%1): choose Fleet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="314"/>
        <source>An army stands in the whole of %1, not on one of its coasts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="316"/>
        <source>A fleet cannot stand inland (%1): choose Army.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="318"/>
        <source>A fleet in %1 stands on one of its coasts: click nearer the coast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="320"/>
        <source>%1 is occupied: click the unit there to remove it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="322"/>
        <source>There is no unit in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="324"/>
        <source>%1 is not a supply centre.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="326"/>
        <source>Winter has only the adjustment phase; Spring and Fall have movement and retreats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="328"/>
        <source>The year must be between %1 and %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="340"/>
        <source>a unit of no known power in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="341"/>
        <source>a unit of no known power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="343"/>
        <source>a unit of %1 in no known place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="344"/>
        <source>a unit in no known place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="346"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="347"/>
        <source>an army cannot stand there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="348"/>
        <source>a fleet cannot stand there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="350"/>
        <source>%1 (%2 stands there)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/ui/main.cpp" line="42"/>
        <source>Diplomacy map client and adjudicator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main.cpp" line="46"/>
        <source>A game file to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main.cpp" line="49"/>
        <source>Read standard.svg and layout.csv from &lt;dir&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main.cpp" line="53"/>
        <source>Play a short scripted game and save screenshots of every phase in &lt;dir&gt;, then quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main.cpp" line="64"/>
        <source>Arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main.cpp" line="65"/>
        <source>The standard map cannot be read:

%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
