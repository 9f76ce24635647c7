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
        <location filename="../core/text/results_report.cpp" line="27"/>
        <source>succeeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/results_report.cpp" line="28"/>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/results_report.cpp" line="29"/>
        <source>invalid</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <location filename="../app/document/phase_names.cpp" line="13"/>
        <source>Spring %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/phase_names.cpp" line="15"/>
        <source>Fall %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/phase_names.cpp" line="17"/>
        <source>Winter %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/phase_names.cpp" line="26"/>
        <location filename="../core/text/results_report.cpp" line="17"/>
        <source>Movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/phase_names.cpp" line="28"/>
        <location filename="../core/text/results_report.cpp" line="17"/>
        <source>Retreats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/phase_names.cpp" line="30"/>
        <location filename="../core/text/results_report.cpp" line="18"/>
        <source>Adjustments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/document/phase_names.cpp" line="37"/>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/results_report.cpp" line="15"/>
        <source>Spring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/results_report.cpp" line="15"/>
        <source>Fall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/results_report.cpp" line="16"/>
        <source>Winter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/text/results_report.cpp" line="19"/>
        <source>%1 %2 %3</source>
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
        <location filename="../app/document/game_document.cpp" line="103"/>
        <source>Untitled</source>
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
        <location filename="../app/ui/main_window.cpp" line="81"/>
        <source>&amp;Order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="104"/>
        <source>This is a replay and cannot be changed: Ctrl+End returns to the current phase, Play from Here starts a what-if.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="113"/>
        <source>Zoom %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="140"/>
        <source>&amp;Pause Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="140"/>
        <location filename="../app/ui/main_window.cpp" line="352"/>
        <source>&amp;Play Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="154"/>
        <source>Map artwork: %1 A plain drawing is used instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="206"/>
        <source>&amp;New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="214"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="218"/>
        <source>Open Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="219"/>
        <source>Arbiter games (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="223"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="225"/>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="231"/>
        <source>Save Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="231"/>
        <source>Arbiter games (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="237"/>
        <source>&amp;Import Order Sheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="240"/>
        <source>Export Map as &amp;PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="243"/>
        <source>Export Map as &amp;SVG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="246"/>
        <source>Export Map as P&amp;DF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="249"/>
        <source>&amp;Print Map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="257"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="261"/>
        <location filename="../app/ui/main_window.cpp" line="668"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="263"/>
        <location filename="../app/ui/main_window.cpp" line="670"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="266"/>
        <source>&amp;Paste Orders…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="269"/>
        <source>&amp;Copy Results Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="273"/>
        <source>Cancel Order Entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="293"/>
        <source>&amp;Hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="294"/>
        <source>&amp;Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="296"/>
        <source>&amp;Support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="297"/>
        <source>&amp;Convoy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="299"/>
        <source>&amp;Disband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="301"/>
        <source>&amp;Next Unit Without Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="303"/>
        <source>&amp;Type an Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="311"/>
        <source>&amp;Adjudicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="313"/>
        <source>Adjudicate this phase (Ctrl+Return)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="316"/>
        <source>&amp;Rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="319"/>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="322"/>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="326"/>
        <source>&amp;Fit to Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="328"/>
        <source>Show &amp;Orders on the Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="336"/>
        <source>Show Last &amp;Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="343"/>
        <source>&amp;First Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="345"/>
        <source>First phase (Ctrl+Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="347"/>
        <source>P&amp;revious Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="350"/>
        <source>Previous phase (Ctrl+PgUp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="355"/>
        <source>Play the game phase by phase at the chosen speed (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="360"/>
        <source>&amp;Next Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="363"/>
        <source>Next phase (Ctrl+PgDown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="365"/>
        <source>&amp;Current Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="368"/>
        <source>Back to the current phase, to edit it (Ctrl+End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="370"/>
        <source>Position &amp;After the Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="374"/>
        <source>Show the position after the replayed phase instead of the position before it (Ctrl+Shift+A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="375"/>
        <source>After</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="377"/>
        <source>Play from &amp;Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="380"/>
        <source>Start a what-if from the phase shown: the original line is kept (Ctrl+B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="382"/>
        <source>&amp;Switch to This Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="384"/>
        <source>Continue the line of play of the phase shown (Ctrl+Shift+B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="385"/>
        <source>Switch Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="387"/>
        <source>&amp;Name This Line…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="393"/>
        <source>Supply &amp;Centre Chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="396"/>
        <source>Game &amp;Report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="399"/>
        <source>&amp;Draw Votes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="402"/>
        <source>Res&amp;ume the Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="403"/>
        <source>Restart a drawn game (the Judge&apos;s RESUME)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="406"/>
        <source>The game goes on: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="412"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="415"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="433"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="440"/>
        <source>&amp;Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="451"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="459"/>
        <source>H&amp;istory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="474"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="481"/>
        <source>Orders of &amp;Powers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="499"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="502"/>
        <source>System Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="512"/>
        <source>The language changes when Arbiter is started again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="516"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="517"/>
        <source>&amp;About Arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="519"/>
        <source>About Arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="520"/>
        <source>&lt;h3&gt;Arbiter %1&lt;/h3&gt;&lt;p&gt;A Diplomacy map client and rules engine for the game master at the table.&lt;/p&gt;&lt;p&gt;Adjudication follows the DATC v3.0; every rule choice of its chapter 4 can be set in Game → Rules.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="525"/>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="530"/>
        <source>Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="539"/>
        <source>Draw Votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="547"/>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="567"/>
        <source>Undo History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="571"/>
        <source>&lt;start of game&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="580"/>
        <source>New game: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="658"/>
        <source>%1[*] — Arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="668"/>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="670"/>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="764"/>
        <source>What-if from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="765"/>
        <source>A what-if from %1: change the orders and adjudicate. The original line stays in the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="777"/>
        <source>Now playing %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="798"/>
        <source>Supply Centre Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="808"/>
        <source>Supply Centre Chart — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="822"/>
        <source>Game Report — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="854"/>
        <source>Replay: %1, not adjudicated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="856"/>
        <source>Replay: after %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="858"/>
        <source>Replay: %1, orders and results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="863"/>
        <source>%1 Results of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="868"/>
        <source>Results of %1 (Ctrl+R: back to the orders of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="873"/>
        <source>The game has ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="907"/>
        <source>Cannot Open Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="908"/>
        <source>The game %1 cannot be opened:

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="909"/>
        <source>Could not open %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="916"/>
        <source>Opened %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="924"/>
        <source>Cannot Save Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="925"/>
        <source>The game could not be saved to %1:

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="930"/>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="948"/>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="949"/>
        <source>The game &quot;%1&quot; has changes that are not saved. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="964"/>
        <source>Recovery File Damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="965"/>
        <source>A recovery file was found but cannot be read (%1). It is discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="971"/>
        <source>Restore Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="972"/>
        <source>Arbiter did not close normally. Restore the game &quot;%1&quot; as it was at %2, with every order entered?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="983"/>
        <source>Cannot Restore Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="983"/>
        <source>The recovery file cannot be read:

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="988"/>
        <source>Restored &quot;%1&quot;: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="1004"/>
        <source>%1: %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="1009"/>
        <source>Units without orders hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="1012"/>
        <source>Dislodged units without orders are disbanded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="1015"/>
        <source>Builds not ordered are waived; removals not ordered are chosen by the civil disorder rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="1020"/>
        <source>Orders Missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="1021"/>
        <source>Not every order is in:

%1

%2 Adjudicate anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="1036"/>
        <source>Next: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="1037"/>
        <source>The game has ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/main_window.cpp" line="1038"/>
        <source>Adjudicated %1: %n order(s) failed or ignored. %2</source>
        <translation>
            <numerusform>Adjudicated %1: %n order failed or was ignored. %2</numerusform>
            <numerusform>Adjudicated %1: %n orders failed or were ignored. %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="1048"/>
        <source>Change rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/main_window.cpp" line="1062"/>
        <source>Enter %n order(s) from a sheet</source>
        <translation>
            <numerusform>Enter %n order from a sheet</numerusform>
            <numerusform>Enter %n orders from a sheet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/main_window.cpp" line="1064"/>
        <source>%n order(s) entered.</source>
        <translation>
            <numerusform>%n order entered.</numerusform>
            <numerusform>%n orders entered.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="1074"/>
        <source>Import Order Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="1075"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="1080"/>
        <source>Cannot Import Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="1081"/>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="1097"/>
        <source>Nothing has been adjudicated yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="1101"/>
        <source>The results report is on the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="1110"/>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="1111"/>
        <source>SVG drawings (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="1112"/>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="1113"/>
        <source>Export Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="1125"/>
        <source>Cannot Export Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="1125"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="1127"/>
        <source>Exported the map to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="1159"/>
        <source>Every unit has an order.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::MapScene</name>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="205"/>
        <source>%1: supply centre of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="206"/>
        <source>%1: neutral supply centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="231"/>
        <source>%1 (dislodged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="323"/>
        <source>%1 may retreat to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="342"/>
        <source>%1 is dislodged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="367"/>
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
        <location filename="../app/ui/order_input.cpp" line="51"/>
        <source>North coast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="53"/>
        <source>South coast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="55"/>
        <source>East coast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="57"/>
        <source>West coast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="101"/>
        <source>Support: click the supporting unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="104"/>
        <source>Convoy: click the convoying fleet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="107"/>
        <source>Hold: click the unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="110"/>
        <source>Disband: click the unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="146"/>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="183"/>
        <source>The game has ended; no more orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="230"/>
        <source>%1 was not dislodged; only dislodged units move in a retreat phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="232"/>
        <source>There is no dislodged unit in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="238"/>
        <source>There is no unit in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="268"/>
        <source>%1 has nowhere to retreat; click it again to disband it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="269"/>
        <source>%1: click where it retreats, or the unit again to disband it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="279"/>
        <source>%1 can support no unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="280"/>
        <source>%1 supports: click the supported unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="286"/>
        <source>%1 can convoy no army.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="287"/>
        <source>%1 convoys: click the army.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="297"/>
        <source>%1: click a highlighted province to move, the unit again to hold; S support, C convoy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="310"/>
        <source>Convoy %1 to: click the destination.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="313"/>
        <source>Support %1: click its destination, or the unit itself to support it holding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="368"/>
        <source>%1 cannot support %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="369"/>
        <source>%1 cannot convoy %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="382"/>
        <source>%1 cannot convoy that army to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="383"/>
        <source>%1 cannot support a move to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="397"/>
        <location filename="../app/ui/order_input.cpp" line="439"/>
        <location filename="../app/ui/order_input.cpp" line="485"/>
        <source>Which coast?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="426"/>
        <source>%1 cannot reach %2: no fleets could convoy it there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="427"/>
        <source>%1 cannot move to %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="475"/>
        <source>%1 cannot retreat to %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="477"/>
        <source>not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="501"/>
        <source>%1 has no units to remove.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="514"/>
        <source>%1 is no home centre; builds go in home centres.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="529"/>
        <source>%1 cannot build in %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="531"/>
        <source>no builds due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="539"/>
        <source>Build army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="540"/>
        <source>Build fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="541"/>
        <source>Build fleet (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="543"/>
        <location filename="../app/ui/order_input.cpp" line="544"/>
        <source>Build in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="577"/>
        <source>Hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="582"/>
        <source>Move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="587"/>
        <source>Support…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="594"/>
        <source>Convoy…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="603"/>
        <source>Retreat…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="607"/>
        <source>Disband</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="616"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="619"/>
        <source>Build…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="621"/>
        <source>Waive a build of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="632"/>
        <source>Delete order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="652"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="655"/>
        <source>%1: %2 (illegal: %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>arbiter::ui::OrdersModel</name>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="126"/>
        <source>Entered as: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="137"/>
        <source>failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="141"/>
        <source>illegal, ignored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="147"/>
        <location filename="../app/ui/widgets/orders_model.cpp" line="151"/>
        <source>entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="148"/>
        <source>illegal: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="173"/>
        <source>no order: held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="173"/>
        <source>no order yet (holds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="178"/>
        <source>no order: disbanded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="178"/>
        <source>no order yet (disbands)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/orders_model.cpp" line="188"/>
        <source>%n build(s) due</source>
        <translation>
            <numerusform>%n build due</numerusform>
            <numerusform>%n builds due</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="189"/>
        <location filename="../app/ui/widgets/orders_model.cpp" line="192"/>
        <source>%1 given</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/orders_model.cpp" line="191"/>
        <source>%n removal(s) due</source>
        <translation>
            <numerusform>%n removal due</numerusform>
            <numerusform>%n removals due</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/orders_model.cpp" line="194"/>
        <source>(room for %n)</source>
        <translation>
            <numerusform>(room for %n)</numerusform>
            <numerusform>(room for %n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="215"/>
        <source>End of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="215"/>
        <source>Draw votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="216"/>
        <source>no draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="294"/>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="294"/>
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
    <name>arbiter::ui::RecentFiles</name>
    <message>
        <location filename="../app/ui/recent_files.cpp" line="70"/>
        <source>Clear Menu</source>
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
