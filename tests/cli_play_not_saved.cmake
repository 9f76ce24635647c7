# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Arbiter authors
# `arbiter-cli play` without --out prints the results and "Next: ..." but saves nothing: its last line says
# so, and the game file is unchanged; with --out the game is saved and no such line is printed.
set(dir "${WORK_DIR}/cli_play_not_saved")
file(REMOVE_RECURSE "${dir}")
file(MAKE_DIRECTORY "${dir}")
execute_process(COMMAND ${PROGRAM} new "${dir}/game.json" RESULT_VARIABLE code OUTPUT_QUIET ERROR_VARIABLE err)
if(NOT code EQUAL 0)
    message(FATAL_ERROR "arbiter-cli new failed (${code}): ${err}")
endif()
file(READ "${dir}/game.json" before)
file(WRITE "${dir}/sheet.txt" "France: A par - bur\n")
execute_process(COMMAND ${PROGRAM} play "${dir}/game.json" --orders "${dir}/sheet.txt" --explain
    RESULT_VARIABLE code OUTPUT_VARIABLE stdout ERROR_VARIABLE err)
if(NOT code EQUAL 0 OR NOT stdout MATCHES "Next: Fall 1901 Movement\nNot saved: give --out FILE to keep the adjudicated game.\n$")
    message(FATAL_ERROR "play without --out (${code}) must end with the 'Not saved' line:\n${stdout}\n${err}")
endif()
file(READ "${dir}/game.json" after)
if(NOT after STREQUAL before)
    message(FATAL_ERROR "play without --out changed the game file")
endif()
execute_process(COMMAND ${PROGRAM} play "${dir}/game.json" --orders "${dir}/sheet.txt" --out "${dir}/game.json"
    RESULT_VARIABLE code OUTPUT_VARIABLE stdout ERROR_VARIABLE err)
if(NOT code EQUAL 0 OR stdout MATCHES "Not saved")
    message(FATAL_ERROR "play --out (${code}) saves and says nothing of not saving:\n${stdout}\n${err}")
endif()
file(READ "${dir}/game.json" after)
if(after STREQUAL before)
    message(FATAL_ERROR "play --out did not save the game")
endif()
