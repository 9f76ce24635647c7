# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Arbiter authors
# `arbiter-cli datc -v` and `arbiter-cli play --explain` print under each order why it ended so, with the
# strengths: the attack and its supports against what it had to beat, the cuts, the supports given; with
# --full-names the places written out, the orders as they were.
set(dir "${WORK_DIR}/cli_explain")
file(REMOVE_RECURSE "${dir}")
file(MAKE_DIRECTORY "${dir}")

function(expect output text)
    string(FIND "${output}" "${text}" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "'${text}' missing from:\n${output}")
    endif()
endfunction()

execute_process(COMMAND ${PROGRAM} datc -v "${DATC_DIR}/6d_supports.txt"
    RESULT_VARIABLE code OUTPUT_VARIABLE stdout ERROR_VARIABLE err)
if(NOT code EQUAL 0)
    message(FATAL_ERROR "datc -v: exit code ${code}\n${stdout}\n${err}")
endif()
# 6.D.1: the supported attack against the supported hold.
expect("${stdout}" "Austria: A tri - ven  ->  failed: bounced (Italy: A ven)
        attack 2: A tri with support from F adr; against hold 2: A ven with support from A tyr")
# 6.D.15: the attacked unit does not cut the support of the attack on it.
expect("${stdout}" "F ank does not cut it: it attacks from the province the support is aimed at")

execute_process(COMMAND ${PROGRAM} new "${dir}/game.json" RESULT_VARIABLE code OUTPUT_QUIET ERROR_VARIABLE err)
if(NOT code EQUAL 0)
    message(FATAL_ERROR "arbiter-cli new failed (${code}): ${err}")
endif()
file(WRITE "${dir}/spring.txt" "France: A par - bur\nA mar S A par - bur\nGermany: A mun - bur\n")
execute_process(COMMAND ${PROGRAM} play "${dir}/game.json" --orders "${dir}/spring.txt"
    RESULT_VARIABLE code OUTPUT_VARIABLE plain ERROR_VARIABLE err)
if(NOT code EQUAL 0 OR plain MATCHES "explanations:")
    message(FATAL_ERROR "play without --explain (${code}) must print the results only:\n${plain}\n${err}")
endif()
execute_process(COMMAND ${PROGRAM} play "${dir}/game.json" --orders "${dir}/spring.txt" --explain
    RESULT_VARIABLE code OUTPUT_VARIABLE stdout ERROR_VARIABLE err)
if(NOT code EQUAL 0)
    message(FATAL_ERROR "play --explain: exit code ${code}\n${stdout}\n${err}")
endif()
# Each explanation stands under its order in the results, before the phase that follows.
expect("${stdout}" "  A par - bur                   succeeded: moved
      attack 2: A par with support from A mar; against hold 0: bur is empty; prevent 1: A mun
")
expect("${stdout}" "  A mar S A par - bur           succeeded: support given
      Support given to A par moving to bur.
")
expect("${stdout}" "  A mun - bur                   failed: bounced (A par)
      attack 1: A mun; against hold 0: bur is empty; prevent 2: A par with support from A mar
")
string(FIND "${stdout}" "Next: Fall 1901 Movement" next)
string(FIND "${stdout}" "attack 1: A mun" explained)
if(next LESS explained)
    message(FATAL_ERROR "the explanations must come with the orders, before 'Next:':\n${stdout}")
endif()

# --full-names: the places of the results and explanations written out; the orders keep their notation.
execute_process(COMMAND ${PROGRAM} play "${dir}/game.json" --orders "${dir}/spring.txt" --explain --full-names
    RESULT_VARIABLE code OUTPUT_VARIABLE stdout ERROR_VARIABLE err)
if(NOT code EQUAL 0)
    message(FATAL_ERROR "play --explain --full-names: exit code ${code}\n${stdout}\n${err}")
endif()
expect("${stdout}" "  A mar S A par - bur           succeeded: support given
      Support given to A Paris moving to Burgundy.
")
expect("${stdout}" "  A mun - bur                   failed: bounced (A Paris)
      attack 1: A Munich; against hold 0: Burgundy is empty; prevent 2: A Paris with support from A Marseilles
")
execute_process(COMMAND ${PROGRAM} datc -v --full-names "${DATC_DIR}/6d_supports.txt"
    RESULT_VARIABLE code OUTPUT_VARIABLE stdout ERROR_VARIABLE err)
if(NOT code EQUAL 0)
    message(FATAL_ERROR "datc -v --full-names: exit code ${code}\n${stdout}\n${err}")
endif()
expect("${stdout}" "Austria: A tri - ven  ->  failed: bounced (Italy: A Venice)
        attack 2: A Trieste with support from F Adriatic Sea; against hold 2: A Venice with support from A Tyrolia")
