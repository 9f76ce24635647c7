# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Arbiter authors
# `arbiter-cli score`: a running game is scored as if it ended now and says so; one line per power; CSV for
# scripts; an unknown system is a usage error that names it.
set(dir "${WORK_DIR}/cli_score")
file(REMOVE_RECURSE "${dir}")
file(MAKE_DIRECTORY "${dir}")
execute_process(COMMAND ${PROGRAM} new "${dir}/game.json" RESULT_VARIABLE code OUTPUT_QUIET ERROR_VARIABLE err)
if(NOT code EQUAL 0)
    message(FATAL_ERROR "arbiter-cli new failed (${code}): ${err}")
endif()

execute_process(COMMAND ${PROGRAM} score "${dir}/game.json" --system "Sum of Squares"
    RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 0)
    message(FATAL_ERROR "score failed (${code}): ${err}")
endif()
# Russia's 4 centres against six powers' 3: 16 / 70 and 9 / 70 of 100.
if(NOT out MATCHES "provisional" OR NOT out MATCHES "Russia +4 +22\\.86" OR NOT out MATCHES "Austria +3 +12\\.86")
    message(FATAL_ERROR "unexpected scores:\n${out}")
endif()

execute_process(COMMAND ${PROGRAM} score "${dir}/game.json" --csv RESULT_VARIABLE code OUTPUT_VARIABLE out)
string(REGEX MATCHALL "[^\n]+" lines "${out}")
list(LENGTH lines count)
list(GET lines 0 header)
if(NOT code EQUAL 0 OR NOT count EQUAL 8 OR NOT header MATCHES "^Game,Power,Centres,Draw size,Sum of squares,C-Diplo,Carnage,Tribute,OpenTribute,Manorcon,Provisional$")
    message(FATAL_ERROR "CSV: a header and one line per power expected (${code}):\n${out}")
endif()

execute_process(COMMAND ${PROGRAM} score "${dir}/game.json" --system elo RESULT_VARIABLE code ERROR_VARIABLE err)
if(NOT code EQUAL 2 OR NOT err MATCHES "unknown scoring system 'elo'")
    message(FATAL_ERROR "an unknown system must be refused by name (${code}): ${err}")
endif()
