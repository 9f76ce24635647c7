<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AdjudicateCommand</name>
    <message>
        <location filename="../app/document/adjudicate_command.cpp" line="15"/>
        <source>Adjudicate %1</source>
        <translation>Résolution&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <location filename="../core/analysis/goal.cpp" line="31"/>
        <source>&apos;%1&apos;: a goal is a kind and a province, e.g. &quot;take mun&quot;</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: un but est un genre et une province, par ex. «&#xa0;take mun&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/analysis/goal.cpp" line="48"/>
        <source>&apos;%1&apos;: unknown goal &apos;%2&apos; (take, hold, dislodge or keep)</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: but inconnu «&#xa0;%2&#xa0;» (take, hold, dislodge ou keep)</translation>
    </message>
    <message>
        <location filename="../core/analysis/goal.cpp" line="55"/>
        <source>&apos;%1&apos;: the map has no province &apos;%2&apos;</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: la carte n’a pas de province «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="33"/>
        <source>the position is not a movement phase: only orders of a movement phase are analysed</source>
        <translation>la position n’est pas une phase de mouvement&#xa0;: seuls les ordres d’une phase de mouvement sont analysés</translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="36"/>
        <source>no power is on our side</source>
        <translation>aucune puissance n’est de notre côté</translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="38"/>
        <source>no goal was given</source>
        <translation>aucun but n’a été donné</translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="41"/>
        <source>unknown power on our side</source>
        <translation>puissance inconnue de notre côté</translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="44"/>
        <source>%1 is on both sides</source>
        <translation>%1 est des deux côtés</translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="48"/>
        <source>unknown power on their side</source>
        <translation>puissance inconnue du côté adverse</translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="55"/>
        <source>our side has no units</source>
        <translation>notre côté n’a pas d’unités</translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="61"/>
        <source>their side has no units</source>
        <translation>leur côté n’a pas d’unités</translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="65"/>
        <source>a goal names no province of the map</source>
        <translation>un but ne nomme aucune province de la carte</translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="70"/>
        <source>dislodge %1: no unit of their side stands there</source>
        <translation>dislodge %1&#xa0;: aucune unité du côté adverse ne s’y trouve</translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="80"/>
        <source>take %1: no unit of our side can reach %2</source>
        <translation>take %1&#xa0;: aucune unité de notre côté ne peut atteindre %2</translation>
    </message>
    <message>
        <location filename="../core/analysis/question.cpp" line="83"/>
        <source>keep %1: no unit of our side stands there</source>
        <translation>keep %1&#xa0;: aucune unité de notre côté ne s’y trouve</translation>
    </message>
</context>
<context>
    <name>AnalysisText</name>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="22"/>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
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
        <translation>prendre %1</translation>
    </message>
    <message>
        <source>keep their units out of %1</source>
        <translation type="vanished">tenir leurs unités hors de %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="46"/>
        <source>dislodge the unit in %1</source>
        <translation>déloger l’unité en %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="48"/>
        <source>keep the unit in %1</source>
        <translation>garder l’unité en %1</translation>
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
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="122"/>
        <source>the order sets being too many to try one by one</source>
        <translation>les jeux d’ordres étant trop nombreux pour être essayés un par un</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="123"/>
        <source>the search having been stopped before it settled the question</source>
        <translation>la recherche ayant été arrêtée avant de trancher la question</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="124"/>
        <source>Not guaranteed: %1 cannot %2. Only %3 can move or support into %4, so no move there can have a strength above %L5; and %6, whatever %1 orders. Shown by counting strengths, %7; the best attempt was not searched.</source>
        <translation>Non garanti&#xa0;: le camp %1 ne peut pas forcer «&#xa0;%2&#xa0;». Seules les unités %3 peuvent entrer en %4 ou y soutenir, donc aucun mouvement vers cette province ne peut dépasser une force de %L5&#xa0;; et %6, quels que soient les ordres du camp %1. Établi en comptant les forces, %7&#xa0;; la meilleure tentative n’a pas été cherchée.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="140"/>
        <source>Guaranteed: %1 can %2 against every defence of %3: %4 (%L5 defences tried).</source>
        <translation>Garanti&#xa0;: le camp %1 peut forcer «&#xa0;%2&#xa0;» contre toute défense du camp %3&#xa0;: %4 (%L5 défenses essayées).</translation>
    </message>
    <message>
        <source>Not guaranteed: %1 cannot %2: each of the %L3 attacks is beaten by some defence of %4.</source>
        <translation type="vanished">Non garanti&#xa0;: le camp %1 ne peut pas forcer «&#xa0;%2&#xa0;»&#xa0;: chacune de ses %L3 attaques est battue par une défense du camp %4.</translation>
    </message>
    <message>
        <source>Not guaranteed: %1 cannot %2: %3 holds against every attack (%L4 tried).</source>
        <translation type="vanished">Non garanti&#xa0;: le camp %1 ne peut pas forcer «&#xa0;%2&#xa0;»&#xa0;: %3 tient contre toute attaque (%L4 essayées).</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="43"/>
        <source>keep the other side&apos;s units out of %1</source>
        <translation>tenir les unités du camp adverse hors de %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="44"/>
        <source>keep the units of %1 out of %2</source>
        <translation>tenir les unités du camp %1 hors de %2</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="116"/>
        <source>the unit in %1 holds with at least %L2 by itself</source>
        <translation>l’unité en %1 tient seule avec au moins %L2</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="117"/>
        <source>with %1 the unit in %2 holds with at least %L3</source>
        <translation>avec %1, l’unité en %2 tient avec au moins %L3</translation>
    </message>
    <message>
        <source>Not guaranteed: no move of %1 into %2 can have a strength above %L3, and %4, whatever %1 orders. Shown by counting strengths, without trying the order sets one by one (too many for the search, or it was stopped); the best attempt was not searched.</source>
        <translation type="vanished">Non garanti&#xa0;: aucun mouvement du camp %1 vers %2 ne peut dépasser une force de %L3, et %4, quels que soient les ordres du camp %1. Établi en comptant les forces, sans essayer les jeux d’ordres un par un (trop nombreux pour la recherche, ou celle-ci a été arrêtée)&#xa0;; la meilleure tentative n’a pas été cherchée.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="148"/>
        <source>Cancelled: %L1 of %L2 order sets of %3 settled against the %L4 of %5; before the cancel, %6 was found to %7 against every one of them.</source>
        <translation>Annulé&#xa0;: %L1 jeux d’ordres sur %L2 du camp %3 tranchés contre les %L4 du camp %5&#xa0;; avant l’annulation, %6 s’est montré capable de forcer «&#xa0;%7&#xa0;» contre chacun d’eux.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="150"/>
        <source>Limit reached: %L1 of %L2 order sets of %3 settled against the %L4 of %5; before the limit, %6 was found to %7 against every one of them.</source>
        <translation>Limite atteinte&#xa0;: %L1 jeux d’ordres sur %L2 du camp %3 tranchés contre les %L4 du camp %5&#xa0;; avant la limite, %6 s’est montré capable de forcer «&#xa0;%7&#xa0;» contre chacun d’eux.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="158"/>
        <source>So the goals are guaranteed, but the search was cut short: guaranteeing order sets found: %L1 of the %L2 settled; %L3 were not searched, and a simpler one than that shown may be among them.</source>
        <translation>Les buts sont donc garantis, mais la recherche a été interrompue&#xa0;: jeux d’ordres garantissants trouvés&#xa0;: %L1 sur les %L2 tranchés&#xa0;; %L3 n’ont pas été examinés, et un plus simple que celui montré peut se trouver parmi eux.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="170"/>
        <source>Not guaranteed: %1 cannot %2: each of the %L3 order sets of %1 is beaten by some order set of %4.</source>
        <translation>Non garanti&#xa0;: le camp %1 ne peut pas forcer «&#xa0;%2&#xa0;»&#xa0;: chacun des %L3 jeux d’ordres du camp %1 est battu par un jeu d’ordres du camp %4.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="175"/>
        <source>Not guaranteed: %1 cannot %2: %3 holds against every order set of %1 (%L4 tried).</source>
        <translation>Non garanti&#xa0;: le camp %1 ne peut pas forcer «&#xa0;%2&#xa0;»&#xa0;: %3 tient contre tout jeu d’ordres du camp %1 (%L4 essayés).</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="183"/>
        <source>The best attempt succeeds against %L1 of %L2 defences; at least one other order set of %3 succeeds against as many (shown: one with the fewest orders other than holds). The refutation below beats it.</source>
        <translation>La meilleure tentative réussit contre %L1 défenses sur %L2&#xa0;; au moins un autre jeu d’ordres du camp %3 réussit contre autant (montré&#xa0;: un de ceux qui ont le moins d’ordres autres que des maintiens). La réfutation ci-dessous la bat.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="191"/>
        <source>The best attempt succeeds against %L1 of %L2 defences; the refutation below beats it.</source>
        <translation>La meilleure tentative réussit contre %L1 défenses sur %L2&#xa0;; la réfutation ci-dessous la bat.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="193"/>
        <source>The best attempt found before the search was cancelled succeeds against %L1 of %L2 defences; the refutation below beats it.</source>
        <translation>La meilleure tentative trouvée avant l&apos;annulation de la recherche réussit contre %L1 défenses sur %L2&#xa0;; la réfutation ci-dessous la bat.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="195"/>
        <source>The best attempt found succeeds against %L1 of %L2 defences (limit reached); the refutation below beats it.</source>
        <translation>La meilleure tentative trouvée réussit contre %L1 défenses sur %L2 (limite atteinte)&#xa0;; la réfutation ci-dessous la bat.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="204"/>
        <source>Cancelled</source>
        <translation>Annulé</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="204"/>
        <source>Not decided</source>
        <translation>Non décidé</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="206"/>
        <source>Cancelled before the order sets of both sides were listed.</source>
        <translation>Annulé avant que les jeux d’ordres des deux camps soient énumérés.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="208"/>
        <source>%1: the order sets of a side could not all be listed before the search stopped (a side may have at most %L2).</source>
        <translation>%1&#xa0;: les jeux d’ordres d’un camp n’ont pas tous pu être énumérés avant l’arrêt de la recherche (un camp peut en avoir au plus %L2).</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_text.cpp" line="213"/>
        <source>%1: %L2 of %L3 order sets of %4 settled against the %L5 of %6.</source>
        <translation>%1&#xa0;: %L2 jeux d’ordres sur %L3 du camp %4 tranchés contre les %L5 du camp %6.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../app/document/autosave.cpp" line="226"/>
        <source>not a recovery file</source>
        <translation>pas un fichier de récupération</translation>
    </message>
</context>
<context>
    <name>BranchCommand</name>
    <message>
        <location filename="../app/document/branch_command.cpp" line="17"/>
        <location filename="../app/document/game_document.cpp" line="330"/>
        <source>Play from %1</source>
        <translation>Jouer à partir de %1</translation>
    </message>
</context>
<context>
    <name>ChangeRulesCommand</name>
    <message>
        <location filename="../app/document/change_rules_command.cpp" line="13"/>
        <source>Change rules</source>
        <translation>Changer les règles</translation>
    </message>
</context>
<context>
    <name>ClearOrdersCommand</name>
    <message>
        <location filename="../app/document/clear_orders_command.cpp" line="16"/>
        <source>Clear all orders</source>
        <translation>Effacer tous les ordres</translation>
    </message>
    <message>
        <location filename="../app/document/clear_orders_command.cpp" line="17"/>
        <source>Clear the orders of %1</source>
        <translation>Effacer les ordres&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>DatcCaseRunner</name>
    <message>
        <location filename="../core/record/datc_case_runner.cpp" line="152"/>
        <source>expected unit %1, got none</source>
        <translation>unité %1 attendue, absente</translation>
    </message>
    <message>
        <location filename="../core/record/datc_case_runner.cpp" line="153"/>
        <source>unexpected unit %1</source>
        <translation>unité %1 inattendue</translation>
    </message>
    <message>
        <location filename="../core/record/datc_case_runner.cpp" line="156"/>
        <source>expected dislodged unit %1, got none</source>
        <translation>unité délogée %1 attendue, absente</translation>
    </message>
    <message>
        <location filename="../core/record/datc_case_runner.cpp" line="157"/>
        <source>unexpected dislodged unit %1</source>
        <translation>unité délogée %1 inattendue</translation>
    </message>
</context>
<context>
    <name>DatcGame</name>
    <message>
        <location filename="../core/record/datc_game.cpp" line="34"/>
        <source>The case %1 cannot be read:
%2</source>
        <translation>Le cas %1 ne peut pas être lu&#xa0;:
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
        <translation>%1 ne contient aucun cas de test lisible.</translation>
    </message>
    <message>
        <location filename="../core/record/datc_game.cpp" line="66"/>
        <source>%1 has no case named %2.</source>
        <translation>%1 n&apos;a aucun cas nommé %2.</translation>
    </message>
</context>
<context>
    <name>DatcReader</name>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="94"/>
        <source>lesson &apos;%1&apos; has no POSTSTATE: the outcome is the judge&apos;s</source>
        <translation>la leçon «&#xa0;%1&#xa0;» n&apos;a pas de POSTSTATE&#xa0;: le résultat est celui de l&apos;arbitre</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="98"/>
        <source>lesson &apos;%1&apos;: the judge does not give the outcome written (%2); the judge&apos;s is shown</source>
        <translation>leçon «&#xa0;%1&#xa0;»&#xa0;: l&apos;arbitre ne donne pas le résultat écrit (%2)&#xa0;; le sien est montré</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="144"/>
        <source>%1: holds no CASE</source>
        <translation>%1&#xa0;: ne contient aucun CASE</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="173"/>
        <source>%1: cannot open: %2</source>
        <translation>%1&#xa0;: ouverture impossible&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="180"/>
        <source>%1: not a text file</source>
        <translation>%1&#xa0;: pas un fichier texte</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="212"/>
        <source>&apos;%1&apos; outside a case</source>
        <translation>«&#xa0;%1&#xa0;» en dehors d&apos;un cas</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="213"/>
        <source>&apos;%1&apos; and the lines after it, to line %2, outside a case</source>
        <translation>«&#xa0;%1&#xa0;» et les lignes suivantes, jusqu&apos;à la ligne %2, en dehors d&apos;un cas</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="232"/>
        <source>unknown unit type &apos;%1&apos; (A for an army, F for a fleet)</source>
        <translation>type d&apos;unité inconnu «&#xa0;%1&#xa0;» (A pour une armée, F pour une flotte)</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="236"/>
        <source>expected &apos;Power: A|F place&apos;</source>
        <translation>attendu&#xa0;: «&#xa0;Puissance: A|F lieu&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="248"/>
        <source>an army cannot stand on &apos;%1&apos;</source>
        <translation>une armée ne peut pas se trouver en «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="249"/>
        <source>a fleet cannot stand on &apos;%1&apos;</source>
        <translation>une flotte ne peut pas se trouver en «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="270"/>
        <source>COLLECTION names the file&apos;s lessons, before the first CASE</source>
        <translation>COLLECTION nomme les leçons du fichier, avant le premier CASE</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="287"/>
        <source>CASE before END of case &apos;%1&apos;</source>
        <translation>CASE avant le END du cas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="302"/>
        <source>%1 outside a case (it belongs between CASE and END)</source>
        <translation>%1 en dehors d&apos;un cas (sa place est entre CASE et END)</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="314"/>
        <source>%1 without text</source>
        <translation>%1 sans texte</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="326"/>
        <source>a case has one TITLE</source>
        <translation>un cas n&apos;a qu&apos;un seul TITLE</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="347"/>
        <source>case &apos;%1&apos; has no POSTSTATE</source>
        <translation>le cas «&#xa0;%1&#xa0;» n&apos;a pas de POSTSTATE</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="351"/>
        <source>the retreats of case &apos;%1&apos; have no POSTSTATE</source>
        <translation>les retraites du cas «&#xa0;%1&#xa0;» n&apos;ont pas de POSTSTATE</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="356"/>
        <source>RETREAT_ORDERS must follow a movement phase</source>
        <translation>RETREAT_ORDERS doit suivre une phase de mouvement</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="363"/>
        <source>cannot read phase &apos;%1&apos;</source>
        <translation>phase «&#xa0;%1&#xa0;» illisible</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="394"/>
        <source>a retreat phase dislodges no unit</source>
        <translation>une phase de retraite ne déloge aucune unité</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="397"/>
        <source>a case has one RETREAT_ORDERS section</source>
        <translation>un cas n&apos;a qu&apos;une seule section RETREAT_ORDERS</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="402"/>
        <source>RETREAT_ORDERS must follow the movement&apos;s POSTSTATE</source>
        <translation>RETREAT_ORDERS doit suivre le POSTSTATE du mouvement</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="419"/>
        <source>unexpected text after %1</source>
        <translation>texte inattendu après %1</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="424"/>
        <source>unknown keyword &apos;%1&apos;</source>
        <translation>mot-clé inconnu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="430"/>
        <source>expected &apos;Power: place&apos;</source>
        <translation>attendu&#xa0;: «&#xa0;Puissance: lieu&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="433"/>
        <source>&apos;%1&apos; is not a supply centre</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un centre de ravitaillement</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="466"/>
        <source>a result must start with SUCCESS: or FAILURE:</source>
        <translation>un résultat doit commencer par SUCCESS: ou FAILURE:</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="471"/>
        <source>an expected result must start with SUCCESS:, FAILURE:, INVALID:, CUT: or DISLODGED:</source>
        <translation>un résultat attendu doit commencer par SUCCESS:, FAILURE:, INVALID:, CUT: ou DISLODGED:</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="486"/>
        <source>the order names no power</source>
        <translation>l&apos;ordre ne nomme aucune puissance</translation>
    </message>
    <message>
        <location filename="../core/text/datc_reader.cpp" line="502"/>
        <source>case &apos;%1&apos; has no END</source>
        <translation>le cas «&#xa0;%1&#xa0;» n&apos;a pas de END</translation>
    </message>
</context>
<context>
    <name>DocumentPadGame</name>
    <message>
        <location filename="../app/ui/pads/document_pad_game.cpp" line="31"/>
        <source>Orders from %1&apos;s phone</source>
        <extracomment>the undo step of orders a player sent from their phone: &quot;Orders from France&apos;s phone&quot;</extracomment>
        <translation>Ordres du téléphone de %1</translation>
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
        <translation>victoire&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="51"/>
        <source>conceded to %1</source>
        <translation>concession&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="53"/>
        <source>drawn: %1</source>
        <translation>nulle&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="56"/>
        <source>ended with %1 on the board</source>
        <translation>terminée avec %1 sur le plateau</translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="67"/>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="71"/>
        <source>No draw has passed; the game goes on.</source>
        <translation>Aucune nulle n&apos;a été votée&#xa0;; la partie continue.</translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="73"/>
        <source>%1 wins the game.</source>
        <translation>Victoire&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="76"/>
        <source>The game is conceded to %1.</source>
        <translation>Partie concédée&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="77"/>
        <source>The game is drawn between %1.</source>
        <translation>La partie est déclarée nulle entre %1.</translation>
    </message>
    <message>
        <location filename="../app/document/draw_description.cpp" line="79"/>
        <source>The game has ended with %1 on the board.</source>
        <translation>La partie s&apos;est terminée avec %1 sur le plateau.</translation>
    </message>
</context>
<context>
    <name>Explanation</name>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="24"/>
        <source>; </source>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="32"/>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="40"/>
        <source>attack %1</source>
        <translation>attaque %1</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="42"/>
        <source>hold %1</source>
        <translation>maintien %1</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="44"/>
        <source>defend %1</source>
        <translation>défense %1</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="46"/>
        <source>prevent %1</source>
        <translation>prévention %1</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="58"/>
        <source>it moved away</source>
        <translation>elle est partie</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="60"/>
        <source>its move failed, so it holds alone</source>
        <translation>son mouvement a échoué, elle tient donc seule</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="62"/>
        <source>no convoy route</source>
        <translation>aucune route de convoi</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="64"/>
        <source>a unit of its own power is there</source>
        <translation>une unité de sa propre puissance s&apos;y trouve</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="66"/>
        <source>it lost its head-to-head battle</source>
        <translation>elle a perdu son face-à-face</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="68"/>
        <source>dislodged by a unit from where it was going, 4.A.7</source>
        <translation>délogée par une unité venant de là où elle allait, 4.A.7</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="78"/>
        <source>rule %1 %2: %3</source>
        <translation>règle %1 %2&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="91"/>
        <source>%1, cut by %2</source>
        <translation>%1, soutien coupé par %2</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="92"/>
        <source>%1, cut</source>
        <translation>%1, soutien coupé</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="94"/>
        <source>%1, dislodged by %2</source>
        <translation>%1, délogée par %2</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="96"/>
        <source>%1, of the power attacked</source>
        <translation>%1, de la puissance attaquée</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="98"/>
        <source>%1, void: the supported unit was ordered otherwise</source>
        <translation>%1, soutien nul&#xa0;: l&apos;unité soutenue a reçu un autre ordre</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="102"/>
        <source>%1, illegal: %2</source>
        <translation>%1, illégal&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="128"/>
        <source>%1 of %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="137"/>
        <source>%1; against %2</source>
        <translation>%1&#xa0;; contre %2</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="141"/>
        <source>A head-to-head battle with %1: it defends with its own strength, not its hold (5.B.6).</source>
        <translation>Un face-à-face avec %1&#xa0;: elle se défend avec sa propre force, pas avec son maintien (5.B.6).</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="147"/>
        <source>It went over land: no convoy route carried it (4.A.3).</source>
        <translation>Elle est passée par la terre&#xa0;: aucune route de convoi ne l&apos;a transportée (4.A.3).</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="154"/>
        <source>No fleet was ordered to convoy it.</source>
        <translation>Aucune flotte n&apos;a reçu l&apos;ordre de la convoyer.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="156"/>
        <source>Convoyed by %1.</source>
        <translation>Convoyée par %1.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="159"/>
        <source>The convoy route was broken: %1 was dislodged by %2.</source>
        <translation>La route de convoi a été rompue&#xa0;: %1 a été délogée par %2.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="163"/>
        <source>The convoy route was broken: %1 was held by the paradox rule.</source>
        <translation>La route de convoi a été rompue&#xa0;: %1 a été maintenue par la règle du paradoxe.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="168"/>
        <source>The fleets ordered to convoy it (%1) form no route.</source>
        <translation>Les flottes ayant reçu l&apos;ordre de la convoyer (%1) ne forment aucune route.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="175"/>
        <source>A unit cannot dislodge a unit of its own power (6.D.10), so the attack counts nothing.</source>
        <translation>Une unité ne peut pas déloger une unité de sa propre puissance (6.D.10)&#xa0;: l&apos;attaque ne compte donc pour rien.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="179"/>
        <source>Moved: the attack (%1) is stronger than everything against it.</source>
        <translation>Mouvement réussi&#xa0;: l&apos;attaque (%1) est plus forte que tout ce qui s&apos;y oppose.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="184"/>
        <source>Failed: even at its full strength (%1), not counted against a unit of its own power (6.D.10), the attack is not stronger than the %2.</source>
        <translation>Échec&#xa0;: même à sa pleine force (%1), qui ne compte pas contre une unité de sa propre puissance (6.D.10), l&apos;attaque n&apos;est pas plus forte que la force adverse (%2).</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="190"/>
        <source>Failed: the attack (%1) is not stronger than the %2.</source>
        <translation>Échec&#xa0;: l&apos;attaque (%1) n&apos;est pas plus forte que la force adverse (%2).</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="195"/>
        <source>A standoff: %1 stays empty and takes no retreats.</source>
        <translation>Un rebond&#xa0;: %1 reste vide et n&apos;accepte aucune retraite.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="199"/>
        <source>Circular movement: the moves of a ring succeed together (5.C).</source>
        <translation>Mouvement circulaire&#xa0;: les mouvements d&apos;un cercle réussissent ensemble (5.C).</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="202"/>
        <location filename="../core/text/explanation_text.cpp" line="286"/>
        <source>A convoy paradox, settled by %1</source>
        <translation>Un paradoxe du convoi, tranché par %1</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="210"/>
        <source>%1 cuts it.</source>
        <translation>%1 le coupe.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="212"/>
        <source>%1 does not cut it: a unit does not cut its own power&apos;s support.</source>
        <translation>%1 ne le coupe pas&#xa0;: une unité ne coupe pas le soutien de sa propre puissance.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="215"/>
        <source>%1 does not cut it: it attacks from the province the support is aimed at and did not dislodge the supporter (6.D.15).</source>
        <translation>%1 ne le coupe pas&#xa0;: elle attaque depuis la province visée par le soutien et n&apos;a pas délogé l&apos;unité qui soutient (6.D.15).</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="219"/>
        <source>%1 does not cut it: the paradox rule keeps this convoyed attack from cutting.</source>
        <translation>%1 ne le coupe pas&#xa0;: la règle du paradoxe empêche cette attaque convoyée de couper.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="222"/>
        <source>%1 does not cut it: its convoy route failed.</source>
        <translation>%1 ne le coupe pas&#xa0;: sa route de convoi a échoué.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="234"/>
        <source>Support given to %1 moving to %2.</source>
        <translation>Soutien donné à %1 allant vers %2.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="236"/>
        <source>Support given to %1 holding.</source>
        <translation>Soutien donné à %1 qui tient.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="240"/>
        <source>Support cut by %1.</source>
        <translation>Soutien coupé par %1.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="244"/>
        <source>Support cut: the supporting unit was dislodged by %1.</source>
        <translation>Soutien coupé&#xa0;: l&apos;unité qui soutient a été délogée par %1.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="265"/>
        <source>Part of the route that carried %1.</source>
        <translation>Fait partie de la route qui a transporté %1.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="268"/>
        <source>Disrupted: the fleet was dislodged by %1 and convoys nothing.</source>
        <translation>Perturbé&#xa0;: la flotte a été délogée par %1 et ne convoie rien.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="273"/>
        <source>The fleet convoys nothing: the paradox rule held it.</source>
        <translation>La flotte ne convoie rien&#xa0;: la règle du paradoxe l&apos;a maintenue.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="277"/>
        <source>The fleet held, but the route of %1 was broken elsewhere.</source>
        <translation>La flotte a tenu, mais la route de %1 a été rompue ailleurs.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="282"/>
        <source>Not used: %1 did not go by convoy.</source>
        <translation>Inutilisé&#xa0;: %1 n&apos;est pas passée par convoi.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="296"/>
        <source>%1; nothing attacked it</source>
        <translation>%1&#xa0;; rien ne l&apos;a attaquée</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="303"/>
        <source>%1; attacked by %2</source>
        <translation>%1&#xa0;; attaquée par %2</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="309"/>
        <source>Dislodged by %1: its attack (%2) beats the hold (%3).</source>
        <translation>Délogée par %1&#xa0;: son attaque (%2) bat le maintien (%3).</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="318"/>
        <source>Not dislodged: %1 attacks stronger than its hold stopped each other, a beleaguered garrison.</source>
        <translation>Non délogée&#xa0;: %1 attaques plus fortes que son maintien se sont bloquées mutuellement, une garnison assiégée.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="323"/>
        <source>Not dislodged: no attack on it succeeded.</source>
        <translation>Non délogée&#xa0;: aucune attaque contre elle n&apos;a réussi.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="358"/>
        <source>%1: %2 is empty</source>
        <translation>%1&#xa0;: %2 est vide</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="373"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="374"/>
        <source>%1: %2 with support from %3</source>
        <translation>%1&#xa0;: %2 avec le soutien de %3</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="378"/>
        <source> (%1: support from %2 does not help)</source>
        <translation> (%1&#xa0;: le soutien de %2 n&apos;aide pas)</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="380"/>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="382"/>
        <source> (not counted: %1)</source>
        <translation> (non compté&#xa0;: %1)</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="392"/>
        <source>Ignored: %1.</source>
        <translation>Ignoré&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="418"/>
        <source>It had nowhere to retreat to.</source>
        <translation>Elle n&apos;avait nulle part où retraiter.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="420"/>
        <source>It could retreat to %1.</source>
        <translation>Elle pouvait retraiter vers %1.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="426"/>
        <source>Bounced with %1: retreats to the same province all fail, and the units are disbanded (6.H.8).</source>
        <translation>Rebond avec %1&#xa0;: les retraites vers une même province échouent toutes, et les unités sont dissoutes (6.H.8).</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="436"/>
        <source>The power was owed %1 build(s).</source>
        <translation>La puissance avait droit à %1 construction(s).</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="438"/>
        <source>The power had to remove %1 unit(s).</source>
        <translation>La puissance devait retirer %1 unité(s).</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="441"/>
        <source>The power had nothing to adjust.</source>
        <translation>La puissance n&apos;avait rien à ajuster.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="444"/>
        <source>No home centre of the power was owned and empty.</source>
        <translation>Aucun centre d&apos;origine de la puissance n&apos;était à la fois possédé et vide.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="446"/>
        <source>Home centres open for a build: %1.</source>
        <translation>Centres d&apos;origine libres pour une construction&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="464"/>
        <source>%1 was disbanded: it had nowhere to retreat to.</source>
        <translation>%1 a été dissoute&#xa0;: elle n&apos;avait nulle part où retraiter.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="468"/>
        <source>%1 was disbanded: no retreat was ordered, though it could have gone to %2.</source>
        <translation>%1 a été dissoute&#xa0;: aucune retraite n&apos;a été ordonnée, alors qu&apos;elle aurait pu aller vers %2.</translation>
    </message>
    <message>
        <location filename="../core/text/explanation_text.cpp" line="474"/>
        <source>%1 was removed in civil disorder: the power had to remove %2 unit(s) and did not order them all; the unit was chosen by %3</source>
        <translation>%1 a été retirée en désordre civil&#xa0;: la puissance devait retirer %2 unité(s) et ne les a pas toutes ordonnées&#xa0;; l&apos;unité a été choisie selon %3</translation>
    </message>
</context>
<context>
    <name>GameEndCommand</name>
    <message>
        <location filename="../app/document/game_end_command.cpp" line="12"/>
        <source>Resume the game</source>
        <translation>Reprendre la partie</translation>
    </message>
    <message>
        <location filename="../app/document/game_end_command.cpp" line="13"/>
        <source>End the game</source>
        <translation>Terminer la partie</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="524"/>
        <source>unit &apos;%1&apos; is not &apos;power A|F place&apos;</source>
        <translation>l&apos;unité «&#xa0;%1&#xa0;» n&apos;est pas de la forme «&#xa0;puissance A|F lieu&#xa0;»</translation>
    </message>
    <message>
        <source>unit &apos;%1&apos; is not valid on this map</source>
        <translation type="vanished">l&apos;unité «&#xa0;%1&#xa0;» n&apos;est pas valable sur cette carte</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="130"/>
        <location filename="../core/record/game_file_reader.cpp" line="271"/>
        <location filename="../core/record/game_file_reader.cpp" line="314"/>
        <source>unknown power &apos;%1&apos;</source>
        <translation>puissance inconnue «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="144"/>
        <source>phase &apos;%1&apos; is not valid</source>
        <translation>la phase «&#xa0;%1&#xa0;» n&apos;est pas valable</translation>
    </message>
    <message>
        <source>two units in &apos;%1&apos;</source>
        <translation type="vanished">deux unités en «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="172"/>
        <location filename="../core/record/game_file_reader.cpp" line="193"/>
        <source>unknown province &apos;%1&apos;</source>
        <translation>province inconnue «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="183"/>
        <source>owner entry &apos;%1: %2&apos; is not valid</source>
        <translation>l&apos;entrée de propriétaire «&#xa0;%1: %2&#xa0;» n&apos;est pas valable</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="289"/>
        <source>an object is expected here</source>
        <translation>un objet est attendu ici</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="379"/>
        <source>the phase clock&apos;s times are missing or negative</source>
        <translation>les durées de l&apos;horloge de la phase manquent ou sont négatives</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="527"/>
        <source>unit &apos;%1&apos;: unknown power &apos;%2&apos;</source>
        <translation>unité «&#xa0;%1&#xa0;»&#xa0;: puissance inconnue «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="530"/>
        <source>unit &apos;%1&apos;: &apos;%2&apos; is neither A (army) nor F (fleet)</source>
        <translation>unité «&#xa0;%1&#xa0;»&#xa0;: «&#xa0;%2&#xa0;» n&apos;est ni A (armée) ni F (flotte)</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="538"/>
        <source>unit &apos;%1&apos;: unknown place &apos;%2&apos;</source>
        <translation>unité «&#xa0;%1&#xa0;»&#xa0;: lieu inconnu «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="540"/>
        <source>unit &apos;%1&apos;: %2 has no coast &apos;%3&apos;</source>
        <translation>unité «&#xa0;%1&#xa0;»&#xa0;: %2 n&apos;a pas de côte «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="548"/>
        <source>an army cannot stand in %1 (sea)</source>
        <translation>une armée ne peut pas se trouver en %1 (mer)</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="550"/>
        <source>an army stands in %1, not on one of its coasts</source>
        <translation>une armée se trouve en %1, et non sur l&apos;une de ses côtes</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="553"/>
        <source>a fleet cannot stand in %1 (inland)</source>
        <translation>une flotte ne peut pas se trouver en %1 (intérieur des terres)</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="557"/>
        <source>a fleet in %1 needs its coast (%2)</source>
        <translation>une flotte en %1 doit avoir sa côte (%2)</translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="30"/>
        <source>unit %1</source>
        <translation>unité %1</translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="50"/>
        <source>the next phase is %1, but the orders lead to %2</source>
        <translation>la phase suivante est %1, mais les ordres mènent à %2</translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="57"/>
        <source>it has the unit &apos;%1&apos;, which the orders do not give</source>
        <translation>elle a l&apos;unité «&#xa0;%1&#xa0;», que les ordres ne donnent pas</translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="63"/>
        <source>it lacks the unit &apos;%1&apos;, which the orders give</source>
        <translation>il lui manque l&apos;unité «&#xa0;%1&#xa0;», que les ordres donnent</translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="67"/>
        <source>its dislodged units are not the ones the orders give</source>
        <translation>ses unités délogées ne sont pas celles que donnent les ordres</translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="70"/>
        <source>its supply-centre owners are not the ones the orders give</source>
        <translation>les propriétaires de ses centres de ravitaillement ne sont pas ceux que donnent les ordres</translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="72"/>
        <source>its standoffs are not the ones the orders give</source>
        <translation>ses rebonds ne sont pas ceux que donnent les ordres</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="352"/>
        <source>the parent is missing or not valid</source>
        <translation>la phase parente manque ou n&apos;est pas valide</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="353"/>
        <source>its parent is not an earlier phase</source>
        <translation>sa phase parente n&apos;est pas une phase antérieure</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="397"/>
        <source>order &apos;%1&apos; cannot be read: %2</source>
        <translation>l&apos;ordre «&#xa0;%1&#xa0;» ne peut pas être lu&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="437"/>
        <source>%1, the position after it</source>
        <translation>%1, la position qui la suit</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="256"/>
        <location filename="../core/record/import/import_report.cpp" line="119"/>
        <source>there is no phase %1 (the file has %2, counted from 0)</source>
        <translation>il n&apos;y a pas de phase %1 (le fichier en a %2, comptées à partir de 0)</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="300"/>
        <source>the map &apos;%1&apos; has no start variant &apos;%2&apos;</source>
        <translation>la carte «&#xa0;%1&#xa0;» n&apos;a pas de variante de départ «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_problem.cpp" line="22"/>
        <source>phase %1 (%2)</source>
        <translation>phase %1 (%2)</translation>
    </message>
    <message>
        <source>: the position does not follow from the phase before it: </source>
        <translation type="vanished">&#xa0;: la position ne découle pas de la phase précédente&#xa0;: </translation>
    </message>
    <message>
        <source>: the file says %1, but the order adjudicates as %2</source>
        <translation type="vanished">&#xa0;: le fichier indique %1, mais l&apos;ordre est résolu en %2</translation>
    </message>
    <message>
        <source>: the result of %1 names unit %2 (by %3), but the order is for unit %4 (by %5)</source>
        <translation type="vanished">&#xa0;: le résultat de %1 nomme l&apos;unité %2 (par %3), mais l&apos;ordre concerne l&apos;unité %4 (par %5)</translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="116"/>
        <location filename="../core/record/record_verifier.cpp" line="118"/>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>: the file records the change &apos;%1&apos;, but the phase gives &apos;%2&apos;</source>
        <translation type="vanished">&#xa0;: le fichier enregistre le changement «&#xa0;%1&#xa0;», mais la phase donne «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>: the position after it is not what its orders give: </source>
        <translation type="vanished">&#xa0;: la position qui la suit n&apos;est pas celle que donnent ses ordres&#xa0;: </translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="78"/>
        <source>this is not an Arbiter game file</source>
        <translation>ce n&apos;est pas un fichier de partie Arbiter</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_problem.cpp" line="13"/>
        <location filename="../core/record/game_file_reader.cpp" line="63"/>
        <source>line %1: %2</source>
        <translation>ligne %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="156"/>
        <source>two units in %1</source>
        <translation>deux unités en %1</translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="151"/>
        <source>the position does not follow from the phase before it: </source>
        <translation>la position ne découle pas de la phase précédente&#xa0;: </translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="89"/>
        <source>the file says %1, but the order adjudicates as %2</source>
        <translation>le fichier indique %1, mais l&apos;ordre est jugé %2</translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="93"/>
        <source>the result of %1 names unit %2 (by %3), but the order is for unit %4 (by %5)</source>
        <translation>le résultat de %1 nomme l&apos;unité %2 (par %3), mais l&apos;ordre concerne l&apos;unité %4 (par %5)</translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="121"/>
        <source>the file records the change &apos;%1&apos;, but the phase gives &apos;%2&apos;</source>
        <translation>le fichier consigne le changement «&#xa0;%1&#xa0;», mais la phase donne «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/record/record_verifier.cpp" line="133"/>
        <source>the position after it is not what its orders give: </source>
        <translation>la position qui la suit n&apos;est pas celle que donnent ses ordres&#xa0;: </translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="53"/>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="55"/>
        <source>this is not an Arbiter game file: it is not JSON text (line %1)</source>
        <translation>ce n&apos;est pas un fichier de partie Arbiter&#xa0;: ce n&apos;est pas du texte JSON (ligne %1)</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="62"/>
        <source>%1 at &apos;%2&apos;</source>
        <translation>%1 à «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="89"/>
        <source>the file was written by a newer Arbiter (format version %1; this one reads up to %2)</source>
        <translation>le fichier a été écrit par un Arbiter plus récent (version de format %1&#xa0;; celui-ci lit jusqu&apos;à la %2)</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="97"/>
        <source>the file has no valid format version</source>
        <translation>le fichier n&apos;a pas de version de format valable</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="591"/>
        <source>map: the game is played on the map &apos;%1&apos;, not on &apos;%2&apos;</source>
        <translation>map&#xa0;: la partie se joue sur la carte «&#xa0;%1&#xa0;», pas sur «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="217"/>
        <source>%1 is not a year</source>
        <translation>%1 n&apos;est pas une année</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="224"/>
        <source>unknown scoring system &apos;%1&apos;</source>
        <translation>système de score inconnu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="336"/>
        <source>a time is negative</source>
        <translation>une durée est négative</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="237"/>
        <source>the game has no phases</source>
        <translation>la partie n&apos;a aucune phase</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_problem.cpp" line="21"/>
        <source>phase %1</source>
        <translation>phase %1</translation>
    </message>
    <message>
        <source>parent %1 is not an earlier phase</source>
        <translation type="vanished">le parent %1 n&apos;est pas une phase antérieure</translation>
    </message>
    <message>
        <source>order &apos;%1&apos; cannot be read</source>
        <translation type="vanished">l&apos;ordre «&#xa0;%1&#xa0;» est illisible</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="415"/>
        <source>a draw vote names an unknown power</source>
        <translation>un vote de nulle nomme une puissance inconnue</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="448"/>
        <source>%1 results for %2 orders</source>
        <translation>%1 résultats pour %2 ordres</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="466"/>
        <source>result &apos;%1&apos; is not known</source>
        <translation>résultat «&#xa0;%1&#xa0;» inconnu</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="487"/>
        <source>change &apos;%1&apos; is not known</source>
        <translation>changement «&#xa0;%1&#xa0;» inconnu</translation>
    </message>
    <message>
        <source> (after)</source>
        <translation type="vanished"> (après)</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="501"/>
        <source>skipped phase &apos;%1&apos; is not valid</source>
        <translation>la phase sautée «&#xa0;%1&#xa0;» n&apos;est pas valable</translation>
    </message>
    <message>
        <location filename="../core/record/game_file_reader.cpp" line="515"/>
        <source>unknown game end &apos;%1&apos;</source>
        <translation>fin de partie inconnue «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>phase %1 does not exist</source>
        <translation type="vanished">la phase %1 n&apos;existe pas</translation>
    </message>
    <message>
        <source>start: the map &apos;%1&apos; has no start variant &apos;%2&apos;</source>
        <translation type="vanished">start&#xa0;: la carte «&#xa0;%1&#xa0;» n&apos;a pas de variante de départ «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/record/import/import_report.cpp" line="93"/>
        <source>&apos;%1&apos; is no format of another judge</source>
        <translation>«&#xa0;%1&#xa0;» n’est le format d’aucun autre arbitre</translation>
    </message>
    <message>
        <location filename="../core/record/import/import_report.cpp" line="113"/>
        <source>&apos;%1&apos; is not a phase like S1901M</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une phase comme S1901M</translation>
    </message>
    <message>
        <location filename="../core/record/import/import_report.cpp" line="127"/>
        <source>a difference&apos;s orders and board are lists of texts</source>
        <translation>les ordres et le plateau d’une différence sont des listes de textes</translation>
    </message>
    <message>
        <location filename="../core/record/import/import_report.cpp" line="136"/>
        <source>&apos;notRead&apos; and &apos;notes&apos; are lists of texts</source>
        <translation>«&#xa0;notRead&#xa0;» et «&#xa0;notes&#xa0;» sont des listes de textes</translation>
    </message>
</context>
<context>
    <name>GameLines</name>
    <message>
        <location filename="../core/record/game_lines.cpp" line="67"/>
        <source>Main line</source>
        <translation>Ligne principale</translation>
    </message>
    <message>
        <location filename="../core/record/game_lines.cpp" line="68"/>
        <source>What-if from %1</source>
        <translation>Hypothèse depuis %1</translation>
    </message>
    <message>
        <source>Branch from %1</source>
        <translation type="vanished">Variante depuis %1</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <location filename="../app/ui/glossary.cpp" line="51"/>
        <source>hold strength</source>
        <translation>force de maintien</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="52"/>
        <source>How firmly a unit keeps its province when others move into it: one for the unit, and one more for each support to hold it that is not cut. A unit that was ordered to move and failed still counts one, but no support to hold helps it; an empty province counts nothing. A move into the province succeeds only with an attack stronger than this.</source>
        <translation>La fermeté avec laquelle une unité garde sa province quand d&apos;autres y entrent&#xa0;: un pour l&apos;unité, et un de plus pour chaque soutien au maintien qui n&apos;est pas coupé. Une unité qui devait se déplacer et a échoué compte toujours un, mais aucun soutien au maintien ne l&apos;aide&#xa0;; une province vide ne compte rien. Un mouvement vers la province ne réussit qu&apos;avec une attaque plus forte.</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="58"/>
        <source>hold</source>
        <translation>maintien</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="59"/>
        <source>attack strength</source>
        <translation>force d&apos;attaque</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="60"/>
        <source>What a move brings against the province it goes to: one for the unit, and one more for each support for that very move that is not cut. Supports given by the power whose unit stands there do not count against that unit, and nothing dislodges a unit of one&apos;s own power. The move succeeds when its attack is stronger than the hold or defend strength it meets and than the prevent strength of every other move to the same province.</source>
        <translation>Ce qu&apos;un mouvement oppose à la province visée&#xa0;: un pour l&apos;unité, et un de plus pour chaque soutien non coupé de ce mouvement précis. Les soutiens donnés par la puissance dont l&apos;unité s&apos;y trouve ne comptent pas contre cette unité, et rien ne déloge une unité de sa propre puissance. Le mouvement réussit quand son attaque est plus forte que la force de maintien ou de défense qu&apos;il rencontre et que la force de prévention de chaque autre mouvement vers la même province.</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="68"/>
        <source>attack</source>
        <translation>attaque</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="69"/>
        <source>defend strength</source>
        <translation>force de défense</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="70"/>
        <source>When two units try to swap places without a convoy, a head-to-head battle, each one&apos;s attack meets the other&apos;s defend strength instead of its hold: one for the unit and one for each support of its own move that is not cut. A move wins it with an attack stronger than the other&apos;s defence, and dislodges that unit unless something else keeps it out; when neither is stronger, both stay.</source>
        <translation>Quand deux unités tentent d&apos;échanger leurs places sans convoi, un face-à-face, l&apos;attaque de chacune rencontre la force de défense de l&apos;autre au lieu de son maintien&#xa0;: un pour l&apos;unité et un pour chaque soutien non coupé de son propre mouvement. Un mouvement l&apos;emporte avec une attaque plus forte que la défense de l&apos;autre, et déloge cette unité si rien d&apos;autre ne le tient à l&apos;écart&#xa0;; si aucun n&apos;est plus fort, les deux restent en place.</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="77"/>
        <source>defend|head-to-head</source>
        <translation>défense|face-à-face</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="78"/>
        <source>prevent strength</source>
        <translation>force de prévention</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="79"/>
        <source>How strongly a move keeps every other unit out of the province it goes to, even when it does not get in itself: one for the unit and one for each support that is not cut. It counts nothing when the move has no convoy route, or lost a head-to-head battle to a unit that did move in. Of several moves to one province, only one stronger than all the others&apos; prevent strengths gets in.</source>
        <translation>La force avec laquelle un mouvement empêche toute autre unité d&apos;entrer dans la province visée, même s&apos;il n&apos;y entre pas lui-même&#xa0;: un pour l&apos;unité et un pour chaque soutien non coupé. Elle ne compte rien quand le mouvement n&apos;a pas de route de convoi, ou a perdu un face-à-face contre une unité qui est bel et bien entrée. De plusieurs mouvements vers une province, seul un mouvement plus fort que les forces de prévention de tous les autres y entre.</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="86"/>
        <source>prevent</source>
        <translation>prévention</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="87"/>
        <source>cut support</source>
        <translation>soutien coupé</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="88"/>
        <source>A support stops counting when the supporting unit is attacked, even by a move that fails, from anywhere but the province the support is aimed at; an attack from there cuts it only by dislodging the supporter. A unit does not cut a support of its own power, a convoyed army whose convoy fails cuts nothing, and a supporter that is dislodged gives no support.</source>
        <translation>Un soutien cesse de compter quand l&apos;unité qui soutient est attaquée, même par un mouvement qui échoue, depuis n&apos;importe quelle province sauf celle que vise le soutien&#xa0;; une attaque venue de là ne le coupe qu&apos;en délogeant l&apos;unité qui soutient. Une unité ne coupe pas un soutien de sa propre puissance, une armée dont le convoi échoue ne coupe rien, et une unité délogée ne soutient pas.</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="95"/>
        <source>cut|cuts</source>
        <translation>coupé|coupe</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="96"/>
        <source>dislodged</source>
        <translation>délogée</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="97"/>
        <source>A unit is dislodged when a move into its province succeeds against it. It leaves the board for the retreat phase: it may go to an empty neighbouring province, but not to the one the attacker came from nor to one left empty by a standoff, or it is disbanded. A dislodged unit gives no support.</source>
        <translation>Une unité est délogée quand un mouvement vers sa province réussit contre elle. Elle quitte le plateau jusqu&apos;à la phase de retraite&#xa0;: elle peut alors aller vers une province voisine vide, mais ni vers celle d&apos;où venait l&apos;attaquant ni vers une province laissée vide par un rebond&#xa0;; sinon elle est dissoute. Une unité délogée ne soutient pas.</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="104"/>
        <source>dislodged|Dislodged</source>
        <translation>délogée|Délogée</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="105"/>
        <source>standoff (bounce)</source>
        <translation>rebond</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="106"/>
        <source>Moves to the same province that no one wins all fail, and the units stay where they were: they bounce. It happens between equal moves, or when a move is not stronger than the unit holding the province. A province left empty by a standoff stays empty, and no dislodged unit may retreat into it that turn.</source>
        <translation>Des mouvements vers une même province que personne ne remporte échouent tous, et les unités restent où elles étaient&#xa0;: elles rebondissent. Cela arrive entre mouvements de force égale, ou quand un mouvement n&apos;est pas plus fort que l&apos;unité qui tient la province. Une province laissée vide par un rebond reste vide, et aucune unité délogée ne peut y retraiter ce tour-là.</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="112"/>
        <source>standoff|bounced</source>
        <translation>rebond</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="113"/>
        <source>convoy paradox</source>
        <translation>paradoxe du convoi</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="114"/>
        <source>Orders whose outcome contradicts itself through a convoy: if the convoyed army arrives it cuts a support, which saves the convoying fleet; if it does not, the support stands and dislodges the fleet, which breaks the convoy. The basic rules give no answer, so a rule choice decides (DATC 4.A.2): by default the Szykman rule, under which the convoyed army stays where it is and cuts nothing.</source>
        <translation>Des ordres dont le résultat se contredit à travers un convoi&#xa0;: si l&apos;armée convoyée arrive, elle coupe un soutien, ce qui sauve la flotte qui convoie&#xa0;; si elle n&apos;arrive pas, le soutien tient et déloge la flotte, ce qui rompt le convoi. Les règles de base ne tranchent pas, c&apos;est donc un choix de règle qui décide (DATC 4.A.2)&#xa0;: par défaut la règle de Szykman, selon laquelle l&apos;armée convoyée reste en place et ne coupe rien.</translation>
    </message>
    <message>
        <location filename="../app/ui/glossary.cpp" line="122"/>
        <source>convoy paradox|paradox rule</source>
        <translation>paradoxe du convoi|règle du paradoxe</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="35"/>
        <location filename="../core/record/game_history.cpp" line="75"/>
        <source>to play</source>
        <translation>à jouer</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/history_model.cpp" line="36"/>
        <location filename="../app/server/message_language.cpp" line="77"/>
        <location filename="../core/record/game_history.cpp" line="77"/>
        <source>%n dislodged</source>
        <translation>
            <numerusform>%n délogée</numerusform>
            <numerusform>%n délogées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/history_model.cpp" line="37"/>
        <location filename="../core/record/game_history.cpp" line="79"/>
        <source>%n centres changed</source>
        <translation>
            <numerusform>%n centre changé</numerusform>
            <numerusform>%n centres changés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/history_model.cpp" line="38"/>
        <location filename="../core/record/game_history.cpp" line="81"/>
        <source>%n built</source>
        <translation>
            <numerusform>%n construite</numerusform>
            <numerusform>%n construites</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/history_model.cpp" line="39"/>
        <location filename="../core/record/game_history.cpp" line="83"/>
        <source>%n removed</source>
        <translation>
            <numerusform>%n retirée</numerusform>
            <numerusform>%n retirées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/history_model.cpp" line="40"/>
        <location filename="../core/record/game_history.cpp" line="85"/>
        <source>%n draw votes</source>
        <translation>
            <numerusform>%n vote de nulle</numerusform>
            <numerusform>%n votes de nulle</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="41"/>
        <location filename="../core/record/game_history.cpp" line="97"/>
        <source>won by %1</source>
        <translation>victoire&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="42"/>
        <location filename="../core/record/game_history.cpp" line="102"/>
        <source>conceded to %1</source>
        <translation>concession&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="43"/>
        <location filename="../core/record/game_history.cpp" line="104"/>
        <source>drawn: %1</source>
        <translation>nulle&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../core/record/game_history.cpp" line="89"/>
        <source>rules changed to %1</source>
        <translation>règles changées en %1</translation>
    </message>
    <message>
        <location filename="../core/record/game_history.cpp" line="100"/>
        <source>game ended</source>
        <translation>partie terminée</translation>
    </message>
</context>
<context>
    <name>Import</name>
    <message>
        <location filename="../core/record/import/game_import.cpp" line="44"/>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <location filename="../core/record/import/game_import.cpp" line="54"/>
        <source>an Arbiter game file, not a game of another judge</source>
        <translation>un fichier de partie Arbiter, et non une partie d&apos;un autre juge</translation>
    </message>
    <message>
        <location filename="../core/record/import/game_import.cpp" line="61"/>
        <source>line 1</source>
        <translation>ligne 1</translation>
    </message>
    <message>
        <location filename="../core/record/import/game_import.cpp" line="62"/>
        <source>neither a MILA game JSON nor a Judge transcript (no &quot;Movement results for ...&quot; heading)</source>
        <translation>ni un JSON de partie MILA ni un compte rendu du Judge (pas de titre «&#xa0;Movement results for ...&#xa0;»)</translation>
    </message>
    <message>
        <location filename="../core/record/import/judge_transcript.cpp" line="133"/>
        <location filename="../core/record/import/judge_transcript.cpp" line="182"/>
        <location filename="../core/record/import/judge_transcript.cpp" line="594"/>
        <location filename="../core/record/import/second_opinion.cpp" line="463"/>
        <source>line %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <location filename="../core/record/import/judge_transcript.cpp" line="192"/>
        <source>the year is out of range</source>
        <translation>l&apos;année est hors limites</translation>
    </message>
    <message>
        <location filename="../core/record/import/judge_transcript.cpp" line="198"/>
        <source>this phase is not after the phase before it</source>
        <translation>cette phase ne vient pas après la précédente</translation>
    </message>
    <message>
        <location filename="../core/record/import/judge_transcript.cpp" line="229"/>
        <source>not rule choices: %1</source>
        <translation>pas des choix de règles&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../core/record/import/judge_transcript.cpp" line="304"/>
        <source>not an order line (&apos;Power: order.&apos;)</source>
        <translation>pas une ligne d&apos;ordre («&#xa0;Power: order.&#xa0;»)</translation>
    </message>
    <message>
        <location filename="../core/record/import/judge_transcript.cpp" line="348"/>
        <source>the order is incomplete</source>
        <translation>l&apos;ordre est incomplet</translation>
    </message>
    <message>
        <location filename="../core/record/import/judge_transcript.cpp" line="349"/>
        <source>cannot read &apos;%1&apos; in the order</source>
        <translation>«&#xa0;%1&#xa0;» est illisible dans l&apos;ordre</translation>
    </message>
    <message>
        <location filename="../core/record/import/judge_transcript.cpp" line="376"/>
        <source>no unit can stand there besides the units listed before it</source>
        <translation>aucune unité ne peut s&apos;y trouver en plus des unités énumérées avant</translation>
    </message>
    <message>
        <location filename="../core/record/import/judge_transcript.cpp" line="412"/>
        <source>&apos;%1&apos; is no power</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une puissance</translation>
    </message>
    <message>
        <location filename="../core/record/import/judge_transcript.cpp" line="475"/>
        <source>&apos;%1&apos; is no supply centre</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un centre de ravitaillement</translation>
    </message>
    <message>
        <location filename="../core/record/import/judge_transcript.cpp" line="598"/>
        <location filename="../core/record/import/second_opinion.cpp" line="465"/>
        <source>the file ends in the middle of %1: it is cut short</source>
        <translation>le fichier s&apos;arrête au milieu de %1&#xa0;: il est tronqué</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="110"/>
        <location filename="../core/record/import/mila_game.cpp" line="295"/>
        <source>%1, line %2</source>
        <translation>%1, ligne %2</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="111"/>
        <source>offset %1</source>
        <translation>position %1</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="407"/>
        <location filename="../core/record/import/mila_game.cpp" line="552"/>
        <source>not a unit on this map</source>
        <translation>pas une unité sur cette carte</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="292"/>
        <location filename="../core/record/import/mila_game.cpp" line="427"/>
        <location filename="../core/record/import/mila_game.cpp" line="446"/>
        <source>, state</source>
        <translation>, état</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="271"/>
        <source>no power of this map</source>
        <translation>pas une puissance de cette carte</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="484"/>
        <source>a second unit in the province</source>
        <translation>une deuxième unité dans la province</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="502"/>
        <source>not a supply centre of this map</source>
        <translation>pas un centre de ravitaillement de cette carte</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="294"/>
        <location filename="../core/record/import/mila_game.cpp" line="590"/>
        <source>, results</source>
        <translation>, résultats</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="620"/>
        <source>an order of another power</source>
        <translation>un ordre d&apos;une autre puissance</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="621"/>
        <source>not an order (&apos;%1&apos;)</source>
        <translation>pas un ordre («&#xa0;%1&#xa0;»)</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="293"/>
        <location filename="../core/record/import/mila_game.cpp" line="634"/>
        <source>, orders</source>
        <translation>, ordres</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="757"/>
        <location filename="../core/record/import/mila_game.cpp" line="800"/>
        <source>phase %1</source>
        <translation>phase %1</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="758"/>
        <source>a phase is an object</source>
        <translation>une phase est un objet</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="158"/>
        <source>phase %1 (%2)</source>
        <translation>phase %1 (%2)</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="303"/>
        <source>a list of units or centres</source>
        <translation>une liste d’unités ou de centres</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="304"/>
        <source>a list of orders</source>
        <translation>une liste d’ordres</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="305"/>
        <source>a list of results</source>
        <translation>une liste de résultats</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="311"/>
        <source>%1 is expected here</source>
        <translation>%1 est attendue ici</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="322"/>
        <source>an object keyed by power is expected here</source>
        <translation>un objet dont les clés sont les puissances est attendu ici</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="801"/>
        <source>the phase has no name</source>
        <translation>la phase n&apos;a pas de nom</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="813"/>
        <source>not a phase name like S1901M</source>
        <translation>pas un nom de phase comme S1901M</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="817"/>
        <source>not after the phase before it</source>
        <translation>pas après la phase précédente</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="842"/>
        <location filename="../core/record/import/mila_game.cpp" line="876"/>
        <source>the file</source>
        <translation>le fichier</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_game.cpp" line="856"/>
        <source>the game is played on this map, not on the map &apos;%1&apos; it is read with</source>
        <translation>la partie se joue sur cette carte, pas sur la carte «&#xa0;%1&#xa0;» avec laquelle elle est lue</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_rules.cpp" line="60"/>
        <source>builds in any owned supply centre; on this map Arbiter builds only in home centres, and judges other builds as illegal</source>
        <translation>constructions dans tout centre de ravitaillement possédé&#xa0;; sur cette carte, Arbiter ne construit que dans les centres d’origine et juge les autres constructions illégales</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_rules.cpp" line="64"/>
        <source>a victory must be held two years running; Arbiter ends the game at the first</source>
        <translation>une victoire doit être tenue deux années de suite&#xa0;; Arbiter termine la partie dès la première</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_rules.cpp" line="66"/>
        <source>powers reaching the victory count together share it; Arbiter has no shared victory</source>
        <translation>les puissances qui atteignent ensemble le nombre de la victoire la partagent&#xa0;; Arbiter n’a pas de victoire partagée</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_rules.cpp" line="80"/>
        <source>the rule option %1: not one the package documents</source>
        <translation>l’option de règle %1&#xa0;: le paquet ne la décrit pas</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_rules.cpp" line="94"/>
        <source>the rule options NO_DIAS and PROPOSE_DIAS together: the draws are voted under DIAS</source>
        <translation>les options de règle NO_DIAS et PROPOSE_DIAS ensemble&#xa0;: les nulles sont votées sous DIAS</translation>
    </message>
    <message>
        <location filename="../core/record/import/mila_rules.cpp" line="104"/>
        <source>the rule option %1 (%2)</source>
        <translation>l’option de règle %1 (%2)</translation>
    </message>
    <message>
        <location filename="../core/record/import/recorded_game.h" line="141"/>
        <source>press (1 message)</source>
        <translation>presse (1 message)</translation>
    </message>
    <message>
        <location filename="../core/record/import/recorded_game.h" line="142"/>
        <source>press (%1 messages)</source>
        <translation>presse (%1 messages)</translation>
    </message>
</context>
<context>
    <name>ImportReport</name>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="59"/>
        <source>%1: Arbiter has %2, the record has not</source>
        <translation>%1&#xa0;: Arbiter a %2, l&apos;enregistrement non</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="68"/>
        <source>%1: the record has %2, Arbiter has not</source>
        <translation>%1&#xa0;: l&apos;enregistrement a %2, Arbiter non</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="87"/>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="88"/>
        <source>%1 is owned by %2 in Arbiter&apos;s adjudication, by %3 in the record</source>
        <translation>%1 appartient à %2 dans la résolution d&apos;Arbiter, à %3 dans l&apos;enregistrement</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="158"/>
        <source>succeeded</source>
        <translation>réussi</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="158"/>
        <source>failed</source>
        <translation>échoué</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="187"/>
        <source>not a game of another judge</source>
        <translation>pas une partie d&apos;un autre juge</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="240"/>
        <source>, dislodged</source>
        <translation>, délogée</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="241"/>
        <source>%1 — recorded: %2; Arbiter: %3</source>
        <translation>%1 — enregistré&#xa0;: %2&#xa0;; Arbiter&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="267"/>
        <source>the record goes on to %1, Arbiter&apos;s adjudication to %2</source>
        <translation>l&apos;enregistrement passe à %1, la résolution d&apos;Arbiter à %2</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="275"/>
        <source>units</source>
        <translation>unités</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="287"/>
        <source>dislodged units</source>
        <translation>unités délogées</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="313"/>
        <source>removals in civil disorder</source>
        <translation>retraits en désordre civil</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="352"/>
        <source>the preset &apos;%1&apos;</source>
        <translation>le préréglage «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="450"/>
        <source>%1 (%2): not on Arbiter&apos;s line of play; not checked</source>
        <translation>%1 (%2)&#xa0;: pas sur la ligne de jeu d&apos;Arbiter&#xa0;; non vérifiée</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="455"/>
        <source>%1 (%2): its recorded position could not be read whole (see what was not read); not checked</source>
        <translation>%1 (%2)&#xa0;: la position enregistrée n’a pas pu être lue entièrement (voir «&#xa0;Non lu&#xa0;»)&#xa0;; non vérifiée</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="472"/>
        <source>%1: the recorded position differs from the one Arbiter&apos;s history reaches; the history goes on from Arbiter&apos;s</source>
        <translation>%1&#xa0;: la position enregistrée diffère de celle qu&apos;atteint l&apos;historique d&apos;Arbiter&#xa0;; l&apos;historique continue à partir de celle d&apos;Arbiter</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="545"/>
        <source>The record&apos;s rule options %1 bear on nothing Arbiter judges.</source>
        <translation>Les options de règle %1 de l’enregistrement ne touchent rien de ce qu’Arbiter juge.</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="549"/>
        <source>The file holds no phase that could be read.</source>
        <translation>Le fichier ne contient aucune phase lisible.</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="552"/>
        <source>The record starts in %1 without the position; Arbiter&apos;s history starts from the opening position of Spring 1901.</source>
        <translation>L&apos;enregistrement commence en %1 sans la position&#xa0;; l&apos;historique d&apos;Arbiter part de la position initiale du printemps 1901.</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="596"/>
        <source>The record ends in a victory that Arbiter&apos;s history does not reach.</source>
        <translation>L&apos;enregistrement se termine par une victoire que l&apos;historique d&apos;Arbiter n&apos;atteint pas.</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="615"/>
        <source>&apos;%1&apos;: %2</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="617"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="618"/>
        <source>%1: %2
</source>
        <translation>%1&#xa0;: %2
</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="623"/>
        <source>%1: %2; phases read: %3, checked: %4; orders: %5; second opinion under the rules %6
</source>
        <translation>%1 : %2 ; phases lues : %3, vérifiées : %4 ; ordres : %5 ; second avis selon les règles %6
</translation>
    </message>
    <message>
        <source>%1: %2, %3 phases read, %4 checked, %5 orders; second opinion under the rules %6
</source>
        <translation type="vanished">%1&#xa0;: %2, %3 phases lues, %4 vérifiées, %5 ordres&#xa0;; second avis selon les règles %6
</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="619"/>
        <location filename="../core/record/import/second_opinion.cpp" line="625"/>
        <source>(game)</source>
        <translation>(partie)</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="632"/>
        <source>  not read: %1: &apos;%2&apos;: %3
</source>
        <translation>  non lu&#xa0;: %1&#xa0;: «&#xa0;%2&#xa0;»&#xa0;: %3
</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="634"/>
        <source>  not read: %1
</source>
        <translation>  non lu&#xa0;: %1
</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="636"/>
        <source>  every phase checked agrees with the recorded adjudication
</source>
        <translation>  chaque phase vérifiée concorde avec la résolution enregistrée
</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="638"/>
        <source>  %1 (%2) differs:
</source>
        <translation>  %1 (%2) diffère&#xa0;:
</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="644"/>
        <source>    no rule setting Arbiter knows gives the recorded outcome
</source>
        <translation>    aucun réglage de règles connu d&apos;Arbiter ne donne le résultat enregistré
</translation>
    </message>
    <message>
        <location filename="../core/record/import/second_opinion.cpp" line="645"/>
        <source>    the recorded outcome is what Arbiter gives under %1
</source>
        <translation>    le résultat enregistré est celui que donne Arbiter selon %1
</translation>
    </message>
</context>
<context>
    <name>JsonScanner</name>
    <message>
        <location filename="../core/record/import/json_scanner.cpp" line="166"/>
        <source>a &apos;:&apos; is missing</source>
        <translation>il manque un «&#xa0;:&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/record/import/json_scanner.cpp" line="167"/>
        <source>unexpected character</source>
        <translation>caractère inattendu</translation>
    </message>
    <message>
        <location filename="../core/record/import/json_scanner.cpp" line="177"/>
        <source>nested too deeply</source>
        <translation>imbrication trop profonde</translation>
    </message>
    <message>
        <location filename="../core/record/import/json_scanner.h" line="73"/>
        <source>the array is not closed</source>
        <translation>le tableau n&apos;est pas fermé</translation>
    </message>
    <message>
        <location filename="../core/record/import/json_scanner.cpp" line="156"/>
        <source>the file ends here: it is cut short</source>
        <translation>le fichier s&apos;arrête ici : il est tronqué</translation>
    </message>
    <message>
        <location filename="../core/record/import/json_scanner.cpp" line="203"/>
        <source>a string is expected</source>
        <translation>une chaîne est attendue</translation>
    </message>
    <message>
        <location filename="../core/record/import/json_scanner.cpp" line="233"/>
        <source>a string is not closed</source>
        <translation>une chaîne n&apos;est pas fermée</translation>
    </message>
    <message>
        <location filename="../core/record/import/json_scanner.cpp" line="252"/>
        <location filename="../core/record/import/json_scanner.cpp" line="271"/>
        <location filename="../core/record/import/json_scanner.cpp" line="276"/>
        <source>a broken escape in a string</source>
        <translation>une séquence d&apos;échappement erronée dans une chaîne</translation>
    </message>
    <message>
        <location filename="../core/record/import/json_scanner.cpp" line="299"/>
        <location filename="../core/record/import/json_scanner.cpp" line="362"/>
        <source>a value is missing</source>
        <translation>une valeur manque</translation>
    </message>
    <message>
        <location filename="../core/record/import/json_scanner.cpp" line="355"/>
        <source>an object or array is not closed</source>
        <translation>un objet ou un tableau n&apos;est pas fermé</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <location filename="../core/record/lesson_choices.cpp" line="83"/>
        <source>DATC preference</source>
        <translation>Préférence du DATC</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="171"/>
        <source>Basic checks</source>
        <translation>Vérifications de base</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="173"/>
        <source>Coasts</source>
        <translation>Côtes</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="175"/>
        <source>Circular movement</source>
        <translation>Mouvement circulaire</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="177"/>
        <source>Supports and dislodges</source>
        <translation>Soutiens et délogements</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="179"/>
        <source>Head-to-head battles and beleaguered garrisons</source>
        <translation>Face-à-face et garnisons assiégées</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="181"/>
        <source>Convoys</source>
        <translation>Convois</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="183"/>
        <source>Convoying to adjacent places</source>
        <translation>Convoi vers des provinces adjacentes</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="185"/>
        <source>Retreats</source>
        <translation>Retraites</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="187"/>
        <source>Building</source>
        <translation>Constructions</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="189"/>
        <source>Civil disorder and disbands</source>
        <translation>Désordre civil et dissolutions</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_library.cpp" line="191"/>
        <source>Your own lessons</source>
        <translation>Vos propres leçons</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="16"/>
        <source>A fleet can only move next door</source>
        <extracomment>6.A.1 title</extracomment>
        <translation>Une flotte ne va que dans une province voisine</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="18"/>
        <source>The fleet in the North Sea is ordered to Picardy, which does not border its sea. An order to a place the unit cannot reach in one step is ignored and the fleet simply holds.</source>
        <extracomment>6.A.1 description</extracomment>
        <translation>La flotte en Mer du Nord reçoit l&apos;ordre d&apos;aller en Picardie, qui ne borde pas sa mer. Un ordre vers un lieu que l&apos;unité ne peut pas atteindre en un seul pas est ignoré, et la flotte tient simplement.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="20"/>
        <source>Armies stay on land</source>
        <extracomment>6.A.2 title</extracomment>
        <translation>Les armées restent sur terre</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="22"/>
        <source>The army in Liverpool is ordered into the Irish Sea. Without a convoy an army can never enter a sea area, so the order is ignored and the army holds.</source>
        <extracomment>6.A.2 description</extracomment>
        <translation>L&apos;armée de Liverpool reçoit l&apos;ordre d&apos;aller en Mer d&apos;Irlande. Sans convoi, une armée ne peut jamais entrer dans une zone maritime&#xa0;: l&apos;ordre est ignoré et l&apos;armée tient.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="24"/>
        <source>Fleets stay on the coast</source>
        <extracomment>6.A.3 title</extracomment>
        <translation>Les flottes restent sur la côte</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="26"/>
        <source>The fleet in Kiel is ordered inland to Munich. Fleets move only between sea areas and coastal provinces, so the order is void and the fleet holds.</source>
        <extracomment>6.A.3 description</extracomment>
        <translation>La flotte de Kiel reçoit l&apos;ordre d&apos;aller à Munich, à l&apos;intérieur des terres. Les flottes ne se déplacent qu&apos;entre zones maritimes et provinces côtières&#xa0;: l&apos;ordre est nul et la flotte tient.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="28"/>
        <source>No moving to where you already are</source>
        <extracomment>6.A.4 title</extracomment>
        <translation>Pas de mouvement vers là où l&apos;on se trouve déjà</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="30"/>
        <source>A fleet is ordered to move to its own province. Such an order means nothing; the judge treats it as illegal and the fleet holds where it is.</source>
        <extracomment>6.A.4 description</extracomment>
        <translation>Une flotte reçoit l&apos;ordre de se déplacer dans sa propre province. Un tel ordre n&apos;a aucun sens&#xa0;; l&apos;arbitre le traite comme illégal et la flotte tient sur place.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="32"/>
        <source>A convoy back home is no move</source>
        <extracomment>6.A.5 title</extracomment>
        <translation>Un convoi vers son point de départ n&apos;est pas un mouvement</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="34"/>
        <source>England tries to convoy its army from Yorkshire to Yorkshire and supports that move. The move is illegal, so the support matches nothing, and the German fleet from London, supported from Wales, takes Yorkshire.</source>
        <extracomment>6.A.5 description</extracomment>
        <translation>L&apos;Angleterre tente de convoyer son armée du Yorkshire vers le Yorkshire et soutient ce mouvement. Le mouvement est illégal, le soutien ne correspond donc à rien, et la flotte allemande venant de Londres, soutenue depuis le Pays de Galles, prend le Yorkshire.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="36"/>
        <source>Only the owner orders a unit</source>
        <extracomment>6.A.6 title</extracomment>
        <translation>Seul le propriétaire donne des ordres à une unité</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="38"/>
        <source>Germany writes an order for the English fleet in London. A power may order only its own units, so the order is ignored and the fleet stays.</source>
        <extracomment>6.A.6 description</extracomment>
        <translation>L&apos;Allemagne écrit un ordre pour la flotte anglaise de Londres. Une puissance ne peut donner d&apos;ordres qu&apos;à ses propres unités&#xa0;: l&apos;ordre est ignoré et la flotte reste.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="40"/>
        <source>Only armies are convoyed</source>
        <extracomment>6.A.7 title</extracomment>
        <translation>Seules les armées sont convoyées</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="42"/>
        <source>England orders its fleet in London to Belgium and its North Sea fleet to convoy it. Fleets cannot be carried, so both orders fail and the fleet in London stays put.</source>
        <extracomment>6.A.7 description</extracomment>
        <translation>L&apos;Angleterre ordonne à sa flotte de Londres d&apos;aller en Belgique et à sa flotte de la Mer du Nord de la convoyer. Les flottes ne peuvent pas être transportées&#xa0;: les deux ordres échouent et la flotte de Londres reste sur place.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="44"/>
        <source>No supporting yourself</source>
        <extracomment>6.A.8 title</extracomment>
        <translation>On ne se soutient pas soi-même</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="46"/>
        <source>The Austrian fleet in Trieste tries to support its own hold. A unit cannot support itself, so the supported Italian attack from Venice meets a lone defender and dislodges it.</source>
        <extracomment>6.A.8 description</extracomment>
        <translation>La flotte autrichienne de Trieste tente de soutenir son propre maintien. Une unité ne peut pas se soutenir elle-même&#xa0;: l&apos;attaque italienne soutenue depuis Venise se heurte à un défenseur isolé et le déloge.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="48"/>
        <source>Rome and Venice share no water</source>
        <extracomment>6.A.9 title</extracomment>
        <translation>Rome et Venise ne partagent aucune mer</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="50"/>
        <source>Rome and Venice are neighbours by land, but their coasts do not touch the same sea. A fleet in Rome therefore cannot sail to Venice, and the order is ignored.</source>
        <extracomment>6.A.9 description</extracomment>
        <translation>Rome et Venise sont voisines par la terre, mais leurs côtes ne touchent pas la même mer. Une flotte à Rome ne peut donc pas naviguer vers Venise, et l&apos;ordre est ignoré.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="52"/>
        <source>Support only where you could go yourself</source>
        <extracomment>6.A.10 title</extracomment>
        <translation>On ne soutient que là où l&apos;on pourrait aller soi-même</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="54"/>
        <source>The Italian fleet in Rome supports the army from Apulia into Venice, but that fleet could never reach Venice itself. The support is void and the attack bounces off the Austrian army holding there.</source>
        <extracomment>6.A.10 description</extracomment>
        <translation>La flotte italienne de Rome soutient l&apos;armée d&apos;Apulie vers Venise, mais cette flotte ne pourrait jamais atteindre Venise elle-même. Le soutien est nul et l&apos;attaque rebondit sur l&apos;armée autrichienne qui y tient.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="56"/>
        <source>Equal strength means a bounce</source>
        <extracomment>6.A.11 title</extracomment>
        <translation>Forces égales&#xa0;: rebond</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="58"/>
        <source>Austria and Italy both move an army to Tyrolia with no help. Two moves of equal strength stop each other: neither enters, and both armies stay where they were.</source>
        <extracomment>6.A.11 description</extracomment>
        <translation>L&apos;Autriche et l&apos;Italie envoient chacune une armée au Tyrol sans aide. Deux mouvements de force égale s&apos;arrêtent mutuellement&#xa0;: aucun n&apos;entre, et les deux armées restent où elles étaient.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="60"/>
        <source>Three into one: everyone bounces</source>
        <extracomment>6.A.12 title</extracomment>
        <translation>Trois vers un&#xa0;: tout le monde rebondit</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="62"/>
        <source>Armies from Vienna, Munich and Venice all try for Tyrolia at strength one. None is stronger than the others, so all three bounce and Tyrolia stays empty.</source>
        <extracomment>6.A.12 description</extracomment>
        <translation>Des armées de Vienne, de Munich et de Venise visent toutes le Tyrol avec une force de un. Aucune n&apos;est plus forte que les autres&#xa0;: les trois rebondissent et le Tyrol reste vide.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="64"/>
        <source>Say which coast when there is a choice</source>
        <extracomment>6.B.1 title</extracomment>
        <translation>Précisez la côte quand il y a le choix</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="66"/>
        <source>A fleet in Portugal moves to Spain without naming a coast, yet it could reach both the north and the south coast. The order is ambiguous and fails.</source>
        <extracomment>6.B.1 description</extracomment>
        <translation>Une flotte au Portugal va en Espagne sans nommer de côte, alors qu&apos;elle pourrait atteindre aussi bien la côte nord que la côte sud. L&apos;ordre est ambigu et échoue.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="68"/>
        <source>A missing coast when only one fits</source>
        <extracomment>6.B.2 title</extracomment>
        <translation>Une côte manquante quand une seule convient</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="70"/>
        <source>The fleet in Gascony moves to Spain without a coast. Gascony touches only the north coast, so under the DATC preference the judge reads the order as going there; other rulebooks let it fail.</source>
        <extracomment>6.B.2 description</extracomment>
        <translation>La flotte de Gascogne va en Espagne sans côte. La Gascogne ne touche que la côte nord&#xa0;: selon la préférence du DATC, l&apos;arbitre lit l&apos;ordre comme allant là&#xa0;; d&apos;autres livrets de règles le font échouer.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="72"/>
        <source>An unreachable coast</source>
        <extracomment>6.B.3 title</extracomment>
        <translation>Une côte inaccessible</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="74"/>
        <source>The fleet in Gascony is sent to the south coast of Spain, which it cannot reach. Under the DATC preference the order is illegal and the fleet holds; another reading moves it to the coast it can reach.</source>
        <extracomment>6.B.3 description</extracomment>
        <translation>La flotte de Gascogne est envoyée sur la côte sud de l&apos;Espagne, qu&apos;elle ne peut pas atteindre. Selon la préférence du DATC, l&apos;ordre est illégal et la flotte tient&#xa0;; une autre lecture la déplace vers la côte qu&apos;elle peut atteindre.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="76"/>
        <source>Supporting to a coast you cannot reach</source>
        <extracomment>6.B.4 title</extracomment>
        <translation>Soutenir vers une côte qu&apos;on ne peut pas atteindre</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="78"/>
        <source>The fleet in Marseilles supports a move to the north coast of Spain, a coast it could not sail to itself. Support only needs the province to be reachable, so it counts and France wins Spain against the Italian fleet.</source>
        <extracomment>6.B.4 description</extracomment>
        <translation>La flotte de Marseille soutient un mouvement vers la côte nord de l&apos;Espagne, une côte vers laquelle elle ne pourrait pas naviguer elle-même. Un soutien exige seulement que la province soit accessible&#xa0;: il compte, et la France prend l&apos;Espagne face à la flotte italienne.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="80"/>
        <source>Support from the wrong coast</source>
        <extracomment>6.B.5 title</extracomment>
        <translation>Soutien depuis la mauvaise côte</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="82"/>
        <source>A fleet on the north coast of Spain tries to support a move into the Gulf of Lyon. That coast does not touch the Gulf, so the support is void and the attack bounces.</source>
        <extracomment>6.B.5 description</extracomment>
        <translation>Une flotte sur la côte nord de l&apos;Espagne tente de soutenir un mouvement vers le Golfe du Lion. Cette côte ne touche pas le Golfe&#xa0;: le soutien est nul et l&apos;attaque rebondit.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="84"/>
        <source>Cutting support on either coast</source>
        <extracomment>6.B.6 title</extracomment>
        <translation>Couper un soutien sur l&apos;une ou l&apos;autre côte</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="86"/>
        <source>The French fleet on Spain&apos;s north coast supports the Mid-Atlantic. An Italian fleet attacks the south coast; the attack is on the province, so the support is cut anyway and the English attack succeeds.</source>
        <extracomment>6.B.6 description</extracomment>
        <translation>La flotte française sur la côte nord de l&apos;Espagne soutient la flotte de l&apos;Océan Atlantique moyen. Une flotte italienne attaque la côte sud&#xa0;; l&apos;attaque vise la province, le soutien est donc coupé quand même et l&apos;attaque anglaise réussit.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="88"/>
        <source>Supporting your own fleet without its coast</source>
        <extracomment>6.B.7 title</extracomment>
        <translation>Soutenir sa propre flotte sans sa côte</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="90"/>
        <source>France supports its fleet into Spain without naming the coast the fleet is going to. Under the preferred rule a support need not name the coast, so it counts: France and Italy both reach strength two and bounce.</source>
        <extracomment>6.B.7 description</extracomment>
        <translation>La France soutient sa flotte vers l&apos;Espagne sans nommer la côte où va la flotte. Selon la règle préférée, un soutien n&apos;a pas besoin de nommer la côte&#xa0;: il compte, la France et l&apos;Italie atteignent toutes deux une force de deux et rebondissent.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="92"/>
        <source>A support without coast still helps</source>
        <extracomment>6.B.8 title</extracomment>
        <translation>Un soutien sans côte aide quand même</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="94"/>
        <source>The fleet from Gascony can only reach the north coast of Spain, and its support leaves the coast out. The support matches, so France has strength two against Italy&apos;s two and both moves bounce.</source>
        <extracomment>6.B.8 description</extracomment>
        <translation>La flotte venant de Gascogne ne peut atteindre que la côte nord de l&apos;Espagne, et son soutien omet la côte. Le soutien correspond&#xa0;: la France a une force de deux contre deux pour l&apos;Italie, et les deux mouvements rebondissent.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="96"/>
        <source>A support that names the wrong coast</source>
        <extracomment>6.B.9 title</extracomment>
        <translation>Un soutien qui nomme la mauvaise côte</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="98"/>
        <source>The support is given for a move to Spain&apos;s north coast, but the fleet goes to the south coast. The orders do not match, the support is void, and the supported Italian fleet wins.</source>
        <extracomment>6.B.9 description</extracomment>
        <translation>Le soutien est donné pour un mouvement vers la côte nord de l&apos;Espagne, mais la flotte va sur la côte sud. Les ordres ne correspondent pas, le soutien est nul, et la flotte italienne soutenue l&apos;emporte.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="100"/>
        <source>Naming the wrong coast of your own fleet</source>
        <extracomment>6.B.10 title</extracomment>
        <translation>Nommer la mauvaise côte de sa propre flotte</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="102"/>
        <source>The fleet stands on Spain&apos;s south coast but the order calls it the north coast. The preferred rule ignores the wrongly written coast and carries out the move.</source>
        <extracomment>6.B.10 description</extracomment>
        <translation>La flotte se trouve sur la côte sud de l&apos;Espagne, mais l&apos;ordre parle de la côte nord. La règle préférée ignore la côte mal écrite et exécute le mouvement.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="104"/>
        <source>The other coast is not a second starting point</source>
        <extracomment>6.B.11 title</extracomment>
        <translation>L&apos;autre côte n&apos;est pas un second point de départ</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="106"/>
        <source>A fleet on Spain&apos;s north coast is ordered as if it were on the south coast, to the Gulf of Lyon. It can only move from where it really is, so it stays.</source>
        <extracomment>6.B.11 description</extracomment>
        <translation>Une flotte sur la côte nord de l&apos;Espagne reçoit un ordre vers le Golfe du Lion comme si elle était sur la côte sud. Elle ne peut partir que de là où elle se trouve vraiment&#xa0;: elle reste.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="108"/>
        <source>Armies have no coasts</source>
        <extracomment>6.B.12 title</extracomment>
        <translation>Les armées n&apos;ont pas de côtes</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="110"/>
        <source>An army is ordered to the north coast of Spain. Armies walk into the whole province, so the written coast is ignored and the army arrives in Spain.</source>
        <extracomment>6.B.12 description</extracomment>
        <translation>Une armée reçoit l&apos;ordre d&apos;aller sur la côte nord de l&apos;Espagne. Les armées entrent dans toute la province&#xa0;: la côte écrite est ignorée et l&apos;armée arrive en Espagne.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="112"/>
        <source>Coasts do not prevent a head-to-head</source>
        <extracomment>6.B.13 title</extracomment>
        <translation>Les côtes n&apos;empêchent pas un face-à-face</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="114"/>
        <source>Two Turkish fleets try to swap between Bulgaria and Constantinople using different coasts. It is still the same border crossed both ways, so the moves meet head to head and both fail.</source>
        <extracomment>6.B.13 description</extracomment>
        <translation>Deux flottes turques tentent de s&apos;échanger entre la Bulgarie et Constantinople en utilisant des côtes différentes. C&apos;est toujours la même frontière franchie dans les deux sens&#xa0;: les mouvements se rencontrent en face-à-face et échouent tous les deux.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="116"/>
        <source>A fleet built in St Petersburg needs a coast</source>
        <extracomment>6.B.14 title</extracomment>
        <translation>Une flotte construite à Saint-Pétersbourg a besoin d&apos;une côte</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="118"/>
        <source>Russia builds a fleet in St Petersburg without saying which coast. The build cannot be carried out as written and fails.</source>
        <extracomment>6.B.14 description</extracomment>
        <translation>La Russie construit une flotte à Saint-Pétersbourg sans préciser la côte. La construction ne peut pas être exécutée telle qu&apos;elle est écrite et échoue.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="120"/>
        <source>Supporting a foreign fleet without its coast</source>
        <extracomment>6.B.15 title</extracomment>
        <translation>Soutenir une flotte étrangère sans sa côte</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="122"/>
        <source>France supports an English fleet into Spain without naming its coast. Under the preferred rule the coast is not needed even for another power&apos;s unit: England reaches strength two and bounces with the supported Italian fleet.</source>
        <extracomment>6.B.15 description</extracomment>
        <translation>La France soutient une flotte anglaise vers l&apos;Espagne sans nommer sa côte. Selon la règle préférée, la côte n&apos;est pas nécessaire, même pour l&apos;unité d&apos;une autre puissance&#xa0;: l&apos;Angleterre atteint une force de deux et rebondit avec la flotte italienne soutenue.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="124"/>
        <source>Three units going round</source>
        <extracomment>6.C.1 title</extracomment>
        <translation>Trois unités qui tournent</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="126"/>
        <source>Three Turkish units rotate: Ankara to Constantinople, Constantinople to Smyrna, Smyrna to Ankara. Nobody stands still, nothing is in the way, and all three moves succeed.</source>
        <extracomment>6.C.1 description</extracomment>
        <translation>Trois unités turques tournent&#xa0;: Ankara vers Constantinople, Constantinople vers Smyrne, Smyrne vers Ankara. Personne ne reste sur place, rien ne fait obstacle, et les trois mouvements réussissent.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="128"/>
        <source>A rotation with support</source>
        <extracomment>6.C.2 title</extracomment>
        <translation>Une rotation avec soutien</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="130"/>
        <source>Three Turkish units rotate between Ankara, Constantinople and Smyrna, and an army in Bulgaria supports one of the moves. The support changes nothing: every unit in the circle moves.</source>
        <extracomment>6.C.2 description</extracomment>
        <translation>Trois unités turques tournent entre Ankara, Constantinople et Smyrne, et une armée en Bulgarie soutient l&apos;un des mouvements. Le soutien ne change rien&#xa0;: chaque unité du cercle se déplace.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="132"/>
        <source>One bounce stops the whole circle</source>
        <extracomment>6.C.3 title</extracomment>
        <translation>Un seul rebond arrête tout le cercle</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="134"/>
        <source>An army from Bulgaria also goes for Constantinople and bounces the fleet coming from Ankara. With one link broken, the rotation cannot happen and every unit in it stays.</source>
        <extracomment>6.C.3 description</extracomment>
        <translation>Une armée venant de Bulgarie vise aussi Constantinople et fait rebondir la flotte venant d&apos;Ankara. Un maillon étant rompu, la rotation ne peut pas avoir lieu et chaque unité qui y participe reste.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="136"/>
        <source>A rotation through a convoy</source>
        <extracomment>6.C.4 title</extracomment>
        <translation>Une rotation passant par un convoi</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="138"/>
        <source>A Turkish army is convoyed from Bulgaria to Trieste while two Austrian armies move on. The Ionian fleet is attacked but not dislodged, so the convoy works and the whole circle moves.</source>
        <extracomment>6.C.4 description</extracomment>
        <translation>Une armée turque est convoyée de Bulgarie à Trieste pendant que deux armées autrichiennes avancent. La flotte de la Mer Ionienne est attaquée mais pas délogée&#xa0;: le convoi fonctionne et tout le cercle se déplace.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="140"/>
        <source>A broken convoy breaks the rotation</source>
        <extracomment>6.C.5 title</extracomment>
        <translation>Un convoi rompu rompt la rotation</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="142"/>
        <source>A Turkish army convoyed from Bulgaria to Trieste is part of a circle with two Austrian armies, and Italy dislodges the convoying fleet in the Ionian Sea. The army cannot arrive, the circle is broken, and the Austrian armies stay where they are.</source>
        <extracomment>6.C.5 description</extracomment>
        <translation>Une armée turque convoyée de Bulgarie à Trieste fait partie d&apos;un cercle avec deux armées autrichiennes, et l&apos;Italie déloge la flotte qui convoie en Mer Ionienne. L&apos;armée ne peut pas arriver, le cercle est rompu, et les armées autrichiennes restent où elles sont.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="144"/>
        <source>Swapping by convoy</source>
        <extracomment>6.C.6 title</extracomment>
        <translation>Échange par convoi</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="146"/>
        <source>The English army in London and the French army in Belgium swap, each carried by its own fleet. Convoyed units do not meet on a border, so both arrive.</source>
        <extracomment>6.C.6 description</extracomment>
        <translation>L&apos;armée anglaise de Londres et l&apos;armée française de Belgique s&apos;échangent, chacune transportée par sa propre flotte. Les unités convoyées ne se rencontrent pas sur une frontière&#xa0;: les deux arrivent.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="148"/>
        <source>A convoyed swap stopped by a bounce</source>
        <extracomment>6.C.7 title</extracomment>
        <translation>Un échange par convoi arrêté par un rebond</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="150"/>
        <source>The English army in London and the French army in Belgium try to swap by convoy, but a French army from Burgundy also moves into Belgium and bounces the English army. The French army in Belgium then has nowhere to go, so the swap fails.</source>
        <extracomment>6.C.7 description</extracomment>
        <translation>L&apos;armée anglaise de Londres et l&apos;armée française de Belgique tentent de s&apos;échanger par convoi, mais une armée française venant de Bourgogne va aussi en Belgique et fait rebondir l&apos;armée anglaise. L&apos;armée française de Belgique n&apos;a alors nulle part où aller&#xa0;: l&apos;échange échoue.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="152"/>
        <source>No dislodging your own unit in a broken circle</source>
        <extracomment>6.C.8 title</extracomment>
        <translation>Pas de délogement de sa propre unité dans un cercle rompu</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="154"/>
        <source>A Russian fleet and an Austrian army bounce in Bulgaria, so the Turkish fleet cannot enter the Black Sea and stays in Constantinople. The supported Turkish army from Bulgaria would beat it, but a power never dislodges its own unit: the army stays.</source>
        <extracomment>6.C.8 description</extracomment>
        <translation>Une flotte russe et une armée autrichienne rebondissent en Bulgarie&#xa0;: la flotte turque ne peut donc pas entrer en Mer Noire et reste à Constantinople. L&apos;armée turque soutenue venant de Bulgarie la battrait, mais une puissance ne déloge jamais sa propre unité&#xa0;: l&apos;armée reste.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="156"/>
        <source>Your support cannot help dislodge your own unit</source>
        <extracomment>6.C.9 title</extracomment>
        <translation>Votre soutien ne peut pas aider à déloger votre propre unité</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="158"/>
        <source>Turkey supports an Austrian army into Constantinople, where a Turkish fleet is stuck after a broken rotation. Support is never counted against its own power&apos;s unit, so the attack fails.</source>
        <extracomment>6.C.9 description</extracomment>
        <translation>La Turquie soutient une armée autrichienne vers Constantinople, où une flotte turque est bloquée après une rotation rompue. Un soutien n&apos;est jamais compté contre une unité de sa propre puissance&#xa0;: l&apos;attaque échoue.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="160"/>
        <source>Support to hold</source>
        <extracomment>6.D.1 title</extracomment>
        <translation>Soutien défensif</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="162"/>
        <source>Austria attacks Venice with two units, but Italy supports its army in Venice to hold. Two against two is a standoff and the defender stays.</source>
        <extracomment>6.D.1 description</extracomment>
        <translation>L&apos;Autriche attaque Venise avec deux unités, mais l&apos;Italie soutient son armée de Venise en défense. Deux contre deux donne un rebond, et le défenseur reste.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="164"/>
        <source>Cutting a hold support</source>
        <extracomment>6.D.2 title</extracomment>
        <translation>Couper un soutien défensif</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="166"/>
        <source>Austria attacks the Tyrolian army that supports Venice. That attack cuts the support, so Venice defends alone and the supported Austrian army dislodges it.</source>
        <extracomment>6.D.2 description</extracomment>
        <translation>L&apos;Autriche attaque l&apos;armée du Tyrol qui soutient Venise. Cette attaque coupe le soutien&#xa0;: Venise se défend seule et l&apos;armée autrichienne soutenue la déloge.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="168"/>
        <source>Cutting a move support</source>
        <extracomment>6.D.3 title</extracomment>
        <translation>Couper un soutien offensif</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="170"/>
        <source>Italy attacks the Adriatic fleet that supports the Austrian attack on Venice. The support is cut, the attack drops to strength one, and Venice holds.</source>
        <extracomment>6.D.3 description</extracomment>
        <translation>L&apos;Italie attaque la flotte de la Mer Adriatique qui soutient l&apos;attaque autrichienne sur Venise. Le soutien est coupé, l&apos;attaque tombe à une force de un, et Venise tient.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="172"/>
        <source>Supporters may support each other</source>
        <extracomment>6.D.4 title</extracomment>
        <translation>Les unités qui soutiennent peuvent se soutenir mutuellement</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="174"/>
        <source>The German army in Berlin and the fleet in Kiel support each other to hold. The Russian attack on Berlin with one support meets a supported defence and fails.</source>
        <extracomment>6.D.4 description</extracomment>
        <translation>L&apos;armée allemande de Berlin et la flotte de Kiel se soutiennent mutuellement en défense. L&apos;attaque russe sur Berlin, avec un seul soutien, se heurte à une défense soutenue et échoue.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="176"/>
        <source>A supporter can be supported to hold</source>
        <extracomment>6.D.5 title</extracomment>
        <translation>Une unité qui soutient peut recevoir un soutien défensif</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="178"/>
        <source>Berlin supports a move to Silesia and is itself supported to hold from Kiel. Giving support is not moving, so the hold support counts and Berlin survives the Russian attack.</source>
        <extracomment>6.D.5 description</extracomment>
        <translation>L&apos;armée de Berlin soutient un mouvement vers la Silésie et reçoit elle-même un soutien défensif depuis Kiel. Soutenir n&apos;est pas se déplacer&#xa0;: le soutien défensif compte et Berlin résiste à l&apos;attaque russe.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="180"/>
        <source>A convoying fleet can be supported to hold</source>
        <extracomment>6.D.6 title</extracomment>
        <translation>Une flotte qui convoie peut recevoir un soutien défensif</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="182"/>
        <source>The German fleet in the Baltic convoys an army to Sweden and gets hold support from Prussia. Convoying is not moving, so the support counts, the Russian attack fails and the convoy goes through.</source>
        <extracomment>6.D.6 description</extracomment>
        <translation>La flotte allemande de la Mer Baltique convoie une armée vers la Suède et reçoit un soutien défensif depuis la Prusse. Convoyer n&apos;est pas se déplacer&#xa0;: le soutien compte, l&apos;attaque russe échoue et le convoi passe.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="184"/>
        <source>A moving unit gets no hold support</source>
        <extracomment>6.D.7 title</extracomment>
        <translation>Une unité qui se déplace ne reçoit pas de soutien défensif</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="186"/>
        <source>The Baltic fleet tries to move to Sweden and is supported to hold. Its move fails, but a unit ordered to move cannot receive hold support, so the supported Russian fleet dislodges it.</source>
        <extracomment>6.D.7 description</extracomment>
        <translation>La flotte de la Mer Baltique tente d&apos;aller en Suède et reçoit un soutien défensif. Son mouvement échoue, mais une unité qui a reçu l&apos;ordre de se déplacer ne peut pas recevoir de soutien défensif&#xa0;: la flotte russe soutenue la déloge.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="188"/>
        <source>An army that tries to sail still counts as moving</source>
        <extracomment>6.D.8 title</extracomment>
        <translation>Une armée qui tente de traverser la mer est quand même en mouvement</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="190"/>
        <source>The Turkish army in Greece is ordered to Naples, but no fleet convoys it. The order still counts as a move, so the hold support from Bulgaria does not apply and the supported Austrian attack dislodges it.</source>
        <extracomment>6.D.8 description</extracomment>
        <translation>L&apos;armée turque de Grèce reçoit l&apos;ordre d&apos;aller à Naples, mais aucune flotte ne la convoie. L&apos;ordre compte quand même comme un mouvement&#xa0;: le soutien défensif depuis la Bulgarie ne s&apos;applique pas et l&apos;attaque autrichienne soutenue la déloge.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="192"/>
        <source>Support for a move that is not ordered</source>
        <extracomment>6.D.9 title</extracomment>
        <translation>Soutien d&apos;un mouvement qui n&apos;est pas ordonné</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="194"/>
        <source>Albania supports the army in Trieste to move to Serbia, but that army was told to hold. The support matches nothing, it gives no strength to the holding unit, and Italy&apos;s supported attack dislodges Trieste.</source>
        <extracomment>6.D.9 description</extracomment>
        <translation>L&apos;Albanie soutient l&apos;armée de Trieste vers la Serbie, mais cette armée a reçu l&apos;ordre de tenir. Le soutien ne correspond à rien, il ne donne aucune force à l&apos;unité qui tient, et l&apos;attaque italienne soutenue déloge Trieste.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="196"/>
        <source>You cannot dislodge your own unit</source>
        <extracomment>6.D.10 title</extracomment>
        <translation>Vous ne pouvez pas déloger votre propre unité</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="198"/>
        <source>Germany attacks its own army in Berlin with a supported fleet. However strong the attack, a power never dislodges its own unit, so the move fails.</source>
        <extracomment>6.D.10 description</extracomment>
        <translation>L&apos;Allemagne attaque sa propre armée de Berlin avec une flotte soutenue. Quelle que soit la force de l&apos;attaque, une puissance ne déloge jamais sa propre unité&#xa0;: le mouvement échoue.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="200"/>
        <source>Not even when it bounced back</source>
        <extracomment>6.D.11 title</extracomment>
        <translation>Pas même quand elle a rebondi</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="202"/>
        <source>The German army leaves Berlin but bounces in Prussia and returns. The supported German fleet moving into Berlin then faces its own army and fails.</source>
        <extracomment>6.D.11 description</extracomment>
        <translation>L&apos;armée allemande quitte Berlin mais rebondit en Prusse et revient. La flotte allemande soutenue qui entre à Berlin se heurte alors à sa propre armée et échoue.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="204"/>
        <source>Your support does not help dislodge you</source>
        <extracomment>6.D.12 title</extracomment>
        <translation>Votre soutien n&apos;aide pas à vous déloger</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="206"/>
        <source>Austria supports an Italian attack on its own fleet in Trieste. Support is never counted against a unit of the supporting power, so the attack is only strength one and Trieste holds.</source>
        <extracomment>6.D.12 description</extracomment>
        <translation>L&apos;Autriche soutient une attaque italienne contre sa propre flotte à Trieste. Un soutien n&apos;est jamais compté contre une unité de la puissance qui soutient&#xa0;: l&apos;attaque n&apos;a qu&apos;une force de un et Trieste tient.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="208"/>
        <source>Your support does not help, even when your unit bounces back</source>
        <extracomment>6.D.13 title</extracomment>
        <translation>Votre soutien n&apos;aide pas, même quand votre unité rebondit</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="210"/>
        <source>The Austrian fleet leaves Trieste but bounces in the Adriatic and stays. Austria&apos;s support for the Italian army moving into Trieste still does not count against its own fleet, so the Italian attack fails.</source>
        <extracomment>6.D.13 description</extracomment>
        <translation>La flotte autrichienne quitte Trieste mais rebondit en Mer Adriatique et reste. Le soutien de l&apos;Autriche à l&apos;armée italienne qui entre à Trieste ne compte toujours pas contre sa propre flotte&#xa0;: l&apos;attaque italienne échoue.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="212"/>
        <source>Enough strength without your help</source>
        <extracomment>6.D.14 title</extracomment>
        <translation>Assez de force sans votre aide</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="214"/>
        <source>Italy attacks Trieste with two supports of its own and one Austrian support. The Austrian support does not count, but the Italian strength of three still beats the lone fleet, which is dislodged.</source>
        <extracomment>6.D.14 description</extracomment>
        <translation>L&apos;Italie attaque Trieste avec deux soutiens à elle et un soutien autrichien. Le soutien autrichien ne compte pas, mais la force italienne de trois bat quand même la flotte isolée, qui est délogée.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="216"/>
        <source>The target cannot cut support against itself</source>
        <extracomment>6.D.15 title</extracomment>
        <translation>La cible ne peut pas couper un soutien dirigé contre elle</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="218"/>
        <source>The Turkish fleet in Ankara attacks the Russian fleet whose support is aimed at Ankara. An attack from the province the support is directed at does not cut it, so Russia takes Ankara.</source>
        <extracomment>6.D.15 description</extracomment>
        <translation>La flotte turque d&apos;Ankara attaque la flotte russe dont le soutien vise Ankara. Une attaque venant de la province visée par le soutien ne le coupe pas&#xa0;: la Russie prend Ankara.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="220"/>
        <source>You may convoy an army that dislodges you</source>
        <extracomment>6.D.16 title</extracomment>
        <translation>Vous pouvez convoyer une armée qui vous déloge</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="222"/>
        <source>England convoys a French army from Belgium into London, where an English army holds. A convoy is not a support, so it is allowed, and the supported French army dislodges the English one.</source>
        <extracomment>6.D.16 description</extracomment>
        <translation>L&apos;Angleterre convoie une armée française de Belgique vers Londres, où tient une armée anglaise. Un convoi n&apos;est pas un soutien, il est donc permis, et l&apos;armée française soutenue déloge l&apos;armée anglaise.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="224"/>
        <source>Dislodging the supporter cuts the support</source>
        <extracomment>6.D.17 title</extracomment>
        <translation>Déloger l&apos;unité qui soutient coupe le soutien</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="226"/>
        <source>The Turkish fleet from Ankara cannot cut the support aimed at Ankara by attacking, but with support from Smyrna it dislodges the supporter in Constantinople. A dislodged unit gives no support, so the Russian attack fails.</source>
        <extracomment>6.D.17 description</extracomment>
        <translation>La flotte turque venant d&apos;Ankara ne peut pas couper en attaquant le soutien qui vise Ankara, mais avec un soutien depuis Smyrne elle déloge l&apos;unité qui soutient à Constantinople. Une unité délogée ne donne aucun soutien&#xa0;: l&apos;attaque russe échoue.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="228"/>
        <source>A surviving supporter keeps supporting</source>
        <extracomment>6.D.18 title</extracomment>
        <translation>Une unité qui soutient et survit continue de soutenir</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="230"/>
        <source>The Russian fleet in Constantinople supports an attack on Ankara, and Turkey attacks it from Ankara with support; but Bulgaria supports Constantinople to hold. The Turkish attack cannot dislodge it, so the support stands, and the Russian fleet takes Ankara.</source>
        <extracomment>6.D.18 description</extracomment>
        <translation>La flotte russe de Constantinople soutient une attaque sur Ankara, et la Turquie l&apos;attaque depuis Ankara avec soutien&#xa0;; mais la Bulgarie soutient Constantinople en défense. L&apos;attaque turque ne peut pas la déloger&#xa0;: le soutien tient, et la flotte russe prend Ankara.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="232"/>
        <source>Help from your own side does not dislodge you</source>
        <extracomment>6.D.19 title</extracomment>
        <translation>L&apos;aide de votre propre camp ne vous déloge pas</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="234"/>
        <source>The attack from Ankara on Constantinople is supported by a Russian army, but Constantinople is Russian too. That support cannot count against Russia&apos;s own fleet, so the support from Constantinople stands and Ankara falls.</source>
        <extracomment>6.D.19 description</extracomment>
        <translation>L&apos;attaque d&apos;Ankara sur Constantinople est soutenue par une armée russe, mais la flotte de Constantinople est russe elle aussi. Ce soutien ne peut pas compter contre la propre flotte de la Russie&#xa0;: le soutien donné depuis Constantinople tient et Ankara tombe.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="236"/>
        <source>Your own attack does not cut your support</source>
        <extracomment>6.D.20 title</extracomment>
        <translation>Votre propre attaque ne coupe pas votre soutien</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="238"/>
        <source>An English army moves to London, where an English fleet is supporting. Only another power&apos;s attack cuts support, so the support stands and the French fleet in the Channel is dislodged.</source>
        <extracomment>6.D.20 description</extracomment>
        <translation>Une armée anglaise va à Londres, où une flotte anglaise donne un soutien. Seule l&apos;attaque d&apos;une autre puissance coupe un soutien&#xa0;: le soutien tient et la flotte française de la Manche est délogée.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="240"/>
        <source>A dislodged attacker still cuts support</source>
        <extracomment>6.D.21 title</extracomment>
        <translation>Un attaquant délogé coupe quand même le soutien</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="242"/>
        <source>The German army in Munich attacks Tyrolia and is dislodged by Russia at the same time. Its attack still cuts the Tyrolian support, so the Italian attack on Trieste fails.</source>
        <extracomment>6.D.21 description</extracomment>
        <translation>L&apos;armée allemande de Munich attaque le Tyrol et est délogée par la Russie au même moment. Son attaque coupe quand même le soutien du Tyrol&#xa0;: l&apos;attaque italienne sur Trieste échoue.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="244"/>
        <source>Supporting an impossible move</source>
        <extracomment>6.D.22 title</extracomment>
        <translation>Soutenir un mouvement impossible</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="246"/>
        <source>Germany supports its fleet from Kiel to Munich, a move a fleet can never make. The order and its support are void, the fleet counts as holding without help, and the supported Russian army dislodges it.</source>
        <extracomment>6.D.22 description</extracomment>
        <translation>L&apos;Allemagne soutient sa flotte de Kiel vers Munich, un mouvement qu&apos;une flotte ne peut jamais faire. L&apos;ordre et son soutien sont nuls, la flotte compte comme tenant sans aide, et l&apos;armée russe soutenue la déloge.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="248"/>
        <source>An impossible move from the wrong coast</source>
        <extracomment>6.D.23 title</extracomment>
        <translation>Un mouvement impossible depuis la mauvaise côte</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="250"/>
        <source>The French fleet on the north coast of Spain cannot reach the Gulf of Lyon, so its move and the support for it are void. The supported Italian fleet dislodges it.</source>
        <extracomment>6.D.23 description</extracomment>
        <translation>La flotte française sur la côte nord de l&apos;Espagne ne peut pas atteindre le Golfe du Lion&#xa0;: son mouvement et le soutien à ce mouvement sont nuls. La flotte italienne soutenue la déloge.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="252"/>
        <source>No support for an army going to sea</source>
        <extracomment>6.D.24 title</extracomment>
        <translation>Pas de soutien pour une armée qui part en mer</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="254"/>
        <source>France orders an army into the Gulf of Lyon with support. Both orders are void, so they do not make the Italian fleet there a beleaguered garrison, and the supported Turkish fleet dislodges it.</source>
        <extracomment>6.D.24 description</extracomment>
        <translation>La France ordonne à une armée d&apos;aller dans le Golfe du Lion, avec soutien. Les deux ordres sont nuls&#xa0;: ils ne font pas de la flotte italienne qui s&apos;y trouve une garnison assiégée, et la flotte turque soutenue la déloge.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="256"/>
        <source>A wrong hold support does not harm the supporter</source>
        <extracomment>6.D.25 title</extracomment>
        <translation>Un mauvais soutien défensif ne nuit pas à l&apos;unité qui soutient</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="258"/>
        <source>Berlin supports Prussia to hold, but Prussia moves. That support is void, yet Berlin still counts as holding, and the fleet in Kiel supports it successfully against the Russian attack.</source>
        <extracomment>6.D.25 description</extracomment>
        <translation>L&apos;armée de Berlin soutient la Prusse en défense, mais l&apos;unité de Prusse se déplace. Ce soutien est nul, mais l&apos;armée de Berlin compte toujours comme une unité qui tient, et la flotte de Kiel la soutient avec succès contre l&apos;attaque russe.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="260"/>
        <source>A wrong move support does not harm the supporter</source>
        <extracomment>6.D.26 title</extracomment>
        <translation>Un mauvais soutien offensif ne nuit pas à l&apos;unité qui soutient</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="262"/>
        <source>Berlin supports a move from Prussia to Silesia that is not ordered. The void support still leaves Berlin a holding unit, so the support from Kiel counts and the Russian attack fails.</source>
        <extracomment>6.D.26 description</extracomment>
        <translation>L&apos;armée de Berlin soutient un mouvement de la Prusse vers la Silésie qui n&apos;est pas ordonné. Malgré ce soutien nul, l&apos;armée de Berlin reste une unité qui tient&#xa0;: le soutien depuis Kiel compte et l&apos;attaque russe échoue.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="264"/>
        <source>A wrong convoy still counts as holding</source>
        <extracomment>6.D.27 title</extracomment>
        <translation>Un mauvais convoi compte quand même comme un maintien</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="266"/>
        <source>The Russian fleet in the Baltic convoys an army that does not move. The convoy order is void, but the fleet is still not moving, so the hold support from Prussia counts and the English attack fails.</source>
        <extracomment>6.D.27 description</extracomment>
        <translation>La flotte russe de la Mer Baltique convoie une armée qui ne bouge pas. L&apos;ordre de convoi est nul, mais la flotte ne se déplace toujours pas&#xa0;: le soutien défensif depuis la Prusse compte et l&apos;attaque anglaise échoue.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="268"/>
        <source>An impossible move is treated as a hold</source>
        <extracomment>6.D.28 title</extracomment>
        <translation>Un mouvement impossible est traité comme un maintien</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="270"/>
        <source>The Russian fleet in Rumania is ordered to Holland, far out of reach. The order is ignored, so the fleet holds and the Austrian support to hold it counts against the Turkish attack.</source>
        <extracomment>6.D.28 description</extracomment>
        <translation>La flotte russe de Roumanie reçoit l&apos;ordre d&apos;aller en Hollande, bien hors de portée. L&apos;ordre est ignoré&#xa0;: la flotte tient, et le soutien défensif autrichien compte contre l&apos;attaque turque.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="272"/>
        <source>A move to an unreachable coast is a hold</source>
        <extracomment>6.D.29 title</extracomment>
        <translation>Un mouvement vers une côte inaccessible est un maintien</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="274"/>
        <source>The fleet in Rumania is sent to the south coast of Bulgaria, which it cannot reach. The order is ignored, the fleet holds, and the support from Budapest keeps it there.</source>
        <extracomment>6.D.29 description</extracomment>
        <translation>La flotte de Roumanie est envoyée sur la côte sud de la Bulgarie, qu&apos;elle ne peut pas atteindre. L&apos;ordre est ignoré, la flotte tient, et le soutien depuis Budapest la maintient sur place.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="276"/>
        <source>A move missing its coast is a hold</source>
        <extracomment>6.D.30 title</extracomment>
        <translation>Un mouvement sans sa côte est un maintien</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="278"/>
        <source>The fleet in Constantinople moves to Bulgaria without a coast, though two coasts are possible. The order is ignored and the fleet holds with the Italian support against Turkey&apos;s attack.</source>
        <extracomment>6.D.30 description</extracomment>
        <translation>La flotte de Constantinople va en Bulgarie sans côte, alors que deux côtes sont possibles. L&apos;ordre est ignoré et la flotte tient avec le soutien italien contre l&apos;attaque de la Turquie.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="280"/>
        <source>No support through a convoy that needs yourself</source>
        <extracomment>6.D.31 title</extracomment>
        <translation>Pas de soutien via un convoi qui a besoin de vous</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="282"/>
        <source>The Turkish fleet in the Black Sea supports an army from Rumania to Armenia. The army could only get there by a convoy through that very fleet, and a fleet cannot convoy and support at once, so the support is illegal.</source>
        <extracomment>6.D.31 description</extracomment>
        <translation>La flotte turque de la Mer Noire soutient une armée de Roumanie vers l&apos;Arménie. L&apos;armée ne pourrait y aller que par un convoi passant par cette même flotte, et une flotte ne peut pas convoyer et soutenir à la fois&#xa0;: le soutien est illégal.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="284"/>
        <source>A convoyed move with no fleet is ignored</source>
        <extracomment>6.D.32 title</extracomment>
        <translation>Un mouvement par convoi sans flotte est ignoré</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="286"/>
        <source>The German army in Yorkshire is ordered to Holland, which only a convoy could do, and no fleet convoys it. The order is void, the army holds, and the French hold support keeps it safe from England.</source>
        <extracomment>6.D.32 description</extracomment>
        <translation>L&apos;armée allemande du Yorkshire reçoit l&apos;ordre d&apos;aller en Hollande, ce que seul un convoi permettrait, et aucune flotte ne la convoie. L&apos;ordre est nul, l&apos;armée tient, et le soutien défensif français la protège de l&apos;Angleterre.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="288"/>
        <source>An unwanted support breaks a self-bounce</source>
        <extracomment>6.D.33 title</extracomment>
        <translation>Un soutien non désiré empêche un rebond volontaire</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="290"/>
        <source>Austria sends two armies to Budapest to bounce each other, but Russia supports one of them. That army now wins, and Serbia is left open for the Turkish army from Bulgaria.</source>
        <extracomment>6.D.33 description</extracomment>
        <translation>L&apos;Autriche envoie deux armées à Budapest pour qu&apos;elles rebondissent l&apos;une sur l&apos;autre, mais la Russie soutient l&apos;une d&apos;elles. Cette armée l&apos;emporte alors, et la Serbie reste ouverte à l&apos;armée turque venant de Bulgarie.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="292"/>
        <source>No support into your own province</source>
        <extracomment>6.D.34 title</extracomment>
        <translation>Pas de soutien vers votre propre province</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="294"/>
        <source>The Italian army in Prussia supports an attack on Prussia itself. A unit cannot support a move into the place where it stands, so the support is illegal and the German attack dislodges it.</source>
        <extracomment>6.D.34 description</extracomment>
        <translation>L&apos;armée italienne de Prusse soutient une attaque sur la Prusse elle-même. Une unité ne peut pas soutenir un mouvement vers la province où elle se trouve&#xa0;: le soutien est illégal et l&apos;attaque allemande la déloge.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="296"/>
        <source>The winner of a head-to-head leaves room behind</source>
        <extracomment>6.E.1 title</extracomment>
        <translation>Le vainqueur d&apos;un face-à-face libère sa place</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="298"/>
        <source>The German army in Berlin and the Russian army in Prussia try to swap. With support Germany wins the head-to-head and dislodges the Russian army, and the German fleet from Kiel follows into Berlin.</source>
        <extracomment>6.E.1 description</extracomment>
        <translation>L&apos;armée allemande de Berlin et l&apos;armée russe de Prusse tentent de s&apos;échanger. Grâce au soutien, l&apos;Allemagne gagne le face-à-face et déloge l&apos;armée russe, et la flotte allemande de Kiel la suit à Berlin.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="300"/>
        <source>No head-to-head victory over your own unit</source>
        <extracomment>6.E.2 title</extracomment>
        <translation>Pas de victoire en face-à-face sur votre propre unité</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="302"/>
        <source>Two German units try to swap between Berlin and Kiel, one with support. They meet head to head, and a power cannot dislodge its own unit, so neither moves.</source>
        <extracomment>6.E.2 description</extracomment>
        <translation>Deux unités allemandes tentent de s&apos;échanger entre Berlin et Kiel, l&apos;une avec soutien. Elles se rencontrent en face-à-face, et une puissance ne peut pas déloger sa propre unité&#xa0;: aucune ne bouge.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="304"/>
        <source>Your support does not count against you in a head-to-head</source>
        <extracomment>6.E.3 title</extracomment>
        <translation>Votre soutien ne compte pas contre vous dans un face-à-face</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="306"/>
        <source>Germany supports the English fleet from Kiel to Berlin, against its own army coming the other way. The support does not count against the German army, the battle is even, and both stay.</source>
        <extracomment>6.E.3 description</extracomment>
        <translation>L&apos;Allemagne soutient la flotte anglaise de Kiel vers Berlin, contre sa propre armée qui vient en sens inverse. Le soutien ne compte pas contre l&apos;armée allemande, le combat est égal, et les deux restent.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="308"/>
        <source>A loser that is not dislodged still blocks</source>
        <extracomment>6.E.4 title</extracomment>
        <translation>Un perdant non délogé bloque quand même</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="310"/>
        <source>German and French fleets meet head to head between Holland and the North Sea, while England and Austria attack both places. England&apos;s equal attack keeps the stronger German fleet out, so the French fleet is not dislodged, and its move still keeps the Austrian army out of Holland.</source>
        <extracomment>6.E.4 description</extracomment>
        <translation>Des flottes allemande et française se rencontrent en face-à-face entre la Hollande et la Mer du Nord, pendant que l&apos;Angleterre et l&apos;Autriche attaquent les deux provinces. L&apos;attaque égale de l&apos;Angleterre empêche la flotte allemande, plus forte, d&apos;entrer&#xa0;: la flotte française n&apos;est pas délogée, et son mouvement empêche toujours l&apos;armée autrichienne d&apos;entrer en Hollande.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="312"/>
        <source>A loser dislodged by someone else still blocks</source>
        <extracomment>6.E.5 title</extracomment>
        <translation>Un perdant délogé par un tiers bloque quand même</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="314"/>
        <source>England now dislodges the French fleet from the North Sea with strength four. Because it was dislodged by a third power and not by its head-to-head opponent, the French move still prevents the Austrian army from entering Holland.</source>
        <extracomment>6.E.5 description</extracomment>
        <translation>L&apos;Angleterre déloge maintenant la flotte française de la Mer du Nord avec une force de quatre. Comme elle a été délogée par une troisième puissance et non par son adversaire du face-à-face, le mouvement français empêche toujours l&apos;armée autrichienne d&apos;entrer en Hollande.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="316"/>
        <source>Saved only by the opponent&apos;s own support</source>
        <extracomment>6.E.6 title</extracomment>
        <translation>Sauvée seulement par le propre soutien de l&apos;adversaire</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="318"/>
        <source>France helps the German fleet into the North Sea against its own fleet. That help does not count against France, so the French fleet is not dislodged, and it still blocks the Austrian army from Holland.</source>
        <extracomment>6.E.6 description</extracomment>
        <translation>La France aide la flotte allemande à entrer en Mer du Nord contre sa propre flotte. Cette aide ne compte pas contre la France&#xa0;: la flotte française n&apos;est pas délogée, et elle empêche toujours l&apos;armée autrichienne d&apos;entrer en Hollande.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="320"/>
        <source>A beleaguered garrison</source>
        <extracomment>6.E.7 title</extracomment>
        <translation>Une garnison assiégée</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="322"/>
        <source>German and Russian fleets each attack the English fleet in the North Sea with strength two. They prevent each other, England&apos;s own support cannot be used against its fleet, and the garrison survives.</source>
        <extracomment>6.E.7 description</extracomment>
        <translation>Des flottes allemande et russe attaquent chacune la flotte anglaise de la Mer du Nord avec une force de deux. Elles s&apos;empêchent mutuellement, le propre soutien de l&apos;Angleterre ne peut pas être utilisé contre sa flotte, et la garnison survit.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="324"/>
        <source>A beleaguered garrison in a head-to-head</source>
        <extracomment>6.E.8 title</extracomment>
        <translation>Une garnison assiégée dans un face-à-face</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="326"/>
        <source>German and Russian fleets each attack the English fleet in the North Sea with strength two, and that fleet tries to move to Norway, meeting the Russian fleet head to head. Nobody gains: every move fails and everyone stays.</source>
        <extracomment>6.E.8 description</extracomment>
        <translation>Des flottes allemande et russe attaquent chacune la flotte anglaise de la Mer du Nord avec une force de deux, et cette flotte tente d&apos;aller en Norvège, rencontrant la flotte russe en face-à-face. Personne ne gagne&#xa0;: tous les mouvements échouent et tout le monde reste.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="328"/>
        <source>The garrison leaves and the stronger attacker enters</source>
        <extracomment>6.E.9 title</extracomment>
        <translation>La garnison part et l&apos;attaquant le plus fort entre</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="330"/>
        <source>The English fleet leaves the North Sea for the Norwegian Sea. With the province empty, England&apos;s support for the Russian fleet now counts, and Russia enters the North Sea.</source>
        <extracomment>6.E.9 description</extracomment>
        <translation>La flotte anglaise quitte la Mer du Nord pour la Mer de Norvège. La province étant vide, le soutien de l&apos;Angleterre à la flotte russe compte désormais, et la Russie entre en Mer du Nord.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="332"/>
        <source>A garrison caught in a failed rotation</source>
        <extracomment>6.E.10 title</extracomment>
        <translation>Une garnison prise dans une rotation ratée</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="334"/>
        <source>The North Sea fleet tries to go round through Denmark and Heligoland, but that circle is broken by the attack on the North Sea. The rotation fails and the garrison stays put.</source>
        <extracomment>6.E.10 description</extracomment>
        <translation>La flotte de la Mer du Nord tente de faire le tour par le Danemark et la Baie d&apos;Héligoland, mais ce cercle est rompu par l&apos;attaque contre la Mer du Nord. La rotation échoue et la garnison reste en place.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="336"/>
        <source>An adjacent swap by convoy beats a third army</source>
        <extracomment>6.E.11 title</extracomment>
        <translation>Un échange entre voisins par convoi l&apos;emporte sur une troisième armée</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="338"/>
        <source>The French army goes from Spain to Portugal by convoy while the Italian fleet from Portugal enters Spain. Convoyed units do not meet head to head, so they swap, and the German army from Gascony is kept out.</source>
        <extracomment>6.E.11 description</extracomment>
        <translation>L&apos;armée française va d&apos;Espagne au Portugal par convoi tandis que la flotte italienne du Portugal entre en Espagne. Les unités convoyées ne s&apos;affrontent pas en face-à-face, elles s&apos;échangent donc, et l&apos;armée allemande venue de Gascogne est tenue à l&apos;écart.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="340"/>
        <source>Supporting an attack on your own unit can still block</source>
        <extracomment>6.E.12 title</extracomment>
        <translation>Soutenir une attaque contre sa propre unité peut quand même bloquer</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="342"/>
        <source>Austria supports an Italian attack on its own army in Budapest. The support does not help dislodge the Austrian army, but it still makes the Italian attack strong enough to stop the Russian attack on Budapest.</source>
        <extracomment>6.E.12 description</extracomment>
        <translation>L&apos;Autriche soutient une attaque italienne contre sa propre armée à Budapest. Le soutien n&apos;aide pas à déloger l&apos;armée autrichienne, mais il rend quand même l&apos;attaque italienne assez forte pour arrêter l&apos;attaque russe sur Budapest.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="344"/>
        <source>Three equal attackers, one garrison</source>
        <extracomment>6.E.13 title</extracomment>
        <translation>Trois attaquants égaux, une garnison</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="346"/>
        <source>English, French and Russian fleets each attack the German fleet in the North Sea with strength two. They cancel each other out, and the German fleet stays.</source>
        <extracomment>6.E.13 description</extracomment>
        <translation>Les flottes anglaise, française et russe attaquent chacune la flotte allemande en Mer du Nord avec une force de deux. Elles s&apos;annulent mutuellement, et la flotte allemande reste.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="348"/>
        <source>An illegal move still holds its ground</source>
        <extracomment>6.E.14 title</extracomment>
        <translation>Un mouvement illégal tient quand même sa position</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="350"/>
        <source>The Russian fleet in Edinburgh is sent to Liverpool, which it cannot reach. The order is ignored and the fleet holds, which is enough to stop the unsupported English army from Liverpool.</source>
        <extracomment>6.E.14 description</extracomment>
        <translation>La flotte russe d&apos;Édimbourg est envoyée à Liverpool, qu&apos;elle ne peut pas atteindre. L&apos;ordre est ignoré et la flotte tient, ce qui suffit à arrêter l&apos;armée anglaise de Liverpool, qui n&apos;est pas soutenue.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="352"/>
        <source>The friendly head-to-head</source>
        <extracomment>6.E.15 title</extracomment>
        <translation>Le face-à-face entre amis</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="354"/>
        <source>England and Russia attack Kiel and Berlin, while the German and French armies in those two places try to swap with equal support. Every battle is balanced, and nobody moves.</source>
        <extracomment>6.E.15 description</extracomment>
        <translation>L&apos;Angleterre et la Russie attaquent Kiel et Berlin, tandis que les armées allemande et française qui s&apos;y trouvent tentent de s&apos;échanger avec un soutien égal. Chaque combat est équilibré, et personne ne bouge.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="356"/>
        <source>Fleets on the coast cannot convoy</source>
        <extracomment>6.F.1 title</extracomment>
        <translation>Les flottes sur la côte ne peuvent pas convoyer</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="358"/>
        <source>Turkey tries to carry an army from Greece to Sevastopol through the Aegean, Constantinople and the Black Sea. A fleet in a coastal province is no part of a sea route, so there is no convoy and the army stays.</source>
        <extracomment>6.F.1 description</extracomment>
        <translation>La Turquie tente de transporter une armée de Grèce à Sébastopol par la Mer Égée, Constantinople et la Mer Noire. Une flotte dans une province côtière ne fait partie d&apos;aucune route maritime : il n&apos;y a donc pas de convoi et l&apos;armée reste.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="360"/>
        <source>A convoyed army can bounce</source>
        <extracomment>6.F.2 title</extracomment>
        <translation>Une armée convoyée peut rebondir</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="362"/>
        <source>The English army crosses the Channel to Brest while a French army from Paris also moves there. Arriving by sea gives no advantage: equal strength, a bounce, and both stay home.</source>
        <extracomment>6.F.2 description</extracomment>
        <translation>L&apos;armée anglaise traverse la Manche vers Brest tandis qu&apos;une armée française de Paris s&apos;y rend aussi. Arriver par la mer ne donne aucun avantage : forces égales, rebond, et les deux restent sur place.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="364"/>
        <source>A convoyed army can be supported</source>
        <extracomment>6.F.3 title</extracomment>
        <translation>Une armée convoyée peut être soutenue</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="366"/>
        <source>An English army crosses the Channel to Brest with support from the English fleet in the Mid-Atlantic, while a French army from Paris moves there too. The convoyed army has strength two, beats the French army, and lands in Brest.</source>
        <extracomment>6.F.3 description</extracomment>
        <translation>Une armée anglaise traverse la Manche vers Brest avec le soutien de la flotte anglaise de l&apos;Océan Atlantique moyen, tandis qu&apos;une armée française de Paris s&apos;y rend aussi. L&apos;armée convoyée a une force de deux, bat l&apos;armée française et débarque à Brest.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="368"/>
        <source>Attacking a convoy fleet is not enough</source>
        <extracomment>6.F.4 title</extracomment>
        <translation>Attaquer une flotte qui convoie ne suffit pas</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="370"/>
        <source>Germany attacks the North Sea fleet that carries an English army to Holland, but does not dislodge it. A convoy is broken only when a fleet of it is dislodged, so the army arrives.</source>
        <extracomment>6.F.4 description</extracomment>
        <translation>L&apos;Allemagne attaque la flotte de la Mer du Nord qui transporte une armée anglaise vers la Hollande, mais ne la déloge pas. Un convoi n&apos;est rompu que si l&apos;une de ses flottes est délogée : l&apos;armée arrive donc.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="372"/>
        <source>A besieged fleet still convoys</source>
        <extracomment>6.F.5 title</extracomment>
        <translation>Une flotte assiégée convoie toujours</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="374"/>
        <source>French and German fleets both attack the convoying North Sea fleet with strength two. They stop each other, the fleet stays, and the English army lands in Holland.</source>
        <extracomment>6.F.5 description</extracomment>
        <translation>Les flottes française et allemande attaquent toutes deux la flotte qui convoie en Mer du Nord avec une force de deux. Elles s&apos;arrêtent mutuellement, la flotte reste, et l&apos;armée anglaise débarque en Hollande.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="376"/>
        <source>A failed convoy cuts no support</source>
        <extracomment>6.F.6 title</extracomment>
        <translation>Un convoi raté ne coupe aucun soutien</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="378"/>
        <source>Germany dislodges the North Sea fleet, so the English army never reaches Holland. An army that does not arrive cannot cut the support given from Holland, and the French attack on Belgium fails.</source>
        <extracomment>6.F.6 description</extracomment>
        <translation>L&apos;Allemagne déloge la flotte de la Mer du Nord : l&apos;armée anglaise n&apos;atteint donc jamais la Hollande. Une armée qui n&apos;arrive pas ne peut pas couper le soutien donné depuis la Hollande, et l&apos;attaque française sur la Belgique échoue.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="380"/>
        <source>A failed convoy leaves its target empty</source>
        <extracomment>6.F.7 title</extracomment>
        <translation>Un convoi raté laisse sa cible vide</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="382"/>
        <source>The North Sea fleet is dislodged and the army it carried stays in London. Because that army never contested Holland, the dislodged fleet may later retreat there.</source>
        <extracomment>6.F.7 description</extracomment>
        <translation>La flotte de la Mer du Nord est délogée et l&apos;armée qu&apos;elle transportait reste à Londres. Comme cette armée n&apos;a jamais disputé la Hollande, la flotte délogée peut ensuite y retraiter.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="384"/>
        <source>A failed convoy bounces nobody</source>
        <extracomment>6.F.8 title</extracomment>
        <translation>Un convoi raté ne fait rebondir personne</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="386"/>
        <source>The convoy to Holland is broken, and a German army from Belgium moves to Holland as well. The English army never arrives to fight, so the German army walks in.</source>
        <extracomment>6.F.8 description</extracomment>
        <translation>Le convoi vers la Hollande est rompu, et une armée allemande de Belgique se rend aussi en Hollande. L&apos;armée anglaise n&apos;arrive jamais pour combattre : l&apos;armée allemande entre donc sans peine.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="388"/>
        <source>Two routes: one broken, one left</source>
        <extracomment>6.F.9 title</extracomment>
        <translation>Deux routes : l&apos;une rompue, l&apos;autre intacte</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="390"/>
        <source>England convoys through both the Channel and the North Sea, and France dislodges the Channel fleet. Under the DATC preference the North Sea route is enough, and the army reaches Belgium.</source>
        <extracomment>6.F.9 description</extracomment>
        <translation>L&apos;Angleterre convoie à la fois par la Manche et par la Mer du Nord, et la France déloge la flotte de la Manche. Selon la préférence du DATC, la route par la Mer du Nord suffit, et l&apos;armée atteint la Belgique.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="392"/>
        <source>A foreign fleet on one route</source>
        <extracomment>6.F.10 title</extracomment>
        <translation>Une flotte étrangère sur une route</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="394"/>
        <source>A German fleet in the Channel also convoys the English army and is dislodged by France. The English route through the North Sea still stands, so the army lands in Belgium.</source>
        <extracomment>6.F.10 description</extracomment>
        <translation>Une flotte allemande dans la Manche convoie aussi l&apos;armée anglaise et est délogée par la France. La route anglaise par la Mer du Nord tient toujours : l&apos;armée débarque donc en Belgique.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="396"/>
        <source>Carried only by foreign fleets</source>
        <extracomment>6.F.11 title</extracomment>
        <translation>Transportée uniquement par des flottes étrangères</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="398"/>
        <source>The English army is convoyed by a German and a Russian fleet, and the German one is dislodged. One unbroken route is enough: the army arrives in Belgium.</source>
        <extracomment>6.F.11 description</extracomment>
        <translation>L&apos;armée anglaise est convoyée par une flotte allemande et une flotte russe, et l&apos;allemande est délogée. Une seule route intacte suffit : l&apos;armée arrive en Belgique.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="400"/>
        <source>A dislodged fleet that was never needed</source>
        <extracomment>6.F.12 title</extracomment>
        <translation>Une flotte délogée dont on n&apos;a jamais eu besoin</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="402"/>
        <source>England also orders its fleet in the Irish Sea to convoy, and France dislodges it. The army goes through the Channel anyway, so losing a fleet off the route changes nothing.</source>
        <extracomment>6.F.12 description</extracomment>
        <translation>L&apos;Angleterre ordonne aussi à sa flotte de la Mer d&apos;Irlande de convoyer, et la France la déloge. L&apos;armée passe de toute façon par la Manche : perdre une flotte hors de la route ne change donc rien.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="404"/>
        <source>Two routes through two powers</source>
        <extracomment>6.F.13 title</extracomment>
        <translation>Deux routes par deux puissances</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="406"/>
        <source>The English army can cross by the English North Sea fleet or the French Channel fleet. Germany dislodges the North Sea fleet, the Channel route remains, and the army reaches Belgium.</source>
        <extracomment>6.F.13 description</extracomment>
        <translation>L&apos;armée anglaise peut traverser grâce à la flotte anglaise de la Mer du Nord ou à la flotte française de la Manche. L&apos;Allemagne déloge la flotte de la Mer du Nord, la route par la Manche demeure, et l&apos;armée atteint la Belgique.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="408"/>
        <source>The simple convoy paradox</source>
        <extracomment>6.F.14 title</extracomment>
        <translation>Le paradoxe simple du convoi</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="410"/>
        <source>A French army convoyed from Brest attacks London, whose fleet supports an attack on the convoying fleet. If the army cut that support the convoy would survive, and if not it would fail. The 1971, 1982, 2000 and Szykman rules agree: the support is not cut, the Channel fleet is dislodged and the army stays. Only the &apos;All Hold&apos; rule (4.A.2 d) differs: every move of the paradox fails and nothing moves.</source>
        <extracomment>6.F.14 description</extracomment>
        <translation>Une armée française convoyée depuis Brest attaque Londres, dont la flotte soutient une attaque contre la flotte qui convoie. Si l&apos;armée coupait ce soutien, le convoi survivrait&#xa0;; sinon, il échouerait. Les règles de 1971, 1982, 2000 et de Szykman s&apos;accordent&#xa0;: le soutien n&apos;est pas coupé, la flotte de la Manche est délogée et l&apos;armée reste. Seule la règle «&#xa0;tous tiennent&#xa0;» (4.A.2 d) diffère&#xa0;: chaque mouvement du paradoxe échoue et rien ne bouge.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="676"/>
        <source>adjacent convoy</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>convoi vers une province voisine</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="678"/>
        <source>beleaguered garrison</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>garnison assiégée</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="680"/>
        <source>build</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>construction</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="682"/>
        <source>circular movement</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>mouvement circulaire</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="684"/>
        <source>civil disorder</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>désordre civil</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="686"/>
        <source>coast</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>côte</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="688"/>
        <source>convoy</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>convoi</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="690"/>
        <source>convoy paradox</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>paradoxe du convoi</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="692"/>
        <source>convoy route</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>route de convoi</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="694"/>
        <source>disband</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>dissolution</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="696"/>
        <source>dislodgement</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>délogement</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="698"/>
        <source>foreign convoy</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>convoi étranger</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="700"/>
        <source>head-to-head</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>face-à-face</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="702"/>
        <source>hold</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>tenir</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="704"/>
        <source>illegal order</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>ordre illégal</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="706"/>
        <source>nationality</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>nationalité</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="708"/>
        <source>order notation</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>notation des ordres</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="710"/>
        <source>removal</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>retrait</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="712"/>
        <source>retreat</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>retraite</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="714"/>
        <source>self-dislodgement</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>auto-délogement</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="716"/>
        <source>standoff</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>blocage</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="718"/>
        <source>strength</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>force</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="720"/>
        <source>support</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>soutien</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="722"/>
        <source>support cut</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>soutien coupé</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="724"/>
        <source>swap</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>échange</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="726"/>
        <source>unit type</source>
        <extracomment>a lesson&apos;s topic, a word or two that the library&apos;s search finds</extracomment>
        <translation>type d&apos;unité</translation>
    </message>
    <message>
        <source>A French army convoyed from Brest attacks London, whose fleet supports an attack on the convoying fleet. If the army cut that support the convoy would survive, and if not it would fail. Every rule agrees: the support is not cut, the Channel fleet is dislodged and the army stays.</source>
        <extracomment>6.F.14 description</extracomment>
        <translation type="vanished">Une armée française convoyée depuis Brest attaque Londres, dont la flotte soutient une attaque contre la flotte qui convoie. Si l&apos;armée coupait ce soutien, le convoi survivrait ; sinon, il échouerait. Toutes les règles s&apos;accordent : le soutien n&apos;est pas coupé, la flotte de la Manche est délogée et l&apos;armée reste.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="412"/>
        <source>The simple paradox with a second convoy</source>
        <extracomment>6.F.15 title</extracomment>
        <translation>Le paradoxe simple avec un second convoi</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="414"/>
        <source>A French army convoyed from Brest attacks London, whose fleet supports an attack on the convoying fleet, and an Italian army is convoyed from North Africa into Wales. The London support holds, the English fleet leaves Wales for the Channel, and the Italian army lands in the empty Wales.</source>
        <extracomment>6.F.15 description</extracomment>
        <translation>Une armée française convoyée depuis Brest attaque Londres, dont la flotte soutient une attaque contre la flotte qui convoie, et une armée italienne est convoyée d&apos;Afrique du Nord au Pays de Galles. Le soutien de Londres tient, la flotte anglaise quitte le Pays de Galles pour la Manche, et l&apos;armée italienne débarque dans le Pays de Galles laissé vide.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="416"/>
        <source>Pandin&apos;s paradox</source>
        <extracomment>6.F.16 title</extracomment>
        <translation>Le paradoxe de Pandin</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="418"/>
        <source>England and Germany both attack the convoying Channel fleet with strength two while the convoyed army threatens London. Under the DATC preference the paradox is settled by the convoy failing: London&apos;s support stands, the two attacks bounce, and nothing moves.</source>
        <extracomment>6.F.16 description</extracomment>
        <translation>L&apos;Angleterre et l&apos;Allemagne attaquent toutes deux la flotte qui convoie dans la Manche avec une force de deux, tandis que l&apos;armée convoyée menace Londres. Selon la préférence du DATC, le paradoxe se règle par l&apos;échec du convoi : le soutien de Londres tient, les deux attaques rebondissent, et rien ne bouge.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="420"/>
        <source>Pandin&apos;s paradox extended</source>
        <extracomment>6.F.17 title</extracomment>
        <translation>Le paradoxe de Pandin étendu</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="422"/>
        <source>France now supports its convoyed army into London from Yorkshire, so it could dislodge the London fleet. The DATC preference still treats the convoy as the cause of the paradox and lets it fail; nothing moves.</source>
        <extracomment>6.F.17 description</extracomment>
        <translation>La France soutient maintenant depuis le Yorkshire son armée convoyée vers Londres, si bien qu&apos;elle pourrait déloger la flotte de Londres. La préférence du DATC considère toujours le convoi comme la cause du paradoxe et le fait échouer ; rien ne bouge.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="424"/>
        <source>The betrayal paradox</source>
        <extracomment>6.F.18 title</extracomment>
        <translation>Le paradoxe de la trahison</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="426"/>
        <source>France supports the English convoying fleet in the North Sea, while England&apos;s convoyed army attacks Belgium, the supporter. Under the DATC preference the paradoxical convoy fails, Belgium&apos;s support holds, and nothing moves.</source>
        <extracomment>6.F.18 description</extracomment>
        <translation>La France soutient la flotte anglaise qui convoie en Mer du Nord, tandis que l&apos;armée convoyée de l&apos;Angleterre attaque la Belgique, d&apos;où vient ce soutien. Selon la préférence du DATC, le convoi paradoxal échoue, le soutien de la Belgique tient, et rien ne bouge.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="428"/>
        <source>Two routes and a paradox</source>
        <extracomment>6.F.19 title</extracomment>
        <translation>Deux routes et un paradoxe</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="430"/>
        <source>A French army can reach Naples through the Tyrrhenian or the Ionian Sea, and Naples supports an attack on the Tyrrhenian fleet. The Ionian route alone carries the army, so it cuts the support and the Tyrrhenian fleet survives; the army itself bounces at Naples.</source>
        <extracomment>6.F.19 description</extracomment>
        <translation>Une armée française peut atteindre Naples par la Mer Tyrrhénienne ou par la Mer Ionienne, et Naples soutient une attaque contre la flotte de la Mer Tyrrhénienne. La route ionienne suffit à transporter l&apos;armée : celle-ci coupe donc le soutien et la flotte tyrrhénienne survit ; l&apos;armée elle-même rebondit à Naples.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="432"/>
        <source>An unwanted second route</source>
        <extracomment>6.F.20 title</extracomment>
        <translation>Une seconde route non désirée</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="434"/>
        <source>Italy convoys the French army through the Ionian Sea as well, hoping to protect its Naples support. The French route through the Tyrrhenian works without it, the army cuts the support, and the Turkish fleet dislodges the Ionian fleet.</source>
        <extracomment>6.F.20 description</extracomment>
        <translation>L&apos;Italie convoie elle aussi l&apos;armée française par la Mer Ionienne, en espérant protéger son soutien de Naples. La route française par la Mer Tyrrhénienne fonctionne sans elle, l&apos;armée coupe le soutien, et la flotte turque déloge la flotte de la Mer Ionienne.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="436"/>
        <source>Dad&apos;s army convoy</source>
        <extracomment>6.F.21 title</extracomment>
        <translation>Le convoi de « Dad&apos;s Army »</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="438"/>
        <source>Russia convoys an army from Norway into Clyde, whose English fleet supports the convoying fleet in the North Atlantic. The Russian army cuts that support and takes Clyde, France dislodges the North Atlantic fleet, and the English convoy fails.</source>
        <extracomment>6.F.21 description</extracomment>
        <translation>La Russie convoie une armée de Norvège vers Clyde, dont la flotte anglaise soutient la flotte qui convoie dans l&apos;Océan Atlantique nord. L&apos;armée russe coupe ce soutien et prend Clyde, la France déloge la flotte de l&apos;Océan Atlantique nord, et le convoi anglais échoue.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="440"/>
        <source>A second-order paradox with two outcomes</source>
        <extracomment>6.F.22 title</extracomment>
        <translation>Un paradoxe du second ordre à deux issues</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="442"/>
        <source>Two convoys each threaten the support that would break the other. Under the DATC preference both paradoxical convoys fail, so England takes the North Sea and Germany the Channel, dislodging both convoying fleets.</source>
        <extracomment>6.F.22 description</extracomment>
        <translation>Deux convois menacent chacun le soutien qui romprait l&apos;autre. Selon la préférence du DATC, les deux convois paradoxaux échouent : l&apos;Angleterre prend donc la Mer du Nord et l&apos;Allemagne la Manche, en délogeant les deux flottes qui convoient.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="444"/>
        <source>A second-order paradox with two exclusive convoys</source>
        <extracomment>6.F.23 title</extracomment>
        <translation>Un paradoxe du second ordre avec deux convois exclusifs</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="446"/>
        <source>Two convoys could each succeed only if the other fails. The DATC preference lets both convoys fail; the supports stand and no move succeeds.</source>
        <extracomment>6.F.23 description</extracomment>
        <translation>Deux convois ne pourraient chacun réussir que si l&apos;autre échoue. La préférence du DATC fait échouer les deux convois ; les soutiens tiennent et aucun mouvement ne réussit.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="448"/>
        <source>A second-order paradox without resolution</source>
        <extracomment>6.F.24 title</extracomment>
        <translation>Un paradoxe du second ordre sans solution</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="450"/>
        <source>Two convoys cut each other&apos;s protection in a loop that no outcome settles. Under the DATC preference both convoys fail, England dislodges the Russian fleet in the North Sea, and the rest holds.</source>
        <extracomment>6.F.24 description</extracomment>
        <translation>Deux convois coupent mutuellement leur protection dans une boucle qu&apos;aucune issue ne règle. Selon la préférence du DATC, les deux convois échouent, l&apos;Angleterre déloge la flotte russe de la Mer du Nord, et le reste tient.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="452"/>
        <source>A support cut at the last moment</source>
        <extracomment>6.F.25 title</extracomment>
        <translation>Un soutien coupé au dernier moment</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="454"/>
        <source>Several convoys and supports depend on one another, but no real paradox remains: German and English convoyed armies land in Norway and Holland, and each cuts a support on arrival. The result is found step by step.</source>
        <extracomment>6.F.25 description</extracomment>
        <translation>Plusieurs convois et soutiens dépendent les uns des autres, mais il ne reste aucun vrai paradoxe : des armées convoyées allemande et anglaise débarquent en Norvège et en Hollande, et chacune coupe un soutien à son arrivée. Le résultat s&apos;obtient pas à pas.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="456"/>
        <source>Two armies swap with a convoy</source>
        <extracomment>6.G.1 title</extracomment>
        <translation>Deux armées s&apos;échangent grâce à un convoi</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="458"/>
        <source>England orders its fleet in the Skagerrak to convoy the army from Norway to Sweden while the Russian army goes the other way. The convoy means the armies never meet on the border, so they swap places.</source>
        <extracomment>6.G.1 description</extracomment>
        <translation>L&apos;Angleterre ordonne à sa flotte du Skagerrak de convoyer l&apos;armée de Norvège vers la Suède tandis que l&apos;armée russe fait le chemin inverse. Grâce au convoi, les armées ne se rencontrent jamais à la frontière : elles échangent donc leurs places.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="460"/>
        <source>No kidnapping an army</source>
        <extracomment>6.G.2 title</extracomment>
        <translation>Pas d&apos;enlèvement d&apos;armée</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="462"/>
        <source>A German fleet offers to convoy the English army from Norway to Sweden, which England never asked for. Under the DATC preference a foreign convoy shows no English intent, so the army goes by land and bounces head to head with the Russian fleet.</source>
        <extracomment>6.G.2 description</extracomment>
        <translation>Une flotte allemande propose de convoyer l&apos;armée anglaise de Norvège vers la Suède, ce que l&apos;Angleterre n&apos;a jamais demandé. Selon la préférence du DATC, un convoi étranger ne montre aucune intention anglaise : l&apos;armée passe donc par la terre et rebondit en face-à-face contre la flotte russe.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="464"/>
        <source>An unwanted convoy that fails</source>
        <extracomment>6.G.3 title</extracomment>
        <translation>Un convoi non désiré qui échoue</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="466"/>
        <source>England orders its Channel fleet to convoy the French army from Picardy to Belgium, and France dislodges that fleet. France never wanted the convoy; its army takes the land route and arrives in Belgium.</source>
        <extracomment>6.G.3 description</extracomment>
        <translation>L&apos;Angleterre ordonne à sa flotte de la Manche de convoyer l&apos;armée française de Picardie vers la Belgique, et la France déloge cette flotte. La France n&apos;a jamais voulu ce convoi ; son armée prend la route terrestre et arrive en Belgique.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="468"/>
        <source>An unwanted convoy in a swap</source>
        <extracomment>6.G.4 title</extracomment>
        <translation>Un convoi non désiré dans un échange</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="470"/>
        <source>England orders its Channel fleet to convoy the French army from Picardy to Belgium, while the English army in Belgium moves to Picardy. The French army goes by land, so the two armies meet head to head; with support from Burgundy, France wins and dislodges the English army.</source>
        <extracomment>6.G.4 description</extracomment>
        <translation>L&apos;Angleterre ordonne à sa flotte de la Manche de convoyer l&apos;armée française de Picardie vers la Belgique, tandis que l&apos;armée anglaise de Belgique se rend en Picardie. L&apos;armée française passe par la terre, les deux armées s&apos;affrontent donc en face-à-face ; avec le soutien de la Bourgogne, la France l&apos;emporte et déloge l&apos;armée anglaise.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="472"/>
        <source>Swapping with the other side&apos;s convoy</source>
        <extracomment>6.G.5 title</extracomment>
        <translation>S&apos;échanger grâce au convoi de l&apos;autre camp</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="474"/>
        <source>Italy&apos;s army in Rome moves to Apulia, and Turkey convoys its army from Apulia to Rome with its own fleet. The Turkish army goes by sea, so the two do not collide and they swap.</source>
        <extracomment>6.G.5 description</extracomment>
        <translation>L&apos;armée italienne de Rome se rend en Apulie, et la Turquie convoie son armée d&apos;Apulie vers Rome avec sa propre flotte. L&apos;armée turque passe par la mer : les deux ne se heurtent donc pas et s&apos;échangent.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="476"/>
        <source>Swapping with intent it did not need</source>
        <extracomment>6.G.6 title</extracomment>
        <translation>S&apos;échanger avec une intention superflue</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="478"/>
        <source>England orders its Channel fleet to convoy its army from Liverpool to Edinburgh, though the only real route runs through Russian fleets. That order shows England meant a convoy, so the army sails and swaps with the German army.</source>
        <extracomment>6.G.6 description</extracomment>
        <translation>L&apos;Angleterre ordonne à sa flotte de la Manche de convoyer son armée de Liverpool vers Édimbourg, bien que la seule vraie route passe par des flottes russes. Cet ordre montre que l&apos;Angleterre voulait un convoi : l&apos;armée part donc par la mer et s&apos;échange avec l&apos;armée allemande.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="480"/>
        <source>Swapping with illegal intent</source>
        <extracomment>6.G.7 title</extracomment>
        <translation>S&apos;échanger avec une intention illégale</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="482"/>
        <source>Russia orders a fleet in the Gulf of Bothnia to convoy its army from Sweden to Norway, but that fleet is on no route. The illegal order shows no intent, the army goes by land, and it bounces against the English fleet coming the other way.</source>
        <extracomment>6.G.7 description</extracomment>
        <translation>La Russie ordonne à une flotte du Golfe de Botnie de convoyer son armée de Suède vers la Norvège, mais cette flotte n&apos;est sur aucune route. L&apos;ordre illégal ne montre aucune intention : l&apos;armée passe par la terre et rebondit contre la flotte anglaise qui vient en sens inverse.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="484"/>
        <source>A convoy ordered where no fleet sails</source>
        <extracomment>6.G.8 title</extracomment>
        <translation>Un convoi ordonné là où aucune flotte ne navigue</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="486"/>
        <source>The French army in Belgium is ordered to Holland via convoy, but no fleet convoys it. Under the DATC preference it does not fall back on the land route, so it stays in Belgium.</source>
        <extracomment>6.G.8 description</extracomment>
        <translation>L&apos;armée française de Belgique reçoit l&apos;ordre d&apos;aller en Hollande « via convoy », mais aucune flotte ne la convoie. Selon la préférence du DATC, elle ne se rabat pas sur la route terrestre : elle reste donc en Belgique.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="488"/>
        <source>Swapped, not dislodged</source>
        <extracomment>6.G.9 title</extracomment>
        <translation>Échangée, pas délogée</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="490"/>
        <source>England convoys its army from Norway to Sweden with its own fleet and supports it from Finland. The armies do not meet head to head, so instead of dislodging the Russian army the English army simply swaps with it.</source>
        <extracomment>6.G.9 description</extracomment>
        <translation>L&apos;Angleterre convoie son armée de Norvège vers la Suède avec sa propre flotte et la soutient depuis la Finlande. Les armées ne s&apos;affrontent pas en face-à-face : au lieu de déloger l&apos;armée russe, l&apos;armée anglaise s&apos;échange donc simplement avec elle.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="492"/>
        <source>Convoyed past a head-to-head</source>
        <extracomment>6.G.10 title</extracomment>
        <translation>Convoyée par-dessus un face-à-face</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="494"/>
        <source>The English army goes to Sweden by convoy while the Russian army from Sweden and a French fleet both try for Norway. The Russian army bounces, is dislodged by the strong English army, and still keeps the French fleet out because there was no head-to-head.</source>
        <extracomment>6.G.10 description</extracomment>
        <translation>L&apos;armée anglaise se rend en Suède par convoi tandis que l&apos;armée russe de Suède et une flotte française tentent toutes deux d&apos;entrer en Norvège. L&apos;armée russe rebondit, est délogée par l&apos;armée anglaise, plus forte, et tient pourtant la flotte française à l&apos;écart, car il n&apos;y a pas eu de face-à-face.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="496"/>
        <source>A convoy to a neighbour with its fleet lost</source>
        <extracomment>6.G.11 title</extracomment>
        <translation>Un convoi vers une province voisine dont la flotte est perdue</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="498"/>
        <source>Russia convoys an army from Sweden to the adjacent Norway through the Skagerrak, and England dislodges that fleet. The convoy fails and, under the DATC preference, the army does not walk instead.</source>
        <extracomment>6.G.11 description</extracomment>
        <translation>La Russie convoie une armée de Suède vers la Norvège voisine par le Skagerrak, et l&apos;Angleterre déloge cette flotte. Le convoi échoue et, selon la préférence du DATC, l&apos;armée ne passe pas par la terre à la place.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="500"/>
        <source>Swapping with two convoys</source>
        <extracomment>6.G.12 title</extracomment>
        <translation>S&apos;échanger avec deux convois</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="502"/>
        <source>The English army in Liverpool and the German army in Edinburgh are both ordered via convoy, each with its own fleets. Both convoys work and the armies swap places.</source>
        <extracomment>6.G.12 description</extracomment>
        <translation>L&apos;armée anglaise de Liverpool et l&apos;armée allemande d&apos;Édimbourg reçoivent toutes deux un ordre « via convoy », chacune avec ses propres flottes. Les deux convois fonctionnent et les armées échangent leurs places.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="504"/>
        <source>A convoyed attack does not cut support against itself</source>
        <extracomment>6.G.13 title</extracomment>
        <translation>Une attaque convoyée ne coupe pas un soutien contre elle-même</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="506"/>
        <source>The Austrian army in Trieste attacks Venice by convoy; Venice supports an attack on Trieste. Under the DATC preference the army still attacks from Trieste, so it cannot cut that support, and Italy dislodges it.</source>
        <extracomment>6.G.13 description</extracomment>
        <translation>L&apos;armée autrichienne de Trieste attaque Venise par convoi ; Venise soutient une attaque contre Trieste. Selon la préférence du DATC, l&apos;armée attaque toujours depuis Trieste : elle ne peut donc pas couper ce soutien, et l&apos;Italie la déloge.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="508"/>
        <source>A dislodged convoyed army still bounces</source>
        <extracomment>6.G.14 title</extracomment>
        <translation>Une armée convoyée délogée fait quand même rebondir</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="510"/>
        <source>The Russian army in Sweden goes to Norway by convoy and bounces with a French fleet while England dislodges it. The armies did not meet head to head, so the dislodged Russian army still keeps the French fleet out of Norway.</source>
        <extracomment>6.G.14 description</extracomment>
        <translation>L&apos;armée russe de Suède se rend en Norvège par convoi et rebondit contre une flotte française tandis que l&apos;Angleterre la déloge. Les armées ne se sont pas affrontées en face-à-face : l&apos;armée russe délogée tient donc toujours la flotte française hors de Norvège.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="512"/>
        <source>Two convoys, one dislodged army</source>
        <extracomment>6.G.15 title</extracomment>
        <translation>Deux convois, une armée délogée</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="514"/>
        <source>English and French armies cross the Channel both ways by convoy and England&apos;s is supported. England takes Belgium and dislodges the French army, which had bounced with the English army from Yorkshire; that bounce still stands, so London stays empty.</source>
        <extracomment>6.G.15 description</extracomment>
        <translation>Des armées anglaise et française traversent la Manche dans les deux sens par convoi, et celle de l&apos;Angleterre est soutenue. L&apos;Angleterre prend la Belgique et déloge l&apos;armée française, qui avait rebondi contre l&apos;armée anglaise du Yorkshire ; ce rebond tient toujours, et Londres reste donc vide.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="516"/>
        <source>Convoy on one side of the swap</source>
        <extracomment>6.G.16 title</extracomment>
        <translation>Un convoi d&apos;un côté de l&apos;échange</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="518"/>
        <source>The English army walks from Norway to Sweden while the Russian army sails the other way by convoy. Because one of them is convoyed there is no head-to-head: they swap, and the English fleet from the North Sea bounces out of Norway.</source>
        <extracomment>6.G.16 description</extracomment>
        <translation>L&apos;armée anglaise va à pied de Norvège en Suède tandis que l&apos;armée russe fait le chemin inverse par convoi. Comme l&apos;une d&apos;elles est convoyée, il n&apos;y a pas de face-à-face : elles s&apos;échangent, et la flotte anglaise de la Mer du Nord rebondit et reste hors de Norvège.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="520"/>
        <source>Convoy on the other side of the swap</source>
        <extracomment>6.G.17 title</extracomment>
        <translation>Un convoi de l&apos;autre côté de l&apos;échange</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="522"/>
        <source>The English army sails from Norway to Sweden by convoy while the Russian army walks the other way. Because one of them is convoyed there is no head-to-head: the armies swap, and the English fleet from the North Sea is kept out of Norway.</source>
        <extracomment>6.G.17 description</extracomment>
        <translation>L&apos;armée anglaise passe de Norvège en Suède par convoi tandis que l&apos;armée russe fait le chemin inverse à pied. Comme l&apos;une d&apos;elles est convoyée, il n&apos;y a pas de face-à-face : les armées s&apos;échangent, et la flotte anglaise de la Mer du Nord est tenue hors de Norvège.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="524"/>
        <source>Both armies convoyed, with a follower</source>
        <extracomment>6.G.18 title</extracomment>
        <translation>Les deux armées convoyées, avec une suiveuse</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="526"/>
        <source>English and French armies swap between London and Belgium, each helped by its own convoying fleet. They arrive, and the English army from Yorkshire that hoped to follow into London bounces against the supported French army.</source>
        <extracomment>6.G.18 description</extracomment>
        <translation>Des armées anglaise et française s&apos;échangent entre Londres et la Belgique, chacune aidée par sa propre flotte qui convoie. Elles arrivent, et l&apos;armée anglaise du Yorkshire qui espérait les suivre à Londres rebondit contre l&apos;armée française soutenue.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="528"/>
        <source>An unnecessary convoy shows no intent</source>
        <extracomment>6.G.19 title</extracomment>
        <translation>Un convoi inutile ne montre aucune intention</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="530"/>
        <source>France orders a fleet in the Western Mediterranean to convoy its army from Marseilles to Spain, but that fleet is on no route. The order is illegal, the army takes the land route, and it bounces head to head with the Italian army.</source>
        <extracomment>6.G.19 description</extracomment>
        <translation>La France ordonne à une flotte de la Méditerranée occidentale de convoyer son armée de Marseille vers l&apos;Espagne, mais cette flotte n&apos;est sur aucune route. L&apos;ordre est illégal, l&apos;armée prend la route terrestre et rebondit en face-à-face contre l&apos;armée italienne.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="532"/>
        <source>An explicit convoy that is broken</source>
        <extracomment>6.G.20 title</extracomment>
        <translation>Un convoi explicite qui est rompu</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="534"/>
        <source>The French army in Picardy is ordered via convoy to Belgium, and France itself dislodges the convoying English fleet. With the convoy broken the army stays in Picardy rather than walking into Belgium.</source>
        <extracomment>6.G.20 description</extracomment>
        <translation>L&apos;armée française de Picardie reçoit l&apos;ordre d&apos;aller en Belgique « via convoy », et la France elle-même déloge la flotte anglaise qui convoie. Le convoi étant rompu, l&apos;armée reste en Picardie au lieu d&apos;entrer à pied en Belgique.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="536"/>
        <source>No supports in a retreat</source>
        <extracomment>6.H.1 title</extracomment>
        <translation>Pas de soutien pendant une retraite</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="538"/>
        <source>An Austrian and a Turkish fleet are dislodged and both retreat to Albania, while an Austrian army tries to support one of them. Orders other than retreats count for nothing in a retreat phase, so the two retreats bounce and both fleets are disbanded.</source>
        <extracomment>6.H.1 description</extracomment>
        <translation>Une flotte autrichienne et une flotte turque sont délogées et retraitent toutes deux en Albanie, tandis qu&apos;une armée autrichienne tente de soutenir l&apos;une d&apos;elles. Les ordres autres que les retraites ne comptent pas dans une phase de retraites : les deux retraites rebondissent donc et les deux flottes sont dissoutes.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="540"/>
        <source>A dislodged unit cannot support</source>
        <extracomment>6.H.2 title</extracomment>
        <translation>Une unité délogée ne peut pas soutenir</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="542"/>
        <source>Three fleets are dislodged; two of them retreat to the North Sea and the third tries to support one. Dislodged units can only retreat or disband, so the retreats bounce and all three fleets are lost.</source>
        <extracomment>6.H.2 description</extracomment>
        <translation>Trois flottes sont délogées ; deux d&apos;entre elles retraitent en Mer du Nord et la troisième tente de soutenir l&apos;une d&apos;elles. Les unités délogées peuvent seulement retraiter ou se dissoudre : les retraites rebondissent donc et les trois flottes sont perdues.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="544"/>
        <source>No convoys in a retreat</source>
        <extracomment>6.H.3 title</extracomment>
        <translation>Pas de convoi pendant une retraite</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="546"/>
        <source>The English army dislodged from Holland tries to retreat to Yorkshire by convoy. A retreat is a single step over land or sea that the unit could make alone, so there is no convoy and the army is disbanded.</source>
        <extracomment>6.H.3 description</extracomment>
        <translation>L&apos;armée anglaise délogée de Hollande tente de retraiter dans le Yorkshire par convoi. Une retraite est un seul pas, par terre ou par mer, que l&apos;unité pourrait faire seule : il n&apos;y a donc pas de convoi et l&apos;armée est dissoute.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="548"/>
        <source>Only dislodged units move in a retreat</source>
        <extracomment>6.H.4 title</extracomment>
        <translation>Seules les unités délogées bougent pendant une retraite</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="550"/>
        <source>The dislodged army retreats from Holland to Belgium, while the undislodged English fleet in the North Sea is also given a move. Only dislodged units act in a retreat phase: the army arrives and the fleet stays.</source>
        <extracomment>6.H.4 description</extracomment>
        <translation>L&apos;armée délogée retraite de Hollande en Belgique, tandis que la flotte anglaise de la Mer du Nord, qui n&apos;est pas délogée, reçoit aussi un mouvement. Seules les unités délogées agissent dans une phase de retraites : l&apos;armée arrive et la flotte reste.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="552"/>
        <source>No retreat to where the attacker came from</source>
        <extracomment>6.H.5 title</extracomment>
        <translation>Pas de retraite là d&apos;où venait l&apos;attaquant</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="554"/>
        <source>The Turkish fleet in Ankara is dislodged by a fleet from the Black Sea and tries to retreat there. A unit may never retreat into the province its attacker came from, so the fleet is disbanded.</source>
        <extracomment>6.H.5 description</extracomment>
        <translation>La flotte turque d&apos;Ankara est délogée par une flotte venue de la Mer Noire et tente d&apos;y retraiter. Une unité ne peut jamais retraiter dans la province d&apos;où venait son attaquant : la flotte est donc dissoute.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="556"/>
        <source>No retreat into a standoff</source>
        <extracomment>6.H.6 title</extracomment>
        <translation>Pas de retraite dans une province de rebond</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="558"/>
        <source>An army dislodged from Vienna tries to retreat to Bohemia, which was left empty after two moves bounced there. A province emptied by a standoff is closed to retreats, so the army is disbanded.</source>
        <extracomment>6.H.6 description</extracomment>
        <translation>Une armée délogée de Vienne tente de retraiter en Bohême, laissée vide après que deux mouvements y ont rebondi. Une province vidée par un rebond est fermée aux retraites : l&apos;armée est donc dissoute.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="560"/>
        <source>Two retreats to one place</source>
        <extracomment>6.H.7 title</extracomment>
        <translation>Deux retraites vers un même lieu</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="562"/>
        <source>Two dislodged Italian armies both retreat to Tyrolia. Retreats into the same province bounce, and both units are disbanded, even though they belong to the same power.</source>
        <extracomment>6.H.7 description</extracomment>
        <translation>Deux armées italiennes délogées retraitent toutes deux au Tyrol. Des retraites vers la même province rebondissent, et les deux unités sont dissoutes, bien qu&apos;elles appartiennent à la même puissance.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="564"/>
        <source>Three retreats to one place</source>
        <extracomment>6.H.8 title</extracomment>
        <translation>Trois retraites vers un même lieu</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="566"/>
        <source>Three dislodged fleets from different powers all retreat to the North Sea. Like two, three retreats to one province all fail, and every fleet is disbanded.</source>
        <extracomment>6.H.8 description</extracomment>
        <translation>Trois flottes délogées de puissances différentes retraitent toutes en Mer du Nord. Comme pour deux, trois retraites vers une même province échouent toutes, et chaque flotte est dissoute.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="568"/>
        <source>A lost head-to-head leaves its origin open</source>
        <extracomment>6.H.9 title</extracomment>
        <translation>Un face-à-face perdu laisse son origine ouverte</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="570"/>
        <source>The Russian army in Prussia loses its head-to-head with the German army from Berlin and is dislodged, so Berlin is empty but not stood off. The German fleet dislodged from Kiel may retreat into Berlin.</source>
        <extracomment>6.H.9 description</extracomment>
        <translation>L&apos;armée russe de Prusse perd son face-à-face contre l&apos;armée allemande venue de Berlin et est délogée : Berlin est donc vide, mais pas à cause d&apos;un rebond. La flotte allemande délogée de Kiel peut retraiter à Berlin.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="572"/>
        <source>No retreat to your attacker&apos;s origin</source>
        <extracomment>6.H.10 title</extracomment>
        <translation>Pas de retraite vers l&apos;origine de son attaquant</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="574"/>
        <source>A German army from Berlin dislodges the English army in Kiel, and a Russian army dislodges the German army in Prussia. Both try to retreat to Berlin: the English army may not, since its attacker came from there, but the German army may and arrives.</source>
        <extracomment>6.H.10 description</extracomment>
        <translation>Une armée allemande venue de Berlin déloge l&apos;armée anglaise de Kiel, et une armée russe déloge l&apos;armée allemande de Prusse. Toutes deux tentent de retraiter à Berlin : l&apos;armée anglaise ne le peut pas, car son attaquant venait de là, mais l&apos;armée allemande le peut et arrive.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="576"/>
        <source>Retreating after a convoyed attack</source>
        <extracomment>6.H.11 title</extracomment>
        <translation>Retraiter après une attaque convoyée</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="578"/>
        <source>An army arrives from Gascony by convoy and dislodges the Italian army in Marseilles. Under the DATC preference, a unit dislodged by a convoyed attack may retreat to the attacker&apos;s origin, so the army goes to Gascony.</source>
        <extracomment>6.H.11 description</extracomment>
        <translation>Une armée arrive de Gascogne par convoi et déloge l&apos;armée italienne de Marseille. Selon la préférence du DATC, une unité délogée par une attaque convoyée peut retraiter vers l&apos;origine de l&apos;attaquant : l&apos;armée va donc en Gascogne.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="580"/>
        <source>Retreating to a convoyed attacker&apos;s origin</source>
        <extracomment>6.H.12 title</extracomment>
        <translation>Retraiter vers l&apos;origine d&apos;un attaquant convoyé</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="582"/>
        <source>A convoyed Russian army from Edinburgh dislodges the English army in Liverpool, while the English convoy fails. The Liverpool army may retreat to Edinburgh, the origin of the convoyed attack.</source>
        <extracomment>6.H.12 description</extracomment>
        <translation>Une armée russe convoyée depuis Édimbourg déloge l&apos;armée anglaise de Liverpool, tandis que le convoi anglais échoue. L&apos;armée de Liverpool peut retraiter à Édimbourg, l&apos;origine de l&apos;attaque convoyée.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="584"/>
        <source>A movement order is not carried into the retreat</source>
        <extracomment>6.H.13 title</extracomment>
        <translation>Un ordre de mouvement ne se prolonge pas dans la retraite</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="586"/>
        <source>An English fleet convoys during the movement phase, and the dislodged army in Picardy then tries to retreat across the water to London. The earlier convoy does not carry retreats, so the army is disbanded.</source>
        <extracomment>6.H.13 description</extracomment>
        <translation>Une flotte anglaise convoie pendant la phase de mouvements, puis l&apos;armée délogée de Picardie tente de retraiter par la mer jusqu&apos;à Londres. Le convoi précédent ne transporte pas les retraites : l&apos;armée est donc dissoute.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="588"/>
        <source>A movement support is not carried into the retreat</source>
        <extracomment>6.H.14 title</extracomment>
        <translation>Un soutien de mouvement ne se prolonge pas dans la retraite</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="590"/>
        <source>Two dislodged armies retreat to Belgium; a support ordered in the movement phase would favour one. That support has no effect on retreats, so both retreats bounce and both armies are disbanded.</source>
        <extracomment>6.H.14 description</extracomment>
        <translation>Deux armées délogées retraitent en Belgique ; un soutien ordonné pendant la phase de mouvements favoriserait l&apos;une d&apos;elles. Ce soutien n&apos;a aucun effet sur les retraites : les deux retraites rebondissent donc et les deux armées sont dissoutes.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="592"/>
        <source>Both coasts of the attacker&apos;s origin are closed</source>
        <extracomment>6.H.15 title</extracomment>
        <translation>Les deux côtes de l&apos;origine de l&apos;attaquant sont fermées</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="594"/>
        <source>A fleet from Spain&apos;s south coast dislodges the English fleet in Portugal, which tries to retreat to the north coast of Spain. The whole of Spain is the attacker&apos;s origin, so the fleet is disbanded.</source>
        <extracomment>6.H.15 description</extracomment>
        <translation>Une flotte venue de la côte sud de l&apos;Espagne déloge la flotte anglaise du Portugal, qui tente de retraiter sur la côte nord de l&apos;Espagne. Toute l&apos;Espagne est l&apos;origine de l&apos;attaquant : la flotte est donc dissoute.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="596"/>
        <source>A standoff closes both coasts</source>
        <extracomment>6.H.16 title</extracomment>
        <translation>Un rebond ferme les deux côtes</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="598"/>
        <source>Two fleets bounce on the north coast of Spain, and a fleet dislodged from the Western Mediterranean tries to retreat to the south coast. The standoff closes the whole province, so the fleet is disbanded.</source>
        <extracomment>6.H.16 description</extracomment>
        <translation>Deux flottes rebondissent sur la côte nord de l&apos;Espagne, et une flotte délogée de la Méditerranée occidentale tente de retraiter sur la côte sud. Le rebond ferme toute la province : la flotte est donc dissoute.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="600"/>
        <source>Too many builds</source>
        <extracomment>6.I.1 title</extracomment>
        <translation>Trop de constructions</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="602"/>
        <source>Germany may build one unit and orders three: in Warsaw, which is no German home centre, in Kiel and in Munich. The Warsaw build is illegal, Kiel is built, and the Munich build is one too many and is ignored.</source>
        <extracomment>6.I.1 description</extracomment>
        <translation>L&apos;Allemagne peut construire une unité et en ordonne trois : à Varsovie, qui n&apos;est pas un centre d&apos;origine allemand, à Kiel et à Munich. La construction à Varsovie est illégale, la construction à Kiel a lieu, et la construction à Munich est de trop et donc ignorée.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="604"/>
        <source>A fleet cannot be built inland</source>
        <extracomment>6.I.2 title</extracomment>
        <translation>Pas de flotte construite à l&apos;intérieur des terres</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="606"/>
        <source>Russia orders a fleet built in Moscow, an inland centre. Under the DATC preference the build simply fails; it is not turned into an army.</source>
        <extracomment>6.I.2 description</extracomment>
        <translation>La Russie ordonne la construction d&apos;une flotte à Moscou, un centre intérieur. Selon la préférence du DATC, la construction échoue simplement ; elle n&apos;est pas changée en armée.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="608"/>
        <source>No building on an occupied centre</source>
        <extracomment>6.I.3 title</extracomment>
        <translation>Pas de construction sur un centre occupé</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="610"/>
        <source>Germany orders a build in a home centre where one of its own units already stands. A new unit needs an empty centre, so the build fails.</source>
        <extracomment>6.I.3 description</extracomment>
        <translation>L&apos;Allemagne ordonne une construction dans un centre d&apos;origine où se trouve déjà l&apos;une de ses unités. Une nouvelle unité a besoin d&apos;un centre vide : la construction échoue donc.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="612"/>
        <source>An occupied coast blocks the whole province</source>
        <extracomment>6.I.4 title</extracomment>
        <translation>Une côte occupée bloque toute la province</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="614"/>
        <source>A Russian fleet stands on the south coast of St Petersburg and Russia orders a build there naming the north coast. The province is occupied as a whole, so the build fails.</source>
        <extracomment>6.I.4 description</extracomment>
        <translation>Une flotte russe se trouve sur la côte sud de Saint-Pétersbourg et la Russie y ordonne une construction en indiquant la côte nord. La province est occupée dans son ensemble : la construction échoue donc.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="616"/>
        <source>Only in home centres you still own</source>
        <extracomment>6.I.5 title</extracomment>
        <translation>Seulement dans les centres d&apos;origine encore possédés</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="618"/>
        <source>Berlin is a German home centre but Russia owns it now. Germany can build only in home centres it controls, so the build in Berlin fails.</source>
        <extracomment>6.I.5 description</extracomment>
        <translation>Berlin est un centre d&apos;origine allemand, mais la Russie le possède désormais. L&apos;Allemagne ne peut construire que dans les centres d&apos;origine qu&apos;elle contrôle : la construction à Berlin échoue donc.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="620"/>
        <source>Owned is not enough: it must be home</source>
        <extracomment>6.I.6 title</extracomment>
        <translation>Posséder ne suffit pas : il faut un centre d&apos;origine</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="622"/>
        <source>Germany owns Warsaw and orders a build there. Warsaw is not one of Germany&apos;s home centres, so no unit can be built in it.</source>
        <extracomment>6.I.6 description</extracomment>
        <translation>L&apos;Allemagne possède Varsovie et y ordonne une construction. Varsovie n&apos;est pas l&apos;un des centres d&apos;origine de l&apos;Allemagne : aucune unité ne peut donc y être construite.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="624"/>
        <source>Two builds in one centre</source>
        <extracomment>6.I.7 title</extracomment>
        <translation>Deux constructions dans un centre</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="626"/>
        <source>Russia may build two units and orders both in Moscow. Only one unit fits in a province: the first build is carried out and the second one fails.</source>
        <extracomment>6.I.7 description</extracomment>
        <translation>La Russie peut construire deux unités et les ordonne toutes deux à Moscou. Une province ne peut accueillir qu&apos;une unité : la première construction est exécutée et la seconde échoue.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="628"/>
        <source>Too many removals</source>
        <extracomment>6.J.1 title</extracomment>
        <translation>Trop de retraits</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="630"/>
        <source>France must remove one unit and orders three removals: a fleet in the Gulf of Lyon that does not exist, the army in Picardy and the army in Paris. Picardy goes; the order for a missing unit and the removal one too many are ignored.</source>
        <extracomment>6.J.1 description</extracomment>
        <translation>La France doit retirer une unité et ordonne trois retraits : une flotte dans le Golfe du Lion qui n&apos;existe pas, l&apos;armée de Picardie et l&apos;armée de Paris. L&apos;armée de Picardie est retirée ; l&apos;ordre visant une unité absente et le retrait de trop sont ignorés.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="632"/>
        <source>Removing the same unit twice</source>
        <extracomment>6.J.2 title</extracomment>
        <translation>Retirer deux fois la même unité</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="634"/>
        <source>France must remove two units but orders Paris removed twice. Paris goes, and because one removal is still missing, civil disorder removes the unit farthest from a French supply centre.</source>
        <extracomment>6.J.2 description</extracomment>
        <translation>La France doit retirer deux unités mais ordonne deux fois le retrait de Paris. L&apos;armée de Paris est retirée, et comme il manque encore un retrait, le désordre civil retire l&apos;unité la plus éloignée d&apos;un centre de ravitaillement français.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="636"/>
        <source>Civil disorder removes the farthest unit</source>
        <extracomment>6.J.3 title</extracomment>
        <translation>Le désordre civil retire l&apos;unité la plus éloignée</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="638"/>
        <source>Russia gives no removal orders. Counting steps to the nearest owned supply centre, the army in Sweden is farther than the one in Livonia, so Sweden is removed.</source>
        <extracomment>6.J.3 description</extracomment>
        <translation>La Russie ne donne aucun ordre de retrait. En comptant les pas jusqu&apos;au centre de ravitaillement possédé le plus proche, l&apos;armée de Suède est plus éloignée que celle de Livonie : l&apos;armée de Suède est donc retirée.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="640"/>
        <source>A tie broken by alphabet</source>
        <extracomment>6.J.4 title</extracomment>
        <translation>Une égalité départagée par l&apos;alphabet</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="642"/>
        <source>Russia&apos;s units in Livonia and Ukraine are equally far from its centres. When distances tie between units of the same kind, the one first in alphabetical order goes: Livonia is removed.</source>
        <extracomment>6.J.4 description</extracomment>
        <translation>Les unités russes de Livonie et d&apos;Ukraine sont à égale distance des centres russes. En cas d&apos;égalité de distance entre unités du même type, la première dans l&apos;ordre alphabétique part : l&apos;armée de Livonie est retirée.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="644"/>
        <source>Distance over sea counts</source>
        <extracomment>6.J.5 title</extracomment>
        <translation>La distance par la mer compte</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="646"/>
        <source>Russia fails to remove a unit. The fleet in the Skagerrak is two steps from St Petersburg, the fleet in Berlin three, so the fleet in Berlin is removed.</source>
        <extracomment>6.J.5 description</extracomment>
        <translation>La Russie omet de retirer une unité. La flotte du Skagerrak est à deux pas de Saint-Pétersbourg, la flotte de Berlin à trois : la flotte de Berlin est donc retirée.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="648"/>
        <source>Distance from a centre you own</source>
        <extracomment>6.J.6 title</extracomment>
        <translation>Distance depuis un centre possédé</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="650"/>
        <source>Russia owns only Munich and must remove a unit. The fleets in the Gulf of Bothnia and the North Sea are equally far from it, so the alphabet decides and the Gulf of Bothnia fleet goes.</source>
        <extracomment>6.J.6 description</extracomment>
        <translation>La Russie ne possède que Munich et doit retirer une unité. Les flottes du Golfe de Botnie et de la Mer du Nord en sont à égale distance : l&apos;alphabet décide donc, et la flotte du Golfe de Botnie part.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="652"/>
        <source>Fleets go before armies</source>
        <extracomment>6.J.7 title</extracomment>
        <translation>Les flottes partent avant les armées</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="654"/>
        <source>Three Russian units are each two steps from an owned centre. On a tie fleets are removed before armies, and among fleets the alphabet decides: the North Sea fleet goes.</source>
        <extracomment>6.J.7 description</extracomment>
        <translation>Trois unités russes sont chacune à deux pas d&apos;un centre possédé. En cas d&apos;égalité, les flottes sont retirées avant les armées, et entre flottes l&apos;alphabet décide : la flotte de la Mer du Nord part.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="656"/>
        <source>The farthest unit goes, army or fleet</source>
        <extracomment>6.J.8 title</extracomment>
        <translation>L&apos;unité la plus éloignée part, armée ou flotte</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="658"/>
        <source>An army in Tyrolia is three steps from Warsaw, a fleet in the Baltic two. Fleets only go first on a tie; here the army is farther, so the army in Tyrolia is removed.</source>
        <extracomment>6.J.8 description</extracomment>
        <translation>Une armée au Tyrol est à trois pas de Varsovie, une flotte en Mer Baltique à deux. Les flottes ne partent en premier qu&apos;en cas d&apos;égalité ; ici l&apos;armée est plus éloignée : l&apos;armée du Tyrol est donc retirée.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="660"/>
        <source>Any owned centre counts, first position</source>
        <extracomment>6.J.9 bal title</extracomment>
        <translation>Tout centre possédé compte, première position</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="662"/>
        <source>A fleet in the Baltic is two steps from St Petersburg and an army in Greece three steps from Sevastopol. The army in Greece is farther from any Russian centre and is removed.</source>
        <extracomment>6.J.9 bal description</extracomment>
        <translation>Une flotte en Mer Baltique est à deux pas de Saint-Pétersbourg et une armée en Grèce à trois pas de Sébastopol. L&apos;armée de Grèce est plus éloignée de tout centre russe et est retirée.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="664"/>
        <source>Any owned centre counts, second position</source>
        <extracomment>6.J.9 ska title</extracomment>
        <translation>Tout centre possédé compte, seconde position</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="666"/>
        <source>Russia must remove a unit: a fleet in the Skagerrak, two steps from an owned centre, or an army in Greece, three steps from Sevastopol. The army in Greece is the farthest unit and is removed.</source>
        <extracomment>6.J.9 ska description</extracomment>
        <translation>La Russie doit retirer une unité : une flotte au Skagerrak, à deux pas d&apos;un centre possédé, ou une armée en Grèce, à trois pas de Sébastopol. L&apos;armée de Grèce est l&apos;unité la plus éloignée et est retirée.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="668"/>
        <source>Armies may count steps across the sea</source>
        <extracomment>6.J.10 title</extracomment>
        <translation>Les armées peuvent compter les pas par la mer</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="670"/>
        <source>For civil disorder an army&apos;s distance may run through sea areas. The army in Greece is two steps from Naples by way of the Ionian Sea, the army in Piedmont three, so Piedmont is removed.</source>
        <extracomment>6.J.10 description</extracomment>
        <translation>Pour le désordre civil, la distance d&apos;une armée peut passer par des zones maritimes. L&apos;armée de Grèce est à deux pas de Naples par la Mer Ionienne, l&apos;armée du Piémont à trois : l&apos;armée du Piémont est donc retirée.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="672"/>
        <source>Distance to owned centres, not home centres</source>
        <extracomment>6.J.11 title</extracomment>
        <translation>Distance aux centres possédés, pas aux centres d&apos;origine</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_texts.cpp" line="674"/>
        <source>Italy owns only Warsaw and must remove a unit. Under the DATC preference distance is measured to centres the power owns, so the unit in Tuscany, far from Warsaw, is removed.</source>
        <extracomment>6.J.11 description</extracomment>
        <translation>L&apos;Italie ne possède que Varsovie et doit retirer une unité. Selon la préférence du DATC, la distance se mesure jusqu&apos;aux centres que la puissance possède : l&apos;unité de Toscane, loin de Varsovie, est donc retirée.</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_writer.cpp" line="128"/>
        <source>a retreat phase cannot be kept as a lesson: keep the movement phase before it, whose lesson shows the dislodged units</source>
        <translation>une phase de retraite ne peut pas devenir une leçon&#xa0;: gardez la phase de mouvement qui la précède, dont la leçon montre les unités délogées</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_collection_file.cpp" line="32"/>
        <location filename="../core/record/lesson_collection_file.cpp" line="302"/>
        <location filename="../core/record/lesson_writer.cpp" line="247"/>
        <source>cannot read %1: %2</source>
        <translation>impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_collection_file.cpp" line="38"/>
        <source>%1 is not a text file</source>
        <translation>%1 n’est pas un fichier texte</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_collection_file.cpp" line="92"/>
        <source>%1 has no lesson &apos;%2&apos;</source>
        <translation>%1 ne contient pas de leçon «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_collection_file.cpp" line="127"/>
        <location filename="../core/record/lesson_collection_file.cpp" line="309"/>
        <location filename="../core/record/lesson_writer.cpp" line="267"/>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_collection_file.cpp" line="141"/>
        <source>cannot remove %1</source>
        <translation>impossible de supprimer %1</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_collection_file.cpp" line="239"/>
        <source>the file holds no lesson (no CASE line)</source>
        <translation>le fichier ne contient aucune leçon (aucune ligne CASE)</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_collection_file.cpp" line="250"/>
        <source>line %1: %2</source>
        <translation>ligne %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../core/record/quiz_scores.cpp" line="50"/>
        <source>%1 is not a file of quiz scores (%2)</source>
        <translation>%1 n&apos;est pas un fichier de scores de quiz (%2)</translation>
    </message>
    <message>
        <location filename="../core/record/lesson_collection_file.cpp" line="331"/>
        <location filename="../core/record/quiz_scores.cpp" line="87"/>
        <source>cannot make the folder %1</source>
        <translation>impossible de créer le dossier %1</translation>
    </message>
</context>
<context>
    <name>MapArtwork</name>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="59"/>
        <source>The map layout cannot be read: %1</source>
        <translation>Le plan de la carte ne peut pas être lu&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="100"/>
        <source>%1 gives no position for %2</source>
        <translation>%1 ne donne aucune position pour %2</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="114"/>
        <source>The map artwork %1 cannot be read: %2</source>
        <translation>Le dessin de la carte %1 ne peut pas être lu&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="132"/>
        <source>%1: the outline of %2 cannot be read</source>
        <translation>%1&#xa0;: le contour de %2 ne peut pas être lu</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="148"/>
        <source>%1:%2: %3</source>
        <translation>%1:%2&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="156"/>
        <source>%1 has no outline for province %2</source>
        <translation>%1 n&apos;a pas de contour pour la province %2</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_artwork.cpp" line="163"/>
        <source>%1 is not a valid SVG drawing</source>
        <translation>%1 n&apos;est pas un dessin SVG valide</translation>
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
        <translation>%1&#xa0;: position préparée, %2</translation>
    </message>
    <message>
        <location filename="../app/ui/map_export.cpp" line="116"/>
        <source>%1: results of %2</source>
        <translation>%1&#xa0;: résultats, %2</translation>
    </message>
    <message>
        <location filename="../app/ui/map_export.cpp" line="118"/>
        <source>%1: orders of %2</source>
        <translation>%1&#xa0;: ordres, %2</translation>
    </message>
    <message>
        <location filename="../app/ui/map_export.cpp" line="153"/>
        <source>Diplomacy map exported by Arbiter</source>
        <translation>Carte de Diplomatie exportée par Arbiter</translation>
    </message>
    <message>
        <location filename="../app/ui/map_export.cpp" line="158"/>
        <location filename="../app/ui/map_export.cpp" line="179"/>
        <source>cannot write %1</source>
        <translation>impossible d&apos;écrire %1</translation>
    </message>
</context>
<context>
    <name>MapLoader</name>
    <message>
        <location filename="../core/map/csv_table.cpp" line="23"/>
        <source>%1: cannot open: %2</source>
        <translation>%1&#xa0;: ouverture impossible&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../core/map/csv_table.cpp" line="39"/>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <location filename="../core/map/csv_table.cpp" line="43"/>
        <source>%1: expected %2 comma-separated fields, found %3</source>
        <translation>%1&#xa0;: %2 champs séparés par des virgules attendus, %3 trouvés</translation>
    </message>
    <message>
        <location filename="../core/map/map.cpp" line="223"/>
        <source>there is no map &apos;%1&apos; (maps found: %2)</source>
        <translation>il n&apos;y a pas de carte «&#xa0;%1&#xa0;» (cartes trouvées&#xa0;: %2)</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="58"/>
        <location filename="../core/map/map_loader.cpp" line="584"/>
        <source>%1: empty name</source>
        <translation>%1&#xa0;: nom vide</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="64"/>
        <location filename="../core/map/map_loader.cpp" line="606"/>
        <source>%1: name &apos;%2&apos; is already used by province &apos;%3&apos;</source>
        <translation>%1&#xa0;: le nom «&#xa0;%2&#xa0;» est déjà utilisé par la province «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="80"/>
        <source>%1: power without id</source>
        <translation>%1&#xa0;: puissance sans id</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="82"/>
        <source>%1: power &apos;%2&apos; is listed twice</source>
        <translation>%1&#xa0;: la puissance «&#xa0;%2&#xa0;» figure deux fois</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="85"/>
        <source>%1: colour &apos;%2&apos; is not #rrggbb</source>
        <translation>%1&#xa0;: la couleur «&#xa0;%2&#xa0;» n&apos;est pas de la forme #rrggbb</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="90"/>
        <source>powers.csv: no powers</source>
        <translation>powers.csv&#xa0;: aucune puissance</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="92"/>
        <source>powers.csv: at most %1 powers are supported</source>
        <translation>powers.csv&#xa0;: %1 puissances au plus sont prises en charge</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="122"/>
        <source>%1: kind &apos;%2&apos; of &apos;%3&apos; is not land, coast or sea</source>
        <translation>%1&#xa0;: le type «&#xa0;%2&#xa0;» de «&#xa0;%3&#xa0;» n&apos;est ni land, ni coast, ni sea</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="127"/>
        <source>%1: supply_centre must be &apos;yes&apos; or empty, not &apos;%2&apos;</source>
        <translation>%1&#xa0;: supply_centre doit valoir «&#xa0;yes&#xa0;» ou être vide, pas «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="131"/>
        <source>%1: sea &apos;%2&apos; cannot be a supply centre</source>
        <translation>%1&#xa0;: la mer «&#xa0;%2&#xa0;» ne peut pas être un centre de ravitaillement</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="136"/>
        <location filename="../core/map/map_loader.cpp" line="345"/>
        <source>%1: unknown power &apos;%2&apos;</source>
        <translation>%1&#xa0;: puissance inconnue «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="140"/>
        <source>%1: home province &apos;%2&apos; is not a supply centre</source>
        <translation>%1&#xa0;: la province d&apos;origine «&#xa0;%2&#xa0;» n&apos;est pas un centre de ravitaillement</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="154"/>
        <source>%1: only coastal provinces can have named coasts</source>
        <translation>%1&#xa0;: seules les provinces côtières peuvent avoir des côtes nommées</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="157"/>
        <source>%1: a split-coast province needs at least two coasts</source>
        <translation>%1&#xa0;: une province à côtes séparées a besoin d&apos;au moins deux côtes</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="165"/>
        <source>provinces.csv: no provinces</source>
        <translation>provinces.csv&#xa0;: aucune province</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="172"/>
        <source>provinces.csv: &apos;%1&apos; lists coast &apos;%2&apos; twice</source>
        <translation>provinces.csv&#xa0;: «&#xa0;%1&#xa0;» indique deux fois la côte «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="210"/>
        <source>%1: unknown province &apos;%2&apos;</source>
        <translation>%1&#xa0;: province inconnue «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="215"/>
        <source>%1: &apos;%2&apos; has no coast &apos;%3&apos;</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n&apos;a pas de côte «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="220"/>
        <location filename="../core/map/map_loader.cpp" line="225"/>
        <source>%1: a coast alias is written &apos;%2/coast&apos;</source>
        <translation>%1&#xa0;: un alias de côte s&apos;écrit «&#xa0;%2/coast&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="229"/>
        <source>%1: &apos;%2&apos; already names %3</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» désigne déjà %3</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="235"/>
        <source>%1: the alias &apos;%2&apos; names a coast of &apos;%3&apos;, which is no coast</source>
        <translation>%1&#xa0;: l&apos;alias «&#xa0;%2&#xa0;» désigne une côte de «&#xa0;%3&#xa0;», qui n&apos;en est pas une</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="240"/>
        <source>%1: &apos;%2&apos; names the power &apos;%3&apos;</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» désigne la puissance «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="269"/>
        <location filename="../core/map/map_loader.cpp" line="354"/>
        <source>%1: unknown place &apos;%2&apos;</source>
        <translation>%1&#xa0;: lieu inconnu «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="276"/>
        <source>%1: units must be army, fleet or both, not &apos;%2&apos;</source>
        <translation>%1&#xa0;: units doit valoir army, fleet ou both, pas «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="282"/>
        <source>%1: a province cannot border itself</source>
        <translation>%1&#xa0;: une province ne peut pas être voisine d&apos;elle-même</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="286"/>
        <source>%1: an army border names a coast</source>
        <translation>%1&#xa0;: une frontière d&apos;armée nomme une côte</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="289"/>
        <source>%1: armies cannot enter sea &apos;%2&apos;</source>
        <translation>%1&#xa0;: les armées ne peuvent pas entrer dans la mer «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="293"/>
        <source>%1: army border %2-%3 is listed twice</source>
        <translation>%1&#xa0;: la frontière d&apos;armée %2-%3 figure deux fois</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="303"/>
        <source>%1: fleets cannot stand on &apos;%2&apos;%3</source>
        <translation>%1&#xa0;: les flottes ne peuvent pas se trouver en «&#xa0;%2&#xa0;»%3</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="307"/>
        <source> (name the coast)</source>
        <translation> (indiquez la côte)</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="310"/>
        <source>%1: fleet border %2-%3 is listed twice</source>
        <translation>%1&#xa0;: la frontière de flotte %2-%3 figure deux fois</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="348"/>
        <source>%1: unit must be A or F, not &apos;%2&apos;</source>
        <translation>%1&#xa0;: l&apos;unité doit être A ou F, pas «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="357"/>
        <source>%1: an army cannot stand on &apos;%2&apos;</source>
        <translation>%1&#xa0;: une armée ne peut pas se trouver en «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="358"/>
        <source>%1: a fleet cannot stand on &apos;%2&apos;</source>
        <translation>%1&#xa0;: une flotte ne peut pas se trouver en «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="362"/>
        <source>%1: &apos;%2&apos; already has a unit</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» a déjà une unité</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="384"/>
        <source>%1: &apos;%2&apos; is given twice</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» est indiqué deux fois</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="387"/>
        <source>%1: &apos;%2&apos; has no value</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n&apos;a pas de valeur</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="395"/>
        <source>%1: start_year &apos;%2&apos; is not a year from 1 to 90000</source>
        <translation>%1&#xa0;: start_year «&#xa0;%2&#xa0;» n&apos;est pas une année de 1 à 90000</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="401"/>
        <source>%1: victory_centres &apos;%2&apos; is not a number from 1 to %3, the map&apos;s supply centres</source>
        <translation>%1&#xa0;: victory_centres «&#xa0;%2&#xa0;» n&apos;est pas un nombre de 1 à %3, le nombre de centres de ravitaillement de la carte</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="413"/>
        <source>%1: builds must be &apos;home&apos; or &apos;any_owned&apos;, not &apos;%2&apos;</source>
        <translation>%1&#xa0;: builds doit valoir «&#xa0;home&#xa0;» ou «&#xa0;any_owned&#xa0;», pas «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="421"/>
        <source>%1: start variant &apos;%2&apos; is not a name of letters, digits and _</source>
        <translation>%1&#xa0;: la variante de départ «&#xa0;%2&#xa0;» n&apos;est pas un nom fait de lettres, de chiffres et de _</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="429"/>
        <source>%1: unknown key &apos;%2&apos; (known: name, start_year, victory_centres, builds, start.ID)</source>
        <translation>%1&#xa0;: clé inconnue «&#xa0;%2&#xa0;» (connues&#xa0;: name, start_year, victory_centres, builds, start.ID)</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="437"/>
        <source>variant.csv: &apos;%1&apos; is missing</source>
        <translation>variant.csv&#xa0;: «&#xa0;%1&#xa0;» manque</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="450"/>
        <source>borders.csv: coast &apos;%1&apos; has no fleet border</source>
        <translation>borders.csv&#xa0;: la côte «&#xa0;%1&#xa0;» n&apos;a aucune frontière de flotte</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="459"/>
        <source>borders.csv: province &apos;%1&apos; has no borders</source>
        <translation>borders.csv&#xa0;: la province «&#xa0;%1&#xa0;» n&apos;a aucune frontière</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="484"/>
        <source>%1: the language of the file name is not a language code</source>
        <translation>%1&#xa0;: la langue du nom de fichier n&apos;est pas un code de langue</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="509"/>
        <source>%1: no name for &apos;%2&apos;</source>
        <translation>%1&#xa0;: aucun nom pour «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="516"/>
        <source>%1: a power has no abbreviation</source>
        <translation>%1&#xa0;: une puissance n&apos;a pas d&apos;abréviation</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="519"/>
        <source>%1: only a place has a form in sentences</source>
        <translation>%1&#xa0;: seul un lieu a une forme dans les phrases</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="523"/>
        <location filename="../core/map/map_loader.cpp" line="539"/>
        <source>%1: &apos;%2&apos; is named twice</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» est nommé deux fois</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="532"/>
        <source>%1: &apos;%2&apos; is no power, province or coast of the map</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n&apos;est ni une puissance, ni une province, ni une côte de la carte</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="537"/>
        <source>%1: only a power has an adjective</source>
        <translation>%1&#xa0;: seule une puissance a un adjectif</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="545"/>
        <source>%1: a coast has no abbreviation</source>
        <translation>%1&#xa0;: une côte n&apos;a pas d&apos;abréviation</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="559"/>
        <source>%1: &apos;%2&apos; is read as %3</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» est lu comme %3</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="589"/>
        <source>%1: &apos;%2&apos; (%3) is read as %4 (%5)</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» (%3) est lu comme %4 (%5)</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="597"/>
        <source>%1: &apos;%2&apos; (%3) is read as a power</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» (%3) est lu comme une puissance</translation>
    </message>
    <message>
        <location filename="../core/map/map_loader.cpp" line="628"/>
        <source>map folder %1: %2</source>
        <translation>dossier de carte %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>OrderCheck</name>
    <message>
        <location filename="../app/document/order_description.cpp" line="48"/>
        <source>%1 is ordered %2</source>
        <translation>%1 a pour ordre %2</translation>
    </message>
    <message>
        <location filename="../app/document/order_description.cpp" line="51"/>
        <source>%1 has no matching order yet</source>
        <translation>%1 n&apos;a pas encore d&apos;ordre correspondant</translation>
    </message>
</context>
<context>
    <name>OrderReason</name>
    <message>
        <location filename="../core/text/reason_text.cpp" line="15"/>
        <source>moved</source>
        <translation>déplacée</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="17"/>
        <source>held</source>
        <translation>tenue</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="19"/>
        <source>support given</source>
        <translation>soutien donné</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="21"/>
        <source>convoy given</source>
        <translation>convoi assuré</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="23"/>
        <source>retreated</source>
        <translation>retraitée</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="25"/>
        <source>disbanded</source>
        <translation>dissoute</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="27"/>
        <source>built</source>
        <translation>construite</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="29"/>
        <source>build waived</source>
        <translation>construction abandonnée</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="31"/>
        <source>bounced (%1)</source>
        <translation>rebond (%1)</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="33"/>
        <source>cannot dislodge a unit of its own power</source>
        <translation>ne peut pas déloger une unité de sa propre puissance</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="35"/>
        <source>no convoy route</source>
        <translation>aucune route de convoi</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="37"/>
        <source>convoy paradox: the convoy held</source>
        <translation>paradoxe du convoi&#xa0;: le convoi a tenu</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="39"/>
        <source>support cut (%1)</source>
        <translation>soutien coupé (%1)</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="41"/>
        <source>dislodged (%1)</source>
        <translation>délogée (%1)</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="43"/>
        <source>retreat bounced; disbanded</source>
        <translation>retraite en rebond&#xa0;; dissoute</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="45"/>
        <source>no unit there</source>
        <translation>aucune unité ici</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="47"/>
        <source>the unit belongs to another power</source>
        <translation>l&apos;unité appartient à une autre puissance</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="49"/>
        <source>not an order for this phase</source>
        <translation>pas un ordre pour cette phase</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="51"/>
        <source>wrong unit type</source>
        <translation>mauvais type d&apos;unité</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="53"/>
        <source>unit type missing</source>
        <translation>type d&apos;unité manquant</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="55"/>
        <source>the unit is on the other coast</source>
        <translation>l&apos;unité est sur l&apos;autre côte</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="57"/>
        <source>no such coast</source>
        <translation>cette côte n&apos;existe pas</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="59"/>
        <source>the coast must be given</source>
        <translation>la côte doit être indiquée</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="61"/>
        <source>that coast cannot be reached</source>
        <translation>cette côte ne peut pas être atteinte</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="63"/>
        <source>a unit cannot move to its own province</source>
        <translation>une unité ne peut pas se déplacer dans sa propre province</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="65"/>
        <source>the unit cannot go there</source>
        <translation>l&apos;unité ne peut pas aller là</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="67"/>
        <source>a fleet cannot be convoyed</source>
        <translation>une flotte ne peut pas être convoyée</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="69"/>
        <source>a unit cannot support itself or a move into its own province</source>
        <translation>une unité ne peut pas se soutenir elle-même ni soutenir un mouvement vers sa propre province</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="72"/>
        <source>the supporting unit cannot reach that province</source>
        <translation>l&apos;unité qui soutient ne peut pas atteindre cette province</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="74"/>
        <source>the supported move is impossible</source>
        <translation>le mouvement soutenu est impossible</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="76"/>
        <source>the supported unit was not ordered so</source>
        <translation>l&apos;unité soutenue n&apos;a pas reçu cet ordre</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="78"/>
        <source>the support must name the coast</source>
        <translation>le soutien doit indiquer la côte</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="80"/>
        <source>wrong nationality of the other unit</source>
        <translation>mauvaise nationalité de l&apos;autre unité</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="82"/>
        <source>nationality of the other unit missing</source>
        <translation>nationalité de l&apos;autre unité manquante</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="84"/>
        <source>only a fleet at sea can convoy</source>
        <translation>seule une flotte en mer peut convoyer</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="86"/>
        <source>only armies can be convoyed</source>
        <translation>seules les armées peuvent être convoyées</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="88"/>
        <source>the fleet is on no route for that convoy</source>
        <translation>la flotte n&apos;est sur aucune route de ce convoi</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="90"/>
        <source>the army was not ordered so</source>
        <translation>l&apos;armée n&apos;a pas reçu cet ordre</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="92"/>
        <source>a convoyed move must give its path</source>
        <translation>un mouvement par convoi doit indiquer son chemin</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="94"/>
        <source>the unit has another order</source>
        <translation>l&apos;unité a un autre ordre</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="96"/>
        <source>the same order was given before</source>
        <translation>le même ordre a déjà été donné</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="98"/>
        <source>the unit was not dislodged</source>
        <translation>l&apos;unité n&apos;a pas été délogée</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="100"/>
        <source>cannot retreat to where the attacker came from</source>
        <translation>ne peut pas retraiter là d&apos;où venait l&apos;attaquant</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="102"/>
        <source>cannot retreat to a province left empty by a standoff</source>
        <translation>ne peut pas retraiter dans une province laissée vide par un rebond</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="104"/>
        <source>cannot retreat to an occupied province</source>
        <translation>ne peut pas retraiter dans une province occupée</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="106"/>
        <source>builds only in home centres</source>
        <translation>constructions seulement dans les centres d&apos;origine</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="108"/>
        <source>the centre is not owned</source>
        <translation>le centre n&apos;est pas possédé</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="110"/>
        <source>the centre is occupied</source>
        <translation>le centre est occupé</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="112"/>
        <source>no builds left</source>
        <translation>plus aucune construction possible</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="114"/>
        <source>a fleet cannot be built inland</source>
        <translation>une flotte ne peut pas être construite à l&apos;intérieur des terres</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="116"/>
        <source>no removal due</source>
        <translation>aucun retrait dû</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="118"/>
        <source>builds cannot be waived</source>
        <translation>les constructions ne peuvent pas être abandonnées</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="120"/>
        <source>removed in civil disorder</source>
        <translation>retirée pour désordre civil</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="122"/>
        <source>disbanded: no retreat ordered</source>
        <translation>dissoute&#xa0;: aucune retraite ordonnée</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="124"/>
        <source>disbanded: nowhere to retreat</source>
        <translation>dissoute&#xa0;: aucune retraite possible</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="126"/>
        <source>eliminated: no units and no centres left</source>
        <translation>éliminée&#xa0;: plus d&apos;unités ni de centres</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="200"/>
        <source>%1; dislodged</source>
        <translation>%1&#xa0;; délogée</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="201"/>
        <source>%1; dislodged by %2</source>
        <translation>%1&#xa0;; délogée par %2</translation>
    </message>
</context>
<context>
    <name>OrderStatus</name>
    <message>
        <location filename="../core/text/reason_text.cpp" line="155"/>
        <source>succeeded</source>
        <translation>réussi</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="156"/>
        <source>failed</source>
        <translation>échoué</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="157"/>
        <source>invalid</source>
        <translation>invalide</translation>
    </message>
    <message>
        <location filename="../core/text/reason_text.cpp" line="166"/>
        <location filename="../core/text/reason_text.cpp" line="208"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>OrderSubmission</name>
    <message>
        <location filename="../app/server/order_submission.cpp" line="54"/>
        <source>Not entered: you give %1&apos;s orders, not %2&apos;s.</source>
        <translation>Non saisi&#xa0;: vous donnez les ordres de %1, pas ceux de %2.</translation>
    </message>
    <message>
        <location filename="../app/server/order_submission.cpp" line="63"/>
        <source>Cannot read &quot;%1&quot;: %2.</source>
        <translation>Impossible de lire «&#xa0;%1&#xa0;»&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../app/server/order_submission.cpp" line="76"/>
        <source>Not entered: &quot;%1&quot; is no order for %2, which takes only %3.</source>
        <extracomment>&quot;Not entered: &quot;A par - bur&quot; is no order for Winter 1901 Adjustments, which takes only builds, ...&quot;</extracomment>
        <translation>Non saisi&#xa0;: «&#xa0;%1&#xa0;» n&apos;est pas un ordre pour %2, qui ne prend que %3.</translation>
    </message>
    <message>
        <location filename="../app/server/order_submission.cpp" line="91"/>
        <source>Not entered: there is no unit of yours in %1.</source>
        <translation>Non saisi&#xa0;: aucune de vos unités n’est en %1.</translation>
    </message>
    <message>
        <location filename="../app/server/order_submission.cpp" line="97"/>
        <source>Not entered: the unit in %1 is %2&apos;s, not yours.</source>
        <translation>Non saisi&#xa0;: l’unité de la province %1 appartient à une autre puissance (%2), pas à vous.</translation>
    </message>
    <message>
        <location filename="../app/server/order_submission.cpp" line="113"/>
        <source>Entered %1, but it is illegal and will be ignored: %2.</source>
        <translation>%1 saisi, mais il est illégal et sera ignoré&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../app/server/order_submission.cpp" line="117"/>
        <source>Entered %1. Note: %2.</source>
        <translation>%1 saisi. Remarque&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../app/server/order_submission.cpp" line="121"/>
        <source>Entered %1.</source>
        <translation>%1 saisi.</translation>
    </message>
    <message>
        <location filename="../app/server/order_submission.cpp" line="125"/>
        <source>Note: %1.</source>
        <translation>Remarque&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>PadServer</name>
    <message>
        <location filename="../app/server/pad_server.cpp" line="310"/>
        <source>Too much text: send at most %1 bytes.</source>
        <translation>Trop de texte&#xa0;: envoyez au plus %1 octets.</translation>
    </message>
    <message>
        <location filename="../app/server/pad_server.cpp" line="318"/>
        <source>The orders are not plain UTF-8 text.</source>
        <translation>Les ordres ne sont pas du texte UTF-8.</translation>
    </message>
    <message>
        <location filename="../app/server/pad_server.cpp" line="324"/>
        <source>Too many lines: send at most %1.</source>
        <translation>Trop de lignes&#xa0;: envoyez-en au plus %1.</translation>
    </message>
    <message>
        <location filename="../app/server/pad_server.cpp" line="335"/>
        <source>&quot;%1&quot; is no phase.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une phase.</translation>
    </message>
    <message>
        <location filename="../app/server/pad_server.cpp" line="342"/>
        <source>%1 has not begun: the game is in %2.</source>
        <translation>%1 n’a pas commencé&#xa0;: la partie en est à %2.</translation>
    </message>
    <message>
        <location filename="../app/server/pad_server.cpp" line="349"/>
        <source>%1 is closed: the game master has adjudicated it. Orders are not taken for it any more.</source>
        <translation>%1 est close&#xa0;: l’arbitre l’a résolue. Les ordres pour elle ne sont plus acceptés.</translation>
    </message>
    <message>
        <location filename="../app/server/pad_server.cpp" line="352"/>
        <source>%1 is closed: the game master is not taking orders now.</source>
        <translation>%1 est close&#xa0;: l’arbitre n’accepte pas d’ordres maintenant.</translation>
    </message>
    <message>
        <location filename="../app/server/pad_server.cpp" line="369"/>
        <source>Your orders could not be kept: %1</source>
        <translation>Vos ordres n’ont pas pu être enregistrés&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>PadTokens</name>
    <message>
        <location filename="../app/server/pad_tokens.cpp" line="116"/>
        <source>%1 is no file of order pad links.</source>
        <translation>%1 n’est pas un fichier de liens de carnets d’ordres.</translation>
    </message>
    <message>
        <location filename="../app/server/pad_tokens.cpp" line="124"/>
        <source>%1 holds no link for %2.</source>
        <translation>%1 ne contient pas de lien pour %2.</translation>
    </message>
</context>
<context>
    <name>Paper</name>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="48"/>
        <source>Orders of %1</source>
        <translation>Ordres&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="55"/>
        <source>played by %1</source>
        <translation>joué par %1</translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="75"/>
        <source>nowhere to go: disbanded</source>
        <translation>aucune retraite possible&#xa0;: dissoute</translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="76"/>
        <source>may retreat to %1</source>
        <translation>peut retraiter vers %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/print/paper.cpp" line="94"/>
        <source>Builds due: %n</source>
        <translation>
            <numerusform>Construction due&#xa0;: %n</numerusform>
            <numerusform>Constructions dues&#xa0;: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="95"/>
        <source>Home centres free to build in: %1</source>
        <translation>Centres d&apos;origine libres pour construire&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="96"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/print/paper.cpp" line="106"/>
        <source>Removals due: %n</source>
        <translation>
            <numerusform>Retrait dû&#xa0;: %n</numerusform>
            <numerusform>Retraits dus&#xa0;: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="107"/>
        <source>Units: %1</source>
        <translation>Unités&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="155"/>
        <source>Supply centres</source>
        <translation>Centres de ravitaillement</translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="156"/>
        <source>Power</source>
        <translation>Puissance</translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="157"/>
        <source>Centres</source>
        <translation>Centres</translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="160"/>
        <source>Final score (%1)</source>
        <translation>Score final (%1)</translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="189"/>
        <source>The game has ended (%1): no orders are due.</source>
        <translation>La partie est terminée (%1)&#xa0;: aucun ordre n&apos;est dû.</translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="191"/>
        <source>%1 has been adjudicated: no orders are due.</source>
        <translation>%1 a été arbitrée&#xa0;: aucun ordre n&apos;est dû.</translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="204"/>
        <source>No orders are due.</source>
        <translation>Aucun ordre n&apos;est dû.</translation>
    </message>
    <message>
        <location filename="../app/ui/print/paper.cpp" line="219"/>
        <source>Results of %1</source>
        <translation>Résultats&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>ParseError</name>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="21"/>
        <source>the order is empty</source>
        <translation>l&apos;ordre est vide</translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="23"/>
        <source>unknown power &apos;%1&apos;</source>
        <translation>puissance inconnue «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="25"/>
        <source>&apos;%1&apos; could be more than one power</source>
        <translation>«&#xa0;%1&#xa0;» peut désigner plusieurs puissances</translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="29"/>
        <source>unknown place &apos;%1&apos; (%2?)</source>
        <extracomment>&quot;unknown place &apos;Munchn&apos; (Munich?)&quot;: a close name is suggested, never read in its place</extracomment>
        <translation>lieu inconnu «&#xa0;%1&#xa0;» (%2&#xa0;?)</translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="31"/>
        <source>unknown place &apos;%1&apos;</source>
        <translation>lieu inconnu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="33"/>
        <source>&apos;%1&apos; could be more than one place</source>
        <translation>«&#xa0;%1&#xa0;» peut désigner plusieurs lieux</translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="35"/>
        <source>a unit is missing</source>
        <translation>il manque une unité</translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="37"/>
        <source>the order says nothing after the unit</source>
        <translation>l&apos;ordre ne dit rien après l&apos;unité</translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="39"/>
        <source>&apos;%1&apos; is not an order</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un ordre</translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="41"/>
        <source>the destination is missing</source>
        <translation>la destination manque</translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="43"/>
        <source>unexpected &apos;%1&apos;</source>
        <translation>«&#xa0;%1&#xa0;» inattendu</translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="55"/>
        <source>order %1 on the line: %2</source>
        <extracomment>&quot;order 2 on the line: unknown place &apos;Moon&apos;&quot;, when a line holds several orders separated by &apos;;&apos; or &apos;,&apos;</extracomment>
        <translation>ordre %1 de la ligne&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="64"/>
        <location filename="../core/text/order_sheet.cpp" line="67"/>
        <location filename="../core/text/order_sheet.cpp" line="144"/>
        <source>&apos;%1&apos; read as %2</source>
        <translation>«&#xa0;%1&#xa0;» lu comme %2</translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="70"/>
        <source>; </source>
        <extracomment>between two corrections of one order: &quot;&apos;Germnay&apos; read as Germany; &apos;Burgandy&apos; read as Burgundy&quot;</extracomment>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <location filename="../core/text/order_sheet.cpp" line="114"/>
        <source>a second order for the unit in %1 (the first is on line %2): the rule for several orders to one unit (4.D.3) decides</source>
        <translation>un deuxième ordre pour l&apos;unité en %1 (le premier est à la ligne %2)&#xa0;: la règle des ordres multiples pour une même unité (4.D.3) tranche</translation>
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <location filename="../core/text/phase_text.cpp" line="13"/>
        <source>Spring %1</source>
        <translation>Printemps %1</translation>
    </message>
    <message>
        <location filename="../core/text/phase_text.cpp" line="15"/>
        <source>Fall %1</source>
        <translation>Automne %1</translation>
    </message>
    <message>
        <location filename="../core/text/phase_text.cpp" line="17"/>
        <source>Winter %1</source>
        <translation>Hiver %1</translation>
    </message>
    <message>
        <location filename="../core/text/phase_text.cpp" line="26"/>
        <source>Movement</source>
        <translation>Mouvements</translation>
    </message>
    <message>
        <location filename="../core/text/phase_text.cpp" line="28"/>
        <source>Retreats</source>
        <translation>Retraites</translation>
    </message>
    <message>
        <location filename="../core/text/phase_text.cpp" line="30"/>
        <source>Adjustments</source>
        <translation>Ajustements</translation>
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
        <translation>maintiens, mouvements, soutiens et convois</translation>
    </message>
    <message>
        <location filename="../core/text/phase_text.cpp" line="47"/>
        <source>retreats and disbands</source>
        <translation>retraites et dissolutions</translation>
    </message>
    <message>
        <location filename="../core/text/phase_text.cpp" line="49"/>
        <source>builds, removals and waives</source>
        <translation>constructions, retraits et abandons</translation>
    </message>
</context>
<context>
    <name>Power</name>
    <message>
        <source>Austria</source>
        <translation type="vanished">Autriche</translation>
    </message>
    <message>
        <source>England</source>
        <translation type="vanished">Angleterre</translation>
    </message>
    <message>
        <source>France</source>
        <translation type="vanished">France</translation>
    </message>
    <message>
        <source>Germany</source>
        <translation type="vanished">Allemagne</translation>
    </message>
    <message>
        <source>Italy</source>
        <translation type="vanished">Italie</translation>
    </message>
    <message>
        <source>Russia</source>
        <translation type="vanished">Russie</translation>
    </message>
    <message>
        <source>Turkey</source>
        <translation type="vanished">Turquie</translation>
    </message>
</context>
<context>
    <name>Quiz</name>
    <message>
        <location filename="../app/document/quiz_text.cpp" line="21"/>
        <source>succeeds</source>
        <translation>réussit</translation>
    </message>
    <message>
        <location filename="../app/document/quiz_text.cpp" line="22"/>
        <source>fails</source>
        <translation>échoue</translation>
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
        <translation>délogée</translation>
    </message>
    <message>
        <location filename="../app/document/quiz_text.cpp" line="26"/>
        <location filename="../app/document/quiz_text.cpp" line="43"/>
        <source>not dislodged</source>
        <translation>pas délogée</translation>
    </message>
    <message>
        <location filename="../app/document/quiz_text.cpp" line="73"/>
        <source>%1: no guesses</source>
        <translation>%1&#xa0;: aucune réponse</translation>
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
        <translation>Supprimer %1</translation>
    </message>
</context>
<context>
    <name>RenameBranchCommand</name>
    <message>
        <location filename="../app/document/rename_branch_command.cpp" line="17"/>
        <source>Remove branch name</source>
        <translation>Retirer le nom de la variante</translation>
    </message>
    <message>
        <location filename="../app/document/rename_branch_command.cpp" line="18"/>
        <source>Name branch &quot;%1&quot;</source>
        <translation>Nommer la variante «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <location filename="../core/record/score_report.cpp" line="21"/>
        <source>Scores (provisional: the game goes on):</source>
        <translation>Scores (provisoires&#xa0;: la partie continue)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../core/record/score_report.cpp" line="22"/>
        <source>Scores:</source>
        <translation>Scores&#xa0;:</translation>
    </message>
    <message>
        <location filename="../core/record/score_report.cpp" line="24"/>
        <source>Centres</source>
        <translation>Centres</translation>
    </message>
    <message>
        <location filename="../core/record/results_report.cpp" line="60"/>
        <source>Rules changed to: %1</source>
        <translation>Règles changées en&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../core/record/results_report.cpp" line="88"/>
        <source>Not adjudicated yet.</source>
        <translation>Pas encore résolu.</translation>
    </message>
    <message>
        <location filename="../core/record/results_report.cpp" line="90"/>
        <source>Dislodged:</source>
        <translation>Délogées&#xa0;:</translation>
    </message>
    <message>
        <location filename="../core/record/results_report.cpp" line="98"/>
        <source>no retreat possible</source>
        <translation>aucune retraite possible</translation>
    </message>
    <message>
        <location filename="../core/record/results_report.cpp" line="99"/>
        <source>may retreat to %1</source>
        <translation>peut retraiter vers %1</translation>
    </message>
    <message>
        <location filename="../core/record/results_report.cpp" line="113"/>
        <source>Centres changing hands: %1</source>
        <translation>Centres changeant de main&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../core/record/results_report.cpp" line="118"/>
        <source>%1: skipped, nothing to do.</source>
        <translation>%1&#xa0;: sautée, rien à faire.</translation>
    </message>
    <message>
        <location filename="../core/record/results_report.cpp" line="122"/>
        <source>%1 wins with %2 centres.</source>
        <translation>%1 gagne avec %2 centres.</translation>
    </message>
    <message>
        <location filename="../core/record/results_report.cpp" line="128"/>
        <source>Next: %1</source>
        <translation>Suivante&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../core/record/results_report.cpp" line="131"/>
        <source>The game ends: its last year, %1, is over.</source>
        <translation>La partie se termine&#xa0;: sa dernière année, %1, est passée.</translation>
    </message>
    <message>
        <location filename="../core/record/game_history.cpp" line="126"/>
        <source>Turning points</source>
        <translation>Tournants</translation>
    </message>
</context>
<context>
    <name>RuleChoice</name>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="18"/>
        <source>A convoy fails when any one of its routes is disrupted (1971).</source>
        <translation>Un convoi échoue dès que l&apos;une de ses routes est coupée (1971).</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="19"/>
        <source>A convoy fails only when every route is disrupted.</source>
        <translation>Un convoi n&apos;échoue que si toutes ses routes sont coupées.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="21"/>
        <source>1971: a convoyed army does not cut a support for an attack on a fleet of its convoy, when that support is given by a fleet.</source>
        <translation>1971&#xa0;: une armée convoyée ne coupe pas un soutien à une attaque contre une flotte de son convoi, quand ce soutien est donné par une flotte.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="22"/>
        <source>1982: a convoyed army does not cut a support for any action in a sea holding a convoying fleet.</source>
        <translation>1982&#xa0;: une armée convoyée ne coupe pas un soutien à une action dans une mer où se trouve une flotte qui convoie.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="23"/>
        <source>2000/2023: a convoyed army does not cut a support for an attack on a fleet its convoy needs.</source>
        <translation>2000/2023&#xa0;: une armée convoyée ne coupe pas un soutien à une attaque contre une flotte dont son convoi a besoin.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="24"/>
        <source>&apos;All hold&apos;: every move in a paradox fails.</source>
        <translation>«&#xa0;Tout tient&#xa0;»&#xa0;: tout mouvement pris dans un paradoxe échoue.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="25"/>
        <source>Causal rules (not used by any rulebook; treated like the Szykman rule).</source>
        <translation>Règles causales (utilisées par aucun livret de règles&#xa0;; traitées comme la règle de Szykman).</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="26"/>
        <source>Szykman: in a paradox the convoying fleets hold, so the convoy fails.</source>
        <translation>Szykman&#xa0;: dans un paradoxe, les flottes qui convoient tiennent, donc le convoi échoue.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="28"/>
        <source>1971: the convoy is used only when the unit at the destination moves the other way and the convoy succeeds.</source>
        <translation>1971&#xa0;: le convoi n&apos;est utilisé que si l&apos;unité à destination se déplace en sens inverse et que le convoi réussit.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="29"/>
        <source>1982: the convoy is used when the army&apos;s own power orders a fleet to convoy it.</source>
        <translation>1982&#xa0;: le convoi est utilisé quand la puissance de l&apos;armée ordonne à l&apos;une de ses flottes de la convoyer.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="30"/>
        <source>2000/2023: the convoy is used when the army is ordered &apos;via convoy&apos; or its own power convoys it; no fall-back to the land route.</source>
        <translation>2000/2023&#xa0;: le convoi est utilisé quand l&apos;armée a l&apos;ordre «&#xa0;par convoi&#xa0;» ou que sa propre puissance la convoie&#xa0;; pas de repli sur la route terrestre.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="31"/>
        <source>DPTG: the convoy is used only when the army is ordered &apos;via convoy&apos;.</source>
        <translation>DPTG&#xa0;: le convoi n&apos;est utilisé que si l&apos;armée a l&apos;ordre «&#xa0;par convoi&#xa0;».</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="32"/>
        <source>2000/2023 as read in DATC v2: &apos;via convoy&apos; or an own convoying fleet, but the army takes the land route when no convoy carries it.</source>
        <translation>2000/2023 selon le DATC v2&#xa0;: «&#xa0;par convoi&#xa0;» ou une flotte de sa propre puissance qui convoie, mais l&apos;armée prend la route terrestre si aucun convoi ne la transporte.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="34"/>
        <source>The support is not cut: the army attacks from where it started.</source>
        <translation>Le soutien n&apos;est pas coupé&#xa0;: l&apos;armée attaque depuis son point de départ.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="35"/>
        <source>The support is cut: the army attacks from the sea.</source>
        <translation>Le soutien est coupé&#xa0;: l&apos;armée attaque depuis la mer.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="37"/>
        <source>The unit may not retreat to the attacker&apos;s starting province.</source>
        <translation>L&apos;unité ne peut pas retraiter dans la province de départ de l&apos;attaquant.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="38"/>
        <source>The unit may retreat to the attacker&apos;s starting province when the attack came by convoy (2023).</source>
        <translation>L&apos;unité peut retraiter dans la province de départ de l&apos;attaquant quand l&apos;attaque est venue par convoi (2023).</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="40"/>
        <source>A path written in a move order is ignored.</source>
        <translation>Un chemin écrit dans un ordre de mouvement est ignoré.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="41"/>
        <source>A path may be written and is then followed.</source>
        <translation>Un chemin peut être écrit&#xa0;; il est alors suivi.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="42"/>
        <source>A convoyed move must give its path, or it fails.</source>
        <translation>Un mouvement par convoi doit indiquer son chemin, sinon il échoue.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="44"/>
        <source>A dislodged unit never affects the province its attacker came from.</source>
        <translation>Une unité délogée n&apos;affecte jamais la province d&apos;où venait son attaquant.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="45"/>
        <source>A dislodged unit has no effect on its attacker&apos;s province only after a head-to-head battle.</source>
        <translation>Une unité délogée n&apos;a aucun effet sur la province de son attaquant seulement après un face-à-face.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="47"/>
        <location filename="../core/rules/rule_settings.cpp" line="50"/>
        <source>The move fails.</source>
        <translation>Le mouvement échoue.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="49"/>
        <source>The fleet moves to the only coast it can reach.</source>
        <translation>La flotte va sur la seule côte qu&apos;elle peut atteindre.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="52"/>
        <source>The coast is ignored and the fleet moves to the coast it can reach.</source>
        <translation>La côte est ignorée et la flotte va sur la côte qu&apos;elle peut atteindre.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="53"/>
        <source>The order is illegal.</source>
        <translation>L&apos;ordre est illégal.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="55"/>
        <source>A support may leave out the coast of the supported move, whoever&apos;s unit it is.</source>
        <translation>Un soutien peut omettre la côte du mouvement soutenu, quelle que soit l&apos;unité soutenue.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="56"/>
        <source>The coast may be left out only when supporting one&apos;s own unit (Calhamer).</source>
        <translation>La côte ne peut être omise que pour soutenir sa propre unité (Calhamer).</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="57"/>
        <source>A support of a move to a split-coast province must give the coast.</source>
        <translation>Un soutien d&apos;un mouvement vers une province à deux côtes doit indiquer la côte.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="59"/>
        <location filename="../core/rules/rule_settings.cpp" line="62"/>
        <source>The order fails.</source>
        <translation>L&apos;ordre échoue.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="60"/>
        <location filename="../core/rules/rule_settings.cpp" line="63"/>
        <source>The written coast is ignored.</source>
        <translation>La côte écrite est ignorée.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="65"/>
        <source>A fleet built in a split-coast province needs a coast, or the build fails.</source>
        <translation>Une flotte construite dans une province à deux côtes a besoin d&apos;une côte, sinon la construction échoue.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="67"/>
        <location filename="../core/rules/rule_settings.cpp" line="71"/>
        <source>The order is invalid (the unit holds).</source>
        <translation>L&apos;ordre est invalide (l&apos;unité tient).</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="68"/>
        <location filename="../core/rules/rule_settings.cpp" line="83"/>
        <source>The order is valid.</source>
        <translation>L&apos;ordre est valide.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="69"/>
        <location filename="../core/rules/rule_settings.cpp" line="73"/>
        <source>The order is valid unless another order names the unit correctly.</source>
        <translation>L&apos;ordre est valide, sauf si un autre ordre désigne correctement l&apos;unité.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="72"/>
        <source>The order is valid; the written type is ignored.</source>
        <translation>L&apos;ordre est valide&#xa0;; le type écrit est ignoré.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="75"/>
        <location filename="../core/rules/rule_settings.cpp" line="79"/>
        <source>The build fails.</source>
        <translation>La construction échoue.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="76"/>
        <source>An army is built in an inland province; elsewhere the build fails.</source>
        <translation>Une armée est construite dans une province intérieure&#xa0;; ailleurs la construction échoue.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="77"/>
        <source>An army inland, a fleet when a coast is written; otherwise the build fails.</source>
        <translation>Une armée à l&apos;intérieur des terres, une flotte quand une côte est écrite&#xa0;; sinon la construction échoue.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="80"/>
        <source>An army is built instead.</source>
        <translation>Une armée est construite à la place.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="82"/>
        <location filename="../core/rules/rule_settings.cpp" line="86"/>
        <source>The order is invalid.</source>
        <translation>L&apos;ordre est invalide.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="84"/>
        <source>The order is valid unless another order gives the nationality.</source>
        <translation>L&apos;ordre est valide, sauf si un autre ordre indique la nationalité.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="87"/>
        <source>The order is valid; the nationality is ignored.</source>
        <translation>L&apos;ordre est valide&#xa0;; la nationalité est ignorée.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="88"/>
        <source>The order is valid unless another order gives the right nationality.</source>
        <translation>L&apos;ordre est valide, sauf si un autre ordre indique la bonne nationalité.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="90"/>
        <location filename="../core/rules/rule_settings.cpp" line="96"/>
        <source>All sets are combined.</source>
        <translation>Tous les lots sont combinés.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="91"/>
        <source>All sets are combined unless the latest clearly replaces them.</source>
        <translation>Tous les lots sont combinés, sauf si le dernier les remplace clairement.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="92"/>
        <source>Only the latest set counts unless it clearly adds to earlier ones.</source>
        <translation>Seul le dernier lot compte, sauf s&apos;il complète clairement les précédents.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="93"/>
        <source>Only the latest set counts.</source>
        <translation>Seul le dernier lot compte.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="95"/>
        <source>All units hold.</source>
        <translation>Toutes les unités tiennent.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="98"/>
        <source>The first order counts.</source>
        <translation>Le premier ordre compte.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="99"/>
        <source>The last order counts.</source>
        <translation>Le dernier ordre compte.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="100"/>
        <source>The unit holds (and may receive hold support).</source>
        <translation>L&apos;unité tient (et peut recevoir un soutien défensif).</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="102"/>
        <source>All builds are invalid.</source>
        <translation>Toutes les constructions sont invalides.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="103"/>
        <source>The first legal builds are used.</source>
        <translation>Les premières constructions légales sont retenues.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="104"/>
        <source>The last legal builds are used.</source>
        <translation>Les dernières constructions légales sont retenues.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="106"/>
        <source>Both builds fail.</source>
        <translation>Les deux constructions échouent.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="107"/>
        <source>The first build is used.</source>
        <translation>La première construction est retenue.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="108"/>
        <source>The last build is used.</source>
        <translation>La dernière construction est retenue.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="110"/>
        <source>Removals are chosen by the civil disorder rule.</source>
        <translation>Les retraits sont choisis selon la règle du désordre civil.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="111"/>
        <source>The first legal removals are used.</source>
        <translation>Les premiers retraits légaux sont retenus.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="112"/>
        <source>The last legal removals are used.</source>
        <translation>Les derniers retraits légaux sont retenus.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="114"/>
        <source>A power may waive builds.</source>
        <translation>Une puissance peut renoncer à des constructions.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="115"/>
        <source>Waives are not allowed.</source>
        <translation>Les renoncements ne sont pas permis.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="117"/>
        <source>2023: remove the unit farthest from the power&apos;s nearest owned centre, counting moves over land and sea for every unit.</source>
        <translation>2023&#xa0;: retirer l&apos;unité la plus éloignée du centre possédé le plus proche de la puissance, en comptant les déplacements par terre et par mer pour toutes les unités.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="118"/>
        <source>Before 2023: remove the unit farthest from a home centre; fleets move as fleets, armies over land and sea.</source>
        <translation>Avant 2023&#xa0;: retirer l&apos;unité la plus éloignée d&apos;un centre d&apos;origine&#xa0;; les flottes se déplacent en flottes, les armées par terre et par mer.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="120"/>
        <source>The support fails.</source>
        <translation>Le soutien échoue.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="121"/>
        <source>The support succeeds.</source>
        <translation>Le soutien réussit.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="123"/>
        <source>An illegal order is ignored: the unit holds and may receive hold support (2023).</source>
        <translation>Un ordre illégal est ignoré&#xa0;: l&apos;unité tient et peut recevoir un soutien défensif (2023).</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="125"/>
        <source>Each order is read on its own.</source>
        <translation>Chaque ordre est lu pour lui-même.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="126"/>
        <source>A player&apos;s orders are read together; one may clarify another.</source>
        <translation>Les ordres d&apos;un joueur sont lus ensemble&#xa0;; l&apos;un peut en éclaircir un autre.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="128"/>
        <source>A missing move may be deduced from its own power&apos;s support or convoy.</source>
        <translation>Un mouvement manquant peut être déduit d&apos;un soutien ou d&apos;un convoi de sa propre puissance.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="129"/>
        <source>Orders are never deduced.</source>
        <translation>Les ordres ne sont jamais déduits.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="131"/>
        <source>A player may leave standing orders that repeat every phase.</source>
        <translation>Un joueur peut laisser des ordres permanents, répétés à chaque phase.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="132"/>
        <source>Standing orders are not allowed.</source>
        <translation>Les ordres permanents ne sont pas permis.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="134"/>
        <source>Proxies are allowed when announced to the game master beforehand.</source>
        <translation>Les procurations sont permises si elles sont annoncées à l&apos;arbitre à l&apos;avance.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="135"/>
        <source>Proxies may be given within an order set.</source>
        <translation>Les procurations peuvent être données dans un lot d&apos;ordres.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="136"/>
        <source>Proxy orders are not allowed.</source>
        <translation>Les ordres par procuration ne sont pas permis.</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="138"/>
        <source>The unit is removed as soon as it is found when editing the position.</source>
        <translation>L&apos;unité est retirée dès qu&apos;elle est découverte, en corrigeant la position.</translation>
    </message>
</context>
<context>
    <name>RuleIssue</name>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="17"/>
        <source>Multi-route convoy disruption</source>
        <translation>Coupure d&apos;un convoi à plusieurs routes</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="20"/>
        <source>Convoy disruption paradoxes</source>
        <translation>Paradoxes de coupure de convoi</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="27"/>
        <source>Convoying to an adjacent province</source>
        <translation>Convoi vers une province adjacente</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="33"/>
        <source>Support cut by a convoyed attack from the supported target</source>
        <translation>Soutien coupé par une attaque convoyée depuis la cible soutenue</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="36"/>
        <source>Retreat when dislodged by a convoyed army</source>
        <translation>Retraite après délogement par une armée convoyée</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="39"/>
        <source>Convoy path specification</source>
        <translation>Indication du chemin d&apos;un convoi</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="43"/>
        <source>Dislodged unit bouncing a third unit</source>
        <translation>Unité délogée faisant rebondir une troisième unité</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="46"/>
        <source>Move without coast when two coasts are possible</source>
        <translation>Mouvement sans côte quand deux côtes sont possibles</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="48"/>
        <source>Move without coast when one coast is possible</source>
        <translation>Mouvement sans côte quand une seule côte est possible</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="51"/>
        <source>Move to an unreachable coast</source>
        <translation>Mouvement vers une côte inaccessible</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="54"/>
        <source>Coast in a support order</source>
        <translation>Côte dans un ordre de soutien</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="58"/>
        <source>Wrong coast of the ordered unit</source>
        <translation>Mauvaise côte de l&apos;unité ordonnée</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="61"/>
        <source>Unknown or irrelevant coasts</source>
        <translation>Côtes inconnues ou sans objet</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="64"/>
        <source>Coast in a build order</source>
        <translation>Côte dans un ordre de construction</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="66"/>
        <source>Missing unit type</source>
        <translation>Type d&apos;unité manquant</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="70"/>
        <source>Wrong unit type</source>
        <translation>Mauvais type d&apos;unité</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="74"/>
        <source>Missing unit type in a build</source>
        <translation>Type d&apos;unité manquant dans une construction</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="78"/>
        <source>Fleet built in an inland province</source>
        <translation>Flotte construite dans une province intérieure</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="81"/>
        <source>Missing nationality in a support</source>
        <translation>Nationalité manquante dans un soutien</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="85"/>
        <source>Wrong nationality in a support</source>
        <translation>Mauvaise nationalité dans un soutien</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="89"/>
        <source>Several order sets, latest known</source>
        <translation>Plusieurs lots d&apos;ordres, le dernier connu</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="94"/>
        <source>Several order sets, order unknown</source>
        <translation>Plusieurs lots d&apos;ordres, ordre inconnu</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="97"/>
        <source>Several orders to one unit</source>
        <translation>Plusieurs ordres pour une unité</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="101"/>
        <source>Too many builds</source>
        <translation>Trop de constructions</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="105"/>
        <source>Two builds in one province</source>
        <translation>Deux constructions dans une province</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="109"/>
        <source>Too many removals</source>
        <translation>Trop de retraits</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="113"/>
        <source>Waiving builds</source>
        <translation>Renoncer à des constructions</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="116"/>
        <source>Removal in civil disorder</source>
        <translation>Retrait en désordre civil</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="119"/>
        <source>Hold support for a power in civil disorder</source>
        <translation>Soutien défensif pour une puissance en désordre civil</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="122"/>
        <source>Illegal orders</source>
        <translation>Ordres illégaux</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="124"/>
        <source>Poorly written orders</source>
        <translation>Ordres mal écrits</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="127"/>
        <source>Implicit orders</source>
        <translation>Ordres implicites</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="130"/>
        <source>Perpetual orders</source>
        <translation>Ordres permanents</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="133"/>
        <source>Proxy orders</source>
        <translation>Ordres par procuration</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="137"/>
        <source>Illegal unit on the board (Flying Dutchman)</source>
        <translation>Unité illégale sur le plateau (Hollandais volant)</translation>
    </message>
</context>
<context>
    <name>RuleSettings</name>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="199"/>
        <source>issue %1 has choices a to %2, not &apos;%3&apos;</source>
        <translation>la question de règle %1 a les choix a à %2, pas «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="210"/>
        <source>&apos;%1&apos; is not of the form 4.A.2=b</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas de la forme 4.A.2=b</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="213"/>
        <source>unknown rule issue &apos;%1&apos;</source>
        <translation>question de règle inconnue «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../core/rules/rule_settings.cpp" line="217"/>
        <source>the choice in &apos;%1&apos; must be one letter</source>
        <translation>le choix dans «&#xa0;%1&#xa0;» doit être une lettre</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../app/document/rules_description.cpp" line="12"/>
        <source>DATC preferences</source>
        <translation>Préférences du DATC</translation>
    </message>
    <message>
        <location filename="../app/document/rules_description.cpp" line="14"/>
        <source>DPTG</source>
        <translation>DPTG</translation>
    </message>
    <message>
        <location filename="../app/document/rules_description.cpp" line="15"/>
        <source>%1 rulebook</source>
        <translation>Règles de %1</translation>
    </message>
    <message>
        <location filename="../app/document/rules_description.cpp" line="36"/>
        <source>%1, modified</source>
        <translation>%1, modifiées</translation>
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
        <translation>Taille de la nulle</translation>
    </message>
    <message>
        <location filename="../core/record/scoring.cpp" line="25"/>
        <source>Sum of squares</source>
        <translation>Somme des carrés</translation>
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
        <translation>Modifier les informations de la partie</translation>
    </message>
</context>
<context>
    <name>SetOrderCommand</name>
    <message>
        <location filename="../app/document/set_order_command.cpp" line="16"/>
        <source>Order %1</source>
        <translation>Ordre %1</translation>
    </message>
</context>
<context>
    <name>SetVotesCommand</name>
    <message>
        <location filename="../app/document/set_votes_command.cpp" line="13"/>
        <source>Record draw votes</source>
        <translation>Enregistrer les votes de nulle</translation>
    </message>
</context>
<context>
    <name>SwitchLineCommand</name>
    <message>
        <location filename="../app/document/switch_line_command.cpp" line="17"/>
        <source>Switch to %1</source>
        <translation>Passer à %1</translation>
    </message>
</context>
<context>
    <name>TurningPoints</name>
    <message>
        <location filename="../core/record/turning_points.cpp" line="57"/>
        <source>%1 takes %2 (neutral)</source>
        <translation>%1 prend %2 (neutre)</translation>
    </message>
    <message>
        <location filename="../core/record/turning_points.cpp" line="59"/>
        <source>%1 takes %2 from %3</source>
        <translation>%1 prend %2 (avant&#xa0;: %3)</translation>
    </message>
    <message>
        <location filename="../core/record/turning_points.cpp" line="61"/>
        <source>%1 loses %2 (home centre) to %3</source>
        <translation>%1 perd %2 (centre d&apos;origine)&#xa0;; nouveau propriétaire&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../core/record/turning_points.cpp" line="64"/>
        <source>%1 takes back %2 (home centre) from %3</source>
        <translation>%1 reprend %2 (centre d&apos;origine&#xa0;; avant&#xa0;: %3)</translation>
    </message>
    <message>
        <location filename="../core/record/turning_points.cpp" line="67"/>
        <source>%1 is eliminated</source>
        <translation>%1&#xa0;: puissance éliminée</translation>
    </message>
</context>
<context>
    <name>Unit</name>
    <message>
        <location filename="../app/document/order_description.cpp" line="33"/>
        <source>the %1 army in %2</source>
        <translation>l&apos;armée %1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/document/order_description.cpp" line="34"/>
        <source>the %1 fleet in %2</source>
        <translation>la flotte %1 (%2)</translation>
    </message>
</context>
<context>
    <name>arbiter::document::GameDocument</name>
    <message>
        <location filename="../app/document/game_document.cpp" line="118"/>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::AboutDialog</name>
    <message>
        <location filename="../app/ui/dialogs/about_dialog.cpp" line="24"/>
        <source>About Arbiter</source>
        <translation>À propos d&apos;Arbiter</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/about_dialog.cpp" line="38"/>
        <source>&lt;h3&gt;Arbiter %1&lt;/h3&gt;&lt;p&gt;A Diplomacy map client and rules engine for the game master at the table.&lt;/p&gt;&lt;p&gt;Adjudication follows the DATC v3.0; every rule choice of its chapter 4 can be set in Game → Rules.&lt;/p&gt;&lt;p&gt;Arbiter is free software under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later). It comes with no warranty.&lt;/p&gt;&lt;p&gt;The coastlines of the map are derived from GSHHG, the Global Self-consistent, Hierarchical, High-resolution Geography Database by Paul Wessel and Walter H. F. Smith, distributed under the GNU Lesser General Public License, version 3 or later.&lt;/p&gt;&lt;p&gt;Built with Qt %2, running with Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Arbiter %1&lt;/h3&gt;&lt;p&gt;Un client cartographique et un moteur de règles de Diplomatie pour l&apos;arbitre autour de la table.&lt;/p&gt;&lt;p&gt;La résolution suit le DATC v3.0&#xa0;; chaque choix de règle de son chapitre 4 peut être réglé dans Partie → Règles.&lt;/p&gt;&lt;p&gt;Arbiter est un logiciel libre sous la licence publique générale GNU, version 3 ou toute version ultérieure (GPL-3.0-or-later). Il est fourni sans aucune garantie.&lt;/p&gt;&lt;p&gt;Les côtes de la carte sont dérivées de GSHHG, the Global Self-consistent, Hierarchical, High-resolution Geography Database, de Paul Wessel et Walter H. F. Smith, distribuée sous la licence publique générale limitée GNU, version 3 ou ultérieure.&lt;/p&gt;&lt;p&gt;Compilé avec Qt %2, fonctionne avec Qt %3.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ActionManager</name>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="31"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="32"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="33"/>
        <source>Open &amp;DATC Case…</source>
        <translation>Ouvrir un cas &amp;DATC…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="35"/>
        <source>A new game from a case of a DATC test file, with its rules and orders</source>
        <translation>Une nouvelle partie à partir d&apos;un cas d&apos;un fichier de test DATC, avec ses règles et ses ordres</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="36"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="37"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="39"/>
        <source>Save as &amp;Lesson…</source>
        <translation>Enregistrer comme &amp;leçon…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="41"/>
        <source>Keep the phase shown, with its orders, as a lesson of your own (Help → Lessons); the outcome is the judge&apos;s</source>
        <translation>Garder la phase affichée, avec ses ordres, comme leçon personnelle (Aide → Leçons)&#xa0;; le résultat est celui de l&apos;arbitre</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="43"/>
        <source>&amp;Import Order Sheet…</source>
        <translation>&amp;Importer une feuille d&apos;ordres…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="45"/>
        <source>Import &amp;Game…</source>
        <translation>Importer une par&amp;tie…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="48"/>
        <source>Open a game played elsewhere (MILA&apos;s game JSON, a Judge or DPjudge transcript); every phase is judged again and compared with the record (Ctrl+Alt+I)</source>
        <translation>Ouvrir une partie jouée ailleurs (JSON de partie de MILA, compte rendu du Judge ou de DPjudge)&#xa0;; chaque phase est rejugée et comparée au résultat enregistré (Ctrl+Alt+I)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="50"/>
        <source>Export Game as &amp;MILA JSON…</source>
        <translation>Exporter la partie en JSON &amp;MILA…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="52"/>
        <source>The line of play as the game JSON of the `diplomacy` Python package</source>
        <translation>La ligne de jeu sous forme de JSON de partie du paquet Python `diplomacy`</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="53"/>
        <source>Export Game as &amp;Judge Transcript…</source>
        <translation>Exporter la partie en compte rendu du &amp;Judge…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="55"/>
        <source>The line of play as the results the Judge mails, phase by phase</source>
        <translation>La ligne de jeu sous forme des résultats que le Judge envoie par courriel, phase par phase</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="56"/>
        <source>Export Map as &amp;PNG…</source>
        <translation>Exporter la carte en &amp;PNG…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="58"/>
        <source>Export Map as &amp;SVG…</source>
        <translation>Exporter la carte en S&amp;VG…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="60"/>
        <source>Export Map as P&amp;DF…</source>
        <translation>Exporter la carte en P&amp;DF…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="62"/>
        <source>&amp;Print Map…</source>
        <translation>Imprimer la &amp;carte…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="63"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="69"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="73"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="79"/>
        <source>&amp;Paste Orders…</source>
        <translation>C&amp;oller des ordres…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="81"/>
        <source>&amp;Copy Results Report</source>
        <translation>&amp;Copier le rapport des résultats</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="86"/>
        <source>&amp;Hold</source>
        <translation>&amp;Tenir</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="87"/>
        <source>&amp;Move</source>
        <translation>&amp;Déplacer</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="89"/>
        <source>&amp;Support</source>
        <translation>&amp;Soutenir</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="91"/>
        <source>&amp;Convoy</source>
        <translation>&amp;Convoyer</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="93"/>
        <source>&amp;Disband</source>
        <translation>D&amp;issoudre</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="95"/>
        <source>&amp;Next Unit Without Order</source>
        <translation>Unité suivante &amp;sans ordre</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="96"/>
        <source>&amp;Type an Order</source>
        <translation>Sais&amp;ir un ordre</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="98"/>
        <source>Cancel Order Entry</source>
        <translation>Annuler la saisie de l&apos;ordre</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="103"/>
        <source>&amp;Adjudicate</source>
        <translation>&amp;Résoudre</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="105"/>
        <source>Adjudicate this phase (Ctrl+Return)</source>
        <translation>Résoudre cette phase (Ctrl+Entrée)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="107"/>
        <source>&amp;Rules…</source>
        <translation>&amp;Règles…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="108"/>
        <source>Game &amp;Info…</source>
        <translation>&amp;Informations de la partie…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="110"/>
        <source>The game&apos;s name, notes, players, end year and scoring system</source>
        <translation>Le nom de la partie, les notes, les joueurs, l&apos;année de fin et le système de score</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="112"/>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="114"/>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="116"/>
        <source>&amp;Fit to Window</source>
        <translation>A&amp;juster à la fenêtre</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="117"/>
        <source>Show &amp;Orders on the Map</source>
        <translation>Afficher les &amp;ordres sur la carte</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="121"/>
        <source>Show Last &amp;Results</source>
        <translation>Afficher les derniers &amp;résultats</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="124"/>
        <source>&amp;Strengths</source>
        <translation>&amp;Forces</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="128"/>
        <source>On the results: each move&apos;s attack strength, and the strength each contested province was held or prevented with</source>
        <translation>Sur les résultats&#xa0;: la force d&apos;attaque de chaque mouvement, et la force avec laquelle chaque province disputée a été tenue ou bloquée</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="130"/>
        <source>Reac&amp;h and Support</source>
        <translation>Portée et &amp;soutiens</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="133"/>
        <source>Click a province: the units that can move there, those that can support there and those that could cut those supports are ringed (Escape clears)</source>
        <translation>Cliquez sur une province&#xa0;: les unités qui peuvent y aller, celles qui peuvent y soutenir et celles qui pourraient couper ces soutiens sont cerclées (Échap efface)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="135"/>
        <source>Full Place &amp;Names</source>
        <translation>&amp;Noms de lieux complets</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="139"/>
        <source>Explanations, results, reports and the table display write places out (&quot;Vienna is empty&quot;) rather than abbreviate them (&quot;vie&quot;)</source>
        <translation>Les explications, les résultats, les rapports et l&apos;affichage de table écrivent les lieux en entier («&#xa0;Vienne&#xa0;») plutôt qu&apos;en abrégé («&#xa0;vie&#xa0;»)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="144"/>
        <source>&amp;First Phase</source>
        <translation>&amp;Première phase</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="146"/>
        <source>First phase (Ctrl+Home)</source>
        <translation>Première phase (Ctrl+Début)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="147"/>
        <source>P&amp;revious Phase</source>
        <translation>Phase pr&amp;écédente</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="150"/>
        <source>Previous phase (Ctrl+PgUp)</source>
        <translation>Phase précédente (Ctrl+Page préc.)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="151"/>
        <location filename="../app/ui/window/action_manager.cpp" line="278"/>
        <source>&amp;Play Replay</source>
        <translation>&amp;Lancer la relecture</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="154"/>
        <source>Play the game phase by phase at the chosen speed (F5)</source>
        <translation>Rejouer la partie phase par phase à la vitesse choisie (F5)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="155"/>
        <source>&amp;Next Phase</source>
        <translation>Phase &amp;suivante</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="158"/>
        <source>Next phase (Ctrl+PgDown)</source>
        <translation>Phase suivante (Ctrl+Page suiv.)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="159"/>
        <source>&amp;Current Phase</source>
        <translation>Phase &amp;actuelle</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="162"/>
        <source>Back to the current phase, to edit it (Ctrl+End)</source>
        <translation>Revenir à la phase actuelle, pour la modifier (Ctrl+Fin)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="163"/>
        <source>Position &amp;After the Phase</source>
        <translation>Position &amp;après la phase</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="167"/>
        <source>Show the position after the replayed phase instead of the position before it (Ctrl+Shift+A)</source>
        <translation>Afficher la position après la phase rejouée au lieu de la position d&apos;avant (Ctrl+Maj+A)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="168"/>
        <source>After</source>
        <translation>Après</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="169"/>
        <source>Play from &amp;Here</source>
        <translation>Jouer à partir d&apos;&amp;ici</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="171"/>
        <source>Start a what-if from the phase shown: the original line is kept (Ctrl+B)</source>
        <translation>Commencer une hypothèse à partir de la phase affichée&#xa0;: la ligne d&apos;origine est conservée (Ctrl+B)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="172"/>
        <source>&amp;Switch to This Line</source>
        <translation>Passer à &amp;cette ligne</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="174"/>
        <source>Continue the line of play of the phase shown (Ctrl+Shift+B)</source>
        <translation>Continuer la ligne de jeu de la phase affichée (Ctrl+Maj+B)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="175"/>
        <source>Switch Line</source>
        <translation>Changer de ligne</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="176"/>
        <source>&amp;Name This Line…</source>
        <translation>&amp;Nommer cette ligne…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="177"/>
        <source>Supply &amp;Centre Chart…</source>
        <translation>Graphique des &amp;centres…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="179"/>
        <source>Game &amp;Report…</source>
        <translation>&amp;Rapport de partie…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="181"/>
        <source>Compare &amp;Lines…</source>
        <translation>Comparer des &amp;lignes…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="183"/>
        <source>The line shown beside another line of play of the game, phase by phase: the units, centres and orders that differ (Ctrl+Alt+C)</source>
        <translation>La ligne affichée à côté d&apos;une autre ligne de jeu de la partie, phase par phase&#xa0;: les unités, centres et ordres qui diffèrent (Ctrl+Alt+C)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="185"/>
        <source>&amp;Import Report…</source>
        <translation>Rapport d&apos;i&amp;mportation…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="187"/>
        <source>The phases of the imported game where Arbiter&apos;s second opinion differs from the recorded adjudication (Ctrl+Shift+J)</source>
        <translation>Les phases de la partie importée où le second avis d&apos;Arbiter diffère de la résolution enregistrée (Ctrl+Maj+J)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="189"/>
        <source>&amp;Draw Votes…</source>
        <translation>&amp;Votes de nulle…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="191"/>
        <source>Set &amp;Up Position…</source>
        <translation>&amp;Préparer une position…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="194"/>
        <source>Place and remove units, set centre owners and the phase, then start a new game from that position (Ctrl+Shift+U)</source>
        <translation>Placer et retirer des unités, choisir les propriétaires des centres et la phase, puis commencer une nouvelle partie à partir de cette position (Ctrl+Maj+U)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="196"/>
        <source>&amp;Quiz on This Phase…</source>
        <translation>&amp;Quiz sur cette phase…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="198"/>
        <source>The students predict each order&apos;s fate before it is revealed, on the map and the table display, and are scored (Ctrl+Alt+Q)</source>
        <translation>Les élèves prédisent le sort de chaque ordre avant qu&apos;il soit révélé, sur la carte et l&apos;affichage pour la table, et sont notés (Ctrl+Alt+Q)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="200"/>
        <source>Res&amp;ume the Game</source>
        <translation>Re&amp;prendre la partie</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="202"/>
        <source>Restart a drawn or ended game (the Judge&apos;s RESUME)</source>
        <translation>Relancer une partie nulle ou terminée (le RESUME du Judge)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="203"/>
        <source>&amp;End the Game…</source>
        <translation>&amp;Terminer la partie…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="205"/>
        <source>End the game now, as when a tournament&apos;s time is up: it is scored like a draw of every power still on the board</source>
        <translation>Terminer la partie maintenant, comme quand le temps d&apos;un tournoi est écoulé&#xa0;: elle est comptée comme une nulle entre toutes les puissances encore sur le plateau</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="207"/>
        <source>&amp;Scores…</source>
        <translation>&amp;Scores…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="209"/>
        <source>Each power&apos;s score under the tournament scoring systems (Ctrl+Shift+K)</source>
        <translation>Le score de chaque puissance selon les systèmes de score de tournoi (Ctrl+Maj+K)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="210"/>
        <source>&amp;Pause or Resume the Clock</source>
        <translation>&amp;Pause ou reprise de l&apos;horloge</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="212"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="213"/>
        <source>Stop or restart the phase clock (Ctrl+Shift+P)</source>
        <translation>Arrêter ou relancer l&apos;horloge de la phase (Ctrl+Maj+P)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="214"/>
        <source>&amp;One More Minute</source>
        <translation>&amp;Une minute de plus</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="216"/>
        <source>+1 min</source>
        <translation>+1 min</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="217"/>
        <source>Give the players one more minute (Ctrl+Shift+M)</source>
        <translation>Donner une minute de plus aux joueurs (Ctrl+Maj+M)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="219"/>
        <source>&amp;Table Display</source>
        <translation>Affichage pour la &amp;table</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="220"/>
        <source>&amp;Players&apos; Devices…</source>
        <translation>&amp;Appareils des joueurs…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="223"/>
        <source>Let the players give their orders on their phones over the table&apos;s network (Ctrl+Alt+F)</source>
        <translation>Les joueurs donnent leurs ordres sur leur téléphone par le réseau de la table (Ctrl+Alt+F)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="225"/>
        <source>Show My &amp;View on the Table Display</source>
        <translation>Montrer ma &amp;vue sur l&apos;affichage pour la table</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="229"/>
        <source>The table display follows the phase replayed or the what-if played here, labelled as such; otherwise it keeps to the live phase (Shift+F9)</source>
        <translation>L&apos;affichage pour la table suit la phase relue ou l&apos;hypothèse jouée ici, signalées comme telles&#xa0;; sinon il reste sur la phase en cours (Maj+F9)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="231"/>
        <source>Print Order P&amp;ads…</source>
        <translation>Imprimer les &amp;feuilles d&apos;ordres…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="233"/>
        <source>A sheet for each power with its units and lines for its orders (or a PDF)</source>
        <translation>Une feuille par puissance avec ses unités et des lignes pour ses ordres (ou un PDF)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="234"/>
        <source>Print Res&amp;ults Sheet…</source>
        <translation>Imprimer la feuille des rés&amp;ultats…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="237"/>
        <source>The map with the results and every order&apos;s outcome, for the wall (or a PDF)</source>
        <translation>La carte avec les résultats et l&apos;issue de chaque ordre, pour le mur (ou un PDF)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="239"/>
        <source>A second window for the players, on a projector or a television: the map, the phase, the clock and the results, never the orders before adjudication (F9; F11 in it: full screen)</source>
        <translation>Une seconde fenêtre pour les joueurs, sur un projecteur ou une télévision&#xa0;: la carte, la phase, l&apos;horloge et les résultats, jamais les ordres avant la résolution (F9&#xa0;; F11 dans celle-ci&#xa0;: plein écran)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="278"/>
        <source>&amp;Pause Replay</source>
        <translation>&amp;Mettre la relecture en pause</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="284"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="288"/>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="307"/>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="314"/>
        <source>&amp;Orders</source>
        <translation>&amp;Ordres</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="324"/>
        <source>S&amp;lip Of</source>
        <extracomment>the submenu of the powers whose paper slip of orders the game master types next</extracomment>
        <translation>&amp;Bulletin de</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="335"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="353"/>
        <source>H&amp;istory</source>
        <translation>&amp;Historique</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="370"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="382"/>
        <source>&amp;Threats Against</source>
        <extracomment>the submenu of the powers whose threat view is shown: what the others could bring against it</extracomment>
        <translation>&amp;Menaces contre</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="386"/>
        <source>&amp;Nobody</source>
        <extracomment>no threat view shown</extracomment>
        <translation>&amp;Personne</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="397"/>
        <source>Orders of &amp;Powers</source>
        <translation>Ordres des &amp;puissances</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="414"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="415"/>
        <source>&amp;Lessons…</source>
        <translation>&amp;Leçons…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="417"/>
        <source>The DATC test cases and your own lessons: positions that teach a rule (Ctrl+F1)</source>
        <translation>Les cas de test du DATC et vos propres leçons&#xa0;: des positions qui enseignent une règle (Ctrl+F1)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="419"/>
        <source>&amp;Glossary…</source>
        <translation>&amp;Glossaire…</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="421"/>
        <source>The words of the rules the explanations use, each with the lesson that shows it (Ctrl+Shift+F1)</source>
        <translation>Les termes des règles qu&apos;emploient les explications, chacun avec la leçon qui le montre (Ctrl+Maj+F1)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="425"/>
        <source>&amp;About Arbiter</source>
        <translation>À &amp;propos d&apos;Arbiter</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="431"/>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="437"/>
        <source>&amp;Colours</source>
        <translation>&amp;Couleurs</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="441"/>
        <source>&amp;Map Colours</source>
        <translation>Couleurs de la &amp;carte</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="443"/>
        <source>&amp;Colour-Blind Safe (with Letters)</source>
        <translation>Adaptées aux &amp;daltoniens (avec lettres)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="445"/>
        <source>&amp;High Contrast (with Letters)</source>
        <translation>&amp;Haut contraste (avec lettres)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="459"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="462"/>
        <source>System Default</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location filename="../app/ui/window/action_manager.cpp" line="474"/>
        <source>The language changes when Arbiter is started again.</source>
        <translation>La langue change au prochain démarrage d&apos;Arbiter.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::AnalysisPanel</name>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="85"/>
        <source>Sides</source>
        <translation>Camps</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="87"/>
        <source>Our side:</source>
        <translation>Notre camp&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="89"/>
        <source>Their side: every other power with units</source>
        <translation>Leur camp&#xa0;: toute autre puissance ayant des unités</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="102"/>
        <source>Goals, all to be met together</source>
        <translation>Buts, tous à atteindre ensemble</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="107"/>
        <source>Goals</source>
        <translation>Buts</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="112"/>
        <source>New goal</source>
        <translation>Nouveau but</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="113"/>
        <source>take mun, hold bel, dislodge kie, keep war</source>
        <translation>take mun, hold bel, dislodge kie, keep war</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="114"/>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="119"/>
        <source>Pick on Map</source>
        <translation>Choisir sur la carte</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="121"/>
        <source>Click a province on the map to take it; right-click for hold, dislodge or keep.</source>
        <translation>Cliquez une province sur la carte pour la prendre&#xa0;; clic droit pour tenir (hold), déloger (dislodge) ou garder (keep).</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="122"/>
        <source>Remove Goal</source>
        <translation>Retirer le but</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="150"/>
        <source>Time &amp;limit:</source>
        <translation>&amp;Limite de temps&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="154"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="155"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="157"/>
        <source>&amp;Ask</source>
        <translation>&amp;Demander</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="159"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="185"/>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="424"/>
        <source>Answer</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="191"/>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="197"/>
        <source>Orders of the answer</source>
        <translation>Ordres de la réponse</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="200"/>
        <source>Play as &amp;What-If</source>
        <translation>Jouer en &amp;hypothèse</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="201"/>
        <source>Enter these orders in a new what-if line from the phase asked about; adjudicate it to see why in the Explanation dock.</source>
        <translation>Entrer ces ordres dans une nouvelle ligne hypothétique depuis la phase étudiée&#xa0;; résolvez-la pour voir pourquoi dans le panneau Explication.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="245"/>
        <source>&quot;%1&quot; is a goal already.</source>
        <translation>«&#xa0;%1&#xa0;» est déjà un but.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="292"/>
        <source>Tick the powers of their side, or every other power with units.</source>
        <translation>Cochez les puissances de leur camp, ou toute autre puissance ayant des unités.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="337"/>
        <source>%L1 adjudications in %L2 s.</source>
        <translation>%L1 résolutions en %L2 s.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="344"/>
        <source>The answer for %1 came after the phase had changed, and is dropped: ask again.</source>
        <translation>La réponse pour %1 est arrivée après le changement de phase et est abandonnée&#xa0;: reposez la question.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="359"/>
        <source>Searching: %L1 adjudications, %L2 s…</source>
        <translation>Recherche&#xa0;: %L1 résolutions, %L2 s…</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="423"/>
        <source>Answer for %1</source>
        <translation>Réponse pour %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="426"/>
        <source>Searching…</source>
        <translation>Recherche…</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="447"/>
        <source>Guaranteeing orders: %1</source>
        <translation>Ordres qui garantissent&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="449"/>
        <source>Best attempt: %1</source>
        <translation>Meilleure tentative&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="449"/>
        <source>Best attempt found: %1</source>
        <translation>Meilleure tentative trouvée&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="451"/>
        <source>Refutation by %1</source>
        <translation>Réfutation par %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="452"/>
        <source>Safe defence of %1</source>
        <translation>Défense sûre du camp %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="501"/>
        <source>Analysis: %1</source>
        <translation>Analyse&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="503"/>
        <source>Play the analysis as a what-if</source>
        <translation>Jouer l’analyse en hypothèse</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/analysis_panel.cpp" line="508"/>
        <source>A what-if with the orders of the analysis: adjudicate it to see why in the Explanation dock.</source>
        <translation>Une hypothèse avec les ordres de l’analyse&#xa0;: résolvez-la pour voir pourquoi dans le panneau Explication.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::CentreChart</name>
    <message>
        <location filename="../app/ui/widgets/centre_chart.cpp" line="46"/>
        <location filename="../app/ui/widgets/centre_chart.cpp" line="127"/>
        <source>start</source>
        <translation>début</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/centre_chart.cpp" line="80"/>
        <source>Supply centres per year</source>
        <translation>Centres de ravitaillement par année</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/centre_chart.cpp" line="84"/>
        <source>No year played yet</source>
        <translation>Aucune année jouée pour l&apos;instant</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/centre_chart.cpp" line="153"/>
        <source>%1 to win</source>
        <translation>%1 pour gagner</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ClockWidget</name>
    <message>
        <location filename="../app/ui/widgets/clock_widget.cpp" line="51"/>
        <source>%1 (paused)</source>
        <translation>%1 (en pause)</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/clock_widget.cpp" line="53"/>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/clock_widget.cpp" line="53"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/clock_widget.cpp" line="54"/>
        <source>The time for this phase is up</source>
        <translation>Le temps de cette phase est écoulé</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/clock_widget.cpp" line="55"/>
        <source>Time left for this phase</source>
        <translation>Temps restant pour cette phase</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::CommandLine</name>
    <message>
        <source>Type an order, e.g. &quot;A par - bur&quot; or &quot;England: F lon - nth&quot;, and press Enter</source>
        <translation type="vanished">Saisissez un ordre, par ex. «&#xa0;A par - bou&#xa0;» ou «&#xa0;Angleterre: F lon - mdn&#xa0;», puis appuyez sur Entrée</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="117"/>
        <location filename="../app/ui/widgets/command_line.cpp" line="161"/>
        <source>Type an order and press Enter</source>
        <translation>Saisissez un ordre, puis appuyez sur Entrée</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="160"/>
        <source>Type an order, e.g. &quot;%1&quot; or &quot;%2&quot;, and press Enter</source>
        <translation>Saisissez un ordre, par ex. « %1 » ou « %2 », puis appuyez sur Entrée</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="181"/>
        <source>Slip of %1: type its orders one a line, without the power or the unit types.</source>
        <extracomment>after the game master chose a power&apos;s slip, e.g. with Ctrl+4</extracomment>
        <translation>Bulletin de %1&#xa0;: tapez ses ordres un par ligne, sans la puissance ni le type des unités.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="410"/>
        <source>Orders of %1: type them one a line.</source>
        <translation>Ordres — %1&#xa0;: saisissez-les un par ligne.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="413"/>
        <source>Note: &apos;%1&apos; read as %2.</source>
        <extracomment>&quot;Note: &apos;Germnay&apos; read as Germany.&quot; after a misspelled power&apos;s name</extracomment>
        <translation>Remarque&#xa0;: «&#xa0;%1&#xa0;» lu comme %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="419"/>
        <source>The game has ended; no more orders.</source>
        <translation>La partie est terminée&#xa0;; plus d&apos;ordres.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="424"/>
        <source>Enter &quot;%1&quot;</source>
        <extracomment>the undo step of a typed line of several orders, e.g. Enter &quot;A par - bur; A mar - spa&quot;</extracomment>
        <translation>Saisir « %1 »</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="458"/>
        <source>Order %1: </source>
        <translation>Ordre %1&#xa0;: </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="462"/>
        <source>Cannot read &quot;%1&quot;: %2.</source>
        <translation>Impossible de lire «&#xa0;%1&#xa0;»&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="477"/>
        <source>Whose build is waived? Write the power first (&quot;Austria: waive&quot;).</source>
        <translation>Qui renonce à sa construction&#xa0;? Écrivez d&apos;abord la puissance («&#xa0;Autriche: renoncer&#xa0;»).</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="479"/>
        <source>Whose order is &quot;%1&quot;? There is no unit there; write the power first (&quot;Austria: ...&quot;).</source>
        <translation>À qui est l&apos;ordre «&#xa0;%1&#xa0;»&#xa0;? Il n&apos;y a aucune unité là&#xa0;; écrivez d&apos;abord la puissance («&#xa0;Autriche: ...&#xa0;»).</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="487"/>
        <source>Not entered: &quot;%1&quot; is no order for %2, which takes only %3.</source>
        <extracomment>&quot;Not entered: &quot;A par - bur&quot; is no order for Winter 1901 Adjustments, which takes only builds, ...&quot;</extracomment>
        <translation>Non saisi&#xa0;: «&#xa0;%1&#xa0;» n&apos;est pas un ordre pour %2, qui ne prend que %3.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="510"/>
        <source>Not entered: %1 cannot replace %2&apos;s order %3.</source>
        <extracomment>&quot;Not entered: Austria cannot replace Germany&apos;s order A ber - kie.&quot;</extracomment>
        <translation>Non saisi&#xa0;: %1 ne peut pas remplacer l&apos;ordre %3 de %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="526"/>
        <source>Entered %1, but it is illegal and will be ignored: %2.</source>
        <translation>%1 saisi, mais il est illégal et sera ignoré&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="530"/>
        <source>Entered %1. Note: %2.</source>
        <translation>%1 saisi. Remarque&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="533"/>
        <location filename="../app/ui/widgets/command_line.cpp" line="564"/>
        <source>Entered %1.</source>
        <translation>%1 saisi.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="537"/>
        <source>It replaces %1.</source>
        <translation>Il remplace %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="541"/>
        <source>Note: the unit is %1&apos;s, not %2&apos;s.</source>
        <translation>Remarque : l&apos;unité est une unité de la puissance %1, non de la puissance %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="545"/>
        <source>Note: %1.</source>
        <extracomment>&quot;Note: &apos;Germnay&apos; read as Germany.&quot; after a misspelled power&apos;s name</extracomment>
        <translation>Remarque&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="559"/>
        <source>Note: the unit in %1 is a fleet, not an army.</source>
        <translation>Remarque&#xa0;: l&apos;unité en %1 est une flotte, pas une armée.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/command_line.cpp" line="560"/>
        <source>Note: the unit in %1 is an army, not a fleet.</source>
        <translation>Remarque&#xa0;: l&apos;unité en %1 est une armée, pas une flotte.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::DatcCaseDialog</name>
    <message>
        <location filename="../app/ui/dialogs/datc_case_dialog.cpp" line="18"/>
        <source>Open DATC Case — %1</source>
        <translation>Ouvrir un cas DATC — %1</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/datc_case_dialog.cpp" line="21"/>
        <source>Choose a test case. It opens as a new game from its position, with its rules and its orders entered: adjudicate to see what happens and why.</source>
        <translation>Choisissez un cas de test. Il s&apos;ouvre comme une nouvelle partie à partir de sa position, avec ses règles et ses ordres saisis&#xa0;: résolvez-le pour voir ce qui se passe et pourquoi.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/datc_case_dialog.cpp" line="29"/>
        <source>%1 — %n unit(s)</source>
        <translation>
            <numerusform>%1 — %n unité</numerusform>
            <numerusform>%1 — %n unités</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/datc_case_dialog.cpp" line="30"/>
        <source>, %n order(s)</source>
        <translation>
            <numerusform>, %n ordre</numerusform>
            <numerusform>, %n ordres</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/datc_case_dialog.cpp" line="36"/>
        <source> (cannot be read)</source>
        <translation> (illisible)</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::Docks</name>
    <message>
        <location filename="../app/ui/window/docks.cpp" line="26"/>
        <source>Orders</source>
        <translation>Ordres</translation>
    </message>
    <message>
        <location filename="../app/ui/window/docks.cpp" line="34"/>
        <source>Draw Votes</source>
        <translation>Votes de nulle</translation>
    </message>
    <message>
        <location filename="../app/ui/window/docks.cpp" line="43"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location filename="../app/ui/window/docks.cpp" line="64"/>
        <source>Explanation</source>
        <translation>Explication</translation>
    </message>
    <message>
        <location filename="../app/ui/window/docks.cpp" line="72"/>
        <source>Set Up Position</source>
        <translation>Préparer une position</translation>
    </message>
    <message>
        <location filename="../app/ui/window/docks.cpp" line="83"/>
        <source>Undo History</source>
        <translation>Historique des annulations</translation>
    </message>
    <message>
        <location filename="../app/ui/window/docks.cpp" line="87"/>
        <source>&lt;start of game&gt;</source>
        <translation>&lt;début de la partie&gt;</translation>
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
        <translation>Nouvelle partie&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="128"/>
        <location filename="../app/ui/window/document_manager.cpp" line="222"/>
        <location filename="../app/ui/window/document_manager.cpp" line="473"/>
        <source>The game is played on the map &apos;%1&apos;, which cannot be read: %2</source>
        <translation>La partie se joue sur la carte «&#xa0;%1&#xa0;», qui ne peut pas être lue&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="133"/>
        <source>Cannot Open Game</source>
        <translation>Impossible d&apos;ouvrir la partie</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="134"/>
        <source>The game %1 cannot be opened:

%2</source>
        <translation>La partie %1 ne peut pas être ouverte&#xa0;:

%2</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="105"/>
        <location filename="../app/ui/window/document_manager.cpp" line="135"/>
        <source>Could not open %1.</source>
        <translation>Impossible d&apos;ouvrir %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="141"/>
        <source>Opened %1: %2.</source>
        <translation>%1 ouverte&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="150"/>
        <source>Cannot Save Game</source>
        <translation>Impossible d&apos;enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="151"/>
        <source>The game could not be saved to %1:

%2</source>
        <translation>La partie n&apos;a pas pu être enregistrée dans %1&#xa0;:

%2</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="156"/>
        <source>Saved %1.</source>
        <translation>%1 enregistrée.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="174"/>
        <source>Unsaved Changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="175"/>
        <source>The game &quot;%1&quot; has changes that are not saved. Save them?</source>
        <translation>La partie «&#xa0;%1&#xa0;» a des modifications non enregistrées. Les enregistrer&#xa0;?</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="192"/>
        <source>Recovery File Damaged</source>
        <translation>Fichier de récupération endommagé</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="193"/>
        <source>A recovery file was found but cannot be read (%1). It is discarded.</source>
        <translation>Un fichier de récupération a été trouvé mais ne peut pas être lu (%1). Il est abandonné.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="200"/>
        <source>Restore Game</source>
        <translation>Restaurer la partie</translation>
    </message>
    <message>
        <source>Arbiter did not close normally. Restore the game &quot;%1&quot; as it was at %2, with every order entered?</source>
        <translation type="vanished">Arbiter ne s&apos;est pas fermé normalement. Restaurer la partie «&#xa0;%1&#xa0;» dans son état de %2, avec tous les ordres saisis&#xa0;?</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="221"/>
        <location filename="../app/ui/window/document_manager.cpp" line="251"/>
        <source>Cannot Restore Game</source>
        <translation>Impossible de restaurer la partie</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="251"/>
        <source>The recovery file cannot be read:

%1</source>
        <translation>Le fichier de récupération ne peut pas être lu&#xa0;:

%1</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="264"/>
        <source>Restored &quot;%1&quot;: %2.</source>
        <translation>«&#xa0;%1&#xa0;» restaurée&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="213"/>
        <location filename="../app/ui/window/document_manager.cpp" line="266"/>
        <source>Kept as files to open: %1.</source>
        <translation>Conservés comme fichiers à ouvrir&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="288"/>
        <source>%1 was not opened: the restored game stays open.</source>
        <translation>%1 n&apos;a pas été ouvert&#xa0;: la partie restaurée reste ouverte.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="334"/>
        <source>Another Recovered Game</source>
        <translation>Une autre partie récupérée</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="335"/>
        <source>Another game was not closed normally: &quot;%1&quot; as it was at %2. Keep it as a file in %3 to open later? (Ignore offers it again at the next start.)</source>
        <translation>Une autre partie n&apos;a pas été fermée normalement&#xa0;: «&#xa0;%1&#xa0;» telle qu&apos;elle était à %2. La conserver comme fichier dans %3 pour l&apos;ouvrir plus tard&#xa0;? (Ignorer la propose de nouveau au prochain démarrage.)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="313"/>
        <source>Cannot Keep Recovered Game</source>
        <translation>Impossible de conserver la partie récupérée</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="201"/>
        <source>Arbiter did not close normally. Restore the game &quot;%1&quot; as it was at %2, with every order entered? (Save keeps it as a file in %3 to open later; Discard throws it away.)</source>
        <translation>Arbiter ne s&apos;est pas fermé normalement. Restaurer la partie « %1 » dans son état de %2, avec tous les ordres saisis ? (Enregistrer la conserve comme fichier dans %3 pour l&apos;ouvrir plus tard ; Ne pas tenir compte la supprime.)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="313"/>
        <source>%1: %2

It is offered again at the next start.</source>
        <translation>%1&#xa0;: %2

Elle sera proposée de nouveau au prochain démarrage.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="353"/>
        <location filename="../app/ui/window/document_manager.cpp" line="375"/>
        <source>Cannot Open DATC Case</source>
        <translation>Impossible d&apos;ouvrir le cas DATC</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="354"/>
        <source>%1 holds no test case that can be read.%2</source>
        <translation>%1 ne contient aucun cas de test lisible.%2</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="369"/>
        <source>%1 has no case named %2.</source>
        <translation>%1 n&apos;a aucun cas nommé %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/document_manager.cpp" line="385"/>
        <source>DATC case %1: %2 with %n order(s) entered; adjudicate to see the results.</source>
        <translation>
            <numerusform>Cas DATC %1&#xa0;: %2 avec %n ordre saisi&#xa0;; résolvez pour voir les résultats.</numerusform>
            <numerusform>Cas DATC %1&#xa0;: %2 avec %n ordres saisis&#xa0;; résolvez pour voir les résultats.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/document_manager.cpp" line="389"/>
        <source>%n order line(s) left out: %1.</source>
        <translation>
            <numerusform>%n ligne d&apos;ordre laissée de côté&#xa0;: %1.</numerusform>
            <numerusform>%n lignes d&apos;ordres laissées de côté&#xa0;: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/document_manager.cpp" line="393"/>
        <source>%n unit(s) that cannot be on the board were removed (DATC 4.E.6).</source>
        <translation>
            <numerusform>%n unité qui ne peut pas être sur le plateau a été retirée (DATC 4.E.6).</numerusform>
            <numerusform>%n unités qui ne peuvent pas être sur le plateau ont été retirées (DATC 4.E.6).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="425"/>
        <source>Open Game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Arbiter games (*.json);;All files (*)</source>
        <translation type="vanished">Parties Arbiter (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="440"/>
        <source>Save Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="440"/>
        <source>Arbiter games (*.json)</source>
        <translation>Parties Arbiter (*.json)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="452"/>
        <source>Open DATC Test File</source>
        <translation>Ouvrir un fichier de test DATC</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="454"/>
        <source>DATC test files (*.txt);;All files (*)</source>
        <translation>Fichiers de test DATC (*.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="480"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="472"/>
        <location filename="../app/ui/window/document_manager.cpp" line="481"/>
        <source>Cannot Import Game</source>
        <translation>Impossible d&apos;importer la partie</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="102"/>
        <source>Cannot Open Lesson Collection</source>
        <translation>Impossible d&apos;ouvrir la collection de leçons</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="103"/>
        <source>%1 is no lesson collection Arbiter can read:

%2</source>
        <translation>%1 n&apos;est pas une collection de leçons lisible par Arbiter&#xa0;:

%2</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="111"/>
        <source>Opened the lessons of %1 (Help → Lessons).</source>
        <translation>Leçons de %1 ouvertes (Aide → Leçons).</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="426"/>
        <source>Arbiter games and lessons (*.json *%1);;Lesson collections (*%1 *.txt);;All files (*)</source>
        <translation>Parties et leçons Arbiter (*.json *%1);;Collections de leçons (*%1 *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="482"/>
        <source>%1 holds no game Arbiter can read.

%2</source>
        <translation>%1 ne contient aucune partie qu&apos;Arbiter sait lire.

%2</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="484"/>
        <source>Could not import %1.</source>
        <translation>Impossible d&apos;importer %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/document_manager.cpp" line="496"/>
        <source>Imported from %1 (%2). Arbiter&apos;s second opinion under the rules %3: %n phase(s) differ from the recorded adjudication.</source>
        <translation>
            <numerusform>Importé de %1 (%2). Second avis d&apos;Arbiter selon les règles %3&#xa0;: %n phase diffère de la résolution enregistrée.</numerusform>
            <numerusform>Importé de %1 (%2). Second avis d&apos;Arbiter selon les règles %3&#xa0;: %n phases diffèrent de la résolution enregistrée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/document_manager.cpp" line="504"/>
        <source>Imported %1: %n phase(s) judged again</source>
        <translation>
            <numerusform>%1 importé&#xa0;: %n phase rejugée</numerusform>
            <numerusform>%1 importé&#xa0;: %n phases rejugées</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="506"/>
        <source>— all agree with the record.</source>
        <translation>— toutes concordent avec le résultat enregistré.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/document_manager.cpp" line="507"/>
        <source>— %n differ from the record (History → Import Report).</source>
        <translation>
            <numerusform>— %n diffère du résultat enregistré (Historique → Rapport d&apos;importation).</numerusform>
            <numerusform>— %n diffèrent du résultat enregistré (Historique → Rapport d&apos;importation).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/document_manager.cpp" line="510"/>
        <source>%n part(s) could not be read.</source>
        <translation>
            <numerusform>%n élément n&apos;a pas pu être lu.</numerusform>
            <numerusform>%n éléments n&apos;ont pas pu être lus.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="522"/>
        <source>Cannot Export Game</source>
        <translation>Impossible d&apos;exporter la partie</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="522"/>
        <source>The game could not be written to %1:

%2</source>
        <translation>La partie n&apos;a pas pu être écrite dans %1&#xa0;:

%2</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="527"/>
        <source>Exported %1.</source>
        <translation>%1 exporté.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="536"/>
        <source>Import Game</source>
        <translation>Importer une partie</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="537"/>
        <source>Games of other judges (*.json *.txt);;MILA game JSON (*.json);;Judge transcripts (*.txt);;All files (*)</source>
        <translation>Parties d&apos;autres juges (*.json *.txt);;JSON de partie MILA (*.json);;Comptes rendus du Judge (*.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="548"/>
        <source>Nothing to Export</source>
        <translation>Rien à exporter</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="549"/>
        <source>No phase of this game is adjudicated yet, so there are no results to export.</source>
        <translation>Aucune phase de cette partie n&apos;est encore jugée&#xa0;: il n&apos;y a donc aucun résultat à exporter.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="556"/>
        <source>Export Game as MILA JSON</source>
        <translation>Exporter la partie en JSON MILA</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="556"/>
        <source>Export Game as Judge Transcript</source>
        <translation>Exporter la partie en compte rendu du Judge</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="557"/>
        <source>MILA game JSON (*.json)</source>
        <translation>JSON de partie MILA (*.json)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/document_manager.cpp" line="557"/>
        <source>Text files (*.txt)</source>
        <translation>Fichiers texte (*.txt)</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::DrawVotesPanel</name>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="48"/>
        <source>&amp;Record Votes</source>
        <translation>&amp;Enregistrer les votes</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="48"/>
        <source>C&amp;lear</source>
        <translation>&amp;Effacer</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="49"/>
        <source>Res&amp;ume Game</source>
        <translation>Re&amp;prendre la partie</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="67"/>
        <source>DIAS: draws include all survivors</source>
        <translation>DIAS&#xa0;: les nulles incluent tous les survivants</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="68"/>
        <source>NoDIAS: votes name the powers</source>
        <translation>NoDIAS&#xa0;: les votes nomment les puissances</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="69"/>
        <source>Chosen by the game master; Game → Rules… changes it too.</source>
        <translation>Choisi par l&apos;arbitre&#xa0;; Partie → Règles… le modifie aussi.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="70"/>
        <source>Draws:</source>
        <translation>Nulles&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="91"/>
        <source>Record these votes with the phase; a draw every survivor approves ends the game.</source>
        <translation>Enregistrer ces votes avec la phase&#xa0;; une nulle approuvée par tous les survivants termine la partie.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="92"/>
        <source>Restart a drawn game (the Judge&apos;s RESUME).</source>
        <translation>Relancer une partie nulle (le RESUME du Judge).</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="99"/>
        <source>Votes last one phase. In a NoDIAS game a vote approves every draw of the powers it names that includes the voter if it names itself, and every such draw with or without the voter if it does not; SET NODRAW approves only a concession to the voter.</source>
        <translation>Les votes valent pour une phase. Dans une partie NoDIAS, un vote approuve toute nulle des puissances qu&apos;il nomme qui inclut le votant s&apos;il se nomme lui-même, et toute nulle de ce genre avec ou sans le votant s&apos;il ne se nomme pas&#xa0;; SET NODRAW n&apos;approuve qu&apos;une concession au votant.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="159"/>
        <source>no vote</source>
        <translation>pas de vote</translation>
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
        <translation>Vote dans cette phase&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="174"/>
        <source>%1 accepts %2 in the draw</source>
        <translation>%1 accepte %2 dans la nulle</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="303"/>
        <source>Draw votes in %1</source>
        <translation>Votes de nulle — %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="330"/>
        <source>No draw is approved by every survivor.</source>
        <translation>Aucune nulle n&apos;est approuvée par tous les survivants.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="332"/>
        <source>Approved by every survivor:</source>
        <translation>Approuvée par tous les survivants&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="337"/>
        <source>(a concession: it would pass)</source>
        <translation>(une concession&#xa0;: elle passerait)</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="338"/>
        <source>(the largest: it would pass)</source>
        <translation>(la plus large&#xa0;: elle passerait)</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="340"/>
        <source>(passed)</source>
        <translation>(adoptée)</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="347"/>
        <source>The phase is adjudicated; votes cannot change.</source>
        <translation>La phase est résolue&#xa0;; les votes ne peuvent plus changer.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/draw_votes_panel.cpp" line="354"/>
        <source>Not recorded yet: Record Votes evaluates them.</source>
        <translation>Pas encore enregistrés&#xa0;: Enregistrer les votes les évalue.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::EchoList</name>
    <message>
        <location filename="../app/ui/widgets/echo_list.cpp" line="20"/>
        <source>Lines of the slip</source>
        <translation>Lignes du bulletin</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/echo_list.cpp" line="21"/>
        <source>Each order typed for the slip at hand and what became of it. Delete removes the order of the chosen line; Escape goes back to the order line.</source>
        <translation>Chaque ordre tapé pour le bulletin en cours et ce qu&apos;il est devenu. Suppr retire l&apos;ordre de la ligne choisie&#xa0;; Échap ramène à la ligne d&apos;ordre.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/echo_list.cpp" line="55"/>
        <source>Typed: %1</source>
        <translation>Tapé&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/echo_list.cpp" line="85"/>
        <source>%1 (no longer entered)</source>
        <extracomment>a line of the echo list whose order was replaced or removed since it was typed</extracomment>
        <translation>%1 (plus saisi)</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/echo_list.cpp" line="120"/>
        <source>Removed %1.</source>
        <translation>%1 retiré.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/echo_list.cpp" line="124"/>
        <source>That line entered no order, or its order is gone already.</source>
        <translation>Cette ligne n&apos;a saisi aucun ordre, ou son ordre n&apos;y est déjà plus.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ExplanationPanel</name>
    <message>
        <location filename="../app/ui/widgets/explanation_panel.cpp" line="25"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/explanation_panel.cpp" line="54"/>
        <location filename="../app/ui/widgets/explanation_panel.cpp" line="61"/>
        <location filename="../app/ui/widgets/explanation_panel.cpp" line="89"/>
        <source>Select an order of an adjudicated phase to see why it succeeded or failed.</source>
        <translation>Sélectionnez un ordre d&apos;une phase résolue pour voir pourquoi il a réussi ou échoué.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/explanation_panel.cpp" line="82"/>
        <source>The orders are explained once the phase is adjudicated.</source>
        <translation>Les ordres sont expliqués une fois la phase résolue.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/explanation_panel.cpp" line="115"/>
        <source>Changes no order made</source>
        <translation>Changements non dus à un ordre</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/explanation_panel.cpp" line="138"/>
        <source>against</source>
        <translation>contre</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::GameInfoDialog</name>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="25"/>
        <source>&amp;Time each phase</source>
        <translation>&amp;Chronométrer chaque phase</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="27"/>
        <source>Game Info</source>
        <translation>Informations de la partie</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="33"/>
        <source>Shown in the title bar instead of the file name</source>
        <translation>Affiché dans la barre de titre au lieu du nom du fichier</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="34"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="37"/>
        <source>N&amp;otes:</source>
        <translation>N&amp;otes&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="40"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="46"/>
        <source>The player of %1</source>
        <translation>Joueur&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="58"/>
        <source>Tournament</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="63"/>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="65"/>
        <source>The game ends when the adjustments of this year are done, and is scored like a draw of every power still on the board</source>
        <translation>La partie se termine une fois les ajustements de cette année faits, et elle est comptée comme une nulle entre toutes les puissances encore sur le plateau</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="67"/>
        <source>&amp;End year:</source>
        <translation>&amp;Année de fin&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="74"/>
        <source>The system the history and the game report score the game with</source>
        <translation>Le système avec lequel l&apos;historique et le rapport de partie comptent les scores</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="75"/>
        <source>&amp;Scoring:</source>
        <translation>&amp;Score&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="79"/>
        <source>Count down the time for negotiation and orders in each phase</source>
        <translation>Décompter le temps de négociation et d&apos;ordres de chaque phase</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="82"/>
        <source>First movement phase:</source>
        <translation>Première phase de mouvements&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="83"/>
        <source>Other movement phases:</source>
        <translation>Autres phases de mouvements&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="84"/>
        <source>Retreats:</source>
        <translation>Retraites&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="85"/>
        <source>Adjustments:</source>
        <translation>Ajustements&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="93"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="105"/>
        <source>e.g. 5, 1</source>
        <translation>par ex. 5, 1</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="106"/>
        <source>Minutes left at which the clock flashes and beeps; it always does at zero</source>
        <translation>Minutes restantes auxquelles l&apos;horloge clignote et sonne&#xa0;; elle le fait toujours à zéro</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_info_dialog.cpp" line="109"/>
        <source>&amp;Warn at (minutes left):</source>
        <translation>&amp;Avertir à (minutes restantes)&#xa0;:</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::GameReportDialog</name>
    <message>
        <location filename="../app/ui/dialogs/game_report_dialog.cpp" line="21"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_report_dialog.cpp" line="24"/>
        <source>Game Report</source>
        <translation>Rapport de partie</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_report_dialog.cpp" line="28"/>
        <source>Every phase of the line of play with its orders and results, as a game master files it.</source>
        <translation>Chaque phase de la ligne de jeu avec ses ordres et ses résultats, comme un arbitre l&apos;archive.</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_report_dialog.cpp" line="42"/>
        <source>&amp;Save As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_report_dialog.cpp" line="54"/>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_report_dialog.cpp" line="74"/>
        <source>Save Game Report</source>
        <translation>Enregistrer le rapport de partie</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_report_dialog.cpp" line="75"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Fichiers texte (*.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_report_dialog.cpp" line="80"/>
        <source>Cannot Save Report</source>
        <translation>Impossible d&apos;enregistrer le rapport</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/game_report_dialog.cpp" line="81"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::GlossaryDialog</name>
    <message>
        <location filename="../app/ui/dialogs/glossary_dialog.cpp" line="28"/>
        <source>Glossary</source>
        <translation>Glossaire</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/glossary_dialog.cpp" line="85"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/glossary_dialog.cpp" line="88"/>
        <source>Shown in the lesson %1.</source>
        <translation>Illustré par la leçon %1.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::GoalTool</name>
    <message>
        <location filename="../app/ui/board/goal_tool.cpp" line="33"/>
        <source>Take %1</source>
        <translation>Prendre %1</translation>
    </message>
    <message>
        <source>Hold %1 (keep their units out)</source>
        <translation type="vanished">Tenir %1 (en écarter leurs unités)</translation>
    </message>
    <message>
        <source>Dislodge their unit in %1</source>
        <translation type="vanished">Déloger leur unité en %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/goal_tool.cpp" line="34"/>
        <source>Hold %1: keep the other side&apos;s units out</source>
        <translation>Tenir %1&#xa0;: en écarter les unités de l’autre camp</translation>
    </message>
    <message>
        <location filename="../app/ui/board/goal_tool.cpp" line="35"/>
        <source>Hold %1: keep the units of %2 out</source>
        <translation>Tenir %1&#xa0;: en écarter les unités du camp %2</translation>
    </message>
    <message>
        <location filename="../app/ui/board/goal_tool.cpp" line="36"/>
        <source>Dislodge the other side&apos;s unit in %1</source>
        <translation>Déloger l’unité de l’autre camp en %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/goal_tool.cpp" line="37"/>
        <source>Dislodge the unit in %1 (of %2)</source>
        <translation>Déloger l’unité en %1 (du camp %2)</translation>
    </message>
    <message>
        <location filename="../app/ui/board/goal_tool.cpp" line="38"/>
        <source>Keep our unit in %1</source>
        <translation>Garder notre unité en %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/goal_tool.cpp" line="39"/>
        <source>Keep the unit in %1 (of %2)</source>
        <translation>Garder l’unité en %1 (du camp %2)</translation>
    </message>
    <message>
        <location filename="../app/ui/board/goal_tool.cpp" line="40"/>
        <source>Goal in %1</source>
        <translation>But en %1</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::HistoryModel</name>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="404"/>
        <source>%1 — being played</source>
        <translation>%1 — en cours</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/history_model.cpp" line="405"/>
        <source>%1: %n phase(s) from %2</source>
        <translation>
            <numerusform>%1&#xa0;: %n phase depuis %2</numerusform>
            <numerusform>%1&#xa0;: %n phases depuis %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="417"/>
        <source>The line of play being played. Double-click to name it.</source>
        <translation>La ligne de jeu en cours. Double-cliquez pour la nommer.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="418"/>
        <source>Another line of play from here. Double-click to name it; Switch to This Line continues it.</source>
        <translation>Une autre ligne de jeu à partir d&apos;ici. Double-cliquez pour la nommer&#xa0;; Passer à cette ligne la continue.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="438"/>
        <location filename="../app/ui/widgets/history_model.cpp" line="439"/>
        <source>%1 (differs)</source>
        <translation>%1 (diffère)</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="458"/>
        <source>Arbiter&apos;s second opinion differs from the recorded adjudication (History → Import Report).</source>
        <translation>Le second avis d&apos;Arbiter diffère de la résolution enregistrée (Historique → Rapport d&apos;importation).</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="462"/>
        <source>The phase being played</source>
        <translation>La phase en cours</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="462"/>
        <source>Select to replay this phase on the map</source>
        <translation>Sélectionnez pour rejouer cette phase sur la carte</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="473"/>
        <source>%1 — skipped</source>
        <translation>%1 — sautée</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="483"/>
        <source>No unit was dislodged: there was nothing to retreat.</source>
        <translation>Aucune unité n&apos;a été délogée&#xa0;: il n&apos;y avait rien à retraiter.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="484"/>
        <source>No power had a unit to build or remove.</source>
        <translation>Aucune puissance n&apos;avait d&apos;unité à construire ou à retirer.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/history_model.cpp" line="517"/>
        <source>%n neutral centre(s) taken</source>
        <translation>
            <numerusform>%n centre neutre pris</numerusform>
            <numerusform>%n centres neutres pris</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="525"/>
        <source>After %1:</source>
        <translation>Après %1&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_model.cpp" line="526"/>
        <source>Select to see the position after the phase</source>
        <translation>Sélectionner pour voir la position après la phase</translation>
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
        <translation>Vitesse de relecture&#xa0;: durée d&apos;affichage de chaque phase</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/history_panel.cpp" line="239"/>
        <source>Compare &amp;with…</source>
        <translation>Comparer &amp;avec…</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ImportOrdersDialog</name>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="28"/>
        <source>Enter Order Sheet</source>
        <translation>Saisir une feuille d&apos;ordres</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="32"/>
        <source>One order a line, or several separated by &apos;;&apos; or &apos;,&apos;, in any usual notation. A line with just a power&apos;s name (&quot;England:&quot;) heads the orders below it; &apos;#&apos; starts a comment.</source>
        <translation>Un ordre par ligne, ou plusieurs séparés par «&#xa0;;&#xa0;» ou «&#xa0;,&#xa0;», dans n&apos;importe quelle notation usuelle. Une ligne avec seulement le nom d&apos;une puissance («&#xa0;Angleterre:&#xa0;») introduit les ordres qui la suivent&#xa0;; «&#xa0;#&#xa0;» commence un commentaire.</translation>
    </message>
    <message>
        <source>Lines that cannot be read, and names read as others (double-click to go to the line):</source>
        <translation type="vanished">Lignes illisibles, et noms lus comme d&apos;autres (double-cliquez pour aller à la ligne)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="44"/>
        <source>Lines that cannot be read, and notes on what was read (double-click to go to the line):</source>
        <translation>Lignes illisibles, et remarques sur ce qui a été lu (double-cliquez pour aller à la ligne)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="51"/>
        <source>Enter Orders</source>
        <translation>Saisir les ordres</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="85"/>
        <source>Line %1: %2 — %3</source>
        <translation>Ligne %1&#xa0;: %2 — %3</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="98"/>
        <source>whose order? There is no unit there; put the power&apos;s name before it</source>
        <translation>à qui est cet ordre&#xa0;? Il n&apos;y a aucune unité là&#xa0;; mettez le nom de la puissance devant</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="110"/>
        <source>Line %1: note: %2</source>
        <extracomment>&quot;Line 3: note: &apos;Germnay&apos; read as Germany&quot;</extracomment>
        <translation>Ligne %1&#xa0;: remarque&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="121"/>
        <source>Enter %n Order(s)</source>
        <translation>
            <numerusform>Saisir %n ordre</numerusform>
            <numerusform>Saisir %n ordres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="122"/>
        <source>Enter %n Order(s), Skip %1 Line(s)</source>
        <translation>
            <numerusform>Saisir %n ordre, ignorer %1 ligne(s)</numerusform>
            <numerusform>Saisir %n ordres, ignorer %1 ligne(s)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="159"/>
        <source>the first order is used</source>
        <translation>le premier ordre est retenu</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="161"/>
        <source>the last order is used</source>
        <translation>le dernier ordre est retenu</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="172"/>
        <source>neither order is used and the unit disbands</source>
        <translation>aucun ordre n&apos;est retenu et l&apos;unité est dissoute</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="173"/>
        <source>neither order is used and the unit holds</source>
        <translation>aucun ordre n&apos;est retenu et l&apos;unité tient</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_orders_dialog.cpp" line="178"/>
        <source>Line %1: under this game&apos;s rules (4.D.3 %2) %3: %4</source>
        <translation>Ligne %1&#xa0;: selon les règles de cette partie (4.D.3 %2), %3&#xa0;: %4</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ImportReportDialog</name>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="37"/>
        <source>&amp;Show Phase</source>
        <translation>&amp;Afficher la phase</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="39"/>
        <source>Import Report</source>
        <translation>Rapport d&apos;importation</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="42"/>
        <source>The game</source>
        <translation>La partie</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="44"/>
        <source>%1 (%2): %n phase(s) judged again under the rules %3.</source>
        <translation>
            <numerusform>%1 (%2)&#xa0;: %n phase rejugée selon les règles %3.</numerusform>
            <numerusform>%1 (%2)&#xa0;: %n phases rejugées selon les règles %3.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="48"/>
        <source>Arbiter&apos;s second opinion agrees with the recorded adjudication in every phase.</source>
        <translation>Le second avis d&apos;Arbiter concorde avec la résolution enregistrée dans toutes les phases.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="49"/>
        <source>It differs from the recorded adjudication in %n phase(s), marked in the history.</source>
        <translation>
            <numerusform>Il diffère de la résolution enregistrée dans %n phase, marquée dans l&apos;historique.</numerusform>
            <numerusform>Il diffère de la résolution enregistrée dans %n phases, marquées dans l&apos;historique.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="53"/>
        <source>%n part(s) of the file could not be read.</source>
        <translation>
            <numerusform>%n élément du fichier n&apos;a pas pu être lu.</numerusform>
            <numerusform>%n éléments du fichier n&apos;ont pas pu être lus.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="66"/>
        <source>%1 differs (%2)</source>
        <translation>%1 diffère (%2)</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="77"/>
        <source>No rule setting Arbiter knows gives the recorded outcome.</source>
        <translation>Aucun réglage de règles connu d&apos;Arbiter ne donne le résultat enregistré.</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="78"/>
        <source>The recorded outcome is what Arbiter gives under %1.</source>
        <translation>Le résultat enregistré est celui que donne Arbiter selon %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="83"/>
        <source>Not read</source>
        <translation>Non lu</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="85"/>
        <source>%1: &apos;%2&apos;: %3</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;»&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="91"/>
        <source>Notes</source>
        <translation>Remarques</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="100"/>
        <source>Show the chosen phase in the history (or double-click it)</source>
        <translation>Afficher la phase choisie dans l&apos;historique (ou double-cliquez dessus)</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="102"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/import_report_dialog.cpp" line="110"/>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::LessonPanel</name>
    <message>
        <location filename="../app/ui/widgets/lesson_panel.cpp" line="26"/>
        <source>&amp;Rule choice:</source>
        <translation>&amp;Choix de règle&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/lesson_panel.cpp" line="49"/>
        <source>Adjudicate (Ctrl+Return) to see the results. This window is a game of its own: play on from here and save it as a new game; your game is not changed.</source>
        <translation>Résolvez (Ctrl+Entrée) pour voir les résultats. Cette fenêtre est une partie à part entière&#xa0;: continuez à jouer à partir d&apos;ici et enregistrez-la comme nouvelle partie&#xa0;; votre partie n&apos;est pas modifiée.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/lesson_panel.cpp" line="54"/>
        <source>&amp;Quiz the Class…</source>
        <translation>&amp;Interroger la classe…</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/lesson_panel.cpp" line="56"/>
        <source>The students predict each order&apos;s fate before it is revealed</source>
        <translation>Les élèves prédisent le sort de chaque ordre avant qu&apos;il soit révélé</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/lesson_panel.cpp" line="80"/>
        <source>The outcome of this case is the same under every rule choice.</source>
        <translation>L&apos;issue de ce cas est la même quel que soit le choix de règle.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/lesson_panel.cpp" line="84"/>
        <source>Judged under %1</source>
        <translation>Résolu selon %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/lesson_panel.cpp" line="85"/>
        <source>This case ends differently under %n other rule choice(s): choose one above to see how.</source>
        <translation>
            <numerusform>Ce cas se termine autrement selon %n autre choix de règle&#xa0;: choisissez-le ci-dessus pour voir comment.</numerusform>
            <numerusform>Ce cas se termine autrement selon %n autres choix de règle&#xa0;: choisissez-en un ci-dessus pour voir comment.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>arbiter::ui::LessonsDialog</name>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="61"/>
        <source>Lessons</source>
        <translation>Leçons</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="64"/>
        <source>The test cases of the DATC as lessons: each shows a position and its orders; adjudicate to see what happens. A lesson opens in a window of its own and leaves your game as it is.</source>
        <translation>Les cas de test du DATC sous forme de leçons&#xa0;: chacune montre une position et ses ordres&#xa0;; résolvez-la pour voir ce qui se passe. Une leçon s&apos;ouvre dans sa propre fenêtre et laisse votre partie telle quelle.</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="72"/>
        <source>&amp;Search:</source>
        <translation>&amp;Rechercher&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="75"/>
        <source>words or provinces, e.g. convoy, bur, Burgundy</source>
        <translation>mots ou provinces, par ex. convoi, bur, Bourgogne</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="92"/>
        <source>&amp;Add to My Lessons</source>
        <translation>&amp;Ajouter à mes leçons</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="104"/>
        <source>Case</source>
        <translation>Cas</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="104"/>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="136"/>
        <source>&amp;Edit Lesson…</source>
        <translation>&amp;Modifier la leçon…</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="137"/>
        <source>Move to &amp;Section…</source>
        <translation>Déplacer vers une &amp;section…</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="139"/>
        <source>&amp;Delete Lesson…</source>
        <translation>&amp;Supprimer la leçon…</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="141"/>
        <source>E&amp;xport Section…</source>
        <translation>E&amp;xporter la section…</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="143"/>
        <source>Write the section to a file to give a class: they open it with File → Open or a double click</source>
        <translation>Écrire la section dans un fichier à donner à une classe&#xa0;: elle l&apos;ouvre avec Fichier → Ouvrir ou d&apos;un double clic</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="145"/>
        <source>&amp;Import Section…</source>
        <translation>&amp;Importer une section…</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="161"/>
        <source>&amp;Lesson</source>
        <translation>&amp;Leçon</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="174"/>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="416"/>
        <source>&amp;Open Lesson</source>
        <translation>&amp;Ouvrir la leçon</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="212"/>
        <source>Some lesson files could not be read and are left out:</source>
        <translation>Certains fichiers de leçons n&apos;ont pas pu être lus et sont omis&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="421"/>
        <source>&amp;Move To</source>
        <translation>&amp;Déplacer vers</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="471"/>
        <source>Lesson Not Changed</source>
        <translation>Leçon non modifiée</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="471"/>
        <source>The lesson &apos;%1&apos; was not changed: %2</source>
        <translation>La leçon «&#xa0;%1&#xa0;» n&apos;a pas été modifiée&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="482"/>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="510"/>
        <source>Lesson Not Moved</source>
        <translation>Leçon non déplacée</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="482"/>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="510"/>
        <source>The lesson &apos;%1&apos; was not moved: %2</source>
        <translation>La leçon «&#xa0;%1&#xa0;» n&apos;a pas été déplacée&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="490"/>
        <source>Saved the lesson &apos;%1&apos; in the section &apos;%2&apos;.</source>
        <translation>Leçon «&#xa0;%1&#xa0;» enregistrée dans la section «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="515"/>
        <source>Moved the lesson &apos;%1&apos; to the section &apos;%2&apos;.</source>
        <translation>Leçon «&#xa0;%1&#xa0;» déplacée vers la section «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="526"/>
        <source>Delete Lesson</source>
        <translation>Supprimer la leçon</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="527"/>
        <source>Delete your lesson &apos;%1&apos; (%2) from the section &apos;%3&apos;? It is taken out of its file at once and cannot be brought back.</source>
        <translation>Supprimer votre leçon «&#xa0;%1&#xa0;» (%2) de la section «&#xa0;%3&#xa0;»&#xa0;? Elle est retirée de son fichier aussitôt et ne peut pas être rétablie.</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="550"/>
        <source>Lesson Not Deleted</source>
        <translation>Leçon non supprimée</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="550"/>
        <source>The lesson &apos;%1&apos; was not deleted: %2</source>
        <translation>La leçon «&#xa0;%1&#xa0;» n&apos;a pas été supprimée&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="556"/>
        <source>Deleted the lesson &apos;%1&apos;.</source>
        <translation>Leçon «&#xa0;%1&#xa0;» supprimée.</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="577"/>
        <source>Section Not Exported</source>
        <translation>Section non exportée</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="577"/>
        <source>The section &apos;%1&apos; was not exported: %2</source>
        <translation>La section «&#xa0;%1&#xa0;» n&apos;a pas été exportée&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="580"/>
        <source>Exported the section &apos;%1&apos; to %2: a class opens it with File → Open or a double click.</source>
        <translation>Section «&#xa0;%1&#xa0;» exportée vers %2&#xa0;: une classe l&apos;ouvre avec Fichier → Ouvrir ou d&apos;un double clic.</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="597"/>
        <source>Cannot Open Lesson Collection</source>
        <translation>Impossible d&apos;ouvrir la collection de leçons</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="598"/>
        <source>%1 is no lesson collection Arbiter can read:

%2</source>
        <translation>%1 n&apos;est pas une collection de leçons lisible par Arbiter&#xa0;:

%2</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="634"/>
        <source>Cannot Import Lesson Collection</source>
        <translation>Impossible d&apos;importer la collection de leçons</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="635"/>
        <source>%1 was not added to your lessons:

%2</source>
        <translation>%1 n&apos;a pas été ajouté à vos leçons&#xa0;:

%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="649"/>
        <source>Added %n lesson(s) to your section &apos;%1&apos;.</source>
        <translation>
            <numerusform>%n leçon ajoutée à votre section «&#xa0;%1&#xa0;».</numerusform>
            <numerusform>%n leçons ajoutées à votre section «&#xa0;%1&#xa0;».</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="651"/>
        <source>%n lesson(s) were there already.</source>
        <translation>
            <numerusform>%n leçon y était déjà.</numerusform>
            <numerusform>%n leçons y étaient déjà.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="686"/>
        <source>Lesson collections (*%1 *.txt);;All files (*)</source>
        <translation>Collections de leçons (*%1 *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="687"/>
        <source>Export Section</source>
        <translation>Exporter la section</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="688"/>
        <source>Import Section</source>
        <translation>Importer une section</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="206"/>
        <source>and %n more.</source>
        <translation>
            <numerusform>et %n autre.</numerusform>
            <numerusform>et %n autres.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="214"/>
        <source>The judge&apos;s word on your lessons:</source>
        <translation>L&apos;avis de l&apos;arbitre sur vos leçons&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="222"/>
        <source>%n lesson(s) of the section &apos;%1&apos;, opened from %2, are shown under its name. Add them to your lessons to keep them.</source>
        <translation>
            <numerusform>%n leçon de la section «&#xa0;%1&#xa0;», ouverte depuis %2, est montrée sous son nom. Ajoutez-la à vos leçons pour la garder.</numerusform>
            <numerusform>%n leçons de la section «&#xa0;%1&#xa0;», ouvertes depuis %2, sont montrées sous son nom. Ajoutez-les à vos leçons pour les garder.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="326"/>
        <source>%1 (opened from %2)</source>
        <translation>%1 (ouvert depuis %2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="349"/>
        <source>%n lesson(s)</source>
        <translation>
            <numerusform>%n leçon</numerusform>
            <numerusform>%n leçons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="364"/>
        <source>%n lesson(s) in this section: choose one to read what it teaches.</source>
        <translation>
            <numerusform>%n leçon dans cette section&#xa0;: choisissez-la pour lire ce qu&apos;elle enseigne.</numerusform>
            <numerusform>%n leçons dans cette section&#xa0;: choisissez-en une pour lire ce qu&apos;elle enseigne.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="367"/>
        <source>&lt;p&gt;No lesson matches the search.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Aucune leçon ne correspond à la recherche.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="376"/>
        <source>Topics: %1</source>
        <translation>Thèmes&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="382"/>
        <source>Provinces: %1</source>
        <translation>Provinces&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/lessons_dialog.cpp" line="385"/>
        <source>From %1</source>
        <translation>Tiré de %1</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::LineComparisonDialog</name>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="43"/>
        <source>no unit</source>
        <translation>aucune unité</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="49"/>
        <source>neutral</source>
        <translation>neutre</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="57"/>
        <source>no order</source>
        <translation>aucun ordre</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="64"/>
        <source>not adjudicated yet</source>
        <translation>pas encore résolu</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="71"/>
        <source>the line ends before it</source>
        <translation>la ligne s&apos;arrête avant</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="74"/>
        <source>skipped: nothing to retreat</source>
        <translation>sautée&#xa0;: aucune retraite</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="76"/>
        <source>skipped: nothing to adjust</source>
        <translation>sautée&#xa0;: aucun ajustement</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="80"/>
        <source>not in this line</source>
        <translation>absente de cette ligne</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="88"/>
        <source>played</source>
        <translation>jouée</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="89"/>
        <source>to play</source>
        <translation>à jouer</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="112"/>
        <source>Compare Lines</source>
        <translation>Comparer des lignes</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="118"/>
        <source>&amp;Compare:</source>
        <translation>&amp;Comparer&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="119"/>
        <source>&amp;With:</source>
        <translation>A&amp;vec&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="140"/>
        <source>Show the chosen phase of the first line on the map (or double-click its column)</source>
        <translation>Afficher sur la carte la phase choisie de la première ligne (ou double-cliquer sur sa colonne)</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="142"/>
        <source>Show the chosen phase of the second line on the map (or double-click its column)</source>
        <translation>Afficher sur la carte la phase choisie de la deuxième ligne (ou double-cliquer sur sa colonne)</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="185"/>
        <source>%1 (to %2)</source>
        <translation>%1 (jusqu&apos;à %2)</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="224"/>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="225"/>
        <source>Show in &amp;First Line</source>
        <translation>Afficher dans la &amp;première ligne</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="226"/>
        <source>Show in &amp;Second Line</source>
        <translation>Afficher dans la &amp;deuxième ligne</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="245"/>
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unité</numerusform>
            <numerusform>%n unités</numerusform>
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
            <numerusform>%n ordre</numerusform>
            <numerusform>%n ordres</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="252"/>
        <source>%1: in one line only</source>
        <translation>%1&#xa0;: dans une seule ligne</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="254"/>
        <source>%1: differs in %2</source>
        <translation>%1&#xa0;: diffère par %2</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="256"/>
        <source>%1: no difference</source>
        <translation>%1&#xa0;: aucune différence</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="272"/>
        <source>%1 (dislodged)</source>
        <translation>%1 (délogée)</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="276"/>
        <source>%1 (centre)</source>
        <translation>%1 (centre)</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="280"/>
        <source>waived build</source>
        <translation>construction abandonnée</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="281"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="286"/>
        <source>adjudicated</source>
        <translation>résolue</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="286"/>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="287"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="286"/>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="287"/>
        <source>not yet</source>
        <translation>pas encore</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="297"/>
        <source>%1: the same phase in both lines</source>
        <translation>%1&#xa0;: la même phase dans les deux lignes</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="298"/>
        <source>%1 to %2: the same %n phase(s) in both lines</source>
        <translation>
            <numerusform>%1 à %2&#xa0;: la même %n phase dans les deux lignes</numerusform>
            <numerusform>%1 à %2&#xa0;: les mêmes %n phases dans les deux lignes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="307"/>
        <source>The same line is chosen twice: choose another line to compare with.</source>
        <translation>La même ligne est choisie deux fois&#xa0;: choisissez une autre ligne à comparer.</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="309"/>
        <source>The two lines do not differ.</source>
        <translation>Les deux lignes ne diffèrent pas.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/dialogs/line_comparison_dialog.cpp" line="311"/>
        <source>The lines share %1, then differ in %n phase(s).</source>
        <translation>
            <numerusform>Les lignes ont %1 en commun, puis diffèrent en %n phase.</numerusform>
            <numerusform>Les lignes ont %1 en commun, puis diffèrent en %n phases.</numerusform>
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
        <translation>Dessin de la carte&#xa0;: %1 Un dessin simple est utilisé à la place.</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="218"/>
        <source>&amp;Order:</source>
        <translation>&amp;Ordre&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="243"/>
        <source>Map</source>
        <translation>Carte</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="245"/>
        <source>The board with the units and the orders of the phase. Click a unit to order it; Ctrl++ and Ctrl+- zoom.</source>
        <translation>Le plateau avec les unités et les ordres de la phase. Cliquez sur une unité pour lui donner un ordre&#xa0;; Ctrl++ et Ctrl+- zooment.</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="247"/>
        <source>Order line</source>
        <translation>Ligne d&apos;ordre</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="249"/>
        <source>Type an order, e.g. &quot;A par - bur&quot;, and press Enter to enter it for the phase.</source>
        <translation>Saisissez un ordre, par ex. «&#xa0;A par - bou&#xa0;», puis appuyez sur Entrée pour l&apos;ajouter à la phase.</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="251"/>
        <source>Orders</source>
        <translation>Ordres</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="253"/>
        <source>The orders of the phase by power, with their results once adjudicated.</source>
        <translation>Les ordres de la phase par puissance, avec leurs résultats une fois résolus.</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="255"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="257"/>
        <source>The phases of the game; choose one to see its orders and results.</source>
        <translation>Les phases de la partie&#xa0;; choisissez-en une pour voir ses ordres et ses résultats.</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="295"/>
        <source>Undone: %1.</source>
        <translation>Annulé : %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="297"/>
        <source>Redone: %1.</source>
        <translation>Rétabli : %1.</translation>
    </message>
    <message>
        <source>This is a replay and cannot be changed: Ctrl+End returns to the current phase, Play from Here starts a what-if.</source>
        <translation type="vanished">Ceci est une relecture et ne peut pas être modifiée&#xa0;: Ctrl+Fin revient à la phase actuelle, Jouer à partir d&apos;ici commence une hypothèse.</translation>
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
        <translation>Ceci est une relecture&#xa0;: Ctrl+Fin revient à la phase actuelle pour saisir des ordres, Jouer à partir d&apos;ici commence une hypothèse.</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="611"/>
        <source>Setting up %1: click to place or remove units — Start Game Here to play it</source>
        <translation>Préparation de %1&#xa0;: cliquez pour placer ou retirer des unités — Commencer la partie ici pour la jouer</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="619"/>
        <source>Replay: %1, not adjudicated</source>
        <translation>Relecture&#xa0;: %1, non résolue</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="621"/>
        <source>Replay: after %1</source>
        <translation>Relecture&#xa0;: après %1</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="623"/>
        <source>Replay: %1, orders and results</source>
        <translation>Relecture&#xa0;: %1, ordres et résultats</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="630"/>
        <source>%1 Results of %2.</source>
        <translation>%1 Résultats&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="633"/>
        <source>Results of %1 (Ctrl+R: back to the orders of %2)</source>
        <translation>Résultats&#xa0;: %1 (Ctrl+R&#xa0;: retour aux ordres, %2)</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="638"/>
        <source>The game has ended</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="655"/>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="656"/>
        <source>SVG drawings (*.svg)</source>
        <translation>Dessins SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="657"/>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="658"/>
        <source>Export Map</source>
        <translation>Exporter la carte</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="668"/>
        <source>Cannot Export Map</source>
        <translation>Impossible d&apos;exporter la carte</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="668"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="670"/>
        <source>Exported the map to %1.</source>
        <translation>Carte exportée dans %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="873"/>
        <source>A retreat phase cannot be kept as a lesson: keep the movement phase before it, whose lesson shows the dislodged units.</source>
        <translation>Une phase de retraite ne peut pas devenir une leçon&#xa0;: gardez la phase de mouvement qui la précède, dont la leçon montre les unités délogées.</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="880"/>
        <source>the position set up, %1, without orders (rules: %2)</source>
        <translation>la position mise en place, %1, sans ordres (règles&#xa0;: %2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/main_window.cpp" line="882"/>
        <source>%1 with %n order(s) (rules: %2)</source>
        <translation>
            <numerusform>%1 avec %n ordre (règles&#xa0;: %2)</numerusform>
            <numerusform>%1 avec %n ordres (règles&#xa0;: %2)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="886"/>
        <source>My lessons</source>
        <translation>Mes leçons</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="912"/>
        <source>The lesson was not saved: %1</source>
        <translation>La leçon n&apos;a pas été enregistrée&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="921"/>
        <source>Saved the lesson &apos;%1&apos; in %2 (Help → Lessons).</source>
        <translation>Leçon «&#xa0;%1&#xa0;» enregistrée dans %2 (Aide → Leçons).</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="946"/>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="1041"/>
        <source>Lesson %1: %2, its orders entered.</source>
        <translation>Leçon %1&#xa0;: %2, ses ordres saisis.</translation>
    </message>
    <message>
        <source>Lesson %1, %2: %3, its orders entered.</source>
        <translation type="vanished">Leçon %1, %2&#xa0;: %3, ses ordres saisis.</translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.cpp" line="1061"/>
        <source>the lesson&apos;s retreat orders</source>
        <translation>les ordres de retraite de la leçon</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::MapScene</name>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="380"/>
        <source>%1: supply centre of %2</source>
        <translation>%1&#xa0;: centre de ravitaillement (%2)</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="381"/>
        <source>%1: neutral supply centre</source>
        <translation>%1&#xa0;: centre de ravitaillement neutre</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="448"/>
        <source>%1 (dislodged)</source>
        <translation>%1 (délogée)</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="696"/>
        <source>%1 may retreat to %2</source>
        <translation>%1 peut retraiter vers %2</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="715"/>
        <source>%1 is dislodged</source>
        <translation>%1 est délogée</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="739"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="765"/>
        <source>Standoff in %1</source>
        <translation>Rebond&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="864"/>
        <source>prevented %1</source>
        <translation>bloquée %1</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/map_scene.cpp" line="864"/>
        <source>held %1</source>
        <translation>tenue %1</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::NewGameDialog</name>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="25"/>
        <source>DIAS (draws include all survivors)</source>
        <translation>DIAS (les nulles incluent tous les survivants)</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="27"/>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="30"/>
        <source>e.g. Club night, March</source>
        <translation>par ex. Soirée du club, mars</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="31"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="45"/>
        <source>&amp;Map:</source>
        <translation>&amp;Carte&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="46"/>
        <source>S&amp;tart:</source>
        <translation>&amp;Position de départ&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="72"/>
        <source>The map&apos;s own start</source>
        <translation>La position de départ propre à la carte</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="78"/>
        <source>%1 powers, %2 supply centres, %3 to win, from %4</source>
        <extracomment>Under the map chosen for a new game: &quot;7 powers, 34 supply centres, 18 to win, from 1901&quot;</extracomment>
        <translation>%1 puissances, %2 centres de ravitaillement, %3 pour gagner, à partir de %4</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="83"/>
        <source>; builds in any owned centre</source>
        <translation>&#xa0;; constructions dans tout centre possédé</translation>
    </message>
    <message>
        <source>Map:</source>
        <translation type="vanished">Carte&#xa0;:</translation>
    </message>
    <message>
        <source>Standard (Europe 1901)</source>
        <translation type="vanished">Standard (Europe 1901)</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="53"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="54"/>
        <source>NoDIAS (each vote names the powers in the draw)</source>
        <translation>NoDIAS (chaque vote nomme les puissances de la nulle)</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="56"/>
        <source>Draws:</source>
        <translation>Nulles&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/new_game_dialog.cpp" line="59"/>
        <source>Every rule can be changed later in Game → Rules…</source>
        <translation>Chaque règle peut être modifiée plus tard dans Partie → Règles…</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::OrderInput</name>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="36"/>
        <source>%1 has no units to remove.</source>
        <translation>%1 n&apos;a aucune unité à retirer.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="52"/>
        <source>%1 is no owned supply centre; builds go in owned centres.</source>
        <translation>%1 n&apos;est pas un centre de ravitaillement possédé&#xa0;; les constructions se font dans les centres possédés.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="53"/>
        <source>%1 is no home centre; builds go in home centres.</source>
        <translation>%1 n&apos;est pas un centre d&apos;origine&#xa0;; les constructions se font dans les centres d&apos;origine.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="67"/>
        <source>%1 cannot build in %2: %3.</source>
        <translation>%1 ne peut pas construire ici (%2)&#xa0;: %3.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="76"/>
        <source>Build army</source>
        <translation>Construire une armée</translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="77"/>
        <source>Build fleet</source>
        <translation>Construire une flotte</translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="78"/>
        <source>Build fleet (%1)</source>
        <translation>Construire une flotte (%1)</translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="80"/>
        <source>Build in %1</source>
        <translation>Construire&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="101"/>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="109"/>
        <source>Build…</source>
        <translation>Construire…</translation>
    </message>
    <message>
        <location filename="../app/ui/input/adjustment_input.cpp" line="112"/>
        <source>Waive a build of %1</source>
        <translation>Renoncer à une construction (%1)</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="21"/>
        <source>There is no unit in %1.</source>
        <translation>Il n&apos;y a aucune unité ici (%1).</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="48"/>
        <source>Convoy %1 to: click the destination.</source>
        <translation>Convoyer %1 vers&#xa0;: cliquez la destination.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="53"/>
        <source>Support %1: click its destination, or the unit itself to support it holding.</source>
        <translation>Soutenir %1&#xa0;: cliquez sa destination, ou l&apos;unité elle-même pour la soutenir sur place.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="63"/>
        <source>%1 can support no unit.</source>
        <translation>%1 ne peut soutenir aucune unité.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="64"/>
        <source>%1 supports: click the supported unit.</source>
        <translation>%1 soutient&#xa0;: cliquez l&apos;unité soutenue.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="70"/>
        <source>%1 can convoy no army.</source>
        <translation>%1 ne peut convoyer aucune armée.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="71"/>
        <source>%1 convoys: click the army.</source>
        <translation>%1 convoie&#xa0;: cliquez l&apos;armée.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="80"/>
        <source>%1: click a highlighted province to move, the unit again to hold; S support, C convoy.</source>
        <translation>%1&#xa0;: cliquez une province en surbrillance pour la déplacer, de nouveau l&apos;unité pour la maintenir&#xa0;; S soutien, C convoi.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="105"/>
        <source>%1 cannot support %2.</source>
        <translation>%1 ne peut pas soutenir %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="106"/>
        <source>%1 cannot convoy %2.</source>
        <translation>%1 ne peut pas convoyer %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="120"/>
        <source>%1 cannot convoy that army to %2.</source>
        <translation>%1 ne peut pas convoyer cette armée vers %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="121"/>
        <source>%1 cannot support a move to %2.</source>
        <translation>%1 ne peut pas soutenir un mouvement vers %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="161"/>
        <source>%1 cannot move to %2: %3.</source>
        <translation>%1 ne peut pas aller vers %2&#xa0;: %3.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="184"/>
        <source>Hold</source>
        <translation>Tenir</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="185"/>
        <source>Move…</source>
        <translation>Déplacer…</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="188"/>
        <source>Support…</source>
        <translation>Soutenir…</translation>
    </message>
    <message>
        <location filename="../app/ui/input/movement_input.cpp" line="191"/>
        <source>Convoy…</source>
        <translation>Convoyer…</translation>
    </message>
    <message>
        <location filename="../app/ui/input/phase_input.cpp" line="86"/>
        <source>Which coast?</source>
        <translation>Quelle côte&#xa0;?</translation>
    </message>
    <message>
        <location filename="../app/ui/input/phase_input.cpp" line="94"/>
        <source>not offered here</source>
        <translation>non proposé ici</translation>
    </message>
    <message>
        <location filename="../app/ui/input/retreat_input.cpp" line="27"/>
        <source>%1 was not dislodged; only dislodged units move in a retreat phase.</source>
        <translation>%1 n&apos;a pas été délogée&#xa0;; seules les unités délogées bougent dans une phase de retraites.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/retreat_input.cpp" line="29"/>
        <source>There is no dislodged unit in %1.</source>
        <translation>Il n&apos;y a aucune unité délogée ici (%1).</translation>
    </message>
    <message>
        <location filename="../app/ui/input/retreat_input.cpp" line="47"/>
        <source>%1 has nowhere to retreat; click it again to disband it.</source>
        <translation>%1 n&apos;a aucune retraite possible&#xa0;; cliquez-la de nouveau pour la dissoudre.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/retreat_input.cpp" line="48"/>
        <source>%1: click where it retreats, or the unit again to disband it.</source>
        <translation>%1&#xa0;: cliquez où elle retraite, ou de nouveau l&apos;unité pour la dissoudre.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/retreat_input.cpp" line="69"/>
        <source>%1 cannot retreat to %2: %3.</source>
        <translation>%1 ne peut pas retraiter vers %2&#xa0;: %3.</translation>
    </message>
    <message>
        <location filename="../app/ui/input/retreat_input.cpp" line="94"/>
        <source>Retreat…</source>
        <translation>Retraiter…</translation>
    </message>
    <message>
        <location filename="../app/ui/input/retreat_input.cpp" line="95"/>
        <source>Disband</source>
        <translation>Dissoudre</translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="26"/>
        <source>North coast</source>
        <translation>Côte nord</translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="28"/>
        <source>South coast</source>
        <translation>Côte sud</translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="30"/>
        <source>East coast</source>
        <translation>Côte est</translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="32"/>
        <source>West coast</source>
        <translation>Côte ouest</translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="81"/>
        <source>Support: click the supporting unit.</source>
        <translation>Soutien&#xa0;: cliquez l&apos;unité qui soutient.</translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="84"/>
        <source>Convoy: click the convoying fleet.</source>
        <translation>Convoi&#xa0;: cliquez la flotte qui convoie.</translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="87"/>
        <source>Hold: click the unit.</source>
        <translation>Tenir&#xa0;: cliquez l&apos;unité.</translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="90"/>
        <source>Disband: click the unit.</source>
        <translation>Dissoudre&#xa0;: cliquez l&apos;unité.</translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="103"/>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="162"/>
        <source>The game has ended; no more orders.</source>
        <translation>La partie est terminée&#xa0;; plus d&apos;ordres.</translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="192"/>
        <source>Delete order</source>
        <translation>Supprimer l&apos;ordre</translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="230"/>
        <source>%1: %2 (illegal: %3)</source>
        <translation>%1&#xa0;: %2 (illégal&#xa0;: %3)</translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="233"/>
        <source>%1: %2 (note: %3)</source>
        <translation>%1&#xa0;: %2 (remarque&#xa0;: %3)</translation>
    </message>
    <message>
        <location filename="../app/ui/order_input.cpp" line="237"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::OrderPads</name>
    <message>
        <location filename="../app/ui/pads/order_pads.cpp" line="63"/>
        <source>The players&apos; server was running when Arbiter stopped: it runs again on %1 port %2, with the same links.</source>
        <translation>Le serveur des appareils des joueurs tournait quand Arbiter s’est arrêté&#xa0;: il tourne de nouveau sur %1, port %2, avec les mêmes liens.</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/order_pads.cpp" line="69"/>
        <source>The players&apos; server was running when Arbiter stopped but cannot start again on %1 port %2: %3. Game → Players&apos; Devices… starts it.</source>
        <translation>Le serveur des appareils des joueurs tournait quand Arbiter s’est arrêté, mais ne peut pas redémarrer sur %1, port %2&#xa0;: %3. Partie → Appareils des joueurs… le démarre.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::OrdersModel</name>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="308"/>
        <source>Entered as: %1</source>
        <translation>Saisi comme&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="323"/>
        <source>illegal, ignored: %1</source>
        <translation>illégal, ignoré&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="330"/>
        <source>illegal: %1</source>
        <translation>illégal&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="333"/>
        <source>entered; %1</source>
        <translation>saisi&#xa0;; %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="336"/>
        <location filename="../app/ui/widgets/orders_model.cpp" line="340"/>
        <source>entered</source>
        <translation>saisi</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="345"/>
        <source>from %1&apos;s phone</source>
        <extracomment>after an order&apos;s state: &quot;entered, from France&apos;s phone&quot;</extracomment>
        <translation>du téléphone de %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="373"/>
        <source>no order yet (holds)</source>
        <translation>pas encore d&apos;ordre (tient)</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="382"/>
        <source>no order: held</source>
        <translation>pas d&apos;ordre&#xa0;: a tenu</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="389"/>
        <source>no order: dislodged (by %1)</source>
        <translation>pas d&apos;ordre&#xa0;: délogée (par %1)</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="391"/>
        <source>no order: dislodged</source>
        <translation>pas d&apos;ordre&#xa0;: délogée</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="401"/>
        <source>nowhere to retreat: disbands</source>
        <translation>aucune retraite possible&#xa0;: dissoute</translation>
    </message>
    <message>
        <source>no order: disbanded</source>
        <translation type="vanished">pas d&apos;ordre&#xa0;: dissoute</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="403"/>
        <source>no order yet (disbands)</source>
        <translation>pas encore d&apos;ordre (se dissout)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/orders_model.cpp" line="427"/>
        <source>%n build(s) due</source>
        <translation>
            <numerusform>%n construction due</numerusform>
            <numerusform>%n constructions dues</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="428"/>
        <location filename="../app/ui/widgets/orders_model.cpp" line="431"/>
        <source>%1 given</source>
        <translation>donnés&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/orders_model.cpp" line="430"/>
        <source>%n removal(s) due</source>
        <translation>
            <numerusform>%n retrait dû</numerusform>
            <numerusform>%n retraits dus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/orders_model.cpp" line="433"/>
        <source>(room for %n)</source>
        <translation>
            <numerusform>(place pour %n)</numerusform>
            <numerusform>(place pour %n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="454"/>
        <source>End of the game</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="454"/>
        <source>Draw votes</source>
        <translation>Votes de nulle</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="455"/>
        <source>no draw</source>
        <translation>pas de nulle</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="533"/>
        <source>Order</source>
        <translation>Ordre</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_model.cpp" line="533"/>
        <source>State</source>
        <translation>État</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::OrdersPanel</name>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="81"/>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="336"/>
        <source>Delete Order</source>
        <translation>Supprimer l&apos;ordre</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="211"/>
        <source>Orders
%1</source>
        <translation>Ordres
%1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="212"/>
        <source>Orders</source>
        <translation>Ordres</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="213"/>
        <source>Results
%1</source>
        <translation>Résultats
%1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="214"/>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="215"/>
        <source>Leave the replay: the orders of the current phase</source>
        <translation>Quitter la relecture&#xa0;: les ordres de la phase actuelle</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="218"/>
        <source>Leave the replay: the results of %1</source>
        <translation>Quitter la relecture&#xa0;: les résultats, %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="225"/>
        <source>Replay of %1: its orders and results, read-only. Ctrl+End returns to the current phase.</source>
        <translation>Relecture de %1&#xa0;: ses ordres et résultats, en lecture seule. Ctrl+Fin revient à la phase actuelle.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="228"/>
        <source>Replay of %1: its orders, not adjudicated. Ctrl+End returns to the current phase.</source>
        <translation>Relecture de %1&#xa0;: ses ordres, non résolus. Ctrl+Fin revient à la phase actuelle.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="233"/>
        <source>Results of %1. Ctrl+R switches back to the orders.</source>
        <translation>Résultats&#xa0;: %1. Ctrl+R revient aux ordres.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="237"/>
        <source>The game has ended.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="242"/>
        <source>Click a unit, then where it goes (click it again to hold). S: support, C: convoy. Or type orders below.</source>
        <translation>Cliquez une unité, puis sa destination (cliquez-la de nouveau pour qu&apos;elle tienne). S&#xa0;: soutien, C&#xa0;: convoi. Ou saisissez les ordres ci-dessous.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="247"/>
        <source>Click a dislodged unit, then where it retreats (click it again to disband).</source>
        <translation>Cliquez une unité délogée, puis sa retraite (cliquez-la de nouveau pour la dissoudre).</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="251"/>
        <source>Click a free home centre to build, a unit to remove; right-click a centre to waive.</source>
        <translation>Cliquez un centre d&apos;origine libre pour construire, une unité pour la retirer&#xa0;; clic droit sur un centre pour renoncer.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="338"/>
        <source>Clear Orders of %1</source>
        <translation>Effacer les ordres&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/orders_panel.cpp" line="340"/>
        <source>Clear All Orders</source>
        <translation>Effacer tous les ordres</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::PhaseBar</name>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="136"/>
        <source>Back to %1</source>
        <translation>Retour à %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="139"/>
        <source>Replay: %1</source>
        <translation>Relecture&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="144"/>
        <source>Phase %1 of %2 of this line, read-only.</source>
        <translation>Phase %1 sur %2 de cette ligne, en lecture seule.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="147"/>
        <source>The position after the phase, with its orders and results.</source>
        <translation>La position après la phase, avec ses ordres et ses résultats.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="148"/>
        <source>The position before the phase, with its orders and results.</source>
        <translation>La position avant la phase, avec ses ordres et ses résultats.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="150"/>
        <source>Not adjudicated.</source>
        <translation>Non résolue.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="156"/>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="206"/>
        <source>Rules: &lt;a href=&quot;rules&quot;&gt;%1&lt;/a&gt;&lt;br&gt;Draws: %2</source>
        <translation>Règles&#xa0;: &lt;a href=&quot;rules&quot;&gt;%1&lt;/a&gt;&lt;br&gt;Nulles&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="170"/>
        <source>%1 — %2 wins</source>
        <translation>%1 — victoire&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="173"/>
        <source>%1 — conceded to %2</source>
        <translation>%1 — concession&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="176"/>
        <source>%1 — the game is drawn</source>
        <translation>%1 — la partie est nulle</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="178"/>
        <source>%1 — the game has ended</source>
        <translation>%1 — la partie est terminée</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="191"/>
        <source>builds %1/%2</source>
        <translation>constructions %1/%2</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="192"/>
        <source>removes %1/%2</source>
        <translation>retraits %1/%2</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/phase_bar.cpp" line="203"/>
        <source>No orders are due.</source>
        <translation>Aucun ordre n&apos;est dû.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::PlayMode</name>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="72"/>
        <source>%1: %2 of %3</source>
        <translation>%1&#xa0;: %2 sur %3</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="80"/>
        <source>    %1: no such unit, ignored</source>
        <translation>    %1&#xa0;: pas d&apos;unité à cet endroit, ignoré</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="83"/>
        <source>    %1: illegal, will hold</source>
        <translation>    %1&#xa0;: illégal, tiendra</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="84"/>
        <source>    %1: illegal, will disband</source>
        <translation>    %1&#xa0;: illégal, sera dissoute</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="85"/>
        <source>    %1: illegal, ignored</source>
        <translation>    %1&#xa0;: illégal, ignoré</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="91"/>
        <source>Units without orders hold.</source>
        <translation>Les unités sans ordre tiennent.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="94"/>
        <source>Dislodged units without orders are disbanded.</source>
        <translation>Les unités délogées sans ordre sont dissoutes.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="97"/>
        <source>Builds not ordered are waived; removals not ordered are chosen by the civil disorder rule.</source>
        <translation>Les constructions non ordonnées sont abandonnées&#xa0;; les retraits non ordonnés sont choisis selon la règle du désordre civil.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="102"/>
        <source>Orders Missing</source>
        <translation>Ordres manquants</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="103"/>
        <source>Not every order is in:

%1

%2 Adjudicate anyway?</source>
        <translation>Tous les ordres ne sont pas arrivés&#xa0;:

%1

%2 Résoudre quand même&#xa0;?</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="118"/>
        <source>Next: %1.</source>
        <translation>Suivante&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="118"/>
        <source>The game has ended.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/play_mode.cpp" line="120"/>
        <source>Adjudicated %1: %n order(s) failed or ignored. %2</source>
        <translation>
            <numerusform>%1 résolue&#xa0;: %n ordre a échoué ou a été ignoré. %2</numerusform>
            <numerusform>%1 résolue&#xa0;: %n ordres ont échoué ou ont été ignorés. %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="130"/>
        <source>Change rules</source>
        <translation>Changer les règles</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="149"/>
        <source>The game goes on: %1.</source>
        <translation>La partie continue&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="158"/>
        <source>End the Game</source>
        <translation>Terminer la partie</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="159"/>
        <source>End the game in %1? It is scored like a draw of every power still on the board. Undo or Game → Resume the Game take it back.</source>
        <translation>Terminer la partie maintenant (%1)&#xa0;? Elle est comptée comme une nulle entre toutes les puissances encore sur le plateau. Annuler ou Partie → Reprendre la partie reviennent dessus.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="166"/>
        <source>The game has ended in %1.</source>
        <translation>La partie est terminée&#xa0;: %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/play_mode.cpp" line="185"/>
        <source>Enter %n order(s) from a sheet</source>
        <translation>
            <numerusform>Saisir %n ordre depuis une feuille</numerusform>
            <numerusform>Saisir %n ordres depuis une feuille</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/play_mode.cpp" line="187"/>
        <source>%n order(s) entered.</source>
        <translation>
            <numerusform>%n ordre saisi.</numerusform>
            <numerusform>%n ordres saisis.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="198"/>
        <source>Import Order Sheet</source>
        <translation>Importer une feuille d&apos;ordres</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="199"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Fichiers texte (*.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="205"/>
        <source>Cannot Import Orders</source>
        <translation>Impossible d&apos;importer les ordres</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="206"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ne peut pas être lu&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="224"/>
        <source>Nothing has been adjudicated yet.</source>
        <translation>Rien n&apos;a encore été résolu.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="228"/>
        <source>The results report is on the clipboard.</source>
        <translation>Le rapport des résultats est dans le presse-papiers.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/play_mode.cpp" line="261"/>
        <source>Every unit has an order.</source>
        <translation>Chaque unité a un ordre.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::PlayersDevicesDialog</name>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="53"/>
        <source>Players&apos; Devices</source>
        <translation>Appareils des joueurs</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="56"/>
        <source>The players give their orders on their phones: each opens their power&apos;s link (or scans its code) on the table&apos;s network. Anyone with a power&apos;s link can give its orders: hand each link to its player only.</source>
        <translation>Les joueurs donnent leurs ordres sur leur téléphone&#xa0;: chacun ouvre le lien de sa puissance (ou scanne son code) sur le réseau de la table. Quiconque a le lien d’une puissance peut donner ses ordres&#xa0;: ne remettez chaque lien qu’à son joueur.</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="79"/>
        <source>The address of this computer on the players&apos; network. 0.0.0.0 listens on every network this computer is on.</source>
        <translation>L’adresse de cet ordinateur sur le réseau des joueurs. 0.0.0.0 écoute sur tous les réseaux de cet ordinateur.</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="81"/>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="86"/>
        <source>any free port</source>
        <translation>tout port libre</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="87"/>
        <source>&amp;Port:</source>
        <translation>&amp;Port&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="95"/>
        <source>Print &amp;Cards…</source>
        <translation>Imprimer les &amp;cartes…</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="98"/>
        <source>Show the &amp;orders received</source>
        <translation>Afficher les &amp;ordres reçus</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="112"/>
        <source>Power</source>
        <translation>Puissance</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="112"/>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="112"/>
        <source>Link</source>
        <translation>Lien</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="112"/>
        <source>Orders received</source>
        <translation>Ordres reçus</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="144"/>
        <source>&quot;%1&quot; is no IP address.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une adresse IP.</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="155"/>
        <source>The server could not start on %1 port %2: %3</source>
        <translation>Le serveur n’a pas pu démarrer sur %1 port %2&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="166"/>
        <source>&amp;Stop</source>
        <translation>A&amp;rrêter</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="166"/>
        <source>&amp;Start</source>
        <translation>&amp;Démarrer</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="178"/>
        <source>Serving on %1 port %2.</source>
        <translation>En service sur %1 port %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="183"/>
        <source>The links are kept with the game file and work again after a restart.</source>
        <translation>Les liens sont gardés avec le fichier de la partie et fonctionnent de nouveau après un redémarrage.</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="184"/>
        <source>Save the game to keep these links after the program closes.</source>
        <translation>Enregistrez la partie pour garder ces liens après la fermeture du programme.</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="186"/>
        <source>The server is off: nothing is reachable from the network.</source>
        <translation>Le serveur est arrêté&#xa0;: rien n’est joignable depuis le réseau.</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="197"/>
        <source>QR code of %1&apos;s link</source>
        <translation>Code QR du lien de %1</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="199"/>
        <source>(start the server)</source>
        <translation>(démarrez le serveur)</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="204"/>
        <source>%1 of %2 units</source>
        <translation>%1 unités sur %2</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="207"/>
        <source>last change %1</source>
        <translation>dernier changement %1</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="215"/>
        <source>New Link</source>
        <translation>Nouveau lien</translation>
    </message>
    <message>
        <location filename="../app/ui/pads/players_devices_dialog.cpp" line="217"/>
        <source>Give %1 a new link: the old one opens nothing any more.</source>
        <translation>Donner un nouveau lien à %1&#xa0;: l’ancien n’ouvre plus rien.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::QuizMode</name>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="54"/>
        <source>A quiz asks about the orders of the current phase: enter them first (a phase adjudicated cannot be asked about; undo its adjudication).</source>
        <translation>Un quiz porte sur les ordres de la phase en cours&#xa0;: saisissez-les d&apos;abord (une phase arbitrée ne peut faire l&apos;objet d&apos;un quiz&#xa0;; annulez son arbitrage).</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="63"/>
        <location filename="../app/ui/window/quiz_mode.cpp" line="65"/>
        <source>the phase changed</source>
        <translation>la phase a changé</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="64"/>
        <source>the phase was adjudicated</source>
        <translation>la phase a été arbitrée</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="85"/>
        <location filename="../app/ui/window/quiz_mode.cpp" line="109"/>
        <source>The class</source>
        <translation>La classe</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="96"/>
        <location filename="../app/ui/window/quiz_mode.cpp" line="113"/>
        <source>its orders were removed</source>
        <translation>ses ordres ont été retirés</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="104"/>
        <source>The quiz ended: its orders changed after every order was revealed (the scores are kept).</source>
        <translation>Le quiz est terminé&#xa0;: ses ordres ont changé après que tous ont été révélés (les scores sont gardés).</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="128"/>
        <source>The orders changed: every guess still applies and is kept.</source>
        <translation>Les ordres ont changé&#xa0;: chaque réponse vaut toujours et est gardée.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="129"/>
        <source>The orders changed: the guesses on the orders still given are kept; dropped: %1.</source>
        <translation>Les ordres ont changé&#xa0;: les réponses sur les ordres toujours donnés sont gardées&#xa0;; abandonnées&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="142"/>
        <source>%1&apos;s guess on %2</source>
        <translation>la réponse de %1 sur %2</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="166"/>
        <source>End the Quiz?</source>
        <translation>Terminer le quiz&#xa0;?</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="167"/>
        <source>Adjudicating ends the quiz: the guesses of %1 are not scored (reveal the orders first to score them). Adjudicate now?</source>
        <translation>Arbitrer termine le quiz&#xa0;: les réponses de %1 ne sont pas notées (révélez d&apos;abord les ordres pour les noter). Arbitrer maintenant&#xa0;?</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="180"/>
        <source>The quiz ended: %1.</source>
        <translation>Le quiz est terminé&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="182"/>
        <source>The quiz ended: %1; the guesses of %2 were not scored.</source>
        <translation>Le quiz est terminé&#xa0;: %1&#xa0;; les réponses de %2 n&apos;ont pas été notées.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="235"/>
        <source>Not scored, with no guesses: %1.</source>
        <translation>Non notés, sans réponse&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="238"/>
        <source>No scores are kept: nobody guessed.</source>
        <translation>Aucun score n&apos;est gardé&#xa0;: personne n&apos;a répondu.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="240"/>
        <source>The scores are kept with your lessons (Export Scores… writes them all as CSV).</source>
        <translation>Les scores sont conservés avec vos leçons (Exporter les scores… les écrit tous en CSV).</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="243"/>
        <source>The scores were not kept: %1</source>
        <translation>Les scores n&apos;ont pas été conservés&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="251"/>
        <source>The scores cannot be read: %1</source>
        <translation>Les scores ne peuvent pas être lus&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="254"/>
        <source>quiz scores.csv</source>
        <translation>scores du quiz.csv</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="257"/>
        <source>Export Scores</source>
        <translation>Exporter les scores</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="259"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Fichiers CSV (*.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/quiz_mode.cpp" line="265"/>
        <source>The scores were not exported: %1: %2</source>
        <translation>Les scores n&apos;ont pas été exportés&#xa0;: %1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/quiz_mode.cpp" line="270"/>
        <source>Exported %n score(s) to %1.</source>
        <translation>
            <numerusform>%n score exporté vers %1.</numerusform>
            <numerusform>%n scores exportés vers %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>arbiter::ui::QuizPanel</name>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="65"/>
        <source>&amp;Students:</source>
        <translation>Élè&amp;ves&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="68"/>
        <source>e.g. Anna, Ben (empty: the class as one)</source>
        <translation>p. ex. Anna, Ben (vide&#xa0;: toute la classe)</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="72"/>
        <source>Start the &amp;Quiz</source>
        <translation>Commencer le &amp;quiz</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="92"/>
        <source>Each order: does it succeed, and is its unit dislodged where it is attacked? Click the order on the map (left button: succeeds or fails; right button: dislodged or not), or choose it in the list and press a button.</source>
        <translation>Chaque ordre&#xa0;: réussit-il, et son unité est-elle délogée là où elle est attaquée&#xa0;? Cliquez sur l&apos;ordre sur la carte (bouton gauche&#xa0;: réussit ou échoue&#xa0;; bouton droit&#xa0;: délogée ou non), ou choisissez-le dans la liste et appuyez sur un bouton.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="99"/>
        <source>&amp;Predicting:</source>
        <translation>&amp;Prédit&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="103"/>
        <source>&amp;Next Student</source>
        <translation>&amp;Élève suivant</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="123"/>
        <source>Quiz orders</source>
        <translation>Ordres du quiz</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="132"/>
        <source>&amp;Succeeds</source>
        <translation>&amp;Réussit</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="133"/>
        <source>&amp;Fails</source>
        <translation>&amp;Échoue</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="134"/>
        <source>&amp;Dislodged</source>
        <translation>&amp;Délogée</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="135"/>
        <source>N&amp;ot Dislodged</source>
        <translation>Pas dél&amp;ogée</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="140"/>
        <source>&amp;Reveal Order</source>
        <translation>&amp;Révéler l&apos;ordre</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="141"/>
        <source>Reveal &amp;All</source>
        <translation>&amp;Tout révéler</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="147"/>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="154"/>
        <source>&amp;Export Scores…</source>
        <translation>&amp;Exporter les scores…</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="155"/>
        <source>End Qui&amp;z</source>
        <translation>Terminer le qui&amp;z</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="190"/>
        <source>A quiz on %1: the students predict what becomes of each order before it is revealed. Type their names, separated by commas, to let each predict in turn; leave the field empty for the class as one.</source>
        <translation>Un quiz sur %1&#xa0;: les élèves prédisent ce que devient chaque ordre avant qu&apos;il soit révélé. Tapez leurs noms, séparés par des virgules, pour que chacun prédise à son tour&#xa0;; laissez le champ vide pour toute la classe.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="305"/>
        <source>Order</source>
        <translation>Ordre</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="305"/>
        <source>Answer</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="306"/>
        <source>%1 guesses</source>
        <translation>Prédictions&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="323"/>
        <source>Scores: %1</source>
        <translation>Scores&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/quiz_panel.cpp" line="331"/>
        <source>Not revealed yet.</source>
        <translation>Pas encore révélé.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ReachOverlay</name>
    <message numerus="yes">
        <location filename="../app/ui/scene/reach_overlay.cpp" line="169"/>
        <source>Can move to %1 and support a move or a hold there (%n unit(s))</source>
        <translation>
            <numerusform>Peut aller vers %1 et y soutenir un mouvement ou un maintien (%n unité)</numerusform>
            <numerusform>Peuvent aller vers %1 et y soutenir un mouvement ou un maintien (%n unités)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/scene/reach_overlay.cpp" line="173"/>
        <source>Can move to %1 but not support there: by convoy, or nothing to support (%n unit(s))</source>
        <translation>
            <numerusform>Peut aller vers %1 sans pouvoir y soutenir&#xa0;: par convoi, ou rien à soutenir (%n unité)</numerusform>
            <numerusform>Peuvent aller vers %1 sans pouvoir y soutenir&#xa0;: par convoi, ou rien à soutenir (%n unités)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/scene/reach_overlay.cpp" line="179"/>
        <source>Could cut one of those supports (%n unit(s)); a line joins it to the supporter</source>
        <translation>
            <numerusform>Pourrait couper l&apos;un de ces soutiens (%n unité)&#xa0;; un trait la relie à l&apos;unité qui soutient</numerusform>
            <numerusform>Pourraient couper l&apos;un de ces soutiens (%n unités)&#xa0;; un trait relie chacune à l&apos;unité qui soutient</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/scene/reach_overlay.cpp" line="182"/>
        <source>Could cut one only by dislodging the supporter (%n unit(s))</source>
        <translation>
            <numerusform>Pourrait en couper un seulement en délogeant l&apos;unité qui soutient (%n unité)</numerusform>
            <numerusform>Pourraient en couper un seulement en délogeant l&apos;unité qui soutient (%n unités)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/scene/reach_overlay.cpp" line="185"/>
        <source>Ring colour: the unit&apos;s power. Escape clears.</source>
        <translation>Couleur de l&apos;anneau&#xa0;: la puissance de l&apos;unité. Échap efface.</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/reach_overlay.cpp" line="188"/>
        <source>Reach and support: %1</source>
        <translation>Portée et soutiens&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::RecentFiles</name>
    <message>
        <location filename="../app/ui/recent_files.cpp" line="71"/>
        <source>Clear Menu</source>
        <translation>Vider le menu</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ReplayMode</name>
    <message>
        <source>What-if from %1</source>
        <translation type="vanished">Hypothèse depuis %1</translation>
    </message>
    <message>
        <location filename="../app/ui/window/replay_mode.cpp" line="109"/>
        <source>A what-if from %1: change the orders and adjudicate. The original line stays in the history.</source>
        <translation>Une hypothèse depuis %1&#xa0;: modifiez les ordres et résolvez. La ligne d&apos;origine reste dans l&apos;historique.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/replay_mode.cpp" line="121"/>
        <source>Now playing %1: %2.</source>
        <translation>En cours&#xa0;: %1&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/replay_mode.cpp" line="131"/>
        <source>Supply Centre Chart</source>
        <translation>Graphique des centres de ravitaillement</translation>
    </message>
    <message>
        <location filename="../app/ui/window/replay_mode.cpp" line="141"/>
        <source>Supply Centre Chart — %1</source>
        <translation>Graphique des centres de ravitaillement — %1</translation>
    </message>
    <message>
        <location filename="../app/ui/window/replay_mode.cpp" line="162"/>
        <source>Game Report — %1</source>
        <translation>Rapport de partie — %1</translation>
    </message>
    <message>
        <location filename="../app/ui/window/replay_mode.cpp" line="179"/>
        <source>Import Report — %1</source>
        <translation>Rapport d&apos;importation — %1</translation>
    </message>
    <message>
        <location filename="../app/ui/window/replay_mode.cpp" line="210"/>
        <source>Compare Lines — %1</source>
        <translation>Comparer des lignes — %1</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ReplayTool</name>
    <message>
        <location filename="../app/ui/board/replay_tool.cpp" line="22"/>
        <source>This is a replay and cannot be changed: Ctrl+End returns to the current phase, Play from Here starts a what-if.</source>
        <translation>Ceci est une relecture et ne peut pas être modifiée&#xa0;: Ctrl+Fin revient à la phase actuelle, Jouer à partir d&apos;ici commence une hypothèse.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::RulesDialog</name>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="34"/>
        <source>4.A Convoys and adjudication</source>
        <translation>4.A Convois et résolution</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="36"/>
        <source>4.B Coasts</source>
        <translation>4.B Côtes</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="38"/>
        <source>4.C Unit designation and nationality</source>
        <translation>4.C Désignation et nationalité des unités</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="40"/>
        <source>4.D Order sets, builds and removals</source>
        <translation>4.D Lots d&apos;ordres, constructions et retraits</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="42"/>
        <source>4.E Writing and handling orders</source>
        <translation>4.E Écriture et traitement des ordres</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="110"/>
        <source>DIAS: every draw includes all survivors</source>
        <translation>DIAS&#xa0;: toute nulle inclut tous les survivants</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="111"/>
        <source>NoDIAS: each vote names the powers in the draw</source>
        <translation>NoDIAS&#xa0;: chaque vote nomme les puissances de la nulle</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="113"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="121"/>
        <source>Custom</source>
        <translation>Personnalisées</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="122"/>
        <source>&amp;Preset:</source>
        <translation>&amp;Préréglage&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="129"/>
        <source>Draws:</source>
        <translation>Nulles&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="162"/>
        <source>[DATC]</source>
        <translation>[DATC]</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="189"/>
        <source>DATC Preferences</source>
        <translation>Préférences du DATC</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="244"/>
        <source>The DATC prefers %1) %2</source>
        <translation>Le DATC préfère %1) %2</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="258"/>
        <source>In force: %1</source>
        <translation>En vigueur&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/rules_dialog.cpp" line="260"/>
        <source>In force after OK: %1 (until then: %2)</source>
        <translation>En vigueur après OK&#xa0;: %1 (jusque-là&#xa0;: %2)</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::SaveLessonDialog</name>
    <message>
        <location filename="../app/ui/dialogs/save_lesson_dialog.cpp" line="24"/>
        <source>Save as Lesson</source>
        <translation>Enregistrer comme leçon</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/save_lesson_dialog.cpp" line="25"/>
        <source>Keeps %1 as a lesson. The outcome is the judge&apos;s, computed now and kept with the lesson, with the rules that decide it.</source>
        <translation>Garde %1 comme leçon. Le résultat est celui de l&apos;arbitre, calculé maintenant et gardé avec la leçon, avec les règles qui le décident.</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/save_lesson_dialog.cpp" line="39"/>
        <source>Edit Lesson</source>
        <translation>Modifier la leçon</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/save_lesson_dialog.cpp" line="40"/>
        <source>Your own lesson “%1”. Its position, orders and outcome stay as they are; another section moves it there.</source>
        <translation>Votre propre leçon %1. Sa position, ses ordres et son résultat restent tels quels&#xa0;; une autre section l&apos;y déplace.</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/save_lesson_dialog.cpp" line="59"/>
        <source>e.g. Cutting the support that matters</source>
        <translation>p. ex. Couper le soutien qui compte</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/save_lesson_dialog.cpp" line="60"/>
        <source>&amp;Title:</source>
        <translation>&amp;Titre&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/save_lesson_dialog.cpp" line="62"/>
        <source>What the lesson shows. A blank line starts a new paragraph.</source>
        <translation>Ce que montre la leçon. Une ligne vide commence un nouveau paragraphe.</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/save_lesson_dialog.cpp" line="64"/>
        <source>&amp;Description:</source>
        <translation>&amp;Description&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/save_lesson_dialog.cpp" line="70"/>
        <source>The section of the Lessons window it joins: pick one or type a new name</source>
        <translation>La section de la fenêtre des leçons qu&apos;elle rejoint&#xa0;: choisissez-en une ou tapez un nouveau nom</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/save_lesson_dialog.cpp" line="71"/>
        <source>&amp;Section:</source>
        <translation>&amp;Section&#xa0;:</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ScoresDialog</name>
    <message>
        <location filename="../app/ui/dialogs/scores_dialog.cpp" line="27"/>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/scores_dialog.cpp" line="35"/>
        <source>%1: the game goes on. Provisional scores, as if it ended now.</source>
        <translation>%1&#xa0;: la partie continue. Scores provisoires, comme si elle se terminait maintenant.</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/scores_dialog.cpp" line="36"/>
        <location filename="../app/ui/dialogs/scores_dialog.cpp" line="96"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/scores_dialog.cpp" line="51"/>
        <source>Centres</source>
        <translation>Centres</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/scores_dialog.cpp" line="54"/>
        <source>%1 (this game)</source>
        <translation>%1 (cette partie)</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/scores_dialog.cpp" line="77"/>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Exporter en CSV…</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/scores_dialog.cpp" line="87"/>
        <source>Export Scores</source>
        <translation>Exporter les scores</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/scores_dialog.cpp" line="87"/>
        <source>scores.csv</source>
        <translation>scores.csv</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/scores_dialog.cpp" line="88"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Fichiers CSV (*.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/scores_dialog.cpp" line="95"/>
        <source>Cannot Export Scores</source>
        <translation>Impossible d&apos;exporter les scores</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::SetupMode</name>
    <message>
        <location filename="../app/ui/window/setup_mode.cpp" line="84"/>
        <source>Setting up a position from %1: click to place or remove units.</source>
        <translation>Préparation d&apos;une position depuis %1&#xa0;: cliquez pour placer ou retirer des unités.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/setup_mode.cpp" line="86"/>
        <source>Setting up a position on an empty board: click to place units.</source>
        <translation>Préparation d&apos;une position sur un plateau vide&#xa0;: cliquez pour placer des unités.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/setup_mode.cpp" line="89"/>
        <source>Position of the Game</source>
        <translation>Position de la partie</translation>
    </message>
    <message>
        <location filename="../app/ui/window/setup_mode.cpp" line="89"/>
        <source>Empty Board</source>
        <translation>Plateau vide</translation>
    </message>
    <message>
        <location filename="../app/ui/window/setup_mode.cpp" line="118"/>
        <source>There are no units on the board: place some first.</source>
        <translation>Il n&apos;y a aucune unité sur le plateau&#xa0;: placez-en d&apos;abord.</translation>
    </message>
    <message>
        <location filename="../app/ui/window/setup_mode.cpp" line="127"/>
        <source>Study from %1</source>
        <translation>Étude depuis %1</translation>
    </message>
    <message>
        <location filename="../app/ui/window/setup_mode.cpp" line="129"/>
        <source>A new game from the position set up: %1. Enter orders and adjudicate.</source>
        <translation>Une nouvelle partie depuis la position préparée&#xa0;: %1. Saisissez les ordres et résolvez.</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::SetupPanel</name>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="57"/>
        <source>Click the map to place a unit of the chosen power; click a unit to remove it. With Supply Centre, a click gives the centre to the power, a second click leaves it unowned.</source>
        <translation>Cliquez la carte pour placer une unité de la puissance choisie&#xa0;; cliquez une unité pour la retirer. Avec Centre de ravitaillement, un clic donne le centre à la puissance, un second clic le laisse sans propriétaire.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="72"/>
        <source>&amp;Power:</source>
        <translation>&amp;Puissance&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="78"/>
        <source>&amp;Army</source>
        <translation>&amp;Armée</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="78"/>
        <source>&amp;Fleet</source>
        <translation>&amp;Flotte</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="78"/>
        <source>Supply &amp;centre</source>
        <translation>&amp;Centre de ravitaillement</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="85"/>
        <source>Click places:</source>
        <translation>Un clic place&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="89"/>
        <source>Spring, movement</source>
        <translation>Printemps, mouvements</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="90"/>
        <source>Spring, retreats</source>
        <translation>Printemps, retraites</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="91"/>
        <source>Fall, movement</source>
        <translation>Automne, mouvements</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="92"/>
        <source>Fall, retreats</source>
        <translation>Automne, retraites</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="93"/>
        <source>Winter, adjustments</source>
        <translation>Hiver, ajustements</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="94"/>
        <source>P&amp;hase:</source>
        <translation>P&amp;hase&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="98"/>
        <source>&amp;Year:</source>
        <translation>A&amp;nnée&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="110"/>
        <source>&amp;Empty Board</source>
        <translation>Plateau &amp;vide</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="112"/>
        <source>Start again from a board without units or owners</source>
        <translation>Recommencer depuis un plateau sans unités ni propriétaires</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="113"/>
        <source>From the &amp;Game</source>
        <translation>Depuis la pa&amp;rtie</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="115"/>
        <source>Start again from the current position of the open game</source>
        <translation>Recommencer depuis la position actuelle de la partie ouverte</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="123"/>
        <source>&amp;Start Game Here</source>
        <translation>&amp;Commencer la partie ici</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="126"/>
        <source>A new game from this position, with the rules of the open game</source>
        <translation>Une nouvelle partie depuis cette position, avec les règles de la partie ouverte</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="127"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/setup_panel.cpp" line="186"/>
        <source>Removed %n unit(s) that cannot be on the board (DATC 4.E.6): %1</source>
        <translation>
            <numerusform>%n unité qui ne peut pas être sur le plateau a été retirée (DATC 4.E.6)&#xa0;: %1</numerusform>
            <numerusform>%n unités qui ne peuvent pas être sur le plateau ont été retirées (DATC 4.E.6)&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="215"/>
        <source>Change Phase</source>
        <translation>Changer la phase</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="225"/>
        <source>The game will start in %1.</source>
        <translation>Début de la partie&#xa0;: %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/widgets/setup_panel.cpp" line="244"/>
        <source>&lt;span style=&quot;color:%1&quot;&gt;■&lt;/span&gt; %2: %n unit(s)</source>
        <translation>
            <numerusform>&lt;span style=&quot;color:%1&quot;&gt;■&lt;/span&gt; %2&#xa0;: %n unité</numerusform>
            <numerusform>&lt;span style=&quot;color:%1&quot;&gt;■&lt;/span&gt; %2&#xa0;: %n unités</numerusform>
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
        <translation>Le plateau est vide.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="276"/>
        <source>Which coast?</source>
        <translation>Quelle côte&#xa0;?</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="311"/>
        <source>Owner of %1</source>
        <translation>Propriétaire de %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="312"/>
        <source>%1 has no owner now.</source>
        <translation>%1 n&apos;a plus de propriétaire.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="313"/>
        <source>%1 belongs to %2 now.</source>
        <translation>Nouveau propriétaire de %1&#xa0;: %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="321"/>
        <source>Remove %1</source>
        <translation>Retirer %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="322"/>
        <source>Removed %1.</source>
        <translation>%1 retirée.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="343"/>
        <source>Place %1</source>
        <translation>Placer %1</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="344"/>
        <source>Placed %1.</source>
        <translation>%1 placée.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="354"/>
        <source>There is no such power on this map.</source>
        <translation>Cette puissance n&apos;existe pas sur cette carte.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="356"/>
        <source>There is no such place on this map.</source>
        <translation>Ce lieu n&apos;existe pas sur cette carte.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="358"/>
        <source>An army cannot stand at sea (%1): choose Fleet.</source>
        <translation>Une armée ne peut pas se trouver en mer (%1)&#xa0;: choisissez Flotte.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="360"/>
        <source>An army stands in the whole of %1, not on one of its coasts.</source>
        <translation>Une armée occupe toute la province (%1), pas l&apos;une de ses côtes.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="362"/>
        <source>A fleet cannot stand inland (%1): choose Army.</source>
        <translation>Une flotte ne peut pas se trouver à l&apos;intérieur des terres (%1)&#xa0;: choisissez Armée.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="364"/>
        <source>A fleet in %1 stands on one of its coasts: click nearer the coast.</source>
        <translation>Une flotte (%1) se trouve sur l&apos;une des côtes&#xa0;: cliquez plus près de la côte.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="366"/>
        <source>%1 is occupied: click the unit there to remove it first.</source>
        <translation>%1 est occupée&#xa0;: cliquez d&apos;abord l&apos;unité qui s&apos;y trouve pour la retirer.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="368"/>
        <source>There is no unit in %1.</source>
        <translation>Il n&apos;y a aucune unité ici (%1).</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="370"/>
        <source>%1 is not a supply centre.</source>
        <translation>%1 n&apos;est pas un centre de ravitaillement.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="372"/>
        <source>Winter has only the adjustment phase; Spring and Fall have movement and retreats.</source>
        <translation>L&apos;hiver n&apos;a que la phase d&apos;ajustements&#xa0;; le printemps et l&apos;automne ont des mouvements et des retraites.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="374"/>
        <source>The year must be between %1 and %2.</source>
        <translation>L&apos;année doit être comprise entre %1 et %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="386"/>
        <source>a unit of no known power in %1</source>
        <translation>une unité d&apos;aucune puissance connue (%1)</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="388"/>
        <source>a unit of no known power</source>
        <translation>une unité d&apos;aucune puissance connue</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="390"/>
        <source>a unit of %1 in no known place</source>
        <translation>une unité (%1) en aucun lieu connu</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="391"/>
        <source>a unit in no known place</source>
        <translation>une unité en aucun lieu connu</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="393"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="394"/>
        <source>an army cannot stand there</source>
        <translation>une armée ne peut pas se trouver là</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="395"/>
        <source>a fleet cannot stand there</source>
        <translation>une flotte ne peut pas se trouver là</translation>
    </message>
    <message>
        <location filename="../app/ui/widgets/setup_panel.cpp" line="397"/>
        <source>%1 (%2 stands there)</source>
        <translation>%1 (%2 s&apos;y trouve)</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::TableDisplay</name>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="53"/>
        <source>Table Display</source>
        <translation>Affichage pour la table</translation>
    </message>
    <message>
        <source>%1 (replay)</source>
        <translation type="vanished">%1 (relecture)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="153"/>
        <source>Quiz: %1</source>
        <translation>Quiz&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="157"/>
        <source>Scores: %1</source>
        <translation>Scores&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="158"/>
        <source>Does each order succeed? Is a unit attacked dislodged?</source>
        <translation>Chaque ordre réussit-il&#xa0;? Une unité attaquée est-elle délogée&#xa0;?</translation>
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
        <translation>Centres&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="241"/>
        <source>Draw vote: passed</source>
        <translation>Vote de nulle&#xa0;: adopté</translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="241"/>
        <source>Draw vote: not passed</source>
        <translation>Vote de nulle&#xa0;: non adopté</translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="251"/>
        <source>Final scores (%1): %2</source>
        <translation>Scores finaux (%1)&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="278"/>
        <source>Replay: %1</source>
        <translation>Relecture&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="284"/>
        <source>%1 — results of %2</source>
        <translation>%1 — résultats, %2</translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="290"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="292"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/table_display.cpp" line="311"/>
        <source>%1 builds %n</source>
        <translation>
            <numerusform>%1 construit %n</numerusform>
            <numerusform>%1 construit %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/window/table_display.cpp" line="313"/>
        <source>%1 removes %n</source>
        <translation>
            <numerusform>%1 retire %n</numerusform>
            <numerusform>%1 retire %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="315"/>
        <source>Adjustments due:</source>
        <translation>Ajustements dus&#xa0;:</translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="324"/>
        <source>%1 %2/%3</source>
        <translation>%1 %2/%3</translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="327"/>
        <source>Orders in: %1</source>
        <translation>Ordres reçus&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/window/table_display.cpp" line="339"/>
        <source>%1 (paused)</source>
        <translation>%1 (en pause)</translation>
    </message>
</context>
<context>
    <name>arbiter::ui::ThreatOverlay</name>
    <message>
        <location filename="../app/ui/scene/threat_overlay.cpp" line="99"/>
        <source>Strength %1</source>
        <translation>Force %1</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/threat_overlay.cpp" line="100"/>
        <source>Strength %1 or more</source>
        <translation>Force %1 ou plus</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/threat_overlay.cpp" line="104"/>
        <source>The number: the most one other power could bring with its own units (1 + its supports), before any is cut; the disc is that power&apos;s colour</source>
        <translation>Le nombre&#xa0;: la plus grande force qu&apos;une autre puissance pourrait y porter avec ses propres unités (1 + ses soutiens), avant toute coupure&#xa0;; le disque est de la couleur de cette puissance</translation>
    </message>
    <message>
        <location filename="../app/ui/scene/threat_overlay.cpp" line="107"/>
        <source>Threats against %1 next turn</source>
        <translation>Menaces contre %1 au prochain tour</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/ui/main.cpp" line="75"/>
        <source>Diplomacy map client and adjudicator.</source>
        <translation>Client cartographique et arbitre de Diplomatie.</translation>
    </message>
    <message>
        <location filename="../app/ui/main.cpp" line="79"/>
        <source>A game file to open.</source>
        <translation>Un fichier de partie à ouvrir.</translation>
    </message>
    <message>
        <source>Read the map from the folder &lt;dir&gt; instead of the standard map.</source>
        <translation type="vanished">Lire la carte dans le dossier &lt;dir&gt; au lieu de la carte standard.</translation>
    </message>
    <message>
        <location filename="../app/ui/main.cpp" line="83"/>
        <source>The map: a map&apos;s name (e.g. standard) or the folder &lt;map&gt; of its tables. Otherwise the map of the game opened, or the standard map.</source>
        <translation>La carte&#xa0;: le nom d&apos;une carte (par ex. standard) ou le dossier &lt;map&gt; de ses tables. Sinon la carte de la partie ouverte, ou la carte standard.</translation>
    </message>
    <message>
        <location filename="../app/ui/main.cpp" line="90"/>
        <source>Read standard.svg and layout.csv from &lt;dir&gt;.</source>
        <translation>Lire standard.svg et layout.csv dans &lt;dir&gt;.</translation>
    </message>
    <message>
        <location filename="../app/ui/main.cpp" line="93"/>
        <source>Save a picture of the window to &lt;file&gt; (PNG) once the game is open, and quit. Messages go to the terminal instead of dialogs.</source>
        <translation>Enregistrer une image de la fenêtre dans &lt;file&gt; (PNG) une fois la partie ouverte, puis quitter. Les messages vont au terminal au lieu des boîtes de dialogue.</translation>
    </message>
    <message>
        <location filename="../app/ui/main.cpp" line="150"/>
        <source>Arbiter</source>
        <translation>Arbiter</translation>
    </message>
    <message>
        <location filename="../app/ui/main.cpp" line="172"/>
        <source>The map cannot be read:

%1</source>
        <translation>La carte ne peut pas être lue&#xa0;:

%1</translation>
    </message>
    <message>
        <location filename="../app/ui/main.cpp" line="194"/>
        <source>Cannot write %1.</source>
        <translation>Impossible d&apos;écrire %1.</translation>
    </message>
</context>
</TS>
