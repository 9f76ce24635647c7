# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Arbiter authors
# `arbiter-cli new GAME.json --from-script FILE`: a game script (the format of tests/games/club_game.txt) played
# into a game file that the client opens, as the README says (D9 of the QA of issue 25). The club game ends
# in a draw of five powers in Spring 1911 (its last CHECK lines); a script line that cannot be played is
# named with its line and nothing is written.
set(dir "${WORK_DIR}/cli_new_from_script")
file(REMOVE_RECURSE "${dir}")
file(MAKE_DIRECTORY "${dir}")

execute_process(COMMAND ${PROGRAM} new "${dir}/club.json" --from-script "${SOURCE_DIR}/tests/games/club_game.txt"
    RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 0)
    message(FATAL_ERROR "exit code ${code}, expected 0\n${out}\n${err}")
endif()
if(NOT out MATCHES "created .*club.json: Spring 1911 Movement")
    message(FATAL_ERROR "the club game ends in Spring 1911:\n${out}")
endif()
# The game file holds the game as played: its draw is scored.
execute_process(COMMAND ${PROGRAM} score "${dir}/club.json"
    RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 0)
    message(FATAL_ERROR "score: exit code ${code}\n${out}\n${err}")
endif()
foreach(power Austria England France Italy Russia)
    if(NOT out MATCHES "${power}")
        message(FATAL_ERROR "${power} missing from the scores of the draw:\n${out}")
    endif()
endforeach()

file(WRITE "${dir}/bad.txt" "PHASE S1901M\nFrance: A par - bur\nPHASE F1902M\n")
execute_process(COMMAND ${PROGRAM} new "${dir}/bad.json" --from-script "${dir}/bad.txt"
    RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(code EQUAL 0 OR EXISTS "${dir}/bad.json")
    message(FATAL_ERROR "a script that skips a phase must be refused, nothing written (${code}):\n${out}\n${err}")
endif()
if(NOT err MATCHES "bad.txt: line 3: ")
    message(FATAL_ERROR "the line that cannot be played must be named:\n${err}")
endif()

execute_process(COMMAND ${PROGRAM} new "${dir}/both.json" --from-script "${dir}/bad.txt"
    --from-datc "${SOURCE_DIR}/tests/data/analysis/munich.txt"
    RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 2 OR NOT err MATCHES "--from-script and --from-datc exclude each other")
    message(FATAL_ERROR "--from-script with --from-datc: exit ${code}, expected 2\n${err}")
endif()
