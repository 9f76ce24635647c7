# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Arbiter authors
# `arbiter-cli analyse`: the first line is exactly the verdict, the orders follow in the usual spelling, a
# failed attempt is followed by "refutation:" and the defence; exit 0 when decided, 5 when the limit left it
# open, 2 for a question refused. (Wrong arguments: arbiter_cli_error tests in CMakeLists.txt.)
set(dir "${WORK_DIR}/cli_analyse")
file(REMOVE_RECURSE "${dir}")
file(MAKE_DIRECTORY "${dir}")

function(make_game name file case)
    execute_process(COMMAND ${PROGRAM} new "${dir}/${name}.json" --from-datc "${DATA_DIR}/${file}" --case ${case}
        RESULT_VARIABLE code OUTPUT_QUIET ERROR_VARIABLE err)
    if(NOT code EQUAL 0)
        message(FATAL_ERROR "arbiter-cli new ${name} failed (${code}): ${err}")
    endif()
endfunction()

function(analyse name expected_code)
    execute_process(COMMAND ${PROGRAM} analyse "${dir}/${name}.json" ${ARGN}
        RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT code EQUAL ${expected_code})
        message(FATAL_ERROR "analyse ${name} ${ARGN}: exit code ${code}, expected ${expected_code}\n${out}\n${err}")
    endif()
    set(output "${out}" PARENT_SCOPE)
    set(errors "${err}" PARENT_SCOPE)
endfunction()

function(expect_first_line output line)
    string(FIND "${output}" "\n" end)
    string(SUBSTRING "${output}" 0 ${end} first)
    if(NOT first STREQUAL "${line}")
        message(FATAL_ERROR "first line '${first}', expected '${line}':\n${output}")
    endif()
endfunction()

function(expect output text)
    string(FIND "${output}" "${text}" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "'${text}' missing from:\n${output}")
    endif()
endfunction()

make_game(supported convoy.txt convoy_supported)
make_game(attacked convoy.txt convoy_attacked)
make_game(munich munich.txt munich)
make_game(rhine rhine.txt rhine)

analyse(supported 0 --side england --goal "take bel" --goal "hold nth")
expect_first_line("${output}" "guaranteed")
expect("${output}" "\nEngland: F nth C A lon - bel\n")
expect("${output}" "\nEngland: F eng S F nth\n")
expect("${output}" "# 1 guaranteeing order set(s) of ")

analyse(attacked 0 --side England --goal "take bel" --goal "hold nth" --threads 1)
expect_first_line("${output}" "not guaranteed")
expect("${output}" "\nrefutation:\nGermany: ")
expect("${output}" "\nsafe defence:\n")

analyse(attacked 0 --side england --goal "take bel" --goal "hold nth" --json)
if(NOT output MATCHES "^{[^\n]*}\n$")
    message(FATAL_ERROR "--json must print one JSON object on one line:\n${output}")
endif()
expect("${output}" "\"verdict\":\"not guaranteed\"")
expect("${output}" "\"refutation\":[\"Germany: ")

# Munich's million order sets cannot even be listed in a millisecond.
analyse(munich 5 --side france,russia --goal "take mun" --limit 0.001)
expect_first_line("${output}" "not decided")
expect("${output}" "# the order sets could not all be listed within the limits")

# Seven against seven: too many order sets to list, and no move into Burgundy stronger than France's hold.
analyse(rhine 0 --side germany --goal "hold bel" --goal "take bur" --threads 1)
expect_first_line("${output}" "not guaranteed")
expect("${output}" "\nsafe defence:\n")
expect("${output}" "\nFrance: A par S A bur\n")
expect("${output}" "\nFrance: A mar S A bur\n")
expect("${output}" "# shown by counting strengths (the order sets are too many to search): only Germany: A bel, Germany: A ruh, Germany: A mun can move or support into bur, so no move of ours there can have more than 3, and under the safe defence the unit there holds with at least 3")
if(output MATCHES "refutation:")
    message(FATAL_ERROR "no best attempt, so no refutation, is claimed:\n${output}")
endif()
analyse(rhine 0 --side germany --goal "hold bel" --goal "take bur" --json)
expect("${output}" "\"byStrength\":{\"attackAtMost\":3,\"attackers\":[\"Germany: A bel\",\"Germany: A ruh\",\"Germany: A mun\"],\"goal\":1,\"holdAtLeast\":3,\"province\":\"bur\"}")

# Refused, not searched: a province no unit of ours can reach, and a side of powers without units.
analyse(munich 2 --side france --goal "take mos")
expect("${errors}" "take mos: no unit of our side can reach Moscow")
if(NOT output STREQUAL "")
    message(FATAL_ERROR "a refused question prints no answer:\n${output}")
endif()
analyse(munich 2 --side france --goal "take mun" --against italy)
expect("${errors}" "their side has no units")

# Tied best attempts (D8 of the QA of issue 25): the position of rumania.txt with its Russian units in two
# orders. Other Russian sets keep Turkey out of Rumania and Sevastopol against as many defences as the best
# attempt, and which one is printed follows the order of the units: the answer says that others tie, in the
# text and in --json, whatever the order. (Whether others tie is checked against a brute force in
# analysis_bruteforce.)
make_game(rumania rumania.txt rumania)
make_game(rumania_reordered rumania.txt rumania_reordered)
foreach(name rumania rumania_reordered)
    analyse(${name} 0 --side russia --goal "hold rum" --goal "hold sev" --json)
    expect("${output}" "\"tiedWithOthers\":true")
    string(REGEX MATCH "\"orders\":\\[[^]]*\\]" orders_${name} "${output}")
    analyse(${name} 0 --side russia --goal "hold rum" --goal "hold sev")
    expect_first_line("${output}" "not guaranteed")
    expect("${output}" "; at least one other order set of ours beats as many (shown: the first in the search's order")
endforeach()
if(orders_rumania STREQUAL orders_rumania_reordered)
    message(FATAL_ERROR "the two orders of the units show the same best attempt, ${orders_rumania}: the ties "
        "are not put to the test")
endif()
# England's convoy is the only set that beats 125 of the 127 German defences: no tie is said.
analyse(attacked 0 --side england --goal "take bel" --goal "hold nth" --json)
expect("${output}" "\"tiedWithOthers\":false")
analyse(attacked 0 --side england --goal "take bel" --goal "hold nth")
string(FIND "${output}" "at least one other" at)
if(NOT at EQUAL -1)
    message(FATAL_ERROR "a tie said where there is none:\n${output}")
endif()
