# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Arbiter authors
# `arbiter-cli play` with an order sheet that has unreadable lines among good ones: every bad line is
# reported as SHEET:LINE, the exit code is 3, and neither the game file nor the --out file is written.
set(dir "${WORK_DIR}/cli_play_unreadable")
file(REMOVE_RECURSE "${dir}")
file(MAKE_DIRECTORY "${dir}")
execute_process(COMMAND ${PROGRAM} new "${dir}/game.json" RESULT_VARIABLE code OUTPUT_QUIET ERROR_VARIABLE err)
if(NOT code EQUAL 0)
    message(FATAL_ERROR "arbiter-cli new failed (${code}): ${err}")
endif()
file(READ "${dir}/game.json" before)
file(WRITE "${dir}/sheet.txt" "England: F lon - zzz\nFrance: A par - bur\nGermany: A ber frobnicate\n")

foreach(out "${dir}/game.json" "${dir}/out.json")
    execute_process(COMMAND ${PROGRAM} play "${dir}/game.json" --orders "${dir}/sheet.txt" --out "${out}"
        RESULT_VARIABLE code OUTPUT_VARIABLE stdout ERROR_VARIABLE err)
    if(NOT code EQUAL 3)
        message(FATAL_ERROR "exit code ${code}, expected 3\nstdout:\n${stdout}\nstderr:\n${err}")
    endif()
    if(NOT err MATCHES "sheet.txt:1: unknown place 'zzz'" OR NOT err MATCHES "sheet.txt:3: ")
        message(FATAL_ERROR "both unreadable lines must be named with file and line:\n${err}")
    endif()
    if(err MATCHES "sheet.txt:2:" OR NOT stdout STREQUAL "")
        message(FATAL_ERROR "nothing but the bad lines may be reported:\nstdout:\n${stdout}\nstderr:\n${err}")
    endif()
    file(READ "${dir}/game.json" after)
    if(NOT after STREQUAL before)
        message(FATAL_ERROR "the game file was changed")
    endif()
endforeach()
if(EXISTS "${dir}/out.json")
    message(FATAL_ERROR "--out was written although the sheet has unreadable lines")
endif()

# Warnings and errors come in the order of the sheet's lines: the warning of line 1 before the errors of
# lines 2 and 3.
file(WRITE "${dir}/mixed.txt" "Germnay: A mun - ruh\nEngland: F lon - zzz\nFrance: A par frob\n")
execute_process(COMMAND ${PROGRAM} play "${dir}/game.json" --orders "${dir}/mixed.txt"
    RESULT_VARIABLE code OUTPUT_VARIABLE stdout ERROR_VARIABLE err)
if(NOT code EQUAL 3 OR NOT err MATCHES "^[^\n]*mixed.txt:1: warning: 'Germnay' read as Germany\n[^\n]*mixed.txt:2: [^\n]*\n[^\n]*mixed.txt:3: ")
    message(FATAL_ERROR "exit code ${code}; the sheet's lines must be reported in their order:\n${err}")
endif()
